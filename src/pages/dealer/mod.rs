//! Dealer mode (`academy/<game>/dealer`): the student is the dealer of a six-seat table whose
//! computer players have placed their own wagers, and performs the round through this page —
//! close the betting, lock and count the progressive, cut, deal to each place in turn, remedy an
//! irregularity, turn up community cards, reveal and judge the dealer's hand, and settle every
//! wager with the amount paid, in any order the rules allow. The engine played the same round and
//! judges each action by the round's procedure (`engine::table::dealer_mode`): a step whose turn
//! has not come, or a wrong amount, is refused with the rule it breaks and the table stays where
//! it was; practice also says what is right; a graded run of rounds from a seed (the same table
//! for a whole class) scores it. One page for both games ([`DealerGame`]). The classroom's
//! student page deals an assignment's run on the same run and felt ([`assigned_run`]: the terms
//! locked, each action reported with its milliseconds for the hand-in).

pub mod catch;
mod felt;
mod hcf;
mod jhe;
mod results;
pub mod table_test;

use crate::academy_state::DealerResult;
use crate::components::dealer_result::DealerResultSheet;
use crate::components::paytables_panel::{paytable_tables, PaytableShown};
use crate::components::playing_card::PlayingCard;
use crate::components::text::capitalise;
use engine::cards::Card;
use engine::classroom::dealer::{write_round, DealerScore, DealerTerms, DealerWork};
use engine::deck::play_rng;
use engine::game_module::GameModule;
use engine::meters::MeterBank;
use engine::random::Draw;
use engine::table::catch_dealer::{CatchRound, SlipKind};
use engine::table::dealer_mode::{
    place, procedure, Correction, DealerAction, DealerRun, Injected, Level, RoundProcedure, Score,
};
use engine::table::{DealingMethod, Game, Recipient, Remedy, Shuffler, Table, Versus, WagerKind};
use engine::{Cents, GameId, Jurisdiction};
use leptos::prelude::*;
use std::sync::Arc;

/// One seat as the dealer sees it: its wagers (as they stand at the settlement) and cards.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView<W> {
    pub number: u8,
    pub wagers: Vec<(W, Cents)>,
    pub cards: Vec<Card>,
    /// The player's decision, as said at the table ("raise 2×", "fold").
    pub decision: Option<String>,
}

/// A round to deal: the engine's procedure for it and what the table shows.
#[derive(Clone, Debug, PartialEq)]
pub struct DealtRound<W> {
    pub procedure: RoundProcedure<W>,
    /// Every remedy the student may choose, in this game's words.
    pub remedies: Vec<(Remedy, String)>,
    pub seats: Vec<SeatView<W>>,
    pub dealer: Vec<Card>,
    pub community: Vec<Card>,
    /// The wagers any settlement of this round names (the settle form offers these).
    pub wager_kinds: Vec<W>,
    /// The progressive meters as the round is settled (after this round's contributions), for
    /// the dealer to read a meter award from: "Main $30,001.00".
    pub meters: Option<String>,
    /// The paytables the round is settled by (side wagers, bonuses, the Progressive).
    pub paytables: Vec<PaytableShown>,
}

/// What a game gives dealer mode (each game's in its own file: [`hcf`], [`jhe`]).
pub trait DealerGame: 'static {
    /// The game as the engine plays it: its dealer-mode rounds, catch-the-dealer rounds and
    /// tables ([`GameModule`]).
    type Engine: GameModule<Wager = Self::Wager> + Game<Meter = MeterBank, Contribution = MeterBank>;
    type Wager: WagerKind + Eq + Send + Sync + serde::de::DeserializeOwned + 'static;
    const GAME: GameId = <Self::Engine as GameModule>::ID;
    /// The wager a player's decision places (the Raise, the Play): not on the layout until the
    /// players have decided.
    const DECISION_WAGER: Self::Wager;
    /// Whether the game deals community cards (whether or not this round got to them).
    const COMMUNITY: bool;
    /// Whether a rule set of the game has a meter award written up at the table (offers the
    /// step's button).
    const AWARD_PAPERWORK: bool;
    /// Whether an automated shoe may leave the dealer's cards in the shuffler (001 Ch.10 B(3)).
    const DEALER_CARDS_IN_SHUFFLER: bool;
    fn jurisdictions() -> Vec<Jurisdiction>;
    fn methods(jurisdiction: Jurisdiction) -> Vec<DealingMethod>;
    /// The shuffler the table uses unless the student picks another (what older runs dealt).
    fn default_shuffler(jurisdiction: Jurisdiction) -> Shuffler;
    /// The paytables a round at this table is settled by, as the felt shows them.
    fn paytables(table: &Table<Self::Engine>) -> Vec<PaytableShown>;

    /// A round at the table a run deals at; a refusal names the rule the set-up breaks.
    fn round(
        table: &TableSetup,
        seed: u64,
        level: Level,
    ) -> Result<DealtRound<Self::Wager>, String> {
        let config = Self::Engine::dealer_config(table)?;
        let (table, injected) =
            Self::Engine::dealer_round(config, seed, level, None).map_err(|e| e.to_string())?;
        Ok(dealt_with_paytables::<Self>(&table, level, injected))
    }

    /// A catch-the-dealer round at the table, from `seed` on, staged with a mistake of `kind`
    /// (`None`: a clean round): as the felt shows it (its procedure the one staged in), the
    /// dealer's steps with the slip, and the level it was dealt at.
    fn catch(
        table: &TableSetup,
        seed: u64,
        kind: Option<SlipKind>,
    ) -> Result<CatchDealt<Self::Wager>, String> {
        let config = Self::Engine::dealer_config(table)?;
        let staged = Self::Engine::catch_table(config, seed, kind).map_err(|e| e.to_string())?;
        let round = dealt_with_paytables::<Self>(&staged.table, staged.level, staged.injected);
        Ok((round, staged.round, staged.level))
    }
}

/// Work dealer mode's shared pages do for any game, given its [`DealerGame`] ([`visit`]).
pub trait DealerVisitor {
    type Out;
    fn visit<G: DealerGame>(self) -> Self::Out;
}

/// Does `work` with a game's [`DealerGame`]: the one place dealer mode turns a game's id into
/// the game's part (the classroom's assignments name their game by id).
pub fn visit<V: DealerVisitor>(game: GameId, work: V) -> V::Out {
    match game {
        GameId::HighCardFlush => work.visit::<HcfDealer>(),
        GameId::JackpotHoldEm => work.visit::<JheDealer>(),
    }
}

/// What dealer mode offers a game's table, for a form that sets one (the classroom's maker):
/// each rule set with its dealing methods and default shuffler, and whether an automated shoe
/// may leave the dealer's cards in the shuffler.
#[derive(Clone, Debug, PartialEq)]
pub struct Offers {
    pub rule_sets: Vec<(Jurisdiction, Vec<DealingMethod>, Shuffler)>,
    pub dealer_cards_in_shuffler: bool,
}

impl Offers {
    pub fn of(game: GameId) -> Offers {
        struct Of;
        impl DealerVisitor for Of {
            type Out = Offers;
            fn visit<G: DealerGame>(self) -> Offers {
                Offers {
                    rule_sets: G::jurisdictions()
                        .into_iter()
                        .map(|j| (j, G::methods(j), G::default_shuffler(j)))
                        .collect(),
                    dealer_cards_in_shuffler: G::DEALER_CARDS_IN_SHUFFLER,
                }
            }
        }
        visit(game, Of)
    }

    pub fn jurisdictions(&self) -> Vec<Jurisdiction> {
        self.rule_sets.iter().map(|r| r.0).collect()
    }

    pub fn methods(&self, j: Jurisdiction) -> Vec<DealingMethod> {
        self.rule_sets
            .iter()
            .find(|r| r.0 == j)
            .map(|r| r.1.clone())
            .unwrap_or_default()
    }

    /// The rule set's default shuffler (the first rule set's for one not offered).
    pub fn default_shuffler(&self, j: Jurisdiction) -> Shuffler {
        self.rule_sets
            .iter()
            .find(|r| r.0 == j)
            .or(self.rule_sets.first())
            .map_or(Shuffler::Automatic, |r| r.2)
    }
}

/// A round as the dealer sees it, with the paytables it is settled by.
fn dealt_with_paytables<G: DealerGame + ?Sized>(
    table: &Table<G::Engine>,
    level: Level,
    injected: Option<Injected>,
) -> DealtRound<G::Wager> {
    let mut round = dealt(table, level, injected);
    round.paytables = G::paytables(table);
    round
}

/// A catch-the-dealer round as the felt shows it, the dealer's steps with the slip, and the
/// level it was dealt at.
pub type CatchDealt<W> = (DealtRound<W>, CatchRound<W>, Level);

/// The table the student deals at.
pub use engine::table::dealer_mode::DealerTable as TableSetup;

/// The dealer's view of a round the engine played.
pub fn dealt<G: Game<Meter = MeterBank, Contribution = MeterBank>>(
    table: &Table<G>,
    level: Level,
    injected: Option<Injected>,
) -> DealtRound<G::Wager> {
    let round = table.round();
    let meters = round.meter_before.map(|mut bank| {
        for (_, contribution) in &round.contributions {
            let _ = bank.add_bank(contribution);
        }
        // A meter at $0 is one the rule set keeps but does not use (Maryland's secondary).
        bank.iter()
            .filter(|(_, amount)| amount.0 != 0)
            .map(|(name, amount)| format!("{} {amount}", capitalise(name.name())))
            .collect::<Vec<_>>()
            .join(" · ")
    });
    let procedure = procedure(table, round, level, injected);
    let tasks = procedure.tasks();
    let remedies = engine::table::Remedy::ALL
        .into_iter()
        .map(|r| (r, capitalise(&table.game().describe_remedy(r))))
        .collect();
    let mut wager_kinds: Vec<G::Wager> = Vec::new();
    let seats = round
        .seats
        .iter()
        .filter(|s| s.in_round())
        .map(|s| SeatView {
            number: s.number,
            wagers: s.wagers.iter().filter(|(_, c)| c.0 > 0).collect(),
            cards: s.cards.clone(),
            decision: s.decision.map(|d| d.to_string()),
        })
        .collect::<Vec<_>>();
    for w in seats
        .iter()
        .flat_map(|s| s.wagers.iter().map(|(w, _)| *w))
        .chain(tasks.iter().filter_map(|t| match t.action {
            DealerAction::Settle { wager, .. } => Some(wager),
            _ => None,
        }))
    {
        if !wager_kinds.contains(&w) {
            wager_kinds.push(w);
        }
    }
    wager_kinds.sort();
    DealtRound {
        procedure,
        remedies,
        seats,
        dealer: round.dealer.clone(),
        community: round.community.clone(),
        wager_kinds,
        meters,
        paytables: Vec::new(),
    }
}

pub use hcf::HcfDealer;
pub use jhe::JheDealer;

/// What the student chose before starting.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Setup {
    jurisdiction: Jurisdiction,
    method: DealingMethod,
    shuffler: Shuffler,
    dealer_cards_in_shuffler: bool,
    level: Level,
    graded: bool,
    seed: u64,
    rounds: u32,
}

/// The run in progress.
#[derive(Clone, Debug)]
struct Running<W> {
    setup: Setup,
    /// The round being dealt (1-based) and its table.
    number: u32,
    round: DealtRound<W>,
    run: DealerRun<W>,
    /// The rounds finished, scored.
    scores: Vec<Score>,
    /// Every correction of the run, for the result sheet (graded: shown at the end).
    corrections: Vec<String>,
    /// When the last action was taken, to time the next payout.
    since: f64,
    /// When the round being dealt started, and how long each finished round took.
    round_started: f64,
    round_millis: Vec<u64>,
    /// The wrong payouts of the round being dealt: each one's cost and whom it fell on.
    mispays: Vec<engine::chips::Mispay>,
    /// The rounds finished, as the table test scores them.
    results: Vec<engine::pace::RoundResult>,
    /// Every task of the rounds finished as an attempt at its skills, for the skill book.
    skill_log: Vec<crate::academy_state::LoggedAttempt>,
}

impl<W: WagerKind + Eq> Running<W> {
    /// Closes the round being dealt: its score, payout times, round time and mispays.
    fn close_round(&mut self) {
        let score = self.run.score();
        self.results.push(engine::pace::RoundResult {
            score: score.clone(),
            payout_millis: self.run.payout_millis(),
            round_millis: self.round_millis.get(self.number as usize - 1).copied(),
            mispays: std::mem::take(&mut self.mispays),
        });
        self.scores.push(score);
        self.skill_log
            .extend(crate::academy_state::LoggedAttempt::of_run(&self.run));
    }

    /// The run's first round, dealt at `now` (the device's clock, ms).
    fn new(setup: Setup, round: DealtRound<W>, now: f64) -> Running<W> {
        Running {
            setup,
            number: 1,
            run: DealerRun::new(round.procedure.clone(), setup.graded),
            round,
            scores: Vec::new(),
            corrections: Vec::new(),
            since: now,
            round_started: now,
            round_millis: Vec::new(),
            mispays: Vec::new(),
            results: Vec::new(),
            skill_log: Vec::new(),
        }
    }

    /// Closes the round being dealt and deals the next one at `now`.
    fn next(&mut self, round: DealtRound<W>, now: f64) {
        self.close_round();
        self.number += 1;
        self.run = DealerRun::new(round.procedure.clone(), self.setup.graded);
        self.round = round;
        self.since = now;
        self.round_started = now;
    }

    /// One action of the student's at `now`: judged by the round's run, timed from the last
    /// action accepted, a wrong amount costed; what the page says back (a refusal names the
    /// rule; practice also what is right). The page and a resumed run both act through this.
    fn apply(&mut self, action: &DealerAction<W>, now: f64) -> Result<String, String> {
        let millis = (now - self.since).max(0.0) as u64;
        let outcome = match self.run.act(action, Some(millis)) {
            Ok(()) => {
                self.since = now;
                Ok(format!("✓ {}", action.describe()))
            }
            Err(Correction {
                message,
                refusal,
                expected,
                ..
            }) => {
                // A wrong amount's cost, and whom it falls on (the chips' grading).
                let mispay = felt::mispay_of(action, expected.as_ref().map(|t| &t.action));
                let (message, refusal) = match mispay {
                    Some(m) => {
                        self.mispays.push(m);
                        let cost = m.describe();
                        (format!("{message} {cost}"), format!("{refusal} {cost}"))
                    }
                    None => (message, refusal),
                };
                self.corrections
                    .push(format!("Round {}: {message}", self.number));
                // The table stays where it was; a graded run says what was wrong and the
                // rule, practice also what is right.
                Err(if self.setup.graded {
                    format!("{refusal} Noted as a mistake.")
                } else {
                    message
                })
            }
        };
        if self.run.finished() && self.round_millis.len() < self.number as usize {
            self.round_millis
                .push((now - self.round_started).max(0.0) as u64);
        }
        outcome
    }
}

/// A run as it stood after `work` (an assignment's run kept on the device): each round dealt
/// again from its seed by `deal` and its recorded actions applied again at their recorded
/// times, so scores, corrections, mispays and round times are what the page had. The round
/// being dealt goes on at `now`, its next action timed from the reload.
fn replayed<W: WagerKind + Eq + serde::de::DeserializeOwned>(
    setup: Setup,
    work: &DealerWork,
    mut deal: impl FnMut(u32) -> Result<DealtRound<W>, String>,
    now: f64,
) -> Result<(Running<W>, ActionLog<W>), String> {
    let mut running: Option<Running<W>> = None;
    let mut log = ActionLog::new();
    for (i, record) in work.rounds.iter().enumerate() {
        let number = i as u32 + 1;
        let actions = engine::classroom::dealer::read_round::<W>(record)
            .map_err(|why| format!("round {number}: {why}"))?;
        let round = deal(number)?;
        let r = match running.as_mut() {
            None => running.insert(Running::new(setup, round, 0.0)),
            Some(r) => {
                r.next(round, r.since);
                r
            }
        };
        for (action, millis) in &actions {
            let at = r.since + *millis as f64;
            let _ = r.apply(action, at);
        }
        log.push(actions);
    }
    let mut r = running.ok_or("no round was dealt")?;
    // The clock of the page: the round being dealt started as long before now as it ran.
    let ran = r.since - r.round_started;
    r.round_started = now - ran;
    r.since = now;
    Ok((r, log))
}

/// Round `number` of a run: an assignment's from its seeds, a graded run's from the run's seed,
/// practice from the device's random source.
fn deal<G: DealerGame>(
    setup: Setup,
    number: u32,
    assigned_seeds: Option<&[u64]>,
) -> Result<DealtRound<G::Wager>, String> {
    let seed = match assigned_seeds {
        Some(seeds) => *seeds
            .get(number as usize - 1)
            .ok_or(format!("The run has no round {number}."))?,
        None if setup.graded => round_seed(&setup, number),
        None => play_rng().map(|mut r| r.word()).unwrap_or(number as u64),
    };
    let table = TableSetup {
        jurisdiction: setup.jurisdiction,
        method: setup.method,
        shuffler: setup.shuffler,
        dealer_cards_in_shuffler: setup.dealer_cards_in_shuffler,
    };
    G::round(&table, seed, setup.level).map_err(|e| format!("The round could not be dealt: {e}"))
}

/// The seed of a graded run's round: the run's seed for the first, then the next ones.
fn round_seed(setup: &Setup, number: u32) -> u64 {
    setup.seed.wrapping_add(u64::from(number) - 1)
}

/// The dealer-mode page of a game (the registry names one per game).
pub fn page<G: DealerGame>() -> AnyView {
    frame(G::GAME, dealer::<G, false>(None).into_any())
}

/// A graded run an assignment sets (the classroom's student page): the terms locked, the rounds
/// dealt from the assignment's seeds ([`DealerTerms::round_seeds`]), and every action the
/// student takes reported with its milliseconds, as the hand-in carries them.
#[derive(Clone)]
pub struct Assigned {
    pub terms: DealerTerms,
    /// The run so far as this device kept it: a reload deals its rounds again and replays
    /// every action ([`replayed`]), so the run resumes where it was.
    pub resume: Option<DealerWork>,
    /// Called after every action and every round's close: the run so far (each round's record
    /// and the score this page gave it).
    pub on_work: Callback<DealerWork>,
}

/// Dealer mode's run on an assignment's terms (the same run, felt and controls as the page),
/// for the game the terms name.
pub fn assigned_run(assigned: Assigned) -> AnyView {
    struct Run(Assigned);
    impl DealerVisitor for Run {
        type Out = AnyView;
        fn visit<G: DealerGame>(self) -> AnyView {
            dealer::<G, false>(Some(self.0)).into_any()
        }
    }
    visit(assigned.terms.game, Run(assigned))
}

/// Every action of the run with the milliseconds it was timed at, one list per round dealt.
type ActionLog<W> = Vec<Vec<(DealerAction<W>, u64)>>;

/// The run so far as a hand-in carries it: each dealt round's record (a round not begun is left
/// out) and the score the page gave (the rounds closed, then the one being dealt).
fn work_of<W: WagerKind + Eq>(r: &Running<W>, log: &ActionLog<W>) -> DealerWork {
    let mut claimed = DealerScore::default();
    for score in &r.scores {
        claimed.add(score);
    }
    if r.scores.len() < r.number as usize {
        claimed.add(&r.run.score());
    }
    let mut rounds: Vec<String> = (0..r.number as usize)
        .map(|i| log.get(i).map_or(String::new(), |a| write_round(a)))
        .collect();
    if rounds.last().is_some_and(String::is_empty) && r.scores.len() < r.number as usize {
        rounds.pop();
    }
    DealerWork { rounds, claimed }
}

/// The page around a game's dealer mode (once for every game, so it is not copied per game).
fn frame(game: GameId, body: AnyView) -> AnyView {
    view! {
        <section class="page academy dealer-mode" aria-labelledby="dealer-title">
            <h1 id="dealer-title">{format!("Dealer mode — {}", game.name())}</h1>
            <p><a href=crate::base_path::href(&crate::address::Part::Academy.route(game)) data-testid="dealer-back">"← The academy"</a>
                " · "<a href=school_href(game, crate::address::CATCH) data-testid="dealer-to-catch">"Catch the dealer"</a>
                " · "<a href=school_href(game, crate::address::TABLE_TEST) data-testid="dealer-to-table-test">"The table test"</a></p>
            <p class="lead">"You are the dealer. The computer players have placed their wagers; run the round as the rules require and pay every wager. Any order the rules allow is accepted; a step whose turn has not come, or a wrong amount, is refused with the rule it breaks, and the table stays where it was."</p>
            {body}
        </section>
    }
    .into_any()
}

/// The address of a page under a game's academy (`academy/<game>/<segment>`).
fn school_href(game: GameId, segment: &str) -> String {
    crate::base_path::href(&format!(
        "{}/{segment}",
        crate::address::Part::Academy.route(game)
    ))
}

/// Dealer mode's run of a game: practice or a graded run (`TEST` false), or the table test
/// (`TEST` true: a graded run on the instructor's terms, scored by the rubric into a result
/// sheet). One function, so the two pages deal alike; compiled per page, so neither bundle
/// carries the other's part.
///
/// With `assigned`, the run is the assignment's: its terms locked (no setup form), its rounds
/// from the assignment's seeds, each action reported, and nothing kept in dealer mode's history.
fn dealer<G: DealerGame, const TEST: bool>(assigned: Option<Assigned>) -> impl IntoView {
    let (runs, notice) = match results::load_progress::<false>(G::GAME) {
        Ok((progress, notice)) => (progress.dealer, notice),
        Err(problem) => (Vec::new(), Some(problem)),
    };
    let record = RwSignal::new(runs);
    let notice = RwSignal::new(notice);
    // The run whose sheet is shown (the last one finished unless another is chosen).
    let shown = RwSignal::new(None::<usize>);
    // A link may name the rule set and a graded run's seed (the weak-skills session's).
    let linked_seed = crate::query_state::initial("seed").and_then(|s| s.parse::<u64>().ok());
    let jurisdiction = crate::query_state::initial("j")
        .and_then(|j| Jurisdiction::parse(&j))
        .filter(|j| G::jurisdictions().contains(j))
        .unwrap_or(G::jurisdictions()[0]);
    let setup = RwSignal::new(match &assigned {
        Some(a) => Setup {
            jurisdiction: a.terms.jurisdiction,
            method: a.terms.method,
            shuffler: a.terms.shuffler,
            dealer_cards_in_shuffler: a.terms.dealer_cards_in_shuffler,
            level: a.terms.level,
            graded: true,
            seed: a.terms.seed,
            rounds: a.terms.rounds,
        },
        None => Setup {
            jurisdiction,
            method: DealingMethod::ManualShoe,
            shuffler: G::default_shuffler(jurisdiction),
            dealer_cards_in_shuffler: false,
            level: Level::FullProcedure,
            graded: TEST || linked_seed.is_some(),
            seed: linked_seed.unwrap_or(1),
            rounds: 5,
        },
    });
    let running = RwSignal::new(None::<Running<G::Wager>>);
    let assigned_seeds = StoredValue::new(assigned.as_ref().map(|a| a.terms.round_seeds()));
    let on_work = assigned.as_ref().map(|a| a.on_work);
    let log = StoredValue::new(ActionLog::<G::Wager>::new());
    // An assignment's run, once finished: the page says so instead of offering another.
    let assigned_done = RwSignal::new(false);
    let report_work = move || {
        if let Some(on_work) = on_work {
            let work = running
                .with_untracked(|r| r.as_ref().map(|r| log.with_value(|log| work_of(r, log))));
            if let Some(work) = work {
                on_work.run(work);
            }
        }
    };
    // The table test's terms, and its result sheets (kept with the academy's progress).
    let terms = RwSignal::new(if TEST {
        table_test::Terms::saved()
    } else {
        table_test::Terms::default()
    });
    let sheets = RwSignal::new(None::<table_test::Kept>);
    // The page is drawn again only when a round starts or ends: the controls (and the keyboard
    // focus on them) stay while the student acts.
    let stage =
        Memo::new(move |_| running.with(|r| r.as_ref().map(|r| (r.number, r.run.finished()))));
    let message = RwSignal::new(None::<Result<String, String>>);
    let error = RwSignal::new(None::<String>);
    let deal_round = move |setup: Setup, number: u32| -> Option<DealtRound<G::Wager>> {
        let dealt = assigned_seeds
            .with_value(|seeds| deal::<G>(setup, number, seeds.as_deref()))
            .map_err(|e| error.set(Some(e)));
        dealt.ok()
    };
    // An assignment's run kept on the device: dealt again and replayed where it was.
    if let Some(work) = assigned.as_ref().and_then(|a| a.resume.as_ref()) {
        if !work.rounds.is_empty() {
            let replay = assigned_seeds.with_value(|seeds| {
                let deal = |number| deal::<G>(setup.get_untracked(), number, seeds.as_deref());
                replayed(setup.get_untracked(), work, deal, js_sys::Date::now())
            });
            match replay {
                Ok((r, actions)) => {
                    let acted: usize = actions.iter().map(Vec::len).sum();
                    if r.number >= r.setup.rounds && r.run.finished() {
                        assigned_done.set(true);
                    } else {
                        notice.set(Some(format!(
                            "Resumed at round {} of {}: the rounds were dealt again from their seeds and your {acted} action(s) so far replayed.",
                            r.number, r.setup.rounds
                        )));
                        running.set(Some(r));
                        log.set_value(actions);
                    }
                }
                Err(e) => error.set(Some(format!(
                    "The run kept on this device could not be resumed ({e}); start it again."
                ))),
            }
        }
    }
    let start = move || {
        let s = setup.get_untracked();
        let Some(round) = deal_round(s, 1) else {
            return;
        };
        message.set(None);
        error.set(None);
        log.set_value(vec![Vec::new()]);
        running.set(Some(Running::new(s, round, js_sys::Date::now())));
        // The setup form is gone: the keyboard starts from the run's header, above the table.
        request_animation_frame(|| focus_first("[data-testid=\"dealer-run\"]"));
    };
    // One action of the student's.
    let act = move |action: DealerAction<G::Wager>| {
        let now = js_sys::Date::now();
        let mut outcome = None;
        running.update(|r| {
            let Some(r) = r.as_mut() else {
                return;
            };
            let millis = (now - r.since).max(0.0) as u64;
            if on_work.is_some() {
                log.update_value(|log| {
                    if let Some(round) = log.get_mut(r.number as usize - 1) {
                        round.push((action.clone(), millis));
                    }
                });
            }
            outcome = Some(r.apply(&action, now));
        });
        let accepted = matches!(outcome, Some(Ok(_)));
        message.set(outcome);
        report_work();
        // Focus never drops to the page: when the round is done, onto what continues the run;
        // after an accepted remedy (whose panel closes), onto the verdict. A refused remedy
        // leaves the panel, and the focus on the button pressed, where they were.
        let finished = running.with_untracked(|r| r.as_ref().is_some_and(|r| r.run.finished()));
        let target = if finished {
            Some("[data-testid=\"dealer-next-round\"], [data-testid=\"dealer-finish\"]")
        } else if accepted && matches!(action, DealerAction::Remedy(_)) {
            Some("[data-testid=\"dealer-feedback\"]")
        } else {
            None
        };
        if let Some(selector) = target {
            request_animation_frame(move || focus_first(selector));
        }
        accepted
    };
    let next_round = move || {
        let Some(current) = running.get_untracked() else {
            return;
        };
        let number = current.number + 1;
        let Some(round) = deal_round(current.setup, number) else {
            return;
        };
        message.set(None);
        running.update(|r| {
            if let Some(r) = r.as_mut() {
                log.update_value(|log| log.push(Vec::new()));
                r.next(round, js_sys::Date::now());
            }
        });
        request_animation_frame(|| focus_first("[data-testid=\"dealer-run\"]"));
    };
    let finish = move || {
        let Some(mut r) = running.get_untracked() else {
            return;
        };
        r.close_round();
        if let Err(problem) = results::keep_skills(G::GAME, std::mem::take(&mut r.skill_log)) {
            notice.set(Some(format!(
                "The skills practised are not kept: {problem}"
            )));
        }
        if let Some(on_work) = on_work {
            on_work.run(log.with_value(|log| work_of(&r, log)));
            running.set(None);
            assigned_done.set(true);
            request_animation_frame(|| focus_first("[data-testid=\"dealer-assigned-done\"]"));
            return;
        }
        if TEST {
            table_test::finish(G::GAME, &r, terms.get_untracked(), sheets);
            running.set(None);
            return;
        }
        let result: DealerResult = results::result_of(
            &r.setup.into(),
            &r.scores,
            &r.round_millis,
            r.corrections.clone(),
        );
        match results::keep(G::GAME, result.clone()) {
            Ok((kept, problem)) => {
                record.set(kept);
                if problem.is_some() {
                    notice.set(problem);
                }
            }
            Err(problem) => {
                // Shown (and exportable) for now, though not kept.
                record.update(|r| r.push(result));
                notice.set(Some(format!("This run is not kept: {problem}")));
            }
        }
        shown.set(None);
        running.set(None);
    };
    view! {
        {move || notice.get().map(|n| view! { <p class="notice" role="alert" data-testid="dealer-notice">{n}</p> })}
        {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        {move || match stage.get() {
            None if on_work.is_some() => assigned_start(setup, assigned_done, start).into_any(),
            None => setup_form::<G, TEST>(setup, terms, start).into_any(),
            Some((number, finished_round)) => {
                let Some(r) = running.get_untracked() else {
                    return ().into_any();
                };
                let last = number >= r.setup.rounds || !r.setup.graded;
                // The wager being settled on the felt (its controls show at its seat, with the
                // engine's verdict beside them).
                let selected = RwSignal::new(None::<usize>);
                view! {
                    <RunHeader number=number rounds=r.setup.rounds graded=r.setup.graded level=r.setup.level seed=r.setup.graded.then(|| if on_work.is_some() { r.setup.seed } else { round_seed(&r.setup, number) }) />
                    {felt_view::<G>(running, act, selected, message, false)}
                    {paytables_view(r.round.paytables.clone(), r.round.meters.clone())}
                    {move || selected.with(Option::is_none).then(|| message_view(message))}
                    {if finished_round {
                        view! {
                            <div class="actions" data-testid="dealer-round-done">
                                <p>{format!("Round {number} done.")}</p>
                                {(!last || !r.setup.graded).then(|| view! { <button class="primary" data-testid="dealer-next-round" on:click=move |_| next_round()>"Next round"</button> })}
                                <button data-testid="dealer-finish" on:click=move |_| finish()>{if r.setup.graded { "See the result" } else { "Stop and keep the result" }}</button>
                            </div>
                        }.into_any()
                    } else {
                        actions_view::<G>(running, move |a| {
                            act(a);
                        })
                        .into_any()
                    }}
                }.into_any()
            }
        }}
        {if on_work.is_some() {
            ().into_any()
        } else if TEST {
            table_test::sheets_view(G::GAME, sheets).into_any()
        } else {
            view! {
                {move || record.with(|rec| shown.get().map_or(rec.last(), |i| rec.get(i)).cloned()).map(|run| view! { <DealerResultSheet result=run game=G::GAME /> })}
                <results::History results=record shown=shown game=G::GAME />
            }.into_any()
        }}
    }
}

/// An assignment's run before it starts (its terms are the assignment's, shown by the page
/// around it) and once it is done.
fn assigned_start(
    setup: RwSignal<Setup>,
    done: RwSignal<bool>,
    start: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    move || {
        if done.get() {
            view! { <p class="notice" role="status" tabindex="-1" data-testid="dealer-assigned-done">"The dealer-mode run is done. Enter your name and hand in below."</p> }.into_any()
        } else {
            let rounds = setup.with_untracked(|s| s.rounds);
            view! {
                <div class="panel" data-testid="dealer-assigned-start">
                    <p>{format!("Deal {rounds} graded round(s) at the table your instructor set. A mistake is refused with its rule and scored; your instructor's page replays every action.")}</p>
                    <button class="primary" data-testid="dealer-start" on:click=move |_| start()>"Start the dealer-mode run"</button>
                </div>
            }.into_any()
        }
    }
}

fn setup_form<G: DealerGame, const TEST: bool>(
    setup: RwSignal<Setup>,
    terms: RwSignal<table_test::Terms>,
    start: impl Fn() + Copy + 'static,
) -> impl IntoView {
    view! {
        <form class="panel settings-grid" data-testid="dealer-setup" on:submit=move |ev| { ev.prevent_default(); start(); }>
            <label>
                "Rule set "
                <select data-testid="dealer-jurisdiction" on:change=move |ev| {
                    if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                        setup.update(|s| {
                            s.jurisdiction = j;
                            s.shuffler = G::default_shuffler(j);
                            if !G::methods(j).contains(&s.method) {
                                s.method = DealingMethod::ManualShoe;
                            }
                        });
                    }
                }>
                    {G::jurisdictions().into_iter().map(|j| view! { <option value=j.code() selected=move || setup.with(|s| s.jurisdiction == j)>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>
                "Dealing method "
                <select data-testid="dealer-method" on:change=move |ev| {
                    if let Some(m) = DealingMethod::from_code(&event_target_value(&ev)) {
                        setup.update(|s| s.method = m);
                    }
                }>
                    {move || G::methods(setup.with(|s| s.jurisdiction)).into_iter().map(|m| view! { <option value=m.code() selected=move || setup.with(|s| s.method == m)>{m.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>
                "Shuffling "
                <select data-testid="dealer-shuffler" on:change=move |ev| {
                    if let Some(sh) = Shuffler::from_code(&event_target_value(&ev)) {
                        setup.update(|s| s.shuffler = sh);
                    }
                }>
                    {Shuffler::ALL.into_iter().map(|sh| view! { <option value=sh.code() selected=move || setup.with(|s| s.shuffler == sh)>{capitalise(sh.name())}</option> }).collect_view()}
                </select>
            </label>
            {G::DEALER_CARDS_IN_SHUFFLER.then(|| view! {
                <Show when=move || setup.with(|s| s.method == DealingMethod::AutomatedShoe)>
                    <label class="check">
                        <input type="checkbox" data-testid="dealer-cards-in-shuffler" prop:checked=move || setup.with(|s| s.dealer_cards_in_shuffler)
                            on:change=move |ev| setup.update(|s| s.dealer_cards_in_shuffler = event_target_checked(&ev)) />
                        " The dealer's cards stay in the shuffler until every player has acted (001 Ch.10 B(3))"
                    </label>
                </Show>
            })}
            <label>
                "Level "
                <select data-testid="dealer-level" on:change=move |ev| {
                    if let Some(l) = Level::from_code(&event_target_value(&ev)) {
                        setup.update(|s| s.level = l);
                    }
                }>
                    {Level::ALL.into_iter().map(|l| view! { <option value=l.code() selected=move || setup.with(|s| s.level == l)>{l.name()}</option> }).collect_view()}
                </select>
            </label>
            // Erased inside the branch, so dealer mode's bundle (TEST false) links none of it.
            {if TEST { table_test::terms_form(terms).into_any() } else { ().into_any() }}
            <fieldset hidden=TEST>
                <legend>"Mode"</legend>
                <label class="check"><input type="radio" name="dealer-mode" data-testid="dealer-practice" prop:checked=move || setup.with(|s| !s.graded) on:change=move |_| setup.update(|s| s.graded = false) />" Practice: a mistake is refused with the right step and its rule"</label>
                <label class="check"><input type="radio" name="dealer-mode" data-testid="dealer-graded" prop:checked=move || setup.with(|s| s.graded) on:change=move |_| setup.update(|s| s.graded = true) />" Graded run from a seed: a mistake is refused with its rule, and scored"</label>
            </fieldset>
            <Show when=move || setup.with(|s| s.graded)>
                <label>
                    "Seed "
                    <input data-testid="dealer-seed" inputmode="numeric" prop:value=move || setup.with(|s| s.seed.to_string())
                        on:change=move |ev| {
                            if let Ok(seed) = event_target_value(&ev).trim().parse::<u64>() {
                                setup.update(|s| s.seed = seed);
                            }
                        } />
                </label>
                <label>
                    "Rounds "
                    <input data-testid="dealer-rounds" inputmode="numeric" prop:value=move || setup.with(|s| s.rounds.to_string())
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).trim().parse::<u32>() {
                                setup.update(|s| s.rounds = n.clamp(1, 50));
                            }
                        } />
                </label>
            </Show>
            <button type="submit" class="primary" data-testid="dealer-start">{if TEST { "Start the test" } else { "Start" }}</button>
        </form>
    }
}

#[component]
fn RunHeader(
    number: u32,
    rounds: u32,
    graded: bool,
    level: Level,
    seed: Option<u64>,
) -> impl IntoView {
    let text = if graded {
        format!(
            "Graded run: round {number} of {rounds} · {} · seed {}",
            level.name(),
            seed.unwrap_or_default()
        )
    } else {
        format!("Practice: round {number} · {}", level.name())
    };
    view! { <p class="hint" tabindex="-1" data-testid="dealer-run">{text}</p> }
}

/// Whether the dealer's hand is face up, and how many community cards are.
fn progress<W: WagerKind + Eq>(r: &Running<W>) -> (bool, usize) {
    let revealed = r.setup.level == Level::PayoutsOnly
        || r.run.done_actions().any(|a| *a == DealerAction::Reveal);
    let shown = if r.setup.level == Level::PayoutsOnly {
        r.round.community.len()
    } else {
        r.run
            .done_actions()
            .filter_map(|a| match a {
                DealerAction::ShowCommunity(n) => Some(*n),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    };
    (revealed, shown)
}

/// Whether every delivery is done (the hands are out).
fn dealt_out<W: WagerKind + Eq>(r: &Running<W>) -> bool {
    r.setup.level == Level::PayoutsOnly
        || (0..r.run.procedure.nodes.len()).all(|n| {
            r.run.is_done(n)
                || !matches!(
                    r.run.procedure.task(n).map(|t| &t.action),
                    Some(DealerAction::Deal(_))
                )
        })
}

/// Focuses the first element matching `selector`, if any.
fn focus_first(selector: &str) {
    use wasm_bindgen::JsCast;
    if let Some(element) = document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

fn cards_view(cards: Vec<Card>) -> impl IntoView {
    view! { <div class="cards">{cards.into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</div> }
}

/// The engine's verdict on the last step: accepted, or refused with its rule.
fn message_view(message: RwSignal<Option<Result<String, String>>>) -> impl IntoView {
    move || {
        message.get().map(|m| match m {
            Ok(text) => view! { <p class="notice" role="status" tabindex="-1" data-testid="dealer-feedback">{text}</p> }.into_any(),
            Err(text) => view! { <p class="error" role="alert" tabindex="-1" data-testid="dealer-correction">{text}</p> }.into_any(),
        })
    }
}

/// The felt as it stands after the student's last step, without the game's type: the view is
/// drawn from this (compiled once for both games, which keeps the bundle small).
#[derive(Clone, Debug, Default, PartialEq)]
struct FeltNow {
    dealer: DealerNow,
    /// In the order of the round's seats.
    seats: Vec<SeatNow>,
    /// In the order of [`felt::spots`].
    spots: Vec<SpotNow>,
    finished: bool,
    /// Where the table's next step is taken: where the keyboard goes after a step at the felt.
    next: Option<felt::FocusAt>,
}

#[derive(Clone, Debug, Default, PartialEq)]
struct DealerNow {
    /// Face up; otherwise what is said of them.
    cards: Vec<Card>,
    said: Option<String>,
    irregularities: Vec<String>,
    /// The community cards face up, and how many there are.
    community: Option<(Vec<Card>, usize)>,
    /// Face down still (the reveal is done here).
    to_reveal: bool,
    /// Face up and not judged yet (judged here, once).
    judging: bool,
    /// How the student judged it (shown at the dealer's place, as a seat's judgement is).
    judged: Option<bool>,
    /// Community cards still face down (turned up here).
    to_turn_up: bool,
}

#[derive(Clone, Debug, PartialEq)]
struct SeatNow {
    /// The seat's cards once the deal is out; before, how many deliveries it has had.
    cards: Result<Vec<Card>, usize>,
    choice: Option<String>,
    judged: Option<Versus>,
    /// Whether its hand is to be judged now (the dealer's is face up; not judged yet).
    judging: bool,
}

#[derive(Clone, Debug, PartialEq)]
struct SpotNow {
    /// On the layout (a decision's wager only once placed).
    shown: bool,
    /// How it was settled, once it was.
    result: Option<String>,
}

/// A spot as drawn: where it is and what is on it.
#[derive(Clone, Debug, PartialEq)]
struct SpotLook {
    seat: u8,
    name: &'static str,
    stake: String,
    /// A Progressive's (or an award's) spot: the floorperson and the award are called from it.
    progressive: bool,
}

/// Settles spot `i` with a verb and the amount typed: `Err` the amount's problem (nothing sent),
/// `Ok` whether the engine accepted the step.
type SettleSpot = Arc<dyn Fn(usize, felt::Verb, &str) -> Result<bool, String> + Send + Sync>;

/// What the felt's controls do, without the game's type.
#[derive(Clone)]
struct FeltActions {
    settle: SettleSpot,
    floor: Arc<dyn Fn() + Send + Sync>,
    award: Arc<dyn Fn(u8) + Send + Sync>,
    judge: Arc<dyn Fn(u8, Versus) -> bool + Send + Sync>,
    /// A step at the dealer's place; whether the engine accepted it.
    dealer: Arc<dyn Fn(DealerStep) -> bool + Send + Sync>,
}

/// The steps taken at the dealer's place on the felt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DealerStep {
    Reveal,
    /// The next turn of community cards: one, then two, then two (as the table deals them).
    TurnUp,
    Judge {
        qualifies: bool,
    },
}

/// How many deliveries (cards or stacks) a place has had.
fn delivered<W: WagerKind + Eq>(r: &Running<W>, to: Recipient) -> usize {
    r.run
        .done_actions()
        .filter(|a| **a == DealerAction::Deal(to))
        .count()
}

/// A seat's latest choice, and whether it was its last (a wager placed, or a fold).
fn last_choice<W: WagerKind + Eq>(r: &Running<W>, seat: u8) -> Option<(String, bool)> {
    r.run
        .happened()
        .iter()
        .rev()
        .find(|h| h.seat == Some(seat))
        .map(|h| (h.text.clone(), h.last_decision))
}

/// Whether a wager is on the layout yet: the decision's wager only once the player placed it.
fn on_layout<W: WagerKind + Eq>(r: &Running<W>, seat: u8, wager: W, decision_wager: W) -> bool {
    wager != decision_wager || progress(r).0 || last_choice(r, seat).is_some_and(|(_, last)| last)
}

/// The felt now: the dealer's place, each seat's hand and each spot's state.
fn felt_now<W: WagerKind + Eq>(
    r: &Running<W>,
    spots: &[felt::Spot<W>],
    decision_wager: W,
) -> FeltNow {
    let (revealed, shown) = progress(r);
    let out = dealt_out(r);
    let said = if revealed {
        None
    } else if r.run.procedure.dealer_cards_stay_in_shuffler {
        Some(format!(
            "{} cards, in the shuffler until every player has acted",
            r.round.dealer.len()
        ))
    } else if out {
        Some(format!("{} cards, face down", r.round.dealer.len()))
    } else {
        Some(format!("{} dealt", delivered(r, Recipient::Dealer)))
    };
    let dealer_judged = r.run.done_actions().find_map(|a| match a {
        DealerAction::JudgeDealer { qualifies } => Some(*qualifies),
        _ => None,
    });
    let dealer = DealerNow {
        cards: if revealed {
            r.round.dealer.clone()
        } else {
            Vec::new()
        },
        said,
        irregularities: r
            .run
            .happened()
            .iter()
            .filter(|h| h.irregularity)
            .map(|h| h.text.clone())
            .collect(),
        community: (!r.round.community.is_empty()).then(|| {
            (
                r.round.community[..shown.min(r.round.community.len())].to_vec(),
                r.round.community.len(),
            )
        }),
        to_reveal: !revealed && !r.run.finished(),
        judging: revealed && !r.run.finished() && dealer_judged.is_none(),
        judged: dealer_judged,
        to_turn_up: shown < r.round.community.len() && !r.run.finished(),
    };
    let seats = r
        .round
        .seats
        .iter()
        .map(|s| {
            let judged = r.run.done_actions().find_map(|a| match a {
                DealerAction::JudgePlayer { seat, versus } if *seat == s.number => Some(*versus),
                _ => None,
            });
            SeatNow {
                cards: if out {
                    Ok(s.cards.clone())
                } else {
                    Err(delivered(r, Recipient::Seat(s.number)))
                },
                choice: last_choice(r, s.number).map(|(text, _)| text),
                judged,
                judging: revealed && judged.is_none(),
            }
        })
        .collect();
    FeltNow {
        dealer,
        seats,
        spots: spots
            .iter()
            .map(|s| SpotNow {
                shown: on_layout(r, s.seat, s.wager, decision_wager),
                result: felt::settled(&r.run, s.seat, s.wager),
            })
            .collect(),
        finished: r.run.finished(),
        next: felt::focus_at(&r.run, spots),
    }
}

/// The table: the dealer's place, and each seat with its cards and its wagers on the felt, for
/// the student to settle each wager where it lies ([`felt_drawn`]). This part knows the game:
/// it lays the spots out and turns the student's choices into the engine's steps. `watching`:
/// the student watches the computer deal (catch the dealer), so nothing on it is pressed.
fn felt_view<G: DealerGame>(
    running: RwSignal<Option<Running<G::Wager>>>,
    act: impl Fn(DealerAction<G::Wager>) -> bool + Copy + Send + Sync + 'static,
    selected: RwSignal<Option<usize>>,
    message: RwSignal<Option<Result<String, String>>>,
    watching: bool,
) -> AnyView {
    let Some(r) = running.get_untracked() else {
        return ().into_any();
    };
    let spots = felt::spots(&r.round);
    let looks: Vec<SpotLook> = spots
        .iter()
        .map(|s| SpotLook {
            seat: s.seat,
            name: s.wager.name(),
            stake: s.stake.map_or("award".to_string(), |c| c.to_string()),
            progressive: s.wager.collected_before_deal() || s.wager.is_award(),
        })
        .collect();
    let seats: Vec<u8> = r.round.seats.iter().map(|s| s.number).collect();
    let spots = StoredValue::new(spots);
    let now = Memo::new(move |_| {
        running
            .with(|r| {
                r.as_ref()
                    .map(|r| spots.with_value(|s| felt_now(r, s, G::DECISION_WAGER)))
            })
            .unwrap_or_default()
    });
    let actions = FeltActions {
        settle: Arc::new(move |i, verb, amount| {
            let step = spots.with_value(|s| felt::settle_step(&s[i], verb, amount))?;
            Ok(act(step))
        }),
        floor: Arc::new(move || {
            act(DealerAction::CallFloor);
        }),
        award: Arc::new(move |seat| {
            act(DealerAction::RecordAward { seat });
        }),
        judge: Arc::new(move |seat, versus| act(DealerAction::JudgePlayer { seat, versus })),
        dealer: Arc::new(move |step| {
            act(match step {
                DealerStep::Reveal => DealerAction::Reveal,
                DealerStep::TurnUp => {
                    let shown = running.with_untracked(|r| r.as_ref().map_or(0, |r| progress(r).1));
                    DealerAction::ShowCommunity(match shown {
                        0 => 1,
                        1 => 3,
                        _ => 5,
                    })
                }
                DealerStep::Judge { qualifies } => DealerAction::JudgeDealer { qualifies },
            })
        }),
    };
    felt_drawn(
        now,
        looks,
        seats,
        actions,
        selected,
        message,
        G::AWARD_PAPERWORK,
        watching,
    )
}

/// Focuses spot `i` once it is drawn.
fn focus_spot(i: usize) {
    request_animation_frame(move || {
        focus_first(&format!(
            "[data-testid=\"dealer-spot\"][data-index=\"{i}\"]"
        ))
    })
}

/// Focuses where the table's next step is taken (the order the rules give), once drawn; the
/// round's other steps when it is not at the felt. Nothing when the round is done (the page
/// then focuses what continues the run).
fn focus_next(next: Option<felt::FocusAt>) {
    let selector = match next {
        None => return,
        Some(felt::FocusAt::Spot(i)) => return focus_spot(i),
        Some(felt::FocusAt::SeatHand(seat)) => format!(
            "[data-testid=\"dealer-seat-{seat}\"] .seat-judge button, [data-testid=\"dealer-procedure\"] button"
        ),
        Some(felt::FocusAt::DealerHand) => {
            ".dealer-area .dealer-steps:not([hidden]) button, [data-testid=\"dealer-procedure\"] button".into()
        }
        Some(felt::FocusAt::Steps) => {
            "[data-testid=\"dealer-procedure\"] button, .dealer-area .dealer-steps:not([hidden]) button".into()
        }
    };
    request_animation_frame(move || focus_first(&selector));
}

/// The felt drawn: the student selects a spot (a button: Enter or a click), then pays the
/// amount typed, takes, pushes or returns the wager there. The seats are drawn once a round,
/// so the keyboard's place survives each step; what changes is drawn inside them.
// The felt's parts, each a signal or a value of its own (grouping them would only rename them).
#[allow(clippy::too_many_arguments)]
fn felt_drawn(
    now: Memo<FeltNow>,
    looks: Vec<SpotLook>,
    seats: Vec<u8>,
    actions: FeltActions,
    selected: RwSignal<Option<usize>>,
    message: RwSignal<Option<Result<String, String>>>,
    award_paperwork: bool,
    watching: bool,
) -> AnyView {
    let looks = StoredValue::new(looks);
    let actions = StoredValue::new(actions);
    let amount = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    // The chips picked from the rack for the payout (counts, smallest chip first).
    let rack = StoredValue::new(crate::rack_state::load().0);
    let picked = RwSignal::new(vec![0u32; rack.with_value(|r| r.chips().len())]);
    let clear_chips = move || picked.update(|p| p.iter_mut().for_each(|n| *n = 0));
    let select = move |i: usize| {
        selected.set(Some(i));
        amount.set(String::new());
        clear_chips();
        problem.set(None);
        request_animation_frame(|| focus_first("[data-testid=\"dealer-settle-amount\"]"));
    };
    let close = move || {
        if let Some(i) = selected.get_untracked() {
            selected.set(None);
            problem.set(None);
            focus_spot(i);
        }
    };
    let settle = move |verb: felt::Verb| {
        let Some(i) = selected.get_untracked() else {
            return;
        };
        let settle = actions.with_value(|a| a.settle.clone());
        match settle(i, verb, &amount.get_untracked()) {
            Err(e) => problem.set(Some(e)),
            Ok(false) => problem.set(None),
            Ok(true) => {
                problem.set(None);
                selected.set(None);
                // On to where the table's next step is taken (its next wager, or the hand
                // to judge before it), in the order the rules give.
                focus_next(now.with_untracked(|n| n.next));
            }
        }
    };
    let judge = move |seat: u8, versus: Versus| {
        let judge = actions.with_value(|a| a.judge.clone());
        if judge(seat, versus) {
            // The seat's wagers come next (the first the rules settle).
            focus_next(now.with_untracked(|n| n.next));
        }
    };
    let at_dealer = move |step: DealerStep| {
        let act = actions.with_value(|a| a.dealer.clone());
        // The button pressed may now be hidden (the hand is up, or judged): on to the next
        // step's place, as after a payment. With community cards still down, the focus stays
        // on the button that turns them up.
        let more =
            move || step == DealerStep::TurnUp && now.with_untracked(|n| n.dealer.to_turn_up);
        if act(step) && !more() {
            focus_next(now.with_untracked(|n| n.next));
        }
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
            return;
        }
        let key = ev.key();
        if key == "Escape" {
            ev.prevent_default();
            close();
            return;
        }
        // Enter pays from the amount field; on a button it presses the button.
        let in_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .is_some();
        match felt::Verb::of_key(&key) {
            Some(felt::Verb::Pay) if !in_field => {}
            Some(verb) => {
                ev.prevent_default();
                settle(verb);
            }
            None => {}
        }
    };
    let spot_view = move |i: usize| {
        let look = looks.with_value(|l| l[i].clone());
        let result = move || now.with(|n| n.spots[i].result.clone());
        view! {
            <li hidden=move || !now.with(|n| n.spots[i].shown)>
                <button class="spot" data-testid="dealer-spot" data-index=i.to_string() data-seat=look.seat.to_string() data-wager=look.name
                    class:settled=move || result().is_some()
                    disabled=move || watching || result().is_some()
                    aria-expanded=move || (selected.get() == Some(i)).to_string()
                    on:click=move |_| select(i)>
                    <span class="spot-name">{look.name}</span>
                    <span class="spot-stake">{look.stake}</span>
                    {move || result().map(|text| view! { <span class="spot-result" data-testid="dealer-spot-result">{text}</span> })}
                </button>
            </li>
        }
        .into_any()
    };
    let panel = move |seat: u8| {
        let i = selected
            .get()
            .filter(|&i| looks.with_value(|l| l[i].seat == seat))?;
        let look = looks.with_value(|l| l[i].clone());
        let title = format!("Seat {seat}'s {} ({})", look.name, look.stake);
        let label = title.clone();
        Some(view! {
            <div class="spot-panel" role="group" aria-label=label data-testid="dealer-spot-panel" on:keydown=on_key>
                <p class="spot-panel-title">{title}</p>
                <label>
                    "Amount paid ($) "
                    <input data-testid="dealer-settle-amount" inputmode="decimal" autocomplete="off" aria-keyshortcuts="Enter"
                        prop:value=move || amount.get() on:input=move |ev| { clear_chips(); amount.set(event_target_value(&ev)) } />
                </label>
                {crate::components::chip_rack::chip_rack(rack, picked, amount, "dealer")}
                <div class="actions">
                    {felt::Verb::ALL.into_iter().map(|verb| view! {
                        <button class:primary=verb == felt::Verb::Pay data-testid=format!("dealer-{}", verb.code())
                            aria-keyshortcuts=verb.key() on:click=move |_| settle(verb)>{verb.label()}</button>
                    }).collect_view()}
                    {look.progressive.then(|| view! {
                        <button data-testid="dealer-call-floor" on:click=move |_| actions.with_value(|a| a.floor.clone())()>"Call the floorperson"</button>
                    })}
                    {(look.progressive && award_paperwork).then(|| view! {
                        <button data-testid="dealer-record-award" on:click=move |_| actions.with_value(|a| a.award.clone())(seat)>"Mark, verify and document the award"</button>
                    })}
                    <button data-testid="dealer-spot-close" on:click=move |_| close()>"Close"</button>
                </div>
                <p class="hint">"Keys: type the winnings, Enter pays · T takes · P pushes · R returns · Esc closes"</p>
                {move || problem.get().map(|p| view! { <p class="error" role="alert" data-testid="dealer-amount-problem">{p}</p> })}
                {message_view(message)}
            </div>
        }
        .into_any())
    };
    let seat_view = move |(k, seat): (usize, u8)| {
        let own: Vec<usize> =
            looks.with_value(|l| (0..l.len()).filter(|&i| l[i].seat == seat).collect());
        let hand = move || {
            now.with(|n| {
                let s = &n.seats[k];
                view! {
                    {match &s.cards {
                        Ok(cards) => cards_view(cards.clone()).into_any(),
                        Err(dealt) => view! { <p>{format!("{dealt} dealt")}</p> }.into_any(),
                    }}
                    {s.choice.clone().map(|text| view! { <p data-testid=format!("dealer-choice-{seat}")>{text}</p> })}
                    {s.judged.map(|v| view! { <p class="hint" data-testid=format!("dealer-judged-{seat}")>{format!("Judged: {}", v.words())}</p> })}
                }
            })
        };
        view! {
            <li class="dealer-seat" data-testid=format!("dealer-seat-{seat}")>
                <h3>{format!("Seat {seat}")}</h3>
                {hand}
                // A seat's hand is judged once the dealer's is face up, and only once.
                <div class="actions seat-judge" role="group" aria-label=format!("Seat {seat}'s hand against the dealer's") hidden=move || watching || !now.with(|n| n.seats[k].judging)>
                    <span class="hint" aria-hidden="true">"Hand:"</span>
                    {Versus::ALL.into_iter().map(|versus| view! {
                        <button data-testid=format!("dealer-judge-{seat}-{}", versus_code(versus)) aria-label=capitalise(versus.words())
                            on:click=move |_| judge(seat, versus)>{capitalise(versus_code(versus))}</button>
                    }).collect_view()}
                </div>
                <ul class="spots" aria-label=format!("Seat {seat}'s wagers")>
                    {own.into_iter().map(spot_view).collect_view()}
                </ul>
                {move || panel(seat)}
            </li>
        }
        .into_any()
    };
    // The dealer's place: the hand (and the community cards) drawn as they stand, and the steps
    // taken there — reveal, turn up, judge — in groups that stay drawn, so the keyboard's place
    // survives each step.
    let hand = move || {
        now.with(|n| {
            let d = &n.dealer;
            view! {
                <div data-testid="dealer-hand">{match &d.said {
                    Some(text) => view! { <p>{text.clone()}</p> }.into_any(),
                    None => cards_view(d.cards.clone()).into_any(),
                }}</div>
                {d.irregularities.iter().map(|text| view! { <p class="hint" data-testid="dealer-happened-irregularity">{text.clone()}</p> }).collect_view()}
            }
        })
    };
    let community = move || {
        now.with(|n| {
            n.dealer.community.clone().map(|(cards, total)| {
                view! {
                    <p class="hint">{format!("{} of {total} face up", cards.len())}</p>
                    {cards_view(cards)}
                }
            })
        })
    };
    let has_community = now.with_untracked(|n| n.dealer.community.is_some());
    let dealer = view! {
        <section class="dealer-area" aria-label="The dealer">
            <h2>"Dealer"</h2>
            {hand}
            <div class="actions dealer-steps" role="group" aria-label="The dealer's hand" hidden=move || watching || !now.with(|n| n.dealer.to_reveal)>
                <button data-testid="dealer-reveal" on:click=move |_| at_dealer(DealerStep::Reveal)>"Reveal the dealer's hand"</button>
            </div>
            // The dealer's hand is judged once it is face up, and only once; the seats' then.
            <div class="actions dealer-steps" role="group" aria-label="Judge the dealer's hand" hidden=move || watching || !now.with(|n| n.dealer.judging)>
                <button data-testid="dealer-qualifies" on:click=move |_| at_dealer(DealerStep::Judge { qualifies: true })>"Qualifies"</button>
                <button data-testid="dealer-not-qualifies" on:click=move |_| at_dealer(DealerStep::Judge { qualifies: false })>"Does not qualify"</button>
            </div>
            {move || now.with(|n| n.dealer.judged).map(|qualifies| view! {
                <p class="hint" data-testid="dealer-judged">{if qualifies { "Judged: qualifies" } else { "Judged: does not qualify" }}</p>
            })}
            {has_community.then(|| view! {
                <h3>"Community cards"</h3>
                {community}
                <div class="actions dealer-steps" role="group" aria-label="The community cards" hidden=move || watching || !now.with(|n| n.dealer.to_turn_up)>
                    <button data-testid="dealer-community" on:click=move |_| at_dealer(DealerStep::TurnUp)>"Turn up community cards"</button>
                </div>
            })}
        </section>
    };
    view! {
        <div class="dealer-table" data-testid="dealer-table">
            {dealer}
            <ul class="dealer-seats">
                {seats.into_iter().enumerate().map(seat_view).collect_view()}
            </ul>
        </div>
    }
    .into_any()
}

/// The paytables the round is settled by, and the Progressive meters to read an award from.
fn paytables_view(tables: Vec<PaytableShown>, meters: Option<String>) -> impl IntoView {
    (!tables.is_empty() || meters.is_some()).then(|| view! {
        <details class="panel dealer-paytables" data-testid="dealer-paytables" open>
            <summary>"Paytables in force"</summary>
            {meters.map(|m| view! { <p data-testid="dealer-meters">{format!("Progressive meters: {m}")}</p> })}
            <div class="paytable-cards">{paytable_tables(tables, "dealer-paytable")}</div>
        </details>
    })
}

fn actions_view<G: DealerGame>(
    running: RwSignal<Option<Running<G::Wager>>>,
    act: impl Fn(DealerAction<G::Wager>) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let Some(r) = running.get_untracked() else {
        return ().into_any();
    };
    let level = r.setup.level;
    let targets: Vec<Recipient> = r
        .round
        .seats
        .iter()
        .map(|s| Recipient::Seat(s.number))
        .chain([Recipient::Dealer])
        .chain(G::COMMUNITY.then_some(Recipient::Community))
        .collect();
    let chips = RwSignal::new(String::new());
    let stub = RwSignal::new(String::new());
    let remedy_due = move || {
        running.with(|r| {
            r.as_ref()
                .and_then(|r| r.run.pending_irregularity())
                .map(|h| h.text.clone())
        })
    };
    let remedies = r.round.remedies.clone();
    view! {
        {move || remedy_due().map(|why| view! {
            <div class="warning" role="alert" data-testid="dealer-irregularity">
                <p>{why}" What do you do?"</p>
                <div class="actions">
                    {remedies.clone().into_iter().map(|(remedy, words)| view! {
                        <button data-testid="dealer-remedy" data-remedy=format!("{remedy:?}") on:click=move |_| act(DealerAction::Remedy(remedy))>{words}</button>
                    }).collect_view()}
                </div>
            </div>
        })}
        {(level != Level::PayoutsOnly).then(|| view! {
            <fieldset class="panel" data-testid="dealer-procedure">
                <legend>"Procedure"</legend>
                <div class="actions">
                    <button data-testid="dealer-no-more-bets" on:click=move |_| act(DealerAction::NoMoreBets)>"No more bets"</button>
                    <button data-testid="dealer-lock" on:click=move |_| act(DealerAction::LockProgressive)>"Lock the progressive"</button>
                    <button data-testid="dealer-cut" on:click=move |_| act(DealerAction::Cut)>"Place the cover card (cut)"</button>
                </div>
                <div class="controls">
                    <label>"Progressive chips counted ($) "<input data-testid="dealer-chips" inputmode="decimal" prop:value=move || chips.get() on:input=move |ev| chips.set(event_target_value(&ev)) /></label>
                    <button data-testid="dealer-count-chips" on:click=move |_| {
                        if let Ok(total) = Cents::parse_dollars(&chips.get_untracked()) {
                            act(DealerAction::CountProgressive(total));
                        }
                    }>"Count the chips"</button>
                    <label>"Stub cards counted "<input data-testid="dealer-stub" inputmode="numeric" prop:value=move || stub.get() on:input=move |ev| stub.set(event_target_value(&ev)) /></label>
                    <button data-testid="dealer-count-stub" on:click=move |_| {
                        if let Ok(n) = stub.get_untracked().trim().parse::<usize>() {
                            act(DealerAction::CountStub(n));
                        }
                    }>"Count the stub"</button>
                </div>
                <div class="actions" role="group" aria-label="Deal the next card (or stack) to">
                    {targets.iter().map(|&to| view! {
                        <button data-testid=format!("dealer-deal-{}", target_code(to)) on:click=move |_| act(DealerAction::Deal(to))>{format!("Deal to {}", place(to))}</button>
                    }).collect_view()}
                </div>
            </fieldset>
        })}
    }
    .into_any()
}

fn target_code(to: Recipient) -> String {
    match to {
        Recipient::Seat(n) => n.to_string(),
        Recipient::Dealer => "dealer".into(),
        Recipient::Community => "community".into(),
        Recipient::DiscardRack => "discard".into(),
    }
}

fn versus_code(versus: Versus) -> &'static str {
    match versus {
        Versus::Beats => "beats",
        Versus::Ties => "ties",
        Versus::Loses => "loses",
    }
}

#[cfg(test)]
mod assigned_tests {
    use super::*;
    use engine::academy::{Catalogue, Module, PaperVersion};
    use engine::classroom::{regrade, Assignment, ExamTerms, HandIn};
    use engine::deck::seeded_rng;

    /// The page's run of an assignment, natively: each round dealt by the game's own
    /// [`DealerGame::round`] at the terms' table from [`DealerTerms::round_seeds`], acted on as
    /// The run a reload resumes from what the page reported ([`work_of`]) is the run the page
    /// had: the same round, scores, corrections, mispays, times and actions, and the round
    /// being dealt at the same step.
    fn assert_resumes<W: WagerKind + Eq + serde::de::DeserializeOwned>(
        r: &Running<W>,
        log: &ActionLog<W>,
        deal: impl Fn(u32) -> DealtRound<W>,
    ) {
        let work = work_of(r, log);
        let now = r.since + 5_000.0;
        let (back, back_log) =
            replayed(r.setup, &work, |n| Ok(deal(n)), now).expect("the run resumes");
        assert_eq!(back.number, r.number);
        assert_eq!(back.round, r.round);
        assert_eq!(back.scores, r.scores);
        assert_eq!(back.corrections, r.corrections);
        assert_eq!(format!("{:?}", back.mispays), format!("{:?}", r.mispays));
        assert_eq!(back.round_millis, r.round_millis);
        assert_eq!(format!("{:?}", back.results), format!("{:?}", r.results));
        assert_eq!(back.skill_log.len(), r.skill_log.len());
        assert_eq!(back.run.score(), r.run.score());
        assert_eq!(back.run.finished(), r.run.finished());
        assert_eq!(back.run.allowed(), r.run.allowed());
        assert_eq!(
            work_of(&back, &back_log),
            work,
            "the resumed run reports the same work"
        );
        // The round being dealt has run as long as before; the next action is timed from now.
        assert_eq!(now - back.round_started, r.since - r.round_started);
        assert_eq!(back.since, now);
    }

    /// `act` does (right steps, wrong amounts and stray steps, each logged with its
    /// milliseconds), closed as `next_round` does; the last round sometimes left part-way. The
    /// hand-in [`work_of`] makes must re-grade (the engine replaying every round from its seed)
    /// to the score the page claims.
    fn run_and_hand_in<G: DealerGame>(terms: DealerTerms, rng: &mut impl Draw) -> DealerScore {
        let setup = Setup {
            jurisdiction: terms.jurisdiction,
            method: terms.method,
            shuffler: terms.shuffler,
            dealer_cards_in_shuffler: terms.dealer_cards_in_shuffler,
            level: terms.level,
            graded: true,
            seed: terms.seed,
            rounds: terms.rounds,
        };
        let table = TableSetup {
            jurisdiction: terms.jurisdiction,
            method: terms.method,
            shuffler: terms.shuffler,
            dealer_cards_in_shuffler: terms.dealer_cards_in_shuffler,
        };
        let seeds = terms.round_seeds();
        let deal = |n: u32| G::round(&table, seeds[n as usize - 1], terms.level).unwrap();
        let mut r = Running::new(setup, deal(1), 0.0);
        let mut log: ActionLog<G::Wager> = vec![Vec::new()];
        loop {
            // A part-way round stops after 4 steps.
            let most = if r.number == terms.rounds && rng.below(3) == 0 {
                4
            } else {
                usize::MAX
            };
            let mut steps = 0;
            while !r.run.finished() && steps < most {
                let allowed = r.run.allowed();
                let action = match (allowed.first(), rng.below(6)) {
                    (Some(task), 0) => match task.action.clone() {
                        DealerAction::Settle {
                            seat,
                            wager,
                            outcome,
                            paid,
                        } => DealerAction::Settle {
                            seat,
                            wager,
                            outcome,
                            paid: Cents(paid.0 + 100),
                        },
                        _ => DealerAction::Deal(Recipient::Seat(9)),
                    },
                    (Some(task), _) => task.action.clone(),
                    (None, _) => break,
                };
                let millis = rng.below(9_000) as u64;
                log[r.number as usize - 1].push((action.clone(), millis));
                let _ = r.apply(&action, r.since + millis as f64);
                steps += 1;
            }
            // A reload here resumes the run as it stands.
            assert_resumes(&r, &log, deal);
            if r.number == terms.rounds {
                if r.run.finished() {
                    r.close_round();
                }
                break;
            }
            log.push(Vec::new());
            r.next(deal(r.number + 1), r.since);
        }
        let work = work_of(&r, &log);
        let assignment = Assignment {
            title: "Run".into(),
            due: None,
            exam: Some(ExamTerms {
                games: vec![G::GAME],
                jurisdiction: Jurisdiction::Maryland,
                modules: vec![Module::Payouts],
                count: 1,
                time_limit_minutes: 5,
                pass_mark_percent: 50,
                seed: 1,
                paper_version: PaperVersion::LATEST.number(),
            }),
            dealer: Some(terms),
        };
        let claimed = work.claimed;
        let hand_in =
            HandIn::new(&assignment, "Dee", vec![None], 1, "", Catalogue::ALL).with_dealer(work);
        let regraded = regrade(&HandIn::decode(&hand_in.encode()).unwrap(), Catalogue::ALL)
            .expect("the page's hand-in re-grades");
        assert_eq!(regraded.dealer.as_ref().unwrap().score, claimed);
        assert!(!regraded.dealer_claim_differs());
        claimed
    }

    #[test]
    fn an_assigned_runs_hand_in_regrades_to_the_score_the_page_claims() {
        let mut rng = seeded_rng(3434);
        let mut slips = 0;
        for seed in 0..6u64 {
            let terms = DealerTerms {
                game: GameId::HighCardFlush,
                jurisdiction: Jurisdiction::Maryland,
                method: DealingMethod::ManualShoe,
                shuffler: HcfDealer::default_shuffler(Jurisdiction::Maryland),
                dealer_cards_in_shuffler: false,
                level: Level::ALL[seed as usize % 3],
                rounds: 2,
                seed: seed * 7_919,
            };
            let score = run_and_hand_in::<HcfDealer>(terms.clone(), &mut rng);
            slips += score.total() - score.right();
            let terms = DealerTerms {
                game: GameId::JackpotHoldEm,
                method: DealingMethod::AutomatedShoe,
                dealer_cards_in_shuffler: seed % 2 == 0,
                shuffler: JheDealer::default_shuffler(Jurisdiction::Maryland),
                ..terms
            };
            let score = run_and_hand_in::<JheDealer>(terms, &mut rng);
            slips += score.total() - score.right();
        }
        assert!(slips > 5, "{slips} slips");
    }
}
