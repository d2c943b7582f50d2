//! A refusal: what was wrong and, where one applies, the rule. Refused actions at the table and
//! refused table configurations are the same kind of answer, and a refusal changes nothing.

use crate::citation::Citation;
use crate::money::Overflow;
use std::fmt;

/// A refused action or configuration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub message: String,
    pub citation: Option<Citation>,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.citation {
            Some(c) => write!(f, "{} ({c})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Refusal {}

impl From<Overflow> for Refusal {
    fn from(_: Overflow) -> Refusal {
        refuse("amount too large", None)
    }
}

pub(crate) fn refuse(message: impl Into<String>, citation: Option<Citation>) -> Refusal {
    Refusal {
        message: message.into(),
        citation,
    }
}

pub(crate) fn cite(text: &'static str) -> Option<Citation> {
    Some(Citation::new(text))
}
