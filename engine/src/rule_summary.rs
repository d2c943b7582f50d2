//! A rule set's rules as readable statements, each with its citation: what the Rules page shows
//! and `odds rules` prints, for any game. Each game builds them from its rule data.

use crate::citation::Citation;
use serde::Serialize;

/// One statement of a rule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleStatement {
    pub topic: &'static str,
    pub text: String,
    pub citation: Citation,
    /// The document is silent; the text describes the neutral default this product uses.
    pub not_stated: bool,
}

/// A titled group of statements.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleSection {
    pub title: &'static str,
    pub statements: Vec<RuleStatement>,
}
