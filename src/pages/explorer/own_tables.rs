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
