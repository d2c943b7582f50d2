//! Citations: every rule the engine applies can say where it comes from.
//!
//! The format is RULES.md §0.2: `000/002 Ch.11 B(5)(c)` (Maryland HCF), `001 Ch.11 G(3)(a)`
//! (Jackpot Hold 'Em), `003 §10(e)(1)(i)` (Massachusetts), `004 (9)(b)(i)` (South Dakota), with
//! `AMB-n` naming an adopted interpretation from AMBIGUITIES.md.

use serde::{Serialize, Serializer};
use std::fmt;

/// A pointer into the regulatory texts.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Citation(&'static str);

impl Citation {
    pub const fn new(text: &'static str) -> Citation {
        Citation(text)
    }

    pub fn as_str(self) -> &'static str {
        self.0
    }

    /// The AMB-n interpretations this citation relies on.
    pub fn ambiguities(self) -> Vec<u16> {
        ambiguities_in(self.0)
    }
}

/// The AMB-n interpretations a text names (a citation's, or an explanation's own), without
/// making the text a citation.
pub fn ambiguities_in(text: &str) -> Vec<u16> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("AMB-") {
        rest = &rest[at + 4..];
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        if let Ok(n) = digits.parse() {
            found.push(n);
        }
    }
    found
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl fmt::Debug for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}]", self.0)
    }
}

impl Serialize for Citation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

/// A rule value together with the text it comes from.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ruled<T> {
    pub value: T,
    pub citation: Citation,
}

impl<T> Ruled<T> {
    pub const fn new(value: T, citation: &'static str) -> Ruled<T> {
        Ruled {
            value,
            citation: Citation::new(citation),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_ambiguities_a_citation_relies_on() {
        let c = Citation::new("003 §12(c) (AMB-8); 004 (2) (AMB-8, AMB-59)");
        assert_eq!(c.ambiguities(), vec![8, 8, 59]);
        assert!(Citation::new("000/002 Ch.12 A").ambiguities().is_empty());
    }
}
