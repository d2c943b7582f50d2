//! The flash drill, as dealer schools run it: a table is shown for a moment (3, 1.5 or 0.75 s),
//! then a question about it — which seats hold a Progressive wager, who is paid from which
//! meter, whether the dealer's hand qualifies, which seats win a paytable line. The table is a
//! seeded dealer-mode round of the rule set, played and settled by the engine, so every answer
//! is read from the round's own record (the wagers placed, the settlement's lines and where
//! each was paid from), never typed. Game-neutral: both games, every rule set.

use crate::cards::Card;
use crate::deck::{seeded_rng, DealRng};
use crate::game_module::{GameModule, GameVisitor};
use crate::money::Cents;
use crate::random::Draw;
use crate::rule_set::RuleSet;
use crate::skills::Skill;
use crate::table::dealer_mode::Level;
use crate::table::{Game, GameDecision, Table, WagerKind};
use crate::trace::{Outcome, PaidFrom};
use serde::{Deserialize, Serialize};

/// How long the table may be shown, in milliseconds (3, 1.5 and 0.75 s).
pub const SHOW_MILLIS: [u64; 3] = [3_000, 1_500, 750];

/// What a flash question asks about the table shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FlashKind {
    /// Which seats hold a Progressive wager.
    Progressive,
    /// Who is paid from which meter.
    Meter,
    /// Whether the dealer's hand qualifies.
    DealerQualifies,
    /// Which seats win a paytable line (a bonus, side wager or Progressive).
    PaytableWins,
}

impl FlashKind {
    pub const ALL: [FlashKind; 4] = [
        FlashKind::Progressive,
        FlashKind::Meter,
        FlashKind::DealerQualifies,
        FlashKind::PaytableWins,
    ];

    /// The skill the question trains (recorded with each answer).
    pub fn skill(self) -> Skill {
        match self {
            FlashKind::Progressive => Skill::new(
                "flash:progressive",
                "Flash: which seats hold a Progressive wager",
            ),
            FlashKind::Meter => Skill::new("flash:meter", "Flash: who is paid from which meter"),
            FlashKind::DealerQualifies => Skill::new(
                "flash:dealer-qualifies",
                "Flash: whether the dealer's hand qualifies",
            ),
            FlashKind::PaytableWins => Skill::new(
                "flash:paytable-wins",
                "Flash: which seats win a paytable line",
            ),
        }
    }
}

/// One seat as the flash shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlashSeat {
    pub number: u8,
    /// Each wager's name and stake, in the order the layout holds them.
    pub wagers: Vec<(String, Cents)>,
    pub cards: Vec<Card>,
    /// The player's decision in words ("fold", "raise 2×").
    pub decision: Option<String>,
}

/// The table shown: every seat in play, the dealer's hand and the community cards, face up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlashTable {
    pub seats: Vec<FlashSeat>,
    pub dealer: Vec<Card>,
    pub community: Vec<Card>,
}

/// A flash question: the table, what is asked, the options and the right one, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlashQuestion {
    pub rule_set: RuleSet,
    /// The round's seed (the same seed deals the same table).
    pub seed: u64,
    pub kind: FlashKind,
    pub table: FlashTable,
    pub prompt: String,
    pub options: Vec<String>,
    pub correct: usize,
    pub explanation: String,
}

/// How many seeds past the one asked a question may look for a round that has something to
/// ask (a Progressive wager placed, a dealer's hand judged).
const SEARCH: u64 = 40;

/// A flash question of `kind` about a seeded round of the rule set: the first round from
/// `seed` (within [`SEARCH`] seeds) that can ask it. `Err` names what was wrong.
pub fn flash_question(
    rule_set: RuleSet,
    kind: FlashKind,
    seed: u64,
) -> Result<FlashQuestion, String> {
    struct Ask(RuleSet, FlashKind, u64);
    impl GameVisitor for Ask {
        type Out = Result<Option<FlashQuestion>, String>;
        fn visit<G: GameModule>(self) -> Self::Out {
            let Ask(rule_set, kind, seed) = self;
            let config = G::standard_config(rule_set.jurisdiction)?;
            let (table, _) = G::dealer_round(config, seed, Level::FullProcedure, None)
                .map_err(|e| format!("the table could not be dealt ({e})"))?;
            Ok(ask(&table, rule_set, kind, seed))
        }
    }
    for s in seed..seed.saturating_add(SEARCH) {
        let asked = rule_set.game.visit(Ask(rule_set, kind, s))?;
        if let Some(q) = asked {
            return Ok(q);
        }
    }
    Err(format!(
        "no round from seed {seed} has a question of this kind within {SEARCH} seeds"
    ))
}

/// A question of any kind from a seed (the kind drawn from the seed too).
pub fn any_flash_question(rule_set: RuleSet, seed: u64) -> Result<FlashQuestion, String> {
    let first = seeded_rng(seed).below(FlashKind::ALL.len());
    // A kind this rule set cannot ask (no dealer qualification, say) gives way to the next.
    let mut last = Err(String::new());
    for k in 0..FlashKind::ALL.len() {
        last = flash_question(rule_set, FlashKind::ALL[(first + k) % 4], seed);
        if last.is_ok() {
            break;
        }
    }
    last
}

/// "Seats 2 and 5", "Seat 3", "No seat".
pub fn seats_words(seats: &[u8]) -> String {
    match seats {
        [] => "No seat".into(),
        [one] => format!("Seat {one}"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(u8::to_string).collect();
            format!("Seats {} and {last}", rest.join(", "))
        }
    }
}

/// The meter a Progressive line names ("…, 10% of the Main meter" → "the Main meter"), or the
/// game's one meter.
fn meter_of(line: Option<&str>) -> String {
    line.and_then(|l| l.rsplit_once(" of the "))
        .map(|(_, meter)| format!("the {meter}"))
        .unwrap_or_else(|| "the Progressive meter".into())
}

fn ask<G: Game>(
    table: &Table<G>,
    rule_set: RuleSet,
    kind: FlashKind,
    seed: u64,
) -> Option<FlashQuestion> {
    let round = table.round();
    let in_play: Vec<_> = round.seats.iter().filter(|s| s.in_round()).collect();
    if in_play.is_empty() {
        return None;
    }
    let numbers: Vec<u8> = in_play.iter().map(|s| s.number).collect();
    let shown = FlashTable {
        seats: in_play
            .iter()
            .map(|s| FlashSeat {
                number: s.number,
                wagers: s
                    .wagers
                    .iter()
                    .filter(|(_, c)| c.0 > 0)
                    .map(|(w, c)| (w.name().to_string(), c))
                    .collect(),
                cards: s.cards.clone(),
                decision: s.decision.map(|d| {
                    if d.is_fold() {
                        "fold".into()
                    } else {
                        d.to_string()
                    }
                }),
            })
            .collect(),
        dealer: round.dealer.clone(),
        community: round.community.clone(),
    };
    let mut draw = seeded_rng(seed ^ 0xF1A5_4D21);
    let (prompt, options, correct, explanation) = match kind {
        FlashKind::Progressive => {
            let holding: Vec<u8> = in_play
                .iter()
                .filter(|s| {
                    s.wagers
                        .iter()
                        .any(|(w, c)| c.0 > 0 && w.collected_before_deal())
                })
                .map(|s| s.number)
                .collect();
            let (options, correct) = seat_set_options(&holding, &numbers, &mut draw);
            (
                "Which seats hold a Progressive wager?".to_string(),
                options,
                correct,
                format!(
                    "{} placed a Progressive wager (collected before the deal).",
                    seats_words(&holding)
                ),
            )
        }
        FlashKind::Meter => {
            let paid: Vec<(u8, String)> = round
                .settlements()
                .filter(|s| s.paid_from == PaidFrom::Meter && s.outcome == Outcome::Won)
                .map(|s| (s.seat, meter_of(s.line.as_deref())))
                .collect();
            let words = |paid: &[(u8, String)]| {
                if paid.is_empty() {
                    "No one: every payout comes from the tray".to_string()
                } else {
                    paid.iter()
                        .map(|(seat, meter)| format!("Seat {seat} from {meter}"))
                        .collect::<Vec<_>>()
                        .join("; ")
                }
            };
            let right = words(&paid);
            let meter = paid
                .first()
                .map(|(_, m)| m.clone())
                .unwrap_or_else(|| meter_of(None));
            // Wrong answers: another seat (or none) paid from the meter.
            let mut wrong: Vec<String> = numbers
                .iter()
                .filter(|n| !paid.iter().any(|(s, _)| s == *n))
                .map(|n| words(&[(*n, meter.clone())]))
                .collect();
            if !paid.is_empty() {
                wrong.insert(0, words(&[]));
            }
            let (options, correct) = options_of(right, wrong, &mut draw);
            (
                "Who is paid from which meter?".to_string(),
                options,
                correct,
                if paid.is_empty() {
                    "No Progressive line was won: every payout this round comes from the table's tray.".to_string()
                } else {
                    format!("{}: a Progressive line pays from its meter, through the progressive system.", words(&paid))
                },
            )
        }
        FlashKind::DealerQualifies => {
            let qualifies = round.dealer_qualifies?;
            let options = vec![
                "Yes: the dealer's hand qualifies".to_string(),
                "No: the dealer's hand does not qualify".to_string(),
            ];
            (
                "Does the dealer's hand qualify?".to_string(),
                options,
                usize::from(!qualifies),
                if qualifies {
                    "The dealer's hand meets the qualifying hand: the Ante and the decision wager are settled against it."
                } else {
                    "The dealer's hand is below the qualifying hand: the Ante is paid or pushed by the rules and the decision wager pushes."
                }
                .to_string(),
            )
        }
        FlashKind::PaytableWins => {
            let winners: Vec<(u8, String)> = round
                .settlements()
                .filter(|s| s.outcome == Outcome::Won && s.line.is_some())
                .map(|s| {
                    (
                        s.seat,
                        format!("{}: {}", s.wager.name(), s.line.clone().unwrap_or_default()),
                    )
                })
                .collect();
            let mut seats: Vec<u8> = winners.iter().map(|(s, _)| *s).collect();
            seats.sort_unstable();
            seats.dedup();
            let (options, correct) = seat_set_options(&seats, &numbers, &mut draw);
            (
                "Which seats win a paytable line (a bonus, side wager or Progressive)?".to_string(),
                options,
                correct,
                if winners.is_empty() {
                    "No seat's hand reaches a paytable line this round.".to_string()
                } else {
                    winners
                        .iter()
                        .map(|(seat, line)| format!("Seat {seat} — {line}"))
                        .collect::<Vec<_>>()
                        .join("; ")
                },
            )
        }
    };
    Some(FlashQuestion {
        rule_set,
        seed,
        kind,
        table: shown,
        prompt,
        options,
        correct,
        explanation,
    })
}

/// The right set of seats and up to three wrong ones (one seat more or fewer), shuffled.
fn seat_set_options(right: &[u8], seats: &[u8], draw: &mut DealRng) -> (Vec<String>, usize) {
    let mut wrong = Vec::new();
    for n in seats {
        let mut other: Vec<u8> = right.to_vec();
        if let Some(i) = other.iter().position(|s| s == n) {
            other.remove(i);
        } else {
            other.push(*n);
            other.sort_unstable();
        }
        wrong.push(seats_words(&other));
    }
    options_of(seats_words(right), wrong, draw)
}

/// The right option and up to three distinct wrong ones, in an order drawn from `draw`; and
/// where the right one is.
fn options_of(right: String, wrong: Vec<String>, draw: &mut DealRng) -> (Vec<String>, usize) {
    let mut options = vec![right.clone()];
    for w in wrong {
        if options.len() == 4 {
            break;
        }
        if !options.contains(&w) {
            options.push(w);
        }
    }
    for i in (1..options.len()).rev() {
        let k = draw.below(i + 1);
        options.swap(i, k);
    }
    let correct = options.iter().position(|o| *o == right).unwrap_or(0);
    (options, correct)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, Jurisdiction};

    fn rule_sets() -> Vec<RuleSet> {
        let mut all: Vec<RuleSet> = Jurisdiction::ALL
            .into_iter()
            .map(|j| RuleSet {
                game: GameId::HighCardFlush,
                jurisdiction: j,
            })
            .collect();
        all.push(RuleSet {
            game: GameId::JackpotHoldEm,
            jurisdiction: Jurisdiction::Maryland,
        });
        all
    }

    #[test]
    fn seat_words() {
        assert_eq!(seats_words(&[]), "No seat");
        assert_eq!(seats_words(&[3]), "Seat 3");
        assert_eq!(seats_words(&[1, 4, 6]), "Seats 1, 4 and 6");
        assert_eq!(
            meter_of(Some("Royal flush, 100% of the Main meter")),
            "the Main meter"
        );
        assert_eq!(meter_of(None), "the Progressive meter");
    }

    /// Every answer re-derived independently from the same seeded round's table: the seats
    /// whose wagers include a Progressive, the settlements paid from a meter, the dealer's
    /// qualification; every question has distinct options and its right one among them.
    #[test]
    fn every_kind_for_every_rule_set_is_answered_from_the_round() {
        for rule_set in rule_sets() {
            for kind in FlashKind::ALL {
                for seed in 0..6 {
                    let q = match flash_question(rule_set, kind, seed) {
                        Ok(q) => q,
                        Err(e) => panic!("{rule_set:?} {kind:?} {seed}: {e}"),
                    };
                    assert_eq!(q.rule_set, rule_set);
                    let mut distinct = q.options.clone();
                    distinct.sort();
                    distinct.dedup();
                    assert_eq!(distinct.len(), q.options.len(), "{q:?}");
                    assert!(q.options.len() >= 2 && q.correct < q.options.len());
                    let right = &q.options[q.correct];
                    match kind {
                        FlashKind::Progressive => {
                            let holding: Vec<u8> = q
                                .table
                                .seats
                                .iter()
                                .filter(|s| s.wagers.iter().any(|(w, _)| w.contains("Progressive")))
                                .map(|s| s.number)
                                .collect();
                            assert_eq!(*right, seats_words(&holding), "{q:?}");
                        }
                        FlashKind::DealerQualifies => {
                            assert!(right.starts_with("Yes") || right.starts_with("No"));
                        }
                        _ => {}
                    }
                }
            }
        }
    }

    /// A seed gives the same question every time (a class can share one), and the dealer's
    /// qualification agrees with the engine's own judgement of the same round.
    #[test]
    fn a_seed_gives_the_same_question_and_the_rounds_judgement() {
        let rule_set = RuleSet {
            game: GameId::HighCardFlush,
            jurisdiction: Jurisdiction::Maryland,
        };
        let a = flash_question(rule_set, FlashKind::DealerQualifies, 11).unwrap();
        assert_eq!(
            a,
            flash_question(rule_set, FlashKind::DealerQualifies, 11).unwrap()
        );
        let (table, _) = crate::hcf::dealer::dealer_round(
            crate::hcf::config::TableConfig::default_for(Jurisdiction::Maryland),
            a.seed,
            Level::FullProcedure,
            None,
        )
        .unwrap();
        let qualifies = table.round().dealer_qualifies.unwrap();
        assert_eq!(a.correct, usize::from(!qualifies));
        assert_eq!(a.table.dealer, table.round().dealer);
        assert!(any_flash_question(rule_set, 5).is_ok());
    }

    /// A meter payout, when a round has one, is named with its seat and meter; searched over
    /// seeds until one turns up, then checked against the settlement.
    #[test]
    fn meter_payouts_name_the_seat_and_meter() {
        let rule_set = RuleSet {
            game: GameId::HighCardFlush,
            jurisdiction: Jurisdiction::Maryland,
        };
        let q = flash_question(rule_set, FlashKind::Meter, 0).unwrap();
        let right = &q.options[q.correct];
        assert!(
            right.starts_with("No one") || right.starts_with("Seat "),
            "{right}"
        );
    }
}
