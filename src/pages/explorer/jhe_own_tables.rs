//! Jackpot Hold 'Em's own copies in its explorer: the keeper under a copy's editor (its name,
//! "Save on this device", the copies already saved to open, delete or play).

use super::own_tables::{persist, Message, SavedMessage};
use engine::GameId;
use leptos::prelude::*;

/// Under a Jackpot Hold 'Em copy's editor: its name and "Save on this device", and the copies of
/// the same table already saved, to open in the editor again, delete, or play at the table.
#[component]
pub fn JheCopyKeeper(
    wager: engine::jhe::JheWager,
    base: String,
    /// The copy's pays as the editor holds them, or why it cannot be saved.
    pays: Signal<Result<Vec<engine::paytable::Pay>, String>>,
    /// Puts a saved copy's pays into the editor.
    on_open: Callback<Vec<engine::paytable::Pay>>,
    saved: RwSignal<crate::custom_tables::JheSavedTables>,
    testid: &'static str,
) -> impl IntoView {
    use engine::jhe::custom::{JheCustomTable, MAX_NAME};
    let name = RwSignal::new(String::new());
    let message: Message = RwSignal::new(None);
    let base = StoredValue::new(base);
    let save = move |_| {
        let table_name = name.get_untracked().trim().to_string();
        let outcome = pays.get_untracked().and_then(|pays| {
            let mut next = saved.get_untracked();
            next.save(JheCustomTable {
                wager,
                base: base.get_value(),
                name: table_name.clone(),
                pays,
            })?;
            saved.set(next);
            persist(GameId::JackpotHoldEm, saved).map_or(Ok(()), Err)?;
            Ok(format!(
                "Saved on this device as '{table_name}': open it again from “Yours”, or export it with your tables."
            ))
        });
        message.set(Some(outcome));
    };
    let mine = move || {
        saved.with(|s| {
            s.of(wager)
                .filter(|t| base.with_value(|b| t.base == *b))
                .map(|t| (t.name.clone(), t.pays.clone()))
                .collect::<Vec<_>>()
        })
    };
    let is_saved = move || mine().iter().any(|(n, _)| *n == name.get().trim());
    view! {
        <div class="controls">
            <label>
                "Name "
                <input data-testid=format!("{testid}-name") maxlength=MAX_NAME.to_string() autocomplete="off"
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <button data-testid=format!("{testid}-save") on:click=save>"Save on this device"</button>
            {move || {
                let mine = mine();
                (!mine.is_empty()).then(|| {
                    let chosen = mine.clone();
                    view! {
                        <label>
                            "Yours "
                            <select data-testid=format!("{testid}-mine") on:change=move |ev| {
                                let wanted = event_target_value(&ev);
                                if let Some((n, pays)) = chosen.iter().find(|(n, _)| *n == wanted) {
                                    name.set(n.clone());
                                    on_open.run(pays.clone());
                                    message.set(None);
                                }
                            }>
                                <option value="">"Open one of yours…"</option>
                                {mine.into_iter().map(|(n, _)| view! { <option value=n.clone() selected=move || name.get().trim() == n>{n.clone()}</option> }).collect_view()}
                            </select>
                        </label>
                    }
                })
            }}
            <Show when=is_saved>
                <button data-testid=format!("{testid}-delete") on:click=move |_| {
                    let gone = name.get_untracked().trim().to_string();
                    saved.update(|s| s.remove(wager, &gone));
                    message.set(Some(persist(GameId::JackpotHoldEm, saved).map_or_else(|| Ok(format!("Deleted '{gone}'.")), Err)));
                }>"Delete"</button>
                // The practice table with this saved copy in place of the published table.
                <a data-testid=format!("{testid}-play") href=move || {
                    let table = JheCustomTable { wager, base: base.get_value(), name: name.get().trim().to_string(), pays: Vec::new() };
                    format!(
                        "{}?{}",
                        crate::base_path::href(&crate::address::Part::Play.route(GameId::JackpotHoldEm)),
                        crate::jhe_play_state::JhePlaySettings::own_table_query(&table)
                    )
                }>"Play this table"</a>
            </Show>
        </div>
        <SavedMessage message=message testid=format!("{testid}-message") />
    }
}
