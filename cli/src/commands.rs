//! High Card Flush's subcommands, the [`GameCommands`] of `--game hcf` (the default). Each returns
//! the text to print, or a message for a usage error.

use crate::cli::{
    Ace, DecideArgs, HandArgs, MainGameArgs, PaytablesArgs, RoundArgs, RulesArgs, SidebetArgs,
    SimulateArgs, Wager,
};
use crate::games::GameCommands;
use crate::rounds::RoundPlayer;
use crate::trace_out::{simulate_out, SimRun};
use engine::cards::{format_cards, parse_exact, CardSet};
use engine::hcf::agent::HcfComputer;
use engine::hcf::flush::{arrange, best_flush, raise_limits};
use engine::hcf::paytables::{all_paytables, SideWager};
use engine::hcf::rules::HcfRules;
use engine::hcf::straight_flush::{straight_flushes, AceRule};
use engine::meters::MeterName;
use engine::strategy_level::StrategyLevel;
use engine::table::agent::Wagering;
use engine::{GameId, Jurisdiction};
use serde_json::{json, Map, Value};

/// High Card Flush on the command line, under each jurisdiction's rules.
pub struct HighCardFlush;

impl GameCommands for HighCardFlush {
    fn id(&self) -> GameId {
        GameId::HighCardFlush
    }

    fn own_options(&self) -> &'static [&'static str] {
        &["fb", "sfb", "sfb-bonus", "ace", "custom"]
    }

    fn hand(&self, args: &HandArgs, json: bool) -> Result<String, String> {
        let text = args.cards.join(" ");
        let cards = parse_exact(&text, 7).map_err(|e| format!("cannot read the hand: {e}"))?;
        let set: CardSet = cards.iter().copied().collect();
        let best = best_flush(set);
        let limits = raise_limits(best.value.len());
        let sf_high = straight_flushes(set, AceRule::HighOnly);
        let sf_low = straight_flushes(set, AceRule::LowOrHigh);
        if json {
            return Ok(json!({
                "cards": cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "best_flush": {
                    "length": best.value.len(),
                    "ranks": best.value.ranks().iter().map(|r| r.symbol().to_string()).collect::<Vec<_>>(),
                    "suit": best.suit.name(),
                    "description": best.value.describe(),
                },
                "dealer_qualifies": best.value.qualifies(),
                "raise_multiples": { "min": limits.min_multiple, "max": limits.max_multiple, "citation": limits.citation },
                "straight_flush": {
                    "ace_high_only": sf_high.longest,
                    "ace_low_or_high": sf_low.longest,
                    "nine_to_ace_six": sf_high.nine_to_ace_six,
                    "four_of_a_kind": sf_high.four_of_a_kind,
                },
            })
            .to_string());
        }
        let sf = |n: u8| {
            if n == 0 {
                "none".to_string()
            } else {
                format!("{n}-card")
            }
        };
        Ok(format!(
            "hand:              {}\nbest flush:        {} ({})\ndealer qualifies:  {}\nraise allowed:     {}× to {}× Ante  [{}]\nstraight flush:    {} with the ace high only (MD), {} with the ace low or high (MA, SD)\nfour of a kind:    {}",
            format_cards(&arrange(&cards)),
            best.value.describe(),
            best.suit.name(),
            if best.value.qualifies() { "yes" } else { "no" },
            limits.min_multiple,
            limits.max_multiple,
            limits.citation,
            sf(sf_high.longest),
            sf(sf_low.longest),
            if sf_high.four_of_a_kind { "yes" } else { "no" },
        ))
    }

    fn paytables(&self, args: &PaytablesArgs, json: bool) -> Result<String, String> {
        let jurisdiction = args.rules.rules;
        let wager = args
            .wager
            .map(|w| {
                side_wager(w).ok_or_else(|| format!("unknown wager '{w}' (use fb, sfb or prog)"))
            })
            .transpose()?;
        let tables: Vec<_> = all_paytables()
            .iter()
            .filter(|p| jurisdiction.is_none_or(|j| p.jurisdiction == j))
            .filter(|p| wager.is_none_or(|w| p.wager == w))
            .collect();
        if json {
            return serde_json::to_string_pretty(&tables).map_err(|e| e.to_string());
        }
        let mut out = String::new();
        for table in tables {
            let lines: Vec<String> = table
                .lines
                .iter()
                .map(|l| format!("{}: {}", l.hand.name(), l.pay))
                .collect();
            out.push_str(&format!("{:<32} {}\n", table.title(), lines.join("; ")));
        }
        Ok(out.trim_end().to_string())
    }

    fn rules(&self, args: &RulesArgs, json: bool) -> Result<String, String> {
        crate::trace_out::rules_out(&HcfRules::of(args.rules).summary(), json)
    }

    fn rounds(&self, args: &RoundArgs, json: bool) -> Result<Box<dyn RoundPlayer>, String> {
        Ok(Box::new(HcfRounds::new(args, json)?))
    }

    fn simulate(&self, args: &SimulateArgs, json: bool) -> Result<String, String> {
        use engine::hcf::simulate::simulate;
        let setup = crate::table_args::table_setup(&args.table, None)?.sim;
        let seed = crate::table_args::seed(args.table.seed)?;
        let (rounds, threads) = (args.rounds, args.threads());
        let report = simulate(&setup, rounds, seed, threads)?;
        let code = setup.config.jurisdiction.code();
        let fields = json!({
            "rules": code, "note": "Monte Carlo estimates; the Envy Bonus is counted with the Progressive",
        });
        let run = SimRun {
            seed,
            threads,
            players: setup.players,
            strategy: &setup.strategy.name(),
            rules: &format!("{code} rules"),
        };
        Ok(simulate_out(&report, &run, json, fields))
    }

    fn main_game(&self, args: &MainGameArgs, json: bool) -> Result<String, String> {
        let strategy = engine::hcf::decision::Strategy::parse(&args.strategy)?;
        let started = std::time::Instant::now();
        let a = engine::hcf::main_game::analyze_main_game(&strategy);
        let seconds = started.elapsed().as_secs_f64();
        let freq = a.action_frequencies();
        if json {
            return Ok(json!({
                "strategy": a.strategy,
                "return_per_ante": { "numerator": a.total_net.to_string(), "denominator": a.pairs.to_string(), "decimal": a.return_per_ante() },
                "house_edge": a.house_edge(),
                "element_of_risk": a.element_of_risk(),
                "average_wager": a.average_wager(),
                "standard_deviation": a.standard_deviation(),
                "action_frequencies": { "fold": freq[0], "raise_1x": freq[1], "raise_2x": freq[2], "raise_3x": freq[3] },
                "action_counts": a.action_counts,
                "seconds": seconds,
            })
            .to_string());
        }
        Ok(format!(
            "strategy:           {}\nhouse edge:         {:.6}% of the Ante (exact: {} / {})\nelement of risk:    {:.6}%\naverage wager:      {:.6} Antes\nstandard deviation: {:.6} Antes\nfold / raise 1× / 2× / 3×: {:.4}% / {:.4}% / {:.4}% / {:.4}%\ntime:               {:.3} s",
            a.strategy,
            100.0 * a.house_edge(),
            -a.total_net,
            a.pairs,
            100.0 * a.element_of_risk(),
            a.average_wager(),
            a.standard_deviation(),
            100.0 * freq[0],
            100.0 * freq[1],
            100.0 * freq[2],
            100.0 * freq[3],
            seconds
        ))
    }

    fn sidebet(&self, args: &SidebetArgs, json: bool) -> Result<String, String> {
        use engine::hcf::paytables::{paytables, Pay, PayLine};
        use engine::hcf::side_bets::{
            analyze_paytable, analyze_progressive, envy_value_per_other_player, facts_for,
            validate_custom_payout,
        };
        let started = std::time::Instant::now();
        let jurisdiction = args.rules.rules.unwrap_or(Jurisdiction::Maryland);
        let rules = HcfRules::of(jurisdiction);
        let wager = side_wager(args.wager.unwrap_or(Wager::Fb))
            .ok_or("unknown --wager for High Card Flush (use fb, sfb or prog; pb is Jackpot Hold 'Em's Player Bonus: add --game jhe)")?;
        let ace = match args.ace {
            None => rules.ace_rule.value,
            Some(Ace::High) => AceRule::HighOnly,
            Some(Ace::Low) => AceRule::LowOrHigh,
        };
        let mut tables: Vec<engine::hcf::paytables::Paytable> = match args.paytable.as_deref() {
            Some(label) => vec![engine::hcf::paytables::paytable(jurisdiction, wager, label)
                .ok_or_else(|| {
                    format!(
                        "{} has no {} paytable '{label}'",
                        jurisdiction.name(),
                        wager.name()
                    )
                })?
                .clone()],
            None => paytables(jurisdiction, wager).cloned().collect(),
        };
        if let Some(custom) = &args.custom {
            if wager == SideWager::Progressive {
                return Err(
                    "--custom takes \"to 1\" payouts: use it with --wager fb or sfb".into(),
                );
            }
            let base = tables.first().ok_or("no paytable to edit")?.clone();
            let values: Vec<u32> = custom
                .split(',')
                .map(validate_custom_payout)
                .collect::<Result<_, _>>()?;
            if values.len() != base.lines.len() {
                return Err(format!(
                    "--custom needs {} payouts, one per line of {}",
                    base.lines.len(),
                    base.title()
                ));
            }
            let mut table = base;
            table.label = format!("{} (custom)", table.label);
            table.origin = engine::hcf::paytables::Origin::Custom;
            table.warning = None;
            table.lines = table
                .lines
                .iter()
                .zip(values)
                .map(|(l, n)| PayLine {
                    hand: l.hand,
                    pay: Pay::ToOne(n),
                })
                .collect();
            tables = vec![table];
        }
        let facts = facts_for(ace);
        let meter = args.meter.map(|m| m.0 as f64 / 100.0);
        let mut results = Vec::new();
        for table in tables.iter().filter(|t| !t.needs_operator_amounts()) {
            if wager == SideWager::Progressive {
                let p = analyze_progressive(table, facts)?;
                let envy = envy_value_per_other_player(jurisdiction, &table.label, facts);
                results.push(json!({
                    "paytable": p.title, "ace_rule": ace.short(),
                    "lines": p.lines.iter().map(|l| json!({"hand": l.hand, "pay": l.pay.to_string(), "hands": l.hands, "probability": l.probability})).collect::<Vec<_>>(),
                    "losing_hands": p.losing_hands, "hands_total": engine::combinatorics::SEVEN_CARD_HANDS,
                    "return_per_unit": { "fixed": p.fixed, "per_meter_dollar": p.per_meter_dollar, "at_meter": meter.map(|m| p.return_at(m)) },
                    "break_even_meter": p.break_even_meter,
                    "if_fixed_prizes_read_to_1": { "fixed": p.fixed_if_to_one, "break_even_meter": p.break_even_meter_if_to_one },
                    "hit_frequency": p.hit_frequency, "full_meter_probability": p.full_meter_probability,
                    "envy_bonus_per_other_player": envy,
                }));
            } else {
                let analysis = analyze_paytable(table, facts)?;
                let o = &analysis.odds;
                results.push(json!({
                    "paytable": analysis.title, "ace_rule": ace.short(),
                    "lines": o.lines.iter().map(|l| json!({"hand": l.hand, "pay": l.pay.to_string(), "hands": l.hands, "probability": l.probability, "contribution": l.contribution})).collect::<Vec<_>>(),
                    "losing_hands": o.losing_hands,
                    "return_per_unit": { "numerator": o.return_numerator.to_string(), "denominator": o.denominator, "decimal": o.expected_return },
                    "house_edge": o.house_edge, "hit_frequency": o.hit_frequency, "standard_deviation": o.standard_deviation,
                    "top_prize_one_in": o.top_prize_one_in, "favours_player": o.favours_player,
                    "warning": table.warning,
                }));
            }
        }
        let seconds = started.elapsed().as_secs_f64();
        if json {
            return Ok(json!({ "rules": jurisdiction.code(), "wager": wager.name(), "paytables": results, "seconds": seconds }).to_string());
        }
        let mut out = String::new();
        for r in &results {
            out.push_str(&format!(
                "{} ({})\n",
                r["paytable"].as_str().unwrap_or(""),
                ace.short()
            ));
            for l in r["lines"].as_array().into_iter().flatten() {
                out.push_str(&format!(
                    "  {:<28} {:>22} {:>12} hands  p = {:.8}\n",
                    l["hand"].as_str().unwrap_or(""),
                    l["pay"].as_str().unwrap_or(""),
                    l["hands"],
                    l["probability"].as_f64().unwrap_or(0.0)
                ));
            }
            if wager == SideWager::Progressive {
                out.push_str(&format!(
                    "  return per $1: {:.6} + {:.3e} × meter; break-even meter ${:.0}; hit frequency {:.4}%\n",
                    r["return_per_unit"]["fixed"].as_f64().unwrap_or(0.0),
                    r["return_per_unit"]["per_meter_dollar"].as_f64().unwrap_or(0.0),
                    r["break_even_meter"].as_f64().unwrap_or(f64::NAN),
                    100.0 * r["hit_frequency"].as_f64().unwrap_or(0.0)
                ));
            } else {
                out.push_str(&format!(
                    "  house edge {:.4}%  hit frequency {:.4}%  sd {:.4}{}\n",
                    100.0 * r["house_edge"].as_f64().unwrap_or(0.0),
                    100.0 * r["hit_frequency"].as_f64().unwrap_or(0.0),
                    r["standard_deviation"].as_f64().unwrap_or(0.0),
                    if r["favours_player"] == true {
                        "  ** favours the player **"
                    } else {
                        ""
                    }
                ));
            }
        }
        out.push_str(&format!("{:.3} ms", seconds * 1000.0));
        Ok(out)
    }

    fn card_title(&self) -> &'static str {
        "High Card Flush"
    }

    fn level_card(&self, level: StrategyLevel) -> engine::strategy_level::LevelCard {
        engine::hcf::levels::level_card(level)
    }

    /// `odds strategy`: High Card Flush's strategy card, its exact house edge and its cost against
    /// optimal play (and the classic 10-8-6 threshold's, for comparison), over every hand.
    fn full_strategy(&self, json: bool) -> Result<String, String> {
        use engine::hcf::decision::{Strategy, CARD};
        use engine::hcf::main_game::{analyze_main_game, MainGameAnalysis};
        let optimal = analyze_main_game(&Strategy::Optimal);
        let card = analyze_main_game(&Strategy::Card);
        let threshold = analyze_main_game(&Strategy::ten_eight_six());
        let cost = |a: &MainGameAnalysis| a.house_edge() - optimal.house_edge();
        if json {
            return Ok(json!({
                "game": "hcf", "card": CARD,
                "house_edge": card.house_edge(), "optimal_house_edge": optimal.house_edge(),
                "cost_against_optimal": cost(&card),
                "exact": { "numerator": (-card.total_net).to_string(), "denominator": card.pairs.to_string() },
                "ten_eight_six_cost_against_optimal": cost(&threshold),
            })
            .to_string());
        }
        let mut out =
            String::from("High Card Flush strategy card (the main game, every jurisdiction)\n");
        for r in CARD {
            out.push_str(&format!("  • {r}\n"));
        }
        out.push_str(&format!(
            "house edge {:.5}% of the Ante (exact: {} / {}); optimal {:.5}%; cost {:.6}% (the simple 10-8-6 threshold costs {:.6}%)",
            100.0 * card.house_edge(),
            -card.total_net,
            card.pairs,
            100.0 * optimal.house_edge(),
            100.0 * cost(&card),
            100.0 * cost(&threshold)
        ));
        Ok(out)
    }

    fn decide(&self, args: &DecideArgs, json: bool) -> Result<String, String> {
        let text = args.cards.join(" ");
        let cards = parse_exact(&text, 7).map_err(|e| format!("cannot read the hand: {e}"))?;
        let started = std::time::Instant::now();
        let dead = args.dead_cards()?;
        let analysis =
            engine::hcf::decision::analyze_with_dead(cards.iter().copied().collect(), dead)?;
        let seconds = started.elapsed().as_secs_f64();
        let (best, _) = analysis.best();
        let dead_names: Vec<String> = dead.iter().map(|c| c.to_string()).collect();
        if json {
            return Ok(json!({
                "hand": cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "dead": dead_names,
                "best_flush": analysis.flush.describe(),
                "dealer_hands": analysis.counts.total,
                "dealer_counts": {
                    "not_qualifying": analysis.counts.not_qualifying, "qualifying_below": analysis.counts.qualifying_below,
                    "qualifying_equal": analysis.counts.qualifying_equal, "qualifying_above": analysis.counts.qualifying_above,
                },
                "options": analysis.options.iter().map(|(d, ev)| json!({
                    "action": d.to_string(), "ev_numerator": ev.numerator, "ev_denominator": ev.denominator, "ev": ev.value(),
                })).collect::<Vec<_>>(),
                "best": best.to_string(),
                "seconds": seconds,
            })
            .to_string());
        }
        let mut out = format!(
            "{}: {}\n",
            format_cards(&arrange(&cards)),
            analysis.flush.describe()
        );
        if !dead_names.is_empty() {
            out.push_str(&format!(
                "  dead cards (out of the dealer's reach): {}\n",
                dead_names.join(" ")
            ));
        }
        for (d, ev) in &analysis.options {
            out.push_str(&format!(
                "  {:<10} {:+.6} Antes ({} / {}){}\n",
                d.to_string(),
                ev.value(),
                ev.numerator,
                ev.denominator,
                if *d == best { "  ← best" } else { "" }
            ));
        }
        out.push_str(&format!("{:.3} ms", seconds * 1000.0));
        Ok(out)
    }
}

/// The High Card Flush wager a `--wager` code names.
fn side_wager(wager: Wager) -> Option<SideWager> {
    match wager {
        Wager::Fb => Some(SideWager::FlushBonus),
        Wager::Sfb => Some(SideWager::StraightFlushBonus),
        Wager::Prog => Some(SideWager::Progressive),
        Wager::Xtra | Wager::Pb => None,
    }
}

/// High Card Flush rounds at one table: the options checked, the players seated and their
/// wagers placed once; each round is played on a copy.
pub struct HcfRounds {
    seated: engine::hcf::table::Table,
    setup: engine::hcf::simulate::SimSetup,
    injected: Option<engine::table::dealer_mode::Injected>,
    json: bool,
}

impl HcfRounds {
    pub fn new(args: &RoundArgs, json: bool) -> Result<HcfRounds, String> {
        use engine::hcf::rules::WagerKind;
        use engine::hcf::table::Table;
        let crate::table_args::TableSetup { sim: setup, meter } =
            crate::table_args::table_setup(&args.table, args.round.boxes)?;
        let mut table = Table::new(setup.config.clone()).map_err(|e| e.to_string())?;
        if let (Some(meter), Some(m)) = (meter, table.meter.as_mut()) {
            m.set(MeterName::Main, meter);
        }
        let seating = crate::rounds::seating(
            setup.players,
            setup.config.max_boxes_per_player,
            setup.config.seats,
        )?;
        let fail = |e: engine::hcf::table::ActionError| e.to_string();
        let unit = setup.config.progressive.as_ref().map(|p| p.unit);
        for (seat, player) in seating {
            table.sit(seat, player).map_err(fail)?;
            let wagers = [
                (WagerKind::Ante, Some(setup.ante)),
                (WagerKind::FlushBonus, Some(setup.flush_bonus)),
                (
                    WagerKind::StraightFlushBonus,
                    Some(setup.straight_flush_bonus),
                ),
                (WagerKind::Progressive, unit.filter(|_| setup.progressive)),
            ];
            for (kind, amount) in wagers {
                if let Some(amount) = amount.filter(|a| a.0 > 0) {
                    table.set_wager(seat, kind, amount).map_err(fail)?;
                }
            }
        }
        let injected = crate::rounds::irregularity(args.round.irregularity.as_deref(), &table)?;
        Ok(HcfRounds {
            seated: table,
            setup,
            injected,
            json,
        })
    }
}

impl crate::rounds::RoundPlayer for HcfRounds {
    fn play(&mut self, seed: u64) -> Result<String, String> {
        let mut table = self.seated.clone();
        let player = HcfComputer::new(self.setup.strategy, Wagering::Placed);
        crate::rounds::play_seeded(&mut table, seed, self.injected, |_| player.clone())
            .map_err(|e| e.to_string())?;
        Ok(crate::rounds::print_round(
            self,
            &table,
            seed,
            self.injected,
            self.json,
        ))
    }
}

impl crate::rounds::PrintsRound<engine::hcf::table::HighCardFlush> for HcfRounds {
    const BEST: &'static str = "best_flush";
    const METERS: &'static str = "meter";

    fn title(&self) -> String {
        format!(
            "{} High Card Flush · strategy: {}",
            self.setup.config.jurisdiction.name(),
            self.setup.strategy.name()
        )
    }

    fn head(
        &self,
        _round: &engine::table::Round<engine::hcf::table::HighCardFlush>,
    ) -> Map<String, Value> {
        let mut head = Map::new();
        head.insert("rules".into(), json!(self.setup.config.jurisdiction.code()));
        head.insert("strategy".into(), json!(self.setup.strategy.name()));
        head
    }

    fn cards_text(&self, cards: &[engine::Card]) -> String {
        format_cards(&arrange(cards))
    }

    fn best(
        &self,
        _round: &engine::table::Round<engine::hcf::table::HighCardFlush>,
        cards: &[engine::Card],
    ) -> String {
        best_flush(cards.iter().copied().collect()).value.describe()
    }

    fn describe(
        &self,
        value: <engine::hcf::table::HighCardFlush as engine::table::Game>::HandValue,
    ) -> String {
        value.describe()
    }

    fn seat(
        &self,
        _table: &engine::hcf::table::Table,
        seat: &engine::table::Seat<engine::hcf::table::HighCardFlush>,
    ) -> Map<String, Value> {
        use engine::hcf::rules::WagerKind;
        let cents = |kind| json!(seat.wagers.get(kind).0);
        let mut out = Map::new();
        out.insert(
            "wagers_cents".into(),
            json!({
                "ante": cents(WagerKind::Ante), "raise": cents(WagerKind::Raise),
                "flush_bonus": cents(WagerKind::FlushBonus),
                "straight_flush_bonus": cents(WagerKind::StraightFlushBonus),
                "progressive": cents(WagerKind::Progressive),
            }),
        );
        out
    }

    fn meters(&self, meter: Option<engine::hcf::meter::Meter>) -> Value {
        json!(meter.map(|m| json!({
            "main_cents": m.get(MeterName::Main).0,
            "secondary_cents": m.get(MeterName::Secondary).0,
        })))
    }
}

#[cfg(test)]
mod tests {
    fn run_words(words: &[&str]) -> Result<String, String> {
        super::tests_support::run_words(words)
    }

    #[test]
    fn hand_reports_flush_qualifier_and_straight_flushes() {
        let out = run_words(&["hand", "Ah 2h 3h 4h Kd Qs 7c", "--json"]).unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["best_flush"]["length"], 4);
        assert_eq!(v["dealer_qualifies"], true);
        assert_eq!(v["straight_flush"]["ace_high_only"], 3);
        assert_eq!(v["straight_flush"]["ace_low_or_high"], 4);
        assert_eq!(v["raise_multiples"]["max"], 1);
    }

    /// `odds decide --dead`: with 30 of the 45 unseen cards dead the dealer's seven come from
    /// the 15 left, so every one of the C(15, 7) = 6,435 dealer hands is settled here one by one
    /// (C11: a dealer below the qualifier pays the Ante and pushes the Raise) and the printed
    /// exact values must be those sums.
    #[test]
    fn decide_with_dead_cards_matches_a_recount_of_every_dealer_hand() {
        use engine::cards::{Card, CardSet};
        use engine::hcf::flush::{flush_value, QUALIFIER};
        let hand: CardSet = engine::parse_cards("Qh Th 6h 3c 8d 9s Ks")
            .unwrap()
            .into_iter()
            .collect();
        let unseen: Vec<Card> = Card::deck().filter(|c| !hand.contains(*c)).collect();
        let (dead, rest) = unseen.split_at(30);
        let dead_text: Vec<String> = dead.iter().map(|c| c.to_string()).collect();
        let out = run_words(&[
            "decide",
            "Qh Th 6h 3c 8d 9s Ks",
            "--dead",
            &dead_text.join(" "),
            "--json",
        ])
        .unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let player = flush_value(hand);
        let (mut hands, mut raise1) = (0i64, 0i64);
        for mask in 0u32..1 << rest.len() {
            if mask.count_ones() != 7 {
                continue;
            }
            let dealer: CardSet = (0..rest.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| rest[i])
                .collect();
            let dealer = flush_value(dealer);
            hands += 1;
            raise1 += match dealer {
                d if d < QUALIFIER => 1,
                d if player > d => 2,
                d if player < d => -2,
                _ => 0,
            };
        }
        assert_eq!(hands, 6_435);
        assert_eq!(v["dead"].as_array().unwrap().len(), 30);
        assert_eq!(v["dealer_hands"], 6_435);
        let options = v["options"].as_array().unwrap();
        assert_eq!(options[0]["action"], "fold");
        assert_eq!(options[0]["ev_numerator"], -hands);
        assert_eq!(options[1]["action"], "raise 1×");
        assert_eq!(options[1]["ev_numerator"], raise1);
        assert_eq!(options[1]["ev_denominator"], hands);
        let err = run_words(&["decide", "Qh Th 6h 3c 8d 9s Ks", "--dead", "Qh"]).unwrap_err();
        assert!(err.contains("Qh"), "{err}");
    }

    #[test]
    fn the_strategy_card_states_its_exact_cost_against_optimal() {
        let v: serde_json::Value =
            serde_json::from_str(&run_words(&["strategy", "--json"]).unwrap()).unwrap();
        assert!(v["card"][2].as_str().unwrap().contains("T-9: one"));
        let cost = v["cost_against_optimal"].as_f64().unwrap();
        assert!((cost - 0.000_026_29).abs() < 1e-8, "{cost}");
        let classic = v["ten_eight_six_cost_against_optimal"].as_f64().unwrap();
        assert!((classic - 0.000_468_5).abs() < 1e-7, "{classic}");
    }

    /// Each level prints its rules and its exact figures: the beginner's card and the chart
    /// with the engine's pinned fractions (each walked over every hand by the engine's
    /// tests), the full card as before; an unknown level is refused by name.
    #[test]
    fn the_strategy_card_prints_at_each_level() {
        use engine::hcf::levels::{BEGINNER_HOUSE_EDGE, CHART_HOUSE_EDGE};
        let v: serde_json::Value = serde_json::from_str(
            &run_words(&["strategy", "--level", "beginner", "--json"]).unwrap(),
        )
        .unwrap();
        assert_eq!(v["level"], "beginner");
        assert_eq!(v["house_edge"]["numerator"], BEGINNER_HOUSE_EDGE.0);
        assert_eq!(v["house_edge"]["numerator"], 166_688_535_577_416u64);
        assert!(v["card"][0]["rules"].as_array().unwrap().len() <= 5);
        let cost = v["cost_against_optimal_percent"].as_f64().unwrap();
        assert!((cost - 0.0811).abs() < 0.0001, "{cost}");
        let chart = run_words(&["strategy", "--level", "chart"]).unwrap();
        assert!(
            chart.starts_with("High Card Flush strategy card — Chart"),
            "{chart}"
        );
        assert!(chart.contains("10-9 "), "{chart}");
        assert!(chart.contains(&format!(
            "(exact: {} / {})",
            CHART_HOUSE_EDGE.0, CHART_HOUSE_EDGE.1
        )));
        assert!(chart.contains("cost 0.0469%"), "{chart}");
        let full = run_words(&["strategy", "--level", "full"]).unwrap();
        assert_eq!(full, run_words(&["strategy"]).unwrap());
        let err = run_words(&["strategy", "--level", "expert"]).unwrap_err();
        assert!(
            err.contains("unknown strategy card level 'expert'"),
            "{err}"
        );
    }

    #[test]
    fn bad_input_gets_a_clear_message() {
        assert_eq!(
            run_words(&["hand", "Ah Zh"]).unwrap_err(),
            "cannot read the hand: 'Z' at character 4 is not a rank (use 2-9, 10 or T, J, Q, K, A)"
        );
        assert!(run_words(&["paytables", "--rules", "NV"])
            .unwrap_err()
            .contains("unknown rules"));
        assert!(run_words(&["frobnicate"])
            .unwrap_err()
            .contains("unrecognized subcommand 'frobnicate'"));
    }

    #[test]
    fn paytables_filter_by_jurisdiction_and_wager() {
        let out = run_words(&["paytables", "--rules", "SD", "--wager", "sfb", "--json"]).unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let labels: Vec<&str> = v
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels, ["1", "2", "3", "4", "6"]);
    }
}

#[cfg(test)]
mod round_tests {
    use super::tests_support::run_words;

    #[test]
    fn round_json_lists_cards_wagers_settlements_and_steps() {
        let words = [
            "round",
            "--rules",
            "MA",
            "--players",
            "3",
            "--fb",
            "A:5",
            "--prog",
            "A",
            "--seed",
            "11",
            "--json",
        ];
        let out = run_words(&words).unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["seed"], 11);
        let seats = v["seats"].as_array().unwrap();
        assert_eq!(seats.len(), 3);
        for seat in seats {
            assert_eq!(seat["cards"].as_array().unwrap().len(), 7);
            assert_eq!(seat["wagers_cents"]["ante"], 500);
            assert_eq!(seat["wagers_cents"]["progressive"], 100);
            let settled = seat["settled"].as_array().unwrap();
            assert!(settled
                .iter()
                .all(|s| !s["citation"].as_str().unwrap().is_empty()));
            let net: i64 = settled
                .iter()
                .map(|s| s["net_cents"].as_i64().unwrap())
                .sum();
            assert_eq!(net, seat["net_cents"].as_i64().unwrap());
        }
        assert_eq!(v["dealer"]["cards"].as_array().unwrap().len(), 7);
        assert!(v["meter_before"]["main_cents"].as_i64().unwrap() == 1_000_000);
        assert!(v["steps"].as_array().unwrap().len() > 10);
        // The same seed deals the same round.
        assert_eq!(out, run_words(&words).unwrap());
    }

    /// The audit found `meter_before` reporting the default seed when --meter was given, while
    /// the round itself was settled from the given meter.
    #[test]
    fn a_given_meter_is_the_meter_before_the_round() {
        for (rules, prog) in [("MD", "A"), ("MA", "A"), ("SD", "1")] {
            let out = run_words(&[
                "round", "--rules", rules, "--prog", prog, "--meter", "50000", "--seed", "1",
                "--json",
            ])
            .unwrap();
            let v: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(v["meter_before"]["main_cents"], 5_000_000, "{rules}");
        }
    }

    /// The Massachusetts optional payout limit (and an operator's higher Maryland limit) can be
    /// set, checked against the rules' minimum; South Dakota has none.
    #[test]
    fn a_payout_limit_is_set_within_the_rules() {
        let ma = run_words(&[
            "round",
            "--rules",
            "MA",
            "--payout-limit",
            "100",
            "--fb",
            "A:100",
            "--seed",
            "3",
        ]);
        assert!(ma.is_ok(), "{ma:?}");
        let md_low = run_words(&[
            "round",
            "--rules",
            "MD",
            "--payout-limit",
            "1000",
            "--seed",
            "3",
        ]);
        assert!(md_low.unwrap_err().contains("may not be set below $50,000"));
        assert!(run_words(&[
            "round",
            "--rules",
            "MD",
            "--payout-limit",
            "75000",
            "--seed",
            "3"
        ])
        .is_ok());
        let sd = run_words(&[
            "round",
            "--rules",
            "SD",
            "--payout-limit",
            "1000",
            "--seed",
            "3",
        ]);
        assert!(sd.unwrap_err().contains("no payout limit"));
    }

    #[test]
    fn simulate_reports_returns_with_standard_errors() {
        let out = run_words(&[
            "simulate",
            "--rounds",
            "20000",
            "--seed",
            "3",
            "--threads",
            "1",
            "--fb",
            "A",
            "--json",
        ])
        .unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let wagers = v["wagers"].as_array().unwrap();
        let names: Vec<&str> = wagers
            .iter()
            .map(|w| w["wager"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["Ante", "Raise", "Flush Bonus", "All wagers"]);
        assert!(wagers
            .iter()
            .all(|w| w["standard_error"].as_f64().unwrap() > 0.0));
        assert!(run_words(&["simulate", "--players", "9"])
            .unwrap_err()
            .contains("9 is not in 1..=6"));
        assert!(run_words(&["round", "--fb", "Z"])
            .unwrap_err()
            .contains("no Flush Bonus paytable 'Z'"));
    }
}

#[cfg(test)]
pub(crate) mod tests_support {
    pub use crate::cli::run_words;
}
