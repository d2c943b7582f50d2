//! The hold to expect: from each wager's exact mean and standard deviation per unit, the mix's
//! share of hands and average amounts, the house's expected win per hand and over a period, and
//! the 95 % band of win and of hold (win ÷ the amount wagered) by the normal approximation
//! (a period's win is a sum of thousands of independent hands).
//!
//! The wagers of one hand are not independent (a long flush wins the Ante and the Flush Bonus
//! together): the per-hand variance takes every covariance from the exact joint distribution
//! of one hand ([`super::joint`]: the main game's result over each class of hands the side
//! wagers read). Packets of layouts 1 and 2, made before, took the per-hand standard deviation
//! at its upper bound, the sum of the wagers' (their correlation at its most); they are
//! recomputed so, and a table whose joint is not pinned (an own X-tra Bonus table) is too.
//!
//! The seats of one round share the dealer's hand (and in Jackpot Hold 'Em the board): with
//! several players a round, the band adds the covariance of two seats ([`super::seats`]) for
//! each other player. Packets of layout 3 counted hands as independent and are recomputed so.

use super::joint::Joint;
use super::seats::{SeatPairs, SeatPart};
use super::{MainGameSheet, ParInputs, WagerSheet};
use serde::Serialize;

/// The two-sided 95 % point of the standard normal distribution.
pub const Z95: f64 = 1.959_963_984_540_054;

/// One wager's part of a hand, in cents.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HoldPart {
    pub wager: String,
    /// Amount wagered per hand on average (share × average amount × the main game's average
    /// total wager per Ante).
    pub handle_per_hand: f64,
    /// The house's expected win per hand.
    pub win_per_hand: f64,
    /// The standard deviation of the house's win per hand.
    pub deviation_per_hand: f64,
    /// The house's win ÷ the handle.
    pub hold: f64,
}

/// The expected win and its 95 % band over the period, in cents.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HoldBand {
    pub method: String,
    pub hands: u64,
    pub hours: f64,
    pub parts: Vec<HoldPart>,
    /// Wagers of the mix left out, each with why.
    pub excluded: Vec<String>,
    pub handle_per_hand: f64,
    pub win_per_hand: f64,
    /// The standard deviation of the win per hand: exact from the joint distribution, or its
    /// upper bound (Σ of the parts') where the method says so; with the seats of a round
    /// together where `seats` is given.
    pub deviation_per_hand: f64,
    /// The seats of one round together (layout 4 on, where the joint and the seats' data
    /// are had).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seats: Option<SeatsTogether>,
    pub handle: f64,
    pub expected_win: f64,
    pub expected_hold: f64,
    pub win_low: f64,
    pub win_high: f64,
    pub hold_low: f64,
    pub hold_high: f64,
}

/// The seats of one round in the band: per hand, Var = σ² + (players − 1) · c, with σ the
/// hand's deviation alone and c the covariance of two seats of a round, in cents².
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatsTogether {
    pub players_per_round: u8,
    /// One hand's deviation alone (every hand independent).
    pub hand_deviation: f64,
    /// The covariance of two seats' results (the house's win) per hand.
    pub covariance: f64,
    /// Its standard error from the simulation it comes from.
    pub covariance_error: f64,
    /// The correlation of two seats: c ÷ σ².
    pub correlation: f64,
    /// The rounds simulated.
    pub rounds: u64,
    /// The standard error this puts on the band's half-width, as a share of it.
    pub width_error: f64,
}

/// Where an observed period falls.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Observed {
    pub hold: f64,
    pub inside: bool,
    /// Standard deviations from the expected win (at the band's deviation).
    pub deviations: f64,
}

/// One part from a wager's mean and deviation of the player's net per unit, its share of
/// hands and average amount in cents, and the handle per unit (the main game: Antes wagered
/// per Ante).
fn part(wager: &str, mean: f64, deviation: f64, share: f64, amount: f64, handle: f64) -> HoldPart {
    // The house wins −X·a on the share s of hands with the wager: E = −s·a·μ,
    // E[win²] = s·a²·(σ² + μ²), Var = E[win²] − E².
    let win = -share * amount * mean;
    let square = share * amount * amount * (deviation * deviation + mean * mean);
    let handle_per_hand = share * amount * handle;
    HoldPart {
        wager: wager.into(),
        handle_per_hand,
        win_per_hand: win,
        deviation_per_hand: (square - win * win).max(0.0).sqrt(),
        hold: if handle_per_hand > 0.0 {
            win / handle_per_hand
        } else {
            0.0
        },
    }
}

/// The method of a band whose per-hand deviation is at its upper bound (packets of layouts 1
/// and 2 hold it word for word).
const BOUND_METHOD: &str = "Normal approximation (fair for many hands; for a few hundred, skewed payouts make it rough) from the exact mean and standard deviation of each wager per hand, the main game at the strategy card's figures. Within a hand the deviation is taken at its upper bound (the sum of the wagers': they move together, e.g. a long flush wins the Ante and the Flush Bonus); hands are counted as independent, though the seats of one round share the dealer's hand. Hold = the house's win ÷ the amount wagered (the Progressive: its long-run hold, every contribution and reset paid back; its deviation with the meters at their starting amounts).";

/// The method of a band from the joint distribution.
const JOINT_METHOD: &str = "Normal approximation (fair for many hands; for a few hundred, skewed payouts make it rough) from the exact distribution of one hand: each wager's exact mean and standard deviation, the main game at the strategy card's figures, and every covariance between the wagers of a hand exact (the main game's result over every class of hands the side wagers pay on, counted over every deal). The mix gives each side wager's share of hands, not how they overlap: two side wagers are taken on the same hands as far as their shares allow where that widens the band (they move together), so the band is exact when each share is 0 % or 100 % and otherwise at most as wide as that overlap makes it. Hands are counted as independent, though the seats of one round share the dealer's hand. Hold = the house's win ÷ the amount wagered (the Progressive: its long-run hold, every contribution and reset paid back; its deviation and covariances with the meters at their starting amounts).";

/// The method of a band from the joint distribution with the seats of a round together.
const SEATS_METHOD: &str = "Normal approximation (fair for many hands; for a few hundred, skewed payouts make it rough) from the exact distribution of one hand: each wager's exact mean and standard deviation, the main game at the strategy card's figures, and every covariance between the wagers of a hand exact (the main game's result over every class of hands the side wagers pay on, counted over every deal). The mix gives each side wager's share of hands, not how they overlap: two side wagers are taken on the same hands as far as their shares allow where that widens the band (they move together), so the band is exact when each share is 0 % or 100 % and otherwise at most as wide as that overlap makes it. The seats of one round share the dealer's hand (and in Jackpot Hold 'Em the board), so their results move together: with P players a round, each hand's variance takes (P − 1) times the covariance of two seats, from a seeded simulation of two seats of the strategy card (2,000,000 rounds; every paytable's covariance from the same classes of hands; its standard error is shown), each seat making its wagers as the mix says, independently of the other. Hold = the house's win ÷ the amount wagered (the Progressive: its long-run hold, every contribution and reset paid back; its deviation and covariances with the meters at their starting amounts).";

/// The band for the inputs' mix and period; `joint` the hand's joint distribution (None: the
/// per-hand deviation at its upper bound); `seats` the two seats of a round's data (None: hands
/// counted as independent).
pub fn hold_band(
    inputs: &ParInputs,
    main: &MainGameSheet,
    wagers: &[WagerSheet],
    joint: Option<&Joint>,
    seats: Option<&SeatPairs>,
) -> Result<HoldBand, String> {
    let mut parts = Vec::new();
    // Per part, what its covariances need (None: the joint does not read it).
    let mut paired: Vec<Option<Paired>> = Vec::new();
    let mut excluded = Vec::new();
    for entry in &inputs.mix {
        let share = entry.share_bp as f64 / 10_000.0;
        let amount = entry.average.0 as f64;
        if entry.wager == "ante" {
            match (
                &main.card_house_edge,
                main.standard_deviation,
                main.average_total_wager,
            ) {
                (Some(edge), Some(deviation), Some(total)) => {
                    parts.push(part(
                        "ante",
                        -edge.decimal,
                        deviation,
                        share,
                        amount,
                        total,
                    ));
                    paired.push(joint.map(|j| Paired {
                        main: true,
                        share,
                        amount,
                        values: j.classes.iter().map(|c| c.main).collect(),
                    }));
                }
                _ => excluded.push(
                    "the main game: its exact standard deviation comes from the full solve (the explorer's Main game view)".into(),
                ),
            }
            continue;
        }
        let sheet = wagers
            .iter()
            .find(|w| w.code == entry.wager)
            .ok_or_else(|| format!("the mix names '{}', which has no figures", entry.wager))?;
        parts.push(part(
            &sheet.code,
            sheet.expected_return,
            sheet.standard_deviation,
            share,
            amount,
            1.0,
        ));
        paired.push(
            joint
                .and_then(|j| j.values(&sheet.code, &sheet.line_nets))
                .map(|values| Paired {
                    main: false,
                    share,
                    amount,
                    values,
                }),
        );
    }
    let handle_per_hand: f64 = parts.iter().map(|p| p.handle_per_hand).sum();
    let win_per_hand: f64 = parts.iter().map(|p| p.win_per_hand).sum();
    let exact = match joint {
        Some(joint) if !parts.is_empty() && paired.iter().all(Option::is_some) => {
            let paired: Vec<_> = paired.into_iter().flatten().collect();
            let deviation = joint_deviation(joint, &parts, &paired);
            let together = seats
                .filter(|s| s.fits(joint))
                .map(|s| seats_together(s, &paired, deviation, inputs.players_per_round));
            Some((deviation, together))
        }
        _ => None,
    };
    let (deviation_per_hand, method, seats) = match exact {
        Some((deviation, None)) => (deviation, JOINT_METHOD, None),
        Some((_, Some(together))) => (
            (together.hand_deviation.powi(2)
                + f64::from(together.players_per_round - 1) * together.covariance)
                .max(0.0)
                .sqrt(),
            SEATS_METHOD,
            Some(together),
        ),
        None => (
            parts.iter().map(|p| p.deviation_per_hand).sum(),
            BOUND_METHOD,
            None,
        ),
    };
    let n = inputs.period_hands as f64;
    let handle = handle_per_hand * n;
    let expected_win = win_per_hand * n;
    let half = Z95 * deviation_per_hand * n.sqrt();
    let hold = |win: f64| if handle > 0.0 { win / handle } else { 0.0 };
    Ok(HoldBand {
        method: method.into(),
        hands: inputs.period_hands,
        hours: n / inputs.hands_per_hour.max(1) as f64,
        parts,
        excluded,
        handle_per_hand,
        win_per_hand,
        deviation_per_hand,
        seats,
        handle,
        expected_win,
        expected_hold: hold(expected_win),
        win_low: expected_win - half,
        win_high: expected_win + half,
        hold_low: hold(expected_win - half),
        hold_high: hold(expected_win + half),
    })
}

/// The seats of one round from the two seats' data: the covariance of two seats for the mix's
/// parts (each seat's parts weighted by share × amount), and the error it puts on the band.
fn seats_together(
    seats: &SeatPairs,
    paired: &[Paired],
    hand_deviation: f64,
    players: u8,
) -> SeatsTogether {
    let parts: Vec<SeatPart> = paired
        .iter()
        .map(|p| {
            let weight = p.share * p.amount;
            if p.main {
                SeatPart::Main { weight }
            } else {
                SeatPart::Side {
                    weight,
                    values: &p.values,
                }
            }
        })
        .collect();
    let c = seats.covariance(&parts, hand_deviation);
    let variance = hand_deviation * hand_deviation;
    let others = f64::from(players.max(1) - 1);
    let total = (variance + others * c.covariance).max(f64::MIN_POSITIVE);
    SeatsTogether {
        players_per_round: players.max(1),
        hand_deviation,
        covariance: c.covariance,
        covariance_error: c.error,
        correlation: if variance > 0.0 {
            c.covariance / variance
        } else {
            0.0
        },
        rounds: seats.rounds,
        // The half-width goes as √(σ² + (P − 1)c): d/dc = (P − 1) / (2 (σ² + (P − 1)c)) of it.
        width_error: others * c.error / (2.0 * total),
    }
}

/// One part as the covariances need it: whether it is the main game, its share of hands, its
/// average amount, and its net per unit in each joint class (the main game's: already
/// E[X · 1 of the class]).
struct Paired {
    main: bool,
    share: f64,
    amount: f64,
    values: Vec<f64>,
}

/// The standard deviation of the house's win per hand with every covariance: each part's own
/// variance, plus twice each pair's covariance from the joint classes. The main game (on every
/// hand) with a side wager on a share s of hands: a·b·s·Cov(X, S); two side wagers, whose
/// overlap q of hands the mix leaves open (max(0, s + t − 1) ≤ q ≤ min(s, t)):
/// a·b·(q·E[S·T] − s·t·E[S]·E[T]) at the q that makes it largest.
fn joint_deviation(joint: &Joint, parts: &[HoldPart], paired: &[Paired]) -> f64 {
    let weights: Vec<f64> = joint.classes.iter().map(|c| c.probability).collect();
    // E[S · T] of two parts' values: the main game's carry its class probability already.
    let moment = |x: &Paired, y: &Paired| -> f64 {
        let both = x.values.iter().zip(&y.values);
        if x.main || y.main {
            both.map(|(v, w)| v * w).sum()
        } else {
            both.zip(&weights).map(|((v, w), p)| p * v * w).sum()
        }
    };
    let mean = |x: &Paired| -> f64 {
        if x.main {
            x.values.iter().sum()
        } else {
            x.values.iter().zip(&weights).map(|(v, p)| p * v).sum()
        }
    };
    let mut variance: f64 = parts.iter().map(|p| p.deviation_per_hand.powi(2)).sum();
    for (i, x) in paired.iter().enumerate() {
        for y in &paired[i + 1..] {
            let cross = moment(x, y);
            // With the main game (on every hand) the overlap is the side wager's share.
            let overlap = if x.main || y.main || cross >= 0.0 {
                x.share.min(y.share)
            } else {
                (x.share + y.share - 1.0).max(0.0)
            };
            variance += 2.0
                * x.amount
                * y.amount
                * (overlap * cross - x.share * y.share * mean(x) * mean(y));
        }
    }
    variance.max(0.0).sqrt()
}

impl HoldBand {
    /// Where a period with this amount wagered (`drop`, cents) and house win (cents) falls:
    /// its hold against the band's, the band scaled to the amount typed.
    pub fn judge(&self, drop: i64, win: i64) -> Result<Observed, String> {
        if drop <= 0 {
            return Err("the amount wagered (drop) must be above $0".into());
        }
        if self.handle_per_hand <= 0.0 {
            return Err("the mix wagers nothing: there is no hold to compare".into());
        }
        // The hands the typed amount stands for, at the mix's handle per hand.
        let hands = drop as f64 / self.handle_per_hand;
        let mean = self.win_per_hand * hands;
        let deviation = self.deviation_per_hand * hands.sqrt();
        let deviations = if deviation > 0.0 {
            (win as f64 - mean) / deviation
        } else {
            0.0
        };
        Ok(Observed {
            hold: win as f64 / drop as f64,
            inside: deviations.abs() <= Z95,
            deviations,
        })
    }
}
