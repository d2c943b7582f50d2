//! Messages between the page and the compute worker, as JSON text. Long computations run in the
//! worker so the page never freezes; the page cancels one by terminating the worker.

use serde::{Deserialize, Serialize};

/// What the page asks the worker to do. Written externally tagged (`{"jhe_part":{…}}`,
/// `"benchmark"`): serde reads that form straight into the variant, where an internally
/// tagged one buffers every request and carries a second decoder of each (measured: the
/// worker's bundle 4.1 KB gzip smaller).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// High Card Flush's exact main-game analysis for a strategy (`optimal`, `always`,
    /// `threshold:T86`): the share `part` of `parts` of the hands (by default all), answered
    /// with [`Response::MainGameShare`]; the page adds the shares of its workers up.
    MainGame {
        strategy: String,
        #[serde(default)]
        part: usize,
        #[serde(default = "one")]
        parts: usize,
    },
    /// The in-app benchmark: the main game, single decisions and every side-wager paytable.
    Benchmark,
    /// One share of Jackpot Hold 'Em's exact analysis for a strategy (`optimal`, `simple`,
    /// `river`, `always`): the flops `part` of `parts`. The worker answers with the part's sums
    /// as bytes (`holdem_solver::Part::to_bytes`), not JSON.
    JhePart {
        strategy: String,
        part: usize,
        parts: usize,
        /// A custom X-tra Bonus table's pays (`jhe::exact::xtra_bonus_copy`); none: Paytable A.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        xtra: Option<Vec<u32>>,
    },
    /// The shares added up and the first decision taken: sent as an array, this request's JSON
    /// first and then every part's bytes. For optimal play the worker first sends the first
    /// decision's values in every situation as bytes (`holdem_solver::FirstValues::to_bytes`).
    JheCombine {
        strategy: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        xtra: Option<Vec<u32>>,
        /// Send the first decisions too ([`JheMainGameSummary::first_plays`]), for a tally.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        first_plays: bool,
    },
    /// One share of the tally of the optimal player's showdowns (`holdem_solver::tally`), the
    /// par sheet's X-tra Bonus section: the flops `part` of `parts`, walked again with the
    /// second decisions its [`Request::JhePart`] sent back and the first decisions of the whole
    /// walk. Sent as an array: this request's JSON, then that part's bytes. Answered with
    /// [`Response::Tally`].
    Tally {
        strategy: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        xtra: Option<Vec<u32>>,
        part: usize,
        parts: usize,
        /// The combined walk's [`JheMainGameSummary::first_plays`].
        first_plays: String,
    },
    /// One share of the strategy card's forward walk (`holdem_solver::forward`), the par
    /// sheet's main game under an own X-tra Bonus table with its hold band's classes: the
    /// boards `part` of `parts`. Answered with [`Response::Tally`] (the sums as decimal text,
    /// `ForwardSums::to_numbers`).
    Forward {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        xtra: Option<Vec<u32>>,
        part: usize,
        parts: usize,
    },
}

fn one() -> usize {
    1
}

/// What the worker sends back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Response {
    /// The worker has loaded and listens: messages sent before this would be lost.
    Ready,
    Progress {
        fraction: f64,
        label: String,
    },
    /// A share of High Card Flush's walk (`hcf::main_game::MainGameAnalysis`) as JSON text of its
    /// own: its 128-bit sums do not pass through this enum's tagged form.
    MainGameShare {
        share: String,
    },
    Benchmark(BenchmarkResult),
    JheMainGame(JheMainGameSummary),
    /// A share of counts as decimal text: the tally's showdowns by the decision that made the
    /// Play (first, second, last), each of `holdem_solver::tally::FIELDS` counts; or a forward
    /// walk's sums ([`Request::Forward`]).
    Tally(TallyShare),
    Error {
        message: String,
    },
}

/// What a worker of a pool says while its share runs (its share itself is bytes or a reply of
/// its own), written as the [`Response`] of the same kind.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Status {
    Progress { fraction: f64 },
    Error { message: String },
}

/// A worker's reply read as a [`Status`] (`None`: another kind, or not JSON): through
/// `serde_json::Value`, which the pages that run pools link anyway, not [`Response`]'s
/// decoder, so a page that only runs pools links no decoder of every reply.
pub fn read_status(text: &str) -> Option<Status> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    match value.get("kind")?.as_str()? {
        "progress" => Some(Status::Progress {
            fraction: value.get("fraction")?.as_f64()?,
        }),
        "error" => Some(Status::Error {
            message: value.get("message")?.as_str()?.to_string(),
        }),
        _ => None,
    }
}

/// The combining worker's summary ([`Response::JheMainGame`]) read as `S` — the explorer's
/// whole [`JheMainGameSummary`], or the par sheet's [`JheSums`] (the part it uses); `None`:
/// another kind of reply. An error says why a summary cannot be read.
pub fn read_summary<S: serde::de::DeserializeOwned>(text: &str) -> Option<Result<S, String>> {
    read_kind(text, "jhe_main_game", "summary")
}

/// A reply of `kind` read as `S` (`None`: another kind, or not JSON); an error says why it
/// cannot be read.
pub fn read_kind<S: serde::de::DeserializeOwned>(
    text: &str,
    kind: &str,
    what: &str,
) -> Option<Result<S, String>> {
    #[derive(Deserialize)]
    struct Kind {
        kind: String,
    }
    let read: Kind = serde_json::from_str(text).ok()?;
    (read.kind == kind).then(|| {
        serde_json::from_str(text).map_err(|e| format!("unreadable {what} from the worker: {e}"))
    })
}

/// A worker's reply read from its JSON text: its kind first, then the fields of that kind alone
/// (each a plain struct decoder, shared with [`read_summary`]), not serde's decoder of an
/// internally tagged enum, which buffers every reply and carries every kind's decoder twice. A
/// test holds it to `Response`'s own format, kind by kind.
pub fn read_response(text: &str) -> Result<Response, String> {
    #[derive(Deserialize)]
    struct Kind {
        kind: String,
    }
    #[derive(Deserialize)]
    struct Share {
        share: String,
    }
    #[derive(Deserialize)]
    struct Progress {
        fraction: f64,
        label: String,
    }
    let unreadable = |e: serde_json::Error| format!("unreadable reply from the worker: {e}");
    let kind: Kind = serde_json::from_str(text).map_err(unreadable)?;
    Ok(match kind.kind.as_str() {
        "ready" => Response::Ready,
        "progress" => {
            let Progress { fraction, label } = serde_json::from_str(text).map_err(unreadable)?;
            Response::Progress { fraction, label }
        }
        "main_game_share" => Response::MainGameShare {
            share: serde_json::from_str::<Share>(text)
                .map_err(unreadable)?
                .share,
        },
        "benchmark" => Response::Benchmark(serde_json::from_str(text).map_err(unreadable)?),
        "jhe_main_game" => Response::JheMainGame(serde_json::from_str(text).map_err(unreadable)?),
        "tally" => Response::Tally(serde_json::from_str(text).map_err(unreadable)?),
        "error" => match read_status(text) {
            Some(Status::Error { message }) => Response::Error { message },
            _ => {
                return Err("unreadable reply from the worker: an error without its message".into())
            }
        },
        other => {
            return Err(format!(
                "unreadable reply from the worker: no reply is of kind \"{other}\""
            ))
        }
    })
}

/// Of a [`JheMainGameSummary`], the walk's exact sums alone (what the par sheet reads), and the
/// first decisions when they were asked for.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct JheSums {
    #[serde(default)]
    pub sums: Vec<String>,
    #[serde(default)]
    pub first_plays: String,
}

/// A share of the tally ([`Response::Tally`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TallyShare {
    pub counts: Vec<String>,
}

/// [`Response::Ready`] as the worker writes it (a test holds the two equal).
pub const READY: &str = r#"{"kind":"ready"}"#;

/// Jackpot Hold 'Em's exact main-game figures for a strategy, and its first decision by hand
/// class and the card shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JheMainGameSummary {
    pub strategy: String,
    /// The custom X-tra Bonus pays the analysis used (royal flush down to straight, to 1); none:
    /// Paytable A.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xtra: Option<Vec<u32>>,
    pub report: engine::holdem_solver::SolutionReport,
    pub first_chart: Vec<engine::holdem_solver::ChartRow>,
    /// The second decision by made hand and draw (`jhe::second_chart`): per row, the share of
    /// its situations played 2× and how many situations (flops with two other cards) it holds.
    #[serde(default)]
    pub second_chart: Vec<SecondChartRow>,
    /// Time of the combining step; the page adds the parts' time.
    pub milliseconds: f64,
    /// The walk's exact sums as decimal text, for the par sheet (`compute::main_game_sums`):
    /// Σ result in half-Antes, Σ result² in quarter-Antes², Σ Play in Antes, deals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sums: Vec<String>,
    /// When asked for ([`Request::JheCombine`]): per first-decision situation, whether the
    /// player plays at once (`holdem_solver::tally::first_plays`), as hexadecimal, four
    /// situations a digit ([`crate::compute::plays_to_hex`]).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub first_plays: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SecondChartRow {
    pub hand: String,
    pub plays: f64,
    pub situations: u64,
}

/// The main-game figures the page shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MainGameSummary {
    pub strategy: String,
    pub house_edge: f64,
    pub house_edge_numerator: String,
    pub house_edge_denominator: String,
    pub element_of_risk: f64,
    pub average_wager: f64,
    pub standard_deviation: f64,
    /// Fold, raise 1×, 2×, 3×.
    pub action_frequencies: [f64; 4],
    pub three_card_rows: Vec<ThreeCardSummary>,
    pub milliseconds: f64,
    /// The workers that shared the walk.
    #[serde(default = "one")]
    pub workers: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThreeCardSummary {
    /// "J-8-6"
    pub ranks: String,
    pub raise_share: f64,
    /// Raise share by pattern of the other four cards: 3-3-1, 3-2-2, 3-2-1-1 (None if no hand).
    pub by_pattern: [Option<f64>; 3],
}

/// Timings measured in the browser, in milliseconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchmarkResult {
    pub main_game_optimal_ms: f64,
    pub house_edge: f64,
    pub decision_ev_ms: f64,
    pub decisions_timed: u32,
    pub all_side_bet_paytables_ms: f64,
    pub paytables_analysed: u32,
    /// Seven-card poker evaluations per second: random hands, and an exhaustive walk's order.
    pub poker_random_per_second: f64,
    pub poker_sequential_per_second: f64,
    /// Jackpot Hold 'Em: the exact value of a second decision (every turn, river and dealer
    /// hand) and of a third (every dealer hand), the mean over the hands timed; every side-wager
    /// paytable (Player Bonus, Progressive A–E) with its exact odds. Its whole exact analysis is
    /// timed by the explorer's main game, in all the workers together.
    #[serde(default)]
    pub jhe_decision_two_ms: f64,
    #[serde(default)]
    pub jhe_decision_three_ms: f64,
    #[serde(default)]
    pub jhe_decisions_timed: u32,
    #[serde(default)]
    pub jhe_side_wager_paytables_ms: f64,
    pub user_agent: String,
}

/// A summary as a worker of an older or this build may send it, with these exact sums (none:
/// an older build's) — for the tests of what reads it.
#[cfg(test)]
pub(crate) fn summary_for_tests(sums: &[&str]) -> JheMainGameSummary {
    serde_json::from_value(serde_json::json!({
        "strategy": "optimal",
        "report": {
            "game": "jhe", "deals": "1", "house_edge_numerator": "1",
            "house_edge_denominator": "2", "house_edge_percent": 50.0,
            "element_of_risk_percent": 1.0, "average_wager": 3.0,
            "standard_deviation": 4.0, "play_first": 0.3, "play_second": 0.2,
            "play_last": 0.3, "fold": 0.2
        },
        "first_chart": [],
        "milliseconds": 1.0,
        "sums": sums
    }))
    .unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ready_is_the_responses_ready() {
        assert_eq!(serde_json::to_string(&Response::Ready).unwrap(), READY);
    }

    /// A pool reads a worker's progress and errors as `Status`, which writes them as the
    /// `Response` of the same kind; any other reply is not a status.
    #[test]
    fn a_status_is_read_and_written_as_the_response_of_its_kind() {
        let text = |r: &Response| serde_json::to_string(r).unwrap();
        let progress = Response::Progress {
            fraction: 0.25,
            label: "flops".into(),
        };
        assert_eq!(
            read_status(&text(&progress)),
            Some(Status::Progress { fraction: 0.25 })
        );
        let error = Response::Error {
            message: "out of memory".into(),
        };
        let status = Status::Error {
            message: "out of memory".into(),
        };
        assert_eq!(read_status(&text(&error)), Some(status.clone()));
        assert_eq!(serde_json::to_string(&status).unwrap(), text(&error));
        for other in [
            Response::Ready,
            Response::MainGameShare { share: "{}".into() },
        ] {
            assert_eq!(read_status(&text(&other)), None, "{}", text(&other));
        }
        assert_eq!(read_status("not json"), None);
        assert_eq!(read_status(r#"{"kind":"progress"}"#), None);
    }

    /// The combining worker's summary, read whole by the explorer and as its sums alone by the
    /// par sheet; any other reply is not a summary, and a damaged one is an error.
    #[test]
    fn a_combined_summary_is_read_whole_or_as_its_sums() {
        let summary = summary_for_tests(&["-6", "40", "7", "12"]);
        let text = serde_json::to_string(&Response::JheMainGame(summary.clone())).unwrap();
        assert_eq!(read_summary::<JheMainGameSummary>(&text), Some(Ok(summary)));
        assert_eq!(
            read_summary::<JheSums>(&text),
            Some(Ok(JheSums {
                sums: ["-6", "40", "7", "12"].map(String::from).to_vec(),
                first_plays: String::new(),
            }))
        );
        for other in [
            Response::Progress {
                fraction: 0.5,
                label: String::new(),
            },
            Response::Error {
                message: "no".into(),
            },
        ] {
            let text = serde_json::to_string(&other).unwrap();
            assert_eq!(read_summary::<JheSums>(&text), None, "{text}");
        }
        let damaged = r#"{"kind":"jhe_main_game","strategy":7}"#;
        assert!(read_summary::<JheMainGameSummary>(damaged)
            .unwrap()
            .unwrap_err()
            .contains("unreadable summary"));
    }

    /// Every request reads back as the page wrote it, and a request without its optional
    /// fields (a share count, an X-tra Bonus table, the first decisions) reads with their
    /// defaults; anything else is refused.
    #[test]
    fn every_request_reads_back_as_written() {
        for request in [
            Request::MainGame {
                strategy: "threshold:T86".into(),
                part: 1,
                parts: 2,
            },
            Request::Benchmark,
            Request::JhePart {
                strategy: "optimal".into(),
                part: 3,
                parts: 4,
                xtra: Some(vec![500, 50, 10, 5, 3, 1]),
            },
            Request::JheCombine {
                strategy: "simple".into(),
                xtra: None,
                first_plays: true,
            },
            Request::Tally {
                strategy: "optimal".into(),
                xtra: Some(vec![500, 50, 10, 4, 2, 1]),
                part: 0,
                parts: 2,
                first_plays: "b8".into(),
            },
            Request::Forward {
                xtra: Some(vec![500, 50, 10, 4, 2, 1]),
                part: 1,
                parts: 2,
            },
        ] {
            let text = serde_json::to_string(&request).unwrap();
            assert_eq!(
                serde_json::from_str::<Request>(&text).unwrap(),
                request,
                "{text}"
            );
        }
        assert_eq!(
            serde_json::from_str::<Request>(r#"{"main_game":{"strategy":"optimal"}}"#).unwrap(),
            Request::MainGame {
                strategy: "optimal".into(),
                part: 0,
                parts: 1
            }
        );
        assert_eq!(
            serde_json::from_str::<Request>(r#"{"jhe_combine":{"strategy":"optimal"}}"#).unwrap(),
            Request::JheCombine {
                strategy: "optimal".into(),
                xtra: None,
                first_plays: false
            }
        );
        for bad in [
            "",
            "{}",
            r#""gossip""#,
            r#"{"jhe_part":{"strategy":"optimal"}}"#,
        ] {
            assert!(serde_json::from_str::<Request>(bad).is_err(), "{bad}");
        }
    }

    /// Every kind of reply reads back as it was written.
    #[test]
    fn every_reply_reads_back_as_written() {
        let summary = JheMainGameSummary {
            strategy: "simple".into(),
            xtra: Some(vec![500, 50, 10, 4, 2, 1]),
            second_chart: vec![SecondChartRow {
                hand: "pair".into(),
                plays: 0.5,
                situations: 12,
            }],
            first_plays: "b8".into(),
            ..summary_for_tests(&["1", "2", "3", "4"])
        };
        let benchmark = BenchmarkResult {
            main_game_optimal_ms: 1.0,
            house_edge: 2.0,
            decision_ev_ms: 3.0,
            decisions_timed: 4,
            all_side_bet_paytables_ms: 5.0,
            paytables_analysed: 6,
            poker_random_per_second: 7.0,
            poker_sequential_per_second: 8.0,
            jhe_decision_two_ms: 9.0,
            jhe_decision_three_ms: 10.0,
            jhe_decisions_timed: 11,
            jhe_side_wager_paytables_ms: 12.0,
            user_agent: "Firefox".into(),
        };
        for reply in [
            Response::Ready,
            Response::Progress {
                fraction: 0.125,
                label: "flop 3 of 1755".into(),
            },
            Response::MainGameShare {
                share: r#"{"deals":"12"}"#.into(),
            },
            Response::Benchmark(benchmark),
            Response::JheMainGame(summary),
            Response::Tally(TallyShare {
                counts: vec!["0".into(), "340282366920938463463374607431768211455".into()],
            }),
            Response::Error {
                message: "the worker ran out of memory".into(),
            },
        ] {
            let text = serde_json::to_string(&reply).unwrap();
            assert_eq!(read_response(&text), Ok(reply), "{text}");
            // Serde's own reading of the enum agrees.
            assert_eq!(
                serde_json::from_str::<Response>(&text).ok(),
                read_response(&text).ok()
            );
        }
        for bad in [
            "",
            "[]",
            r#"{"kind":"gossip"}"#,
            r#"{"kind":"error"}"#,
            r#"{"kind":"progress","fraction":"x"}"#,
        ] {
            let message = read_response(bad).unwrap_err();
            assert!(
                message.starts_with("unreadable reply from the worker"),
                "{bad}: {message}"
            );
        }
    }
}
