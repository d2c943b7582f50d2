//! Small wording helpers shared by every page.

/// The text with its first letter upper case (ASCII: the app's words are, and the Unicode case
/// tables would cost every page bundle for nothing).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_ascii_uppercase().to_string() + chars.as_str()
    })
}

/// "1 round", "2 rounds": a count with its noun, singular or plural.
pub fn count(n: impl Into<u64>, singular: &str, plural: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { singular } else { plural })
}

#[cfg(test)]
mod tests {
    #[test]
    fn counts_agree_with_their_noun() {
        assert_eq!(super::count(1u32, "round", "rounds"), "1 round");
        assert_eq!(super::count(0u32, "round", "rounds"), "0 rounds");
        assert_eq!(super::count(2u64, "mistake", "mistakes"), "2 mistakes");
    }
}
