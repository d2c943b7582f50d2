//! Dealer mode: the student deals a round the engine has played and the engine checks each of
//! the student's actions against its own record of that round. The tasks come from the round
//! itself — its wagers, its dealing order, the dealer's judged hand, its settlement lines with
//! their citations — so what is graded is what the table did, for either game, every rule set,
//! dealing method and irregularity, and nothing is written twice.
//!
//! A run is practice (a wrong action is stopped: the task stays until done right) or graded (a
//! wrong action is noted with the correct one and the run goes on). Either way each task is
//! scored on the student's first attempt; payouts are timed.

use super::agent::{play_round_with, Agent, Irregular};
use super::{Game, Irregularity, Phase, Recipient, Remedy, Round, Table, Versus};
use crate::citation::Citation;
use crate::money::Cents;
use crate::random::Draw;
use crate::text::{capitalise, lower_first};
use crate::trace::Outcome;
use crate::trace::PaidFrom;
use serde::{Deserialize, Serialize};

/// How much of the round the student performs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// The cards are out and the dealer's hand is shown: judge it and settle every wager.
    PayoutsOnly,
    /// The whole round: "no more bets", the progressive, the cut, the deal, the reveal and the
    /// settlement.
    FullProcedure,
    /// The whole round with an irregularity to remedy.
    WithIrregularities,
}

impl Level {
    pub const ALL: [Level; 3] = [
        Level::PayoutsOnly,
        Level::FullProcedure,
        Level::WithIrregularities,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::PayoutsOnly => "Payouts only",
            Level::FullProcedure => "Full procedure",
            Level::WithIrregularities => "Full procedure with irregularities",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Level::PayoutsOnly => "payouts",
            Level::FullProcedure => "procedure",
            Level::WithIrregularities => "irregularities",
        }
    }

    pub fn from_code(code: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.code() == code)
    }
}

/// What the dealer does. `W` is the game's wager type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum DealerAction<W> {
    /// Closes betting ("no more bets", announced where the rules require it).
    NoMoreBets,
    /// Locks the progressive system.
    LockProgressive,
    /// Collects the Progressive chips and counts them: the total entered.
    CountProgressive(Cents),
    /// Places the cover card (a cut is required).
    Cut,
    /// The next card, or stack from an automated shoe, to this place.
    Deal(Recipient),
    /// The remedy for the irregularity that has just happened.
    Remedy(Remedy),
    /// Counts the stub: the number of cards entered.
    CountStub(usize),
    /// Turns community cards up until this many are face up.
    ShowCommunity(usize),
    /// Turns the dealer's cards face up.
    Reveal,
    /// Calls a floorperson (or supervisor) to validate a Progressive win before paying it.
    CallFloor,
    /// Marks a meter award's winner and hand on the progressive system, verifies the award and
    /// completes its paperwork.
    RecordAward { seat: u8 },
    /// Judges the dealer's hand.
    JudgeDealer { qualifies: bool },
    /// Judges a player's hand against the dealer's.
    JudgePlayer { seat: u8, versus: Versus },
    /// Settles one wager: the outcome and the winnings paid on top of the returned stake (zero
    /// when taken, pushed or returned).
    Settle {
        seat: u8,
        wager: W,
        outcome: Outcome,
        paid: Cents,
    },
}

impl<W: super::WagerKind> DealerAction<W> {
    /// The action in words: "Seat 3's Flush Bonus: won, pay $500".
    pub fn describe(&self) -> String {
        match self {
            DealerAction::NoMoreBets => "Call \"No more bets\"".into(),
            DealerAction::LockProgressive => "Lock the progressive system".into(),
            DealerAction::CountProgressive(total) => {
                format!("Collect and count the Progressive chips: {total}")
            }
            DealerAction::Cut => "Place the cover card (cut)".into(),
            DealerAction::Deal(to) => format!("Deal to {}", place(*to)),
            DealerAction::Remedy(remedy) => format!("Remedy: {}", remedy.describe()),
            DealerAction::CountStub(cards) => format!("Count the stub: {cards} cards"),
            DealerAction::ShowCommunity(1) => "Turn up the first community card".into(),
            DealerAction::ShowCommunity(shown) => {
                format!("Turn up community cards until {shown} are face up")
            }
            DealerAction::Reveal => "Reveal the dealer's hand".into(),
            DealerAction::CallFloor => "Call a floorperson to validate the Progressive win".into(),
            DealerAction::RecordAward { seat } => format!(
                "Mark seat {seat}'s award on the progressive system, verify it and complete the paperwork"
            ),
            DealerAction::JudgePlayer { seat, versus } => {
                format!("Seat {seat}'s hand {}", versus.words())
            }
            DealerAction::JudgeDealer { qualifies: true } => "The dealer qualifies".into(),
            DealerAction::JudgeDealer { qualifies: false } => "The dealer does not qualify".into(),
            DealerAction::Settle {
                seat,
                wager,
                outcome,
                paid,
            } => match outcome {
                Outcome::Won => format!("Seat {seat}'s {}: won, pay {paid}", wager.name()),
                // A Progressive's chips went into the table inventory before the deal.
                Outcome::Lost if wager.collected_before_deal() => {
                    format!("Seat {seat}'s {}: lost (already collected)", wager.name())
                }
                Outcome::Lost | Outcome::Forfeited => {
                    format!(
                        "Seat {seat}'s {}: take it ({})",
                        wager.name(),
                        outcome.name()
                    )
                }
                Outcome::Push => format!("Seat {seat}'s {}: push, leave it", wager.name()),
                Outcome::Refunded => format!("Seat {seat}'s {}: return it", wager.name()),
            },
        }
    }
}

/// "seat 3", "the dealer", "the community area".
pub fn place(recipient: Recipient) -> String {
    match recipient {
        Recipient::Seat(n) => format!("seat {n}"),
        Recipient::Dealer => "the dealer".into(),
        Recipient::Community => "the community area".into(),
        Recipient::DiscardRack => "the discard rack".into(),
    }
}

/// One thing the dealer must do, with the rule it follows and why.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Task<W> {
    pub action: DealerAction<W>,
    pub citation: Citation,
    pub why: String,
}

/// The table a dealer-mode round is dealt at, as the student or the instructor sets it: the rule
/// set's jurisdiction, how the cards are dealt and shuffled, and (Jackpot Hold 'Em's automated
/// shoe, 001 Ch.10 B(3)) whether the dealer's cards stay in the shuffler until every player has
/// acted. Each game makes its table's configuration from it (`GameModule::dealer_config`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealerTable {
    pub jurisdiction: crate::jurisdiction::Jurisdiction,
    pub method: super::DealingMethod,
    pub shuffler: super::Shuffler,
    pub dealer_cards_in_shuffler: bool,
}

/// The irregularity injected into a round, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Injected {
    pub irregularity: Irregularity,
    /// The card of the dealing order it happens at; `None`: found after the deal (a shuffler
    /// jam: before it, while the cards are shuffled).
    pub at_card: Option<usize>,
}

/// The irregularities a dealer-mode round can be dealt with: those found while the cards come
/// out (at a card of the dealing order), then those found once they are out.
const DURING_THE_DEAL: [Irregularity; 4] = [
    Irregularity::OneCardFaceUp,
    Irregularity::SeveralCardsFaceUp,
    Irregularity::CardDrawnInError,
    Irregularity::ShoeJam,
];
const AFTER_THE_DEAL: [Irregularity; 3] = [
    Irregularity::DealerCardExposedEarly,
    Irregularity::WrongNumberOfCards,
    Irregularity::ShufflerJam,
];

/// Whether an irregularity happens before the deal (while the cards are shuffled).
fn before_the_deal(i: &Injected) -> bool {
    i.irregularity == Irregularity::ShufflerJam
}

/// Every irregularity a round at this table can be given, and where (card 0 of the deal for
/// the ones during it): what a test walks.
pub fn injectable<G: Game>(table: &Table<G>) -> Vec<Injected> {
    let automated = table.procedure().dealing_method == super::DealingMethod::AutomatedShoe;
    // A shuffler can jam only where one is used (MD Ch.13 G, 001 Ch.13 H: "an automated card
    // shuffling device").
    let shuffler = table.procedure().shuffler.is_machine();
    DURING_THE_DEAL
        .into_iter()
        .filter(|i| *i != Irregularity::ShoeJam || automated)
        .map(|irregularity| Injected {
            irregularity,
            at_card: Some(0),
        })
        .chain(
            AFTER_THE_DEAL
                .into_iter()
                .filter(|i| *i != Irregularity::ShufflerJam || shuffler)
                .map(|irregularity| Injected {
                    irregularity,
                    at_card: None,
                }),
        )
        .collect()
}

/// One irregularity for a round at this table, at a card drawn from `rng` (once the players
/// are seated, so the deal's length is known).
pub fn choose_injected<G: Game, R: rand::RngCore + ?Sized>(
    table: &Table<G>,
    rng: &mut R,
) -> Injected {
    let choices = injectable(table);
    let mut chosen = choices[rng.below(choices.len())];
    if chosen.at_card.is_some() {
        let cards = table
            .game()
            .deal_plan(&table.round().players())
            .sequence
            .len();
        chosen.at_card = Some(rng.below(cards));
    }
    chosen
}

/// Seats two to five computer players (no more than the table has), each at a seat of its own
/// drawn from `rng`; the seat numbers, in order.
pub fn seat_players<G: Game, R: rand::RngCore + ?Sized>(
    table: &mut Table<G>,
    rng: &mut R,
) -> Result<Vec<u8>, super::ActionError> {
    let seats = table.procedure().seats;
    let players = rng.in_range(2, (seats as usize).min(5) + 1);
    let mut free: Vec<u8> = (1..=seats).collect();
    let mut taken = Vec::new();
    for _ in 0..players {
        taken.push(free.remove(rng.below(free.len())));
    }
    taken.sort_unstable();
    for &seat in &taken {
        table.sit(seat, seat as u32)?;
    }
    Ok(taken)
}

/// A round for dealer mode, played from `seed` at a table whose betting is open: two to five
/// computer players sit ([`seat_players`]), each an `agent` (its wagers, usually
/// [`super::agent::Wagering::Varied`], and its decisions), and the round is played by the one
/// driver ([`super::agent::play_round_with`]) with the irregularity of the level (`forced`, or
/// one drawn from the seed). The same seed and table give the same round, for any game.
pub fn dealer_round<G: Game, A: Agent<G> + Clone>(
    mut table: Table<G>,
    seed: u64,
    level: Level,
    forced: Option<Injected>,
    agent: A,
) -> Result<(Table<G>, Option<Injected>), super::ActionError> {
    let mut rng = crate::deck::seeded_rng(seed);
    let mut agents: Vec<(u8, A)> = seat_players(&mut table, &mut rng)?
        .into_iter()
        .map(|seat| (seat, agent.clone()))
        .collect();
    let irregular = match (level, forced) {
        (Level::WithIrregularities, Some(injected)) => Irregular::Given(injected),
        (Level::WithIrregularities, None) => Irregular::Drawn,
        _ => Irregular::None,
    };
    let injected = play_round_with(&mut table, &mut agents, &mut rng, irregular)?;
    Ok((table, injected))
}

/// Deals a round whose wagers are placed and locked ("no more bets" done), with the
/// irregularity if any, and reports one found after the deal (the round driver's deal,
/// [`super::agent::close_and_deal`]).
pub fn deal_with<G: Game, R: rand::RngCore + ?Sized>(
    table: &mut Table<G>,
    rng: &mut R,
    injected: Option<Injected>,
) -> Result<(), super::ActionError> {
    if let Some(i) = injected.filter(before_the_deal) {
        table.report(i.irregularity)?;
        if table.round().phase == Phase::Void {
            return Ok(());
        }
    }
    let event = injected.and_then(|i| {
        i.at_card.map(|at_card| super::DealEvent {
            irregularity: i.irregularity,
            at_card,
        })
    });
    table.deal(rng, None, event)?;
    if let Some(i) = injected.filter(|i| i.at_card.is_none() && !before_the_deal(i)) {
        if table.round().phase == Phase::Decisions {
            table.report(i.irregularity)?;
        }
    }
    Ok(())
}

/// A computer player's wager: one of `dollars` within the limits (the nearest limit when none is).
pub fn pick_amount<R: rand::RngCore + ?Sized>(
    rng: &mut R,
    dollars: &[i64],
    min: Cents,
    max: Cents,
) -> Cents {
    let fitting: Vec<Cents> = dollars
        .iter()
        .map(|&d| Cents::dollars(d))
        .filter(|c| *c >= min && *c <= max)
        .collect();
    if fitting.is_empty() {
        min
    } else {
        fitting[rng.below(fitting.len())]
    }
}

/// Something that happens at the table without the dealer doing it: a player's choice, an
/// irregularity found. It happens as soon as what it follows is done; dealer mode shows it then.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Happening {
    pub text: String,
    pub citation: Citation,
    /// The seat whose choice it is.
    pub seat: Option<u8>,
    /// The seat's last choice of the round: its wager placed, or its fold.
    pub last_decision: bool,
    /// An irregularity the dealer must now remedy.
    pub irregularity: bool,
}

/// One step of a round: the dealer's, or one that happens.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Node<W> {
    Task(Task<W>),
    Happens(Happening),
}

/// A round's procedure as the rules order it: its steps and, for each, the steps that must come
/// first — a partial order, not a script. Where the rules fix no order (the cut and "no more
/// bets"; the Ante, X-tra Bonus and Play of one player; the refunds of a void) any order is
/// accepted; a step that does not apply to this round (a cut after a machine shuffle, a $0
/// Progressive count, a delivery to a dealer whose cards stay in the shuffler) does not exist.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundProcedure<W> {
    pub nodes: Vec<Node<W>>,
    /// For each node, the nodes that come first.
    pub after: Vec<Vec<usize>>,
    /// Why a step a student may look for is not in this round, with its rule.
    pub absent: Vec<Absent>,
    /// The dealer's cards stay in the shuffler until the reveal (001 Ch.10 B(3)).
    pub dealer_cards_stay_in_shuffler: bool,
    /// For each node, the skills its task exercises (`skills::task_skills`; none for a
    /// happening), derived while the table is at hand so a page records attempts without it.
    #[serde(skip)]
    pub skills: Vec<Vec<crate::skills::Skill>>,
}

/// A kind of step this round does not have, and the rule that says so.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Absent {
    pub step: AbsentStep,
    pub why: String,
    pub citation: Citation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum AbsentStep {
    NoMoreBets,
    Cut,
    LockProgressive,
    CountProgressive,
    DealToDealer,
    CountStub,
}

impl<W: super::WagerKind> RoundProcedure<W> {
    /// The dealer's tasks, in one order the rules allow (each after everything it follows, in
    /// the order the table recorded them): what a golden file pins and a walk-through shows.
    pub fn tasks(&self) -> Vec<Task<W>> {
        self.nodes
            .iter()
            .filter_map(|n| match n {
                Node::Task(t) => Some(t.clone()),
                Node::Happens(_) => None,
            })
            .collect()
    }

    pub fn task(&self, node: usize) -> Option<&Task<W>> {
        match self.nodes.get(node) {
            Some(Node::Task(t)) => Some(t),
            _ => None,
        }
    }

    /// The round's settle steps (its payouts), in the table's order: what a walk-through pays
    /// and a test counts or replays.
    pub fn settle_steps(&self) -> Vec<DealerAction<W>> {
        self.tasks()
            .into_iter()
            .map(|t| t.action)
            .filter(|a| matches!(a, DealerAction::Settle { .. }))
            .collect()
    }
}

/// Where at the table a step is taken, so a page can put the keyboard where the dealer acts
/// next: a wager's spot, a seat's hand (judged against the dealer's), the dealer's hand, or
/// elsewhere (the betting, the shoe, the progressive system, an irregularity).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepPlace<W> {
    Wager { seat: u8, wager: W },
    SeatHand(u8),
    DealerHand,
    Elsewhere,
}

/// Builds a round's procedure node by node.
struct Builder<W> {
    nodes: Vec<Node<W>>,
    after: Vec<Vec<usize>>,
}

impl<W: Clone> Builder<W> {
    fn task(
        &mut self,
        action: DealerAction<W>,
        citation: Citation,
        why: String,
        after: &[usize],
    ) -> usize {
        self.push(
            Node::Task(Task {
                action,
                citation,
                why,
            }),
            after,
        )
    }

    fn happens(&mut self, happening: Happening, after: &[usize]) -> usize {
        self.push(Node::Happens(happening), after)
    }

    fn push(&mut self, node: Node<W>, after: &[usize]) -> usize {
        let mut after = after.to_vec();
        after.sort_unstable();
        after.dedup();
        self.nodes.push(node);
        self.after.push(after);
        self.nodes.len() - 1
    }
}

/// The tasks of a played round at a level, in one order the rules allow (see
/// [`RoundProcedure::tasks`]).
pub fn tasks<G: Game>(
    table: &Table<G>,
    round: &Round<G>,
    level: Level,
    injected: Option<Injected>,
) -> Vec<Task<G::Wager>> {
    procedure(table, round, level, injected).tasks()
}

/// A played round's procedure at a level: the steps the rules require of the dealer, built from
/// the table's configuration and the round's record (its wagers, deal, choices, irregularity and
/// settlement), each after the steps the rules put before it.
pub fn procedure<G: Game>(
    table: &Table<G>,
    round: &Round<G>,
    level: Level,
    injected: Option<Injected>,
) -> RoundProcedure<G::Wager> {
    let rules = table.procedure();
    let game = table.game();
    let full = level != Level::PayoutsOnly;
    let injected = injected.filter(|_| level == Level::WithIrregularities);
    let plan = game.deal_plan(&round.players());
    let mut b = Builder {
        nodes: Vec::new(),
        after: Vec::new(),
    };
    let mut absent = Vec::new();
    let mut remedy_node: Option<usize> = None;
    let mut jam_before_deal = false;
    let remedy_task =
        |b: &mut Builder<G::Wager>, irregularity: Irregularity, found: Phase, after: &[usize]| {
            let ruled = game.remedy(irregularity, found);
            let seen = b.happens(
                Happening {
                    text: format!(
                        "Irregularity: {}.",
                        game.describe_irregularity(irregularity)
                    ),
                    citation: ruled.citation,
                    seat: None,
                    last_decision: false,
                    irregularity: true,
                },
                after,
            );
            b.task(
                DealerAction::Remedy(ruled.value),
                ruled.citation,
                format!(
                    "Irregularity: {}.",
                    game.describe_irregularity(irregularity)
                ),
                &[seen],
            )
        };

    // Before the deal: "no more bets", then the progressive locked and its chips (if any)
    // collected and counted (MD Ch.8 C(1)–(3); 001 Ch.8 C(1)–(3)); the cut, in any order with
    // these, after the shuffle (Ch.5 D–F) and before the first card (Ch.8 B).
    let mut before_deal = Vec::new();
    if full {
        let announced = &rules.no_more_bets_announced;
        let nmb = announced.value.then(|| {
            b.task(
                DealerAction::NoMoreBets,
                announced.citation,
                "Wagers lock before the deal, and the dealer announces it.".into(),
                &[],
            )
        });
        if nmb.is_none() {
            absent.push(Absent {
                step: AbsentStep::NoMoreBets,
                why: "These rules state no \"no more bets\" announcement: the wagers lock when the dealer presses the progressive button, or with the deal.".into(),
                citation: announced.citation,
            });
        }
        before_deal.extend(nmb);
        let citations = rules.citations;
        if game.offers_progressive() {
            let lock = b.task(
                DealerAction::LockProgressive,
                citations.progressive_lock,
                "No Progressive wager is accepted once betting closes.".into(),
                &before_deal,
            );
            before_deal.push(lock);
            let total = round
                .seats
                .iter()
                .map(|s| s.wagers.get(G::PROGRESSIVE))
                .fold(Cents::ZERO, |sum, c| Cents(sum.0 + c.0));
            if total.0 > 0 {
                before_deal.push(b.task(
                    DealerAction::CountProgressive(total),
                    citations.progressive_count,
                    "The Progressive chips are collected and counted against the wagers the system accepted.".into(),
                    &[lock],
                ));
            } else {
                absent.push(Absent {
                    step: AbsentStep::CountProgressive,
                    why: "Nobody wagered the Progressive this round: chips are collected and counted only if any were wagered.".into(),
                    citation: citations.progressive_count,
                });
            }
        } else {
            absent.push(Absent {
                step: AbsentStep::LockProgressive,
                why: "This table offers no Progressive.".into(),
                citation: citations.progressive_lock,
            });
        }
        // A shuffler that jams once the wagers are locked: remedied before the cut and the deal.
        let mut shuffled = Vec::new();
        if let Some(i) = injected.filter(before_the_deal) {
            jam_before_deal = true;
            let remedy = remedy_task(&mut b, i.irregularity, Phase::Dealing, &before_deal);
            remedy_node = Some(remedy);
            before_deal.push(remedy);
            shuffled.push(remedy);
        }
        let voided_before_the_deal = round.void.is_some() && round.deal_order.is_empty();
        if rules.cut_required.value && !voided_before_the_deal {
            before_deal.push(b.task(
                DealerAction::Cut,
                rules.cut.citation,
                "The cards were shuffled by hand: a cut follows, before the first card.".into(),
                &shuffled,
            ));
        } else if !rules.cut_required.value {
            absent.push(Absent {
                step: AbsentStep::Cut,
                why: "The cards come from a shuffler: there is no cut.".into(),
                citation: rules.cut_required.citation,
            });
        }
    }

    // The deal: each delivery in the order the rules fix (one card at a time, or one stack).
    let delivered = round
        .deal_order
        .iter()
        .filter(|(r, _)| *r != Recipient::DiscardRack)
        .count();
    let stopped = delivered < plan.sequence.len();
    let mut gate = before_deal.clone();
    if plan.dealer_cards_stay_in_shuffler {
        absent.push(Absent {
            step: AbsentStep::DealToDealer,
            why: "The dealer's two cards stay in the shuffler until every player has acted; the reveal takes them out.".into(),
            citation: plan.described.citation,
        });
    }
    if full && !(round.void.is_some() && round.deal_order.is_empty()) {
        let during = injected.and_then(|i| i.at_card.map(|at| (at, i.irregularity)));
        let deliveries = plan.deliveries();
        // The delivery an irregularity comes before: the one holding its card (after the last
        // one for a card that stays in the shuffler).
        let remedy_before = during.map(|(at, irregularity)| {
            let k = deliveries
                .iter()
                .position(|(_, range)| range.end > at)
                .unwrap_or(deliveries.len());
            (k, at, irregularity)
        });
        for k in 0..=deliveries.len() {
            if let Some((_, at, irregularity)) = remedy_before.filter(|r| r.0 == k) {
                let found = super::dealing::found_at(&plan, at);
                let remedy = remedy_task(&mut b, irregularity, found, &gate);
                remedy_node = Some(remedy);
                gate = vec![remedy];
                if stopped {
                    break;
                }
            }
            let Some((to, _)) = deliveries.get(k) else {
                break;
            };
            let deal = b.task(
                DealerAction::Deal(*to),
                plan.described.citation,
                plan.described.value.clone(),
                &gate,
            );
            gate = vec![deal];
        }
        if let Some(cards) = round.stub_counted {
            let count = b.task(
                DealerAction::CountStub(cards),
                rules.stub_count_every_rounds.citation,
                "The stub is counted at the interval the rules set, once every card is out.".into(),
                &gate,
            );
            gate = vec![count];
        } else if !stopped {
            absent.push(Absent {
                step: AbsentStep::CountStub,
                why: "No stub count is due this round.".into(),
                citation: rules.stub_count_every_rounds.citation,
            });
        }
    } else if !full {
        gate.clear();
    }

    // After the deal, as the round went: community cards turned up, each player's choice (in
    // the order the rules fix), a fold's wagers taken, an irregularity and its remedy, the
    // reveal, and the settlement pass.
    let mut fold_collections: Vec<usize> = Vec::new();
    let mut last_choice: Vec<(u8, usize)> = Vec::new();
    let mut settles: Vec<(usize, &crate::trace::SettledWager<G::Wager>)> = Vec::new();
    let mut refunds: Vec<usize> = Vec::new();
    for (i, step) in round.steps.iter().enumerate() {
        if round.irregularity_step == Some(i) {
            // A jam before the deal that only reshuffles was placed before the cut.
            if jam_before_deal && round.void.is_none() {
                continue;
            }
            let irregularity = round.void.or(injected.map(|x| x.irregularity));
            match (remedy_node, irregularity) {
                (Some(r), _) if !gate.contains(&r) => gate.push(r),
                (Some(_), _) => {}
                (None, Some(irregularity)) if full => {
                    let r = remedy_task(&mut b, irregularity, Phase::Decisions, &gate);
                    remedy_node = Some(r);
                    gate = vec![r];
                }
                _ => {}
            }
            continue;
        }
        if let Some(&(_, shown)) = round.community_turned.iter().find(|(at, _)| *at == i) {
            if full {
                let turn = b.task(
                    DealerAction::ShowCommunity(shown),
                    step.citation(),
                    match step {
                        crate::trace::Step::Procedure { text, .. } => text.clone(),
                        _ => String::new(),
                    },
                    &gate,
                );
                gate = vec![turn];
            }
            continue;
        }
        if let Some(d) = round.decisions.iter().find(|d| d.step == i) {
            if full {
                let choice = b.happens(
                    Happening {
                        text: format!("Seat {}: {}.", d.seat, d.decision),
                        citation: d.citation,
                        seat: Some(d.seat),
                        last_decision: d.last,
                        irregularity: false,
                    },
                    &gate,
                );
                gate = vec![choice];
                last_choice.push((d.seat, choice));
            }
        }
        if round.reveal_step == Some(i) {
            if game.folds_collected_after_every_decision() {
                for &n in &fold_collections {
                    b.after[n].extend(gate.iter().copied());
                }
            }
            let mut after = gate.clone();
            after.extend(&fold_collections);
            let mut judge_after = fold_collections.clone();
            if let crate::trace::Step::Procedure { text, citation } = step {
                if full {
                    let reveal = b.task(
                        DealerAction::Reveal,
                        *citation,
                        if plan.dealer_cards_stay_in_shuffler {
                            "Every player has acted: the dealer's two cards come out of the shuffler and are exposed.".into()
                        } else {
                            "Every player has decided: the dealer's cards are turned up.".into()
                        },
                        &after,
                    );
                    judge_after = vec![reveal];
                }
                let judge = b.task(
                    DealerAction::JudgeDealer {
                        qualifies: round.dealer_qualifies.unwrap_or(false),
                    },
                    *citation,
                    text.clone(),
                    &judge_after,
                );
                gate = vec![judge];
            }
            continue;
        }
        if let crate::trace::Step::Settled(s) = step {
            if s.outcome == Outcome::Refunded && round.void.is_some() {
                // A void's refunds: after the remedy, in any order, against nothing else (the
                // remedies give them no order against the community cards or the side wagers).
                let after: Vec<usize> = remedy_node.into_iter().collect();
                refunds.push(b.task(settle_action(s), s.citation, s.explanation.clone(), &after));
                continue;
            }
            if round.reveal_step.is_none_or(|r| i < r) && round.void.is_none() {
                // Taken at the fold (and, where the rules settle side wagers then, settled):
                // after the seat's choice, before the reveal.
                let choice: Vec<usize> = last_choice
                    .iter()
                    .rev()
                    .find(|(seat, _)| *seat == s.seat)
                    .map(|&(_, c)| vec![c])
                    .unwrap_or_default();
                fold_collections.push(b.task(
                    settle_action(s),
                    s.citation,
                    s.explanation.clone(),
                    &choice,
                ));
                continue;
            }
            settles.push((i, s));
        }
    }
    settlement_pass(table, round, &mut b, &settles, gate);
    let skills = b
        .nodes
        .iter()
        .map(|n| match n {
            Node::Task(t) => crate::skills::task_skills(table, round, &t.action),
            Node::Happens(_) => Vec::new(),
        })
        .collect();
    RoundProcedure {
        nodes: b.nodes,
        after: b.after,
        absent,
        dealer_cards_stay_in_shuffler: plan.dealer_cards_stay_in_shuffler,
        skills,
    }
}

fn settle_action<W: Copy>(s: &crate::trace::SettledWager<W>) -> DealerAction<W> {
    DealerAction::Settle {
        seat: s.seat,
        wager: s.wager,
        outcome: s.outcome,
        paid: s.won,
    }
}

/// The settlement pass: one player at a time in the order the table settled them
/// (counterclockwise from the dealer's right), each player's wagers in the rules' steps — the
/// wagers of one step in any order — with the hand judged first where a comparison settles
/// them, and a Progressive win validated (and a meter award written up) before it is paid.
fn settlement_pass<G: Game>(
    table: &Table<G>,
    round: &Round<G>,
    b: &mut Builder<G::Wager>,
    settles: &[(usize, &crate::trace::SettledWager<G::Wager>)],
    mut gate: Vec<usize>,
) {
    use super::WagerKind as _;
    let citations = table.procedure().citations;
    let mut start = 0;
    while start < settles.len() {
        let seat = settles[start].1.seat;
        let end = settles[start..]
            .iter()
            .position(|(_, s)| s.seat != seat)
            .map_or(settles.len(), |n| start + n);
        let block = &settles[start..end];
        // The seat's hand judged against the dealer's, before the wagers the comparison settles.
        if let Some(j) = round
            .seats
            .iter()
            .filter(|s| s.number == seat)
            .find_map(|s| s.judged.filter(|j| block.iter().any(|(i, _)| *i == j.step)))
        {
            let compared = block
                .iter()
                .find(|(_, w)| w.citation == j.citation)
                .map_or(block[0].1.explanation.as_str(), |(_, w)| {
                    w.explanation.as_str()
                });
            let judge = b.task(
                DealerAction::JudgePlayer {
                    seat,
                    versus: j.versus,
                },
                j.citation,
                format!("Seat {seat}: {compared}"),
                &gate,
            );
            gate = vec![judge];
        }
        let game = table.game();
        let mut steps: Vec<u8> = block
            .iter()
            .map(|(_, s)| game.settlement_step(s.wager))
            .collect();
        steps.sort_unstable();
        steps.dedup();
        for step in steps {
            let mut group = Vec::new();
            for (_, s) in block
                .iter()
                .filter(|(_, s)| game.settlement_step(s.wager) == step)
            {
                let mut after = gate.clone();
                if let (Some(citation), true) = (
                    citations.progressive_validation,
                    s.wager.collected_before_deal() && s.outcome == Outcome::Won,
                ) {
                    let floor = b.task(
                        DealerAction::CallFloor,
                        citation,
                        format!(
                            "Seat {} wins the Progressive: the win is validated before it is paid.",
                            s.seat
                        ),
                        &after,
                    );
                    after = vec![floor];
                    group.push(floor);
                }
                if let (Some(citation), true) = (
                    citations.award_paperwork,
                    s.paid_from == PaidFrom::Meter && s.outcome == Outcome::Won,
                ) {
                    let award = b.task(
                        DealerAction::RecordAward { seat: s.seat },
                        citation,
                        format!(
                            "Seat {} wins a percentage award: it is not paid from the table inventory; the system is marked with the winner and the hand, the award verified and documented before the cards are collected.",
                            s.seat
                        ),
                        &after,
                    );
                    after = vec![award];
                    group.push(award);
                }
                group.push(b.task(settle_action(s), s.citation, s.explanation.clone(), &after));
            }
            gate = group;
        }
        start = end;
    }
}

/// What kind of mistake an action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Mistake {
    /// A step whose turn has not come: something the rules put first is not done.
    OutOfOrder,
    /// A wager due now was skipped for a later one of the same seat (kept for results saved by
    /// older versions; the wagers of one settlement step may now go in any order).
    MissedWager,
    /// The wager's outcome is wrong.
    WrongOutcome,
    /// The amount paid is wrong.
    WrongAmount,
    /// The Progressive chips or the stub counted wrong.
    WrongCount,
    /// The dealer's hand judged wrong.
    WrongJudgement,
    /// Another remedy was due.
    WrongRemedy,
    /// A step this round does not have (a cut after a machine shuffle, a $0 count, a wager
    /// already settled).
    NotAStep,
}

impl Mistake {
    pub fn name(self) -> &'static str {
        match self {
            Mistake::OutOfOrder => "out of order",
            Mistake::MissedWager => "a wager missed",
            Mistake::WrongOutcome => "wrong outcome",
            Mistake::WrongAmount => "wrong amount",
            Mistake::WrongCount => "wrong count",
            Mistake::WrongJudgement => "wrong judgement",
            Mistake::WrongRemedy => "wrong remedy",
            Mistake::NotAStep => "not a step of this round",
        }
    }
}

/// A refused action: what was wrong, with the rule it breaks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Correction<W> {
    pub mistake: Mistake,
    /// The step it concerns, or one the rules allow now.
    pub expected: Option<Task<W>>,
    /// What was wrong and the rule it breaks, without giving the answer away (what a graded
    /// run shows): "Out of order: turn up the first community card (001 Ch.11 B) comes after
    /// deal to seat 3 (001 Ch.8 D(1)–(3))."
    pub refusal: String,
    /// The refusal with the correct step and why (what practice shows).
    pub message: String,
}

/// One task as the student did it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Done {
    /// The mistakes made on it before it was done right.
    pub mistakes: Vec<Mistake>,
    /// Time taken on a payout, when the caller timed it.
    pub millis: Option<u64>,
    pub is_payout: bool,
}

impl Done {
    pub fn right_first_time(&self) -> bool {
        self.mistakes.is_empty()
    }
}

/// A run through one round's procedure. Any step whose preceding steps are done is accepted;
/// anything else is refused with the rule it breaks and the table stays where it was, in
/// practice and in a graded run alike, so one slip costs one mark. `graded` only says how much
/// a refusal tells.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DealerRun<W> {
    pub procedure: RoundProcedure<W>,
    pub graded: bool,
    done: Vec<bool>,
    /// The steps done (and happened), in the order they were.
    pub history: Vec<usize>,
    marks: Vec<Vec<Mistake>>,
    millis: Vec<Option<u64>>,
    /// Mistakes that name no step of this round: each costs a mark of its own.
    pub strays: Vec<Mistake>,
}

impl<W: super::WagerKind + Eq> DealerRun<W> {
    pub fn new(procedure: RoundProcedure<W>, graded: bool) -> DealerRun<W> {
        let n = procedure.nodes.len();
        let mut run = DealerRun {
            procedure,
            graded,
            done: vec![false; n],
            history: Vec::new(),
            marks: vec![Vec::new(); n],
            millis: vec![None; n],
            strays: Vec::new(),
        };
        run.happen();
        run
    }

    /// A run as someone watching the table sees it: `nodes` done in the order given, whatever
    /// the rules' order (catch the dealer shows a dealer's mistakes this way), each happening
    /// let happen once what it follows is done. Nothing is scored.
    pub fn watched(procedure: RoundProcedure<W>, nodes: &[usize]) -> DealerRun<W> {
        let mut run = DealerRun::new(procedure, false);
        for &n in nodes {
            if n < run.done.len() && !run.done[n] {
                run.done[n] = true;
                run.history.push(n);
                run.happen();
            }
        }
        run
    }

    /// Whether every step that must come before `node` is done (and it is not).
    pub fn ready(&self, node: usize) -> bool {
        !self.done[node] && self.procedure.after[node].iter().all(|&p| self.done[p])
    }

    pub fn is_done(&self, node: usize) -> bool {
        self.done.get(node).copied().unwrap_or(false)
    }

    /// Lets happen whatever can: players choose, an irregularity is found.
    fn happen(&mut self) {
        loop {
            let next = (0..self.done.len())
                .find(|&n| matches!(self.procedure.nodes[n], Node::Happens(_)) && self.ready(n));
            match next {
                Some(n) => {
                    self.done[n] = true;
                    self.history.push(n);
                }
                None => break,
            }
        }
    }

    /// The tasks the rules allow now, in the table's order.
    pub fn allowed(&self) -> Vec<&Task<W>> {
        (0..self.done.len())
            .filter(|&n| self.ready(n))
            .filter_map(|n| self.procedure.task(n))
            .collect()
    }

    /// One task the rules allow now (the table's own next step), `None` when the round is done.
    pub fn due(&self) -> Option<&Task<W>> {
        self.allowed().into_iter().next()
    }

    /// Where the table's own next step is taken ([`DealerRun::due`]), `None` when the round is
    /// done. A floorperson's call and an award's paperwork are made at the wager they clear for
    /// payment (the settle step the procedure puts after them), so they name its spot.
    pub fn due_place(&self) -> Option<StepPlace<W>> {
        let node =
            (0..self.done.len()).find(|&n| self.ready(n) && self.procedure.task(n).is_some())?;
        let wager_at = |n: usize| match self.procedure.task(n).map(|t| &t.action) {
            Some(DealerAction::Settle { seat, wager, .. }) => Some(StepPlace::Wager {
                seat: *seat,
                wager: *wager,
            }),
            _ => None,
        };
        Some(match &self.procedure.task(node)?.action {
            DealerAction::Settle { .. } => wager_at(node)?,
            DealerAction::CallFloor | DealerAction::RecordAward { .. } => (node + 1
                ..self.procedure.nodes.len())
                .find_map(wager_at)
                .unwrap_or(StepPlace::Elsewhere),
            DealerAction::JudgePlayer { seat, .. } => StepPlace::SeatHand(*seat),
            DealerAction::JudgeDealer { .. } => StepPlace::DealerHand,
            _ => StepPlace::Elsewhere,
        })
    }

    pub fn finished(&self) -> bool {
        self.done.iter().all(|d| *d)
    }

    /// The dealer's actions done so far, in order.
    pub fn done_actions(&self) -> impl Iterator<Item = &DealerAction<W>> {
        self.history
            .iter()
            .filter_map(|&n| self.procedure.task(n).map(|t| &t.action))
    }

    /// What has happened so far (choices, irregularities), in order.
    pub fn happened(&self) -> Vec<&Happening> {
        self.history
            .iter()
            .filter_map(|&n| match &self.procedure.nodes[n] {
                Node::Happens(h) => Some(h),
                Node::Task(_) => None,
            })
            .collect()
    }

    /// An irregularity that has happened and awaits its remedy.
    pub fn pending_irregularity(&self) -> Option<&Happening> {
        (0..self.done.len()).find_map(|n| match &self.procedure.nodes[n] {
            Node::Happens(h)
                if h.irregularity
                    && self.done[n]
                    && (0..self.done.len())
                        .any(|m| !self.done[m] && self.procedure.after[m].contains(&n)) =>
            {
                Some(h)
            }
            _ => None,
        })
    }

    /// Checks the student's action: a step the rules allow now is done; anything else is
    /// refused, recorded and changes nothing. `millis`: the student's time, kept for payouts
    /// and deals (the two steps with a pace target, `pace::PaceTargets`).
    pub fn act(
        &mut self,
        action: &DealerAction<W>,
        millis: Option<u64>,
    ) -> Result<(), Correction<W>> {
        if self.finished() {
            return Err(Correction {
                mistake: Mistake::NotAStep,
                expected: None,
                refusal: "The round is over: nothing is left to do.".into(),
                message: "The round is over: nothing is left to do.".into(),
            });
        }
        let tasks = self.procedure.nodes.len();
        let matching: Vec<usize> = (0..tasks)
            .filter(|&n| !self.done[n])
            .filter(|&n| {
                self.procedure
                    .task(n)
                    .is_some_and(|t| same(&t.action, action))
            })
            .collect();
        if let Some(&n) = matching.iter().find(|&&n| self.ready(n)) {
            self.done[n] = true;
            self.history.push(n);
            if matches!(action, DealerAction::Settle { .. } | DealerAction::Deal(_)) {
                self.millis[n] = millis;
            }
            self.happen();
            return Ok(());
        }
        let correction = if let Some(&n) = matching.first() {
            let task = self.procedure.task(n).cloned().expect("a task");
            let first = self.blocker(n);
            let before = self.procedure.task(first).cloned();
            let refusal = match &before {
                Some(b) => format!(
                    "Out of order: {} ({}) comes after {} ({}).",
                    lower_first(&task.action.describe()),
                    task.citation,
                    lower_first(&b.action.describe()),
                    b.citation
                ),
                None => format!(
                    "Out of order: {} ({}) is not due yet.",
                    lower_first(&task.action.describe()),
                    task.citation
                ),
            };
            self.marks[n].push(Mistake::OutOfOrder);
            Correction {
                mistake: Mistake::OutOfOrder,
                message: match &before {
                    Some(b) => format!("{refusal} {}", b.why),
                    None => refusal.clone(),
                },
                refusal,
                expected: before,
            }
        } else if let Some((n, mistake)) = self.related(action) {
            let task = self.procedure.task(n).cloned().expect("a task");
            self.marks[n].push(mistake);
            let refusal = format!(
                "{}: {} ({}).",
                capitalise(mistake.name()),
                lower_first(&action.describe()),
                task.citation
            );
            Correction {
                mistake,
                message: format!("{refusal} Right: {}. {}", task.action.describe(), task.why)
                    .trim_end()
                    .to_string(),
                refusal,
                expected: Some(task),
            }
        } else {
            let refusal = self.not_a_step(action);
            self.strays.push(Mistake::NotAStep);
            let allowed = self.due().cloned();
            Correction {
                mistake: Mistake::NotAStep,
                message: match &allowed {
                    Some(t) => format!(
                        "{refusal} The rules allow now, for example: {} ({}).",
                        lower_first(&t.action.describe()),
                        t.citation
                    ),
                    None => refusal.clone(),
                },
                refusal,
                expected: allowed,
            }
        };
        Err(correction)
    }

    /// The first step not done that `node` waits for, followed back to one the rules allow now
    /// (or to a choice not yet made).
    fn blocker(&self, node: usize) -> usize {
        let mut at = node;
        for _ in 0..self.done.len() {
            match self.procedure.after[at].iter().find(|&&p| !self.done[p]) {
                Some(&p) => {
                    if self.ready(p) && self.procedure.task(p).is_some() {
                        return p;
                    }
                    at = p;
                }
                None => return at,
            }
        }
        at
    }

    /// A step not done that the action was meant for, and what is wrong with the action.
    fn related(&self, action: &DealerAction<W>) -> Option<(usize, Mistake)> {
        use DealerAction as A;
        let open = |n: &usize| !self.done[*n];
        (0..self.done.len()).filter(open).find_map(|n| {
            let task = self.procedure.task(n)?;
            let mistake = match (&task.action, action) {
                (
                    A::Settle {
                        seat,
                        wager,
                        outcome,
                        ..
                    },
                    A::Settle {
                        seat: s,
                        wager: w,
                        outcome: o,
                        ..
                    },
                ) if seat == s && wager == w => {
                    if same_money(*outcome, *o) {
                        Mistake::WrongAmount
                    } else {
                        Mistake::WrongOutcome
                    }
                }
                (A::CountProgressive(_), A::CountProgressive(_))
                | (A::CountStub(_), A::CountStub(_)) => Mistake::WrongCount,
                (A::JudgeDealer { .. }, A::JudgeDealer { .. }) => Mistake::WrongJudgement,
                (A::JudgePlayer { seat, .. }, A::JudgePlayer { seat: s, .. }) if seat == s => {
                    Mistake::WrongJudgement
                }
                (A::Remedy(_), A::Remedy(_)) if self.ready(n) => Mistake::WrongRemedy,
                _ => return None,
            };
            Some((n, mistake))
        })
    }

    /// Why an action names no step of this round, with the rule.
    fn not_a_step(&self, action: &DealerAction<W>) -> String {
        use DealerAction as A;
        let kind = match action {
            A::NoMoreBets => Some(AbsentStep::NoMoreBets),
            A::Cut => Some(AbsentStep::Cut),
            A::LockProgressive => Some(AbsentStep::LockProgressive),
            A::CountProgressive(_) => Some(AbsentStep::CountProgressive),
            A::Deal(Recipient::Dealer) => Some(AbsentStep::DealToDealer),
            A::CountStub(_) => Some(AbsentStep::CountStub),
            _ => None,
        };
        if let Some(a) = kind.and_then(|k| self.procedure.absent.iter().find(|a| a.step == k)) {
            return format!("Not a step of this round: {} ({}).", a.why, a.citation);
        }
        let done_before = self
            .history
            .iter()
            .filter_map(|&n| self.procedure.task(n))
            .find(|t| same(&t.action, action) || same_wager(&t.action, action));
        match (action, done_before) {
            (_, Some(t)) => format!(
                "Already done: {} ({}).",
                lower_first(&t.action.describe()),
                t.citation
            ),
            (A::Remedy(_), None) => {
                "Nothing calls for a remedy now: no irregularity has happened.".into()
            }
            (A::Deal(to), None) => format!("No card goes to {} in this round now.", place(*to)),
            _ => format!(
                "Not a step of this round: {}.",
                lower_first(&action.describe())
            ),
        }
    }

    /// Every task done, in the order done, as an attempt at its skills: the skills
    /// ([`RoundProcedure::skills`]), whether it was right first time, and the time taken when
    /// timed. What a page records in the student's skill book.
    pub fn skill_attempts(&self) -> Vec<(&[crate::skills::Skill], bool, Option<u64>)> {
        self.history
            .iter()
            .filter(|&&n| self.procedure.task(n).is_some())
            .map(|&n| {
                let skills = self.procedure.skills.get(n).map_or(&[][..], Vec::as_slice);
                (skills, self.marks[n].is_empty(), self.millis[n])
            })
            .collect()
    }

    /// The times taken on the payouts done, in the order done (those the caller timed).
    pub fn payout_millis(&self) -> Vec<u64> {
        self.history
            .iter()
            .filter(|&&n| self.is_payout(n))
            .filter_map(|&n| self.millis[n])
            .collect()
    }

    fn is_payout(&self, n: usize) -> bool {
        self.procedure
            .task(n)
            .is_some_and(|t| matches!(t.action, DealerAction::Settle { .. }))
    }

    pub fn score(&self) -> Score {
        let mut done: Vec<Done> = self
            .history
            .iter()
            .filter_map(|&n| {
                self.procedure.task(n).map(|t| Done {
                    mistakes: self.marks[n].clone(),
                    millis: self.millis[n].filter(|_| self.is_payout(n)),
                    is_payout: matches!(t.action, DealerAction::Settle { .. }),
                })
            })
            .collect();
        // Slips on steps never done (a run stopped early) and on no step each cost a mark.
        done.extend(
            (0..self.done.len())
                .filter(|&n| !self.done[n] && !self.marks[n].is_empty())
                .map(|n| Done {
                    mistakes: self.marks[n].clone(),
                    millis: None,
                    is_payout: false,
                })
                .chain(self.strays.iter().map(|&m| Done {
                    mistakes: vec![m],
                    millis: None,
                    is_payout: false,
                })),
        );
        Score::of(&done)
    }
}

/// Outcomes that move the same money are one answer: a wager lost or forfeited with a fold is
/// taken; one pushed or returned stays with the player ("the Ante is returned" is a push).
fn same_money(a: Outcome, b: Outcome) -> bool {
    let class = |o: Outcome| match o {
        Outcome::Forfeited | Outcome::Lost => 0,
        Outcome::Push | Outcome::Refunded => 1,
        Outcome::Won => 2,
    };
    class(a) == class(b)
}

fn same<W: Eq>(due: &DealerAction<W>, given: &DealerAction<W>) -> bool {
    match (due, given) {
        (
            DealerAction::Settle {
                seat,
                wager,
                outcome,
                paid,
            },
            DealerAction::Settle {
                seat: s,
                wager: w,
                outcome: o,
                paid: p,
            },
        ) => seat == s && wager == w && same_money(*outcome, *o) && paid == p,
        _ => due == given,
    }
}

/// Two settlements of the same seat's wager, whatever their outcome.
fn same_wager<W: Eq>(a: &DealerAction<W>, b: &DealerAction<W>) -> bool {
    matches!((a, b), (
        DealerAction::Settle { seat, wager, .. },
        DealerAction::Settle { seat: s, wager: w, .. },
    ) if seat == s && wager == w)
}

/// How a run went: first-attempt accuracy on the procedure and on the payouts, and the median
/// time per payout.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Score {
    pub procedure_right: usize,
    pub procedure_total: usize,
    pub payouts_right: usize,
    pub payouts_total: usize,
    pub median_payout_millis: Option<u64>,
    /// Mistakes by kind, in the order first made.
    pub mistakes: Vec<(Mistake, usize)>,
}

impl Score {
    pub fn of(done: &[Done]) -> Score {
        let mut score = Score::default();
        let mut times = Vec::new();
        for d in done {
            let right = d.right_first_time() as usize;
            if d.is_payout {
                score.payouts_total += 1;
                score.payouts_right += right;
                times.extend(d.millis);
            } else {
                score.procedure_total += 1;
                score.procedure_right += right;
            }
            for &m in &d.mistakes {
                match score.mistakes.iter_mut().find(|(k, _)| *k == m) {
                    Some((_, n)) => *n += 1,
                    None => score.mistakes.push((m, 1)),
                }
            }
        }
        times.sort_unstable();
        score.median_payout_millis = median(&times);
        score
    }

    /// Adds another round's score.
    pub fn add(&mut self, other: &Score) {
        self.procedure_right += other.procedure_right;
        self.procedure_total += other.procedure_total;
        self.payouts_right += other.payouts_right;
        self.payouts_total += other.payouts_total;
        for &(m, n) in &other.mistakes {
            match self.mistakes.iter_mut().find(|(k, _)| *k == m) {
                Some((_, c)) => *c += n,
                None => self.mistakes.push((m, n)),
            }
        }
    }

    /// Procedural accuracy in percent (100 with nothing to do).
    pub fn procedure_percent(&self) -> f64 {
        percent(self.procedure_right, self.procedure_total)
    }

    pub fn payout_percent(&self) -> f64 {
        percent(self.payouts_right, self.payouts_total)
    }
}

fn percent(right: usize, total: usize) -> f64 {
    if total == 0 {
        100.0
    } else {
        100.0 * right as f64 / total as f64
    }
}

/// The median of sorted values (the lower of the middle two when even).
pub fn median(sorted: &[u64]) -> Option<u64> {
    match sorted.len() {
        0 => None,
        n => Some(sorted[(n - 1) / 2]),
    }
}
