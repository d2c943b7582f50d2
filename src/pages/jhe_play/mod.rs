//! Play Jackpot Hold 'Em: a six-seat table against computer players on the engine's table
//! (`engine::jhe::JheTable`): the Ante and equal X-tra Bonus, the Player Bonus and the
//! Progressive with its meters, the community cards turned up 1, 2 and 2 with a decision round
//! after each, the dealer's reveal and the settlement step by step with citations; a coach with
//! the exact value of each option at every decision; history and settings kept on the device.

mod felt;
mod settings;

use crate::jhe_play_state::{JheNotes, JhePlaySettings, JheSaved, JheSession};
use crate::round_ui::{open_session, play_page, CoachPrice, PlayGame, RoundSignals};
pub use crate::session_view::dealt_cards;
use crate::session_view::{add_chip_to, double_field, money, plain_amount, typed_amount, Stage};
use engine::cards::CardSet;
use engine::deck::DealRng;
use engine::jhe::decision::{best_option, exact_options, OptionValue};
use engine::jhe::{JackpotHoldEm, JheDecision, JheTable, JheWager};
use engine::meters::MeterBank;
use engine::table::ActionError;
use engine::{Cents, GameId};
use leptos::prelude::*;

/// The user's wagers, as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct JheBet {
    /// The Ante; the X-tra Bonus is placed with it, equal (001 Ch.7 E).
    pub ante: String,
    pub player_bonus: String,
    pub progressive: bool,
}

/// What the coach has for the decision in front of the user.
#[derive(Clone, Debug, PartialEq)]
pub enum CoachState {
    Idle,
    Computing,
    Ready {
        seat: u8,
        point: u8,
        options: [OptionValue; 2],
        best: JheDecision,
    },
    Unavailable(String),
}

/// The screen's state, provided once as context: the round's shared signals and Jackpot
/// Hold 'Em's own.
#[derive(Clone, Copy)]
pub struct JheUi {
    round: RoundSignals<JackpotHoldEm, JheSession>,
    pub bet: RwSignal<JheBet>,
    pub chip: RwSignal<Cents>,
    pub coach: RwSignal<CoachState>,
    pub feedback: RwSignal<Option<String>>,
    /// This round's decisions in order: (seat, point, decision).
    pub decisions: RwSignal<Vec<(u8, u8, JheDecision)>>,
    /// The exact expected main-game result (cents) of the user's decisions this round, while
    /// the coach has priced every one.
    pub expected: RwSignal<Option<f64>>,
    /// This round's decisions the coach priced as mistakes.
    pub mistakes: RwSignal<Vec<crate::session::Mistake>>,
}

impl std::ops::Deref for JheUi {
    type Target = RoundSignals<JackpotHoldEm, JheSession>;
    fn deref(&self) -> &Self::Target {
        &self.round
    }
}

/// Jackpot Hold 'Em's keys, as the keydown handler below binds them.
const SHORTCUTS: [(&str, &str); 9] = [
    ("D", "Deal"),
    (
        "P",
        "Play (3×, 2× or 1× the Ante, as the decision point allows)",
    ),
    ("K", "Check (decisions 1 and 2)"),
    ("F", "Fold (decision 3)"),
    ("B", "Rebet the last round's wagers"),
    ("C", "Clear the wagers"),
    ("X", "Double the wagers"),
    ("Space", "Show the rest of the deal or settlement at once"),
    ("?", "Show or hide this list"),
];

fn blank_bet(settings: &JhePlaySettings) -> JheBet {
    JheBet {
        ante: plain_amount(settings.table.ante_min),
        player_bonus: String::new(),
        progressive: false,
    }
}

/// The options at a decision point: its Play and its alternative (001 Ch.11 C, E, G).
pub fn options_at(point: u8) -> [JheDecision; 2] {
    engine::jhe::JheRules::maryland().options_at(point)
}

/// The exact values of the options the seat faces now.
fn price(
    table: &JheTable,
    seat: u8,
    first: Option<&engine::holdem_solver::FirstValues>,
) -> Result<[OptionValue; 2], String> {
    let round = table.round();
    let s = round.seat(seat).ok_or("no such seat")?;
    let xtra = table
        .paytable(JheWager::XtraBonus)
        .ok_or("no X-tra Bonus paytable")?;
    exact_options(
        xtra,
        [s.cards[0], s.cards[1]],
        &round.community[..round.community_shown],
        first,
    )
}

impl JheUi {
    fn settings(&self) -> JhePlaySettings {
        self.round().settings()
    }

    /// Applies new settings: the table restarts, bankroll and history stay.
    pub fn apply_settings(&self, settings: JhePlaySettings) -> Result<(), String> {
        settings.table_config()?;
        self.saved.update(|s| s.settings = settings.clone());
        self.bet.set(blank_bet(&settings));
        self.table.set(None);
        self.stage.set(Stage::Betting);
        self.coach.set(CoachState::Idle);
        self.feedback.set(None);
        self.round().persist();
        Ok(())
    }

    /// Adds the selected chip to the Ante (and so the X-tra Bonus) or the Player Bonus.
    pub fn add_chip(&self, wager: JheWager) {
        let chip = self.chip.get_untracked();
        self.bet.update(|bet| {
            let field = match wager {
                JheWager::Ante | JheWager::XtraBonus => &mut bet.ante,
                JheWager::PlayerBonus => &mut bet.player_bonus,
                _ => return,
            };
            add_chip_to(field, chip);
        });
    }

    /// Prices the user's options, when the coach is on (and always for the session's
    /// expectation). Decision 1 waits for the shipped values; 2 and 3 are computed after the
    /// decision buttons are on screen.
    fn ask_coach(&self, seat: u8) {
        let ui = *self;
        self.coach.set(CoachState::Computing);
        leptos::task::spawn_local(async move {
            let first = match ui
                .table
                .with_untracked(|t| t.as_ref().map(|t| t.decision_point()))
            {
                Some(1) => crate::jhe_values::load_shipped().await.map(Some),
                _ => Ok(None),
            };
            // Let the page paint the decision before the values of decision 2 are computed.
            set_timeout(
                move || {
                    if ui.stage.get_untracked() != Stage::Deciding {
                        return;
                    }
                    let priced = match &first {
                        Err(e) => Err(e.clone()),
                        Ok(values) => ui
                            .table
                            .with_untracked(|t| {
                                t.as_ref().map(|t| {
                                    (price(t, seat, values.as_deref()), t.decision_point())
                                })
                            })
                            .ok_or_else(|| "no table".to_string())
                            .and_then(|(p, point)| p.map(|p| (p, point))),
                    };
                    ui.coach.set(match priced {
                        Ok((options, point)) => CoachState::Ready {
                            seat,
                            point,
                            options,
                            best: best_option(&options),
                        },
                        Err(message) => CoachState::Unavailable(message),
                    });
                },
                std::time::Duration::from_millis(0),
            );
        });
    }

    pub fn reset_session(&self) {
        self.round().reset_session();
    }
}

impl PlayGame for JheUi {
    type Game = JackpotHoldEm;
    type Session = JheSession;
    const GAME: GameId = GameId::JackpotHoldEm;

    fn user_seats(settings: &JhePlaySettings) -> Vec<u8> {
        vec![settings.table.seat]
    }

    fn computer_strategy_name(settings: &JhePlaySettings) -> String {
        settings.computer_strategy.name().to_string()
    }

    fn open(settings: &JhePlaySettings) -> Result<JheTable, String> {
        settings.open_table()
    }

    /// The Ante with its equal X-tra Bonus (required), the Player Bonus and the Progressive.
    fn place_wagers(&self, table: &mut JheTable) -> Result<(), String> {
        let config = table.config().clone();
        let bet = self.bet.get_untracked();
        let seat = self.settings().table.seat;
        let fail = |seat: u8, e: ActionError| format!("Seat {seat}: {e}");
        let ante = money(&bet.ante).map_err(|e| format!("Ante: {e}"))?;
        let player_bonus = money(&bet.player_bonus).map_err(|e| format!("Player Bonus: {e}"))?;
        if ante.0 == 0 {
            return Err(format!(
                "Place an Ante of at least {} to play (the X-tra Bonus goes with it, equal).",
                config.ante_min
            ));
        }
        table.sit(seat, 0).map_err(|e| fail(seat, e))?;
        table.place_ante(seat, ante).map_err(|e| fail(seat, e))?;
        if player_bonus.0 > 0 {
            table
                .set_wager(seat, JheWager::PlayerBonus, player_bonus)
                .map_err(|e| fail(seat, e))?;
        }
        if bet.progressive {
            let unit = config
                .progressive
                .as_ref()
                .map(|p| p.unit)
                .ok_or("this table does not offer the Progressive")?;
            table
                .set_wager(seat, JheWager::Progressive, unit)
                .map_err(|e| fail(seat, e))?;
        }
        Ok(())
    }

    fn remember_wagers(&self, table: &JheTable) {
        let seat = self.settings().table.seat;
        let Some(wagers) = table.round().seat(seat).map(|s| s.wagers.clone()) else {
            return;
        };
        let rebet = (
            wagers.get(JheWager::Ante),
            wagers.get(JheWager::PlayerBonus),
            wagers.get(JheWager::Progressive).0 > 0,
        );
        self.saved.update(|s| s.last_wagers = vec![rebet]);
    }

    fn computer_wagers(table: &JheTable, rng: &mut DealRng) -> Vec<(JheWager, Cents)> {
        engine::jhe::agent::casual_wagers(table, rng)
    }

    fn over_bankroll(at_risk: Cents, bankroll: Cents) -> String {
        format!("These wagers, with the 3× Play they may need ({at_risk} in all), exceed your bankroll of {bankroll}. Bet less, or use Top up (history and statistics are kept).")
    }

    fn refusal(e: &ActionError) -> String {
        e.to_string()
    }

    fn new_round(&self) {
        self.coach.set(CoachState::Idle);
        self.feedback.set(None);
        self.decisions.set(Vec::new());
        self.mistakes.set(Vec::new());
        self.expected.set(Some(0.0));
    }

    /// The computer player's strategy on its hole cards and the community cards turned up;
    /// the decision is noted in order (a check leaves none on the seat).
    fn computer_decides(&self, table: &mut JheTable, seat: u8) {
        let point = table.decision_point();
        let round = table.round();
        let hole = round.seat(seat).map(|s| s.hand()).unwrap_or_default();
        let shown: CardSet = round.community[..round.community_shown]
            .iter()
            .copied()
            .collect();
        let decision = self.settings().computer_strategy.decide(point, hole, shown);
        let _ = table.decide(seat, decision);
        if let Some(s) = table.round().seat(seat) {
            let last = s.decision.unwrap_or(JheDecision::Check);
            self.decisions.update(|d| d.push((seat, point, last)));
        }
    }

    fn user_turn(&self, seat: u8) {
        self.stage.set(Stage::Deciding);
        self.ask_coach(seat);
    }

    fn reveal(table: &mut JheTable) -> Result<(), ActionError> {
        table.reveal()
    }

    fn notes(&self) -> JheNotes {
        JheNotes {
            decisions: self.decisions.get_untracked(),
            expected: self.expected.get_untracked(),
            mistakes: self.mistakes.get_untracked(),
        }
    }

    fn coach_price(&self, seat: u8, decision: JheDecision) -> Option<CoachPrice<JheUi>> {
        let CoachState::Ready { options, best, .. } = self.coach.get_untracked() else {
            return None;
        };
        let value = |d: JheDecision| {
            options
                .iter()
                .find(|o| o.decision == d)
                .map(OptionValue::per_ante)
        };
        let cost = value(best)? - value(decision)?;
        let ante = self.table.with_untracked(|t| {
            t.as_ref()?
                .round()
                .seat(seat)
                .map(|s| s.wagers.get(JheWager::Ante).0 as f64)
        })?;
        Some(CoachPrice {
            best,
            cost_antes: cost,
            cost_cents: cost * ante,
        })
    }

    fn coach_best(&self) -> Option<JheDecision> {
        self.coach.with(|c| match c {
            CoachState::Ready { best, .. } => Some(*best),
            _ => None,
        })
    }

    fn decision_refused(e: &ActionError) -> String {
        format!("Refused: {e}.")
    }

    /// P plays (3×, 2× or 1× as the point allows), K checks, F folds: an option the point
    /// does not offer (checking at the river, folding before it) is refused by its rule.
    fn decision_key(&self, key: &str) -> Option<JheDecision> {
        let point = self
            .table
            .with_untracked(|t| t.as_ref().map_or(1, |t| t.decision_point()));
        match key {
            "p" => Some(options_at(point)[0]),
            "k" => Some(JheDecision::Check),
            "f" => Some(JheDecision::Fold),
            _ => None,
        }
    }

    /// The decision at this point (an option the point does not offer is refused with its
    /// rule); the coach scores it and the session's expectation takes its value.
    fn decide(&self, decision: JheDecision) {
        let Some(point) = self
            .table
            .with_untracked(|t| t.as_ref().map(|t| t.decision_point()))
        else {
            return;
        };
        let Some(seat) = self.round().user_acts(decision) else {
            return;
        };
        self.decisions.update(|d| d.push((seat, point, decision)));
        let ante = self.table.with_untracked(|t| {
            t.as_ref()
                .and_then(|t| t.round().seat(seat).map(|s| s.wagers.get(JheWager::Ante).0))
                .unwrap_or(0)
        }) as f64;
        match self.coach.get_untracked() {
            CoachState::Ready { options, best, .. } => {
                let value = |d: JheDecision| {
                    options
                        .iter()
                        .find(|o| o.decision == d)
                        .map_or(0.0, OptionValue::per_ante)
                };
                let cost = (value(best) - value(decision)).max(0.0) * ante;
                let mistake = decision != best && cost > 1e-9;
                if mistake {
                    self.mistakes.update(|m| {
                        m.push(crate::session::Mistake {
                            seat,
                            point,
                            chosen: decision.to_string(),
                            best: best.to_string(),
                            cost_antes: cost / ante.max(1.0),
                        })
                    });
                }
                // Decision 1's value counts in full; later points only their cost (the value
                // of checking already assumed the best play after it).
                self.expected.update(|e| {
                    if let Some(e) = e.as_mut() {
                        *e += if point == 1 {
                            value(decision) * ante
                        } else {
                            -cost
                        };
                    }
                });
                if self.settings().table.coach {
                    self.saved.update(|s| {
                        s.coach.decisions += 1;
                        if mistake {
                            s.coach.mistakes += 1;
                            s.coach.cost_cents += cost;
                        }
                    });
                    self.feedback.set(Some(if mistake {
                        format!(
                            "Decision {point}: the best play was to {best}; to {decision} costs {:.4} Antes ({}) on average.",
                            cost / ante,
                            Cents(cost.round() as i64)
                        )
                    } else {
                        format!("Decision {point}: to {decision} is the best play.")
                    }));
                }
            }
            _ => self.expected.set(None),
        }
        self.coach.set(CoachState::Idle);
        self.round().next_turn();
    }

    /// The wagers of the last round.
    fn rebet(&self) {
        let Some((ante, pb, prog)) = self
            .saved
            .with_untracked(|s| s.last_wagers.first().cloned())
        else {
            return;
        };
        self.bet.set(JheBet {
            ante: typed_amount(ante),
            player_bonus: typed_amount(pb),
            progressive: prog,
        });
    }

    fn clear_bets(&self) {
        self.bet.set(JheBet {
            ante: String::new(),
            player_bonus: String::new(),
            progressive: false,
        });
    }

    /// The Ante and Player Bonus doubled (the Progressive stays its fixed wager).
    fn double_bets(&self) {
        let mut problem = None;
        self.bet.update(|bet| {
            for field in [&mut bet.ante, &mut bet.player_bonus] {
                if let Err(e) = double_field(field) {
                    problem = Some(e);
                }
            }
        });
        if let Some(p) = problem {
            self.error.set(Some(p));
        }
    }
}

/// The meters in force for the current settings, for display.
pub fn current_meters(saved: &JheSaved) -> Option<MeterBank> {
    crate::round_ui::meters_in_force::<JheUi>(saved)
}

#[component]
pub fn JhePlay() -> impl IntoView {
    // A link may play one of the user's own tables on this device ("Play this table").
    let (saved, notice, linked) = open_session::<JheUi>(|query, saved| {
        let own = crate::custom_tables::JheSavedTables::on_device(GameId::JackpotHoldEm);
        JhePlaySettings::from_link_with_own(query, &own, saved)
    });
    let bet = RwSignal::new(blank_bet(&saved.settings));
    let ui = JheUi {
        round: RoundSignals::new(saved, notice),
        bet,
        chip: RwSignal::new(Cents::dollars(5)),
        coach: RwSignal::new(CoachState::Idle),
        feedback: RwSignal::new(None),
        decisions: RwSignal::new(Vec::new()),
        expected: RwSignal::new(None),
        mistakes: RwSignal::new(Vec::new()),
    };
    // Saved only when a link changed the settings: a mere visit writes nothing.
    if linked {
        ui.round().persist();
    }
    provide_context(ui);

    play_page(
        ui.round(),
        "Play Jackpot Hold 'Em",
        &SHORTCUTS,
        view! {
            <felt::Felt />
            <felt::Dock />
            <felt::Wagers />
            <felt::PaytablesInForce />
            <felt::HowToPlay />
        },
        view! {
            <felt::Coach />
            <felt::Steps />
            <settings::History />
            <settings::Settings />
        },
    )
}
