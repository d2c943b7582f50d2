//! The felt (dealer, inscriptions, six seats), the betting and decision controls, the coach and
//! the step-by-step settlement.

use super::{current_meter, PlayUi};
use crate::components::play_panels::{coach_panel, play_dock, steps_panel, wager_field};
use crate::components::playing_card::{CardBack, CardGroup, PlayingCard, ShownCard};
use crate::components::seat_box::seat_boxes;
use crate::components::table_controls::{decision_bar, wager_panel, DecisionButton};
use crate::pages::explorer::percent;
use crate::round_ui::{PlayGame, SeatShown, SeatView};
use crate::session_view::{coach_hidden, dealer_revealed, dealt_cards, verdict, Stage};
use engine::cards::CardSet;
use engine::hcf::decision::Decision;
use engine::hcf::flush::{arrange, best_flush, flush_value, raise_limits};
use engine::hcf::paytables::SideWager;
use engine::hcf::rules::{HcfRules, WagerKind};
use engine::hcf::table::{HighCardFlush, Recipient, Table};
use engine::meters::MeterName;
use engine::Cents;
use leptos::prelude::*;

fn ui() -> PlayUi {
    expect_context::<PlayUi>()
}

/// The table layout: dealer, inscriptions, seats.
#[component]
pub fn TableView() -> impl IntoView {
    let ui = ui();
    let inscriptions = move || {
        let settings = ui.saved.with(|s| s.settings.clone());
        let config = settings.table_config().ok()?;
        let rules = HcfRules::of(settings.jurisdiction);
        let limit = config.effective_payout_limit(&rules);
        let table = |w| {
            config.paytable(w).map(|t| {
                let yours = if t.citation().is_none() {
                    " (yours)"
                } else {
                    ""
                };
                format!("{} {}{yours}", w.name(), t.display_label())
            })
        };
        let paytables: Vec<String> = SideWager::ALL.into_iter().filter_map(table).collect();
        let meter = ui.saved.with(current_meter);
        Some(view! {
            <div class="inscriptions" data-testid="inscriptions">
                <p class="qualifier">"The dealer qualifies with a three-card flush, nine high, or pays the Ante and pushes the Raise"</p>
                <p>{format!(
                    "Raise 1× Ante with a 2–4-card flush · up to {}× with 5 · up to {}× with 6 or 7",
                    raise_limits(5).max_multiple,
                    raise_limits(6).max_multiple
                )}</p>
                <p>{format!("{} · Ante {}–{}", settings.jurisdiction.name(), config.ante_min, config.ante_max)}
                    {(!paytables.is_empty()).then(|| format!(" · {}", paytables.join(" · ")))}</p>
                <p>{match limit {
                    Some(l) => format!("Payout limit {l} per hand (Ante, Raise and bonuses; not the Progressive)"),
                    None => "No payout limit".to_string(),
                }}</p>
                {meter.map(|m| view! { <p class="meter" data-testid="meter">"Progressive meter "<strong>{m.get(MeterName::Main).to_string()}</strong></p> })}
            </div>
        })
    };
    view! {
        <div class="felt" data-testid="table">
            <div class="dealer-area" aria-label="Dealer">
                <h2>"Dealer"</h2>
                {move || {
                    let stage = ui.stage.get();
                    ui.table.with(|t| match t {
                        None => view! { <div class="cards empty" data-testid="dealer-cards">{(0..7).map(|_| view! { <span class="card-slot"></span> }).collect_view()}</div><p class="hand-value"></p> }.into_any(),
                        Some(t) => {
                            let cards = dealt_cards(t, Recipient::Dealer, stage);
                            if dealer_revealed(t, stage) {
                                let set: CardSet = cards.iter().copied().collect();
                                let best = best_flush(set);
                                view! {
                                    <div class="cards" data-testid="dealer-cards">{arrange(&cards).into_iter().map(|c| view! { <PlayingCard card=c highlight=c.suit() == best.suit /> }).collect_view()}</div>
                                    <p class="hand-value" data-testid="dealer-value">
                                        {best.value.describe()}
                                        {if best.value.qualifies() { " — qualifies" } else { " — does not qualify" }}
                                    </p>
                                }.into_any()
                            } else {
                                // Slots keep the row's width while the cards arrive.
                                let slots = 7usize.saturating_sub(cards.len());
                                // The value's line is kept empty so nothing moves when it is filled.
                                view! { <div class="cards" data-testid="dealer-cards">{cards.iter().map(|_| view! { <CardBack /> }).collect_view()}{(0..slots).map(|_| view! { <span class="card-slot"></span> }).collect_view()}</div><p class="hand-value"></p> }.into_any()
                            }
                        }
                    })
                }}
            </div>
            {inscriptions}
            {seat_boxes(ui.round())}
        </div>
    }
}

/// A High Card Flush seat shows its seven cards (arranged by suit, the best flush marked, once
/// all are out and face up), its best flush, its five betting areas and its decision.
impl SeatView for HighCardFlush {
    fn seat_shown(t: &Table, seat: u8, stage: Stage, face_up: bool) -> Option<SeatShown> {
        let s = t.round().seat(seat)?;
        if s.wagers.get(WagerKind::Ante).0 == 0 {
            return None;
        }
        let cards = dealt_cards(t, Recipient::Seat(seat), stage);
        let best = (cards.len() == 7).then(|| best_flush(cards.iter().copied().collect()));
        let shown = if face_up && cards.len() == 7 {
            arrange(&cards)
        } else {
            cards
        };
        Some(SeatShown {
            cards: shown
                .into_iter()
                .map(|card| match face_up {
                    true => ShownCard::Up {
                        card,
                        highlight: best.is_some_and(|b| b.suit == card.suit()),
                    },
                    false => ShownCard::Down,
                })
                .collect(),
            slots: 0,
            hand: best.filter(|_| face_up).map(|b| b.value.describe()),
            areas: vec![
                ("Ante", s.wagers.get(WagerKind::Ante)),
                ("Raise", s.wagers.get(WagerKind::Raise)),
                ("Flush", s.wagers.get(WagerKind::FlushBonus)),
                ("SF", s.wagers.get(WagerKind::StraightFlushBonus)),
                ("Prog", s.wagers.get(WagerKind::Progressive)),
            ],
            action: s.decision.map(|d| d.to_string()),
            net: (stage == Stage::Done).then(|| t.round().seat_net(seat)),
        })
    }
}

/// The wager panel with a field a betting area for each of the user's seats.
#[component]
pub fn Controls() -> impl IntoView {
    let ui = ui();
    let offered = move |w: SideWager| {
        ui.saved.with(|s| {
            s.settings
                .table_config()
                .ok()
                .and_then(|c| c.paytable(w))
                .is_some()
        })
    };
    let fields = move || {
        ui.bets.get().into_iter().map(|bet| {
        let seat = bet.seat;
        let field = move |kind: WagerKind, label: &'static str, value: String| {
            wager_field(
                label,
                format!("Seat {seat} {label} in dollars"),
                format!("bet-{seat}-{}", label.to_ascii_lowercase().replace(' ', "-")),
                Signal::stored(value),
                Callback::new(move |_| ui.add_chip(seat, kind)),
                Callback::new(move |v| {
                    ui.bets.update(|bets| {
                        if let Some(b) = bets.iter_mut().find(|b| b.seat == seat) {
                            match kind {
                                WagerKind::Ante => b.ante = v,
                                WagerKind::FlushBonus => b.flush_bonus = v,
                                _ => b.straight_flush_bonus = v,
                            }
                        }
                    });
                }),
            )
        };
        view! {
            <fieldset class="bets">
                <legend>{format!("Seat {seat} wagers")}</legend>
                {field(WagerKind::Ante, "Ante", bet.ante.clone())}
                {offered(SideWager::FlushBonus).then(|| field(WagerKind::FlushBonus, "Flush Bonus", bet.flush_bonus.clone()))}
                {offered(SideWager::StraightFlushBonus).then(|| field(WagerKind::StraightFlushBonus, "SF Bonus", bet.straight_flush_bonus.clone()))}
                {offered(SideWager::Progressive).then(|| view! {
                    <label class="bet check">
                        <input type="checkbox" data-testid=format!("bet-{seat}-progressive") prop:checked=bet.progressive on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            ui.bets.update(|bets| if let Some(b) = bets.iter_mut().find(|b| b.seat == seat) { b.progressive = on });
                        } />
                        {move || format!(" Progressive ({})", ui.saved.with(|s| s.settings.progressive_unit))}
                    </label>
                })}
            </fieldset>
        }
    }).collect_view()
    };
    let can_undo = Signal::derive(move || ui.bet_history.with(|h| !h.is_empty()));
    wager_panel(ui.round(), ui.chip, Some(can_undo), fields)
}

/// The user's seats with an Ante in this round.
fn user_seats_in_round(table: &Table, user: &[u8]) -> Vec<u8> {
    let round = table.round();
    user.iter()
        .copied()
        .filter(|&s| {
            round
                .seat(s)
                .is_some_and(|seat| seat.wagers.get(WagerKind::Ante).0 > 0)
        })
        .collect()
}

/// The seat the dock shows: the one deciding now, else the user's first seat in the round.
fn dock_seat(table: &Table, user: &[u8]) -> Option<u8> {
    table
        .round()
        .next_to_act()
        .filter(|s| user.contains(s))
        .or_else(|| user_seats_in_round(table, user).first().copied())
}

/// The round's result in one line: the user's net, their hand and the dealer's.
fn result_line(table: &Table, user: &[u8]) -> Option<String> {
    let round = table.round();
    let seats = user_seats_in_round(table, user);
    let net = Cents::checked_sum(seats.iter().map(|&s| round.seat_net(s))).ok()?;
    let verdict = verdict(net);
    let dealer: CardSet = round.dealer.iter().copied().collect();
    let dealer_best = best_flush(dealer).value;
    let dealer_text = format!(
        "the dealer's {}{}",
        dealer_best.describe(),
        if dealer_best.qualifies() {
            ""
        } else {
            ", which does not qualify"
        }
    );
    let hands: Vec<String> = seats
        .iter()
        .filter_map(|&s| {
            let seat = round.seat(s)?;
            let hand = best_flush(seat.cards.iter().copied().collect())
                .value
                .describe();
            let folded = seat.decision == Some(Decision::Fold);
            let whose = if seats.len() > 1 {
                format!("seat {s}'s")
            } else {
                "your".into()
            };
            Some(if folded {
                format!("{whose} {hand} (folded)")
            } else {
                format!("{whose} {hand}")
            })
        })
        .collect();
    Some(format!(
        "{verdict}: {} against {dealer_text}.",
        hands.join(", ")
    ))
}

/// The action bar that stays on screen: your hand large, what you can do now, the round's
/// result. It keeps its height through a round so nothing around it moves.
#[component]
pub fn Dock() -> impl IntoView {
    let ui = ui();
    let user = move || ui.saved.with(|s| s.settings.user_seats());
    // The deciding seat's cards and the dealer's (face down until the reveal), each a labelled
    // group; empty slots hold their place before the deal.
    let hand = move || {
        let stage = ui.stage.get();
        ui.table.with(|t| {
            let t = t.as_ref();
            let seat = t.and_then(|t| dock_seat(t, &user()).map(|seat| (t, seat)));
            let (label, mine) = match seat {
                Some((t, seat)) => {
                    let cards = dealt_cards(t, Recipient::Seat(seat), stage);
                    let complete = cards.len() == 7;
                    let best = complete.then(|| best_flush(cards.iter().copied().collect()));
                    let shown = if complete { arrange(&cards) } else { cards };
                    let label = format!("Seat {seat}{}", best.map(|b| format!(": {}", b.value.describe())).unwrap_or_default());
                    let up = shown.into_iter().map(|card| ShownCard::Up { card, highlight: best.is_some_and(|b| b.suit == card.suit()) }).collect();
                    (label, up)
                }
                None => (String::new(), Vec::new()),
            };
            let dealer: Vec<ShownCard> = t.map(|t| {
                let cards = dealt_cards(t, Recipient::Dealer, stage);
                if dealer_revealed(t, stage) {
                    let best = best_flush(cards.iter().copied().collect());
                    arrange(&cards).into_iter().map(|card| ShownCard::Up { card, highlight: card.suit() == best.suit }).collect()
                } else {
                    cards.iter().map(|_| ShownCard::Down).collect()
                }
            }).unwrap_or_default();
            view! {
                <p class="dock-label">{label}</p>
                <div class="dock-groups">
                    <CardGroup label="Your cards" testid="dock-hand" cards=mine slots=7 />
                    <CardGroup label="Dealer" testid="dock-dealer" cards=dealer slots=7 class="dealer" />
                </div>
            }
        })
    };
    // The hand to decide on, for a screen reader: the seat acting and its best flush.
    let heard = move || {
        ui.table.with(|t| {
            let round = t.as_ref()?.round();
            let seat = round.next_to_act()?;
            let cards: CardSet = round.seat(seat)?.cards.iter().copied().collect();
            Some(format!(
                " Seat {seat}: {}.",
                best_flush(cards).value.describe()
            ))
        })
    };
    let decision = move || {
        let seat = ui
            .table
            .with(|t| t.as_ref().and_then(|t| t.round().next_to_act()))?;
        let hand: CardSet = ui.table.with(|t| {
            t.as_ref().and_then(|t| {
                t.round()
                    .seat(seat)
                    .map(|s| s.cards.iter().copied().collect())
            })
        })?;
        let flush = flush_value(hand);
        let legal = Decision::legal(flush.len());
        let buttons = legal
            .into_iter()
            .map(|d| match d {
                Decision::Fold => DecisionButton {
                    decision: d,
                    label: "Fold".to_string(),
                    hint: "F".to_string(),
                    key: "F",
                    testid: "fold".to_string(),
                },
                Decision::Raise(m) => DecisionButton {
                    decision: d,
                    label: format!("Raise {m}×"),
                    hint: if m == 1 {
                        "R".to_string()
                    } else {
                        m.to_string()
                    },
                    key: "R",
                    testid: format!("raise-{m}"),
                },
            })
            .collect();
        Some(decision_bar(
            ui.round(),
            format!("Seat {seat}: raise or fold"),
            None,
            Some(format!(
                "Seat {seat}: you hold a {}. Raise or fold?",
                flush.describe()
            )),
            buttons,
        ))
    };
    play_dock(
        ui.round(),
        hand.into(),
        decision.into(),
        || "Your decision: raise or fold.".to_string(),
        move || {
            ui.table
                .with(|t| t.as_ref().and_then(|t| result_line(t, &user())))
        },
        heard,
    )
}

/// The coach: exact values of the options, the best one, and the cost of mistakes.
#[component]
pub fn Coach() -> impl IntoView {
    let ui = ui();
    let values = move || {
        ui.advice.get().map(|advice| {
            if ui.saved.with(|s| s.settings.table.coach_after_acting) {
                return coach_hidden().into_any();
            }
            let ante = ui.table.with(|t| t.as_ref().and_then(|t| t.round().seat(advice.seat).map(|s| s.wagers.get(WagerKind::Ante).0)).unwrap_or(100)) as f64;
            view! {
                <table class="lines" data-testid="coach-options">
                    <thead><tr><th scope="col">"Action"</th><th scope="col">"Per Ante"</th><th scope="col">"In money"</th></tr></thead>
                    <tbody>
                        {advice.options.iter().map(|o| view! {
                            <tr class:best=o.decision == advice.best data-decision=o.decision.to_string()>
                                <th scope="row">{o.decision.to_string()}{(o.decision == advice.best).then_some(" ★ best")}</th>
                                <td>{format!("{:+.4}", o.cents / ante)}</td>
                                <td>{Cents(o.cents.round() as i64).to_string()}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
                {(advice.fold_forfeits_cents > 0.0).then(|| view! {
                    <p class="warning">{format!("Folding here forfeits a Progressive award of {} (003 §12(c), AMB-8).", Cents(advice.fold_forfeits_cents.round() as i64))}</p>
                })}
            }.into_any()
        })
    };
    coach_panel(ui.round(), ui.feedback, values)
}

/// The round's steps in order, each with its rule, and the round summary.
#[component]
pub fn Steps() -> impl IntoView {
    steps_panel(ui().round())
}

/// Percentage helper re-exported for the history view.
pub fn pct(v: f64) -> String {
    percent(v)
}
