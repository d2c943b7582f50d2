//! Shuffle, cut and deal, irregularities during and after the deal, voids and refunds, and the
//! stub count: the part of a round every game performs the same way, driven by the game's
//! [`DealPlan`](super::DealPlan) and its remedies.

use super::{
    refuse, ActionError, CutStyle, DealEvent, Game, Irregularity, Phase, Recipient, Remedy,
    Shuffler, Table, WagerKind,
};
use crate::cards::{Card, CardSet};
use crate::deck::Deck;
use crate::money::Cents;
use crate::random::Draw;
use crate::text::capitalise;
use crate::trace::Outcome;
use rand::RngCore;
use std::collections::VecDeque;

impl<G: Game> Table<G> {
    /// Whether the stub must be counted this round: at least once every N rounds unless a
    /// card-counting shuffler is used (MD Ch.8 G with AMB-27; MA §7(f)–(g); 001 Ch.8 E).
    pub fn stub_count_due(&self) -> bool {
        match self.procedure.stub_count_every_rounds.value {
            Some(every) => {
                self.procedure.shuffler != Shuffler::CountingAutomatic
                    && self.counters.rounds_since_stub_count + 1 >= every as u32
            }
            None => false,
        }
    }

    /// Cards that come out at once under this table's dealing method (a stack, or one).
    pub fn delivered_at_once(&self) -> usize {
        self.game
            .deal_plan(&self.round.players())
            .delivered_at_once
            .max(1) as usize
    }

    /// Shuffles, cuts where required, and deals to each seat with an Ante, the dealer and any
    /// community area, in the order the rule set and dealing method prescribe. `cut_depth`
    /// (cards taken from the top) is drawn at random when `None`; `event` injects an
    /// irregularity.
    pub fn deal<R: RngCore + ?Sized>(
        &mut self,
        rng: &mut R,
        cut_depth: Option<usize>,
        event: Option<DealEvent>,
    ) -> Result<(), ActionError> {
        self.expect_phase(Phase::Dealing, "dealing")?;
        let cut = self.procedure.cut_required.clone();
        let rule = self.procedure.cut.clone();
        let min_depth = rule.value.min_depth.unwrap_or(1) as usize;
        if let Some(depth) = cut_depth {
            if cut.value && (depth < min_depth || depth > 52 - min_depth) {
                return Err(refuse(
                    format!("the cover card goes at least {min_depth} cards from the top (and above the last {min_depth})"),
                    Some(rule.citation),
                ));
            }
        }
        self.check_deal_event(event)?;

        // Shuffle (C18) and cut.
        let mut deck = Deck::shuffled(rng);
        let citations = self.procedure.citations;
        match self.procedure.shuffler {
            Shuffler::ByHand => {
                self.step("The cards are shuffled by hand.", citations.shuffle_by_hand)
            }
            Shuffler::Automatic => self.step(
                "The cards are shuffled by the automated shuffler.",
                citations.shuffle_automatic,
            ),
            Shuffler::CountingAutomatic => self.step(
                "The counting shuffler shuffles and confirms 52 cards are present.",
                citations.shuffle_counting,
            ),
        }
        if cut.value {
            let depth = cut_depth.unwrap_or_else(|| rng.in_range(min_depth, 52 - min_depth + 1));
            deck.cut(depth);
            let text = match rule.value.style {
                CutStyle::CoverCardInserted => format!(
                    "Cut: the cover card goes in {depth} cards from the top; those cards and the cover card go to the bottom."
                ),
                CutStyle::OneHandOntoCoverCard => format!(
                    "Cut: {depth} cards are cut onto the cover card, the rest placed on top, and the cover card goes to the discard rack."
                ),
                CutStyle::Unspecified => format!("The deck is cut ({depth} cards)."),
            };
            self.step(text, rule.citation);
        } else {
            self.step(
                "No cut: the cards come from an automated shuffler.",
                cut.citation,
            );
        }
        self.deal_deck(deck, event)
    }

    /// Deals from a deck in a given order instead of a shuffled one: replays a recorded round,
    /// or sets up a hand-worked example. `order` must hold all 52 cards once.
    pub fn deal_arranged(
        &mut self,
        order: &[Card],
        event: Option<DealEvent>,
    ) -> Result<(), ActionError> {
        self.expect_phase(Phase::Dealing, "dealing")?;
        let set: CardSet = order.iter().copied().collect();
        if order.len() != 52 || set.len() != 52 {
            return Err(refuse(
                "an arranged deck must hold each of the 52 cards once",
                None,
            ));
        }
        self.check_deal_event(event)?;
        self.step(
            "The deck is dealt in a recorded order (replay or worked example).",
            crate::citation::Citation::new("RULES.md C18"),
        );
        self.deal_deck(Deck::arranged(order.to_vec()), event)
    }

    fn check_deal_event(&self, event: Option<DealEvent>) -> Result<(), ActionError> {
        let Some(e) = event else {
            return Ok(());
        };
        let allowed = matches!(
            e.irregularity,
            Irregularity::OneCardFaceUp
                | Irregularity::SeveralCardsFaceUp
                | Irregularity::CardDrawnInError
                | Irregularity::WrongNumberOfCards
                | Irregularity::ShoeJam
        );
        if !allowed {
            return Err(refuse(
                format!(
                    "'{}' does not happen during the deal",
                    e.irregularity.describe()
                ),
                None,
            ));
        }
        if e.irregularity == Irregularity::ShoeJam
            && self.procedure.dealing_method != super::DealingMethod::AutomatedShoe
        {
            return Err(refuse(
                "only an automated dealing shoe can jam during the deal",
                None,
            ));
        }
        let cards = self.game.deal_plan(&self.round.players()).sequence.len();
        if e.at_card >= cards {
            return Err(refuse(format!("the deal has only {cards} cards"), None));
        }
        Ok(())
    }

    /// A deck order that deals the given hands (by seat) and dealer hand under this table's
    /// dealing pattern; the other cards follow in index order. For worked examples and drills.
    pub fn arrange_deck(
        &self,
        hands: &[(u8, Vec<Card>)],
        dealer: &[Card],
    ) -> Result<Vec<Card>, ActionError> {
        self.arrange_deck_with_community(hands, dealer, &[])
    }

    /// [`Table::arrange_deck`] for a game with community cards.
    pub fn arrange_deck_with_community(
        &self,
        hands: &[(u8, Vec<Card>)],
        dealer: &[Card],
        community: &[Card],
    ) -> Result<Vec<Card>, ActionError> {
        let plan = self.game.deal_plan(&self.round.players());
        let mut queues: Vec<(Recipient, VecDeque<Card>)> = hands
            .iter()
            .map(|(seat, cards)| (Recipient::Seat(*seat), cards.iter().copied().collect()))
            .collect();
        queues.push((Recipient::Dealer, dealer.iter().copied().collect()));
        queues.push((Recipient::Community, community.iter().copied().collect()));
        let used: CardSet = queues.iter().flat_map(|(_, q)| q.iter().copied()).collect();
        let given: usize = queues.iter().map(|(_, q)| q.len()).sum();
        if used.len() as usize != given {
            return Err(refuse("a card appears in two hands", None));
        }
        let mut order = Vec::with_capacity(52);
        for recipient in &plan.sequence {
            let card = queues
                .iter_mut()
                .find(|(r, _)| r == recipient)
                .and_then(|(_, q)| q.pop_front())
                .ok_or_else(|| {
                    let needed = if *recipient == Recipient::Community {
                        plan.community
                    } else {
                        plan.hand_size
                    };
                    refuse(
                        format!("{} cards are needed for {recipient:?}", number_word(needed)),
                        None,
                    )
                })?;
            order.push(card);
        }
        if queues.iter().any(|(_, q)| !q.is_empty()) {
            return Err(refuse(
                format!(
                    "hands were given for seats without an Ante, or with more than {} cards",
                    number_word(plan.hand_size)
                ),
                None,
            ));
        }
        order.extend(Card::deck().filter(|c| !used.contains(*c)));
        Ok(order)
    }

    fn deal_deck(&mut self, mut deck: Deck, event: Option<DealEvent>) -> Result<(), ActionError> {
        let players = self.round.players();
        let plan = self.game.deal_plan(&players);
        self.step(plan.described.value.clone(), plan.described.citation);

        // Deal, applying a mid-deal irregularity where it happens. One found once every hand
        // is complete (only community cards left) is found "after the initial cards": the deal
        // goes on and the remedy follows it (001 Ch.13 C; AMB-67).
        let mut order = Vec::with_capacity(plan.sequence.len() + 1);
        let mut after_the_hands = None;
        for (index, &recipient) in plan.sequence.iter().enumerate() {
            if let Some(e) = event.filter(|e| e.at_card == index) {
                let found = found_at(&plan, index);
                let remedy = self.game.remedy(e.irregularity, found);
                match (e.irregularity, remedy.value) {
                    (Irregularity::OneCardFaceUp, Remedy::DiscardAndContinue) => {
                        let exposed = deck
                            .deal()
                            .ok_or_else(|| refuse("the deck ran out", None))?;
                        order.push((Recipient::DiscardRack, exposed));
                        self.step(
                            format!("{} is found face up in the deck: it is not used this round and goes to the discard rack.", exposed.pretty()),
                            remedy.citation,
                        );
                    }
                    (Irregularity::OneCardFaceUp, Remedy::TurnDownAndContinue) => {
                        self.step(
                            "A card is exposed while dealing: the dealer turns it over and continues; it is not a misdeal.",
                            remedy.citation,
                        );
                    }
                    (Irregularity::CardDrawnInError, _) => {
                        self.step(
                            "A card is drawn in error without being exposed: it is used as the next card.",
                            remedy.citation,
                        );
                    }
                    (Irregularity::SeveralCardsFaceUp, Remedy::VoidMainSettleSideWagers) => {
                        // The face-up cards are not used; the community cards are dealt.
                        for _ in 0..2 {
                            let card = deck
                                .deal()
                                .ok_or_else(|| refuse("the deck ran out", None))?;
                            order.push((Recipient::DiscardRack, card));
                        }
                        after_the_hands = Some(e.irregularity);
                    }
                    (irregularity, _) => {
                        self.round.deal_order = order;
                        return self.void_round(irregularity, found);
                    }
                }
            }
            let card = deck
                .deal()
                .ok_or_else(|| refuse("the deck ran out", None))?;
            order.push((recipient, card));
        }

        // Hand the cards out.
        let to = |who: Recipient| -> Vec<Card> {
            order
                .iter()
                .filter(|(r, _)| *r == who)
                .map(|&(_, c)| c)
                .collect()
        };
        for seat in &mut self.round.seats {
            seat.cards = to(Recipient::Seat(seat.number));
        }
        self.round.dealer = to(Recipient::Dealer);
        self.round.community = to(Recipient::Community);
        let stub = deck.remaining().len();
        order.extend(
            deck.remaining()
                .iter()
                .map(|&c| (Recipient::DiscardRack, c)),
        );
        self.round.deal_order = order;
        self.step(
            format!("The stub ({stub} cards) is removed and placed in the discard rack unexposed."),
            self.procedure.citations.stub_removed,
        );
        if self.stub_count_due() {
            self.round.stub_counted = Some(stub);
            let hands = players.len() + 1;
            let expected = 52 - plan.hand_size as usize * hands - plan.community as usize;
            let community = if plan.community > 0 {
                format!(" − {} community cards", plan.community)
            } else {
                String::new()
            };
            self.step(
                format!(
                    "Stub count: {stub} cards counted face down; 52 − {} × ({} players + dealer){community} = {expected}, so all 52 cards are present.",
                    plan.hand_size,
                    players.len()
                ),
                self.procedure.stub_count_every_rounds.citation,
            );
        }
        self.round.phase = Phase::Decisions;
        if let Some(irregularity) = after_the_hands {
            return self.void_round(irregularity, Phase::Decisions);
        }
        G::after_deal(self);
        Ok(())
    }

    // ----- Irregularities reported after the deal -------------------------------------------

    /// Reports an irregularity found after the cards are out (before the dealer's reveal), and
    /// applies the rule set's remedy.
    pub fn report(&mut self, irregularity: Irregularity) -> Result<Remedy, ActionError> {
        let remedy = self.game.remedy(irregularity, self.round.phase);
        match irregularity {
            Irregularity::ShufflerJam => {
                if !matches!(self.round.phase, Phase::Betting | Phase::Dealing) {
                    return Err(refuse(
                        "the shuffler can only jam before the cards are dealt",
                        None,
                    ));
                }
                // A rule set that returns the wagers does so once they are locked in a round
                // (Jackpot Hold 'Em, AMB-81); between rounds the cards are only reshuffled.
                if remedy.value.voids_round() && self.round.phase == Phase::Dealing {
                    self.void_round(irregularity, Phase::Dealing)?;
                    return Ok(remedy.value);
                }
                self.round.irregularity_step = Some(self.round.steps.len());
                self.step(
                    "The shuffler jammed: the cards are reshuffled before dealing.",
                    remedy.citation,
                );
                return Ok(remedy.value);
            }
            Irregularity::DealerCardExposedEarly
            | Irregularity::WrongNumberOfCards
            | Irregularity::SeveralCardsFaceUp => {
                self.expect_phase(Phase::Decisions, "reporting this")?;
            }
            Irregularity::IncorrectStubCount => {
                self.expect_phase(Phase::Decisions, "reporting a stub count")?;
                if self.round.stub_counted.is_none() {
                    return Err(refuse(
                        "the stub was not counted this round",
                        Some(self.procedure.stub_count_every_rounds.citation),
                    ));
                }
            }
            Irregularity::OneCardFaceUp
            | Irregularity::CardDrawnInError
            | Irregularity::ShoeJam => {
                return Err(refuse(
                    format!("'{}' is reported during the deal", irregularity.describe()),
                    None,
                ));
            }
        }
        self.round.irregularity_step = Some(self.round.steps.len());
        if remedy.value == Remedy::TurnDownAndContinue {
            self.step(
                "A dealer card was exposed: the dealer turns it over and play continues.",
                remedy.citation,
            );
            return Ok(remedy.value);
        }
        self.void_round(irregularity, self.round.phase)?;
        Ok(remedy.value)
    }

    /// Voids the round as the remedy for an irregularity found at `found` says: the wagers it
    /// returns are refunded in settlement order, then the game settles what the remedy leaves
    /// live.
    fn void_round(&mut self, irregularity: Irregularity, found: Phase) -> Result<(), ActionError> {
        let remedy = self.game.remedy(irregularity, found);
        self.round.irregularity_step = Some(self.round.steps.len());
        self.step(
            format!(
                "Irregularity: {}. {}.",
                self.game.describe_irregularity(irregularity),
                capitalise(&self.game.describe_remedy(remedy.value))
            ),
            remedy.citation,
        );
        self.round.void = Some(irregularity);
        // Refund in settlement order (counterclockwise).
        let order: Vec<usize> = (0..self.round.seats.len()).rev().collect();
        let mut meter = self.meter;
        for &index in &order {
            let seat = self.round.seats[index].clone();
            if !seat.in_round() {
                continue;
            }
            for &kind in self.game.refunded_on_void(remedy.value) {
                let stake = seat.wagers.get(kind);
                if stake.0 == 0 || seat.settled.contains(&kind) {
                    continue;
                }
                if kind.collected_before_deal() {
                    let contribution = self
                        .round
                        .contributions
                        .iter()
                        .find(|(s, _)| *s == seat.number);
                    if let (Some(m), Some(&(_, c))) = (meter.as_mut(), contribution) {
                        self.game.withdraw(m, c)?;
                    }
                }
                self.settled(
                    index,
                    kind,
                    Outcome::Refunded,
                    stake,
                    Cents::ZERO,
                    None,
                    remedy.citation,
                    format!("Round void: {} returned.", kind.name()),
                );
            }
        }
        self.meter = meter;
        G::after_void(self, remedy.value, &order)?;
        if remedy.value == Remedy::VoidRefundRemoveDeck {
            self.counters.decks_removed += 1;
            self.counters.rounds_on_deck = 0;
            self.step(
                "The deck is removed from the table and replaced.",
                self.procedure.citations.deck_removed,
            );
        }
        self.round.meter_after = self.meter;
        self.round.phase = Phase::Void;
        Ok(())
    }
}

/// When an irregularity at card `at` of the deal counts as found: during the deal, or once every
/// hand is complete, when only community cards are left (001 Ch.13 C; AMB-67).
pub fn found_at(plan: &super::DealPlan, at: usize) -> Phase {
    if plan.hands_complete_before(at) {
        Phase::Decisions
    } else {
        Phase::Dealing
    }
}

/// A card count in words, as the trace and refusals say it ("seven cards").
fn number_word(n: u8) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}
