//! Dealer mode: the student deals a round the engine has played and the engine checks each of
//! the student's actions against its own record of that round. The tasks come from the round
//! itself — its wagers, its dealing order, the dealer's judged hand, its settlement lines with
//! their citations — so what is graded is what the table did, for either game, every rule set,
//! dealing method and irregularity, and nothing is written twice.
//!
//! A run is practice (a wrong action is stopped: the task stays until done right) or graded (a
//! wrong action is noted with the correct one and the run goes on). Either way each task is
//! scored on the student's first attempt; payouts are timed.

use super::{Game, Irregularity, Phase, Recipient, Remedy, Round, Table, Versus};
use crate::academy::{capitalise, lower_first};
use crate::citation::Citation;
use crate::money::Cents;
use crate::random::Draw;
use crate::trace::Outcome;
use crate::trace::PaidFrom;
use serde::Serialize;

/// How much of the round the student performs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
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
            DealerAction::Remedy(remedy) => format!("Remedy: {}", remedy_words(*remedy)),
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

/// A remedy in words that fit either game (the rule sets' own words name High Card Flush's
/// wagers; a game's trace uses `Game::describe_remedy`).
pub fn remedy_words(remedy: Remedy) -> &'static str {
    match remedy {
        Remedy::VoidMainSettleSideWagers => "all hands are void and the main wagers are returned, but the side wagers and the Progressive are still settled",
        other => other.describe(),
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
    DURING_THE_DEAL
        .into_iter()
        .filter(|i| *i != Irregularity::ShoeJam || automated)
        .map(|irregularity| Injected {
            irregularity,
            at_card: Some(0),
        })
        .chain(AFTER_THE_DEAL.into_iter().map(|irregularity| Injected {
            irregularity,
            at_card: None,
        }))
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

/// Closes the betting and deals, with the irregularity of the level (`forced`, or one drawn
/// from `rng`): the irregularity dealt with, if any.
pub fn lock_and_deal<G: Game, R: rand::RngCore + ?Sized>(
    table: &mut Table<G>,
    rng: &mut R,
    level: Level,
    forced: Option<Injected>,
) -> Result<Option<Injected>, super::ActionError> {
    table.no_more_bets()?;
    let injected = (level == Level::WithIrregularities)
        .then(|| forced.unwrap_or_else(|| choose_injected(table, rng)));
    deal_with(table, rng, injected)?;
    Ok(injected)
}

/// Deals a round whose wagers are placed and locked ("no more bets" done), with the
/// irregularity if any, and reports one found after the deal. The players' decisions, the
/// reveal and the settlement are the game's (each game's `dealer_round`).
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

/// The tasks of a played round at a level, in the order the rules require: what the engine's
/// table did. `injected` is the irregularity the round was played with (if any).
pub fn tasks<G: Game>(
    table: &Table<G>,
    round: &Round<G>,
    level: Level,
    injected: Option<Injected>,
) -> Vec<Task<G::Wager>> {
    let procedure = table.procedure();
    let mut tasks = Vec::new();
    let mut task = |action, citation, why: String| {
        tasks.push(Task {
            action,
            citation,
            why,
        })
    };
    if level != Level::PayoutsOnly {
        let announced = &procedure.no_more_bets_announced;
        task(
            DealerAction::NoMoreBets,
            announced.citation,
            if announced.value {
                "Wagers lock before the deal, and the dealer announces it.".into()
            } else {
                "Wagers lock before the deal.".into()
            },
        );
        if table.game().offers_progressive() {
            let citations = procedure.citations;
            task(
                DealerAction::LockProgressive,
                citations.progressive_lock,
                "No Progressive wager is accepted once betting closes.".into(),
            );
            let total = round
                .seats
                .iter()
                .map(|s| s.wagers.get(G::PROGRESSIVE))
                .fold(Cents::ZERO, |sum, c| Cents(sum.0 + c.0));
            task(
                DealerAction::CountProgressive(total),
                citations.progressive_count,
                "The Progressive chips are collected and counted against the wagers the system accepted."
                    .into(),
            );
        }
        // A shuffler that jams: remedied before the cut and the deal (which a void ends).
        if let Some(i) =
            injected.filter(|i| before_the_deal(i) && level == Level::WithIrregularities)
        {
            let ruled = table.game().remedy(i.irregularity, Phase::Dealing);
            task(
                DealerAction::Remedy(ruled.value),
                ruled.citation,
                format!("Irregularity: {}.", i.irregularity.describe()),
            );
        }
        let voided_before_the_deal = round.void.is_some()
            && round.deal_order.is_empty()
            && injected.is_some_and(|i| before_the_deal(&i));
        if procedure.cut_required.value && !voided_before_the_deal {
            task(
                DealerAction::Cut,
                procedure.cut.citation,
                "The cards were shuffled by hand: a cut follows.".into(),
            );
        }
        let plan = table.game().deal_plan(&round.players());
        let at_once = plan.delivered_at_once.max(1) as usize;
        let remedy_at = |irregularity: Irregularity| {
            let ruled = table.game().remedy(irregularity, Phase::Dealing);
            Task {
                action: DealerAction::Remedy(ruled.value),
                citation: ruled.citation,
                why: format!("Irregularity: {}.", irregularity.describe()),
            }
        };
        // The cards in dealing order, up to the stub; a card found face up and discarded is
        // the remedy's, not a delivery.
        let dealt: Vec<Recipient> = round
            .deal_order
            .iter()
            .map(|&(r, _)| r)
            .take(plan.sequence.len() + 1)
            .collect();
        let during = injected
            .filter(|_| level == Level::WithIrregularities)
            .and_then(|i| i.at_card.map(|at| (at, i.irregularity)));
        let mut deliveries = 0;
        let mut index = 0;
        let mut remedied = false;
        loop {
            if let Some((at, irregularity)) = during.filter(|_| !remedied) {
                if deliveries == at {
                    tasks.push(remedy_at(irregularity));
                    remedied = true;
                    if round.void == Some(irregularity) {
                        break;
                    }
                }
            }
            if index >= dealt.len() || deliveries >= plan.sequence.len() {
                break;
            }
            let to = dealt[index];
            index += 1;
            if to == Recipient::DiscardRack {
                continue;
            }
            // A stack from an automated shoe goes to one place at once.
            if deliveries % at_once == 0 {
                tasks.push(Task {
                    action: DealerAction::Deal(to),
                    citation: plan.described.citation,
                    why: plan.described.value.clone(),
                });
            }
            deliveries += 1;
        }
        if let Some(cards) = round.stub_counted {
            tasks.push(Task {
                action: DealerAction::CountStub(cards),
                citation: procedure.stub_count_every_rounds.citation,
                why: "The stub is counted at the interval the rules set.".into(),
            });
        }
        if let Some(i) = injected.filter(|i| {
            i.at_card.is_none() && !before_the_deal(i) && level == Level::WithIrregularities
        }) {
            let ruled = table.game().remedy(i.irregularity, Phase::Decisions);
            tasks.push(Task {
                action: DealerAction::Remedy(ruled.value),
                citation: ruled.citation,
                why: format!("Irregularity: {}.", i.irregularity.describe()),
            });
        }
    }
    // Then the round as the table recorded it: a folded hand's wagers taken at the fold, the
    // dealer's hand revealed and judged, every other wager settled in the rules' order.
    for (i, step) in round.steps.iter().enumerate() {
        match step {
            crate::trace::Step::Procedure { text, citation } if round.reveal_step == Some(i) => {
                if level != Level::PayoutsOnly {
                    tasks.push(Task {
                        action: DealerAction::Reveal,
                        citation: *citation,
                        why: "Every player has decided: the dealer's cards are turned up.".into(),
                    });
                }
                tasks.push(Task {
                    action: DealerAction::JudgeDealer {
                        qualifies: round.dealer_qualifies.unwrap_or(false),
                    },
                    citation: *citation,
                    why: text.clone(),
                });
            }
            crate::trace::Step::Procedure { text, citation } if level != Level::PayoutsOnly => {
                if let Some(&(_, shown)) = round.community_turned.iter().find(|(at, _)| *at == i) {
                    tasks.push(Task {
                        action: DealerAction::ShowCommunity(shown),
                        citation: *citation,
                        why: text.clone(),
                    });
                }
            }
            crate::trace::Step::Settled(s) => {
                // A seat's hand is judged against the dealer's before the comparison settles.
                if let Some(j) = round
                    .seats
                    .iter()
                    .filter(|seat| seat.number == s.seat)
                    .find_map(|seat| seat.judged.filter(|j| j.step == i))
                {
                    // Why: the first of the seat's wagers the comparison settles names both hands.
                    let compared = round.steps[i..]
                        .iter()
                        .find_map(|step| match step {
                            crate::trace::Step::Settled(w)
                                if w.seat == s.seat && w.citation == j.citation =>
                            {
                                Some(w.explanation.as_str())
                            }
                            _ => None,
                        })
                        .unwrap_or(&s.explanation);
                    tasks.push(Task {
                        action: DealerAction::JudgePlayer {
                            seat: s.seat,
                            versus: j.versus,
                        },
                        citation: j.citation,
                        why: format!("Seat {}: {compared}", s.seat),
                    });
                }
                // A Progressive win is validated before it is paid, where the rules say so.
                if let (Some(citation), true) = (
                    procedure.citations.progressive_validation,
                    super::WagerKind::collected_before_deal(s.wager) && s.outcome == Outcome::Won,
                ) {
                    tasks.push(Task {
                        action: DealerAction::CallFloor,
                        citation,
                        why: format!(
                            "Seat {} wins the Progressive: the win is validated before it is paid.",
                            s.seat
                        ),
                    });
                }
                // An award paid from the meter is marked, verified and written up, where the
                // rules say so.
                if let (Some(citation), true) = (
                    procedure.citations.award_paperwork,
                    s.paid_from == PaidFrom::Meter && s.outcome == Outcome::Won,
                ) {
                    tasks.push(Task {
                        action: DealerAction::RecordAward { seat: s.seat },
                        citation,
                        why: format!(
                            "Seat {} wins a percentage award: it is not paid from the table inventory; the system is marked with the winner and the hand, the award verified and documented before the cards are collected.",
                            s.seat
                        ),
                    });
                }
                tasks.push(Task {
                    action: DealerAction::Settle {
                        seat: s.seat,
                        wager: s.wager,
                        outcome: s.outcome,
                        paid: s.won,
                    },
                    citation: s.citation,
                    why: s.explanation.clone(),
                });
            }
            _ => {}
        }
    }
    tasks
}

/// What kind of mistake an action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Mistake {
    /// Another step was due (or another seat, or another place to deal to).
    OutOfOrder,
    /// A wager due now was skipped for a later one of the same seat.
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
        }
    }
}

/// A wrong action, answered with the correct one and its rule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Correction<W> {
    pub mistake: Mistake,
    pub expected: Task<W>,
    /// "Wrong amount: Seat 3's Flush Bonus: won, pay $500 (000/002 Ch.12 B(1)). …"
    pub message: String,
}

/// One task as the student did it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Done {
    /// The mistakes made on it before (practice) or instead of (graded) the right action.
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

/// A run through one round's tasks.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DealerRun<W> {
    pub tasks: Vec<Task<W>>,
    /// Graded: a wrong action is noted and the run moves on.
    pub graded: bool,
    pub done: Vec<Done>,
    pending: Vec<Mistake>,
}

impl<W: super::WagerKind + Eq> DealerRun<W> {
    pub fn new(tasks: Vec<Task<W>>, graded: bool) -> DealerRun<W> {
        DealerRun {
            tasks,
            graded,
            done: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// The task due now (`None` when the round is done).
    pub fn due(&self) -> Option<&Task<W>> {
        self.tasks.get(self.done.len())
    }

    pub fn finished(&self) -> bool {
        self.due().is_none()
    }

    /// Checks the student's action against the task due. Right: the run moves on. Wrong: the
    /// correction, with the run held (practice) or moved on (graded). `millis`: the time the
    /// student took, recorded for payouts.
    pub fn act(
        &mut self,
        action: &DealerAction<W>,
        millis: Option<u64>,
    ) -> Result<(), Correction<W>> {
        let Some(task) = self.due().cloned() else {
            return Err(Correction {
                mistake: Mistake::OutOfOrder,
                expected: Task {
                    action: action.clone(),
                    citation: Citation::new("the round is over"),
                    why: String::new(),
                },
                message: "The round is over: nothing is left to do.".into(),
            });
        };
        match judge(&task.action, action, &self.tasks[self.done.len()..]) {
            None => {
                self.complete(&task, millis);
                Ok(())
            }
            Some(mistake) => {
                self.pending.push(mistake);
                let message = format!(
                    "{}. Due now: {} ({}); you did: {}. {}",
                    capitalise(mistake.name()),
                    task.action.describe(),
                    task.citation,
                    lower_first(&action.describe()),
                    task.why
                );
                if self.graded {
                    self.complete(&task, millis);
                }
                Err(Correction {
                    mistake,
                    expected: task,
                    message: message.trim_end().to_string(),
                })
            }
        }
    }

    fn complete(&mut self, task: &Task<W>, millis: Option<u64>) {
        let is_payout = matches!(task.action, DealerAction::Settle { .. });
        self.done.push(Done {
            mistakes: std::mem::take(&mut self.pending),
            millis: millis.filter(|_| is_payout),
            is_payout,
        });
    }

    pub fn score(&self) -> Score {
        Score::of(&self.done)
    }
}

/// A wager lost and a wager forfeited with a fold are both taken by the dealer: one action.
fn taken(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Forfeited => Outcome::Lost,
        other => other,
    }
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
        ) => seat == s && wager == w && taken(*outcome) == taken(*o) && paid == p,
        _ => due == given,
    }
}

/// Whether `given` is the task `due` (`None`), or what is wrong with it. `ahead` is the due
/// task and the ones after it.
fn judge<W: super::WagerKind + Eq>(
    due: &DealerAction<W>,
    given: &DealerAction<W>,
    ahead: &[Task<W>],
) -> Option<Mistake> {
    use DealerAction as A;
    if same(due, given) {
        return None;
    }
    Some(match (due, given) {
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
            if taken(*outcome) == taken(*o) {
                Mistake::WrongAmount
            } else {
                Mistake::WrongOutcome
            }
        }
        (
            A::Settle { seat, .. },
            A::Settle {
                seat: s, wager: w, ..
            },
        ) if seat == s => {
            // The seat's wager due now was passed over for a later one of its wagers.
            let later = ahead.iter().any(|t| {
                matches!(t.action, A::Settle { seat: ts, wager: tw, .. } if ts == *s && tw == *w)
            });
            if later {
                Mistake::MissedWager
            } else {
                Mistake::OutOfOrder
            }
        }
        (A::CountProgressive(_), A::CountProgressive(_)) | (A::CountStub(_), A::CountStub(_)) => {
            Mistake::WrongCount
        }
        (A::JudgeDealer { .. }, A::JudgeDealer { .. }) => Mistake::WrongJudgement,
        (A::JudgePlayer { seat, .. }, A::JudgePlayer { seat: s, .. }) if seat == s => {
            Mistake::WrongJudgement
        }
        (A::Remedy(_), A::Remedy(_)) => Mistake::WrongRemedy,
        (A::Remedy(_), _) => Mistake::WrongRemedy,
        _ => Mistake::OutOfOrder,
    })
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
