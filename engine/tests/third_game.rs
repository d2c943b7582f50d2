//! A third game, for tests only, to prove that no driver code is written per game: "High Card"
//! (one Ante; one card to each player and the dealer; play — a Play wager equal to the Ante —
//! or fold; the higher rank wins 1 to 1, a tie pushes) is a few dozen lines of rules on
//! [`Game`], and is played through the table core, the one round driver
//! ([`agent::play_round`]), agents, and dealer mode (its round, its procedure and a perfect
//! dealer's run) with no code of its own beyond those rules.

use engine::cards::Card;
use engine::citation::{Citation, Ruled};
use engine::deck::seeded_rng;
use engine::hcf::rules::HcfRules;
use engine::money::{Cents, Overflow};
use engine::refusal::Refusal;
use engine::table::agent::{self, Agent};
use engine::table::dealer_mode::{self, injectable, procedure, Level};
use engine::table::{
    ActionError, DealPlan, DealingMethod, Game, GameDecision, Irregularity, Phase, PlayerId,
    ProcedureRules, Recipient, Remedy, Seating, Shuffler, Table, WagerKind,
};
use engine::trace::Outcome;
use engine::Jurisdiction;
use rand::RngCore;
use serde::Serialize;
use std::fmt;

mod common;

// ----- The rules ------------------------------------------------------------------------------

const RULE: Citation = Citation::new("the test game's rules");

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
enum Bet {
    Ante,
    Play,
    /// Never offered; the core asks every game to name one.
    Progressive,
}

impl WagerKind for Bet {
    fn name(self) -> &'static str {
        match self {
            Bet::Ante => "Ante",
            Bet::Play => "Play",
            Bet::Progressive => "Progressive",
        }
    }
    fn collected_before_deal(self) -> bool {
        self == Bet::Progressive
    }
    fn is_award(self) -> bool {
        false
    }
    fn under_payout_limit(self) -> bool {
        self != Bet::Progressive
    }
    fn settlement_step(self) -> u8 {
        (self == Bet::Progressive) as u8
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
enum Choice {
    Play,
    Fold,
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if *self == Choice::Play {
            "play"
        } else {
            "fold"
        })
    }
}

impl GameDecision for Choice {
    fn is_fold(self) -> bool {
        self == Choice::Fold
    }
}

/// High Card at a six-seat table, on Maryland's table procedure (borrowed from High Card Flush's
/// rule data: the procedure is the core's, the rules of play are this game's).
#[derive(Clone, Debug, PartialEq)]
struct HighCard {
    method: DealingMethod,
    shuffler: Shuffler,
}

fn maryland() -> HcfRules {
    HcfRules::of(Jurisdiction::Maryland)
}

fn refuse(message: &str) -> Refusal {
    Refusal {
        message: message.into(),
        citation: Some(RULE),
    }
}

fn rank(card: Option<&Card>) -> u8 {
    card.map_or(0, |c| c.rank().value())
}

impl Game for HighCard {
    type Wager = Bet;
    type Decision = Choice;
    type HandValue = u8;
    type Meter = ();
    type Contribution = ();

    const ANTE: Bet = Bet::Ante;
    const LARGEST_DECISION_MULTIPLE: i64 = 1;
    const PROGRESSIVE: Bet = Bet::Progressive;
    const METERS: &'static str = "no meter";

    fn procedure_rules(&self) -> ProcedureRules {
        maryland().procedure_rules()
    }
    fn seating(&self) -> Seating {
        Seating::new(6, self.method, self.shuffler, 1)
    }
    fn cut_rule(&self, method: DealingMethod, shuffled_by_machine: bool) -> Ruled<bool> {
        maryland().cut_required(method, shuffled_by_machine)
    }
    fn device_mut(&mut self) -> (&mut DealingMethod, &mut Shuffler) {
        (&mut self.method, &mut self.shuffler)
    }
    fn check_config(&self) -> Result<(), ActionError> {
        Ok(())
    }
    fn payout_limit(&self) -> Option<Cents> {
        None
    }
    fn offers_progressive(&self) -> bool {
        false
    }
    fn seeded_meter(&self) -> Option<()> {
        None
    }
    fn contribute(&self, _: &mut (), _: Cents) -> Result<(), Overflow> {
        Ok(())
    }
    fn withdraw(&self, _: &mut (), _: ()) -> Result<(), Overflow> {
        Ok(())
    }
    fn contributed(_: ()) -> Cents {
        Cents::ZERO
    }
    fn meter_citation(&self) -> Citation {
        RULE
    }
    fn remedy(&self, irregularity: Irregularity, _: Phase) -> Ruled<Remedy> {
        maryland().remedy(irregularity)
    }
    /// One card to each player, then the dealer's.
    fn deal_plan(&self, players: &[u8]) -> DealPlan {
        let mut sequence: Vec<Recipient> = players.iter().map(|&p| Recipient::Seat(p)).collect();
        sequence.push(Recipient::Dealer);
        let described = Ruled {
            value: "One card to each player, then the dealer's, face down.".into(),
            citation: RULE,
        };
        DealPlan {
            sequence,
            hand_size: 1,
            community: 0,
            delivered_at_once: 1,
            dealer_cards_stay_in_shuffler: false,
            described,
        }
    }
    fn check_wager(
        table: &Table<Self>,
        index: usize,
        player: PlayerId,
        kind: Bet,
        amount: Cents,
    ) -> Result<(), ActionError> {
        match kind {
            Bet::Ante => table.check_ante(
                index,
                player,
                amount,
                (Cents::dollars(5), Cents::dollars(100)),
            ),
            Bet::Play => Err(refuse("the Play is placed when deciding")),
            Bet::Progressive => Err(refuse("this game has no Progressive")),
        }
    }
    fn refunded_on_void(&self, _: Remedy) -> &'static [Bet] {
        &[Bet::Ante, Bet::Play]
    }
    fn legal(table: &Table<Self>, seat: u8) -> Vec<Choice> {
        if table.round().next_to_act() == Some(seat) {
            vec![Choice::Play, Choice::Fold]
        } else {
            Vec::new()
        }
    }
    /// Play adds a Play equal to the Ante; a fold forfeits the Ante.
    fn decide(table: &mut Table<Self>, seat: u8, choice: Choice) -> Result<(), ActionError> {
        let ante = table
            .round()
            .seat(seat)
            .map_or(Cents::ZERO, |s| s.wagers.get(Bet::Ante));
        let adds = (choice == Choice::Play).then_some((Bet::Play, ante));
        table.take_decision(seat, choice, adds, true, RULE)?;
        table.step(format!("Seat {seat} chooses to {choice}."), RULE);
        if choice == Choice::Fold {
            table.settle_wager(
                seat,
                Bet::Ante,
                Outcome::Forfeited,
                Cents::ZERO,
                None,
                RULE,
                "Folded: the Ante is forfeited.".into(),
            )?;
        }
        Ok(())
    }
    fn reveal(table: &mut Table<Self>) -> Result<(), ActionError> {
        let dealer = rank(table.round().dealer.first());
        table.reveal_dealer(
            dealer,
            true,
            format!("The dealer turns up a rank of {dealer}."),
            RULE,
        )
    }
    /// The higher card wins 1 to 1 on the Ante and the Play; a tie pushes both.
    fn settle_seats(table: &mut Table<Self>) -> Result<(), ActionError> {
        let dealer = rank(table.round().dealer.first());
        let seats: Vec<(u8, u8)> = (table.round().seats.iter().rev())
            .filter(|s| s.in_round() && !s.folded())
            .map(|s| (s.number, rank(s.cards.first())))
            .collect();
        for (seat, mine) in seats {
            table.judge(seat, mine.cmp(&dealer), RULE)?;
            for bet in [Bet::Ante, Bet::Play] {
                let stake = table
                    .round()
                    .seat(seat)
                    .map_or(Cents::ZERO, |s| s.wagers.get(bet));
                let (outcome, won) = match mine.cmp(&dealer) {
                    std::cmp::Ordering::Greater => (Outcome::Won, table.cap(seat, stake).0),
                    std::cmp::Ordering::Equal => (Outcome::Push, Cents::ZERO),
                    std::cmp::Ordering::Less => (Outcome::Lost, Cents::ZERO),
                };
                let text =
                    format!("Seat {seat}'s {mine} against the dealer's {dealer}: {outcome:?}.");
                table.settle_wager(seat, bet, outcome, won, None, RULE, text)?;
            }
        }
        Ok(())
    }
    fn after_void(_: &mut Table<Self>, _: Remedy, _: &[usize]) -> Result<(), ActionError> {
        Ok(())
    }
}

// ----- A player -------------------------------------------------------------------------------

/// Antes $10 and plays a nine or better.
#[derive(Clone)]
struct NineOrBetter;

impl Agent<HighCard> for NineOrBetter {
    fn wagers(&mut self, _: &Table<HighCard>, _: u8, _: &mut dyn RngCore) -> Vec<(Bet, Cents)> {
        vec![(Bet::Ante, Cents::dollars(10))]
    }
    fn decide(&mut self, table: &Table<HighCard>, seat: u8) -> Choice {
        let card = table.round().seat(seat).and_then(|s| s.cards.first());
        if rank(card) >= 9 {
            Choice::Play
        } else {
            Choice::Fold
        }
    }
}

fn high_card_table() -> Table<HighCard> {
    Table::open(HighCard {
        method: DealingMethod::Hand,
        shuffler: Shuffler::Automatic,
    })
}

/// Every seat in the round has its Ante (and its Play, if it played) settled exactly once.
fn every_wager_settled_once(table: &Table<HighCard>, context: &str) {
    let round = table.round();
    for seat in round.seats.iter().filter(|s| s.in_round()) {
        for (bet, _) in seat.wagers.iter() {
            let n = round
                .settlements()
                .filter(|s| s.seat == seat.number && s.wager == bet)
                .count();
            assert_eq!(
                n, 1,
                "{context}: seat {}'s {bet:?} settled {n} times",
                seat.number
            );
        }
    }
}

// ----- The tests ------------------------------------------------------------------------------

#[test]
fn a_third_game_is_played_by_the_one_driver_with_agents() {
    for seed in 0..200 {
        let mut table = high_card_table();
        for seat in [1, 3, 4] {
            table.sit(seat, seat as u32).unwrap();
        }
        let mut agents = [(1, NineOrBetter), (3, NineOrBetter), (4, NineOrBetter)];
        agent::play_round(&mut table, &mut agents, &mut seeded_rng(seed)).unwrap();
        let round = table.round();
        assert_eq!(round.phase, Phase::Settled, "seed {seed}");
        for seat in round.seats.iter().filter(|s| s.in_round()) {
            let played = seat.decision == Some(Choice::Play);
            assert_eq!(played, rank(seat.cards.first()) >= 9, "seed {seed}");
            assert_eq!(seat.wagers.get(Bet::Play).0 > 0, played, "seed {seed}");
        }
        every_wager_settled_once(&table, &format!("seed {seed}"));
        table.finish().unwrap();
    }
}

#[test]
fn a_third_games_moves_are_refused_out_of_turn_and_a_refusal_changes_nothing() {
    let mut table = high_card_table();
    table.sit(2, 2).unwrap();
    table.sit(5, 5).unwrap();
    table.set_wager(2, Bet::Ante, Cents::dollars(10)).unwrap();
    table.set_wager(5, Bet::Ante, Cents::dollars(10)).unwrap();
    assert!(table.set_wager(5, Bet::Play, Cents::dollars(10)).is_err());
    table.no_more_bets().unwrap();
    table.deal(&mut seeded_rng(1), None, None).unwrap();
    assert_eq!(table.legal(2), [Choice::Play, Choice::Fold]);
    assert!(table.legal(5).is_empty(), "not seat 5's turn");
    let before = table.clone();
    assert!(table.decide(5, Choice::Play).is_err());
    assert!(table.reveal().is_err());
    assert_eq!(table, before);
    table.decide(2, Choice::Fold).unwrap();
    table.decide(5, Choice::Play).unwrap();
    table.reveal().unwrap();
    table.settle().unwrap();
    every_wager_settled_once(&table, "by hand");
}

#[test]
fn a_third_game_is_dealt_in_dealer_mode_at_every_level_and_irregularity() {
    let levels = [
        Level::PayoutsOnly,
        Level::FullProcedure,
        Level::WithIrregularities,
    ];
    for seed in 0..60u64 {
        for level in levels {
            let (table, injected) =
                dealer_mode::dealer_round(high_card_table(), seed, level, None, NineOrBetter)
                    .unwrap();
            let context = format!("seed {seed} {level:?} {injected:?}");
            assert!(
                matches!(table.round().phase, Phase::Settled | Phase::Void),
                "{context}"
            );
            if table.round().phase == Phase::Settled {
                every_wager_settled_once(&table, &context);
            }
            let procedure = procedure(&table, table.round(), level, injected);
            common::random_perfect_walk(&procedure, seed, &context);
        }
    }
    // Every irregularity this table can be dealt with, forced.
    for forced in injectable(&high_card_table()) {
        let (table, injected) = dealer_mode::dealer_round(
            high_card_table(),
            7,
            Level::WithIrregularities,
            Some(forced),
            NineOrBetter,
        )
        .unwrap();
        assert_eq!(injected, Some(forced));
        let procedure = procedure(&table, table.round(), Level::WithIrregularities, injected);
        common::random_perfect_walk(&procedure, 7, &format!("{forced:?}"));
    }
}
