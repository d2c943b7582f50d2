//! The hand history with exact replays and the session's statistics, and the table settings
//! (paytables, meters' rate, limits, computer players, dealing), kept on the device and
//! shareable as a link.

use super::JheUi;
use crate::components::play_panels::{
    dealing_method_row, history_row, settings_panel, SettingsForm,
};
use crate::components::playing_card::PlayingCard;
use crate::components::text::count;
use crate::custom_tables::JheSavedTables;
use crate::jhe_play_state::{
    replay, JhePlaySettings, JheRoundRecord, COMPUTER_STRATEGIES, PROGRESSIVE_LABELS,
};
use crate::round_ui::PlayGame;
use crate::session_view::{bankroll_row, payout_limit_row, table_rows};
use engine::jhe::custom::JheCustomTable;
use engine::jhe::{DealerCardsFromShuffler, JheRules, JheWager};
use engine::Cents;
use leptos::prelude::*;

#[component]
pub fn History() -> impl IntoView {
    let ui = expect_context::<JheUi>();
    let shown = RwSignal::new(None::<JheRoundRecord>);
    view! {
        <details class="panel" data-testid="history">
            <summary>{move || ui.saved.with(|s| format!("Hand history and statistics ({})", count(s.history.len() as u64, "round", "rounds")))}</summary>
            <p data-testid="stats-total">{move || ui.saved.with(|s| {
                let net = Cents::checked_sum(s.history.iter().map(|r| r.user_net)).unwrap_or_default();
                let priced: Vec<&JheRoundRecord> = s.history.iter().filter(|r| r.user_expected_main.is_some()).collect();
                let expected: f64 = priced.iter().filter_map(|r| r.user_expected_main).sum();
                let actual = Cents::checked_sum(priced.iter().map(|r| r.user_main_net)).unwrap_or_default();
                format!(
                    "{}; net {net}; bankroll {} (started at {}{}). Ante, X-tra Bonus and Play over the {} your decisions were priced in: {actual} won, {} expected from your decisions (exact).",
                    count(s.history.len() as u64, "round", "rounds"),
                    s.bankroll,
                    s.settings.table.starting_bankroll,
                    if s.topped_up.0 > 0 { format!(", topped up {}", s.topped_up) } else { String::new() },
                    count(priced.len() as u64, "round", "rounds"),
                    Cents(expected.round() as i64),
                )
            })}</p>
            <ol class="history" reversed>
                {move || ui.saved.with(|s| s.history.iter().rev().take(50).cloned().collect::<Vec<_>>()).into_iter().map(|record| {
                    let r = record.clone();
                    history_row(record.number, record.user_net, record.summary, &record.mistakes, true, Callback::new(move |_| shown.set(Some(r.clone()))))
                }).collect_view()}
            </ol>
            {move || shown.get().map(|record| match replay(&record) {
                Err(e) => view! { <p class="error" role="alert">{format!("This round cannot be replayed: {e}")}</p> }.into_any(),
                Ok(round) => view! {
                    <div class="replay" data-testid="replay-view">
                        <h3>{format!("Replay of round {}", record.number)}</h3>
                        <p>"Dealer: "<span class="cards">{round.dealer.iter().map(|&c| view! { <PlayingCard card=c /> }).collect_view()}</span>
                            " Community: "<span class="cards">{round.community.iter().map(|&c| view! { <PlayingCard card=c /> }).collect_view()}</span></p>
                        {round.seats.iter().filter(|s| s.in_round()).map(|s| view! {
                            <p>{format!("Seat {} ({}): ", s.number, s.decision.map_or("checked".to_string(), |d| d.to_string()))}
                                <span class="cards">{s.cards.iter().map(|&c| view! { <PlayingCard card=c /> }).collect_view()}</span>
                                {format!(" net {}", round.seat_net(s.number))}</p>
                        }).collect_view()}
                        {crate::session_view::replay_steps(&round.steps)}
                        <button on:click=move |_| shown.set(None)>"Close replay"</button>
                    </div>
                }.into_any(),
            })}
        </details>
    }
}

/// How a select names one of the user's saved tables (as a link does: `yours:<name>`).
const YOURS: &str = crate::play_state::OWN_TABLE;

/// The user's own tables of a wager a select offers: those saved on this device, and the one in
/// play even if deleted since (its copy is kept in the settings), each named as theirs.
fn own_options(
    draft: RwSignal<JhePlaySettings>,
    mine: StoredValue<JheSavedTables>,
    wager: JheWager,
) -> impl IntoView {
    move || {
        let d = draft.get();
        let playing = d.custom.iter().find(|c| c.wager == wager).cloned();
        let mut yours: Vec<JheCustomTable> = mine.with_value(|m| m.of(wager).cloned().collect());
        if let Some(c) = playing
            .as_ref()
            .filter(|c| !yours.iter().any(|y| y.name == c.name))
        {
            yours.push(c.clone());
        }
        yours
            .into_iter()
            .filter(|c| c.paytable().is_ok())
            .map(|c| {
                let selected = playing.as_ref().is_some_and(|p| p.name == c.name);
                view! { <option value=format!("{YOURS}{}", c.name) selected=selected>{format!("{} (yours, from Paytable {})", c.name, c.base)}</option> }
            })
            .collect_view()
    }
}

/// Plays the user's own table `value` names (`yours:<name>`) for its wager, or the published
/// one (`None` when the value names no own table); returns the published label asked for.
fn choose_own(
    d: &mut JhePlaySettings,
    mine: StoredValue<JheSavedTables>,
    wager: JheWager,
    value: &str,
) -> Option<String> {
    d.custom.retain(|c| c.wager != wager);
    match value.strip_prefix(YOURS) {
        Some(name) => {
            let table = mine.with_value(|m| m.of(wager).find(|t| t.name == name).cloned())?;
            let base = table.base.clone();
            d.custom.push(table);
            Some(base)
        }
        None => Some(value.to_string()),
    }
}

#[component]
pub fn Settings() -> impl IntoView {
    let ui = expect_context::<JheUi>();
    let form = SettingsForm::of(ui.saved);
    let (draft, message) = (form.draft, form.message);
    // The user's own tables from the explorer (read only here).
    let mine = StoredValue::new(JheSavedTables::on_device(engine::GameId::JackpotHoldEm));
    let rows = view! {
                <label>
                    "Progressive"
                    <select data-testid="setting-prog" on:change=move |ev| {
                        let v = event_target_value(&ev);
                        draft.update(|d| {
                            d.progressive = if v == "none" {
                                d.custom.retain(|c| c.wager != JheWager::Progressive);
                                None
                            } else {
                                choose_own(d, mine, JheWager::Progressive, &v)
                            };
                        });
                    }>
                        <option value="none" selected=move || draft.with(|d| d.progressive.is_none())>"Not offered"</option>
                        {PROGRESSIVE_LABELS.into_iter().map(|l| view! {
                            <option value=l selected=move || draft.with(|d| d.progressive.as_deref() == Some(l) && !d.custom.iter().any(|c| c.wager == JheWager::Progressive))>{format!("Paytable {l} (001 Ch.12 D)")}</option>
                        }).collect_view()}
                        {own_options(draft, mine, JheWager::Progressive)}
                    </select>
                </label>
                {form.number("Each meter's rate of progression (% of each Progressive wager)", "setting-rate", |d| format!("{}", d.meter_rate_bp as f64 / 100.0), |d, v| {
                    let pct: f64 = v.trim().trim_end_matches('%').parse().map_err(|_| format!("Rate of progression: '{v}' is not a percentage"))?;
                    if !(0.0..=100.0).contains(&pct) {
                        return Err("Rate of progression: 0% to 100%".into());
                    }
                    d.meter_rate_bp = (pct * 100.0).round() as u32;
                    Ok(())
                })}
                <label class="check">
                    <input type="checkbox" data-testid="setting-pb" prop:checked=move || draft.with(|d| d.player_bonus) on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        draft.update(|d| {
                            d.player_bonus = on;
                            if !on {
                                d.custom.retain(|c| c.wager != JheWager::PlayerBonus);
                            }
                        });
                    } />
                    " Player Bonus offered"
                </label>
                {[(JheWager::XtraBonus, "X-tra Bonus", "setting-xtra", "Paytable A (001 Ch.12 B)"), (JheWager::PlayerBonus, "Player Bonus", "setting-pb-table", "Paytable A (001 Ch.12 C)")].into_iter().map(|(wager, label, id, published)| view! {
                    <label>
                        {label}
                        <select data-testid=id disabled=move || wager == JheWager::PlayerBonus && draft.with(|d| !d.player_bonus) on:change=move |ev| {
                            let v = event_target_value(&ev);
                            draft.update(|d| {
                                choose_own(d, mine, wager, &v);
                            });
                        }>
                            <option value="A" selected=move || draft.with(|d| !d.custom.iter().any(|c| c.wager == wager))>{published}</option>
                            {own_options(draft, mine, wager)}
                        </select>
                    </label>
                }).collect_view()}
                {table_rows(draft, message)}
                {bankroll_row(draft, message)}
                {payout_limit_row(draft, message, "Payout limit per hand ($; blank for none posted, at least $50,000)")}
                <label>
                    "Computer strategy"
                    <select data-testid="setting-strategy" on:change=move |ev| {
                        if let Ok(s) = engine::jhe::strategy::JheStrategy::parse(&event_target_value(&ev)) {
                            draft.update(|d| d.computer_strategy = s);
                        }
                    }>
                        {COMPUTER_STRATEGIES.into_iter().map(|s| view! { <option value=s.code() selected=move || draft.with(|d| d.computer_strategy == s)>{s.name()}</option> }).collect_view()}
                    </select>
                </label>
                {dealing_method_row(
                    draft,
                    |_| JheRules::maryland().dealing_methods.value.to_vec(),
                    |m| m.name(),
                )}
                <label>
                    "Dealer's cards from an automated shoe"
                    <select data-testid="setting-dealer-cards" on:change=move |ev| {
                        let first = event_target_value(&ev) == "first";
                        draft.update(|d| d.dealer_cards = if first { DealerCardsFromShuffler::First } else { DealerCardsFromShuffler::LeftInShuffler });
                    }>
                        <option value="first" selected=move || draft.with(|d| d.dealer_cards == DealerCardsFromShuffler::First)>"Dealt first (001 Ch.10 B(2))"</option>
                        <option value="left" selected=move || draft.with(|d| d.dealer_cards == DealerCardsFromShuffler::LeftInShuffler)>"Left in the shuffler until all have acted (001 Ch.10 B(3))"</option>
                    </select>
                </label>
    };
    settings_panel(
        ui.round(),
        form,
        rows,
        move |settings| ui.apply_settings(settings),
        JhePlaySettings::share_query,
    )
}
