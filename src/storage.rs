//! The one place the app reads and writes the device's storage (localStorage). Each game keeps
//! its own entries, `<game>.<what>.v1` (`hcf.play.v1`, `hcf.academy.v1`: the keys High Card
//! Flush has always used). Unreadable data is kept aside under another key and reported; it is
//! never silently lost or half-read.

use engine::GameId;

/// What is stored for one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The play session: settings, bankroll, meter and history.
    Play,
    /// The academy's progress.
    Academy,
    /// Exact analyses computed on this device, kept so they need not run again.
    Analysis,
    /// The strategy drill's record.
    Drill,
    /// Papers over both games: their attempt and results (under its own key, `both.academy.v1`,
    /// whatever the game shown).
    BothGamesAcademy,
    /// The user's own paytables (copies of published ones with their amounts).
    CustomTables,
    /// Dealer mode's results.
    Dealer,
    /// The instructor's classes: assignments and hand-ins (under its own key,
    /// `classroom.v1`, whatever the game shown).
    Classroom,
    /// The chip rack the payouts are built from (under its own key, `rack.v1`, whatever the
    /// game shown).
    ChipRack,
    /// The instructor's pace targets and table-test rubric (under its own key, `pace.v1`,
    /// whatever the game shown).
    PaceTerms,
}

impl Entry {
    /// What the user calls it, in messages.
    fn noun(self) -> &'static str {
        match self {
            Entry::Play => "session",
            Entry::Academy => "progress",
            Entry::Analysis => "saved analysis",
            Entry::Drill => "drill record",
            Entry::BothGamesAcademy => "progress",
            Entry::CustomTables => "saved tables",
            Entry::Dealer => "dealer-mode results",
            Entry::Classroom => "classes",
            Entry::ChipRack => "chip rack",
            Entry::PaceTerms => "pace targets and rubric",
        }
    }
}

/// The game to name for an entry under its own key, whatever the game ([`Entry::Classroom`],
/// [`Entry::ChipRack`], [`Entry::PaceTerms`], [`Entry::BothGamesAcademy`]): the key does not
/// read it.
pub const ANY_GAME: GameId = GameId::ALL[0];

/// The storage key of one game's entry.
pub fn key(game: GameId, entry: Entry) -> String {
    let what = match entry {
        Entry::Play => "play",
        Entry::Academy => "academy",
        Entry::Analysis => "analysis",
        Entry::Drill => "drill",
        Entry::CustomTables => "custom",
        Entry::Dealer => "dealer",
        Entry::BothGamesAcademy => return "both.academy.v1".into(),
        Entry::Classroom => return "classroom.v1".into(),
        Entry::ChipRack => return "rack.v1".into(),
        Entry::PaceTerms => return "pace.v1".into(),
    };
    format!("{}.{what}.v1", game.code())
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved value, or `fresh` and a message saying why the saved one was not used (storage
/// blocked, or data `parse` refused, which is then kept aside under another key).
pub fn load<T>(
    game: GameId,
    entry: Entry,
    parse: impl Fn(&str) -> Result<T, String>,
    fresh: impl Fn() -> T,
) -> (T, Option<String>) {
    let noun = entry.noun();
    let Some(store) = storage() else {
        return (
            fresh(),
            Some(format!(
                "This browser does not allow saving: the {noun} will not survive a reload."
            )),
        );
    };
    let key = key(game, entry);
    match store.get_item(&key).ok().flatten() {
        None => (fresh(), None),
        Some(text) => match parse(&text) {
            Ok(value) => (value, None),
            Err(problem) => {
                let aside = format!("{key}.unreadable-{}", js_sys::Date::now() as u64);
                let kept = store.set_item(&aside, &text).is_ok();
                let _ = store.remove_item(&key);
                let note = if kept {
                    format!("{problem}. A copy was kept aside under “{aside}” and the {noun} starts fresh.")
                } else {
                    format!("{problem}. The {noun} starts fresh (the old data could not be copied aside).")
                };
                (fresh(), Some(note))
            }
        },
    }
}

/// Keeps the text of an entry brought in by an import (the academy's progress file carries the
/// device's chip rack and pace terms) beside the entry, for the entry's own loader to check and
/// adopt ([`adopt`]): the importing page links none of its parsing, and the entry in use is
/// replaced only by one its loader accepts. A message if the browser refuses.
pub fn stage(entry: Entry, text: &str) -> Option<String> {
    let store = storage()?;
    store
        .set_item(&staged_key(entry), text)
        .err()
        .map(|_| format!("The imported {} could not be kept.", entry.noun()))
}

/// Two messages as one (either may be missing).
pub fn both(first: Option<String>, second: Option<String>) -> Option<String> {
    match (first, second) {
        (Some(a), Some(b)) => Some(format!("{a} {b}")),
        (a, b) => a.or(b),
    }
}

fn staged_key(entry: Entry) -> String {
    format!("{}.imported", key(ANY_GAME, entry))
}

/// Adopts the entry an import staged ([`stage`]), if any: kept as the entry when `parse`
/// accepts it (nothing to say), else dropped and the entry in use left as it is, with a
/// message naming what was wrong.
pub fn adopt<T>(entry: Entry, parse: impl Fn(&str) -> Result<T, String>) -> Option<String> {
    let store = storage()?;
    let staged = staged_key(entry);
    let text = store.get_item(&staged).ok().flatten()?;
    let _ = store.remove_item(&staged);
    match parse(&text) {
        Ok(_) => save(ANY_GAME, entry, &text),
        Err(problem) => Some(format!(
            "Not kept from the import: the {} ({problem}); this device's stays.",
            entry.noun()
        )),
    }
}

/// Saves a value as JSON; returns a message if the browser refuses.
pub fn save(game: GameId, entry: Entry, json: &str) -> Option<String> {
    let store = storage()?;
    store.set_item(&key(game, entry), json).err().map(|_| {
        format!(
            "The {} could not be saved (storage full or blocked).",
            entry.noun()
        )
    })
}

/// The saved text of a game's entry, as it is (`None`: nothing saved), for a page that adds to
/// an entry another page owns and so must leave it as it is; `Err` when storage is blocked.
pub fn read(game: GameId, entry: Entry) -> Result<Option<String>, String> {
    let store = storage().ok_or_else(|| {
        format!(
            "This browser does not allow saving: the {} cannot be read or kept.",
            entry.noun()
        )
    })?;
    Ok(store.get_item(&key(game, entry)).ok().flatten())
}

/// Removes a game's entry (after its data moved elsewhere).
pub fn remove(game: GameId, entry: Entry) {
    if let Some(store) = storage() {
        let _ = store.remove_item(&key(game, entry));
    }
}

/// The `version` of saved JSON (any object; `None` when it has none), read straight from the
/// text so a loader can refuse an unknown format before reading the whole. (Not through
/// serde_json's `Value`, which would cost every page bundle about 10 KB gzip.)
pub fn saved_version(text: &str) -> Result<Option<u64>, serde_json::Error> {
    #[derive(serde::Deserialize)]
    struct Versioned {
        version: Option<serde_json::Number>,
    }
    let versioned: Versioned = serde_json::from_str(text)?;
    Ok(versioned.version.and_then(|v| v.as_u64()))
}

/// The display settings (theme, deck), kept for every game alike.
pub fn load_display() -> Option<String> {
    storage()?.get_item(DISPLAY_KEY).ok().flatten()
}

/// Keeps the display settings; `Some` says why they could not be kept.
pub fn save_display(text: &str) -> Option<String> {
    let store = storage()?;
    store
        .set_item(DISPLAY_KEY, text)
        .err()
        .map(|_| "The display settings could not be saved (storage full or blocked).".into())
}

const DISPLAY_KEY: &str = "app.display.v1";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn high_card_flush_keeps_the_keys_it_always_had() {
        assert_eq!(key(GameId::HighCardFlush, Entry::Play), "hcf.play.v1");
        assert_eq!(key(GameId::HighCardFlush, Entry::Academy), "hcf.academy.v1");
        assert_eq!(key(GameId::JackpotHoldEm, Entry::Play), "jhe.play.v1");
        assert_eq!(
            key(GameId::HighCardFlush, Entry::BothGamesAcademy),
            "both.academy.v1"
        );
        assert_eq!(
            key(GameId::JackpotHoldEm, Entry::Analysis),
            "jhe.analysis.v1"
        );
        assert_eq!(key(GameId::JackpotHoldEm, Entry::Drill), "jhe.drill.v1");
    }
}
