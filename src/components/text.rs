//! Small wording helpers shared by every page.

/// One capitaliser for the engine's words and the app's.
pub use engine::text::capitalise;

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
