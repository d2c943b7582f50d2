//! The three jurisdictions and their source documents (RULES.md §0.1).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Jurisdiction {
    Maryland,
    Massachusetts,
    SouthDakota,
}

impl Jurisdiction {
    pub const ALL: [Jurisdiction; 3] = [
        Jurisdiction::Maryland,
        Jurisdiction::Massachusetts,
        Jurisdiction::SouthDakota,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Jurisdiction::Maryland => "Maryland",
            Jurisdiction::Massachusetts => "Massachusetts",
            Jurisdiction::SouthDakota => "South Dakota",
        }
    }

    /// Postal code, used in URLs, saved data and the CLI.
    pub fn code(self) -> &'static str {
        match self {
            Jurisdiction::Maryland => "MD",
            Jurisdiction::Massachusetts => "MA",
            Jurisdiction::SouthDakota => "SD",
        }
    }

    /// Accepts the code or the name, any case.
    pub fn parse(text: &str) -> Option<Jurisdiction> {
        let text = text.trim();
        Jurisdiction::ALL.into_iter().find(|j| {
            j.code().eq_ignore_ascii_case(text)
                || j.name().eq_ignore_ascii_case(text)
                || j.name().replace(' ', "").eq_ignore_ascii_case(text)
        })
    }

    /// The regulatory text for High Card Flush and its short code.
    pub fn hcf_document(self) -> (&'static str, &'static str) {
        match self {
            Jurisdiction::Maryland => ("000/002", "MLGCA Standard Rules – High Card Flush"),
            Jurisdiction::Massachusetts => ("003", "High Card Flush rules under 205 CMR 146"),
            Jurisdiction::SouthDakota => ("004", "ARSD 20:18:16:15.21 The play -- High Card Flush"),
        }
    }

    /// The regulator.
    pub fn regulator(self) -> &'static str {
        match self {
            Jurisdiction::Maryland => "Maryland Lottery and Gaming Control Agency",
            Jurisdiction::Massachusetts => "Massachusetts Gaming Commission",
            Jurisdiction::SouthDakota => "South Dakota Commission on Gaming",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_codes_and_names() {
        assert_eq!(Jurisdiction::parse("md"), Some(Jurisdiction::Maryland));
        assert_eq!(
            Jurisdiction::parse("South Dakota"),
            Some(Jurisdiction::SouthDakota)
        );
        assert_eq!(
            Jurisdiction::parse("southdakota"),
            Some(Jurisdiction::SouthDakota)
        );
        assert_eq!(Jurisdiction::parse("NV"), None);
    }
}
