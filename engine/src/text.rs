//! Small helpers for the words the engine writes (lists, capitals), in one place.

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
