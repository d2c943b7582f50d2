//! The play session on the device: localStorage, versioned. Unreadable data is kept aside under
//! another key and reported; it is never silently lost or half-read.

use crate::play_state::{PlaySettings, Saved};

const KEY: &str = "hcf.play.v1";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved session, or a fresh one and a message saying why the saved one was not used.
pub fn load() -> (Saved, Option<String>) {
    let Some(store) = storage() else {
        return (
            Saved::fresh(PlaySettings::default()),
            Some(
                "This browser does not allow saving: the session will not survive a reload.".into(),
            ),
        );
    };
    match store.get_item(KEY).ok().flatten() {
        None => (Saved::fresh(PlaySettings::default()), None),
        Some(text) => match Saved::parse(&text) {
            Ok(saved) => (saved, None),
            Err(problem) => {
                let aside = format!("{KEY}.unreadable-{}", js_sys::Date::now() as u64);
                let kept = store.set_item(&aside, &text).is_ok();
                let _ = store.remove_item(KEY);
                let note = if kept {
                    format!("{problem}. A copy was kept aside under “{aside}” and a fresh session started.")
                } else {
                    format!("{problem}. A fresh session started (the old data could not be copied aside).")
                };
                (Saved::fresh(PlaySettings::default()), Some(note))
            }
        },
    }
}

/// Saves the session; returns a message if the browser refuses.
pub fn save(saved: &Saved) -> Option<String> {
    let store = storage()?;
    store
        .set_item(KEY, &saved.to_json())
        .err()
        .map(|_| "The session could not be saved (storage full or blocked).".to_string())
}
