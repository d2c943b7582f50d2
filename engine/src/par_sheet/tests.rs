//! The par sheet's figures against the explorer's and the CLI's own computations, the hold
//! band against a simulation, and the packet's digest and verifier.

use super::packet::{digest_of, make_packet, packet_json, verify};
use super::*;
use crate::cards::CardSet;
use crate::hcf::flush::flush_value;
use crate::hcf::straight_flush::straight_flushes;
use crate::jhe::config::JheProgressive;
use crate::jurisdiction::Jurisdiction;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

fn hcf(j: Jurisdiction) -> ParInputs {
    usual_inputs(TableInputs::Hcf {
        config: TableConfig::default_for(j),
    })
}

fn jhe() -> ParInputs {
    usual_inputs(TableInputs::Jhe {
        config: JheConfig::standard(),
        own: vec![],
    })
}

fn wager<'a>(sheet: &'a ParSheet, code: &str) -> &'a WagerSheet {
    sheet.wagers.iter().find(|w| w.code == code).unwrap()
}

#[test]
fn hcf_figures_are_the_explorers_and_the_clis() {
    for j in Jurisdiction::ALL {
        let inputs = hcf(j);
        let sheet = par_sheet(&inputs).unwrap();
        let TableInputs::Hcf { config } = &inputs.table else {
            unreachable!()
        };
        let rules = HcfRules::of(j);
        let facts = facts_for(rules.ace_rule.value);
        for (w, code) in [
            (SideWager::FlushBonus, "fb"),
            (SideWager::StraightFlushBonus, "sfb"),
        ] {
            let explorer = analyze_paytable(&config.paytable(w).unwrap(), facts).unwrap();
            let mine = wager(&sheet, code);
            assert_eq!(mine.hit_frequency, explorer.odds.hit_frequency);
            if (j, code) == (Jurisdiction::Maryland, "sfb") {
                // The payout limit ($50,000) caps the 7- and 6-card lines (8,000 and 1,000 to
                // 1) at the $100 maximum: 500 to 1 (`the_payout_limit_caps_the_lines_it_reaches`).
                assert_eq!(mine.capped_at, Some(Cents::dollars(100)));
                assert_eq!(
                    mine.lines[0].contribution,
                    explorer.odds.lines[0].probability * 500.0
                );
                assert_eq!(mine.lines[2..], explorer.odds.lines[2..]);
                continue;
            }
            assert_eq!(mine.lines, explorer.odds.lines, "{j:?} {code}");
            assert_eq!(mine.house_edge, explorer.odds.house_edge);
            assert_eq!(mine.standard_deviation, explorer.odds.standard_deviation);
        }
        // The Progressive's long-run hold as the explorer's operator panel computes it.
        let p = config.progressive.as_ref().unwrap();
        let odds =
            analyze_progressive(&config.paytable(SideWager::Progressive).unwrap(), facts).unwrap();
        let (rate, reset) = match rules.meter.value {
            MeterModel::MainAndSecondary { .. } => {
                ((p.main_rate_bp + p.secondary_rate_bp) as f64 / 1e4, 0.0)
            }
            _ => (p.main_rate_bp as f64 / 1e4, p.reset.0 as f64 / 100.0),
        };
        let prog = sheet.progressive.as_ref().unwrap();
        if rules.progressive_live_on_fold.value {
            assert_eq!(prog.hold, odds.long_run_hold(rate, reset), "{j:?}");
            assert_eq!(prog.meters[0].break_even, odds.break_even_meter);
        } else {
            // Massachusetts: fewer hands win (`massachusetts_progressive_counts_only_raised_hands`).
            assert!(prog.hold > odds.long_run_hold(rate, reset), "{j:?}");
        }
        // The strategy card's figures as `odds main-game --strategy card` prints them.
        let card = crate::hcf::levels::level_card(crate::strategy_level::StrategyLevel::Full);
        let main = &sheet.main_game;
        assert_eq!(
            main.card_house_edge.unwrap().numerator,
            card.house_edge.0 as i64
        );
        assert_eq!(
            main.optimal_house_edge.unwrap().numerator,
            card.optimal_edge.0 as i64
        );
        assert_eq!(-HCF_CARD_SUMS.0, card.house_edge.0 as i128);
        assert_eq!(
            format!("{:.6}", 100.0 * main.element_of_risk.unwrap()),
            "1.557447"
        );
        assert_eq!(
            format!("{:.6}", main.average_total_wager.unwrap()),
            "1.712520"
        );
        assert_eq!(
            format!("{:.6}", main.standard_deviation.unwrap()),
            "1.631747"
        );
    }
}

/// The pinned sums are the walk's, and the figures the CLI's formulas give on them.
#[test]
fn the_pinned_card_sums_are_the_walks() {
    let walk = crate::hcf::main_game::analyze_main_game(&crate::hcf::decision::Strategy::Card);
    assert_eq!(
        HCF_CARD_SUMS,
        (
            walk.total_net,
            walk.total_wagered,
            walk.total_net_squared,
            walk.pairs
        )
    );
    assert_eq!(
        hcf_card_figures(),
        (
            walk.element_of_risk(),
            walk.average_wager(),
            walk.standard_deviation()
        )
    );
}

/// The pinned Jackpot Hold 'Em sums are the solver's walk with X-tra Bonus Paytable A (a full
/// walk: 15–30 s natively, so run by hand: `cargo test -p engine --release -- --ignored
/// pinned_jhe`), and their house edges the pinned exact fractions.
#[test]
#[ignore]
fn the_pinned_jhe_sums_are_the_walks() {
    let xtra = jhe_paytable(JheWager::XtraBonus, "A").unwrap();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let (optimal, card, tally) = jhe_main::solve_sums(xtra, threads).unwrap();
    assert_eq!(
        jhe_main::MainGameSums::of_forward(&card),
        jhe_main::CARD_SUMS
    );
    assert_eq!(
        (optimal, card, tally),
        (
            jhe_main::OPTIMAL_SUMS,
            jhe_main::JHE_CARD_FORWARD,
            jhe_main::OPTIMAL_XTRA
        )
    );
}

/// The X-tra Bonus's pinned counts (the second walk, `holdem_solver::tally`) recount the
/// solver's pinned value sums exactly: every deal's Ante, X-tra Bonus and Play from how it
/// ended and the decision that made the Play, against the walk that summed the values.
#[test]
fn the_pinned_xtra_counts_recount_the_pinned_main_game_sums() {
    let xtra = jhe_paytable(JheWager::XtraBonus, "A").unwrap();
    let again = jhe_main::sums_of_tally(&jhe_main::OPTIMAL_XTRA, xtra);
    let pinned = jhe_main::OPTIMAL_SUMS;
    assert_eq!(
        (again.net_halves, again.play_antes, again.deals),
        (pinned.net_halves, pinned.play_antes, pinned.deals)
    );
}

/// Jackpot Hold 'Em's X-tra Bonus section: a line per final category beating the dealer (a
/// straight or better at Paytable A's odds, lower hands pushed), a tie, the losing deals; every
/// deal once; its return the lines' sum; not a wager of its own in the band.
#[test]
fn the_jhe_xtra_bonus_section_is_the_optimal_players_counts() {
    use crate::poker::Category;
    let sheet = par_sheet(&jhe()).unwrap();
    let xb = sheet.xtra_bonus.as_ref().unwrap();
    let tally = jhe_main::OPTIMAL_XTRA;
    assert_eq!(xb.lines.len(), 11);
    for (line, category) in xb.lines.iter().zip(Category::ALL_HIGH_FIRST) {
        assert_eq!(line.hand, format!("{} beats the dealer", category.name()));
        assert_eq!(line.hands as u128, tally.wins(category));
    }
    // PAYTABLES §5.2: royal flush to straight.
    let pays: Vec<Pay> = xb.lines[..6].iter().map(|l| l.pay).collect();
    assert_eq!(pays, [500, 50, 10, 4, 2, 1].map(Pay::ToOne));
    assert!(xb.lines[6..]
        .iter()
        .all(|l| l.pay == Pay::Push && l.contribution == 0.0));
    assert_eq!(
        xb.lines.iter().map(|l| l.hands).sum::<u64>() + xb.losing_hands,
        xb.total_hands
    );
    assert_eq!(xb.total_hands as u128, jhe_main::OPTIMAL_SUMS.deals);
    let won: f64 = xb.lines.iter().map(|l| l.contribution).sum();
    let lost = xb.losing_hands as f64 / xb.total_hands as f64;
    assert!((xb.expected_return - (won - lost)).abs() < 1e-15);
    assert!(sheet.hold.parts.iter().all(|p| p.wager != "xb"));
}

#[test]
fn the_pinned_jhe_sums_give_the_pinned_house_edges() {
    let optimal = jhe_main::OPTIMAL_SUMS.house_edge();
    let card = jhe_main::CARD_SUMS.house_edge();
    assert_eq!((optimal.numerator as u64, optimal.denominator), JHE_OPTIMAL);
    assert_eq!((card.numerator as u64, card.denominator), SIMPLE_HOUSE_EDGE);
}

#[test]
fn maryland_meter_minimums_are_checked() {
    let mut inputs = hcf(Jurisdiction::Maryland);
    let sheet = par_sheet(&inputs).unwrap();
    let meter = &sheet.progressive.unwrap().meters[0];
    assert_eq!(meter.rule_minimum, Some(Cents::dollars(30_000)));
    assert_eq!(meter.meets_minimum, Some(true));
    // A seed below the statutory minimum is refused by the configuration itself, naming it.
    if let TableInputs::Hcf { config } = &mut inputs.table {
        config.progressive.as_mut().unwrap().seed = Cents::dollars(100);
    }
    assert!(par_sheet(&inputs).is_err());
}

#[test]
fn jhe_figures_are_the_explorers() {
    let inputs = jhe();
    let sheet = par_sheet(&inputs).unwrap();
    let pb = player_bonus_odds(jhe_paytable(JheWager::PlayerBonus, "A").unwrap()).unwrap();
    // −4,463,500 / 133,784,560 (jhe::analysis's worked figure).
    assert_eq!(wager(&sheet, "pb").lines, pb.lines);
    assert_eq!(wager(&sheet, "pb").house_edge, 4_463_500.0 / 133_784_560.0);
    let settings = JheProgressive::at_minimums("A", 500).unwrap().meters;
    let value = progressive_value(jhe_paytable(JheWager::Progressive, "A").unwrap());
    let long = value.long_run(&settings).unwrap();
    let prog = sheet.progressive.as_ref().unwrap();
    assert_eq!(prog.hold, long.hold);
    assert_eq!(prog.return_to_player, long.return_to_player);
    assert!(prog.meters.iter().all(|m| m.meets_minimum == Some(true)));
    // The Star meter's break-even, the others at their minimums, as the explorer gives it.
    let minimums = crate::jhe::paytables::minimum_meters_in_dollars(
        jhe_paytable(JheWager::Progressive, "A").unwrap(),
    );
    let star = prog
        .meters
        .iter()
        .find(|m| m.meter == "Star meter")
        .unwrap();
    assert_eq!(
        star.break_even,
        value.break_even(crate::meters::MeterName::Star, &minimums)
    );
    // The diamond royal: one in 2,598,960 Progressive wagers; a fifth of 180 hands an hour.
    let royal = &prog.awards[0];
    assert_eq!(royal.one_in, Some(2_598_960.0));
    assert!((royal.hours_between.unwrap() - 2_598_960.0 / 0.2 / 180.0).abs() < 1e-6);
    let main = &sheet.main_game;
    assert_eq!(
        main.card_house_edge.unwrap().numerator,
        SIMPLE_HOUSE_EDGE.0 as i64
    );
    assert_eq!(main.optimal_house_edge.unwrap().denominator, JHE_OPTIMAL.1);
    // The main game is in the band, at the card's pinned figures.
    assert!(sheet.hold.excluded.is_empty());
    let (risk, average, deviation) = jhe_main::CARD_SUMS.figures();
    assert_eq!(main.standard_deviation, Some(deviation));
    assert_eq!(main.average_total_wager, Some(average));
    assert_eq!(main.element_of_risk, Some(risk));
    let ante = sheet.hold.parts.iter().find(|p| p.wager == "ante").unwrap();
    assert!(
        (ante.win_per_hand - 1000.0 * SIMPLE_HOUSE_EDGE.0 as f64 / SIMPLE_HOUSE_EDGE.1 as f64)
            .abs()
            < 1e-9
    );
}

/// Jackpot Hold 'Em's main-game part of the band (Ante, X-tra Bonus and Play at the strategy
/// card) against 60,000 seeded rounds of the simulator's settlement: the mean and the
/// variance of the house's win per hand within 4 standard errors.
#[test]
fn the_jhe_band_agrees_with_a_simulation_of_the_same_table() {
    use crate::jhe::simulate::{JheResolved, JheSimSetup};
    use crate::jhe::strategy::JheStrategy;
    let inputs = jhe();
    let sheet = par_sheet(&inputs).unwrap();
    let part = sheet.hold.parts.iter().find(|p| p.wager == "ante").unwrap();
    let TableInputs::Jhe { config, .. } = &inputs.table else {
        unreachable!()
    };
    let setup = JheSimSetup {
        config: config.clone(),
        players: 1,
        ante: inputs.mix[0].average,
        player_bonus: Cents::ZERO,
        progressive: false,
        strategy: JheStrategy::Simple,
    };
    let resolved = JheResolved::new(&setup).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(37);
    let n = 60_000;
    let (mut sum, mut square, mut fourth) = (0.0, 0.0, 0.0);
    let mut meter = None;
    for _ in 0..n {
        let seat = one_seat_round(&setup, &resolved, &mut rng, &mut meter);
        // The Ante, X-tra Bonus and Play (JheWager::ALL's first three).
        let win = -(seat.net[..3].iter().sum::<i64>() as f64);
        sum += win;
        square += win * win;
        fourth += win.powi(4);
    }
    let nf = n as f64;
    let mean = sum / nf;
    let variance = square / nf - mean * mean;
    let mean_error = (variance / nf).sqrt();
    assert!(
        (mean - part.win_per_hand).abs() < 4.0 * mean_error,
        "mean {mean} vs {}",
        part.win_per_hand
    );
    let variance_error = ((fourth / nf - variance * variance) / nf).sqrt();
    let exact = part.deviation_per_hand.powi(2);
    assert!(
        (variance - exact).abs() < 4.0 * variance_error,
        "variance {variance} vs {exact} ± {variance_error}"
    );
}

/// A small payout limit (Massachusetts lets the operator set any): at the table's $100
/// maximum, a $1,000 limit pays any line above 10 to 1 as 10 to 1. The Flush Bonus's figures
/// recomputed by hand from the explorer's line counts.
#[test]
fn the_payout_limit_caps_the_lines_it_reaches() {
    let mut config = TableConfig::default_for(Jurisdiction::Massachusetts);
    config.payout_limit = Some(Cents::dollars(1_000));
    config.side_max = Cents::dollars(100);
    let facts = facts_for(HcfRules::of(Jurisdiction::Massachusetts).ace_rule.value);
    let explorer = analyze_paytable(&config.paytable(SideWager::FlushBonus).unwrap(), facts)
        .unwrap()
        .odds;
    let sheet = par_sheet(&usual_inputs(TableInputs::Hcf { config })).unwrap();
    let fb = wager(&sheet, "fb");
    let total = explorer.denominator as f64;
    let (mut mean, mut square) = (
        -(explorer.losing_hands as f64),
        explorer.losing_hands as f64,
    );
    let mut capped = 0;
    for line in &explorer.lines {
        let Pay::ToOne(n) = line.pay else {
            unreachable!()
        };
        let paid = if n > 10 {
            capped += 1;
            10.0
        } else {
            n as f64
        };
        mean += line.hands as f64 * paid;
        square += line.hands as f64 * paid * paid;
    }
    assert!(capped > 0, "the test needs a line above 10 to 1");
    mean /= total;
    assert!((fb.expected_return - mean).abs() < 1e-15);
    assert!((fb.house_edge + mean).abs() < 1e-15);
    let deviation = (square / total - mean * mean).sqrt();
    assert!((fb.standard_deviation - deviation).abs() < 1e-12);
    assert_eq!(fb.capped_at, Some(Cents::dollars(100)));
    assert!(fb.house_edge > explorer.house_edge);
    // The lines keep their printed pays and counts; the capped ones contribute 10 to 1.
    assert_eq!(fb.lines[0].pay, explorer.lines[0].pay);
    assert_eq!(
        fb.lines[0].contribution,
        explorer.lines[0].probability * 10.0
    );
    assert!(sheet.notes.iter().any(
        |n| n.contains("$1,000.00 caps the Flush Bonus") || n.contains("caps the Flush Bonus")
    ));
    // The Progressive is never capped.
    assert_eq!(wager(&sheet, "prog").capped_at, None);
    // Without a limit, the figures are the explorer's.
    let plain = par_sheet(&hcf(Jurisdiction::Massachusetts)).unwrap();
    assert_eq!(wager(&plain, "fb").house_edge, explorer.house_edge);
    assert_eq!(wager(&plain, "fb").capped_at, None);
}

#[test]
fn a_bad_mix_is_named() {
    let mut inputs = hcf(Jurisdiction::Maryland);
    inputs.mix[1].wager = "pb".into();
    assert!(par_sheet(&inputs).unwrap_err().contains("'pb'"));
    let mut inputs = hcf(Jurisdiction::Maryland);
    inputs.mix[0].share_bp = 5_000;
    assert!(par_sheet(&inputs).unwrap_err().contains("Ante"));
    let mut inputs = jhe();
    inputs.mix.last_mut().unwrap().average = Cents::dollars(5);
    assert!(par_sheet(&inputs).unwrap_err().contains("unit"));
}

/// The band's per-hand deviation (its width is 2 × 1.96 × √N × it) and mean for the Flush
/// Bonus part against 200,000 simulated hands of the same table: within 4 standard errors.
#[test]
fn the_band_agrees_with_a_simulation_of_the_same_table() {
    let inputs = hcf(Jurisdiction::Maryland);
    let sheet = par_sheet(&inputs).unwrap();
    let part = sheet.hold.parts.iter().find(|p| p.wager == "fb").unwrap();
    let TableInputs::Hcf { config } = &inputs.table else {
        unreachable!()
    };
    let table = config.paytable(SideWager::FlushBonus).unwrap();
    let entry = inputs.mix.iter().find(|m| m.wager == "fb").unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(37);
    let n = 200_000;
    let (mut sum, mut square, mut fourth) = (0.0, 0.0, 0.0);
    for _ in 0..n {
        let mut win = 0.0;
        if rng.random_range(0..10_000) < entry.share_bp {
            let mut bits = 0u64;
            while bits.count_ones() < 7 {
                let card: u64 = rng.random_range(0..52);
                bits |= 1 << (16 * (card / 13) + card % 13);
            }
            let cards = CardSet::from_bits(bits);
            let sf = straight_flushes(cards, HcfRules::of(Jurisdiction::Maryland).ace_rule.value);
            let amount = entry.average.0 as f64;
            win = match table.winning_line(flush_value(cards).len(), &sf) {
                Some((_, line)) => match line.pay {
                    Pay::ToOne(k) => -(k as f64) * amount,
                    _ => unreachable!(),
                },
                None => amount,
            };
        }
        sum += win;
        square += win * win;
        fourth += win.powi(4);
    }
    let nf = n as f64;
    let mean = sum / nf;
    let variance = square / nf - mean * mean;
    let mean_error = (variance / nf).sqrt();
    assert!(
        (mean - part.win_per_hand).abs() < 4.0 * mean_error,
        "mean {mean} vs {}",
        part.win_per_hand
    );
    // Standard error of the sample variance: √((m4 − σ⁴) / n).
    let variance_error = ((fourth / nf - variance * variance) / nf).sqrt();
    let exact = part.deviation_per_hand.powi(2);
    assert!(
        (variance - exact).abs() < 4.0 * variance_error,
        "variance {variance} vs {exact} ± {variance_error}"
    );
}

#[test]
fn the_band_is_the_normal_approximation_of_its_parts() {
    let inputs = hcf(Jurisdiction::Maryland);
    let sheet = par_sheet(&inputs).unwrap();
    let band = &sheet.hold;
    let n = band.hands as f64;
    let sigma = band.deviation_per_hand;
    assert!((band.win_high - band.expected_win - hold::Z95 * sigma * n.sqrt()).abs() < 1e-6);
    // The wagers move together: the hand's deviation is above any one part's and below their
    // sum, the upper bound a packet of layout 2 took.
    let bound: f64 = band.parts.iter().map(|p| p.deviation_per_hand).sum();
    assert!(band.parts.iter().all(|p| p.deviation_per_hand < sigma));
    assert!(sigma < bound);
    let old = par_sheet_in_layout(&inputs, &OwnXtra::Unsolved, 2)
        .unwrap()
        .hold;
    assert_eq!(old.deviation_per_hand, bound);
    assert!(old.method.contains("upper bound"));
    // The Ante part: $10 × the card's edge per hand.
    let ante = &band.parts[0];
    assert!(
        (ante.win_per_hand - 1000.0 * CARD_HOUSE_EDGE.0 as f64 / CARD_HOUSE_EDGE.1 as f64).abs()
            < 1e-9
    );
    // A period exactly at the expected hold is inside; one at three times the band is not.
    let drop = band.handle.round() as i64;
    assert!(
        band.judge(drop, band.expected_win.round() as i64)
            .unwrap()
            .inside
    );
    let far = band.expected_win + 3.0 * (band.win_high - band.expected_win);
    assert!(!band.judge(drop, far.round() as i64).unwrap().inside);
    assert!(band.judge(0, 5).unwrap_err().contains("above $0"));
}

#[test]
fn a_packet_verifies_and_a_changed_figure_is_caught() {
    let packet = make_packet(&hcf(Jurisdiction::Massachusetts)).unwrap();
    let text = packet_json(&packet).unwrap();
    let verdict = verify(&text).unwrap();
    assert!(verdict.all_match(), "{verdict:?}");
    assert!(verdict.figures.len() > 50);
    // Change the Flush Bonus's house edge in the text.
    let edge = serde_json::to_string(&packet.figures.wagers[0].house_edge).unwrap();
    let tampered = text.replacen(
        &format!("\"house_edge\": {edge}"),
        "\"house_edge\": 0.01",
        1,
    );
    assert_ne!(tampered, text);
    let verdict = verify(&tampered).unwrap();
    assert!(!verdict.digest_matches);
    assert_eq!(verdict.mismatches, 1);
    let bad = verdict.figures.iter().find(|f| !f.matches).unwrap();
    assert_eq!(bad.path, "wagers[0].house_edge");
    assert_eq!(bad.received.as_deref(), Some("0.01"));
}

/// A packet made before the X-tra Bonus section (layout 1: no `xtra_bonus`, the digest over
/// version 1) still verifies, figure by figure and its digest.
#[test]
fn a_layout_one_jhe_packet_still_verifies() {
    let figures = par_sheet_in_layout(&jhe(), &OwnXtra::Unsolved, 1).unwrap();
    let mut value = serde_json::json!({
        "format": super::packet::FORMAT,
        "inputs": jhe(),
        "figures": figures,
    });
    value["figures"]
        .as_object_mut()
        .unwrap()
        .remove("xtra_bonus");
    value["version"] = 1.into();
    value["digest"] = digest_of(1, &value["inputs"], &value["figures"]).into();
    let verdict = verify(&value.to_string()).unwrap();
    assert!(verdict.all_match(), "{verdict:?}");
    // As layout 2 it lacks the section: every one of its figures is named missing.
    value["version"] = 2.into();
    let verdict = verify(&value.to_string()).unwrap();
    assert!(verdict.mismatches > 10);
    assert!(verdict
        .figures
        .iter()
        .filter(|f| !f.matches)
        .all(|f| f.path.starts_with("xtra_bonus") && f.received.is_none()));
}

#[test]
fn bad_packets_get_clear_messages() {
    assert!(verify("{not json").unwrap_err().contains("not JSON"));
    assert!(verify("[1]").unwrap_err().contains("not a JSON object"));
    assert!(verify("{}").unwrap_err().contains("not a par-sheet packet"));
    let packet = make_packet(&jhe()).unwrap();
    let mut value = serde_json::to_value(&packet).unwrap();
    assert_eq!(packet.version, 4, "a packet of this build is layout 4");
    value["version"] = 5.into();
    assert_eq!(
        verify(&value.to_string()).unwrap_err(),
        "the packet is version 5; this build reads versions 1 to 4"
    );
    value["version"] = 3.into();
    value["inputs"]["hands_per_hour"] = "fast".into();
    assert!(verify(&value.to_string())
        .unwrap_err()
        .contains("inputs cannot be read"));
}

/// Every leaf of the inputs as JSON (numbers, text, true/false), with its JSON pointer.
fn input_leaves(value: &serde_json::Value, path: String, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                input_leaves(v, format!("{path}/{k}"), out);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                input_leaves(v, format!("{path}/{i}"), out);
            }
        }
        serde_json::Value::Null => {}
        _ => out.push(path),
    }
}

/// The inputs of every kind of table, own tables included, as JSON.
fn every_kind_of_inputs() -> Vec<serde_json::Value> {
    let mut tables: Vec<ParInputs> = Jurisdiction::ALL.iter().map(|&j| hcf(j)).collect();
    let pb = JheCustomTable::of(jhe_paytable(JheWager::PlayerBonus, "A").unwrap(), "Mine");
    tables.push(usual_inputs(TableInputs::Jhe {
        config: JheConfig::standard(),
        own: vec![pb],
    }));
    tables
        .iter()
        .map(|t| serde_json::to_value(t).unwrap())
        .collect()
}

/// One leaf changed: a number by `by`, text with a letter added, true/false flipped.
fn changed_leaf(value: &serde_json::Value, pointer: &str, by: u32) -> serde_json::Value {
    let mut out = value.clone();
    let leaf = out.pointer_mut(pointer).unwrap();
    *leaf = match leaf.take() {
        serde_json::Value::Bool(b) => (!b).into(),
        serde_json::Value::String(t) => format!("{t}x").into(),
        serde_json::Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => (u + by as u64).into(),
            (_, Some(i)) => (i + by as i64).into(),
            _ => (n.as_f64().unwrap() + by as f64).into(),
        },
        other => other,
    };
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn the_digest_changes_when_any_input_changes(table in 0usize..4, pick in 0usize..10_000, by in 1u32..5000) {
        let all = every_kind_of_inputs();
        let inputs = &all[table % all.len()];
        let mut pointers = Vec::new();
        input_leaves(inputs, String::new(), &mut pointers);
        let pointer = &pointers[pick % pointers.len()];
        let figures = serde_json::json!({"title": "x"});
        let original = digest_of(2, inputs, &figures);
        let other = changed_leaf(inputs, pointer, by);
        prop_assert_ne!(&other, inputs);
        prop_assert_ne!(&original, &digest_of(2, &other, &figures), "{}", pointer);
        prop_assert_ne!(original, digest_of(1, inputs, &figures), "the layout is hashed");
    }

    #[test]
    fn a_mangled_packet_is_refused_or_judged_not_panicked_on(at in 0usize..6000, byte in 0u8..128) {
        let text = packet_json(&make_packet(&jhe()).unwrap()).unwrap();
        let original: serde_json::Value = serde_json::from_str(&text).unwrap();
        let mut bytes = text.into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        if let Ok(mangled) = String::from_utf8(bytes) {
            // Refused with a message, or read and judged: only a packet that still says the
            // same thing (a space for a newline) passes.
            if let Ok(verdict) = verify(&mangled) {
                if verdict.all_match() {
                    let read: serde_json::Value = serde_json::from_str(&mangled).unwrap();
                    prop_assert_eq!(read, original);
                }
            }
        }
    }

    #[test]
    fn the_reader_never_panics_on_any_text(text in ".{0,200}") {
        let _ = verify(&text);
    }

    #[test]
    fn a_cut_packet_is_refused_not_panicked_on(cut in 0usize..4000) {
        let text = packet_json(&make_packet(&jhe()).unwrap()).unwrap();
        let cut = cut.min(text.len() - 1);
        if text.is_char_boundary(cut) {
            prop_assert!(verify(&text[..cut]).is_err());
        }
    }
}

/// Own paytables: the sheet analyses the copy the table plays, as the explorer's own-table view
/// does, and says it is the user's.
#[test]
fn own_tables_are_analysed_as_the_explorer_does() {
    use crate::hcf::custom::CustomTable;
    let mut config = TableConfig::default_for(Jurisdiction::Maryland);
    let mine = CustomTable {
        jurisdiction: Jurisdiction::Maryland,
        wager: SideWager::FlushBonus,
        base: "A".into(),
        name: "Richer".into(),
        pays: vec![400, 100, 20, 2],
    };
    config.custom.push(mine.clone());
    let sheet = par_sheet(&usual_inputs(TableInputs::Hcf { config })).unwrap();
    let facts = facts_for(HcfRules::of(Jurisdiction::Maryland).ace_rule.value);
    let explorer = analyze_paytable(&mine.paytable().unwrap(), facts).unwrap();
    let fb = wager(&sheet, "fb");
    assert_eq!(
        (fb.origin.as_str(), fb.paytable.as_str()),
        ("own", "MD Flush Bonus Richer")
    );
    assert_eq!(fb.lines, explorer.odds.lines);
    assert_eq!(fb.house_edge, explorer.odds.house_edge);

    let pb = jhe_paytable(JheWager::PlayerBonus, "A").unwrap();
    let mut richer = JheCustomTable::of(pb, "Richer");
    richer.pays[0] = Pay::ToOne(200);
    let xtra = JheCustomTable::of(jhe_paytable(JheWager::XtraBonus, "A").unwrap(), "Mine");
    let inputs = usual_inputs(TableInputs::Jhe {
        config: JheConfig::standard(),
        own: vec![richer.clone(), xtra],
    });
    let sheet = par_sheet(&inputs).unwrap();
    let want = player_bonus_odds(&richer.paytable().unwrap()).unwrap();
    assert_eq!(wager(&sheet, "pb").lines, want.lines);
    assert_eq!(wager(&sheet, "pb").origin, "own");
    // An own X-tra Bonus changes the main game: no pinned edge or X-tra count stands for it.
    assert!(sheet.main_game.card_house_edge.is_none());
    assert!(sheet.xtra_bonus.is_none());
    assert!(sheet
        .main_game
        .note
        .as_deref()
        .unwrap()
        .contains("own X-tra Bonus"));
}

/// AMB-68: at the minimum meters with a $1 unit Paytable E pays back more than it takes, and an
/// analysis must flag it; A holds, and carries no such warning.
#[test]
fn a_progressive_that_returns_more_than_it_takes_is_flagged() {
    let with = |label: &str| {
        let mut config = JheConfig::standard();
        config.progressive = crate::jhe::config::JheProgressive::at_minimums(label, 500);
        par_sheet(&usual_inputs(TableInputs::Jhe {
            config,
            own: vec![],
        }))
        .unwrap()
    };
    let e = with("E");
    assert!(e.progressive.as_ref().unwrap().hold < 0.0);
    assert!(
        e.notes
            .iter()
            .any(|n| n.starts_with("Warning: at these meters") && n.contains("AMB-68")),
        "{:?}",
        e.notes
    );
    let a = with("A");
    assert!(a.progressive.as_ref().unwrap().hold > 0.0);
    assert!(!a.notes.iter().any(|n| n.starts_with("Warning")));
}

/// A packet written out again by another tool (a number in another decimal form: 5.13e-5 for
/// 0.0000513) still verifies: the same numbers in another decimal form; a figure changed in its
/// twelfth digit is still caught, and whole numbers must be equal.
#[test]
fn a_packet_rewritten_in_another_decimal_form_verifies() {
    let packet = make_packet(&hcf(Jurisdiction::Maryland)).unwrap();
    let text = packet_json(&packet).unwrap();
    let probability = packet.figures.wagers[0].lines[0].probability;
    let written = serde_json::to_string(&probability).unwrap();
    let other_form = format!("{probability:e}");
    assert_ne!(other_form, written);
    let rewritten = text.replacen(&written, &other_form, 1);
    assert_ne!(rewritten, text);
    assert!(verify(&rewritten).unwrap().all_match());
    // JavaScript writes a whole-valued fraction without its ".0".
    let hours = rewritten.replacen("\"hours\": 240.0", "\"hours\": 240", 1);
    assert_ne!(hours, rewritten);
    assert!(verify(&hours).unwrap().all_match());
    let changed = text.replacen(&written, &format!("{:e}", probability * (1.0 + 1e-12)), 1);
    let verdict = verify(&changed).unwrap();
    assert_eq!(verdict.mismatches, 1);
    assert!(!verdict.all_match());
    let hands = packet.figures.wagers[0].lines[0].hands;
    assert_eq!(
        verify(&text.replacen(
            &format!("\"hands\": {hands}"),
            &format!("\"hands\": {}", hands + 1),
            1
        ))
        .unwrap()
        .mismatches,
        1
    );
}

/// Massachusetts: a folded hand cannot win the Progressive (AMB-8). No hand the card folds
/// holds a straight flush of four or more (each is a flush of four or more, always raised),
/// so only the 3-card line loses hands; their share against 300,000 seeded random hands
/// decided by the card, within 4 standard errors, and every hand counted once.
#[test]
fn massachusetts_progressive_counts_only_raised_hands() {
    use crate::hcf::decision::{Decision, Strategy};
    let inputs = hcf(Jurisdiction::Massachusetts);
    let sheet = par_sheet(&inputs).unwrap();
    let TableInputs::Hcf { config } = &inputs.table else {
        unreachable!()
    };
    let table = config.paytable(SideWager::Progressive).unwrap();
    let ace = HcfRules::of(Jurisdiction::Massachusetts).ace_rule.value;
    let every = analyze_progressive(&table, facts_for(ace)).unwrap();
    let mine = wager(&sheet, "prog");
    let last = mine.lines.len() - 1;
    assert_eq!(mine.lines[..last], every.lines[..last]);
    let folded = every.lines[last].hands - mine.lines[last].hands;
    assert!(folded > 0);
    assert_eq!(mine.losing_hands, every.losing_hands + folded);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
    let n = 300_000;
    let mut seen = 0u64;
    for _ in 0..n {
        let mut bits = 0u64;
        while bits.count_ones() < 7 {
            let card: u64 = rng.random_range(0..52);
            bits |= 1 << (16 * (card / 13) + card % 13);
        }
        let cards = CardSet::from_bits(bits);
        if Strategy::Card.decide(cards) == Decision::Fold
            && straight_flushes(cards, ace).longest == 3
        {
            seen += 1;
        }
    }
    let p = folded as f64 / crate::combinatorics::SEVEN_CARD_HANDS as f64;
    let error = (p * (1.0 - p) / n as f64).sqrt();
    let sample = seen as f64 / n as f64;
    assert!((sample - p).abs() < 4.0 * error, "{sample} vs {p}");
    // The return is lower by the folded 3-card awards ($3 each per $1).
    let pays = match every.lines[last].pay {
        Pay::Fixed(c) => c.0 as f64 / 100.0,
        _ => unreachable!(),
    };
    let prog = sheet.progressive.as_ref().unwrap();
    assert!((prog.fixed_return - (every.fixed + 1.0 - p * pays)).abs() < 1e-12);
}

/// Prints the usual tables' digests and bands (what the browser test and the CLI show): run by
/// hand when a figure changes on purpose (`-- --ignored --nocapture usual_digests`).
#[test]
#[ignore]
fn print_the_usual_digests() {
    for inputs in [hcf(Jurisdiction::Maryland), jhe()] {
        let packet = make_packet(&inputs).unwrap();
        let band = &packet.figures.hold;
        println!(
            "{} {} win {} [{} {}] hold {} [{} {}]",
            packet.figures.title,
            packet.digest,
            band.expected_win,
            band.win_low,
            band.win_high,
            band.expected_hold,
            band.hold_low,
            band.hold_high
        );
    }
}

/// An own X-tra Bonus table's main game solved elsewhere (the app's workers: the optimal
/// player's walk, its tally, the strategy card's walk): the sheet with those figures is the
/// CLI's, X-tra Bonus section and all, and a packet of the CLI's full solve (here a copy of
/// Paytable A, whose sums and X-tra counts are pinned, so no walk runs) verifies figure for
/// figure — the X-tra Bonus's own section included.
#[test]
fn an_own_xtra_tables_main_game_solved_elsewhere_verifies_a_full_solves_packet() {
    let a = jhe_paytable(JheWager::XtraBonus, "A").unwrap();
    let inputs = usual_inputs(TableInputs::Jhe {
        config: JheConfig::standard(),
        own: vec![JheCustomTable::of(a, "Mine")],
    });
    let pays = own_xtra_pays(&inputs).unwrap().unwrap();
    assert_eq!(pays, vec![500, 50, 10, 4, 2, 1]);
    assert_eq!(own_xtra_pays(&jhe()), Ok(None));
    let solved = OwnXtra::Solved {
        optimal: jhe_main::OPTIMAL_SUMS,
        card: Box::new(jhe_main::JHE_CARD_FORWARD),
        tally: Box::new(jhe_main::OPTIMAL_XTRA),
    };
    let sheet = par_sheet_with(&inputs, &solved).unwrap();
    let published = par_sheet(&jhe()).unwrap();
    assert_eq!(
        sheet.main_game.optimal_house_edge,
        published.main_game.optimal_house_edge
    );
    assert_eq!(
        sheet.main_game.card_house_edge,
        published.main_game.card_house_edge
    );
    assert_eq!(sheet.hold, published.hold);
    // The X-tra Bonus's own section: Paytable A's lines, from the tally the workers sent.
    let section = sheet.xtra_bonus.as_ref().unwrap();
    let a_section = published.xtra_bonus.as_ref().unwrap();
    assert_eq!(section.lines, a_section.lines);
    assert_eq!(section.house_edge, a_section.house_edge);
    assert_eq!(section.standard_deviation, a_section.standard_deviation);
    assert_eq!(section.origin, "own");
    assert_eq!(section.lines[0].hands, 2_568_456_000);

    // The packet `odds par-sheet` writes: the main game and the X-tra Bonus's own section.
    let full = super::packet::make_packet_with(&inputs, &solved).unwrap();
    let text = packet_json(&full).unwrap();
    let checked = super::packet::verify_with(&text, &solved).unwrap();
    assert!(checked.all_match(), "{checked:?}");
    assert!(checked
        .figures
        .iter()
        .any(|f| f.path.starts_with("xtra_bonus.lines") && f.matches));
    // A tally one count off is caught in the X-tra Bonus's section.
    let mut off = jhe_main::OPTIMAL_XTRA;
    off.by_decision[0][crate::poker::Category::Flush as usize] += 1;
    let wrong = OwnXtra::Solved {
        optimal: jhe_main::OPTIMAL_SUMS,
        card: Box::new(jhe_main::JHE_CARD_FORWARD),
        tally: Box::new(off),
    };
    let differs = super::packet::verify_with(&text, &wrong).unwrap();
    assert!(differs.mismatches > 0);
    assert!(differs
        .figures
        .iter()
        .filter(|f| !f.matches)
        .all(|f| f.path.starts_with("xtra_bonus")));
    // Without the walks the main game differs (nothing recomputed for it).
    let unsolved = verify(&text).unwrap();
    assert!(unsolved.mismatches > 0);
    assert!(unsolved
        .figures
        .iter()
        .any(|f| !f.matches && f.path.starts_with("main_game.optimal_house_edge")));
}

/// Any JSON document: objects, arrays, strings with escapes, booleans, null, and numbers of
/// every kind a packet holds (integers of either sign and any size, decimals, exponents).
fn any_json() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::Value;
    let number = prop_oneof![
        any::<u64>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        (0.0..1.0f64).prop_map(Value::from),
        (-1e-300..1e-300f64).prop_map(Value::from),
    ];
    let leaf = prop_oneof![
        number,
        any::<bool>().prop_map(Value::from),
        Just(Value::Null),
        "[a-z\"\\\\ é\\n{}\\[\\]:,0-9.-]{0,12}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            prop::collection::btree_map("[a-z_ \"]{0,8}", inner, 0..6)
                .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Every float of `value` one unit in the last place up.
fn nudge_floats(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(n) if n.is_f64() => {
            let up = n.as_f64().unwrap().next_up();
            if let Some(up) = serde_json::Number::from_f64(up) {
                *n = up;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(nudge_floats),
        Value::Object(map) => map.values_mut().for_each(nudge_floats),
        _ => {}
    }
}

proptest! {
    /// `read_exact` reads any document as serde_json's exact float parsing does (the engine's
    /// tests enable it; the app's bundles do not, and read packets with `read_exact`), written
    /// compactly or indented.
    #[test]
    fn a_document_is_read_exactly_as_the_exact_parser_reads_it(value in any_json()) {
        for text in [serde_json::to_string(&value).unwrap(), serde_json::to_string_pretty(&value).unwrap()] {
            let exact: serde_json::Value = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(super::packet::read_exact(&text).unwrap(), exact.clone());
            // The scan reaches every float: each read one unit in the last place off (as a
            // build without exact parsing may read it) is set right again.
            let mut off = exact.clone();
            nudge_floats(&mut off);
            prop_assert!(super::packet::correct_floats(&text, &mut off));
            prop_assert_eq!(off, exact);
        }
    }
}

/// Numbers at the edges of serde_json's reading: integers beyond 64 bits become floats, `-0` is
/// the negative zero, exponents and long decimals read exactly; anything not JSON is refused.
#[test]
fn read_exact_reads_numbers_at_the_edges_as_serde_json_does() {
    use super::packet::read_exact;
    for text in [
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "-0",
        "-0.0",
        "0",
        "1e308",
        "2.2250738585072014e-308",
        "0.30000000000000004",
        "9007199254740993",
        "123456789012345678901234567890.5",
        " [1, 2.5 , {\"a\" : -3e-2, \"a\": 7}] ",
    ] {
        let exact: serde_json::Value = serde_json::from_str(text).unwrap();
        let read = read_exact(text).unwrap();
        assert_eq!(read, exact, "{text}");
        assert_eq!(read.to_string(), exact.to_string(), "{text}");
    }
    for bad in ["", "{", "[1,]", "1e999", "01", "{\"a\" 1}", "nul"] {
        assert!(read_exact(bad).is_err(), "{bad}");
    }
}

/// One seat's result in a Jackpot Hold 'Em round dealt at random and settled by the simulator.
fn one_seat_round(
    setup: &crate::jhe::simulate::JheSimSetup,
    resolved: &crate::jhe::simulate::JheResolved,
    rng: &mut rand_chacha::ChaCha8Rng,
    meter: &mut Option<crate::meters::MeterBank>,
) -> crate::jhe::simulate::JheSeatResult {
    let deck: Vec<crate::cards::Card> = crate::cards::Card::deck().collect();
    let c: Vec<_> = draw(rng, 9).into_iter().map(|i| deck[i]).collect();
    crate::jhe::simulate::settle_round(
        setup,
        resolved,
        &[[c[0], c[1]]],
        [c[2], c[3]],
        [c[4], c[5], c[6], c[7], c[8]],
        meter,
    )[0]
}

/// `n` different cards (indices 0–51) drawn at random.
pub(super) fn draw(rng: &mut rand_chacha::ChaCha8Rng, n: usize) -> Vec<usize> {
    let mut used = 0u64;
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let c = rng.random_range(0..52usize);
        if used & (1 << c) == 0 {
            used |= 1 << c;
            out.push(c);
        }
    }
    out
}

/// The house's win per hand over simulated hands: mean, variance, and their standard errors.
struct Sampled {
    mean: f64,
    variance: f64,
    mean_error: f64,
    variance_error: f64,
}

fn sampled(wins: impl Iterator<Item = f64>) -> Sampled {
    let wins: Vec<f64> = wins.collect();
    let n = wins.len() as f64;
    let mean = wins.iter().sum::<f64>() / n;
    let central = |k: i32| wins.iter().map(|w| (w - mean).powi(k)).sum::<f64>() / n;
    let variance = central(2);
    Sampled {
        mean,
        variance,
        mean_error: (variance / n).sqrt(),
        // The sample variance's standard error: √((m4 − σ⁴) / n).
        variance_error: ((central(4) - variance * variance) / n).sqrt(),
    }
}

/// The band's whole per-hand deviation — every wager of the hand together — against the
/// simulator settling the same table's hands, and the old upper bound (the parts' deviations
/// added) far outside the simulation's error: the test tells the two apart.
fn assert_band_is_the_simulation(band: &hold::HoldBand, sim: Sampled) {
    assert!(
        (sim.mean - band.win_per_hand).abs() < 4.0 * sim.mean_error,
        "mean {} vs {} ± {}",
        sim.mean,
        band.win_per_hand,
        sim.mean_error
    );
    let exact = band.deviation_per_hand.powi(2);
    assert!(
        (sim.variance - exact).abs() < 4.0 * sim.variance_error,
        "variance {} vs {exact} ± {}",
        sim.variance,
        sim.variance_error
    );
    let bound: f64 = band.parts.iter().map(|p| p.deviation_per_hand).sum();
    println!(
        "variance: simulated {} ± {}, exact {exact}, bound {}",
        sim.variance,
        sim.variance_error,
        bound * bound
    );
    assert!(
        (sim.variance - bound * bound).abs() > 4.0 * sim.variance_error,
        "the bound {} is within the simulation's error of {}",
        bound * bound,
        sim.variance
    );
}

/// High Card Flush, Massachusetts: an Ante, a Flush Bonus and a Straight Flush Bonus on every
/// hand, the strategy card deciding, 1,000,000 hands settled by the simulator. The Straight
/// Flush Bonus is Paytable G at amounts the operator sets, here modest: a published table's
/// 8,000 to 1 on a hand in five million would put a sixth of the variance where a million hands
/// rarely reach, and a simulation cannot check what it does not see.
#[test]
fn the_hcf_band_of_a_whole_hand_is_the_simulations() {
    use crate::hcf::simulate::{settle_round, Resolved, SimSetup};
    let mut config = TableConfig::default_for(Jurisdiction::Massachusetts);
    config.straight_flush_bonus = Some("G".into());
    config.sfb_bonus_amounts = Some([40, 20, 10, 6, 2]);
    let mut inputs = usual_inputs(TableInputs::Hcf { config });
    inputs.mix.retain(|m| m.wager != "prog");
    for m in &mut inputs.mix {
        m.share_bp = 10_000;
    }
    // One player a round: the hand alone (the seats together: `six_players_a_round_…`).
    inputs.players_per_round = 1;
    let sheet = par_sheet(&inputs).unwrap();
    assert!(sheet.hold.method.contains("every covariance"));
    let TableInputs::Hcf { config } = &inputs.table else {
        unreachable!()
    };
    let amount = |code: &str| inputs.mix.iter().find(|m| m.wager == code).unwrap().average;
    let setup = SimSetup {
        config: config.clone(),
        players: 1,
        ante: amount("ante"),
        flush_bonus: amount("fb"),
        straight_flush_bonus: amount("sfb"),
        progressive: false,
        strategy: crate::hcf::decision::Strategy::Card,
    };
    let resolved = Resolved::new(&setup).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let wins = (0..1_000_000).map(|_| {
        let mut bits = 0u64;
        let mut dealt = Vec::with_capacity(14);
        while dealt.len() < 14 {
            let card: u64 = rng.random_range(0..52);
            let bit = 1u64 << (16 * (card / 13) + card % 13);
            if bits & bit == 0 {
                bits |= bit;
                dealt.push(bit);
            }
        }
        let player = CardSet::from_bits(dealt[..7].iter().fold(0, |a, b| a | b));
        let dealer = CardSet::from_bits(dealt[7..].iter().fold(0, |a, b| a | b));
        let decision = crate::hcf::decision::Strategy::Card.decide(player);
        let seat = settle_round(&setup, &resolved, &[player], &[decision], dealer, &mut None)[0];
        -(seat.net.iter().sum::<i64>() as f64)
    });
    assert_band_is_the_simulation(&sheet.hold, sampled(wins));
}

/// Jackpot Hold 'Em: an Ante (with its X-tra Bonus and Play), a Player Bonus and the
/// Progressive on every hand, the strategy card deciding, 600,000 rounds settled by the
/// simulator with the meters held at their reset amounts (no progression) as the band takes
/// them.
#[test]
fn the_jhe_band_of_a_whole_hand_is_the_simulations() {
    use crate::jhe::simulate::{JheResolved, JheSimSetup};
    use crate::jhe::strategy::JheStrategy;
    let mut inputs = jhe();
    for m in &mut inputs.mix {
        m.share_bp = 10_000;
    }
    inputs.players_per_round = 1;
    let TableInputs::Jhe { config, .. } = &mut inputs.table else {
        unreachable!()
    };
    let progressive = config.progressive.as_mut().unwrap();
    for meter in &mut progressive.meters {
        meter.initial = meter.reset;
        meter.rate_bp = 0;
    }
    let config = config.clone();
    let sheet = par_sheet(&inputs).unwrap();
    assert!(sheet.hold.method.contains("every covariance"));
    let amount = |code: &str| inputs.mix.iter().find(|m| m.wager == code).unwrap().average;
    let setup = JheSimSetup {
        config: config.clone(),
        players: 1,
        ante: amount("ante"),
        player_bonus: amount("pb"),
        progressive: true,
        strategy: JheStrategy::Simple,
    };
    let resolved = JheResolved::new(&setup).unwrap();
    let progressive = config.progressive.as_ref().unwrap();
    let mut meter = Some(crate::meters::MeterBank::of(
        &progressive
            .meters
            .iter()
            .map(|m| (m.meter, m.reset))
            .collect::<Vec<_>>(),
    ));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let wins: Vec<f64> = (0..600_000)
        .map(|_| {
            let seat = one_seat_round(&setup, &resolved, &mut rng, &mut meter);
            -(seat.net.iter().sum::<i64>() as f64)
        })
        .collect();
    assert_band_is_the_simulation(&sheet.hold, sampled(wins.into_iter()));
}

/// Packets written by builds before verify unchanged, digest and every figure: layout 1 (High
/// Card Flush's usual Maryland table) and layout 2 (Jackpot Hold 'Em's usual table), both by
/// `odds par-sheet --json` of commit e505035, whose bands took the per-hand deviation at its
/// upper bound; layout 3 (South Dakota's usual table, Jackpot Hold 'Em's), by that of commit
/// 113fc53, whose bands counted the seats of a round as independent hands. The same inputs
/// packed today are layout 4: narrower than the bound, wider than independent hands for six
/// players a round.
#[test]
fn packets_of_the_layouts_before_still_verify() {
    for (file, version) in [
        ("par-sheet-hcf-md-layout1.json", 1),
        ("par-sheet-jhe-layout2.json", 2),
        ("par-sheet-hcf-sd-layout3.json", 3),
        ("par-sheet-jhe-layout3.json", 3),
    ] {
        let path = format!("{}/../tests/fixtures/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let verdict = verify(&text).unwrap();
        assert!(verdict.all_match(), "{file}: {verdict:?}");
        assert!(verdict.digest_matches, "{file}");
        let old: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(old["version"], version);
        assert!(old["inputs"].get("players_per_round").is_none());
        let method = old["figures"]["hold"]["method"].as_str().unwrap();
        assert_eq!(method.contains("upper bound"), version < 3, "{file}");
        assert!(
            method
                .to_lowercase()
                .contains("hands are counted as independent"),
            "{file}"
        );
        let mut inputs: ParInputs = serde_json::from_value(old["inputs"].clone()).unwrap();
        assert_eq!(inputs.players_per_round, 1, "read as one player a round");
        inputs.players_per_round = 6;
        let today = make_packet(&inputs).unwrap();
        assert_eq!(today.version, 4);
        let band = &today.figures.hold;
        let before = old["figures"]["hold"]["deviation_per_hand"]
            .as_f64()
            .unwrap();
        if version < 3 {
            assert!(
                band.seats.as_ref().unwrap().hand_deviation < before,
                "{file}"
            );
        } else {
            assert_eq!(
                band.seats.as_ref().unwrap().hand_deviation,
                before,
                "{file}"
            );
            assert!(band.deviation_per_hand > before, "{file}");
        }
        assert_eq!(
            band.expected_win,
            old["figures"]["hold"]["expected_win"].as_f64().unwrap()
        );
    }
}

/// The house's win per round of `players` seats over simulated rounds, per hand (the round's
/// total ÷ players: its variance × players is a hand's whole variance, the seats together).
fn per_hand_of_rounds(rounds: Vec<f64>, players: usize) -> Sampled {
    let round = sampled(rounds.into_iter());
    let p = players as f64;
    Sampled {
        mean: round.mean / p,
        variance: round.variance / p,
        mean_error: round.mean_error / p,
        variance_error: round.variance_error / p,
    }
}

/// The band of six players a round against rounds of six seats settled by the simulator, and
/// the same hands counted as independent (layout 3's band) outside the simulation's error: the
/// seats' term is what makes the band right.
fn assert_seats_band_is_the_simulation(band: &hold::HoldBand, sim: Sampled) {
    let seats = band.seats.as_ref().expect("the seats of a round together");
    assert_eq!(seats.players_per_round, 6);
    assert!(
        (sim.mean - band.win_per_hand).abs() < 4.0 * sim.mean_error,
        "mean {} vs {} ± {}",
        sim.mean,
        band.win_per_hand,
        sim.mean_error
    );
    let together = band.deviation_per_hand.powi(2);
    let alone = seats.hand_deviation.powi(2);
    println!(
        "per hand, six a round: simulated {} ± {}, the band's {together} (correlation {:.4} ± {:.4}), independent hands {alone}",
        sim.variance,
        sim.variance_error,
        seats.correlation,
        seats.covariance_error / alone
    );
    assert!(
        (sim.variance - together).abs() < 4.0 * sim.variance_error,
        "variance {} vs {together} ± {}",
        sim.variance,
        sim.variance_error
    );
    assert!(
        (sim.variance - alone).abs() > 4.0 * sim.variance_error,
        "independent hands' {alone} is within the simulation's error of {}",
        sim.variance
    );
}

/// High Card Flush, Maryland's usual table with an Ante and a Flush Bonus on every hand, six
/// players a round: 400,000 rounds (2.4 M hands) settled by the simulator, another stream than
/// the one the seats' data was pinned from.
#[test]
fn six_players_a_round_hcf_band_is_the_simulations() {
    use crate::hcf::simulate::{settle_round, Resolved, SimSetup};
    let mut inputs = hcf(Jurisdiction::Maryland);
    inputs.mix.retain(|m| m.wager == "ante" || m.wager == "fb");
    for m in &mut inputs.mix {
        m.share_bp = 10_000;
    }
    assert_eq!(inputs.players_per_round, 6);
    let sheet = par_sheet(&inputs).unwrap();
    let TableInputs::Hcf { config } = &inputs.table else {
        unreachable!()
    };
    let amount = |code: &str| inputs.mix.iter().find(|m| m.wager == code).unwrap().average;
    let setup = SimSetup {
        config: config.clone(),
        players: 6,
        ante: amount("ante"),
        flush_bonus: amount("fb"),
        straight_flush_bonus: Cents(0),
        progressive: false,
        strategy: crate::hcf::decision::Strategy::Card,
    };
    let resolved = Resolved::new(&setup).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7_2026);
    let set = |cards: &[usize]| {
        CardSet::from_bits(
            cards
                .iter()
                .fold(0, |b, &c| b | 1 << (16 * (c / 13) + c % 13)),
        )
    };
    let rounds: Vec<f64> = (0..400_000)
        .map(|_| {
            let cards = draw(&mut rng, 49);
            let hands: Vec<CardSet> = cards[..42].chunks(7).map(set).collect();
            let decisions: Vec<_> = hands
                .iter()
                .map(|&h| crate::hcf::decision::Strategy::Card.decide(h))
                .collect();
            let seats = settle_round(
                &setup,
                &resolved,
                &hands,
                &decisions,
                set(&cards[42..]),
                &mut None,
            );
            -(seats.iter().flat_map(|s| s.net).sum::<i64>() as f64)
        })
        .collect();
    assert_seats_band_is_the_simulation(&sheet.hold, per_hand_of_rounds(rounds, 6));
}

/// Jackpot Hold 'Em's usual table with an Ante (its X-tra Bonus and Play) on every hand and a
/// Player Bonus on half of them, each seat choosing at random, six players a round: 200,000
/// rounds settled by the simulator (the shares' products in the seats' covariance checked).
#[test]
fn six_players_a_round_jhe_band_is_the_simulations() {
    use crate::jhe::simulate::{settle_round, JheResolved, JheSimSetup};
    use crate::jhe::strategy::JheStrategy;
    let mut inputs = jhe();
    inputs.mix.retain(|m| m.wager == "ante" || m.wager == "pb");
    assert_eq!(
        inputs.mix[1].share_bp, 5_000,
        "the Player Bonus on half the hands"
    );
    assert_eq!(inputs.players_per_round, 6);
    let sheet = par_sheet(&inputs).unwrap();
    let TableInputs::Jhe { config, .. } = &inputs.table else {
        unreachable!()
    };
    let amount = |code: &str| inputs.mix.iter().find(|m| m.wager == code).unwrap().average;
    let setup = JheSimSetup {
        config: config.clone(),
        players: 6,
        ante: amount("ante"),
        player_bonus: amount("pb"),
        progressive: false,
        strategy: JheStrategy::Simple,
    };
    let resolved = JheResolved::new(&setup).unwrap();
    let deck: Vec<crate::cards::Card> = crate::cards::Card::deck().collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7_2026);
    let rounds: Vec<f64> = (0..200_000)
        .map(|_| {
            let c: Vec<_> = draw(&mut rng, 19).into_iter().map(|i| deck[i]).collect();
            let holes: Vec<[crate::cards::Card; 2]> =
                c[..12].chunks(2).map(|h| [h[0], h[1]]).collect();
            let seats = settle_round(
                &setup,
                &resolved,
                &holes,
                [c[12], c[13]],
                [c[14], c[15], c[16], c[17], c[18]],
                &mut None,
            );
            // Ante, X-tra Bonus and Play, and the Player Bonus where this seat made it
            // (settled for every seat: it reads only the cards).
            let won: i64 = seats
                .iter()
                .map(|s| {
                    s.net[..3].iter().sum::<i64>() + if rng.random_bool(0.5) { s.net[3] } else { 0 }
                })
                .sum();
            -(won as f64)
        })
        .collect();
    assert_seats_band_is_the_simulation(&sheet.hold, per_hand_of_rounds(rounds, 6));
}

/// High Card Flush's pinned classes are the walk's, add up to every hand and to the pinned
/// strategy card's sums, and the hands they count by flush and straight flush are the
/// paytables' own counts (`side_bets::hand_facts`).
#[test]
fn the_pinned_joint_classes_are_the_walks() {
    use crate::hcf::card_classes::walk_card_classes;
    use crate::hcf::straight_flush::AceRule;
    for ace in [AceRule::HighOnly, AceRule::LowOrHigh] {
        let pinned = super::hcf_joint::hcf_classes(ace);
        assert_eq!(walk_card_classes(ace), pinned.to_vec(), "{ace:?}");
        let hands: u64 = pinned.iter().map(|c| c.hands).sum();
        assert_eq!(hands, crate::combinatorics::SEVEN_CARD_HANDS);
        let net: i128 = pinned.iter().map(|c| c.net as i128).sum();
        assert_eq!(net, HCF_CARD_SUMS.0);
        let facts = facts_for(ace);
        for len in 0..8u8 {
            let n: u64 = pinned
                .iter()
                .filter(|c| c.flush_len == len)
                .map(|c| c.hands)
                .sum();
            assert_eq!(n, facts.by_flush_len[len as usize], "{ace:?} flush {len}");
        }
        for (sf, n) in facts.straight_flush_classes() {
            let counted: u64 = pinned
                .iter()
                .filter(|c| {
                    let mine = c.straight_flushes();
                    (mine.longest, mine.nine_to_ace_six, mine.four_of_a_kind)
                        == (sf.longest, sf.nine_to_ace_six, sf.four_of_a_kind)
                })
                .map(|c| c.hands)
                .sum();
            assert_eq!(counted, n, "{ace:?} {sf:?}");
        }
    }
    // Jackpot Hold 'Em's pinned classes: every deal, the card's pinned sums, and by final
    // category the published seven-card counts (each seven cards with 1,081 × … deals).
    let card = &jhe_main::JHE_CARD_FORWARD;
    assert_eq!(
        jhe_main::MainGameSums::of_forward(card),
        jhe_main::CARD_SUMS
    );
    let cells = card.by_class.iter().flatten();
    assert_eq!(cells.clone().map(|c| c.0).sum::<u128>(), card.deals);
    assert_eq!(cells.map(|c| c.1).sum::<i128>(), card.net_halves);
    // Every deal played 3×, 2×, 1× or folded, the Play wagered adding up to the pinned Σ Play.
    assert_eq!(card.plays.iter().sum::<u128>(), card.deals);
    assert_eq!(
        3 * card.plays[0] + 2 * card.plays[1] + card.plays[2],
        card.play_antes
    );
    let sevens = crate::jhe::analysis::seven_card_counts();
    let per_seven = card.deals / sevens.total as u128;
    for (category, row) in card.by_class.iter().enumerate() {
        let deals: u128 = row.iter().map(|c| c.0).sum();
        assert_eq!(deals, sevens.by_category[category] as u128 * per_seven);
    }
    let fives = crate::jhe::analysis::five_card_counts();
    let per_five = card.deals / fives.total as u128;
    for five in 0..10 {
        let deals: u128 = card.by_class.iter().map(|row| row[five].0).sum();
        assert_eq!(deals, fives.by_category[five] as u128 * per_five);
    }
}

/// A forward walk's share goes to the page as decimal text and comes back the same; text that
/// is not its numbers is refused, naming what.
#[test]
fn forward_sums_pass_as_numbers() {
    use crate::holdem_solver::forward::ForwardSums;
    let card = &jhe_main::JHE_CARD_FORWARD;
    let numbers = card.to_numbers();
    assert_eq!(&ForwardSums::from_numbers(&numbers).unwrap(), card);
    assert!(ForwardSums::from_numbers(&numbers[1..])
        .unwrap_err()
        .contains("207 numbers"));
    let mut bad = numbers.clone();
    bad[7] = "x".into();
    assert!(ForwardSums::from_numbers(&bad)
        .unwrap_err()
        .contains("number 7 ('x')"));
}

/// Players per round: from 1 to the table's seats, else refused naming both; one player a
/// round is a hand alone, and each more player widens the band by the seats' covariance.
#[test]
fn players_per_round_are_checked_and_widen_the_band() {
    for make in [|| hcf(Jurisdiction::Massachusetts), jhe] {
        let mut inputs = make();
        for bad in [0, 7] {
            inputs.players_per_round = bad;
            assert_eq!(
                par_sheet(&inputs).unwrap_err(),
                format!("players per round must be from 1 to the table's 6 seats, not {bad}")
            );
        }
        let mut widths = Vec::new();
        for players in 1..=6 {
            inputs.players_per_round = players;
            let band = par_sheet(&inputs).unwrap().hold;
            let seats = band.seats.as_ref().unwrap();
            let expected = seats.hand_deviation.powi(2) + f64::from(players - 1) * seats.covariance;
            assert!((band.deviation_per_hand.powi(2) - expected).abs() < 1e-6 * expected);
            assert!(seats.covariance > 10.0 * seats.covariance_error);
            widths.push(band.win_high - band.win_low);
        }
        assert!(widths.windows(2).all(|w| w[0] < w[1]), "{widths:?}");
        let one = &par_sheet(&{
            inputs.players_per_round = 1;
            inputs.clone()
        })
        .unwrap()
        .hold;
        assert_eq!(
            one.deviation_per_hand,
            one.seats.as_ref().unwrap().hand_deviation
        );
    }
}
