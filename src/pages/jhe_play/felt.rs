//! The Jackpot Hold 'Em felt (dealer, community cards, inscriptions and meters, six seats), the
//! dock with the user's cards, the community cards and the dealer's, and the actions; the wagers, the
//! paytables in force, the coach and the settlement steps.

use super::{current_meters, dealt_cards, options_at, CoachState, JheUi};
use crate::address::Part;
use crate::base_path::href;
use crate::components::paytables_panel::{PaytableShown, PaytablesPanel};
use crate::components::play_panels::{coach_panel, play_dock, steps_panel, wager_field};
use crate::components::playing_card::{CardBack, CardGroup, PlayingCard, ShownCard};
use crate::components::seat_box::seat_boxes;
use crate::components::table_controls::{decision_bar, wager_panel, DecisionButton};
use crate::round_ui::{PlayGame, SeatShown, SeatView};
use crate::session_view::{coach_hidden, dealer_revealed, money, verdict, Stage};
use engine::cards::{Card, CardSet};
use engine::jhe::{JackpotHoldEm, JheDecision, JheTable, JheWager};
use engine::poker::{evaluate, Category};
use engine::table::Recipient;
use engine::{Cents, GameId};
use leptos::prelude::*;

fn ui() -> JheUi {
    expect_context::<JheUi>()
}

/// The best hand among five or more cards, in words.
fn described(cards: CardSet) -> Option<String> {
    (cards.len() >= 5).then(|| evaluate(cards).describe())
}

/// Cards face up or down, with empty slots keeping the row's width.
fn card_row(cards: &[Card], face_up: usize, slots: usize, testid: String) -> impl IntoView {
    view! {
        <div class="cards" data-testid=testid>
            {cards.iter().enumerate().map(|(i, &c)| if i < face_up {
                view! { <PlayingCard card=c /> }.into_any()
            } else {
                view! { <CardBack /> }.into_any()
            }).collect_view()}
            {(0..slots.saturating_sub(cards.len())).map(|_| view! { <span class="card-slot"></span> }).collect_view()}
        </div>
    }
}

/// How to play, open until the first round: the game's steps in brief, from the rules.
#[component]
pub fn HowToPlay() -> impl IntoView {
    let ui = ui();
    let open = ui.saved.with_untracked(|s| s.history.is_empty());
    view! {
        <details class="panel how-to-play" data-testid="how-to-play" open=open>
            <summary>"How to play"</summary>
            <ol>
                <li>"Place an Ante; an equal X-tra Bonus goes with it (001 Ch.7 E). The Player Bonus and the Progressive are optional."</li>
                <li>"You and the dealer get two cards each; five community cards are dealt face down and turned up 1, then 2, then 2 (001 Ch.11)."</li>
                <li>"After the first community card: play 3× the Ante or check. After three: 2× or check. After all five: 1× or fold. One Play per hand."</li>
                <li>"The dealer qualifies with a pair or better; if not, the Ante is returned and the X-tra Bonus and Play are still compared. The X-tra Bonus pays by its paytable when you beat the dealer with a straight or better (001 Ch.11 I)."</li>
            </ol>
            <p><a href=href(&Part::Rules.route(GameId::JackpotHoldEm))>"The full rules, with citations"</a></p>
        </details>
    }
}

/// The layout: dealer, community cards, inscriptions with the meters, seats.
#[component]
pub fn Felt() -> impl IntoView {
    let ui = ui();
    let inscriptions = move || {
        let settings = ui.saved.with(|s| s.settings.clone());
        let config = settings.table_config().ok()?;
        let meters = ui.saved.with(current_meters);
        Some(view! {
            <div class="inscriptions" data-testid="inscriptions">
                <p class="qualifier">"The Dealer qualifies with a pair or better"</p>
                <p>"Play 3× the Ante after the first community card, 2× after three, 1× after five — or check, and fold at the last"</p>
                <p>{format!("Maryland · Ante {}–{} with an equal X-tra Bonus", config.ante_min, config.ante_max)}
                    {config.player_bonus.map(|(min, max)| format!(" · Player Bonus {min}–{max}"))}
                    {config.progressive.as_ref().map(|p| format!(" · Progressive Paytable {} ({})", p.label, p.unit))}</p>
                <p>{match config.payout_limit {
                    Some(l) => format!("Payout limit {l} per hand (the Progressive aside)"),
                    None => "Subject to the posted payout limit".to_string(),
                }}</p>
                {meters.map(|m| view! {
                    <p class="meter" data-testid="meters">
                        {m.iter().map(|(name, amount)| view! {
                            <span class="meter-item" data-testid=format!("meter-{}", name.code())>{name.name()}" "<strong>{amount.to_string()}</strong></span>" "
                        }).collect_view()}
                    </p>
                })}
            </div>
        })
    };
    view! {
        <div class="felt jhe-felt" data-testid="table">
            <div class="dealer-area" aria-label="Dealer">
                <h2>"Dealer"</h2>
                {move || {
                    let stage = ui.stage.get();
                    ui.table.with(|t| match t {
                        None => view! { {card_row(&[], 0, 2, "dealer-cards".into())}<p class="hand-value"></p> }.into_any(),
                        Some(t) => {
                            let cards = dealt_cards(t, Recipient::Dealer, stage);
                            let revealed = dealer_revealed(t, stage);
                            let value = revealed.then(|| {
                                let all: CardSet = cards.iter().chain(&t.round().community).copied().collect();
                                evaluate(all)
                            });
                            view! {
                                {card_row(&cards, if revealed { 2 } else { 0 }, 2, "dealer-cards".into())}
                                // The value's line is kept empty until the reveal, so nothing moves.
                                {match value {
                                    Some(v) => view! {
                                        <p class="hand-value" data-testid="dealer-value">
                                            {v.describe()}
                                            {if v.category() >= Category::Pair { " — qualifies" } else { " — does not qualify" }}
                                        </p>
                                    }.into_any(),
                                    None => view! { <p class="hand-value"></p> }.into_any(),
                                }}
                            }.into_any()
                        }
                    })
                }}
            </div>
            <div class="community-area" aria-label="Community cards">
                <h2>"Community cards"</h2>
                {move || {
                    let stage = ui.stage.get();
                    ui.table.with(|t| match t {
                        None => card_row(&[], 0, 5, "community-cards".into()).into_any(),
                        Some(t) => {
                            let cards = dealt_cards(t, Recipient::Community, stage);
                            card_row(&cards, t.round().community_shown, 5, "community-cards".into()).into_any()
                        }
                    })
                }}
            </div>
            {inscriptions}
            {seat_boxes(ui.round())}
        </div>
    }
}

/// What a seat has done so far: its Play or fold, or the points it checked at.
fn action_text(table: &JheTable, seat: u8) -> Option<String> {
    let s = table.round().seat(seat)?;
    match s.decision {
        Some(JheDecision::Fold) => Some("folded".into()),
        Some(d) => Some(d.to_string()),
        None if s.acted_at == 1 => Some("checked".into()),
        None if s.acted_at > 1 => Some("checked twice".into()),
        None => None,
    }
}

/// A Jackpot Hold 'Em seat shows its two hole cards, its best hand with the community cards
/// turned up, its five betting areas and what it has done.
impl SeatView for JackpotHoldEm {
    fn seat_shown(t: &JheTable, seat: u8, stage: Stage, face_up: bool) -> Option<SeatShown> {
        let s = t.round().seat(seat)?;
        if !s.in_round() {
            return None;
        }
        let cards = dealt_cards(t, Recipient::Seat(seat), stage);
        let hand = face_up
            .then(|| {
                let shown = &t.round().community[..t.round().community_shown];
                described(cards.iter().chain(shown).copied().collect())
            })
            .flatten();
        Some(SeatShown {
            cards: cards
                .into_iter()
                .map(|card| match face_up {
                    true => ShownCard::Up {
                        card,
                        highlight: false,
                    },
                    false => ShownCard::Down,
                })
                .collect(),
            slots: 2,
            hand,
            areas: vec![
                ("Ante", s.wagers.get(JheWager::Ante)),
                ("X-tra", s.wagers.get(JheWager::XtraBonus)),
                ("Play", s.wagers.get(JheWager::Play)),
                ("Bonus", s.wagers.get(JheWager::PlayerBonus)),
                ("Prog", s.wagers.get(JheWager::Progressive)),
            ],
            action: action_text(t, seat),
            net: (stage == Stage::Done).then(|| t.round().seat_net(seat)),
        })
    }
}

/// The round's result in one line: the user's net, their hand and the dealer's.
fn result_line(table: &JheTable, seat: u8) -> Option<String> {
    let round = table.round();
    let s = round.seat(seat)?;
    if !s.in_round() {
        return None;
    }
    let net = round.seat_net(seat);
    let verdict = verdict(net);
    let mine = evaluate(s.cards.iter().chain(&round.community).copied().collect());
    let dealer = evaluate(
        round
            .dealer
            .iter()
            .chain(&round.community)
            .copied()
            .collect(),
    );
    let folded = if s.folded() { " (folded)" } else { "" };
    let qualifies = if dealer.category() >= Category::Pair {
        ""
    } else {
        ", which does not qualify"
    };
    let lower = |text: String| {
        let mut chars = text.chars();
        chars.next().map_or(String::new(), |first| {
            first.to_ascii_lowercase().to_string() + chars.as_str()
        })
    };
    Some(format!(
        "{verdict}: your {}{folded} against the dealer's {}{qualifies}.",
        lower(mine.describe()),
        lower(dealer.describe())
    ))
}

/// The action bar that stays on screen: your hand, what you can do now, the round's result.
#[component]
pub fn Dock() -> impl IntoView {
    let ui = ui();
    let seat = move || ui.saved.with(|s| s.settings.table.seat);
    // The hole cards, the community cards face up and the dealer's (face down until the
    // reveal), each a labelled group: the decision needs them in view wherever the page has
    // scrolled, and empty slots hold their place before the deal.
    let hand = move || {
        let stage = ui.stage.get();
        ui.table.with(|t| {
            let t = t.as_ref();
            let in_round = t.filter(|t| t.round().seat(seat()).is_some_and(|s| s.in_round()));
            let (label, hole, shown) = match in_round {
                Some(t) => {
                    let cards = dealt_cards(t, Recipient::Seat(seat()), stage);
                    let shown = t.round().community[..t.round().community_shown].to_vec();
                    let hand = described(cards.iter().chain(&shown).copied().collect());
                    (format!("Seat {}{}", seat(), hand.map(|h| format!(": {h}")).unwrap_or_default()), cards, shown)
                }
                None => (String::new(), Vec::new(), Vec::new()),
            };
            let up = |cards: Vec<Card>| cards.into_iter().map(|card| ShownCard::Up { card, highlight: false }).collect::<Vec<_>>();
            let dealer: Vec<ShownCard> = t.map(|t| {
                let cards = dealt_cards(t, Recipient::Dealer, stage);
                if dealer_revealed(t, stage) { up(cards) } else { cards.iter().map(|_| ShownCard::Down).collect() }
            }).unwrap_or_default();
            view! {
                <p class="dock-label">{label}</p>
                <div class="dock-groups">
                    <CardGroup label="Your cards" testid="dock-hand" cards=up(hole) slots=2 />
                    <CardGroup label="Community cards" testid="dock-board" cards=up(shown) slots=5 />
                    <CardGroup label="Dealer" testid="dock-dealer" cards=dealer slots=2 class="dealer" />
                </div>
            }
        })
    };
    let deciding = move || {
        let point = ui
            .table
            .with(|t| t.as_ref().map_or(1, |t| t.decision_point()));
        let [play, otherwise] = options_at(point);
        format!("Decision {point}: {play} or {otherwise}.")
    };
    // What the decision is on, for a screen reader: the hole cards, the community cards face
    // up and, from the flop, the best hand they make.
    let heard = move || {
        ui.table.with(|t| {
            let round = t.as_ref()?.round();
            let hole = &round.seat(seat())?.cards;
            let shown = &round.community[..round.community_shown];
            let names = |cards: &[Card]| {
                cards
                    .iter()
                    .map(|c| c.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let hand = described(hole.iter().chain(shown).copied().collect());
            Some(format!(
                " Seat {}: {}; community cards {}{}.",
                seat(),
                names(hole),
                names(shown),
                hand.map(|h| format!(": {h}")).unwrap_or_default()
            ))
        })
    };
    let decision = move || {
        let point = ui.table.with(|t| t.as_ref().map(|t| t.decision_point()))?;
        let buttons = options_at(point)
            .into_iter()
            .map(|d| {
                let (label, key, id) = match d {
                    JheDecision::Play(m) => (format!("Play {m}×"), "P", "decide-play"),
                    JheDecision::Check => ("Check".to_string(), "K", "decide-check"),
                    JheDecision::Fold => ("Fold".to_string(), "F", "decide-fold"),
                };
                DecisionButton {
                    decision: d,
                    label,
                    hint: key.to_string(),
                    key,
                    testid: id.to_string(),
                }
            })
            .collect();
        Some(decision_bar(
            ui.round(),
            format!("Decision {point}"),
            Some(point),
            None,
            buttons,
        ))
    };
    play_dock(
        ui.round(),
        hand.into(),
        decision.into(),
        deciding,
        move || {
            ui.table
                .with(|t| t.as_ref().and_then(|t| result_line(t, seat())))
        },
        heard,
    )
}

/// Chips and the wager fields: the Ante (the X-tra Bonus goes with it, equal), the Player
/// Bonus and the Progressive where the table offers them.
#[component]
pub fn Wagers() -> impl IntoView {
    let ui = ui();
    let config = move || ui.saved.with(|s| s.settings.table_config().ok());
    let field = move |wager: JheWager, label: &'static str, id: &'static str| {
        wager_field(
            label,
            format!("{label} in dollars"),
            id.to_string(),
            Signal::derive(move || {
                ui.bet.with(|b| {
                    if wager == JheWager::Ante {
                        b.ante.clone()
                    } else {
                        b.player_bonus.clone()
                    }
                })
            }),
            Callback::new(move |_| ui.add_chip(wager)),
            Callback::new(move |v| {
                ui.bet.update(|b| {
                    if wager == JheWager::Ante {
                        b.ante = v
                    } else {
                        b.player_bonus = v
                    }
                })
            }),
        )
    };
    let fields = view! {
        <fieldset class="bets">
            <legend>{move || format!("Seat {} wagers", ui.saved.with(|s| s.settings.table.seat))}</legend>
            {field(JheWager::Ante, "Ante", "bet-ante")}
            <p class="xtra-equal" data-testid="bet-xtra">{move || match ui.bet.with(|b| money(&b.ante)) {
                Ok(a) if a.0 > 0 => format!("X-tra Bonus {a}, equal to the Ante (001 Ch.7 E)"),
                _ => "The X-tra Bonus equals the Ante (001 Ch.7 E)".to_string(),
            }}</p>
            {move || config().and_then(|c| c.player_bonus).map(|_| field(JheWager::PlayerBonus, "Player Bonus", "bet-player-bonus"))}
            {move || config().and_then(|c| c.progressive).map(|p| view! {
                <label class="bet check">
                    <input type="checkbox" data-testid="bet-progressive" prop:checked=move || ui.bet.with(|b| b.progressive) on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        ui.bet.update(|b| b.progressive = on);
                    } />
                    {format!(" Progressive ({})", p.unit)}
                </label>
            })}
        </fieldset>
    };
    wager_panel(ui.round(), ui.chip, None, fields)
}

/// The paytables this table pays from — the X-tra Bonus, the Player Bonus where offered, the
/// Progressive with its meters now — as High Card Flush's table shows its own.
#[component]
pub fn PaytablesInForce() -> impl IntoView {
    let ui = ui();
    let tables = Signal::derive(move || {
        let Some(table) = ui.saved.with(|s| s.settings.open_table().ok()) else {
            return Vec::new();
        };
        let meters = ui.saved.with(current_meters);
        [
            JheWager::XtraBonus,
            JheWager::PlayerBonus,
            JheWager::Progressive,
        ]
        .into_iter()
        .filter_map(|w| table.paytable(w))
        .map(|t| PaytableShown::of(t, |m| meters.as_ref().map(|bank| bank.get(m))))
        .collect()
    });
    view! { <PaytablesPanel tables=tables /> }
}

/// The coach: the exact value of each option (per Ante and in money), the best, and the cost
/// of a mistake.
#[component]
pub fn Coach() -> impl IntoView {
    let ui = ui();
    let values = move || {
        match ui.coach.get() {
        CoachState::Idle => None,
        CoachState::Computing => Some(view! { <p role="status" data-testid="coach-computing">"Working out the exact value of each option…"</p> }.into_any()),
        CoachState::Unavailable(why) => Some(view! { <p class="warning" data-testid="coach-unavailable">{format!("No values for this decision: {why}.")}</p> }.into_any()),
        CoachState::Ready { .. } if ui.saved.with(|s| s.settings.table.coach_after_acting) => Some(coach_hidden().into_any()),
        CoachState::Ready { seat, point, options, best } => {
            let ante = ui.table.with(|t| t.as_ref().and_then(|t| t.round().seat(seat).map(|s| s.wagers.get(JheWager::Ante).0)).unwrap_or(100)) as f64;
            Some(view! {
                <p>{format!("Decision {point}: the exact value of each option over every deal still possible (Ante, X-tra Bonus and Play together; best play after).")}</p>
                <table class="lines" data-testid="coach-options" data-point=point>
                    <thead><tr><th scope="col">"Action"</th><th scope="col">"Per Ante"</th><th scope="col">"In money"</th></tr></thead>
                    <tbody>
                        {options.into_iter().map(|o| view! {
                            <tr class:best=o.decision == best data-testid="coach-option" data-decision=o.decision.to_string() data-numerator=o.numerator.to_string() data-denominator=o.denominator.to_string()>
                                <th scope="row">{o.decision.to_string()}{(o.decision == best).then_some(" ★ best")}</th>
                                <td>{format!("{:+.6}", o.per_ante())}</td>
                                <td>{Cents((o.per_ante() * ante).round() as i64).to_string()}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            }.into_any())
        }
    }
    };
    coach_panel(ui.round(), ui.feedback, values)
}

/// The round's steps in order, each with its rule.
#[component]
pub fn Steps() -> impl IntoView {
    steps_panel(ui().round())
}
