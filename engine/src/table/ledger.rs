//! The settlement record every game writes: each settled wager with its outcome, amounts, the
//! paytable line, where it was paid from and the rule it follows; the per-hand payout limit;
//! and all-or-nothing settlement (a refused settlement leaves the table as it was).

use super::{ActionError, Game, Table, WagerKind};
use crate::citation::Citation;
use crate::money::Cents;
use crate::trace::{Outcome, PaidFrom, SettledWager, Step};

impl<G: Game> Table<G> {
    /// Runs a settlement pass; if any part of it is refused, the table is restored as it was.
    pub(crate) fn all_or_nothing(
        &mut self,
        pass: impl FnOnce(&mut Table<G>) -> Result<(), ActionError>,
    ) -> Result<(), ActionError> {
        let before = self.clone();
        let result = pass(self);
        if result.is_err() {
            *self = before;
        }
        result
    }

    /// The settlement's first step: counterclockwise from the player farthest to the dealer's
    /// right.
    pub(crate) fn open_settlement(&mut self) {
        self.step(
            "Settlement begins with the player farthest to the dealer's right and goes counterclockwise.",
            self.procedure.citations.settlement_order,
        );
    }

    /// The settlement's last step: the cards are cleared so that each hand can be rebuilt, the
    /// meter is recorded and the round is settled.
    pub(crate) fn close_settlement(&mut self) {
        self.step(
            "All remaining cards go to the discard rack in an order that lets each hand be rebuilt.",
            self.procedure.citations.cards_cleared,
        );
        self.round.meter_after = self.meter;
        self.round.phase = super::Phase::Settled;
    }

    /// Records a wager settled from the tray and marks it settled on the seat.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn settled(
        &mut self,
        index: usize,
        kind: G::Wager,
        outcome: Outcome,
        stake: Cents,
        won: Cents,
        line: Option<String>,
        citation: Citation,
        explanation: String,
    ) {
        self.settled_from(
            index,
            kind,
            outcome,
            stake,
            won,
            PaidFrom::Tray,
            line,
            citation,
            explanation,
        );
    }

    /// Records a wager that won even money (`won`: its 1 to 1, as the payout limit leaves it),
    /// paid from the tray.
    pub(crate) fn settled_even_money(
        &mut self,
        index: usize,
        kind: G::Wager,
        stake: Cents,
        won: Cents,
        citation: Citation,
        explanation: String,
    ) {
        let line = Some("1 to 1".into());
        let outcome = Outcome::Won;
        self.settled(
            index,
            kind,
            outcome,
            stake,
            won,
            line,
            citation,
            explanation,
        );
    }

    /// Records a wager collected or returned (`outcome`: lost or a push), nothing paid.
    pub(crate) fn settled_unpaid(
        &mut self,
        index: usize,
        kind: G::Wager,
        outcome: Outcome,
        stake: Cents,
        citation: Citation,
        explanation: String,
    ) {
        self.settled(
            index,
            kind,
            outcome,
            stake,
            Cents::ZERO,
            None,
            citation,
            explanation,
        );
    }

    /// Records a settled wager paid from `paid_from` and marks it settled on the seat.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn settled_from(
        &mut self,
        index: usize,
        kind: G::Wager,
        outcome: Outcome,
        stake: Cents,
        won: Cents,
        paid_from: PaidFrom,
        line: Option<String>,
        citation: Citation,
        explanation: String,
    ) {
        let net = match outcome {
            // A progressive stake was collected before the deal and is never returned
            // (AMB-40, AMB-69): the player's result is the award less the stake.
            Outcome::Won if kind.collected_before_deal() => Cents(won.0 - stake.0),
            Outcome::Won => won,
            Outcome::Lost | Outcome::Forfeited => Cents(-stake.0),
            Outcome::Push | Outcome::Refunded => Cents::ZERO,
        };
        let seat = &mut self.round.seats[index];
        if !kind.is_award() {
            seat.settled.push(kind);
        }
        self.round.steps.push(Step::Settled(SettledWager {
            seat: seat.number,
            wager: kind,
            stake,
            outcome,
            won,
            net,
            paid_from,
            line,
            citation,
            explanation,
        }));
    }

    /// Winnings this seat has been paid so far on the wagers the payout limit covers.
    fn limited_paid(&self, seat: u8) -> Cents {
        self.round
            .settlements()
            .filter(|s| s.seat == seat && s.wager.under_payout_limit())
            .try_fold(Cents::ZERO, |sum, s| sum.checked_add(s.won))
            .unwrap_or(Cents(i64::MAX))
    }

    /// Applies the per-hand payout limit to a win on a covered wager: what may be paid, and
    /// the note the trace adds when the win is reduced.
    pub fn cap(&self, seat: u8, won: Cents) -> (Cents, Option<String>) {
        match self.payout_limit {
            Some(limit) => {
                let room = limit
                    .checked_sub(self.limited_paid(seat))
                    .map_or(Cents::ZERO, |r| r.max(Cents::ZERO));
                if won > room {
                    (
                        room,
                        Some(format!(
                            " Reduced from {won} by the payout limit of {limit} per hand."
                        )),
                    )
                } else {
                    (won, None)
                }
            }
            None => (won, None),
        }
    }
}
