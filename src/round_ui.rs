//! One round at a play table, whatever the game: the wagers checked against the bankroll, the
//! computer players seated with their wagers, the deal shown as the dealing method delivers it,
//! the seats acting in turn, the reveal and settlement step by step, skipping the animation,
//! and booking the round. Written once so the games cannot drift apart; a game's page supplies
//! only what is its own through [`PlayGame`] (its wagers, its decisions, its coach).

use crate::components::playing_card::ShownCard;
use crate::session::{step_ms, BookRound, HasTable, Saved, SessionGame, Speed};
use crate::session_view::{
    every_step, prefers_reduced_motion, BankrollBar, NoticeBar, SessionUi, ShortcutHelp, Stage,
};
use crate::storage::{self, Entry};
use engine::deck::{play_rng, DealRng};
use engine::table::{ActionError, Game, Phase, Recipient, Table};
use engine::{Cents, GameId};
use leptos::prelude::*;
use std::ops::Deref;

/// What a game's play page supplies to the shared round: implemented once per game, on the
/// page's own state (a `Copy` bundle of signals), which reaches the round's shared signals
/// through `Deref` so the page reads them as its own (`ui.saved`, `ui.table`).
pub trait PlayGame:
    Copy + Send + Sync + 'static + Deref<Target = RoundSignals<Self::Game, Self::Session>>
{
    /// The engine's game.
    type Game: Game<Meter = engine::meters::MeterBank, Decision: Send + Sync>
        + SeatView
        + Send
        + Sync
        + 'static;
    /// The session kept on the device, which books the game's rounds.
    type Session: BookRound<Game = Self::Game, Settings: HasTable> + Send + Sync + 'static;
    /// Which game, for storage and links.
    const GAME: GameId;

    /// The page's round, driven by the shared controller.
    fn round(&self) -> RoundUi<Self> {
        RoundUi {
            page: *self,
            signals: **self,
        }
    }
    /// The seats the user plays.
    fn user_seats(settings: &<Self::Session as SessionGame>::Settings) -> Vec<u8>;
    /// The seats the computer players take: as many as the settings ask for, the free seats
    /// nearest the user's (first) seat, alternating sides.
    fn computer_seats(settings: &<Self::Session as SessionGame>::Settings) -> Vec<u8> {
        let table = settings.table();
        crate::session::computer_seats_near(
            &Self::user_seats(settings),
            table.seat,
            table.computer_players,
        )
    }
    /// The computer players' strategy, named on their seats.
    fn computer_strategy_name(settings: &<Self::Session as SessionGame>::Settings) -> String;
    /// A new table for the settings (the rules' reason if they make none).
    fn open(
        settings: &<Self::Session as SessionGame>::Settings,
    ) -> Result<Table<Self::Game>, String>;
    /// Seats the user and places the wagers as typed; `Err` says, for the user, what is wrong.
    fn place_wagers(&self, table: &mut Table<Self::Game>) -> Result<(), String>;
    /// Keeps the wagers just dealt for "rebet".
    fn remember_wagers(&self, table: &Table<Self::Game>);
    /// A computer player's wagers at this table: the game's casual agent's (the engine's
    /// `casual_wagers`), drawn from `rng`.
    fn computer_wagers(
        table: &Table<Self::Game>,
        rng: &mut DealRng,
    ) -> Vec<(<Self::Game as Game>::Wager, Cents)>;
    /// What is said when the wagers with their largest decision exceed the bankroll.
    fn over_bankroll(at_risk: Cents, bankroll: Cents) -> String;
    /// A refusal as the page shows it.
    fn refusal(e: &ActionError) -> String;
    /// Clears what the page shows of the last round (the coach, feedback, notes) for a new one.
    fn new_round(&self);
    /// A computer player's decision, made on the table.
    fn computer_decides(&self, table: &mut Table<Self::Game>, seat: u8);
    /// It is the user's turn at `seat`: the page asks for a decision.
    fn user_turn(&self, seat: u8);
    /// The dealer's reveal (the game's own procedure).
    fn reveal(table: &mut Table<Self::Game>) -> Result<(), ActionError>;
    /// What the page noted this round, for its record.
    fn notes(&self) -> <Self::Session as BookRound>::Notes;
    /// The coach's price of `decision` at `seat` (`None` while it has none for it).
    fn coach_price(&self, seat: u8, decision: DecisionOf<Self>) -> Option<CoachPrice<Self>>;
    /// The coach's best decision now, read so that a view follows it.
    fn coach_best(&self) -> Option<DecisionOf<Self>>;
    /// The user's decision refused by the engine, as the page shows it.
    fn decision_refused(e: &ActionError) -> String;
    /// The decision a key makes, as the game binds its keys (`key` lower-cased).
    fn decision_key(&self, key: &str) -> Option<DecisionOf<Self>>;
    /// The user's decision (see [`RoundUi::user_acts`]), then the coach's verdict on it and
    /// the next turn.
    fn decide(&self, decision: DecisionOf<Self>);
    /// Puts back the last round's wagers.
    fn rebet(&self);
    /// Clears the wagers typed.
    fn clear_bets(&self);
    /// Doubles the wagers typed.
    fn double_bets(&self);
    /// Takes back the last change to the wagers, where the game keeps them (else nothing).
    fn undo_bet(&self) {}
}

/// What a seat in the round shows, as a game works it out from its table (drawn by
/// `components::seat_box`).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatShown {
    /// The seat's cards as dealt so far, each face up or down.
    pub cards: Vec<ShownCard>,
    /// Empty slots up to this many keep the row's width while the cards arrive (0: none).
    pub slots: usize,
    /// The hand's value in words, where the seat's cards are face up and make one.
    pub hand: Option<String>,
    /// Each betting area's short name and its wager (those of zero are not shown).
    pub areas: Vec<(&'static str, Cents)>,
    /// What the seat has done ("Raise 2×", "checked").
    pub action: Option<String>,
    /// The seat's net, once the round is over.
    pub net: Option<Cents>,
}

/// How a game's seat looks in a round, worked out from its table (next to the game's felt).
pub trait SeatView: Game + Sized {
    /// What a seat shows in the round (`None` while it has no wager in it): its cards as dealt
    /// by `stage`, face up if `face_up`, its hand, its wagers, its action and, when the round
    /// is over, its net.
    fn seat_shown(table: &Table<Self>, seat: u8, stage: Stage, face_up: bool) -> Option<SeatShown>;
}

/// A game's decision.
pub type DecisionOf<P> = <<P as PlayGame>::Game as Game>::Decision;

/// What the coach says a decision costs against its best.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoachPrice<P: PlayGame> {
    pub best: DecisionOf<P>,
    /// The cost in Antes of the seat.
    pub cost_antes: f64,
    /// The cost in cents.
    pub cost_cents: f64,
}

/// The signals of one play table's round, the same for every game: each game's page state
/// holds them (and reaches them through `Deref`), the controller drives them.
pub struct RoundSignals<G: Game, S: SessionGame> {
    pub saved: RwSignal<Saved<S>>,
    pub table: RwSignal<Option<Table<G>>>,
    pub stage: RwSignal<Stage>,
    pub error: RwSignal<Option<String>>,
    pub notice: RwSignal<Option<String>>,
    /// A costly decision held for confirmation (the "warn before a mistake" setting).
    pub warning: RwSignal<Option<(G::Decision, String)>>,
}

impl<G: Game, S: SessionGame> Clone for RoundSignals<G, S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game, S: SessionGame> Copy for RoundSignals<G, S> {}

impl<G, S> RoundSignals<G, S>
where
    G: Game<Decision: Send + Sync> + 'static,
    S: SessionGame + Send + Sync + 'static,
    Saved<S>: Send + Sync,
    Table<G>: Send + Sync,
{
    /// A page's round before any deal: the session as opened, its notice, no table.
    pub fn new(saved: Saved<S>, notice: RwSignal<Option<String>>) -> Self {
        RoundSignals {
            saved: RwSignal::new(saved),
            table: RwSignal::new(None),
            stage: RwSignal::new(Stage::Betting),
            error: RwSignal::new(None),
            notice,
            warning: RwSignal::new(None),
        }
    }
}

/// One play table's round: the page (for what its game does) and the shared signals.
pub struct RoundUi<P: PlayGame> {
    pub page: P,
    signals: RoundSignals<P::Game, P::Session>,
}

impl<P: PlayGame> Deref for RoundUi<P> {
    type Target = RoundSignals<P::Game, P::Session>;
    fn deref(&self) -> &Self::Target {
        &self.signals
    }
}

impl<P: PlayGame> Clone for RoundUi<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: PlayGame> Copy for RoundUi<P> {}

/// The session a play page opens with: the one saved on the device (a fresh one if none, or
/// if it could not be read, with a notice saying so), with a shared link's settings applied
/// by `link` (given the query and the saved settings: the link's settings if it sets any and
/// what it could not apply; `Err` when it cannot be read, and the saved settings stay). The
/// session, its notice and whether a link changed the settings.
pub fn open_session<P: PlayGame>(
    link: impl FnOnce(&str, &Settings<P>) -> LinkApplied<P>,
) -> (Saved<P::Session>, RwSignal<Option<String>>, bool)
where
    Settings<P>: Default,
{
    let (mut saved, notice) = storage::load(P::GAME, Entry::Play, Saved::parse, || {
        Saved::fresh(Default::default())
    });
    let notice = RwSignal::new(notice);
    let query = crate::router::use_location().search.get_untracked();
    let mut linked = false;
    match link(&query, &saved.settings) {
        Ok((settings, dropped)) => {
            if let Some(settings) = settings {
                saved.settings = settings;
                linked = true;
            }
            if !dropped.is_empty() {
                notice.set(Some(format!(
                    "The link was applied except: {}.",
                    dropped.join("; ")
                )));
            }
        }
        Err(message) => notice.set(Some(format!(
            "{message}; your saved settings are used instead."
        ))),
    }
    (saved, notice, linked)
}

/// The progressive meters in force for a session's settings: as last played here, else as a
/// new table seeds them (`None` where the table has no Progressive).
pub fn meters_in_force<P: PlayGame>(
    saved: &Saved<P::Session>,
) -> Option<engine::meters::MeterBank> {
    saved
        .saved_meter()
        .or_else(|| P::open(&saved.settings).ok()?.meter)
}

/// A game's settings at its play table.
pub type Settings<P> = <<P as PlayGame>::Session as SessionGame>::Settings;

/// A shared link read against the saved settings: the settings it sets (if any) and what it
/// could not apply, or why it cannot be read.
pub type LinkApplied<P> = Result<(Option<Settings<P>>, Vec<String>), String>;

/// A play page: its title, the bankroll with its top-up, the notice line and the table/drill
/// tabs; the game's table and wager panels (`table`), the list of its keys (`keys`, bound to
/// the page while it is open, `?` shows it) and its coach, steps, history and settings
/// (`panels`).
pub fn play_page<P: PlayGame>(
    ui: RoundUi<P>,
    title: &'static str,
    keys: &'static [(&'static str, &'static str)],
    table: impl IntoView,
    panels: impl IntoView,
) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
    Settings<P>: HasTable,
{
    let help = RwSignal::new(false);
    ui.bind_keys(help);
    view! {
        <section class="page play" aria-labelledby="play-title">
            {play_head(ui, title)}
            {table}
            <ShortcutHelp open=help keys=keys />
            {panels}
        </section>
    }
}

/// The head of a play page: its title, the bankroll with its top-up, the notice line and the
/// table/drill tabs.
fn play_head<P: PlayGame>(ui: RoundUi<P>, title: &'static str) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
    Settings<P>: HasTable,
{
    view! {
        <div class="play-head">
            <h1 id="play-title">{title}</h1>
            <BankrollBar
                bankroll=Signal::derive(move || ui.saved.with(|s| s.bankroll))
                needs_top_up=Signal::derive(move || ui.saved.with(|s| s.needs_top_up()))
                top_up_amount=Signal::derive(move || ui.saved.with(|s| s.settings.table().starting_bankroll))
                on_top_up=Callback::new(move |_| ui.session().top_up())
            />
        </div>
        <NoticeBar notice=ui.notice />
        <crate::pages::drill::ModeLinks game=P::GAME drill=false />
    }
}

impl<P: PlayGame> RoundUi<P>
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
{
    /// The settings in force, read without tracking.
    pub fn settings(&self) -> Settings<P> {
        self.saved.with_untracked(|s| s.settings.clone())
    }

    /// Saves the session on the device.
    pub fn persist(&self) {
        self.session().persist();
    }

    /// The saved session and its messages.
    pub fn session(&self) -> SessionUi<P::Session> {
        SessionUi {
            game: P::GAME,
            saved: self.saved,
            error: self.error,
            notice: self.notice,
        }
    }

    /// Milliseconds between animation steps: none when the user asks the system for reduced
    /// motion, whatever the speed setting.
    pub fn step_ms(&self) -> u32 {
        step_ms(self.settings().table().speed, prefers_reduced_motion())
    }

    fn steps(&self) -> usize {
        self.table
            .with_untracked(|t| t.as_ref().map_or(0, |t| t.round().steps.len()))
    }

    /// Deal (a button or its key): from the betting or a finished round only; why not, if the
    /// round cannot start, in the error line.
    pub fn deal(&self) {
        if !matches!(self.stage.get_untracked(), Stage::Betting | Stage::Done) {
            return;
        }
        match self.start_round() {
            Ok(()) => self.error.set(None),
            Err(message) => self.error.set(Some(message)),
        }
    }

    /// Starts a round: the user's wagers checked against the table and the bankroll (with the
    /// largest decision they may need), the computer players seated, "no more bets", the deal.
    /// `Err` says, for the user, why not.
    fn start_round(&self) -> Result<(), String> {
        let settings = self.settings();
        let mut table = P::open(&settings)?;
        if let (Some(saved), Some(m)) = (
            self.saved.with_untracked(|s| s.saved_meter()),
            table.meter.as_mut(),
        ) {
            *m = saved;
        }
        self.page.place_wagers(&mut table)?;
        let fail = |seat: u8, e: ActionError| format!("Seat {seat}: {}", P::refusal(&e));
        let mut at_risk = Cents::ZERO;
        for seat in P::user_seats(&settings) {
            let exposure = table.exposure(seat).map_err(|e| fail(seat, e))?;
            at_risk = at_risk
                .checked_add(exposure)
                .map_err(|_| "these wagers are too large".to_string())?;
        }
        let bankroll = self.saved.with_untracked(|s| s.bankroll);
        if at_risk > bankroll {
            return Err(P::over_bankroll(at_risk, bankroll));
        }
        let mut rng = play_rng().map_err(|e| format!("no secure random source: {e}"))?;
        for seat in P::computer_seats(&settings) {
            table
                .sit(seat, seat as u32 + 100)
                .map_err(|e| fail(seat, e))?;
            // (Checked as a person's wagers are.)
            for (wager, amount) in P::computer_wagers(&table, &mut rng) {
                table
                    .set_wager(seat, wager, amount)
                    .map_err(|e| fail(seat, e))?;
            }
        }
        table.no_more_bets().map_err(|e| P::refusal(&e))?;
        table
            .deal(&mut rng, None, None)
            .map_err(|e| P::refusal(&e))?;
        self.page.remember_wagers(&table);
        self.table.set(Some(table));
        self.page.new_round();
        let step = self.step_ms();
        if step == 0 {
            self.stage.set(Stage::Dealing { shown: usize::MAX });
            self.next_turn();
        } else {
            self.stage.set(Stage::Dealing { shown: 0 });
            self.animate_deal(step);
        }
        Ok(())
    }

    /// Cards come out as the dealing method delivers them: a stack from an automated shoe, else
    /// one at a time (the engine's deal plan); a step that shows one card is quicker. At the
    /// fast speed a step is a whole turn round the table, so a deal takes well under a second.
    fn animate_deal(&self, step_ms: u32) {
        let ui = *self;
        let fast = self.settings().table().speed == Speed::Fast;
        let (dealt, step) = self.table.with_untracked(|t| {
            t.as_ref().map_or((0, 1), |t| {
                let dealt = t
                    .round()
                    .deal_order
                    .iter()
                    .filter(|(r, _)| *r != Recipient::DiscardRack)
                    .count();
                let turn = t.round().players().len() + 1;
                let at_once = t.delivered_at_once();
                (dealt, if fast { at_once.max(turn) } else { at_once })
            })
        });
        let step_ms = if step > 1 { step_ms } else { step_ms / 4 + 10 };
        every_step(step_ms, move || {
            let Stage::Dealing { shown } = ui.stage.get_untracked() else {
                return false;
            };
            if shown + step >= dealt {
                ui.stage.set(Stage::Dealing { shown: usize::MAX });
                ui.next_turn();
                false
            } else {
                ui.stage.set(Stage::Dealing {
                    shown: shown + step,
                });
                true
            }
        });
    }

    /// Computer players decide in turn until it is the user's turn or everyone has decided
    /// (then the round is finished).
    pub fn next_turn(&self) {
        let user = P::user_seats(&self.settings());
        loop {
            let next = self
                .table
                .with_untracked(|t| t.as_ref().and_then(|t| t.round().next_to_act()));
            match next {
                Some(seat) if user.contains(&seat) => {
                    self.page.user_turn(seat);
                    return;
                }
                Some(seat) => self.table.update(|t| {
                    if let Some(t) = t.as_mut() {
                        self.page.computer_decides(t, seat);
                    }
                }),
                None => {
                    self.finish_round();
                    return;
                }
            }
        }
    }

    /// Reveal, settle, and show the steps one by one.
    fn finish_round(&self) {
        let already = self.steps();
        let mut problem = None;
        self.table.update(|t| {
            if let Some(t) = t.as_mut() {
                if t.round().phase == Phase::Decisions {
                    if let Err(e) = P::reveal(t).and_then(|_| t.settle()) {
                        problem = Some(e.to_string());
                    }
                }
            }
        });
        if let Some(p) = problem {
            self.error.set(Some(p));
        }
        let total = self.steps();
        let step = self.step_ms();
        if step == 0 {
            self.stage.set(Stage::Settling { shown: total });
            self.record_round();
            return;
        }
        self.stage.set(Stage::Settling { shown: already });
        let ui = *self;
        every_step(step, move || {
            let Stage::Settling { shown } = ui.stage.get_untracked() else {
                return false;
            };
            if shown + 1 >= total {
                ui.stage.set(Stage::Settling { shown: total });
                ui.record_round();
                false
            } else {
                ui.stage.set(Stage::Settling { shown: shown + 1 });
                true
            }
        });
    }

    /// Shows every remaining step at once.
    pub fn skip_animation(&self) {
        match self.stage.get_untracked() {
            Stage::Dealing { .. } => {
                self.stage.set(Stage::Dealing { shown: usize::MAX });
                self.next_turn();
            }
            Stage::Settling { .. } => {
                self.stage.set(Stage::Settling {
                    shown: self.steps(),
                });
                self.record_round();
            }
            _ => {}
        }
    }

    /// Books the finished round (see [`BookRound`]): bankroll, meter, history, saved to the
    /// device.
    fn record_round(&self) {
        if self.stage.get_untracked() == Stage::Done {
            return;
        }
        let Some(table) = self.table.get_untracked() else {
            return;
        };
        let notes = self.page.notes();
        match self
            .saved
            .with_untracked(|s| s.record(table.round(), notes))
        {
            Ok(record) => {
                let net = P::Session::user_net(&record);
                if self.session().book(net, table.meter, record) {
                    self.stage.set(Stage::Done);
                }
            }
            Err(problem) => self.notice.set(Some(problem)),
        }
    }

    /// The user's decision at the seat to act, while the round waits for it: held (with what
    /// it costs) when the coach prices it as a mistake and warnings are on, unless it is the
    /// one already held, as making it again confirms it; else made on the table, a refusal
    /// shown in the error line. The seat, when it was made.
    pub fn user_acts(&self, decision: DecisionOf<P>) -> Option<u8> {
        if self.stage.get_untracked() != Stage::Deciding {
            return None;
        }
        let seat = self
            .table
            .with_untracked(|t| t.as_ref().and_then(|t| t.round().next_to_act()))?;
        if let Some(text) = self.held_as_costly(seat, decision) {
            self.warning.set(Some((decision, text)));
            return None;
        }
        self.warning.set(None);
        let mut result = Ok(());
        self.table.update(|t| {
            if let Some(t) = t.as_mut() {
                result = t.decide(seat, decision);
            }
        });
        if let Err(e) = result {
            self.error.set(Some(P::decision_refused(&e)));
            return None;
        }
        self.error.set(None);
        Some(seat)
    }

    /// The warning for a decision the coach prices below its best, with warnings on.
    fn held_as_costly(&self, seat: u8, decision: DecisionOf<P>) -> Option<String> {
        let settings = self.settings();
        if !(settings.table().coach && settings.table().warn_mistakes)
            || self
                .warning
                .with_untracked(|w| w.as_ref().is_some_and(|(d, _)| *d == decision))
        {
            return None;
        }
        let price = self.page.coach_price(seat, decision)?;
        if decision == price.best || price.cost_cents <= 1e-9 {
            return None;
        }
        Some(format!(
            "To {decision} gives up {:.4} Antes ({}) on average against {}, the best play. Choose it again to confirm.",
            price.cost_antes,
            Cents(price.cost_cents.round() as i64),
            price.best
        ))
    }

    /// The decision the coach recommends on screen now: none while the coach is off, working,
    /// or hiding its values until the user acts, so no button's styling gives the answer away.
    pub fn recommended(&self) -> Option<DecisionOf<P>> {
        let shown = self
            .saved
            .with(|s| s.settings.table().coach && !s.settings.table().coach_after_acting);
        self.page.coach_best().filter(|_| shown)
    }

    /// The table's keys while the page is open: D deal, B rebet, C clear, U undo, X double,
    /// Space the rest of the deal or settlement at once, ? the list of keys (`help`); the
    /// game's own keys make its decisions. Letters are not taken while the user types in a
    /// field, and Space keeps its usual meaning on buttons and checkboxes.
    pub fn bind_keys(&self, help: RwSignal<bool>) {
        let ui = *self;
        let handle = window_event_listener(leptos::ev::keydown, move |ev| {
            let Some(key) = crate::session_view::shortcut_key(&ev) else {
                return;
            };
            match key.as_str() {
                "d" => ui.deal(),
                "b" => ui.page.rebet(),
                "c" => ui.page.clear_bets(),
                "u" => ui.page.undo_bet(),
                "x" => ui.page.double_bets(),
                " " => ui.skip_animation(),
                "?" => help.update(|open| *open = !*open),
                key => match ui.page.decision_key(key) {
                    Some(decision) => ui.page.decide(decision),
                    None => return,
                },
            }
            ev.prevent_default();
        });
        on_cleanup(move || handle.remove());
    }

    /// Starts again with the starting bankroll and no history (after confirmation).
    pub fn reset_session(&self) {
        self.session().reset();
        self.table.set(None);
        self.stage.set(Stage::Betting);
    }
}
