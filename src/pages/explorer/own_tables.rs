//! Tables of one's own in the explorer, for either game: read from and kept on the device, the
//! list exported and imported as JSON, and the one line saying what happened to it.

use crate::components::download::download;
use crate::custom_tables::{OwnTable, Saved};
use crate::storage::{self, Entry};
use engine::GameId;
use leptos::prelude::*;

/// What happened to the saved tables last: a notice, or why something could not be done.
pub type Message = RwSignal<Option<Result<String, String>>>;

/// The game's saved tables (unreadable ones kept aside, with a message saying so).
pub fn load<T: OwnTable + Send + Sync + 'static>(game: GameId) -> (RwSignal<Saved<T>>, Message) {
    let (tables, notice) = storage::load(game, Entry::CustomTables, Saved::parse, Saved::fresh);
    (RwSignal::new(tables), RwSignal::new(notice.map(Err)))
}

/// Keeps the saved tables on the device; `Some` says why it could not.
pub fn persist<T: OwnTable + Send + Sync + 'static>(
    game: GameId,
    saved: RwSignal<Saved<T>>,
) -> Option<String> {
    storage::save(
        game,
        Entry::CustomTables,
        &saved.with_untracked(Saved::to_json),
    )
}

/// "Export my tables (JSON, n)" and "Import tables (JSON)": an import adds every table of the
/// file or none, and is kept at once.
#[component]
pub fn ExportImport<T: OwnTable + Send + Sync + 'static>(
    game: GameId,
    saved: RwSignal<Saved<T>>,
    message: Message,
    file_name: &'static str,
) -> impl IntoView {
    view! {
        <button data-testid="export-json" on:click=move |_| {
            let json = saved.with_untracked(Saved::to_json);
            if let Err(m) = download(file_name, "application/json", &json) {
                message.set(Some(Err(m)));
            }
        }>{move || format!("Export my tables (JSON, {})", saved.with(|s| s.tables.len()))}</button>
        <label class="file-button">
            "Import tables (JSON) "
            <input type="file" accept=".json,application/json" data-testid="import-json" on:change=move |ev| {
                leptos::task::spawn_local(async move {
                    let outcome = match crate::components::upload::chosen_file_text(&ev).await {
                        Ok(None) => return,
                        Ok(Some((name, text))) => {
                            let mut next = saved.get_untracked();
                            next.import(&name, &text).inspect(|_| saved.set(next))
                        }
                        Err(e) => Err(e),
                    };
                    message.set(Some(outcome.and_then(|m| persist(game, saved).map_or(Ok(m), Err))));
                });
            } />
        </label>
    }
}

/// The line saying what happened to the saved tables.
#[component]
pub fn SavedMessage(
    message: Message,
    #[prop(into, default = "saved-message".into())] testid: String,
) -> impl IntoView {
    move || {
        let testid = testid.clone();
        message.get().map(|m| match m {
            Ok(text) => {
                view! { <p class="notice" role="status" data-testid=testid>{text}</p> }.into_any()
            }
            Err(text) => {
                view! { <p class="error" role="alert" data-testid=testid>{text}</p> }.into_any()
            }
        })
    }
}

/// What a line's amount field holds for a pay: the N of "N to 1" or "N for 1", a meter's share.
pub fn pay_input(pay: engine::paytable::Pay) -> String {
    use engine::paytable::Pay;
    match pay {
        Pay::ToOne(n) | Pay::ForOne(n) => n.to_string(),
        Pay::MeterPercent { percent, .. } => percent.to_string(),
        _ => String::new(),
    }
}

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
