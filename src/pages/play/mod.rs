//! Play: a six-seat High Card Flush table against computer players, with the rules' own deal,
//! decisions and settlement, a coach that shows the exact value of every option, a hand history
//! with replays, session statistics, and settings kept on the device and shareable as a URL.

mod help;
mod history;
mod settings;
mod table_view;

use crate::play_state::{CoachTally, PlaySettings, RoundRecord, Saved};
use crate::session::step_ms;
use crate::session_view::{
    prefers_reduced_motion, BankrollBar, NoticeBar, SessionUi, ShortcutHelp, Stage,
};
use crate::storage::{self, Entry};
use engine::cards::CardSet;
use engine::deck::play_rng;
use engine::hcf::coach::{advise, Advice};
use engine::hcf::decision::{analyze, Decision};
use engine::hcf::meter::{Meter, ProgressiveMeter};
use engine::hcf::rules::WagerKind;
use engine::hcf::table::{Phase, Recipient, Table};
use engine::random::Draw;
use engine::trace::SettledWager;
use engine::{Cents, GameId};
use leptos::prelude::*;
use std::time::Duration;

/// The user's wagers on one seat, as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatBet {
    pub seat: u8,
    pub ante: String,
    pub flush_bonus: String,
    pub straight_flush_bonus: String,
    pub progressive: bool,
}

/// The screen's state, provided once as context.
#[derive(Clone, Copy)]
pub struct PlayUi {
    pub saved: RwSignal<Saved>,
    pub table: RwSignal<Option<Table>>,
    pub stage: RwSignal<Stage>,
    pub bets: RwSignal<Vec<SeatBet>>,
    pub chip: RwSignal<Cents>,
    pub error: RwSignal<Option<String>>,
    pub notice: RwSignal<Option<String>>,
    pub advice: RwSignal<Option<Advice>>,
    pub feedback: RwSignal<Option<String>>,
    pub replay: RwSignal<Option<RoundRecord>>,
    /// Steps already on screen before this round's reveal (the deal and decisions).
    pub settle_from: RwSignal<usize>,
    /// The wagers before each chip or doubling, for "Undo".
    pub bet_history: RwSignal<Vec<Vec<SeatBet>>>,
    /// A costly decision held for confirmation (the "warn before a mistake" setting).
    pub warning: RwSignal<Option<(Decision, String)>>,
    /// This round's decisions the coach priced as mistakes.
    pub mistakes: RwSignal<Vec<crate::session::Mistake>>,
}

pub use crate::session_view::{money, plain_amount, CHIPS};

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
            ante: (settings.ante_min.0 / 100).to_string(),
            flush_bonus: String::new(),
            straight_flush_bonus: String::new(),
            progressive: false,
        })
        .collect()
}

impl PlayUi {
    fn settings(&self) -> PlaySettings {
        self.saved.with_untracked(|s| s.settings.clone())
    }

    /// Milliseconds between animation steps: none when the user asks the system for reduced
    /// motion, whatever the speed setting.
    fn step_ms(&self) -> u32 {
        step_ms(self.settings().speed, prefers_reduced_motion())
    }

    fn session(&self) -> SessionUi<crate::play_state::HcfSession> {
        SessionUi {
            game: GameId::HighCardFlush,
            saved: self.saved,
            error: self.error,
            notice: self.notice,
        }
    }

    fn persist(&self) {
        self.session().persist();
    }

    /// Applies new settings: the table restarts, bankroll and history stay.
    pub fn apply_settings(&self, settings: PlaySettings) -> Result<(), String> {
        settings.table_config()?;
        self.saved.update(|s| s.settings = settings.clone());
        self.bets.set(blank_bets(&settings));
        self.table.set(None);
        self.stage.set(Stage::Betting);
        self.advice.set(None);
        self.feedback.set(None);
        self.persist();
        Ok(())
    }

    /// Puts back the last round's wagers.
    pub fn rebet(&self) {
        let last = self.saved.with_untracked(|s| s.last_wagers.clone());
        if last.is_empty() {
            return;
        }
        self.remember_bets();
        let dollars = |c: Cents| {
            if c.0 == 0 {
                String::new()
            } else {
                format!("{}", c).trim_start_matches('$').replace(',', "")
            }
        };
        self.bets.update(|bets| {
            for bet in bets.iter_mut() {
                if let Some(&(_, ante, fb, sfb, prog)) = last.iter().find(|(s, ..)| *s == bet.seat)
                {
                    bet.ante = dollars(ante);
                    bet.flush_bonus = dollars(fb);
                    bet.straight_flush_bonus = dollars(sfb);
                    bet.progressive = prog;
                }
            }
        });
    }

    pub fn clear_bets(&self) {
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
                let current = money(field).unwrap_or(Cents::ZERO);
                if let Some(sum) = current.0.checked_add(chip.0) {
                    *field = plain_amount(Cents(sum));
                }
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

    /// Takes back the last chip or doubling.
    pub fn undo_bet(&self) {
        if let Some(previous) = self.bet_history.try_update(|h| h.pop()).flatten() {
            self.bets.set(previous);
            self.error.set(None);
        }
    }

    /// Doubles every wager typed or placed (the Progressive stays its fixed unit).
    pub fn double_bets(&self) {
        self.remember_bets();
        let mut problem = None;
        self.bets.update(|bets| {
            for bet in bets.iter_mut() {
                for field in [
                    &mut bet.ante,
                    &mut bet.flush_bonus,
                    &mut bet.straight_flush_bonus,
                ] {
                    match money(field).map(|c| c.0.checked_mul(2)) {
                        Ok(Some(doubled)) if doubled > 0 => *field = plain_amount(Cents(doubled)),
                        Ok(_) => {}
                        Err(e) => problem = Some(e),
                    }
                }
            }
        });
        if let Some(p) = problem {
            self.error.set(Some(p));
        }
    }

    /// Starts a round: validates the wagers against the table and the bankroll, seats the
    /// computer players, says "no more bets" and deals.
    pub fn deal(&self) {
        if !matches!(self.stage.get_untracked(), Stage::Betting | Stage::Done) {
            return;
        }
        match self.try_deal() {
            Ok(()) => {
                self.error.set(None);
                self.bet_history.set(Vec::new());
            }
            Err(message) => self.error.set(Some(message)),
        }
    }

    fn try_deal(&self) -> Result<(), String> {
        let settings = self.settings();
        let config = settings.table_config()?;
        let mut table = Table::new(config.clone()).map_err(|e| e.to_string())?;
        if let (Some(saved), Some(m)) = (
            self.saved.with_untracked(|s| s.saved_meter()),
            table.meter.as_mut(),
        ) {
            *m = saved;
        }
        let unit = config
            .progressive
            .as_ref()
            .map(|p| p.unit)
            .unwrap_or_default();
        let bets = self.bets.get_untracked();
        let mut at_risk = Cents::ZERO;
        let fail =
            |seat: u8, e: engine::hcf::table::ActionError| format!("Seat {seat}: {}", e.message);
        for bet in &bets {
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
            table
                .set_wager(bet.seat, WagerKind::Ante, ante)
                .map_err(|e| fail(bet.seat, e))?;
            table
                .set_wager(bet.seat, WagerKind::FlushBonus, fb)
                .map_err(|e| fail(bet.seat, e))?;
            table
                .set_wager(bet.seat, WagerKind::StraightFlushBonus, sfb)
                .map_err(|e| fail(bet.seat, e))?;
            if bet.progressive {
                table
                    .set_wager(bet.seat, WagerKind::Progressive, unit)
                    .map_err(|e| fail(bet.seat, e))?;
            }
            // The player must be able to cover the largest Raise the rules allow as well.
            let exposure = table.exposure(bet.seat).map_err(|e| fail(bet.seat, e))?;
            at_risk = at_risk
                .checked_add(exposure)
                .map_err(|_| "these wagers are too large".to_string())?;
        }
        let bankroll = self.saved.with_untracked(|s| s.bankroll);
        if at_risk > bankroll {
            return Err(format!("These wagers, with the largest Raise they may need ({at_risk} in all), exceed your bankroll of {bankroll}. Bet less, or use Top up (history and statistics are kept)."));
        }
        let mut rng = play_rng().map_err(|e| format!("no secure random source: {e}"))?;
        for seat in settings.computer_seats() {
            table
                .sit(seat, seat as u32 + 100)
                .map_err(|e| fail(seat, e))?;
            table
                .set_wager(seat, WagerKind::Ante, config.ante_min)
                .map_err(|e| fail(seat, e))?;
            if config.flush_bonus.is_some() && rng.chance(0.5) {
                table
                    .set_wager(seat, WagerKind::FlushBonus, config.side_min)
                    .map_err(|e| fail(seat, e))?;
            }
            if config.straight_flush_bonus.is_some() && rng.chance(0.3) {
                table
                    .set_wager(seat, WagerKind::StraightFlushBonus, config.side_min)
                    .map_err(|e| fail(seat, e))?;
            }
            if config.progressive.is_some() && rng.chance(0.5) {
                table
                    .set_wager(seat, WagerKind::Progressive, unit)
                    .map_err(|e| fail(seat, e))?;
            }
        }
        table.no_more_bets().map_err(|e| e.message)?;
        table.deal(&mut rng, None, None).map_err(|e| e.message)?;
        let wagers: Vec<_> = bets
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
        self.table.set(Some(table));
        self.advice.set(None);
        self.feedback.set(None);
        self.replay.set(None);
        self.mistakes.set(Vec::new());
        let step = self.step_ms();
        if step == 0 {
            self.stage.set(Stage::Dealing { shown: 52 });
            self.after_deal();
        } else {
            self.stage.set(Stage::Dealing { shown: 0 });
            // A stack takes a step; single cards come faster.
            let stacks = self
                .table
                .with_untracked(|t| t.as_ref().is_some_and(|t| t.delivered_at_once() > 1));
            self.animate_deal(if stacks { step } else { step / 4 + 10 });
        }
        Ok(())
    }

    fn animate_deal(&self, step_ms: u32) {
        let ui = *self;
        set_timeout(
            move || {
                let Stage::Dealing { shown } = ui.stage.get_untracked() else {
                    return;
                };
                // Cards come out as the dealing method delivers them: a stack from an automated
                // shoe, else one at a time (the engine's deal plan). At the fast speed a step is
                // a whole turn round the table, so a deal takes well under a second.
                let fast = ui.settings().speed == crate::session::Speed::Fast;
                let (dealt, step) = ui.table.with_untracked(|t| {
                    t.as_ref().map_or((0, 1), |t| {
                        let dealt = t
                            .round()
                            .deal_order
                            .iter()
                            .filter(|(r, _)| *r != Recipient::DiscardRack)
                            .count();
                        let turn = t.round().players().len() + 1;
                        let step = t.delivered_at_once();
                        (dealt, if fast { step.max(turn) } else { step })
                    })
                });
                if shown + step >= dealt {
                    ui.stage.set(Stage::Dealing { shown: 52 });
                    ui.after_deal();
                } else {
                    ui.stage.set(Stage::Dealing {
                        shown: shown + step,
                    });
                    ui.animate_deal(step_ms);
                }
            },
            Duration::from_millis(step_ms as u64),
        );
    }

    fn after_deal(&self) {
        self.run_computers();
    }

    /// Computer players decide in turn until it is the user's turn or everyone has decided.
    fn run_computers(&self) {
        let settings = self.settings();
        let user = settings.user_seats();
        loop {
            let next = self
                .table
                .with_untracked(|t| t.as_ref().and_then(|t| t.round().next_to_act()));
            match next {
                Some(seat) if user.contains(&seat) => {
                    let advice = self
                        .table
                        .with_untracked(|t| t.as_ref().and_then(|t| advise(t, seat)));
                    self.advice.set(advice);
                    self.stage.set(Stage::Deciding);
                    return;
                }
                Some(seat) => {
                    self.table.update(|t| {
                        if let Some(t) = t.as_mut() {
                            let hand: CardSet = t
                                .round()
                                .seat(seat)
                                .map(|s| s.cards.iter().copied().collect())
                                .unwrap_or_default();
                            // The exact decision for this one hand (a few milliseconds): the
                            // simulator's lookup table would first take seconds to build.
                            let decision = settings.computer_strategy.decide(hand);
                            let _ = t.decide(seat, decision);
                        }
                    });
                }
                None => {
                    self.finish_round();
                    return;
                }
            }
        }
    }

    /// The user's raise or fold, checked by the engine; the coach scores it.
    pub fn decide(&self, decision: Decision) {
        if self.stage.get_untracked() != Stage::Deciding {
            return;
        }
        let Some(seat) = self
            .table
            .with_untracked(|t| t.as_ref().and_then(|t| t.round().next_to_act()))
        else {
            return;
        };
        if let Some(text) = self.held_as_costly(seat, decision) {
            self.warning.set(Some((decision, text)));
            return;
        }
        self.warning.set(None);
        let mut result = Ok(());
        self.table.update(|t| {
            if let Some(t) = t.as_mut() {
                result = t.decide(seat, decision);
            }
        });
        if let Err(e) = result {
            self.error.set(Some(e.to_string()));
            return;
        }
        self.error.set(None);
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
        self.run_computers();
    }

    /// With warnings on, a decision that costs against the coach's best is held (with what it
    /// costs) unless it is the one already held: making it again confirms it.
    fn held_as_costly(&self, seat: u8, decision: Decision) -> Option<String> {
        let settings = self.settings();
        if !(settings.coach && settings.warn_mistakes) {
            return None;
        }
        if self
            .warning
            .with_untracked(|w| w.as_ref().is_some_and(|(d, _)| *d == decision))
        {
            return None;
        }
        let advice = self.advice.get_untracked()?;
        advice.options.iter().find(|o| o.decision == decision)?;
        let cost = advice.cost_of(decision);
        if decision == advice.best || cost <= 1e-9 {
            return None;
        }
        let ante = self.table.with_untracked(|t| {
            t.as_ref()?
                .round()
                .seat(seat)
                .map(|s| s.wagers.get(WagerKind::Ante).0 as f64)
        })?;
        Some(format!(
            "To {decision} gives up {:.4} Antes ({}) on average against {}, the best play. Choose it again to confirm.",
            cost / ante.max(1.0),
            Cents(cost.round() as i64),
            advice.best
        ))
    }

    /// Reveal, settle, and show the steps one by one.
    fn finish_round(&self) {
        let already = self
            .table
            .with_untracked(|t| t.as_ref().map_or(0, |t| t.round().steps.len()));
        self.settle_from.set(already);
        let mut problem = None;
        self.table.update(|t| {
            if let Some(t) = t.as_mut() {
                if t.round().phase == Phase::Decisions {
                    if let Err(e) = t.reveal().and_then(|_| t.settle()) {
                        problem = Some(e.to_string());
                    }
                }
            }
        });
        if let Some(p) = problem {
            self.error.set(Some(p));
        }
        let step = self.step_ms();
        let total = self
            .table
            .with_untracked(|t| t.as_ref().map_or(0, |t| t.round().steps.len()));
        if step == 0 {
            self.stage.set(Stage::Settling { shown: total });
            self.record_round();
        } else {
            self.stage.set(Stage::Settling { shown: already });
            self.animate_settlement(step, total);
        }
    }

    fn animate_settlement(&self, step_ms: u32, total: usize) {
        let ui = *self;
        set_timeout(
            move || {
                let Stage::Settling { shown } = ui.stage.get_untracked() else {
                    return;
                };
                if shown + 1 >= total {
                    ui.stage.set(Stage::Settling { shown: total });
                    ui.record_round();
                } else {
                    ui.stage.set(Stage::Settling { shown: shown + 1 });
                    ui.animate_settlement(step_ms, total);
                }
            },
            Duration::from_millis(step_ms as u64),
        );
    }

    /// Shows every remaining step at once.
    pub fn skip_animation(&self) {
        match self.stage.get_untracked() {
            Stage::Dealing { .. } => {
                self.stage.set(Stage::Dealing { shown: 52 });
                self.after_deal();
            }
            Stage::Settling { .. } => {
                let total = self
                    .table
                    .with_untracked(|t| t.as_ref().map_or(0, |t| t.round().steps.len()));
                self.stage.set(Stage::Settling { shown: total });
                self.record_round();
            }
            _ => {}
        }
    }

    /// Books the finished round: bankroll, meter, history, saved to the device.
    fn record_round(&self) {
        if self.stage.get_untracked() == Stage::Done {
            return;
        }
        let settings = self.settings();
        let Some(table) = self.table.get_untracked() else {
            return;
        };
        let round = table.round().clone();
        let user = settings.user_seats();
        let mine: Vec<_> = round
            .settlements()
            .filter(|s| user.contains(&s.seat))
            .collect();
        let column = |i: usize, amount: fn(&SettledWager<WagerKind>) -> Cents| {
            Cents::checked_sum(
                mine.iter()
                    .filter(|s| s.wager.tally_index() == i)
                    .map(|s| amount(s)),
            )
        };
        let mut by_wager = [0i64; WagerKind::TALLIES];
        let mut wagered = [0i64; WagerKind::TALLIES];
        for i in 0..WagerKind::TALLIES {
            let (Ok(net), Ok(staked)) = (column(i, |s| s.net), column(i, |s| s.stake)) else {
                self.notice
                    .set(Some("This round's amounts are too large to book.".into()));
                return;
            };
            by_wager[i] = net.0;
            wagered[i] = staked.0;
        }
        let Ok(user_net) = Cents::checked_sum(mine.iter().map(|s| s.net)) else {
            return;
        };
        let expected_main: f64 = round
            .seats
            .iter()
            .filter(|s| user.contains(&s.number) && s.cards.len() == 7)
            .filter_map(|s| {
                let analysis = analyze(s.cards.iter().copied().collect());
                let ev = analysis.ev(s.decision?)?;
                Some(ev.value() * s.wagers.get(WagerKind::Ante).0 as f64)
            })
            .sum();
        let deck: Vec<engine::Card> = round.deal_order.iter().map(|&(_, c)| c).collect();
        let summary = user
            .iter()
            .filter_map(|&seat| {
                let s = round.seat(seat)?;
                let flush = engine::hcf::flush::flush_value(s.cards.iter().copied().collect());
                Some(format!(
                    "seat {seat}: {} — {}",
                    flush.describe(),
                    s.decision.map(|d| d.to_string()).unwrap_or_default()
                ))
            })
            .collect::<Vec<_>>()
            .join("; ");
        let record = RoundRecord {
            number: self
                .saved
                .with_untracked(|s| s.history.last().map_or(1, |r| r.number + 1)),
            settings: settings.clone(),
            deck,
            wagers: round
                .seats
                .iter()
                .filter(|s| s.wagers.get(WagerKind::Ante).0 > 0)
                .map(|s| {
                    (
                        s.number,
                        s.wagers.get(WagerKind::Ante),
                        s.wagers.get(WagerKind::FlushBonus),
                        s.wagers.get(WagerKind::StraightFlushBonus),
                        s.wagers.get(WagerKind::Progressive),
                    )
                })
                .collect(),
            decisions: round
                .seats
                .iter()
                .filter_map(|s| Some((s.number, s.decision?)))
                .collect(),
            meter_before: round.meter_before,
            user_net,
            user_net_by_wager: by_wager,
            user_wagered_by_wager: wagered,
            user_expected_main: expected_main,
            summary: format!(
                "{summary}; dealer {}",
                round.dealer_value.map(|v| v.describe()).unwrap_or_default()
            ),
            mistakes: self.mistakes.get_untracked(),
        };
        if self.session().book(user_net, table.meter, record) {
            self.stage.set(Stage::Done);
        }
    }

    pub fn top_up(&self) {
        self.session().top_up();
    }

    /// Resets the bankroll to the starting amount (after confirmation).
    pub fn reset_session(&self) {
        self.session().reset();
        self.table.set(None);
        self.stage.set(Stage::Betting);
    }
}

/// The meter in force for the current settings, for display.
pub fn current_meter(saved: &Saved) -> Option<Meter> {
    saved.saved_meter().or_else(|| {
        saved
            .settings
            .table_config()
            .ok()?
            .progressive
            .as_ref()
            .map(Meter::seeded)
    })
}

#[component]
pub fn Play() -> impl IntoView {
    let (saved, notice) = storage::load(GameId::HighCardFlush, Entry::Play, Saved::parse, || {
        Saved::fresh(PlaySettings::default())
    });
    let notice = RwSignal::new(notice);
    // A shared link's settings win over the saved ones (bankroll and history stay).
    let query = crate::router::use_location().search.get_untracked();
    let mut saved = saved;
    match PlaySettings::from_link(&query) {
        Ok(link) => {
            if let Some(settings) = link.settings {
                saved.settings = settings;
            }
            if !link.dropped.is_empty() {
                notice.set(Some(format!(
                    "The link was applied except: {}.",
                    link.dropped.join("; ")
                )));
            }
        }
        Err(message) => notice.set(Some(format!(
            "{message}; your saved settings are used instead."
        ))),
    }
    let bets = RwSignal::new(blank_bets(&saved.settings));
    let ui = PlayUi {
        saved: RwSignal::new(saved),
        table: RwSignal::new(None),
        stage: RwSignal::new(Stage::Betting),
        bets,
        chip: RwSignal::new(Cents::dollars(5)),
        error: RwSignal::new(None),
        notice,
        advice: RwSignal::new(None),
        feedback: RwSignal::new(None),
        replay: RwSignal::new(None),
        settle_from: RwSignal::new(0),
        bet_history: RwSignal::new(Vec::new()),
        warning: RwSignal::new(None),
        mistakes: RwSignal::new(Vec::new()),
    };
    ui.persist();
    provide_context(ui);

    // Keyboard play: D or Enter deal, F fold, R/1/2/3 raise, B rebet, C clear, Space skips.
    let help = RwSignal::new(false);
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        // Letters are shortcuts except while typing in a field; Space keeps its usual meaning
        // on buttons and checkboxes.
        let Some(key) = crate::session_view::shortcut_key(&ev) else {
            return;
        };
        match key.as_str() {
            "d" => ui.deal(),
            "f" => ui.decide(Decision::Fold),
            "r" | "1" => ui.decide(Decision::Raise(1)),
            "2" => ui.decide(Decision::Raise(2)),
            "3" => ui.decide(Decision::Raise(3)),
            "b" => ui.rebet(),
            "c" => ui.clear_bets(),
            "u" => ui.undo_bet(),
            "x" => ui.double_bets(),
            " " => ui.skip_animation(),
            "?" => help.update(|open| *open = !*open),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || handle.remove());

    view! {
        <section class="page play" aria-labelledby="play-title">
            <div class="play-head">
                <h1 id="play-title">"Play"</h1>
                <BankrollBar
                    bankroll=Signal::derive(move || ui.saved.with(|s| s.bankroll))
                    needs_top_up=Signal::derive(move || ui.saved.with(|s| s.needs_top_up()))
                    top_up_amount=Signal::derive(move || ui.saved.with(|s| s.settings.starting_bankroll))
                    on_top_up=Callback::new(move |_| ui.top_up())
                />
            </div>
            <NoticeBar notice=ui.notice />
            <crate::pages::drill::ModeLinks game=GameId::HighCardFlush drill=false />
            <help::HowToPlay />
            <table_view::TableView />
            <table_view::Dock />
            <table_view::Controls />
            <help::PaytablesInForce />
            <ShortcutHelp open=help keys=&SHORTCUTS />
            <table_view::Coach />
            <table_view::Steps />
            <history::History />
            <history::Statistics />
            <settings::Settings />
        </section>
    }
}
