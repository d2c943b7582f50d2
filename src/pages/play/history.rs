//! The session's hand history with an exact replay of any round, and the session's results per
//! wager next to what the exact analysis predicts.

use super::table_view::pct;
use super::PlayUi;
use crate::components::play_panels::history_row;
use crate::components::playing_card::PlayingCard;
use crate::play_state::RoundRecord;
use engine::hcf::flush::arrange;
use engine::hcf::paytables::SideWager;
use engine::hcf::rules::{HcfRules, WagerKind};
use engine::hcf::side_bets::{analyze_paytable, analyze_progressive, facts_for};
use engine::hcf::table::{Round, Table};
use engine::meters::MeterName;
use engine::Cents;
use leptos::prelude::*;

/// Replays a recorded round through the engine: same settings, meter, wagers, deck and
/// decisions give the same round.
pub fn replay(record: &RoundRecord) -> Result<Round, String> {
    let config = record.settings.table_config()?;
    let mut table = Table::new(config).map_err(|e| e.to_string())?;
    if let (Some(m), Some(before)) = (table.meter.as_mut(), record.meter_before) {
        *m = before;
    }
    let fail = |e: engine::hcf::table::ActionError| e.to_string();
    for &(seat, ante, fb, sfb, prog) in &record.wagers {
        table.sit(seat, seat as u32).map_err(fail)?;
        table.set_wager(seat, WagerKind::Ante, ante).map_err(fail)?;
        table
            .set_wager(seat, WagerKind::FlushBonus, fb)
            .map_err(fail)?;
        table
            .set_wager(seat, WagerKind::StraightFlushBonus, sfb)
            .map_err(fail)?;
        table
            .set_wager(seat, WagerKind::Progressive, prog)
            .map_err(fail)?;
    }
    // The meter before the round already includes nothing of this round: contributions are
    // added again by "no more bets".
    table.no_more_bets().map_err(fail)?;
    table.deal_arranged(&record.deck, None).map_err(fail)?;
    for &(seat, decision) in &record.decisions {
        table.decide(seat, decision).map_err(fail)?;
    }
    table.reveal().map_err(fail)?;
    table.settle().map_err(fail)?;
    Ok(table.round().clone())
}

#[component]
pub fn History() -> impl IntoView {
    let ui = expect_context::<PlayUi>();
    view! {
        <details class="panel" data-testid="history">
            <summary>{move || ui.saved.with(|s| format!("Hand history ({})", crate::components::text::count(s.history.len() as u64, "round", "rounds")))}</summary>
            <ol class="history" reversed>
                {move || ui.saved.with(|s| s.history.iter().rev().take(50).cloned().collect::<Vec<_>>()).into_iter().map(|record| {
                    let r = record.clone();
                    history_row(record.number, record.user_net, record.summary, &record.mistakes, false, Callback::new(move |_| ui.replay.set(Some(r.clone()))))
                }).collect_view()}
            </ol>
            {move || ui.replay.get().map(|record| match replay(&record) {
                Err(e) => view! { <p class="error" role="alert">{format!("This round cannot be replayed: {e}")}</p> }.into_any(),
                Ok(round) => view! {
                    <div class="replay" data-testid="replay-view">
                        <h3>{format!("Replay of round {}", record.number)}</h3>
                        <p>"Dealer: "<span class="cards">{arrange(&round.dealer).into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</span></p>
                        {round.seats.iter().filter(|s| s.wagers.get(WagerKind::Ante).0 > 0).map(|s| view! {
                            <p>{format!("Seat {} ({}): ", s.number, s.decision.map(|d| d.to_string()).unwrap_or_default())}
                                <span class="cards">{arrange(&s.cards).into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</span>
                                {format!(" net {}", round.seat_net(s.number))}</p>
                        }).collect_view()}
                        {crate::session_view::replay_steps(&round.steps)}
                        <button on:click=move |_| ui.replay.set(None)>"Close replay"</button>
                    </div>
                }.into_any(),
            })}
        </details>
    }
}

#[component]
pub fn Statistics() -> impl IntoView {
    let ui = expect_context::<PlayUi>();
    view! {
        <details class="panel" data-testid="statistics">
            <summary>"Session statistics"</summary>
            {move || ui.saved.with(|s| {
                let mut wagered = [0i64; 5];
                let mut net = [0i64; 5];
                let mut expected_main = 0.0;
                for r in &s.history {
                    for k in 0..5 {
                        wagered[k] += r.user_wagered_by_wager[k];
                        net[k] += r.user_net_by_wager[k];
                    }
                    expected_main += r.user_expected_main;
                }
                let config = s.settings.table_config().ok();
                let ace = HcfRules::of(s.settings.jurisdiction).ace_rule.value;
                let exact = |w: SideWager| -> Option<f64> {
                    let table = config.as_ref()?.paytable(w)?;
                    match w {
                        SideWager::Progressive => {
                            let m = super::current_meter(s)?;
                            analyze_progressive(&table, facts_for(ace)).ok().map(|o| o.return_at(m.get(MeterName::Main).0 as f64 / 100.0))
                        }
                        _ => analyze_paytable(&table, facts_for(ace)).ok().map(|o| o.odds.expected_return),
                    }
                };
                let total_net: i64 = net.iter().sum();
                let rows = vec![
                    ("Ante + Raise", wagered[0] + wagered[1], net[0] + net[1], Some(format!("{} expected from your decisions (exact)", Cents(expected_main.round() as i64)))),
                    ("Flush Bonus", wagered[2], net[2], exact(SideWager::FlushBonus).map(|e| format!("{} per unit (exact)", pct(e)))),
                    ("Straight Flush Bonus", wagered[3], net[3], exact(SideWager::StraightFlushBonus).map(|e| format!("{} per unit (exact)", pct(e)))),
                    ("Progressive (with Envy)", wagered[4], net[4], exact(SideWager::Progressive).map(|e| format!("{} per unit at today's meter", pct(e)))),
                ];
                view! {
                    // Wider than a phone: the table scrolls inside its own region, never the page.
                    <div class="table-scroll" tabindex="0" role="region" aria-label="Session statistics by wager">
                    <table class="lines" data-testid="stats-table">
                        <thead><tr><th scope="col">"Wager"</th><th scope="col">"Wagered"</th><th scope="col">"Net"</th><th scope="col">"Your return"</th><th scope="col">"Exact expectation"</th></tr></thead>
                        <tbody>
                            {rows.into_iter().map(|(name, w, n, e)| view! {
                                <tr>
                                    <th scope="row">{name}</th>
                                    <td>{Cents(w).to_string()}</td>
                                    <td>{Cents(n).to_string()}</td>
                                    <td>{if w > 0 { pct(n as f64 / w as f64) } else { "—".into() }}</td>
                                    <td>{e.unwrap_or_else(|| "—".into())}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                    </div>
                    <p data-testid="stats-total">{format!("{}; net {}; bankroll {} (started at {}{}).", crate::components::text::count(s.history.len() as u64, "round", "rounds"), Cents(total_net), s.bankroll, s.settings.table.starting_bankroll, if s.topped_up.0 > 0 { format!(", topped up {}", s.topped_up) } else { String::new() })}</p>
                }
            })}
        </details>
    }
}
