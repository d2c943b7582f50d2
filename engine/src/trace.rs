//! The record of a round: procedure steps and settled wagers, in the order performed, each with
//! the rule it follows. Shared by both games; `W` is the game's wager type.

use crate::citation::Citation;
use crate::money::Cents;
use serde::Serialize;

/// How a wager ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Outcome {
    /// Paid: the stake comes back with the winnings (or, for a progressive, the award is paid).
    Won,
    /// Collected by the dealer.
    Lost,
    /// Returned: neither won nor lost.
    Push,
    /// Given up with a fold.
    Forfeited,
    /// Returned because the round (or this part of it) is void.
    Refunded,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Lost => "lost",
            Outcome::Push => "push",
            Outcome::Forfeited => "forfeited",
            Outcome::Refunded => "refunded",
        }
    }
}

/// Where a payment comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PaidFrom {
    /// The table inventory (chip tray).
    Tray,
    /// The progressive meter (paid through the progressive system).
    Meter,
}

/// One wager, settled.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SettledWager<W> {
    pub seat: u8,
    pub wager: W,
    pub stake: Cents,
    pub outcome: Outcome,
    /// Winnings paid on top of the returned stake (zero unless won).
    pub won: Cents,
    /// The player's result on this wager: `won`, or minus the stake, or zero.
    pub net: Cents,
    pub paid_from: PaidFrom,
    /// The paytable line paid, if any ("6-card flush, 100 to 1").
    pub line: Option<String>,
    pub citation: Citation,
    pub explanation: String,
}

/// A step of the round, in the order performed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Step<W> {
    /// A procedure the dealer performs.
    Procedure { text: String, citation: Citation },
    /// A wager settled.
    Settled(SettledWager<W>),
}

impl<W> Step<W> {
    pub fn procedure(text: impl Into<String>, citation: Citation) -> Step<W> {
        Step::Procedure {
            text: text.into(),
            citation,
        }
    }

    pub fn citation(&self) -> Citation {
        match self {
            Step::Procedure { citation, .. } => *citation,
            Step::Settled(s) => s.citation,
        }
    }
}
