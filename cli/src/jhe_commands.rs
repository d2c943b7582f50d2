//! `odds … --game jhe`: Maryland Jackpot Hold 'Em on the command line. `round`: one round, every
//! card, decision (with the community cards showing), settlement and step with its citation, in
//! the JSON shape of the High Card Flush round (wagers and nets in cents, meters before and after
//! by name). `paytables`: the Player Bonus and Progressive tables with their exact odds.

use crate::cli::{
    DealerCards, DecideArgs, HandArgs, MainGameArgs, PaytablesArgs, PerMeter, RoundArgs, RulesArgs,
    SidebetArgs, SimulateArgs, TableOptions, Wager,
};
use crate::games::GameCommands;
use crate::rounds::RoundPlayer;
use crate::trace_out::{simulate_out, SimRun};
use engine::cards::CardSet;
use engine::jhe::agent::JheComputer;
use engine::jhe::config::JheProgressive;
use engine::jhe::strategy::JheStrategy;
use engine::jhe::{DealerCardsFromShuffler, JheConfig, JheDecision, JheTable, JheWager};
use engine::meters::MeterBank;
use engine::money::Cents;
use engine::poker::evaluate;
use engine::strategy_level::StrategyLevel;
use engine::table::agent::{Agent, RngCore, Wagering};
use engine::GameId;
use serde_json::{json, Map, Value};
use std::cell::RefCell;

/// Maryland Jackpot Hold 'Em on the command line.
pub struct JackpotHoldEm;

impl GameCommands for JackpotHoldEm {
    fn id(&self) -> GameId {
        GameId::JackpotHoldEm
    }

    fn own_options(&self) -> &'static [&'static str] {
        &[
            "pb",
            "dealer-cards",
            "meter-reset",
            "meter-rate",
            "xtra",
            "pb-pays",
            "threads",
        ]
    }

    /// A Jackpot Hold 'Em hand of five to seven cards: its best five-card poker hand, and what each
    /// paytable pays on it — the X-tra Bonus and Player Bonus on seven cards (the hole cards and the
    /// board), each Progressive table on five (the hole cards and the first three community cards,
    /// AMB-68).
    fn hand(&self, args: &HandArgs, json: bool) -> Result<String, String> {
        use engine::jhe::paytables::all_paytables;
        use engine::paytable::PaytableHand;
        let text = args.cards.join(" ");
        let cards =
            engine::cards::parse_cards(&text).map_err(|e| format!("cannot read the hand: {e}"))?;
        let set: CardSet = cards.iter().copied().collect();
        if !(5..=7).contains(&cards.len()) || set.len() as usize != cards.len() {
            return Err(format!(
                "a Jackpot Hold 'Em hand is five to seven different cards (got {})",
                cards.len()
            ));
        }
        let value = evaluate(set);
        let lines: Vec<Value> = all_paytables()
            .iter()
            .filter(|t| (t.wager == JheWager::Progressive) == (cards.len() == 5))
            .map(|t| {
                let line = t
                    .winning_line(set)
                    .map(|(_, l)| format!("{}: {}", l.hand.name(), l.pay));
                json!({ "paytable": t.title(), "line": line })
            })
            .collect();
        if json {
            return Ok(json!({
                "cards": cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "best_hand": value.describe(),
                "category": value.category().name(),
                "dealer_qualifies": value.category() >= engine::poker::Category::Pair,
                "paytables": lines,
            })
            .to_string());
        }
        let mut out = format!(
            "{}: {} ({})\n",
            engine::cards::format_cards(&cards),
            value.describe(),
            if value.category() >= engine::poker::Category::Pair {
                "a dealer with this qualifies"
            } else {
                "a dealer with this does not qualify"
            }
        );
        for l in &lines {
            out.push_str(&format!(
                "  {}: {}\n",
                l["paytable"].as_str().unwrap_or(""),
                l["line"].as_str().unwrap_or("nothing")
            ));
        }
        if cards.len() != 5 {
            out.push_str("  (the Progressive is judged on five cards: give the hole cards and the first three community cards)\n");
        }
        Ok(out.trim_end().to_string())
    }

    /// The Player Bonus and Progressive paytables with their exact odds (the X-tra Bonus depends on
    /// the dealer's hand: its value comes with the game's analysis).
    fn paytables(&self, args: &PaytablesArgs, json: bool) -> Result<String, String> {
        use engine::jhe::analysis::progressive_value;
        use engine::jhe::paytables::{all_paytables, minimum_meters_in_dollars};
        use engine::paytable::PaytableHand;
        // An other game's wager code lists nothing.
        let wanted = args.wager.map(jhe_wager);
        let mut results: Vec<Value> = Vec::new();
        for table in all_paytables() {
            if wanted.is_some_and(|w| w != Some(table.wager)) {
                continue;
            }
            let value = match table.wager {
                JheWager::PlayerBonus => player_bonus_json(table)?,
                JheWager::Progressive => {
                    let v = progressive_value(table);
                    let minimums = minimum_meters_in_dollars(table);
                    json!({
                        "paytable": table.title(), "over": "the hole cards and the first three community cards (AMB-68; all C(52,5) hands)",
                        "lines": lines_json(&v.lines), "fixed_return_per_1": v.fixed_return, "hit_frequency": v.hit_frequency,
                        "meters": v.meters.iter().map(|(m, p)| json!({"meter": m.name(), "probability": p, "minimum_dollars": minimums.iter().find(|(n, _)| n == m).map(|(_, d)| d)})).collect::<Vec<_>>(),
                        "net_return_at_minimum_meters": v.net_return(&minimums),
                    })
                }
                _ => json!({
                    "paytable": table.title(),
                    "lines": table.lines.iter().map(|l| json!({"hand": l.hand.name(), "pay": l.pay.to_string()})).collect::<Vec<_>>(),
                    "note": "pays only when the player's hand beats the dealer's: its value is part of the main game (odds main-game --game jhe)",
                }),
            };
            results.push(value);
        }
        if json {
            return Ok(json!({ "game": "jhe", "rules": "MD", "paytables": results }).to_string());
        }
        let mut out = String::new();
        for r in &results {
            push_lines(&mut out, r);
            if let Some(edge) = r["house_edge"].as_f64() {
                out.push_str(&format!("  house edge {:.4}%\n", edge * 100.0));
            }
            if let Some(net) = r["net_return_at_minimum_meters"].as_f64() {
                out.push_str(&format!(
                    "  fixed lines return {:.4} per $1; net at the minimum meters {:+.2}%\n",
                    r["fixed_return_per_1"].as_f64().unwrap_or(0.0),
                    net * 100.0
                ));
            }
            if let Some(note) = r["note"].as_str() {
                out.push_str(&format!("  ({note})\n"));
            }
        }
        Ok(out.trim_end().to_string())
    }

    /// Maryland Jackpot Hold 'Em's rules with their citations.
    fn rules(&self, args: &RulesArgs, json: bool) -> Result<String, String> {
        self.rule_set(args.rules)?;
        crate::trace_out::rules_out(&engine::jhe::JheRules::maryland().summary(), json)
    }

    fn rounds(&self, args: &RoundArgs, json: bool) -> Result<Box<dyn RoundPlayer>, String> {
        Ok(Box::new(JheRounds::new(args, json)?))
    }

    /// Many rounds: each wager's return per unit wagered with its standard error (Monte Carlo).
    fn simulate(&self, args: &SimulateArgs, json: bool) -> Result<String, String> {
        use engine::jhe::simulate::{simulate, JheSimSetup};
        let config = config(&args.table, None)?;
        let seats = seats(&args.table, &config)?;
        let (rounds, threads) = (args.rounds, args.threads());
        let seed = crate::table_args::seed(args.table.seed)?;
        let (strategy, players) = (seats.strategy, seats.players);
        let setup = JheSimSetup {
            progressive: config.progressive.is_some(),
            config,
            players,
            ante: seats.ante,
            player_bonus: seats.player_bonus.unwrap_or_default(),
            strategy,
        };
        let report = simulate(&setup, rounds, seed, threads)?;
        let fields = json!({
            "game": "jhe", "rules": "MD", "note": "Monte Carlo estimates, each with its standard error",
        });
        let run = SimRun {
            seed,
            threads,
            players,
            strategy: strategy.name(),
            rules: "Maryland Jackpot Hold 'Em",
        };
        Ok(simulate_out(&report, &run, json, fields))
    }

    /// `odds main-game --game jhe`: the exact house edge of the Ante, X-tra Bonus and Play over
    /// every deal, for the optimal player or a named strategy (the shared hold'em solver).
    fn main_game(&self, args: &MainGameArgs, json: bool) -> Result<String, String> {
        let name = args.strategy.as_str();
        let rules = engine::jhe::JheRules::maryland();
        // `--xtra 500,50,10,4,2,1`: a copy of Paytable A paying these (to 1), royal flush first.
        let xtra = match &args.xtra {
            Some(text) => {
                let pays = to_one_amounts("xtra", text)?;
                engine::jhe::exact::xtra_bonus_copy(&pays).map_err(|e| format!("--xtra: {e}"))?
            }
            None => engine::jhe::paytables::paytable(JheWager::XtraBonus, "A")
                .ok_or("the X-tra Bonus paytable is missing")?
                .clone(),
        };
        let game = engine::jhe::exact::solver_game(&rules, &xtra);
        let table: String = xtra
            .lines
            .iter()
            .map(|l| l.pay.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let threads = args.threads.map_or_else(
            || std::thread::available_parallelism().map_or(2, |n| n.get()),
            |n| n as usize,
        );
        let started = std::time::Instant::now();
        let (strategy, solution) = if name.trim() == "optimal" {
            (
                "optimal".to_string(),
                engine::holdem_solver::solve(&game, threads),
            )
        } else {
            let strategy = JheStrategy::parse(name).map_err(|e| format!("--strategy: {e}"))?;
            (
                strategy.name().to_string(),
                engine::holdem_solver::evaluate_policy(&game, &strategy, threads),
            )
        };
        let seconds = started.elapsed().as_secs_f64();
        let r = solution.report(&game);
        if json {
            return Ok(json!({
                "game": "jhe", "rules": "MD", "strategy": strategy,
                "xtra_bonus": { "paytable": xtra.label, "lines": table },
                "deals": r.deals,
                "house_edge": { "numerator": r.house_edge_numerator, "denominator": r.house_edge_denominator, "percent": r.house_edge_percent },
                "element_of_risk_percent": r.element_of_risk_percent,
                "average_wager": r.average_wager,
                "standard_deviation": r.standard_deviation,
                "play_frequencies": { "play_3x": r.play_first, "play_2x": r.play_second, "play_1x": r.play_last, "fold": r.fold },
                "threads": threads, "seconds": seconds,
            })
            .to_string());
        }
        Ok(format!(
            "Maryland Jackpot Hold 'Em, Ante + X-tra Bonus + Play, every one of {} deals\nX-tra Bonus:        Paytable {} ({})\nstrategy:           {}\nhouse edge:         {:.6}% of the Ante (exact: {} / {})\nelement of risk:    {:.6}% of the total wagered\naverage wager:      {:.6} Antes (Ante, X-tra Bonus and Play)\nstandard deviation: {:.6} Antes\nplay 3× / 2× / 1× / fold: {:.4}% / {:.4}% / {:.4}% / {:.4}%\ntime:               {:.1} s on {} threads",
            r.deals,
            xtra.label,
            table,
            strategy,
            r.house_edge_percent,
            r.house_edge_numerator,
            r.house_edge_denominator,
            r.element_of_risk_percent,
            r.average_wager,
            r.standard_deviation,
            100.0 * r.play_first,
            100.0 * r.play_second,
            100.0 * r.play_last,
            100.0 * r.fold,
            seconds,
            threads
        ))
    }

    /// `odds sidebet --game jhe`: a side wager's exact odds. The Player Bonus over all C(52, 7)
    /// hands; the Progressive over the five cards it is judged on (AMB-68), its return as
    /// a + Σ bₘ·Mₘ over the named meters, each meter's break-even with the others at their
    /// minimums, a flag when the table favours the player at the minimums, and the rejected
    /// best-of-seven reading beside it.
    fn sidebet(&self, args: &SidebetArgs, json: bool) -> Result<String, String> {
        use engine::jhe::analysis::{progressive_value, progressive_value_best_of_seven};
        use engine::jhe::paytables::{minimum_meters_in_dollars, paytable};
        if args.meter.is_some() {
            return Err("--meter takes one amount, and Jackpot Hold 'Em's Progressive has up to five named meters: the output gives its return as a + Σ bₘ·Mₘ and each meter's break-even".into());
        }
        if let Some(rules) = args.rules.rules {
            JackpotHoldEm.rule_set(rules)?;
        }
        let wager = match args.wager.unwrap_or(Wager::Prog) {
            Wager::Pb => JheWager::PlayerBonus,
            Wager::Prog => JheWager::Progressive,
            other @ (Wager::Fb | Wager::Sfb) => {
                return Err(format!(
                    "--wager {other} is a High Card Flush wager: Jackpot Hold 'Em's side wagers are pb (Player Bonus) and prog (Progressive)"
                ))
            }
            Wager::Xtra => {
                return Err("--wager xtra: the X-tra Bonus is valued with the main game (odds main-game --game jhe)".into())
            }
        };
        let labels: Vec<String> = match args.paytable.as_deref() {
            Some(label) => vec![label.trim().to_string()],
            None if wager == JheWager::PlayerBonus => vec!["A".into()],
            None => ["A", "B", "C", "D", "E"].map(String::from).to_vec(),
        };
        let mut results = Vec::new();
        for label in &labels {
            let table = paytable(wager, label).ok_or_else(|| {
                format!(
                    "there is no {} Paytable '{label}' ({})",
                    wager.name(),
                    if wager == JheWager::PlayerBonus {
                        "A only"
                    } else {
                        "A to E"
                    }
                )
            })?;
            if wager == JheWager::PlayerBonus {
                results.push(player_bonus_json(table)?);
                continue;
            }
            let v = progressive_value(table);
            let minimums = minimum_meters_in_dollars(table);
            let net = v.net_return(&minimums);
            let seven = progressive_value_best_of_seven(table);
            results.push(json!({
                "paytable": table.title(),
                "over": "the hole cards and the first three community cards (AMB-68; all C(52,5) hands); a $1 wager",
                "lines": lines_json(&v.lines),
                "hit_frequency": v.hit_frequency,
                "return": { "a_fixed_lines": v.fixed_return, "b_per_meter_dollar": v.meters.iter().map(|(m, p)| json!({"meter": m.name(), "b": p})).collect::<Vec<_>>() },
                "meters": v.meters.iter().map(|(m, p)| json!({
                    "meter": m.name(), "chance_per_wager": p,
                    "odds_one_in": 1.0 / p,
                    "minimum_dollars": minimums.iter().find(|(n, _)| n == m).map(|(_, d)| d),
                    "break_even_dollars": v.break_even(*m, &minimums),
                })).collect::<Vec<_>>(),
                "net_return_at_minimum_meters": net,
                "favours_player_at_minimums": net > 0.0,
                "rejected_reading_best_five_of_seven": {
                    "note": "AMB-68 rejects judging the Progressive on all seven cards: the fixed lines alone would pay back more than the wager",
                    "a_fixed_lines": seven.fixed_return,
                    "net_return_at_minimum_meters": seven.net_return(&minimums),
                },
            }));
        }
        if json {
            return Ok(
                json!({ "game": "jhe", "rules": "MD", "wager": wager.name(), "paytables": results })
                    .to_string(),
            );
        }
        let mut out = String::new();
        for r in &results {
            push_lines(&mut out, r);
            if let Some(edge) = r["house_edge"].as_f64() {
                out.push_str(&format!(
                    "  house edge {:.4}% (return per unit, exact: {} / {}); hits {:.4}%\n",
                    edge * 100.0,
                    r["return_per_unit"]["numerator"].as_str().unwrap_or(""),
                    r["return_per_unit"]["denominator"],
                    100.0 * r["hit_frequency"].as_f64().unwrap_or(0.0)
                ));
                continue;
            }
            let terms: Vec<String> = r["return"]["b_per_meter_dollar"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|b| {
                    format!(
                        "{:.3e}·{}",
                        b["b"].as_f64().unwrap_or(0.0),
                        b["meter"].as_str().unwrap_or("")
                    )
                })
                .collect();
            out.push_str(&format!(
                "  return per $1 = {:.6} + {} (meters in dollars); hits {:.4}%\n",
                r["return"]["a_fixed_lines"].as_f64().unwrap_or(0.0),
                terms.join(" + "),
                100.0 * r["hit_frequency"].as_f64().unwrap_or(0.0)
            ));
            for m in r["meters"].as_array().into_iter().flatten() {
                let even = m["break_even_dollars"].as_f64().unwrap_or(0.0);
                out.push_str(&format!(
                    "  {:<13} won 1 in {:>9.0}; minimum ${:>9.2}; break-even {} (the others at their minimums)\n",
                    m["meter"].as_str().unwrap_or(""),
                    m["odds_one_in"].as_f64().unwrap_or(0.0),
                    m["minimum_dollars"].as_f64().unwrap_or(0.0),
                    if even <= 0.0 {
                        "none: the others alone make the wager favour the player".to_string()
                    } else {
                        format!("${even:.2}")
                    }
                ));
            }
            let net = r["net_return_at_minimum_meters"].as_f64().unwrap_or(0.0);
            out.push_str(&format!(
                "  net at the minimum meters {:+.2}%{}\n",
                net * 100.0,
                if net > 0.0 {
                    "  ⚑ FAVOURS THE PLAYER at the statutory minimums with a $1 wager"
                } else {
                    ""
                }
            ));
            let s = &r["rejected_reading_best_five_of_seven"];
            out.push_str(&format!(
                "  rejected reading (best five of seven, AMB-68): fixed lines alone return {:.4} per $1, net {:+.1}% at the minimums\n",
                s["a_fixed_lines"].as_f64().unwrap_or(0.0),
                100.0 * s["net_return_at_minimum_meters"].as_f64().unwrap_or(0.0)
            ));
        }
        Ok(out.trim_end().to_string())
    }

    fn card_title(&self) -> &'static str {
        "Maryland Jackpot Hold 'Em"
    }

    fn level_card(&self, level: StrategyLevel) -> engine::strategy_level::LevelCard {
        engine::jhe::levels::level_card(level)
    }

    /// `odds strategy --game jhe`: the simple strategy card with its exact house edge and its
    /// cost against the optimal player (fractions recomputed by the engine's tests).
    fn full_strategy(&self, json: bool) -> Result<String, String> {
        use engine::jhe::strategy::{OPTIMAL_HOUSE_EDGE, SIMPLE_CARD, SIMPLE_HOUSE_EDGE};
        let percent = |(n, d): (u64, u64)| 100.0 * n as f64 / d as f64;
        let (edge, optimal) = (percent(SIMPLE_HOUSE_EDGE), percent(OPTIMAL_HOUSE_EDGE));
        if json {
            return Ok(json!({
                "game": "jhe", "rules": "MD",
                "card": SIMPLE_CARD.iter().map(|(point, rules)| json!({"point": point, "rules": rules})).collect::<Vec<_>>(),
                "house_edge": { "numerator": SIMPLE_HOUSE_EDGE.0, "denominator": SIMPLE_HOUSE_EDGE.1, "percent": edge },
                "optimal_house_edge": { "numerator": OPTIMAL_HOUSE_EDGE.0, "denominator": OPTIMAL_HOUSE_EDGE.1, "percent": optimal },
                "cost_against_optimal_percent": edge - optimal,
            })
            .to_string());
        }
        let mut out = String::from("Maryland Jackpot Hold 'Em strategy card\n");
        for (point, rules) in SIMPLE_CARD {
            out.push_str(&format!("{point}:\n"));
            for r in rules {
                out.push_str(&format!("  • {r}\n"));
            }
        }
        out.push_str(&format!(
            "house edge {edge:.4}% of the Ante (exact: {} / {}), every deal; optimal {optimal:.4}%; cost {:.4}%",
            SIMPLE_HOUSE_EDGE.0,
            SIMPLE_HOUSE_EDGE.1,
            edge - optimal
        ));
        Ok(out)
    }

    /// `odds decide --game jhe`: the exact value of each option at the decision the cards show —
    /// two hole cards and 1, 3 or 5 community cards. The first decision reads the values the browser
    /// ships (milliseconds: nothing is solved); the second and third are computed here.
    fn decide(&self, args: &DecideArgs, json: bool) -> Result<String, String> {
        use engine::jhe::decision::{decision_three, decision_two};
        let text = args.cards.join(" ");
        let cards =
            engine::parse_cards(&text).map_err(|e| format!("cannot read the cards: {e}"))?;
        let xtra = engine::jhe::paytables::paytable(JheWager::XtraBonus, "A")
            .ok_or("the X-tra Bonus paytable is missing")?;
        let hole = [cards.first().copied(), cards.get(1).copied()];
        let (Some(a), Some(b)) = (hole[0], hole[1]) else {
            return Err(
                "give the two hole cards first, then the 1, 3 or 5 community cards showing".into(),
            );
        };
        let shown = &cards[2..];
        let dead = args.dead_cards()?;
        let started = std::time::Instant::now();
        let (point, options): (u8, Vec<(String, i64, u64)>) = if !dead.is_empty() {
            // Computed deal by deal with the dead cards removed (decision 1 in seconds).
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
            let options = engine::jhe::decision::exact_options_with_dead(
                xtra,
                [a, b],
                shown,
                dead,
                None,
                threads,
            )?;
            let point = match shown.len() {
                1 => 1,
                3 => 2,
                _ => 3,
            };
            let mut listed = Vec::new();
            for o in options {
                let numerator = i64::try_from(o.numerator)
                    .map_err(|_| "an option's value does not fit the report")?;
                let denominator = u64::try_from(o.denominator)
                    .map_err(|_| "an option's value does not fit the report")?;
                listed.push((o.decision.to_string(), numerator, denominator));
            }
            (point, listed)
        } else {
            match shown.len() {
            1 => {
                let values = engine::jhe::optimal_tables::shipped_first_values();
                let (play, check) = values
                    .sums(a.index(), b.index(), shown[0].index())
                    .ok_or("these cards cannot be dealt together (a card given twice)")?;
                let denominator = 2 * values.futures;
                (
                    1,
                    vec![
                        (engine::jhe::JheDecision::Play(3).to_string(), play, denominator),
                        (engine::jhe::JheDecision::Check.to_string(), check, denominator),
                    ],
                )
            }
            3 => {
                let options = decision_two(xtra, [a, b], [shown[0], shown[1], shown[2]]);
                (2, options.iter().map(|(d, ev)| (d.to_string(), ev.numerator, ev.denominator)).collect())
            }
            5 => {
                let options =
                    decision_three(xtra, [a, b], [shown[0], shown[1], shown[2], shown[3], shown[4]]);
                (3, options.iter().map(|(d, ev)| (d.to_string(), ev.numerator, ev.denominator)).collect())
            }
            n => {
                return Err(format!(
                    "{n} community cards: a decision is made with 1, 3 or 5 showing (give the two hole cards first)"
                ))
            }
        }
        };
        let seconds = started.elapsed().as_secs_f64();
        let dead_names: Vec<String> = dead.iter().map(|c| c.to_string()).collect();
        let best = options
            .iter()
            .max_by(|x, y| (x.1 as f64 / x.2 as f64).total_cmp(&(y.1 as f64 / y.2 as f64)))
            .map(|o| o.0.clone())
            .unwrap_or_default();
        let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        if json {
            return Ok(json!({
                "game": "jhe", "hole": names[..2], "community": names[2..], "dead": dead_names, "decision_point": point,
                "options": options.iter().map(|(d, n, den)| json!({"action": d, "ev_numerator": n, "ev_denominator": den, "ev": *n as f64 / *den as f64})).collect::<Vec<_>>(),
                "best": best, "seconds": seconds,
                "note": "per unit of Ante: the Ante, X-tra Bonus and Play together (B11.1)",
            })
            .to_string());
        }
        let mut out = format!(
            "hole {} · community {} · decision {point} (Ante, X-tra Bonus and Play together, per Ante)\n",
            names[..2].join(" "),
            names[2..].join(" ")
        );
        if !dead_names.is_empty() {
            out.push_str(&format!(
                "  dead cards (out of play): {}\n",
                dead_names.join(" ")
            ));
        }
        for (d, n, den) in &options {
            out.push_str(&format!(
                "  {:<10} {:+.6} Antes ({n} / {den}){}\n",
                d,
                *n as f64 / *den as f64,
                if *d == best { "  ← best" } else { "" }
            ));
        }
        Ok(out.trim_end().to_string())
    }
}

/// The Jackpot Hold 'Em wager a `--wager` code names.
fn jhe_wager(wager: Wager) -> Option<JheWager> {
    match wager {
        Wager::Xtra => Some(JheWager::XtraBonus),
        Wager::Pb => Some(JheWager::PlayerBonus),
        Wager::Prog => Some(JheWager::Progressive),
        Wager::Fb | Wager::Sfb => None,
    }
}

/// The table the options describe, validated against the rules.
fn config(table: &TableOptions, boxes: Option<u8>) -> Result<JheConfig, String> {
    JackpotHoldEm.rule_set(table.rules)?;
    let mut config = JheConfig::standard();
    config.progressive = match &table.prog {
        Some(label) => Some(JheProgressive::at_minimums(label, 500).ok_or_else(|| {
            format!(
                "--prog: there is no Progressive Paytable '{}' (A to E)",
                label.trim()
            )
        })?),
        None => None,
    };
    set_meters(table, &mut config)?;
    if let Some(method) = table.method {
        config.dealing_method = method.into();
    }
    if let Some(shuffling) = table.shuffler {
        config.shuffler = shuffling.into();
    }
    if let Some(cards) = table.dealer_cards {
        if config.dealing_method != engine::table::DealingMethod::AutomatedShoe {
            return Err(format!(
                "--dealer-cards is for the automated shoe (--method auto), not --method {}: there the dealer's cards are dealt with the players' (001 Ch.8–10)",
                config.dealing_method.code()
            ));
        }
        config.dealer_cards = match cards {
            DealerCards::First => DealerCardsFromShuffler::First,
            DealerCards::Shuffler => DealerCardsFromShuffler::LeftInShuffler,
        };
    }
    if let Some(limit) = table.payout_limit {
        config.payout_limit = Some(limit);
    }
    if let Some(amount) = table.pb {
        let (min, max) = config.player_bonus.unwrap_or((amount, amount));
        config.player_bonus = Some((min.min(amount), max.max(amount)));
    }
    config.max_boxes_per_player = boxes.unwrap_or(1);
    config.check_table_amounts()?;
    config
        .validate(&engine::jhe::JheRules::maryland())
        .map_err(|e| crate::table_args::naming_the_option(table, e.to_string()))?;
    Ok(config)
}

/// `--meter`, `--meter-reset` and `--meter-rate`: each named meter's start, reset and rate of
/// progression on the Progressive offered (the engine checks them against the minimums).
fn set_meters(table: &TableOptions, config: &mut JheConfig) -> Result<(), String> {
    let given = [
        ("meter", table.meter.is_some()),
        ("meter-reset", table.meter_reset.is_some()),
        ("meter-rate", table.meter_rate.is_some()),
    ]
    .into_iter()
    .find(|(_, given)| *given);
    let Some(progressive) = config.progressive.as_mut() else {
        return match given {
            Some((option, _)) => Err(format!(
                "--{option}: there are no meters without a Progressive (add --prog A to E)"
            )),
            None => Ok(()),
        };
    };
    if let Some(one @ PerMeter::All(_)) = &table.meter {
        return Err(format!("--meter: Jackpot Hold 'Em has a meter per suit and a Star meter: name each (--meter star=250000,club=2000), not {one}"));
    }
    if let Some(meter) = &table.meter {
        each_meter(progressive, "meter", meter, |m, amount| m.initial = amount)?;
    }
    if let Some(reset) = &table.meter_reset {
        each_meter(progressive, "meter-reset", reset, |m, amount| {
            m.reset = amount
        })?;
    }
    if let Some(rate) = &table.meter_rate {
        each_meter(progressive, "meter-rate", rate, |m, bp| m.rate_bp = bp)?;
    }
    Ok(())
}

/// Sets the meters `values` names (every meter, for one value for all), refusing by name a
/// meter the paytable does not run.
fn each_meter<T: Copy>(
    progressive: &mut JheProgressive,
    option: &str,
    values: &PerMeter<T>,
    set: fn(&mut engine::jhe::config::MeterSetting, T),
) -> Result<(), String> {
    let named = match values {
        PerMeter::All(value) => {
            progressive.meters.iter_mut().for_each(|m| set(m, *value));
            return Ok(());
        }
        PerMeter::Named(named) => named,
    };
    for &(name, value) in named {
        let list = progressive
            .meters
            .iter()
            .map(|m| m.meter.code())
            .collect::<Vec<_>>()
            .join(", ");
        let setting = progressive
            .meters
            .iter_mut()
            .find(|m| m.meter == name)
            .ok_or_else(|| {
                format!(
                    "--{option}: Progressive Paytable {} has no {} (its meters: {list})",
                    progressive.label,
                    name.name()
                )
            })?;
        set(setting, value);
    }
    Ok(())
}

fn meters(bank: Option<MeterBank>) -> Value {
    match bank {
        Some(bank) => Value::Object(
            bank.iter()
                .map(|(name, amount)| {
                    (
                        format!("{name:?}").to_lowercase() + "_cents",
                        json!(amount.0),
                    )
                })
                .collect(),
        ),
        None => Value::Null,
    }
}

/// What `round` and `simulate` read about the seats: how the computer players play, how many
/// there are, and what each wagers.
struct Seats {
    strategy: JheStrategy,
    players: u8,
    ante: Cents,
    player_bonus: Option<Cents>,
}

fn seats(table: &TableOptions, config: &JheConfig) -> Result<Seats, String> {
    let strategy = JheStrategy::parse(table.strategy.as_deref().unwrap_or("river"))
        .map_err(|e| format!("--strategy: {e}"))?;
    if !(1..=config.seats).contains(&table.players) {
        return Err(format!("--players must be 1 to {}", config.seats));
    }
    Ok(Seats {
        strategy,
        players: table.players,
        ante: table.ante.unwrap_or(config.ante_min),
        player_bonus: table.pb,
    })
}

/// Jackpot Hold 'Em rounds at one table: the options checked, the players seated and their
/// wagers placed once; each round is played on a copy.
pub struct JheRounds {
    seated: JheTable,
    strategy: JheStrategy,
    injected: Option<engine::table::dealer_mode::Injected>,
    json: bool,
}

impl JheRounds {
    pub fn new(args: &RoundArgs, json: bool) -> Result<JheRounds, String> {
        let config = config(&args.table, args.round.boxes)?;
        let Seats {
            strategy,
            players,
            ante,
            player_bonus,
        } = seats(&args.table, &config)?;
        if args.round.pb_pays.is_some() && player_bonus.is_none() {
            return Err(
                "--pb-pays: a Player Bonus table of one's own is played with --pb DOLLARS".into(),
            );
        }
        crate::rounds::ante_within(ante, config.ante_min, config.ante_max)?;
        let seating = crate::rounds::seating(players, config.max_boxes_per_player, config.seats)?;
        let progressive = config.progressive.as_ref().map(|p| p.unit);
        let xtra = own_copy(args.round.xtra.as_deref(), "xtra", JheWager::XtraBonus)?;
        let own_player_bonus = own_copy(
            args.round.pb_pays.as_deref(),
            "pb-pays",
            JheWager::PlayerBonus,
        )?;
        let mut table = JheTable::with_paytables(config, xtra.into_iter().chain(own_player_bonus))
            .map_err(|e| e.to_string())?;
        let fail = |e: engine::table::ActionError| e.to_string();
        for (seat, player) in seating {
            table.sit(seat, player).map_err(fail)?;
            table.place_ante(seat, ante).map_err(fail)?;
            if let Some(pb) = player_bonus {
                table
                    .set_wager(seat, JheWager::PlayerBonus, pb)
                    .map_err(fail)?;
            }
            if let Some(unit) = progressive {
                table
                    .set_wager(seat, JheWager::Progressive, unit)
                    .map_err(fail)?;
            }
        }
        let injected = crate::rounds::irregularity(args.round.irregularity.as_deref(), &table)?;
        Ok(JheRounds {
            seated: table,
            strategy,
            injected,
            json,
        })
    }
}

/// `N,N,…`: the "to 1" amounts of one's own copy of a paytable, as `--{option}` gave them.
fn to_one_amounts(option: &str, text: &str) -> Result<Vec<u32>, String> {
    text.split(',')
        .map(|n| {
            n.trim()
                .parse::<u32>()
                .map_err(|_| format!("--{option}: '{}' is not a whole number", n.trim()))
        })
        .collect()
}

/// `--xtra N,N,…` or `--pb-pays N,N,…`: one's own copy of the wager's Paytable A, paying these
/// "to 1" amounts on its paying lines from the top down (a push stays a push). Built once per
/// run, so it lives as long as the program.
fn own_copy(
    text: Option<&str>,
    option: &str,
    wager: JheWager,
) -> Result<Option<engine::jhe::JhePaytable>, String> {
    use engine::jhe::custom::JheCustomTable;
    use engine::paytable::Pay;
    let Some(text) = text else {
        return Ok(None);
    };
    let base = engine::jhe::paytables::paytable(wager, "A")
        .ok_or_else(|| format!("--{option}: the {} paytable is missing", wager.name()))?;
    let amounts = to_one_amounts(option, text)?;
    // Named by the option, so each settlement says which table paid.
    let mut copy = JheCustomTable::of(base, &format!("--{option}"));
    let paying: Vec<&mut Pay> = copy
        .pays
        .iter_mut()
        .filter(|p| matches!(p, Pay::ToOne(_)))
        .collect();
    if paying.len() != amounts.len() {
        return Err(format!(
            "--{option}: {} Paytable A has {} paying lines, not {}",
            wager.name(),
            paying.len(),
            amounts.len()
        ));
    }
    for (pay, n) in paying.into_iter().zip(amounts) {
        *pay = Pay::ToOne(n);
    }
    copy.paytable()
        .map(Some)
        .map_err(|e| format!("--{option}: {e}"))
}

/// `odds round`'s player: the strategy's choice at each turn, written down as it is made (the
/// decision point, the choice and the community cards showing) in the one log every seat
/// shares, so the log is in the order the round was played.
struct Logged<'a> {
    player: JheComputer,
    log: &'a RefCell<Vec<Value>>,
}

impl Agent<engine::jhe::JackpotHoldEm> for Logged<'_> {
    fn wagers(
        &mut self,
        table: &JheTable,
        seat: u8,
        rng: &mut dyn RngCore,
    ) -> Vec<(JheWager, Cents)> {
        self.player.wagers(table, seat, rng)
    }

    fn decide(&mut self, table: &JheTable, seat: u8) -> JheDecision {
        let decision = self.player.decide(table, seat);
        let shown = table.round().community_showing();
        self.log.borrow_mut().push(json!({
            "seat": seat, "point": table.decision_point(), "decision": decision.to_string(),
            "community_showing": shown.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        }));
        decision
    }
}

impl crate::rounds::RoundPlayer for JheRounds {
    fn play(&mut self, seed: u64) -> Result<String, String> {
        let mut table = self.seated.clone();
        let log = RefCell::new(Vec::new());
        let player = JheComputer::new(self.strategy, Wagering::Placed);
        crate::rounds::play_seeded(&mut table, seed, self.injected, |_| Logged {
            player: player.clone(),
            log: &log,
        })
        .map_err(|e| e.to_string())?;
        let printed = PrintedJhe {
            strategy: self.strategy,
            decisions: log.into_inner(),
        };
        Ok(crate::rounds::print_round(
            &printed,
            &table,
            seed,
            self.injected,
            self.json,
        ))
    }
}

/// A Jackpot Hold 'Em round as `odds round` prints it: with its community cards, each seat's
/// Progressive hand and the decisions in the order they were made.
struct PrintedJhe {
    strategy: JheStrategy,
    decisions: Vec<Value>,
}

fn card_names(cards: &[engine::Card]) -> Vec<String> {
    cards.iter().map(|c| c.to_string()).collect()
}

impl crate::rounds::PrintsRound<engine::jhe::JackpotHoldEm> for PrintedJhe {
    const BEST: &'static str = "best_hand";
    const METERS: &'static str = "meters";

    fn title(&self) -> String {
        format!(
            "Maryland Jackpot Hold 'Em · strategy: {}",
            self.strategy.name()
        )
    }

    fn head(&self, round: &engine::table::Round<engine::jhe::JackpotHoldEm>) -> Map<String, Value> {
        let mut head = Map::new();
        head.insert("game".into(), json!("jhe"));
        head.insert("rules".into(), json!("MD"));
        head.insert("strategy".into(), json!(self.strategy.name()));
        head.insert("community".into(), json!(card_names(&round.community)));
        head.insert("decisions".into(), json!(self.decisions));
        head
    }

    fn cards_text(&self, cards: &[engine::Card]) -> String {
        card_names(cards).join(" ")
    }

    fn best(
        &self,
        round: &engine::table::Round<engine::jhe::JackpotHoldEm>,
        cards: &[engine::Card],
    ) -> String {
        let seven: CardSet = cards.iter().chain(&round.community).copied().collect();
        evaluate(seven).describe()
    }

    fn describe(
        &self,
        value: <engine::jhe::JackpotHoldEm as engine::table::Game>::HandValue,
    ) -> String {
        value.describe()
    }

    fn seat(
        &self,
        table: &JheTable,
        seat: &engine::table::Seat<engine::jhe::JackpotHoldEm>,
    ) -> Map<String, Value> {
        let mut out = Map::new();
        out.insert(
            "progressive_hand".into(),
            json!(table
                .progressive_hand(seat.number)
                .map(|h| evaluate(h).describe())),
        );
        out.insert(
            "wagers_cents".into(),
            JheWager::ALL
                .iter()
                .map(|&w| (w.code().to_string(), json!(seat.wagers.get(w).0)))
                .collect(),
        );
        out
    }

    fn meters(&self, meter: Option<MeterBank>) -> Value {
        meters(meter)
    }

    fn before_dealer(
        &self,
        round: &engine::table::Round<engine::jhe::JackpotHoldEm>,
    ) -> Vec<String> {
        vec![format!(
            "community: {}",
            card_names(&round.community).join(" ")
        )]
    }
}

/// A paytable's lines with their exact odds, as JSON.
fn lines_json(odds: &[engine::paytable::LineOdds]) -> Vec<Value> {
    odds.iter()
        .map(|l| json!({"hand": l.hand, "pay": l.pay.to_string(), "hands": l.hands, "probability": l.probability}))
        .collect()
}

/// The Player Bonus paytable's exact odds as JSON: it pays on the player's seven cards.
fn player_bonus_json(table: &engine::jhe::JhePaytable) -> Result<Value, String> {
    let o = engine::jhe::analysis::player_bonus_odds(table)?;
    Ok(json!({
        "paytable": table.title(), "over": "the best five of the player's seven cards (all C(52,7) hands)",
        "lines": lines_json(&o.lines), "losing_hands": o.losing_hands,
        "return_per_unit": { "numerator": o.return_numerator.to_string(), "denominator": o.denominator, "decimal": o.expected_return },
        "house_edge": o.house_edge, "hit_frequency": o.hit_frequency, "standard_deviation": o.standard_deviation,
    }))
}

/// A paytable's title and lines as text (the probability where the JSON has one).
fn push_lines(out: &mut String, table: &Value) {
    out.push_str(&format!("{}\n", table["paytable"].as_str().unwrap_or("")));
    for l in table["lines"].as_array().into_iter().flatten() {
        out.push_str(&format!(
            "  {:<40} {:<28}{}\n",
            l["hand"].as_str().unwrap_or(""),
            l["pay"].as_str().unwrap_or(""),
            l["probability"]
                .as_f64()
                .map(|p| format!("{p:.8}"))
                .unwrap_or_default()
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::commands::tests_support::run_words;
    use serde_json::Value;

    /// The shorter cards print with the engine's pinned exact fractions (each evaluated over
    /// every deal by `engine/tests/holdem_solver.rs`); the beginner's in at most five lines,
    /// the chart with its starting-hand grid.
    #[test]
    fn the_jackpot_holdem_card_prints_at_each_level() {
        use engine::jhe::levels::{BEGINNER_HOUSE_EDGE, CHART_HOUSE_EDGE};
        let v: serde_json::Value = serde_json::from_str(
            &run_words(&["strategy", "--game", "jhe", "--level", "beginner", "--json"]).unwrap(),
        )
        .unwrap();
        assert_eq!(v["game"], "jhe");
        assert_eq!(v["house_edge"]["numerator"], BEGINNER_HOUSE_EDGE.0);
        assert!(v["card"][0]["rules"].as_array().unwrap().len() <= 5);
        let chart = run_words(&["strategy", "--game", "jhe", "--level", "chart"]).unwrap();
        assert!(chart.contains("Decision 1: 3 = play 3×"), "{chart}");
        assert!(chart.contains(&format!(
            "(exact: {} / {})",
            CHART_HOUSE_EDGE.0, CHART_HOUSE_EDGE.1
        )));
        assert!(chart.contains("cost 0.9091%"), "{chart}");
    }

    #[test]
    fn a_seeded_jackpot_hold_em_round_is_complete_and_reproducible() {
        let words = [
            "round",
            "--game",
            "jhe",
            "--prog",
            "E",
            "--pb",
            "5",
            "--players",
            "4",
            "--seed",
            "11",
            "--strategy",
            "river",
            "--json",
        ];
        let out = run_words(&words).unwrap();
        assert_eq!(
            out,
            run_words(&words).unwrap(),
            "a seed deals the same round"
        );
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["community"].as_array().unwrap().len(), 5);
        assert_eq!(v["seats"].as_array().unwrap().len(), 4);
        assert_eq!(
            v["meters_before"].as_object().unwrap().len(),
            5,
            "Paytable E runs five meters"
        );
        // Every decision is at a point with 1, 3 or 5 cards showing.
        for d in v["decisions"].as_array().unwrap() {
            let shown = d["community_showing"].as_array().unwrap().len();
            let point = d["point"].as_u64().unwrap();
            assert_eq!(shown, [1, 3, 5][point as usize - 1]);
        }
        // Each seat's net is the sum of its settlements, every one cited to 001.
        for seat in v["seats"].as_array().unwrap() {
            let settled = seat["settled"].as_array().unwrap();
            let sum: i64 = settled
                .iter()
                .map(|w| w["net_cents"].as_i64().unwrap())
                .sum();
            assert_eq!(sum, seat["net_cents"].as_i64().unwrap());
            assert!(settled
                .iter()
                .all(|w| w["citation"].as_str().unwrap().starts_with("001")));
        }
    }

    #[test]
    fn paytables_give_the_player_bonus_edge_and_the_progressive_at_its_minimum_meters() {
        let out = run_words(&["paytables", "--game", "jhe", "--json"]).unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        let tables = v["paytables"].as_array().unwrap();
        assert_eq!(
            tables.len(),
            7,
            "X-tra Bonus A, Player Bonus A, Progressive A–E"
        );
        let pb = tables
            .iter()
            .find(|t| t["paytable"] == "MD Player Bonus A")
            .unwrap();
        assert_eq!(pb["return_per_unit"]["numerator"], "-4463500");
        let e = tables
            .iter()
            .find(|t| t["paytable"] == "MD Progressive E")
            .unwrap();
        assert!(
            e["net_return_at_minimum_meters"].as_f64().unwrap() > 0.1,
            "AMB-68: E favours the player"
        );
        let only = run_words(&["paytables", "--game", "jhe", "--wager", "pb"]).unwrap();
        assert!(only.starts_with("MD Player Bonus A") && !only.contains("Progressive"));
    }

    #[test]
    fn simulate_reports_each_wager_with_its_standard_error_and_is_reproducible() {
        let words = [
            "simulate",
            "--game",
            "jhe",
            "--rounds",
            "20000",
            "--pb",
            "5",
            "--prog",
            "C",
            "--seed",
            "3",
            "--threads",
            "1",
            "--json",
        ];
        let v: Value = serde_json::from_str(&run_words(&words).unwrap()).unwrap();
        let again: Value = serde_json::from_str(&run_words(&words).unwrap()).unwrap();
        assert_eq!(v["wagers"], again["wagers"], "a seed repeats the run");
        let names: Vec<&str> = v["wagers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["wager"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "Ante",
                "X-tra Bonus",
                "Play",
                "Player Bonus",
                "Progressive",
                "All wagers"
            ]
        );
        assert!(v["wagers"]
            .as_array()
            .unwrap()
            .iter()
            .all(|w| w["standard_error"].as_f64().unwrap() > 0.0));
    }

    #[test]
    fn a_hand_shows_its_poker_value_and_each_paytable_line() {
        let seven: Value = serde_json::from_str(
            &run_words(&["hand", "--game", "jhe", "As Ks Qs Js Ts 2c 3d", "--json"]).unwrap(),
        )
        .unwrap();
        assert_eq!(seven["category"], "Royal flush");
        let lines = seven["paytables"].as_array().unwrap();
        assert_eq!(
            lines.len(),
            2,
            "X-tra Bonus and Player Bonus on seven cards"
        );
        assert_eq!(lines[0]["line"], "Royal flush: 500 to 1");
        let five = run_words(&["hand", "--game", "jhe", "Ad Kd Qd Jd Td"]).unwrap();
        assert!(
            five.contains("MD Progressive A: Royal flush of diamonds: 100% of the Star meter"),
            "{five}"
        );
        assert!(run_words(&["hand", "--game", "jhe", "As Ks"])
            .unwrap_err()
            .contains("five to seven"));
    }

    #[test]
    fn sidebet_flags_progressive_e_at_the_minimums_and_shows_the_rejected_reading() {
        let out: Value =
            serde_json::from_str(&run_words(&["sidebet", "--game", "jhe", "--json"]).unwrap())
                .unwrap();
        let tables = out["paytables"].as_array().unwrap();
        assert_eq!(tables.len(), 5);
        for t in tables {
            let e = t["paytable"].as_str().unwrap().ends_with('E');
            assert_eq!(
                t["favours_player_at_minimums"],
                serde_json::json!(e),
                "{}",
                t["paytable"]
            );
            assert!(
                t["rejected_reading_best_five_of_seven"]["a_fixed_lines"]
                    .as_f64()
                    .unwrap()
                    > 1.0
            );
        }
        let pb = run_words(&["sidebet", "--game", "jhe", "--wager", "pb"]).unwrap();
        assert!(pb.contains("-4463500 / 133784560"), "{pb}");
        let err = |words: &[&str]| run_words(words).unwrap_err();
        assert!(err(&["sidebet", "--game", "jhe", "--paytable", "F"]).contains("A to E"));
        assert!(
            err(&["sidebet", "--game", "jhe", "--wager", "sfb"]).contains("High Card Flush wager")
        );
        assert!(err(&["sidebet", "--game", "jhe", "--meter", "5000"]).contains("named meters"));
    }

    /// `odds decide --game jhe --dead` at the river: with four cards dead the dealer's two come
    /// from the 41 left; the C(41, 2) = 820 dealer hands are settled here one by one.
    #[test]
    fn decide_with_dead_cards_at_the_river_matches_a_recount() {
        use engine::cards::{Card, CardSet};
        use engine::jhe::decision::{main_result, xtra_odds};
        let shown = engine::parse_cards("Ah Kh 7c 8c 9d 2s 2h").unwrap();
        let dead: CardSet = engine::parse_cards("Qc Jc Tc 5s")
            .unwrap()
            .into_iter()
            .collect();
        let v: Value = serde_json::from_str(
            &run_words(&[
                "decide",
                "--game",
                "jhe",
                "Ah Kh 7c 8c 9d 2s 2h",
                "--dead",
                "Qc Jc Tc 5s",
                "--json",
            ])
            .unwrap(),
        )
        .unwrap();
        let board: CardSet = shown[2..].iter().copied().collect();
        let player = engine::poker::evaluate(board.with(shown[0]).with(shown[1]));
        let table =
            engine::jhe::paytables::paytable(engine::jhe::JheWager::XtraBonus, "A").unwrap();
        let odds = xtra_odds(table, player);
        let rest: Vec<Card> = Card::deck()
            .filter(|c| !dead.contains(*c) && !shown.contains(c))
            .collect();
        let (mut play, mut hands) = (0i64, 0i64);
        for (i, &a) in rest.iter().enumerate() {
            for &b in &rest[i + 1..] {
                play += main_result(
                    player,
                    odds,
                    engine::poker::evaluate(board.with(a).with(b)),
                    1,
                );
                hands += 1;
            }
        }
        assert_eq!(hands, 820);
        assert_eq!(v["decision_point"], 3);
        assert_eq!(v["dead"].as_array().unwrap().len(), 4);
        let options = v["options"].as_array().unwrap();
        let value = |name: &str| {
            let o = options.iter().find(|o| o["action"] == name).unwrap();
            (
                o["ev_numerator"].as_i64().unwrap(),
                o["ev_denominator"].as_i64().unwrap(),
            )
        };
        assert_eq!(value("play 1×"), (play, hands));
        assert_eq!(value("fold"), (-2 * hands, hands));
    }

    #[test]
    fn decide_gives_exact_values_at_the_second_and_third_decisions() {
        let river = run_words(&["decide", "--game", "jhe", "Ah Kh 7c 8c 9d 2s 2h"]).unwrap();
        // A fold loses the Ante and X-tra Bonus against each of the 990 dealer hands.
        assert!(
            river.contains("fold       -2.000000 Antes (-1980 / 990)"),
            "{river}"
        );
        assert!(
            river.contains("play 1×") && river.contains("← best"),
            "{river}"
        );
        let flop: Value = serde_json::from_str(
            &run_words(&["decide", "--game", "jhe", "Ah Kh 7c 8c 9d", "--json"]).unwrap(),
        )
        .unwrap();
        assert_eq!(flop["decision_point"], 2);
        assert_eq!(flop["options"][0]["ev_denominator"], 1_070_190);
        // Decision 1 reads the shipped values (tied to a fresh solve, all 66,300 situations,
        // by engine/tests/holdem_solver.rs): the same two sums over 1,176 × 1,081 × 990 deals.
        let first: Value = serde_json::from_str(
            &run_words(&["decide", "--game", "jhe", "Ah Kh 7c", "--json"]).unwrap(),
        )
        .unwrap();
        let shipped = engine::jhe::optimal_tables::shipped_first_values();
        let (ah, kh, seven) = (12 + 26, 11 + 26, 5);
        let (play, check) = shipped.sums(ah, kh, seven).unwrap();
        assert_eq!(first["decision_point"], 1);
        assert_eq!(first["options"][0]["ev_numerator"], play);
        assert_eq!(first["options"][1]["ev_numerator"], check);
        assert_eq!(
            first["options"][0]["ev_denominator"],
            2 * 1_176 * 1_081 * 990_u64
        );
        assert_eq!(first["best"], "play 3×");
        let err = |words: &[&str]| run_words(words).unwrap_err();
        assert!(err(&["decide", "--game", "jhe", "Ah Ah 7c"]).contains("more than once"));
        assert!(err(&["decide", "--game", "jhe", "Ah Kh 7c 8c"]).contains("1, 3 or 5"));
        assert!(err(&["decide", "--game", "jhe", "Ah Kh Zz"]).contains("cannot read the cards"));
        // A custom X-tra Bonus copy for the exact analysis is read line by line.
        assert!(err(&["main-game", "--game", "jhe", "--xtra", "500,50,10"])
            .contains("--xtra: an X-tra Bonus table has 6 paying lines, not 3"));
        assert!(
            err(&["main-game", "--game", "jhe", "--xtra", "500,50,10,4,2,ten"])
                .contains("--xtra: 'ten' is not a whole number")
        );
        assert!(err(&[
            "main-game",
            "--game",
            "jhe",
            "--xtra",
            "500,50,10,4,2,99999"
        ])
        .contains("Straight: at most 10000 to 1"));
        assert!(err(&["main-game", "--game", "hcf", "--xtra", "1"]).contains("--xtra"));
        let card = run_words(&["strategy", "--game", "jhe"]).unwrap();
        assert!(
            card.contains("dealer outs") && card.contains("12058073689 / 496675179000"),
            "{card}"
        );
    }

    #[test]
    fn jackpot_hold_em_options_are_checked() {
        let err = |words: &[&str]| run_words(words).unwrap_err();
        assert!(err(&["round", "--game", "jhe", "--rules", "SD"])
            .contains("South Dakota has no Jackpot Hold 'Em"));
        assert_eq!(
            err(&["round", "--game", "jhe", "--fb", "A"]),
            "--fb is a High Card Flush option (--game hcf); this table does not take it"
        );
        assert!(err(&["round", "--game", "jhe", "--prog", "Z"]).contains("Paytable 'Z'"));
        assert!(err(&["round", "--game", "jhe", "--strategy", "best"])
            .contains("use optimal, always, river or simple"));
        assert!(err(&["main-game", "--game", "jhe", "--strategy", "bogus"])
            .contains("unknown strategy 'bogus'"));
        assert!(err(&["main-game", "--game", "jhe", "--rounds", "5"]).contains("--rounds"));
    }
}
