//! Play: a six-seat High Card Flush table against computer players, with the rules' own deal,
//! decisions and settlement, a coach that shows the exact value of every option, a hand history
//! with replays, session statistics, and settings kept on the device and shareable as a URL.

mod help;
mod history;
mod settings;
mod table_view;

use crate::play_state::{CoachTally, HcfSession, PlaySettings, RoundRecord, Saved};
use crate::round_ui::{open_session, play_page, CoachPrice, PlayGame, RoundSignals};
use crate::session_view::Stage;
use engine::cards::CardSet;
use engine::deck::DealRng;
use engine::hcf::coach::{advise, Advice};
use engine::hcf::decision::Decision;
use engine::hcf::meter::Meter;
use engine::hcf::rules::WagerKind;
use engine::hcf::table::{ActionError, HighCardFlush, Table};
use engine::{Cents, GameId};
use leptos::prelude::*;

/// The user's wagers on one seat, as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatBet {
    pub seat: u8,
    pub ante: String,
    pub flush_bonus: String,
    pub straight_flush_bonus: String,
    pub progressive: bool,
}

/// The screen's state, provided once as context: the round's shared signals and High Card
/// Flush's own.
#[derive(Clone, Copy)]
pub struct PlayUi {
    round: RoundSignals<HighCardFlush, HcfSession>,
    pub bets: RwSignal<Vec<SeatBet>>,
    pub chip: RwSignal<Cents>,
    pub advice: RwSignal<Option<Advice>>,
    pub feedback: RwSignal<Option<String>>,
    pub replay: RwSignal<Option<RoundRecord>>,
    /// The wagers before each chip or doubling, for "Undo".
    pub bet_history: RwSignal<Vec<Vec<SeatBet>>>,
    /// This round's decisions the coach priced as mistakes.
    pub mistakes: RwSignal<Vec<crate::session::Mistake>>,
}

impl std::ops::Deref for PlayUi {
    type Target = RoundSignals<HighCardFlush, HcfSession>;
    fn deref(&self) -> &Self::Target {
        &self.round
    }
}

pub use crate::session_view::{
    add_chip_to, double_field, money, plain_amount, typed_amount, CHIPS,
};

/// High Card Flush's keys, as the keydown handler below binds them.
const SHORTCUTS: [(&str, &str); 10] = [
    ("D", "Deal"),
    ("F", "Fold"),
    ("R or 1", "Raise 1× the Ante"),
    ("2, 3", "Raise 2× or 3× (where the hand allows)"),
    ("B", "Rebet the last round's wagers"),
    ("C", "Clear the wagers"),
    ("U", "Undo the last chip, doubling, clear or rebet"),
    ("X", "Double every wager"),
    ("Space", "Show the rest of the deal or settlement at once"),
    ("?", "Show or hide this list"),
];

fn blank_bets(settings: &PlaySettings) -> Vec<SeatBet> {
    settings
        .user_seats()
        .into_iter()
        .map(|seat| SeatBet {
            seat,
            ante: (settings.table.ante_min.0 / 100).to_string(),
            flush_bonus: String::new(),
            straight_flush_bonus: String::new(),
            progressive: false,
        })
        .collect()
}

impl PlayUi {
    /// Applies new settings: the table restarts, bankroll and history stay.
    pub fn apply_settings(&self, settings: PlaySettings) -> Result<(), String> {
        settings.table_config()?;
        self.saved.update(|s| s.settings = settings.clone());
        self.bets.set(blank_bets(&settings));
        self.table.set(None);
        self.stage.set(Stage::Betting);
        self.advice.set(None);
        self.feedback.set(None);
        self.round().persist();
        Ok(())
    }

    /// Adds the selected chip to one betting area.
    pub fn add_chip(&self, seat: u8, kind: WagerKind) {
        let chip = self.chip.get_untracked();
        self.remember_bets();
        self.bets.update(|bets| {
            if let Some(bet) = bets.iter_mut().find(|b| b.seat == seat) {
                let field = match kind {
                    WagerKind::Ante => &mut bet.ante,
                    WagerKind::FlushBonus => &mut bet.flush_bonus,
                    WagerKind::StraightFlushBonus => &mut bet.straight_flush_bonus,
                    _ => return,
                };
                add_chip_to(field, chip);
            }
        });
    }

    fn remember_bets(&self) {
        let now = self.bets.get_untracked();
        self.bet_history.update(|h| {
            h.push(now);
            if h.len() > 50 {
                h.remove(0);
            }
        });
    }

    /// Resets the bankroll to the starting amount (after confirmation).
    pub fn reset_session(&self) {
        self.round().reset_session();
    }
}

impl PlayGame for PlayUi {
    type Game = HighCardFlush;
    type Session = HcfSession;
    const GAME: GameId = GameId::HighCardFlush;

    fn user_seats(settings: &PlaySettings) -> Vec<u8> {
        settings.user_seats()
    }

    fn computer_strategy_name(settings: &PlaySettings) -> String {
        settings.computer_strategy.name().to_string()
    }

    fn open(settings: &PlaySettings) -> Result<Table, String> {
        Table::new(settings.table_config()?).map_err(|e| e.to_string())
    }

    /// Each of the user's boxes: its Ante (required), Flush Bonus, Straight Flush Bonus and
    /// Progressive, each field named in what is refused.
    fn place_wagers(&self, table: &mut Table) -> Result<(), String> {
        let config = table.config().clone();
        let unit = config
            .progressive
            .as_ref()
            .map(|p| p.unit)
            .unwrap_or_default();
        let fail = |seat: u8, e: ActionError| format!("Seat {seat}: {}", e.message);
        for bet in &self.bets.get_untracked() {
            let ante = money(&bet.ante).map_err(|e| format!("Seat {} Ante: {e}", bet.seat))?;
            let fb = money(&bet.flush_bonus)
                .map_err(|e| format!("Seat {} Flush Bonus: {e}", bet.seat))?;
            let sfb = money(&bet.straight_flush_bonus)
                .map_err(|e| format!("Seat {} Straight Flush Bonus: {e}", bet.seat))?;
            if ante.0 == 0 {
                return Err(format!(
                    "Seat {}: place an Ante of at least {} to play",
                    bet.seat, config.ante_min
                ));
            }
            table.sit(bet.seat, 0).map_err(|e| fail(bet.seat, e))?;
            for (kind, amount) in [
                (WagerKind::Ante, ante),
                (WagerKind::FlushBonus, fb),
                (WagerKind::StraightFlushBonus, sfb),
            ] {
                table
                    .set_wager(bet.seat, kind, amount)
                    .map_err(|e| fail(bet.seat, e))?;
            }
            if bet.progressive {
                table
                    .set_wager(bet.seat, WagerKind::Progressive, unit)
                    .map_err(|e| fail(bet.seat, e))?;
            }
        }
        Ok(())
    }

    fn remember_wagers(&self, _: &Table) {
        let wagers: Vec<_> = self
            .bets
            .get_untracked()
            .iter()
            .map(|b| {
                (
                    b.seat,
                    money(&b.ante).unwrap_or_default(),
                    money(&b.flush_bonus).unwrap_or_default(),
                    money(&b.straight_flush_bonus).unwrap_or_default(),
                    b.progressive,
                )
            })
            .collect();
        self.saved.update(|s| s.last_wagers = wagers);
    }

    fn computer_wagers(table: &Table, rng: &mut DealRng) -> Vec<(WagerKind, Cents)> {
        engine::hcf::agent::casual_wagers(table, rng)
    }

    fn over_bankroll(at_risk: Cents, bankroll: Cents) -> String {
        format!("These wagers, with the largest Raise they may need ({at_risk} in all), exceed your bankroll of {bankroll}. Bet less, or use Top up (history and statistics are kept).")
    }

    fn refusal(e: &ActionError) -> String {
        e.message.clone()
    }

    fn new_round(&self) {
        self.bet_history.set(Vec::new());
        self.advice.set(None);
        self.feedback.set(None);
        self.replay.set(None);
        self.mistakes.set(Vec::new());
    }

    /// The exact decision for this one hand (a few milliseconds): the simulator's lookup table
    /// would first take seconds to build.
    fn computer_decides(&self, table: &mut Table, seat: u8) {
        let hand: CardSet = table
            .round()
            .seat(seat)
            .map(|s| s.cards.iter().copied().collect())
            .unwrap_or_default();
        let decision = self.round().settings().computer_strategy.decide(hand);
        let _ = table.decide(seat, decision);
    }

    fn user_turn(&self, seat: u8) {
        let advice = self
            .table
            .with_untracked(|t| t.as_ref().and_then(|t| advise(t, seat)));
        self.advice.set(advice);
        self.stage.set(Stage::Deciding);
    }

    fn reveal(table: &mut Table) -> Result<(), ActionError> {
        table.reveal()
    }

    fn notes(&self) -> Vec<crate::session::Mistake> {
        self.mistakes.get_untracked()
    }

    fn coach_price(&self, seat: u8, decision: Decision) -> Option<CoachPrice<PlayUi>> {
        let advice = self.advice.get_untracked()?;
        advice.options.iter().find(|o| o.decision == decision)?;
        let ante = self.table.with_untracked(|t| {
            t.as_ref()?
                .round()
                .seat(seat)
                .map(|s| s.wagers.get(WagerKind::Ante).0 as f64)
        })?;
        let cost = advice.cost_of(decision);
        Some(CoachPrice {
            best: advice.best,
            cost_antes: cost / ante.max(1.0),
            cost_cents: cost,
        })
    }

    fn coach_best(&self) -> Option<Decision> {
        self.advice.with(|a| a.as_ref().map(|a| a.best))
    }

    fn decision_refused(e: &ActionError) -> String {
        e.to_string()
    }

    /// F fold, R or 1 raise 1×, 2 and 3 raise 2× and 3×.
    fn decision_key(&self, key: &str) -> Option<Decision> {
        match key {
            "f" => Some(Decision::Fold),
            "r" | "1" => Some(Decision::Raise(1)),
            "2" => Some(Decision::Raise(2)),
            "3" => Some(Decision::Raise(3)),
            _ => None,
        }
    }

    /// The raise or fold; the coach scores it against its advice.
    fn decide(&self, decision: Decision) {
        let Some(seat) = self.round().user_acts(decision) else {
            return;
        };
        if let Some(advice) = self.advice.get_untracked() {
            let cost = advice.cost_of(decision);
            let mistake = decision != advice.best && cost > 1e-9;
            self.saved.update(|s| {
                let tally: &mut CoachTally = &mut s.coach;
                tally.decisions += 1;
                if mistake {
                    tally.mistakes += 1;
                    tally.cost_cents += cost;
                }
            });
            let ante = self.table.with_untracked(|t| {
                t.as_ref()
                    .and_then(|t| {
                        t.round()
                            .seat(seat)
                            .map(|s| s.wagers.get(WagerKind::Ante).0)
                    })
                    .unwrap_or(1)
            }) as f64;
            if mistake {
                self.mistakes.update(|m| {
                    m.push(crate::session::Mistake {
                        seat,
                        point: 1,
                        chosen: decision.to_string(),
                        best: advice.best.to_string(),
                        cost_antes: cost / ante,
                    })
                });
            }
            self.feedback.set(Some(if mistake {
                format!(
                    "Seat {seat}: the best play was {}; {} costs {:.2} Antes ({}) on average.",
                    advice.best,
                    decision,
                    cost / ante,
                    Cents(cost.round() as i64)
                )
            } else {
                format!("Seat {seat}: {decision} is the best play.")
            }));
        }
        self.advice.set(None);
        self.round().next_turn();
    }

    /// Each seat's wagers as in the last round.
    fn rebet(&self) {
        let last = self.saved.with_untracked(|s| s.last_wagers.clone());
        if last.is_empty() {
            return;
        }
        self.remember_bets();
        self.bets.update(|bets| {
            for bet in bets.iter_mut() {
                if let Some(&(_, ante, fb, sfb, prog)) = last.iter().find(|(s, ..)| *s == bet.seat)
                {
                    bet.ante = typed_amount(ante);
                    bet.flush_bonus = typed_amount(fb);
                    bet.straight_flush_bonus = typed_amount(sfb);
                    bet.progressive = prog;
                }
            }
        });
    }

    fn clear_bets(&self) {
        self.remember_bets();
        self.bets.update(|bets| {
            for bet in bets.iter_mut() {
                bet.ante.clear();
                bet.flush_bonus.clear();
                bet.straight_flush_bonus.clear();
                bet.progressive = false;
            }
        });
    }

    /// Every wager typed or placed doubled (the Progressive stays its fixed unit).
    fn double_bets(&self) {
        self.remember_bets();
        let mut problem = None;
        self.bets.update(|bets| {
            for bet in bets.iter_mut() {
                for field in [
                    &mut bet.ante,
                    &mut bet.flush_bonus,
                    &mut bet.straight_flush_bonus,
                ] {
                    if let Err(e) = double_field(field) {
                        problem = Some(e);
                    }
                }
            }
        });
        if let Some(p) = problem {
            self.error.set(Some(p));
        }
    }

    /// Takes back the last chip, doubling, clear or rebet.
    fn undo_bet(&self) {
        if let Some(previous) = self.bet_history.try_update(|h| h.pop()).flatten() {
            self.bets.set(previous);
            self.error.set(None);
        }
    }
}

/// The meter in force for the current settings, for display.
pub fn current_meter(saved: &Saved) -> Option<Meter> {
    crate::round_ui::meters_in_force::<PlayUi>(saved)
}

#[component]
pub fn Play() -> impl IntoView {
    // A shared link's settings win over the saved ones (bankroll and history stay); a link
    // may play one of the user's own tables on this device ("Play this table").
    let (saved, notice, _) = open_session::<PlayUi>(|query, _| {
        let own = crate::custom_tables::SavedTables::on_device(GameId::HighCardFlush);
        PlaySettings::from_link_with_own(query, &own).map(|link| (link.settings, link.dropped))
    });
    let bets = RwSignal::new(blank_bets(&saved.settings));
    let ui = PlayUi {
        round: RoundSignals::new(saved, notice),
        bets,
        chip: RwSignal::new(Cents::dollars(5)),
        advice: RwSignal::new(None),
        feedback: RwSignal::new(None),
        replay: RwSignal::new(None),
        bet_history: RwSignal::new(Vec::new()),
        mistakes: RwSignal::new(Vec::new()),
    };
    ui.round().persist();
    provide_context(ui);

    play_page(
        ui.round(),
        "Play",
        &SHORTCUTS,
        view! {
            <table_view::TableView />
            <table_view::Dock />
            <table_view::Controls />
            <help::PaytablesInForce />
            <help::HowToPlay />
        },
        view! {
            <table_view::Coach />
            <table_view::Steps />
            <history::History />
            <history::Statistics />
            <settings::Settings />
        },
    )
}
