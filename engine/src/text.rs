//! Small helpers for the words the engine writes (lists, capitals, counts in words), in one
//! place: the table, the academy, the summaries and the app all say things the same way.

/// The text with its first letter upper case (ASCII: the engine writes English, and the Unicode
/// case tables would cost every page bundle for nothing).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_ascii_uppercase().to_string() + chars.as_str()
    })
}

/// The text with its first letter lower case, to run on inside a sentence.
pub fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_ascii_lowercase().to_string() + chars.as_str()
    })
}

/// "seven", "two": a card count in words, as questions say it (figures from eight on).
pub fn in_words(n: u8) -> String {
    const WORDS: [&str; 8] = ["no", "one", "two", "three", "four", "five", "six", "seven"];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// "Ante", "Ante and Raise", "Ante, X-tra Bonus and Play", followed by the verb that agrees
/// with the count ("is" for one, "are" for several).
pub fn list_and(items: &[&str], one: &str, several: &str) -> String {
    let verb = if items.len() == 1 { one } else { several };
    let list = match items {
        [] => String::new(),
        [only] => only.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    };
    format!("{list} {verb}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capitals_and_counts() {
        assert_eq!(capitalise("ante"), "Ante");
        assert_eq!(capitalise(""), "");
        assert_eq!(lower_first("Deal"), "deal");
        assert_eq!(in_words(2), "two");
        assert_eq!(in_words(12), "12");
    }

    #[test]
    fn lists_read_as_english() {
        assert_eq!(list_and(&["Ante"], "is", "are"), "Ante is");
        assert_eq!(
            list_and(&["Ante", "Raise"], "is", "are"),
            "Ante and Raise are"
        );
        assert_eq!(
            list_and(&["Ante", "X-tra Bonus", "Play"], "is", "are"),
            "Ante, X-tra Bonus and Play are"
        );
    }
}
