//! A view's state kept in the address (`?j=MA&w=sfb&open=E`), so what a user sees can be shared
//! or bookmarked: each value is read once when the view opens and written back when it changes,
//! replacing the history entry (a change of a select is not a page to go back to). Values equal
//! to the view's default are left out, so an untouched view keeps a clean address. A value the
//! view cannot read is ignored there (its default shows); nothing here panics on an odd URL.

use crate::play_state::decode;
pub use crate::play_state::encode;
use crate::router::{navigate, use_location};
use leptos::prelude::*;

/// The decoded value of `key` in a query (`"?j=MA&w=sfb"`, `"j=MA"` or `""`).
pub fn value_in(search: &str, key: &str) -> Option<String> {
    search
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('=').or(Some((pair, ""))))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| decode(v))
}

/// `search` with `key` set to `value` (added at the end when new) or removed (`None`); `""`
/// when nothing is left, otherwise `"?…"`.
pub fn with_value(search: &str, key: &str, value: Option<&str>) -> String {
    let mut pairs: Vec<String> = Vec::new();
    let mut placed = false;
    for pair in search.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let k = pair.split_once('=').map_or(pair, |(k, _)| k);
        if k == key {
            if let (Some(v), false) = (value, placed) {
                pairs.push(format!("{key}={}", encode(v)));
                placed = true;
            }
        } else {
            pairs.push(pair.to_string());
        }
    }
    if let (Some(v), false) = (value, placed) {
        pairs.push(format!("{key}={}", encode(v)));
    }
    if pairs.is_empty() {
        String::new()
    } else {
        format!("?{}", pairs.join("&"))
    }
}

/// The value of `key` in the address when the view opened.
pub fn initial(key: &str) -> Option<String> {
    value_in(&use_location().search.get_untracked(), key)
}

/// Keeps `value()` in the address under `key` (`None`: the default, left out), replacing the
/// history entry whenever it changes.
pub fn keep(key: &'static str, value: impl Fn() -> Option<String> + 'static) {
    let location = use_location();
    Effect::new(move |_| {
        let value = value();
        let search = location.search.get_untracked();
        let next = with_value(&search, key, value.as_deref());
        if next != search {
            let path = window().location().pathname().unwrap_or_default();
            navigate(&format!("{path}{next}"), true);
        }
    });
}

/// A choice among `choices` (code, name) kept in the address under `key`, left out at
/// `default`; an unknown code in the address opens at the default.
pub fn kept_choice(
    key: &'static str,
    choices: &'static [(&'static str, &'static str)],
    default: &'static str,
) -> RwSignal<String> {
    let choice = RwSignal::new(
        initial(key)
            .filter(|c| choices.iter().any(|(code, _)| code == c))
            .unwrap_or_else(|| default.to_string()),
    );
    keep(key, move || Some(choice.get()).filter(|c| c != default));
    choice
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_read_decoded_and_missing_keys_are_none() {
        assert_eq!(value_in("?j=MA&w=sfb", "w").as_deref(), Some("sfb"));
        assert_eq!(value_in("j=MA", "j").as_deref(), Some("MA"));
        assert_eq!(
            value_in("?cards=Ah%20Kh", "cards").as_deref(),
            Some("Ah Kh")
        );
        assert_eq!(value_in("?flag", "flag").as_deref(), Some(""));
        assert_eq!(value_in("", "j"), None);
        assert_eq!(value_in("?jj=MA", "j"), None);
    }

    #[test]
    fn a_value_is_set_in_place_added_at_the_end_or_removed() {
        assert_eq!(with_value("", "j", Some("MA")), "?j=MA");
        assert_eq!(with_value("?j=MD&w=fb", "j", Some("SD")), "?j=SD&w=fb");
        assert_eq!(with_value("?j=MD", "w", Some("sfb")), "?j=MD&w=sfb");
        assert_eq!(with_value("?j=MD&w=fb", "j", None), "?w=fb");
        assert_eq!(with_value("?j=MD", "j", None), "");
        assert_eq!(with_value("?j=MD&j=MA", "j", Some("SD")), "?j=SD");
        assert_eq!(
            with_value("", "cards", Some("Ah 10♥")),
            "?cards=Ah%2010%E2%99%A5"
        );
    }

    #[test]
    fn what_is_written_reads_back() {
        for value in ["Ah Kh 9h", "a&b=c", "My table #2", "10♥", "%zz+"] {
            let search = with_value("?x=1", "v", Some(value));
            assert_eq!(value_in(&search, "v").as_deref(), Some(value), "{search}");
        }
    }
}
