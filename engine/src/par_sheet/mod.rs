//! The operator's par sheet: every figure a manager or a regulator asks of one table as it is
//! configured (either game, any rule set, published or own paytables, the meters' rates and
//! resets, the payout limit, the seats and an expected mix of play), as plain data.
//!
//! Nothing here computes a figure differently from the explorer and the CLI: the side wagers'
//! lines come from the same exact analyses (`hcf::side_bets`, `jhe::analysis`), the main game's
//! house edges from the pinned exact fractions, High Card Flush's element of risk, average wager
//! and standard deviation from the sums of the walk `odds main-game` runs, pinned the same way. [`hold`] turns the figures
//! into the hold to expect over a period; [`packet`] makes them a verifiable JSON document.

pub mod folds;
pub mod hcf_joint;
mod hcf_seats;
pub mod hold;
pub mod jhe_main;
mod jhe_seats;
pub mod joint;
pub mod packet;
pub mod seats;
#[cfg(test)]
mod seats_sample;
pub mod signs;

use crate::hcf::config::{md_meter_minimum, TableConfig};
use crate::hcf::decision::{CARD_HOUSE_EDGE, OPTIMAL_HOUSE_EDGE as HCF_OPTIMAL};
#[cfg(doc)]
use crate::hcf::main_game::MainGameAnalysis;
use crate::hcf::paytables::SideWager;
#[cfg(test)]
use crate::hcf::rules::HcfRules;
use crate::hcf::rules::MeterModel;
use crate::hcf::side_bets::{analyze_paytable, analyze_progressive, facts_for};
use crate::holdem_solver::forward::ForwardSums;
use crate::holdem_solver::tally::ShowdownTally;
use crate::jhe::analysis::{player_bonus_odds, progressive_value};
use crate::jhe::config::JheConfig;
use crate::jhe::custom::JheCustomTable;
use crate::jhe::paytables::{meter_minimum, paytable as jhe_paytable, JhePaytable};
use crate::jhe::rules::JheWager;
#[cfg(test)]
use crate::jhe::strategy::{OPTIMAL_HOUSE_EDGE as JHE_OPTIMAL, SIMPLE_HOUSE_EDGE};
use crate::money::Cents;
use crate::paytable::{FixedOdds, LineOdds, Origin, Pay};
use serde::{Deserialize, Serialize};

/// The table as the operator runs it: one game's configuration (and Jackpot Hold 'Em's own
/// paytables, which its configuration does not hold).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum TableInputs {
    /// High Card Flush: the configuration names its jurisdiction, paytables, own copies,
    /// Progressive terms and payout limit.
    Hcf { config: TableConfig },
    /// Maryland Jackpot Hold 'Em: the configuration, and own copies of the X-tra Bonus, Player
    /// Bonus or Progressive tables played instead of the published ones they copy.
    Jhe {
        config: JheConfig,
        #[serde(default)]
        own: Vec<JheCustomTable>,
    },
}

impl TableInputs {
    /// The table's seats.
    pub fn seats(&self) -> u8 {
        match self {
            TableInputs::Hcf { config } => config.seats,
            TableInputs::Jhe { config, .. } => config.seats,
        }
    }
}

/// One wager in the expected mix of play: on what share of hands it is made, and its average
/// amount.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MixEntry {
    /// `ante` (the main game), `fb`, `sfb`, `prog` (High Card Flush) or `pb`, `prog` (Jackpot
    /// Hold 'Em).
    pub wager: String,
    /// Share of hands with this wager, in basis points (10,000 = every hand).
    pub share_bp: u32,
    /// The average amount when it is made (the Progressive: the table's unit).
    pub average: Cents,
}

/// Everything a par sheet is computed from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ParInputs {
    pub table: TableInputs,
    pub mix: Vec<MixEntry>,
    /// Player hands per hour at the table (every seat's hands counted).
    pub hands_per_hour: u32,
    /// Player hands in the period the hold band is for (a shift, a month, a year).
    pub period_hands: u64,
    /// Players in each round (1 to the seats): the seats of a round move together. Where the
    /// number varies, the band of its average is a little narrow (the factor is E[P(P − 1)] ÷
    /// E[P], which exceeds E[P] − 1 by Var(P) ÷ E[P]). Inputs from before it was asked (packets
    /// of layouts 1 to 3) read as 1.
    #[serde(default = "one_player")]
    pub players_per_round: u8,
}

fn one_player() -> u8 {
    1
}

/// An exact fraction, as the engine pins it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Exact {
    /// Negative when the player has the edge (an operator's own table may give it).
    pub numerator: i64,
    pub denominator: u64,
    pub decimal: f64,
}

impl Exact {
    fn of((numerator, denominator): (u64, u64)) -> Exact {
        Exact {
            numerator: numerator as i64,
            denominator,
            decimal: numerator as f64 / denominator as f64,
        }
    }

    /// A reduced signed fraction from the solver's 128-bit sums (every pinned one fits 64 bits).
    fn signed(numerator: i128, denominator: u128) -> Exact {
        Exact {
            numerator: numerator as i64,
            denominator: denominator as u64,
            decimal: numerator as f64 / denominator as f64,
        }
    }
}

/// The main game (Ante and what follows from it), per unit of Ante.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MainGameSheet {
    pub optimal_house_edge: Option<Exact>,
    pub card_house_edge: Option<Exact>,
    /// House edge per unit of all money wagered, under the strategy card.
    pub element_of_risk: Option<f64>,
    /// Every wager of the main game together, in Antes, under the strategy card.
    pub average_total_wager: Option<f64>,
    /// Of one round's net, in Antes, under the strategy card.
    pub standard_deviation: Option<f64>,
    /// Why a figure is absent.
    pub note: Option<String>,
}

/// One wager with its paytable's exact lines.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WagerSheet {
    /// The mix's code: `fb`, `sfb`, `prog`, `pb`.
    pub code: String,
    pub name: String,
    /// `MD Flush Bonus A`, or an own table's name.
    pub paytable: String,
    /// `published` or `own`.
    pub origin: String,
    pub lines: Vec<LineOdds>,
    pub losing_hands: u64,
    pub total_hands: u64,
    pub hit_frequency: f64,
    /// The player's net per unit wagered (the Progressive: in the long run, every contribution
    /// and reset paid back).
    pub expected_return: f64,
    pub house_edge: f64,
    /// Of one wager's net per unit (the Progressive: with every meter at its reset amount).
    pub standard_deviation: f64,
    /// The wager (the table's maximum) at which the payout limit caps a line, when it does:
    /// the figures are then that wager's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub capped_at: Option<Cents>,
    /// The player's net per unit when each line wins, as the figures above take it (a losing
    /// hand: −1): what the hold band pairs with the other wagers of the hand. Not a figure.
    #[serde(skip)]
    pub line_nets: Vec<f64>,
}

/// One meter of the Progressive as it is run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MeterSheet {
    pub meter: String,
    pub initial: Cents,
    pub reset: Cents,
    /// The rule's minimum initial and reset amount, where the rules set one.
    pub rule_minimum: Option<Cents>,
    /// Whether the initial and reset amounts reach it.
    pub meets_minimum: Option<bool>,
    /// Share of each wager added to it, in basis points.
    pub rate_bp: u32,
    /// The amount at which the wager returns 100 % (the other meters at their reset amounts).
    pub break_even: Option<f64>,
}

/// One line of the Progressive's paytable: how often it is won and how long between wins.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AwardSheet {
    pub hand: String,
    pub pay: String,
    pub probability: f64,
    /// Progressive wagers per award.
    pub one_in: Option<f64>,
    /// Player hands between awards at the mix's share of Progressive wagers.
    pub hands_between: Option<f64>,
    /// Hours between awards at the stated pace.
    pub hours_between: Option<f64>,
}

/// The Progressive's terms and long-run figures, per $1 wagered.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProgressiveSheet {
    pub paytable: String,
    pub unit: Cents,
    pub meters: Vec<MeterSheet>,
    pub fixed_return: f64,
    pub contributed: f64,
    pub reset_return: f64,
    pub return_to_player: f64,
    pub hold: f64,
    pub awards: Vec<AwardSheet>,
}

/// The par sheet of one table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ParSheet {
    pub title: String,
    pub seats: u8,
    /// The per-hand payout limit in force (never the Progressive's).
    pub payout_limit: Option<Cents>,
    pub main_game: MainGameSheet,
    pub wagers: Vec<WagerSheet>,
    pub progressive: Option<ProgressiveSheet>,
    /// Jackpot Hold 'Em's X-tra Bonus on its own, under optimal play (it is part of the main
    /// game, so not in the mix or the band as a wager of its own). Packet layout 2.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub xtra_bonus: Option<WagerSheet>,
    pub hold: hold::HoldBand,
    /// What a reader must know: assumptions and figures left out, each in a sentence.
    pub notes: Vec<String>,
}

/// High Card Flush's strategy card over every (player hand, dealer hand) pair, in Ante units:
/// Σ net, Σ wagered (Ante + Raise), Σ net², pairs. Pinned from the walk `odds main-game
/// --strategy card` runs (`hcf::main_game::analyze_main_game`, about a second natively, far
/// more in a phone's wasm), as the house edges are; `tests::the_pinned_card_sums_are_the_walks`
/// walks it again.
pub const HCF_CARD_SUMS: (i128, i128, i128, u128) = (
    -161_925_698_668_104,
    10_396_865_744_694_000,
    16_169_193_911_476_776,
    6_071_092_494_667_200,
);

/// The strategy card's element of risk, average total wager and standard deviation, by the
/// formulas of [`MainGameAnalysis`] on the pinned sums.
pub fn hcf_card_figures() -> (f64, f64, f64) {
    let (net, wagered, square, pairs) = HCF_CARD_SUMS;
    let mean = net as f64 / pairs as f64;
    (
        -(net as f64) / wagered as f64,
        wagered as f64 / pairs as f64,
        (square as f64 / pairs as f64 - mean * mean).sqrt(),
    )
}

fn origin_name(origin: &Origin) -> &'static str {
    match origin {
        Origin::Document(_) => "published",
        Origin::Custom => "own",
    }
}

fn fixed_sheet(code: &str, name: &str, title: String, origin: &str, odds: FixedOdds) -> WagerSheet {
    let line_nets = odds
        .lines
        .iter()
        .map(|l| match l.pay {
            Pay::ToOne(n) => n as f64,
            _ => 0.0,
        })
        .collect();
    WagerSheet {
        code: code.into(),
        name: name.into(),
        paytable: title,
        origin: origin.into(),
        total_hands: odds.denominator,
        lines: odds.lines,
        losing_hands: odds.losing_hands,
        hit_frequency: odds.hit_frequency,
        expected_return: odds.expected_return,
        house_edge: odds.house_edge,
        standard_deviation: odds.standard_deviation,
        capped_at: None,
        line_nets,
    }
}

/// The standard deviation of a net with these (probability, net) outcomes.
fn deviation(outcomes: impl Iterator<Item = (f64, f64)>) -> f64 {
    let (mut mean, mut square) = (0.0, 0.0);
    for (p, x) in outcomes {
        mean += p * x;
        square += p * x * x;
    }
    (square - mean * mean).max(0.0).sqrt()
}

fn mix_share(inputs: &ParInputs, code: &str) -> f64 {
    inputs
        .mix
        .iter()
        .find(|m| m.wager == code)
        .map_or(0.0, |m| m.share_bp as f64 / 10_000.0)
}

fn awards(lines: &[LineOdds], inputs: &ParInputs, meter_lines_only: bool) -> Vec<AwardSheet> {
    let share = mix_share(inputs, "prog");
    lines
        .iter()
        .filter(|l| !meter_lines_only || matches!(l.pay, Pay::MeterPercent { .. }))
        .map(|l| {
            let one_in = (l.probability > 0.0).then(|| 1.0 / l.probability);
            let hands_between = one_in.filter(|_| share > 0.0).map(|n| n / share);
            AwardSheet {
                hand: l.hand.clone(),
                pay: l.pay.to_string(),
                probability: l.probability,
                one_in,
                hands_between,
                hours_between: hands_between
                    .filter(|_| inputs.hands_per_hour > 0)
                    .map(|h| h / inputs.hands_per_hour as f64),
            }
        })
        .collect()
}

/// Refuses a mix that cannot be: an unknown wager, a share above every hand, a negative
/// amount, a Progressive amount other than the table's unit, or no main game.
fn check_mix(inputs: &ParInputs, codes: &[&str], unit: Option<Cents>) -> Result<(), String> {
    if inputs.hands_per_hour == 0 {
        return Err("the pace (hands per hour) must be at least 1".into());
    }
    if inputs.period_hands == 0 {
        return Err("the period must have at least one hand".into());
    }
    for (i, entry) in inputs.mix.iter().enumerate() {
        if !codes.contains(&entry.wager.as_str()) {
            return Err(format!(
                "the mix names '{}', which this table does not offer (it offers {})",
                entry.wager,
                codes.join(", ")
            ));
        }
        if inputs.mix[..i].iter().any(|m| m.wager == entry.wager) {
            return Err(format!("the mix names '{}' twice", entry.wager));
        }
        if entry.share_bp > 10_000 {
            return Err(format!(
                "the share of hands with '{}' is above 100 %",
                entry.wager
            ));
        }
        if entry.average.0 < 0 {
            return Err(format!("the average '{}' wager is below $0", entry.wager));
        }
        crate::money::check_table_amount("average wager", Some(entry.average))?;
        if entry.wager == "prog" {
            if let Some(unit) = unit.filter(|u| *u != entry.average) {
                return Err(format!(
                    "the Progressive wager is the table's unit, {unit}, not {}",
                    entry.average
                ));
            }
        }
    }
    match inputs.mix.iter().find(|m| m.wager == "ante") {
        Some(ante) if ante.share_bp == 10_000 && ante.average.0 > 0 => Ok(()),
        _ => Err("every hand has an Ante: the mix needs 'ante' on 100 % of hands with an average above $0".into()),
    }
}

/// The par sheet of a table, or why it cannot be computed (the message names the input). In
/// milliseconds: Jackpot Hold 'Em's main game with an own X-tra Bonus table is left out (see
/// [`par_sheet_solving`]).
pub fn par_sheet(inputs: &ParInputs) -> Result<ParSheet, String> {
    par_sheet_with(inputs, &OwnXtra::Unsolved)
}

/// The par sheet, and with `threads` Jackpot Hold 'Em's main game under an own X-tra Bonus
/// table solved too (a walk of every deal: 15–30 s natively on two threads).
pub fn par_sheet_solving(inputs: &ParInputs, threads: Option<usize>) -> Result<ParSheet, String> {
    par_sheet_with(inputs, &solve_own_xtra(inputs, threads)?)
}

/// Jackpot Hold 'Em's main game under the inputs' own X-tra Bonus table solved here on
/// `threads` threads (with the X-tra Bonus's own outcomes, a second walk); unsolved without
/// threads or without such a table. The only caller of the solver in the par sheet: the sheet
/// itself takes what was solved ([`par_sheet_with`]), so a page that solves in its workers
/// links no walk.
pub fn solve_own_xtra(inputs: &ParInputs, threads: Option<usize>) -> Result<OwnXtra, String> {
    let (Some(threads), TableInputs::Jhe { own, .. }) = (threads, &inputs.table) else {
        return Ok(OwnXtra::Unsolved);
    };
    let Some(mine) = own.iter().find(|t| t.wager == JheWager::XtraBonus) else {
        return Ok(OwnXtra::Unsolved);
    };
    let (optimal, card, tally) = jhe_main::solve_sums(&mine.paytable()?, threads)?;
    Ok(OwnXtra::Solved {
        optimal,
        card: Box::new(card),
        tally: Box::new(tally),
    })
}

/// How Jackpot Hold 'Em's main game under an own X-tra Bonus table is had.
#[derive(Clone, Debug, PartialEq)]
pub enum OwnXtra {
    /// Not solved: the main game's figures are left out.
    Unsolved,
    /// Solved for the inputs' own table — here ([`solve_own_xtra`]) or by the app's workers,
    /// which check the pays it was solved for ([`own_xtra_pays`]): the optimal player's and
    /// the strategy card's sums, and the optimal player's X-tra Bonus outcomes (the tally's
    /// walk) for the X-tra Bonus's own section.
    Solved {
        optimal: jhe_main::MainGameSums,
        /// The strategy card walked forwards: its sums, and by class for the hold band.
        card: Box<ForwardSums>,
        tally: Box<ShowdownTally>,
    },
}

/// The pays (to 1; royal flush, straight flush, four of a kind, full house, flush, straight:
/// `jhe::exact::xtra_bonus_copy`'s order) of the inputs' own X-tra Bonus table, if they have
/// one: what a main-game solve elsewhere is asked for. An error names what is wrong with it.
pub fn own_xtra_pays(inputs: &ParInputs) -> Result<Option<Vec<u32>>, String> {
    let TableInputs::Jhe { own, .. } = &inputs.table else {
        return Ok(None);
    };
    let Some(mine) = own.iter().find(|t| t.wager == JheWager::XtraBonus) else {
        return Ok(None);
    };
    let table = mine.paytable()?;
    let pays = jhe_main::xtra_pays(&table);
    // The solve elsewhere plays the copy of Paytable A with these pays: it must be this table.
    let copy = crate::jhe::exact::xtra_bonus_copy(&pays)?;
    let same = crate::poker::Category::ALL_HIGH_FIRST.into_iter().all(|c| {
        crate::jhe::decision::xtra_odds_of(&copy, c)
            == crate::jhe::decision::xtra_odds_of(&table, c)
    });
    if !same {
        return Err(format!(
            "the X-tra Bonus table '{}' pays a hand below a straight: the exact solve takes a straight or better only",
            mine.name
        ));
    }
    Ok(Some(pays))
}

/// The par sheet, with Jackpot Hold 'Em's main game under an own X-tra Bonus table had as
/// `own_xtra` says.
pub fn par_sheet_with(inputs: &ParInputs, own_xtra: &OwnXtra) -> Result<ParSheet, String> {
    par_sheet_in_layout(inputs, own_xtra, packet::VERSION)
}

/// [`par_sheet_with`] as a packet of `layout` holds it: before layout 3 the hold band took the
/// per-hand deviation at its upper bound (what the verifier recomputes for such a packet).
pub fn par_sheet_in_layout(
    inputs: &ParInputs,
    own_xtra: &OwnXtra,
    layout: u32,
) -> Result<ParSheet, String> {
    let seats = inputs.table.seats();
    if !(1..=seats).contains(&inputs.players_per_round) {
        return Err(format!(
            "players per round must be from 1 to the table's {seats} seats, not {}",
            inputs.players_per_round
        ));
    }
    let mut sheet = match &inputs.table {
        TableInputs::Hcf { config } => hcf_sheet(inputs, config, layout)?,
        TableInputs::Jhe { config, own } => jhe_sheet(inputs, config, own, own_xtra, layout)?,
    };
    if let Some(p) = sheet.progressive.as_ref().filter(|p| p.hold < 0.0) {
        // AMB-68: an analysis must flag a Progressive that pays back more than it takes.
        sheet.notes.push(format!(
            "Warning: at these meters, rates and resets the Progressive returns more than it takes in the long run (hold {:.4} %): the unit or the meters must be set higher for it to hold (AMB-68).",
            p.hold * 100.0
        ));
    }
    Ok(sheet)
}

fn hcf_sheet(inputs: &ParInputs, config: &TableConfig, layout: u32) -> Result<ParSheet, String> {
    let rules = config.validate().map_err(|r| r.to_string())?;
    let mut codes = vec!["ante"];
    let mut notes = Vec::new();
    let mut wagers = Vec::new();
    let facts = facts_for(rules.ace_rule.value);
    for (wager, code) in [
        (SideWager::FlushBonus, "fb"),
        (SideWager::StraightFlushBonus, "sfb"),
    ] {
        let Some(table) = config.paytable(wager) else {
            continue;
        };
        codes.push(code);
        let odds = analyze_paytable(&table, facts)?;
        wagers.push(fixed_sheet(
            code,
            wager.name(),
            table.title(),
            origin_name(&table.origin),
            odds.odds,
        ));
    }
    let progressive = match (&config.progressive, config.paytable(SideWager::Progressive)) {
        (Some(p), Some(table)) => {
            codes.push("prog");
            let mut odds = analyze_progressive(&table, facts)?;
            if !rules.progressive_live_on_fold.value {
                // A folded hand cannot win it: only the hands the strategy card raises count.
                let folded = folds::folded_line_hands(&table, rules.ace_rule.value);
                let counts: Vec<u64> = odds
                    .lines
                    .iter()
                    .zip(&folded)
                    .map(|(l, f)| l.hands - f)
                    .collect();
                let losing = odds.losing_hands + folded.iter().sum::<u64>();
                odds = crate::hcf::side_bets::progressive_from_counts(
                    &table,
                    rules.ace_rule.value,
                    &counts,
                    losing,
                )?;
            }
            let unit = crate::hcf::side_bets::dollars(p.unit);
            let (rate_bp, casino_reset, minimum) = match rules.meter.value {
                MeterModel::OperatorSeedWithMinimum => {
                    (p.main_rate_bp, p.reset, md_meter_minimum(&p.label))
                }
                MeterModel::MainAndSecondary { start } => (
                    p.main_rate_bp + p.secondary_rate_bp,
                    Cents::ZERO,
                    Some(start),
                ),
                MeterModel::SeedPlusReserve => (p.main_rate_bp, p.reset, None),
            };
            let rate = rate_bp as f64 / 10_000.0;
            let reset_dollars = crate::hcf::side_bets::dollars(casino_reset);
            let long_run = odds.long_run_return(rate, reset_dollars);
            // The meter after a 100 % award (Massachusetts: the secondary meter, taken at the
            // start amount, since what it holds then depends on play).
            let reset_meter = crate::hcf::side_bets::dollars(match rules.meter.value {
                MeterModel::MainAndSecondary { start } => start,
                _ => p.reset,
            });
            // Per $1: the fixed prizes are per $1 (AMB-12), a meter share is of the meter.
            let outcomes = odds.lines.iter().map(|l| {
                let won = match l.pay {
                    Pay::Fixed(c) => crate::hcf::side_bets::dollars(c),
                    Pay::MeterPercent { percent, .. } => {
                        reset_meter / unit * percent as f64 / 100.0
                    }
                    _ => 0.0,
                };
                won - 1.0
            });
            let line_nets: Vec<f64> = outcomes.collect();
            let losing = (
                odds.losing_hands as f64 / crate::combinatorics::SEVEN_CARD_HANDS as f64,
                -1.0,
            );
            let outcomes = odds
                .lines
                .iter()
                .map(|l| l.probability)
                .zip(line_nets.clone());
            let deviation = deviation(outcomes.chain([losing]));
            wagers.push(WagerSheet {
                code: "prog".into(),
                name: SideWager::Progressive.name().into(),
                paytable: table.title(),
                origin: origin_name(&table.origin).into(),
                lines: odds.lines.clone(),
                losing_hands: odds.losing_hands,
                total_hands: crate::combinatorics::SEVEN_CARD_HANDS,
                hit_frequency: odds.hit_frequency,
                expected_return: long_run,
                house_edge: -long_run,
                standard_deviation: deviation,
                capped_at: None,
                line_nets,
            });
            let meets = minimum.map(|m| {
                p.seed >= m
                    && (casino_reset >= m
                        || matches!(rules.meter.value, MeterModel::MainAndSecondary { .. }))
            });
            let meter = MeterSheet {
                meter: "meter".into(),
                initial: p.seed,
                reset: if matches!(rules.meter.value, MeterModel::MainAndSecondary { .. }) {
                    Cents::ZERO
                } else {
                    p.reset
                },
                rule_minimum: minimum,
                meets_minimum: meets,
                rate_bp,
                break_even: odds.break_even_meter.map(|m| m * unit),
            };
            if matches!(rules.meter.value, MeterModel::MainAndSecondary { .. }) {
                notes.push("Massachusetts: a 100 % award resets the main meter to the secondary meter (funded by the wagers), so the casino funds no reset (003 §11(f)).".into());
            }
            if !rules.progressive_live_on_fold.value {
                notes.push(format!(
                    "A player who folds cannot win the Progressive here ({}): its lines count only the hands the strategy card raises; a hand the card folds loses the Progressive wager, whatever it holds.",
                    rules.progressive_live_on_fold.citation
                ));
            }
            notes.push("High Card Flush's Envy Bonus depends on the other players' hands and is not in these figures.".into());
            Some(ProgressiveSheet {
                paytable: table.title(),
                unit: p.unit,
                meters: vec![meter],
                fixed_return: odds.fixed + 1.0,
                contributed: rate,
                reset_return: odds.full_meter_probability * reset_dollars,
                return_to_player: 1.0 + long_run,
                hold: odds.long_run_hold(rate, reset_dollars),
                awards: awards(&odds.lines, inputs, false),
            })
        }
        _ => None,
    };
    check_mix(inputs, &codes, config.progressive.as_ref().map(|p| p.unit))?;
    let (element_of_risk, average_total_wager, standard_deviation) = hcf_card_figures();
    let main_game = MainGameSheet {
        optimal_house_edge: Some(Exact::of(HCF_OPTIMAL)),
        card_house_edge: Some(Exact::of(CARD_HOUSE_EDGE)),
        element_of_risk: Some(element_of_risk),
        average_total_wager: Some(average_total_wager),
        standard_deviation: Some(standard_deviation),
        note: None,
    };
    let payout_limit = config.effective_payout_limit(&rules);
    let joint = (layout >= 3).then(|| {
        hcf_joint::hcf_joint(
            rules.ace_rule.value,
            &hcf_joint::HcfSides {
                flush: config.paytable(SideWager::FlushBonus).as_ref(),
                straight_flush: config.paytable(SideWager::StraightFlushBonus).as_ref(),
                progressive: config
                    .progressive
                    .as_ref()
                    .and(config.paytable(SideWager::Progressive).as_ref())
                    .map(|t| (t, rules.progressive_live_on_fold.value)),
            },
        )
    });
    let seats = (layout >= 4).then(|| hcf_joint::hcf_seats(rules.ace_rule.value));
    let hold = band_at_the_mix(
        inputs,
        &main_game,
        &wagers,
        payout_limit,
        joint.as_ref(),
        seats,
    )?;
    notes.extend(apply_payout_limit(
        &mut wagers,
        |_| Some(config.side_max),
        payout_limit,
        "AMB-16",
    ));
    if joint.is_some() && layout == 3 {
        notes.push(seats_note("the dealer's hand", "0.019 ± 0.002", "5 %"));
    }
    let title = format!(
        "High Card Flush — {} (hcf-{})",
        config.jurisdiction.name(),
        config.jurisdiction.code()
    );
    Ok(ParSheet {
        title,
        seats: config.seats,
        payout_limit,
        main_game,
        wagers,
        progressive,
        xtra_bonus: None,
        hold,
        notes,
    })
}

/// What a band of layout 3 left out (it counted hands as independent; word for word, so its
/// packets still verify): the seats of one round share `what`; `correlation` as a simulation
/// of 400,000 rounds of two seats with every wager but the Progressive measured it then, and
/// how much wider the band of a six-player round is then (√(1 + 5ρ)). Layout 4 counts the seats
/// in the band ([`seats`]).
fn seats_note(what: &str, correlation: &str, wider: &str) -> String {
    format!("The hold band counts hands as independent, but the seats of one round share {what}: measured by simulation, two seats' results correlate {correlation} (400,000 rounds), so where six players play every round the true 95 % band of win is about {wider} wider than the one shown.")
}

/// The hold band with each wager's lines capped by the payout limit at the mix's average
/// amount of it (the wager the band models), not at the table maximum the sheet shows.
fn band_at_the_mix(
    inputs: &ParInputs,
    main_game: &MainGameSheet,
    wagers: &[WagerSheet],
    limit: Option<Cents>,
    joint: Option<&joint::Joint>,
    seats: Option<&seats::SeatPairs>,
) -> Result<hold::HoldBand, String> {
    let mut at_average = wagers.to_vec();
    let average = |code: &str| {
        inputs
            .mix
            .iter()
            .find(|m| m.wager == code)
            .map(|m| m.average)
    };
    apply_payout_limit(&mut at_average, average, limit, "");
    hold::hold_band(inputs, main_game, &at_average, joint, seats)
}

/// The payout limit applied to the fixed-odds wagers it caps (High Card Flush: the Flush Bonus
/// and Straight Flush Bonus, AMB-16; Jackpot Hold 'Em: the Player Bonus, AMB-82; never the
/// Progressive): a line whose pay at the table's maximum wager `most` exceeds the limit pays
/// only the limit there, so the wager's figures are recomputed at that wager with the line
/// capped. Returns the notes saying what was capped (or that no limit is in force).
fn apply_payout_limit(
    wagers: &mut [WagerSheet],
    most: impl Fn(&str) -> Option<Cents>,
    limit: Option<Cents>,
    rule: &str,
) -> Vec<String> {
    let Some(limit) = limit else {
        return vec!["No payout limit is in force.".into()];
    };
    let mut notes = Vec::new();
    for w in wagers.iter_mut().filter(|w| w.code != "prog") {
        let Some(most) = most(&w.code).filter(|m| m.0 > 0) else {
            continue;
        };
        // The most a line may pay per unit at the maximum wager, "to 1".
        let ceiling = limit.0 as f64 / most.0 as f64;
        let capped: Vec<String> = w
            .lines
            .iter()
            .filter(|l| matches!(l.pay, Pay::ToOne(n) if n as f64 > ceiling))
            .map(|l| l.hand.clone())
            .collect();
        if capped.is_empty() {
            continue;
        }
        let total = w.total_hands as f64;
        let (mut mean, mut square) = (-(w.losing_hands as f64), w.losing_hands as f64);
        for (line, net) in w.lines.iter_mut().zip(w.line_nets.iter_mut()) {
            let Pay::ToOne(n) = line.pay else { continue };
            let paid = (n as f64).min(ceiling);
            *net = paid;
            line.contribution = line.probability * paid;
            mean += line.hands as f64 * paid;
            square += line.hands as f64 * paid * paid;
        }
        mean /= total;
        w.expected_return = mean;
        w.house_edge = -mean;
        w.standard_deviation = (square / total - mean * mean).max(0.0).sqrt();
        w.capped_at = Some(most);
        notes.push(format!(
            "The payout limit of {limit} caps the {} at its table maximum of {most}: {} pay at most {limit} ({ceiling:.2} to 1 at that wager), so its contributions, return, house edge and standard deviation are those of a {most} wager (smaller wagers are capped less or not at all; the hold band caps at the mix's average amount). The limit caps a hand's aggregate payout ({}); each wager is capped alone here, so a hand that also wins its main-game wagers may be capped a little more.",
            w.name,
            capped.join(", "),
            rule
        ));
    }
    notes
}

fn jhe_table(own: &[JheCustomTable], wager: JheWager, label: &str) -> Result<JhePaytable, String> {
    if let Some(mine) = own.iter().find(|t| t.wager == wager) {
        return mine.paytable();
    }
    jhe_paytable(wager, label)
        .cloned()
        .ok_or_else(|| format!("there is no {} paytable '{label}'", wager.name()))
}

/// The main game's note when it was solved for an own X-tra Bonus table.
fn own_xtra_note(name: &str) -> String {
    format!("Ante, X-tra Bonus ({name}) and Play together, solved over every deal for this X-tra Bonus table: the optimal player's decisions are this table's; the strategy card is played as printed.")
}

fn jhe_sheet(
    inputs: &ParInputs,
    config: &JheConfig,
    own: &[JheCustomTable],
    own_xtra: &OwnXtra,
    layout: u32,
) -> Result<ParSheet, String> {
    config
        .validate(&crate::jhe::rules::JheRules::maryland())
        .map_err(|r| r.to_string())?;
    for (i, mine) in own.iter().enumerate() {
        if own[..i].iter().any(|t| t.wager == mine.wager) {
            return Err(format!("two own {} tables: play one", mine.wager.name()));
        }
    }
    let mut codes = vec!["ante"];
    let mut wagers = Vec::new();
    let mut notes = Vec::new();
    if config.player_bonus.is_some() {
        codes.push("pb");
        let table = jhe_table(own, JheWager::PlayerBonus, "A")?;
        let odds = player_bonus_odds(&table)?;
        wagers.push(fixed_sheet(
            "pb",
            JheWager::PlayerBonus.name(),
            table.title(),
            origin_name(&table.origin),
            odds,
        ));
    }
    let progressive = match &config.progressive {
        Some(p) => {
            codes.push("prog");
            let table = jhe_table(own, JheWager::Progressive, &p.label)?;
            let value = progressive_value(&table);
            let long = value.long_run(&p.meters)?;
            let unit = p.unit.0 as f64 / 100.0;
            let resets: Vec<_> = p
                .meters
                .iter()
                .map(|m| (m.meter, m.reset.0 as f64 / 100.0 / unit))
                .collect();
            let meters = p
                .meters
                .iter()
                .map(|m| {
                    let minimum = meter_minimum(&p.label, m.meter).map(|(c, _)| c);
                    MeterSheet {
                        meter: m.meter.name().into(),
                        initial: m.initial,
                        reset: m.reset,
                        rule_minimum: minimum,
                        meets_minimum: minimum.map(|min| m.initial >= min && m.reset >= min),
                        rate_bp: m.rate_bp,
                        break_even: value.break_even(m.meter, &resets).map(|d| d * unit),
                    }
                })
                .collect();
            let total = crate::combinatorics::FIVE_CARD_HANDS;
            let won: u64 = value.lines.iter().map(|l| l.hands).sum();
            let outcomes = value.lines.iter().map(|l| {
                let paid = match l.pay {
                    Pay::ForOne(n) => n as f64,
                    Pay::MeterPercent { meter, percent } => {
                        resets
                            .iter()
                            .find(|(m, _)| *m == meter)
                            .map_or(0.0, |(_, d)| *d)
                            * percent as f64
                            / 100.0
                    }
                    _ => 0.0,
                };
                paid - 1.0
            });
            let line_nets: Vec<f64> = outcomes.collect();
            let outcomes = value
                .lines
                .iter()
                .map(|l| l.probability)
                .zip(line_nets.clone());
            let losing = ((total - won) as f64 / total as f64, -1.0);
            let net = long.return_to_player - 1.0;
            wagers.push(WagerSheet {
                code: "prog".into(),
                name: JheWager::Progressive.name().into(),
                paytable: table.title(),
                origin: origin_name(&table.origin).into(),
                lines: value.lines.clone(),
                losing_hands: total - won,
                total_hands: total,
                hit_frequency: value.hit_frequency,
                expected_return: net,
                house_edge: -net,
                standard_deviation: deviation(outcomes.chain([losing])),
                capped_at: None,
                line_nets,
            });
            Some(ProgressiveSheet {
                paytable: table.title(),
                unit: p.unit,
                meters,
                fixed_return: long.fixed_return,
                contributed: long.contributed,
                reset_return: long.reset_return,
                return_to_player: long.return_to_player,
                hold: long.hold,
                awards: awards(&value.lines, inputs, false),
            })
        }
        None => None,
    };
    check_mix(inputs, &codes, config.progressive.as_ref().map(|p| p.unit))?;
    let mine = own.iter().find(|t| t.wager == JheWager::XtraBonus);
    let (main_game, xtra_bonus) = match (mine, own_xtra) {
        (None, _) => (
            jhe_main::main_game_sheet(
                &jhe_main::OPTIMAL_SUMS,
                &jhe_main::CARD_SUMS,
                "Ante, X-tra Bonus and Play together, over every deal: the house edges are the exact solve's, the element of risk, average wager and standard deviation the strategy card's (pinned from the solver's walk).".into(),
            ),
            Some(jhe_main::xtra_sheet(
                &jhe_table(own, JheWager::XtraBonus, "A")?,
                &jhe_main::OPTIMAL_XTRA,
            )),
        ),
        (
            Some(mine),
            OwnXtra::Solved {
                optimal,
                card,
                tally,
            },
        ) => (
            jhe_main::main_game_sheet(
                optimal,
                &jhe_main::MainGameSums::of_forward(card),
                own_xtra_note(&mine.name),
            ),
            Some(jhe_main::xtra_sheet(&mine.paytable()?, tally)),
        ),
        // The note is a figure of the packet, kept word for word so packets made before still
        // verify (the page's own text says the X-tra Bonus's section is solved there too now).
        (Some(_), _) => (
            MainGameSheet {
                optimal_house_edge: None,
                card_house_edge: None,
                element_of_risk: None,
                average_total_wager: None,
                standard_deviation: None,
                note: Some("An own X-tra Bonus table changes the main game's decisions: its figures need a full solve of every deal — on this page “Solve the main game on this device” (the app's workers, a few minutes), or `odds par-sheet` natively (15–30 s, then a second walk for the X-tra Bonus's own section, which only the CLI runs).".into()),
            },
            None,
        ),
    };
    let payout_limit = config.payout_limit;
    // The strategy card's classes: pinned with X-tra Bonus Paytable A, walked for an own table
    // (unsolved: no main game, so the band keeps the bound and says so).
    let card = match (mine, own_xtra) {
        (None, _) => Some(&jhe_main::JHE_CARD_FORWARD),
        (Some(_), OwnXtra::Solved { card, .. }) => Some(card.as_ref()),
        _ => None,
    };
    let joint = match (layout >= 3, card) {
        (true, Some(card)) => Some(jhe_main::jhe_joint(
            card,
            config
                .player_bonus
                .map(|_| jhe_table(own, JheWager::PlayerBonus, "A"))
                .transpose()?
                .as_ref(),
            config
                .progressive
                .as_ref()
                .map(|p| jhe_table(own, JheWager::Progressive, &p.label))
                .transpose()?
                .as_ref(),
        )),
        _ => None,
    };
    // The seats' data is the strategy card's with X-tra Bonus Paytable A (or an own table that
    // pays as it does).
    let as_published = match mine {
        None => true,
        Some(_) => own_xtra_pays(inputs)?.is_some_and(|p| jhe_main::pays_as_published(&p)),
    };
    let seats = (layout >= 4 && as_published).then_some(&jhe_main::JHE_SEATS);
    if layout >= 4 && !as_published && joint.is_some() {
        notes.push("The hold band counts this table's hands as independent: the seats of one round move together (they share the dealer's hand and the board), and the simulation that measures how much is of the strategy card with the published X-tra Bonus table, not this one.".into());
    }
    let hold = band_at_the_mix(
        inputs,
        &main_game,
        &wagers,
        payout_limit,
        joint.as_ref(),
        seats,
    )?;
    notes.extend(apply_payout_limit(
        &mut wagers,
        |code| {
            config
                .player_bonus
                .filter(|_| code == "pb")
                .map(|(_, most)| most)
        },
        payout_limit,
        "AMB-82",
    ));
    if joint.is_some() && layout == 3 {
        notes.push(seats_note(
            "the dealer's hand and the board",
            "0.136 ± 0.002",
            "30 %",
        ));
    }
    notes
        .push("The payout limit never applies to the Progressive (001 Ch.12 F(2); AMB-82).".into());
    Ok(ParSheet {
        title: "Jackpot Hold 'Em — Maryland (jhe-MD)".into(),
        seats: config.seats,
        payout_limit,
        main_game,
        wagers,
        progressive,
        xtra_bonus,
        hold,
        notes,
    })
}

/// A table's usual inputs: every hand an Ante of $10, half the hands a $5 Flush Bonus or
/// Player Bonus, a third a $5 Straight Flush Bonus, a fifth the Progressive; six players a
/// round (or every seat of a smaller table), 180 hands an hour (six seats, 30 rounds), a month
/// of 8-hour days.
pub fn usual_inputs(table: TableInputs) -> ParInputs {
    let mut mix = vec![MixEntry {
        wager: "ante".into(),
        share_bp: 10_000,
        average: Cents::dollars(10),
    }];
    let side = |code: &str, share_bp| MixEntry {
        wager: code.into(),
        share_bp,
        average: Cents::dollars(5),
    };
    let unit = match &table {
        TableInputs::Hcf { config } => {
            if config.flush_bonus.is_some() {
                mix.push(side("fb", 5_000));
            }
            if config.straight_flush_bonus.is_some() {
                mix.push(side("sfb", 3_300));
            }
            config.progressive.as_ref().map(|p| p.unit)
        }
        TableInputs::Jhe { config, .. } => {
            if config.player_bonus.is_some() {
                mix.push(side("pb", 5_000));
            }
            config.progressive.as_ref().map(|p| p.unit)
        }
    };
    if let Some(unit) = unit {
        mix.push(MixEntry {
            wager: "prog".into(),
            share_bp: 2_000,
            average: unit,
        });
    }
    let players_per_round = table.seats().min(6);
    ParInputs {
        table,
        mix,
        hands_per_hour: 180,
        period_hands: 180 * 8 * 30,
        players_per_round,
    }
}

#[cfg(test)]
mod tests;
