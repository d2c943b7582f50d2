//! A rule set is a game under one jurisdiction's rules: the key of everything that differs
//! between them (rules, paytables, exact odds, academy templates and exams, saved data, links and
//! the CLI). High Card Flush has three (Maryland, Massachusetts, South Dakota); Jackpot Hold 'Em is
//! Maryland's (RULES.md §0.1, Part B).

use crate::jurisdiction::Jurisdiction;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game the product knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameId {
    HighCardFlush,
    JackpotHoldEm,
}

impl GameId {
    pub const ALL: [GameId; 2] = [GameId::HighCardFlush, GameId::JackpotHoldEm];

    pub fn name(self) -> &'static str {
        match self {
            GameId::HighCardFlush => "High Card Flush",
            GameId::JackpotHoldEm => "Jackpot Hold 'Em",
        }
    }

    /// Short code, used in URLs, saved data and the CLI (`const`: the app's registry draws its
    /// routing rules from it at compile time).
    pub const fn code(self) -> &'static str {
        match self {
            GameId::HighCardFlush => "hcf",
            GameId::JackpotHoldEm => "jhe",
        }
    }

    /// Accepts the code or the name, any case.
    pub fn parse(text: &str) -> Option<GameId> {
        let text = text.trim();
        let squash = |s: &str| {
            s.chars()
                .filter(char::is_ascii_alphanumeric)
                .collect::<String>()
                .to_ascii_lowercase()
        };
        GameId::ALL
            .into_iter()
            .find(|g| g.code().eq_ignore_ascii_case(text) || squash(g.name()) == squash(text))
    }

    /// Does `work` with this game's module: the one place the engine turns a game's id into the
    /// game's code ([`GameModule`](crate::game_module::GameModule)).
    pub fn visit<V: crate::game_module::GameVisitor>(self, work: V) -> V::Out {
        match self {
            GameId::HighCardFlush => work.visit::<crate::hcf::table::HighCardFlush>(),
            GameId::JackpotHoldEm => work.visit::<crate::jhe::JackpotHoldEm>(),
        }
    }

    /// The jurisdictions whose rules for this game the product holds.
    pub fn jurisdictions(self) -> &'static [Jurisdiction] {
        match self {
            GameId::HighCardFlush => &Jurisdiction::ALL,
            GameId::JackpotHoldEm => &[Jurisdiction::Maryland],
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game under one jurisdiction's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RuleSet {
    pub game: GameId,
    pub jurisdiction: Jurisdiction,
}

/// Why a rule set was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleSetError {
    UnknownGame(String),
    UnknownJurisdiction(String),
    /// The regulator has no rules for this game (or the product does not hold them).
    NotOffered(GameId, Jurisdiction),
}

impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleSetError::UnknownGame(text) => write!(
                f,
                "'{text}' is not a game here (hcf = High Card Flush, jhe = Jackpot Hold 'Em)"
            ),
            RuleSetError::UnknownJurisdiction(text) => {
                write!(f, "'{text}' is not a jurisdiction here (MD, MA or SD)")
            }
            RuleSetError::NotOffered(game, j) => {
                let offered: Vec<&str> = game.jurisdictions().iter().map(|j| j.code()).collect();
                write!(
                    f,
                    "{} has no {game} rules here ({game} is played under {})",
                    j.name(),
                    offered.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for RuleSetError {}

impl RuleSet {
    /// Every rule set the product holds, High Card Flush first (the order of menus).
    pub const ALL: [RuleSet; 4] = [
        RuleSet::hcf(Jurisdiction::Maryland),
        RuleSet::hcf(Jurisdiction::Massachusetts),
        RuleSet::hcf(Jurisdiction::SouthDakota),
        RuleSet {
            game: GameId::JackpotHoldEm,
            jurisdiction: Jurisdiction::Maryland,
        },
    ];

    pub const fn hcf(jurisdiction: Jurisdiction) -> RuleSet {
        RuleSet {
            game: GameId::HighCardFlush,
            jurisdiction,
        }
    }

    /// A game under a jurisdiction, if the product holds those rules.
    pub fn new(game: GameId, jurisdiction: Jurisdiction) -> Result<RuleSet, RuleSetError> {
        if game.jurisdictions().contains(&jurisdiction) {
            Ok(RuleSet { game, jurisdiction })
        } else {
            Err(RuleSetError::NotOffered(game, jurisdiction))
        }
    }

    /// Parses a game code and a jurisdiction (code or name).
    pub fn parse(game: &str, jurisdiction: &str) -> Result<RuleSet, RuleSetError> {
        let g = GameId::parse(game).ok_or_else(|| RuleSetError::UnknownGame(game.into()))?;
        let j = Jurisdiction::parse(jurisdiction)
            .ok_or_else(|| RuleSetError::UnknownJurisdiction(jurisdiction.into()))?;
        RuleSet::new(g, j)
    }

    /// The key used in saved data and links: `hcf-MD`, `jhe-MD`.
    pub fn key(self) -> String {
        format!("{}-{}", self.game.code(), self.jurisdiction.code())
    }

    /// Reads a key written by [`RuleSet::key`]; a bare jurisdiction code (`MD`), as saved data
    /// and links wrote before there were two games, means High Card Flush.
    pub fn from_key(key: &str) -> Result<RuleSet, RuleSetError> {
        match key.split_once('-') {
            Some((game, j)) => RuleSet::parse(game, j),
            None => Jurisdiction::parse(key)
                .map(RuleSet::hcf)
                .ok_or_else(|| RuleSetError::UnknownJurisdiction(key.into())),
        }
    }

    /// "Maryland High Card Flush".
    pub fn title(self) -> String {
        format!("{} {}", self.jurisdiction.name(), self.game.name())
    }

    /// The regulatory text and its short code (RULES.md §0.1).
    pub fn document(self) -> (&'static str, &'static str) {
        match self.game {
            GameId::HighCardFlush => self.jurisdiction.hcf_document(),
            GameId::JackpotHoldEm => ("001", "MLGCA Standard Rules – Jackpot Hold 'Em"),
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.title())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_old_bare_codes_mean_high_card_flush() {
        for rule_set in RuleSet::ALL {
            assert_eq!(RuleSet::from_key(&rule_set.key()), Ok(rule_set));
        }
        assert_eq!(
            RuleSet::from_key("MA"),
            Ok(RuleSet::hcf(Jurisdiction::Massachusetts))
        );
        assert_eq!(RuleSet::ALL[3].key(), "jhe-MD");
    }

    #[test]
    fn a_game_a_jurisdiction_does_not_regulate_is_refused_with_the_reason() {
        let err = RuleSet::parse("jhe", "SD").unwrap_err();
        assert_eq!(
            err.to_string(),
            "South Dakota has no Jackpot Hold 'Em rules here (Jackpot Hold 'Em is played under MD)"
        );
        assert!(matches!(
            RuleSet::parse("poker", "MD"),
            Err(RuleSetError::UnknownGame(_))
        ));
        assert_eq!(
            GameId::parse("Jackpot Hold 'Em"),
            Some(GameId::JackpotHoldEm)
        );
        assert_eq!(GameId::parse("HCF"), Some(GameId::HighCardFlush));
    }
}
