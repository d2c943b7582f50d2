//! `odds par-sheet` and `odds verify-packet`: the engine's par sheet (`engine::par_sheet`) as
//! text or as its verifiable JSON packet, and the verifier's figure-by-figure verdict.

use crate::cli::{ParSheetArgs, VerifyPacketArgs};
use crate::games::Game;
use engine::hcf::config::TableConfig;
use engine::jhe::config::JheConfig;
use engine::par_sheet::packet::{make_packet_solving, packet_json, verify_solving};
use engine::par_sheet::signs::table_signs;
use engine::par_sheet::{usual_inputs, ParInputs, ParSheet, TableInputs};
#[cfg(test)]
use engine::Cents;
use engine::Jurisdiction;

fn read(path: &std::path::Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// The inputs: a file's (a packet's `inputs` or the inputs alone), or the game's usual table.
fn inputs(game: Game, args: &ParSheetArgs) -> Result<ParInputs, String> {
    let mut inputs = match &args.inputs {
        Some(path) => {
            let text = read(path)?;
            let value: serde_json::Value = serde_json::from_str(&text)
                .map_err(|e| format!("{} is not JSON: {e}", path.display()))?;
            let inputs = value.get("inputs").cloned().unwrap_or(value);
            serde_json::from_value(inputs)
                .map_err(|e| format!("{}: the inputs cannot be read: {e}", path.display()))?
        }
        None => usual_inputs(match game {
            Game::Hcf => TableInputs::Hcf {
                config: TableConfig::default_for(args.rules),
            },
            Game::Jhe => {
                if args.rules != Jurisdiction::Maryland {
                    return Err("Jackpot Hold 'Em is played under Maryland's rules only".into());
                }
                TableInputs::Jhe {
                    config: JheConfig::standard(),
                    own: vec![],
                }
            }
        }),
    };
    if let Some(pace) = args.pace {
        inputs.hands_per_hour = pace;
    }
    if let Some(hands) = args.hands {
        inputs.period_hands = hands;
    }
    if let Some(players) = args.players {
        inputs.players_per_round = players;
    }
    Ok(inputs)
}

/// The threads an own X-tra Bonus table's main-game solve runs on: every core.
fn threads() -> Option<usize> {
    Some(std::thread::available_parallelism().map_or(2, |n| n.get()))
}

fn percent(x: f64) -> String {
    format!("{:.4}%", 100.0 * x)
}

fn dollars(cents: f64) -> String {
    format!("${:.2}", cents / 100.0)
}

/// The sheet as text, one section per wager.
pub fn sheet_text(sheet: &ParSheet, inputs: &ParInputs) -> String {
    let mut out = format!("PAR SHEET — {}\n", sheet.title);
    out += &format!(
        "seats: {}   payout limit: {}   pace: {} player hands an hour, all seats together\n",
        sheet.seats,
        sheet.payout_limit.map_or("none".into(), |c| c.to_string()),
        inputs.hands_per_hour
    );
    out += "mix:";
    for m in &inputs.mix {
        out += &format!(
            "  {} on {}% of hands, average {}",
            m.wager,
            m.share_bp as f64 / 100.0,
            m.average
        );
    }
    out += "\n\nMAIN GAME (per Ante)\n";
    let main = &sheet.main_game;
    if let Some(e) = main.optimal_house_edge {
        out += &format!(
            "  house edge, optimal play:   {} ({} / {})\n",
            percent(e.decimal),
            e.numerator,
            e.denominator
        );
    }
    if let Some(e) = main.card_house_edge {
        out += &format!(
            "  house edge, strategy card:  {} ({} / {})\n",
            percent(e.decimal),
            e.numerator,
            e.denominator
        );
    }
    if let Some(x) = main.element_of_risk {
        out += &format!("  element of risk (card):     {}\n", percent(x));
    }
    if let Some(x) = main.average_total_wager {
        out += &format!("  average total wager (card): {x:.6} Antes\n");
    }
    if let Some(x) = main.standard_deviation {
        out += &format!("  standard deviation (card):  {x:.6} Antes\n");
    }
    if let Some(note) = &main.note {
        out += &format!("  note: {note}\n");
    }
    // The X-tra Bonus first: it is made with the Ante.
    for w in sheet.xtra_bonus.iter().chain(&sheet.wagers) {
        out += &format!(
            "\n{} — {} ({})\n",
            w.name.to_uppercase(),
            w.paytable,
            w.origin
        );
        out += &format!(
            "  {:<33} {:>18} {:>14} {:>16} {:>14}\n",
            "hand", "pays", "combinations", "probability", "return"
        );
        for l in &w.lines {
            // A meter's share is priced in the Progressive's long run below, not per line.
            let contribution = match l.pay {
                engine::paytable::Pay::MeterPercent { .. } => "see below".to_string(),
                _ => format!("{:.8}", l.contribution),
            };
            out += &format!(
                "  {:<33} {:>18} {:>14} {:>16.10} {:>14}\n",
                l.hand,
                l.pay.to_string(),
                l.hands,
                l.probability,
                contribution
            );
        }
        out += &format!(
            "  {:<33} {:>18} {:>14} {:>16.10}\n",
            if w.code == "xb" {
                "folds, or the dealer wins"
            } else {
                "nothing"
            },
            "loses",
            w.losing_hands,
            w.losing_hands as f64 / w.total_hands as f64
        );
        out += &format!(
            "  hit frequency {}   return {}   house edge {}   standard deviation {:.6}\n",
            percent(w.hit_frequency),
            percent(w.expected_return),
            percent(w.house_edge),
            w.standard_deviation
        );
    }
    if let Some(p) = &sheet.progressive {
        out += &format!("\nPROGRESSIVE — {} (unit {})\n", p.paytable, p.unit);
        for m in &p.meters {
            out += &format!(
                "  {}: initial {}, reset {}, rule's minimum {}{}, rate {}%, break-even {}\n",
                m.meter,
                m.initial,
                m.reset,
                m.rule_minimum
                    .map_or("not stated".into(), |c| c.to_string()),
                match m.meets_minimum {
                    Some(true) => " (met)",
                    Some(false) => " (NOT MET)",
                    None => "",
                },
                m.rate_bp as f64 / 100.0,
                m.break_even.map_or("—".into(), |d| if d < 0.0 {
                    "none: over 100 % at any meter".into()
                } else {
                    format!("${d:.2}")
                })
            );
        }
        out += &format!(
            "  long run per $1: fixed prizes {} + contributions {} + resets {} = {} returned; hold {}\n",
            percent(p.fixed_return),
            percent(p.contributed),
            percent(p.reset_return),
            percent(p.return_to_player),
            percent(p.hold)
        );
        for a in &p.awards {
            out += &format!(
                "  {:<28} {:>24}  1 in {:>14}  every {:>14} hands, {:>12} hours\n",
                a.hand,
                a.pay,
                a.one_in.map_or("—".into(), |x| format!("{x:.1}")),
                a.hands_between.map_or("—".into(), |x| format!("{x:.0}")),
                a.hours_between.map_or("—".into(), |x| format!("{x:.1}"))
            );
        }
    }
    let h = &sheet.hold;
    let together = match &h.seats {
        Some(s) if s.players_per_round > 1 => format!(
            "every wager of the hand together, and the {} other players of its round",
            s.players_per_round - 1
        ),
        _ => "every wager of the hand together".into(),
    };
    out += &format!(
        "\nHOLD TO EXPECT — {} hands ({:.1} hours)\n  per hand: wagered {}, house win {}, standard deviation {} ({together})\n  wagered {}   expected win {} (hold {})\n  95% band of win: {} to {}   of hold: {} to {}\n",
        h.hands,
        h.hours,
        dollars(h.handle_per_hand),
        dollars(h.win_per_hand),
        dollars(h.deviation_per_hand),
        dollars(h.handle),
        dollars(h.expected_win),
        percent(h.expected_hold),
        dollars(h.win_low),
        dollars(h.win_high),
        percent(h.hold_low),
        percent(h.hold_high)
    );
    if let Some(s) = &h.seats {
        out += &format!(
            "  seats of one round: {} player{} a round; two seats' results correlate {:.4} ± {:.4} (simulated, {} rounds: the band's width ± {:.2}%); a hand alone: standard deviation {}\n  (as many players every round: where the number varies, the band is a little wider still)\n",
            s.players_per_round,
            if s.players_per_round == 1 { "" } else { "s" },
            s.correlation,
            s.covariance_error / s.hand_deviation.powi(2),
            s.rounds,
            100.0 * s.width_error,
            dollars(s.hand_deviation)
        );
    }
    for e in &h.excluded {
        out += &format!("  not in the band: {e}\n");
    }
    out += &format!("  method: {}\n", h.method);
    for n in &sheet.notes {
        out += &format!("note: {n}\n");
    }
    out
}

/// `odds par-sheet`: the text, or with --json the packet.
pub fn par_sheet(game: Game, args: &ParSheetArgs, json: bool) -> Result<String, String> {
    let inputs = inputs(game, args)?;
    if args.signs {
        let signs = table_signs(&inputs.table)?;
        if json {
            return serde_json::to_string_pretty(&signs).map_err(|e| e.to_string());
        }
        return Ok(signs
            .iter()
            .map(|s| format!("== {} ==\n{}\n({})\n", s.title, s.lines.join("\n"), s.rule))
            .collect::<Vec<_>>()
            .join("\n"));
    }
    let packet = make_packet_solving(&inputs, threads())?;
    if let (Some(drop), Some(win)) = (args.drop, args.win) {
        let seen = packet.figures.hold.judge(drop.0, win.0)?;
        let verdict = format!(
            "hold {} on {drop} wagered ({win} won): {} the 95% band ({:+.2} standard deviations from the expected win)",
            percent(seen.hold),
            if seen.inside { "inside" } else { "OUTSIDE" },
            seen.deviations
        );
        if json {
            return serde_json::to_string_pretty(&seen).map_err(|e| e.to_string());
        }
        return Ok(verdict);
    }
    if json {
        return packet_json(&packet);
    }
    Ok(format!(
        "{}\ndigest (SHA-256): {}",
        sheet_text(&packet.figures, &inputs),
        packet.digest
    ))
}

/// `odds verify-packet FILE`: every figure's verdict; an error when any differs.
pub fn verify_packet(args: &VerifyPacketArgs, json: bool) -> Result<String, String> {
    let verdict = verify_solving(&read(&args.file)?, threads())?;
    if json {
        let text = serde_json::to_string_pretty(&verdict).map_err(|e| e.to_string())?;
        return if verdict.all_match() {
            Ok(text)
        } else {
            Err(format!("the packet does not match its inputs\n{text}"))
        };
    }
    let mut out = format!("{}\n", verdict.title);
    for f in verdict.figures.iter().filter(|f| !f.matches) {
        out += &format!(
            "DIFFERS  {}: the packet says {}, recomputed {}\n",
            f.path,
            f.received.as_deref().unwrap_or("(nothing)"),
            f.recomputed.as_deref().unwrap_or("(nothing)")
        );
    }
    out += &format!(
        "{} of {} figures match; the digest {}",
        verdict.figures.len() - verdict.mismatches,
        verdict.figures.len(),
        if verdict.digest_matches {
            "matches"
        } else {
            "does NOT match what the packet holds"
        }
    );
    if verdict.all_match() {
        Ok(out)
    } else {
        Err(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(inputs: Option<std::path::PathBuf>) -> ParSheetArgs {
        ParSheetArgs {
            rules: Jurisdiction::Maryland,
            inputs,
            pace: Some(120),
            hands: Some(1_000),
            players: None,
            signs: false,
            drop: None,
            win: None,
        }
    }

    /// A packet written by `odds --game jhe par-sheet --json` verifies; the same packet with
    /// the Progressive's hold changed is refused, naming the figure; and its inputs, read back
    /// by `--inputs`, give the same digest.
    #[test]
    fn a_written_packet_verifies_and_a_changed_one_names_the_figure() {
        let dir = std::env::temp_dir().join(format!("odds-par-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let text = par_sheet(Game::Jhe, &args(None), true).unwrap();
        let good = dir.join("good.json");
        std::fs::write(&good, &text).unwrap();
        let verdict = verify_packet(&VerifyPacketArgs { file: good.clone() }, false).unwrap();
        assert!(
            verdict.ends_with("figures match; the digest matches"),
            "{verdict}"
        );
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value["figures"]["progressive"]["hold"] = 0.5.into();
        let bad = dir.join("bad.json");
        std::fs::write(&bad, value.to_string()).unwrap();
        let refusal = verify_packet(&VerifyPacketArgs { file: bad }, false).unwrap_err();
        assert!(
            refusal.contains("DIFFERS  progressive.hold: the packet says 0.5"),
            "{refusal}"
        );
        assert!(refusal.contains("does NOT match"));
        let again = par_sheet(Game::Jhe, &args(Some(good)), true).unwrap();
        let digest =
            |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap()["digest"].clone();
        assert_eq!(digest(&again), digest(&text));
        let text = par_sheet(Game::Hcf, &args(None), false).unwrap();
        assert!(text
            .contains("house edge, strategy card:  2.6672% (161925698668104 / 6071092494667200)"));
        assert!(text.contains("element of risk (card):     1.5574%"));
        // Six players a round, as the usual table; `--players` sets them, within the seats.
        assert!(
            text.contains("and the 5 other players of its round"),
            "{text}"
        );
        assert!(
            text.contains("seats of one round: 6 players a round; two seats' results correlate")
        );
        let one = ParSheetArgs {
            players: Some(1),
            ..args(None)
        };
        let alone = par_sheet(Game::Hcf, &one, false).unwrap();
        assert!(alone.contains("seats of one round: 1 player a round"));
        assert!(!alone.contains("other players of its round"));
        let seven = ParSheetArgs {
            players: Some(7),
            ..args(None)
        };
        assert_eq!(
            par_sheet(Game::Hcf, &seven, false).unwrap_err(),
            "players per round must be from 1 to the table's 6 seats, not 7"
        );
        // Massachusetts: a folded hand cannot win the Progressive (AMB-8), and the sheet says
        // its figures do not account for it.
        let ma = par_sheet(
            Game::Hcf,
            &ParSheetArgs {
                rules: Jurisdiction::Massachusetts,
                ..args(None)
            },
            false,
        )
        .unwrap();
        assert!(
            ma.contains("A player who folds cannot win the Progressive here (003 §12(c) (AMB-8))"),
            "{ma}"
        );
        assert!(!text.contains("A player who folds cannot win"));
        let signs = par_sheet(
            Game::Hcf,
            &ParSheetArgs {
                signs: true,
                ..args(None)
            },
            false,
        )
        .unwrap();
        assert!(signs.contains("The Progressive is not subject to the payout limit"));
        // 1,000 hands at $21.4752 wagered each: $21,475.20; expected win $721.62. A $700 win is
        // inside the band; a $5,000 loss is not.
        let judge = |win: i64| {
            let observed = ParSheetArgs {
                drop: Some(Cents::dollars(21_475)),
                win: Some(Cents::dollars(win)),
                ..args(None)
            };
            par_sheet(Game::Hcf, &observed, false).unwrap()
        };
        assert!(
            judge(700).contains(": inside the 95% band"),
            "{}",
            judge(700)
        );
        assert!(judge(-5_000).contains(": OUTSIDE the 95% band"));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
