//! A refused action: what was wrong and, where one applies, the rule. A refusal changes nothing.

use crate::citation::Citation;
use crate::money::Overflow;
use std::fmt;

/// A refused action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    pub message: String,
    pub citation: Option<Citation>,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.citation {
            Some(c) => write!(f, "{} ({c})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<Overflow> for ActionError {
    fn from(_: Overflow) -> ActionError {
        refuse("amount too large", None)
    }
}

pub(crate) fn refuse(message: impl Into<String>, citation: Option<Citation>) -> ActionError {
    ActionError {
        message: message.into(),
        citation,
    }
}

pub(crate) fn cite(text: &'static str) -> Option<Citation> {
    Some(Citation::new(text))
}
