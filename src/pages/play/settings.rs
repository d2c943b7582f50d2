//! Table settings: jurisdiction, offered wagers and paytables, limits, computer players, seat,
//! dealing method, speed, coach; kept on the device and shareable as a URL.

use super::PlayUi;
use crate::components::play_panels::{dealing_method_row, settings_panel, SettingsForm};
use crate::custom_tables::SavedTables;
use crate::play_state::PlaySettings;
use crate::round_ui::PlayGame;
use crate::session_view::{bankroll_row, payout_limit_row, table_rows};
use engine::hcf::custom::CustomTable;

/// How the select names one of the user's saved tables.
const YOURS: &str = "yours:";
use engine::hcf::decision::Strategy;
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::{DealingMethod, HcfRules};
use engine::{Cents, Jurisdiction};
use leptos::prelude::*;

#[component]
pub fn Settings() -> impl IntoView {
    let ui = expect_context::<PlayUi>();
    let form = SettingsForm::of(ui.saved);
    let (draft, message) = (form.draft, form.message);
    // The user's own tables from the explorer (read only here).
    let mine = StoredValue::new(SavedTables::on_device(engine::GameId::HighCardFlush));
    let select_paytable = move |wager: SideWager, label: &'static str| {
        view! {
            <label>
                {label}
                <select data-testid=format!("setting-{}", wager.code()) on:change=move |ev| {
                    let v = event_target_value(&ev);
                    draft.update(|d| {
                        d.custom.retain(|c| c.wager != wager);
                        let value = match v.strip_prefix(YOURS) {
                            Some(name) => mine.with_value(|m| m.find(d.jurisdiction, wager, name).cloned()).map(|c| {
                                let base = c.base.clone();
                                d.custom.push(c);
                                base
                            }),
                            None => (v != "none").then_some(v.clone()),
                        };
                        match wager {
                            SideWager::FlushBonus => d.flush_bonus = value,
                            SideWager::StraightFlushBonus => d.straight_flush_bonus = value,
                            SideWager::Progressive => d.progressive = value,
                        }
                    });
                }>
                    <option value="none">"Not offered"</option>
                    {move || {
                        let d = draft.get();
                        let playing = d.custom.iter().find(|c| c.wager == wager).map(|c| c.name.clone());
                        let current = match wager {
                            SideWager::FlushBonus => d.flush_bonus.clone(),
                            SideWager::StraightFlushBonus => d.straight_flush_bonus.clone(),
                            SideWager::Progressive => d.progressive.clone(),
                        }
                        .filter(|_| playing.is_none());
                        // Your tables first (with the one being played even if since deleted).
                        let mut yours: Vec<CustomTable> = mine.with_value(|m| m.of(d.jurisdiction, wager).cloned().collect());
                        if let Some(c) = d.custom.iter().find(|c| c.wager == wager && !yours.iter().any(|y| y.name == c.name)) {
                            yours.push(c.clone());
                        }
                        let yours = yours.into_iter().filter_map(|c| {
                            let table = c.paytable().ok()?;
                            let selected = playing.as_deref() == Some(c.name.as_str());
                            Some(view! { <option value=format!("{YOURS}{}", c.name) selected=selected>{format!("{} (yours): {}", c.name, super::help::lines_in_brief(&table, 3))}</option> })
                        }).collect_view();
                        let published = paytables(d.jurisdiction, wager)
                            .filter(|t| !t.needs_operator_amounts())
                            .map(|t| {
                                let selected = current.as_deref() == Some(t.label.as_str());
                                view! { <option value=t.label.clone() selected=selected>{format!("{}: {}", t.display_label(), super::help::lines_in_brief(t, 3))}</option> }
                            })
                            .collect_view();
                        (published, yours)
                    }}
                </select>
            </label>
        }
    };
    let rows = view! {
                <label>
                    "Jurisdiction"
                    <select data-testid="setting-jurisdiction" on:change=move |ev| {
                        if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                            draft.update(|d| {
                                let fresh = PlaySettings::for_jurisdiction(j);
                                d.jurisdiction = j;
                                d.flush_bonus = fresh.flush_bonus;
                                d.straight_flush_bonus = fresh.straight_flush_bonus;
                                d.progressive = fresh.progressive;
                                d.custom.clear();
                                if !HcfRules::of(j).dealing_methods.value.contains(&d.table.dealing_method) {
                                    d.table.dealing_method = DealingMethod::ManualShoe;
                                }
                                d.boxes = 1;
                            });
                        }
                    }>
                        {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code() selected=move || draft.with(|d| d.jurisdiction == j)>{j.name()}</option> }).collect_view()}
                    </select>
                </label>
                {select_paytable(SideWager::FlushBonus, "Flush Bonus")}
                {select_paytable(SideWager::StraightFlushBonus, "Straight Flush Bonus")}
                {select_paytable(SideWager::Progressive, "Progressive")}
                {table_rows(draft, message)}
                {form.number("Adjacent boxes you play", "setting-boxes", |d| d.boxes.to_string(), |d, v| {
                    d.boxes = v.trim().parse().ok().filter(|n| (1..=3).contains(n)).ok_or("Boxes: 1 to 3, where the rules allow")?;
                    Ok(())
                })}
                {bankroll_row(draft, message)}
                {form.number("Progressive wager ($; fixed at $1 in MA)", "setting-unit", |d| (d.progressive_unit.0 / 100).to_string(), |d, v| {
                    d.progressive_unit = Cents::parse_dollars(v).ok().filter(|c| c.0 >= 100 && c.0 % 100 == 0).ok_or("Progressive wager: whole dollars, at least $1")?;
                    Ok(())
                })}
                {form.number("Meter seed ($; blank for the default)", "setting-seed", |d| d.meter_seed.map(|s| (s.0 / 100).to_string()).unwrap_or_default(), |d, v| {
                    d.meter_seed = if v.trim().is_empty() { None } else { Some(Cents::parse_dollars(v).map_err(|e| format!("Meter seed: {e}"))?) };
                    Ok(())
                })}
                {payout_limit_row(draft, message, "Payout limit per hand ($; blank for the rules' default)")}
                <label>
                    "Computer strategy"
                    <select data-testid="setting-strategy" on:change=move |ev| {
                        if let Ok(s) = Strategy::parse(&event_target_value(&ev)) {
                            draft.update(|d| d.computer_strategy = s);
                        }
                    }>
                        {[("optimal", "Optimal"), ("card", "The strategy card"), ("threshold:T86", "Raise 10-8-6 or better"), ("always", "Always raise")]
                            .into_iter()
                            .map(|(code, label)| view! { <option value=code selected=move || draft.with(|d| d.computer_strategy.code() == code)>{label}</option> })
                            .collect_view()}
                    </select>
                </label>
                {dealing_method_row(
                    draft,
                    |d| HcfRules::of(d.jurisdiction).dealing_methods.value.to_vec(),
                    engine::hcf::rules::method_name,
                )}
    };
    settings_panel(
        ui.round(),
        form,
        rows,
        move |settings| ui.apply_settings(settings),
        PlaySettings::share_query,
    )
}
