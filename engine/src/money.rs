//! Money as integer cents with checked arithmetic: no float ever touches a balance.

use serde::{Deserialize, Serialize};
use std::fmt;

/// An amount of money in cents. May be negative (a net loss).
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Cents(pub i64);

/// Arithmetic that would not fit in 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

impl fmt::Display for Overflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("amount too large")
    }
}

impl std::error::Error for Overflow {}

impl Cents {
    pub const ZERO: Cents = Cents(0);

    pub const fn dollars(dollars: i64) -> Cents {
        Cents(dollars * 100)
    }

    pub fn checked_add(self, other: Cents) -> Result<Cents, Overflow> {
        self.0.checked_add(other.0).map(Cents).ok_or(Overflow)
    }

    pub fn checked_sub(self, other: Cents) -> Result<Cents, Overflow> {
        self.0.checked_sub(other.0).map(Cents).ok_or(Overflow)
    }

    pub fn checked_mul(self, factor: i64) -> Result<Cents, Overflow> {
        self.0.checked_mul(factor).map(Cents).ok_or(Overflow)
    }

    /// `self × numerator / denominator`, rounded down (toward zero): used for percentage
    /// meter awards and contributions, where the casino pays whole cents.
    pub fn checked_mul_div(self, numerator: i64, denominator: i64) -> Result<Cents, Overflow> {
        if denominator == 0 {
            return Err(Overflow);
        }
        let product = (self.0 as i128) * (numerator as i128) / (denominator as i128);
        i64::try_from(product).map(Cents).map_err(|_| Overflow)
    }

    /// The sum of amounts, or `Overflow`.
    pub fn checked_sum(amounts: impl IntoIterator<Item = Cents>) -> Result<Cents, Overflow> {
        amounts
            .into_iter()
            .try_fold(Cents::ZERO, |sum, c| sum.checked_add(c))
    }

    pub fn checked_neg(self) -> Result<Cents, Overflow> {
        self.0.checked_neg().map(Cents).ok_or(Overflow)
    }

    pub fn is_negative(self) -> bool {
        self.0 < 0
    }

    /// Parses a dollar amount as people type it: `5`, `5.5`, `$5.50`, `1,000`.
    pub fn parse_dollars(text: &str) -> Result<Cents, String> {
        let cleaned: String = text
            .trim()
            .trim_start_matches('$')
            .chars()
            .filter(|c| *c != ',' && *c != '_')
            .collect();
        if cleaned.is_empty() {
            return Err("enter an amount".into());
        }
        let (whole, fraction) = match cleaned.split_once('.') {
            Some((w, f)) => (w, f),
            None => (cleaned.as_str(), ""),
        };
        let bad = || format!("'{}' is not an amount of money", text.trim());
        if !whole.chars().all(|c| c.is_ascii_digit())
            || !fraction.chars().all(|c| c.is_ascii_digit())
            || (whole.is_empty() && fraction.is_empty())
        {
            return Err(bad());
        }
        if fraction.len() > 2 {
            return Err(format!("'{}' has more than two decimals", text.trim()));
        }
        let whole: i64 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| "amount too large".to_string())?
        };
        let cents: i64 = format!("{fraction:0<2}").parse().map_err(|_| bad())?;
        whole
            .checked_mul(100)
            .and_then(|w| w.checked_add(cents))
            .map(Cents)
            .ok_or_else(|| "amount too large".to_string())
    }
}

/// The largest amount the app's and the CLI's table settings take (a wager limit, a payout
/// limit, a meter's seed): $1,000,000,000. Within it every settlement fits in `Cents` many
/// times over — six seats × the largest wager × the largest line any table may pay (1,000,000
/// to 1) is 6 × 10^17 cents, against 9.2 × 10^18 — so no round can overflow mid-settlement.
pub const MOST_TABLE_AMOUNT: Cents = Cents(100_000_000_000);

/// Refuses a setting above [`MOST_TABLE_AMOUNT`], naming it: "the Ante maximum
/// ($5,000,000,000) is more than the $1,000,000,000 a table accepts".
pub fn check_table_amount(what: &str, amount: Option<Cents>) -> Result<(), String> {
    match amount {
        Some(amount) if amount > MOST_TABLE_AMOUNT => Err(format!(
            "the {what} ({amount}) is more than the {MOST_TABLE_AMOUNT} a table accepts"
        )),
        _ => Ok(()),
    }
}

/// A table amount as people type it (`Cents::parse_dollars`), refused above
/// [`MOST_TABLE_AMOUNT`]: what the CLI's amount options read.
pub fn parse_table_amount(text: &str) -> Result<Cents, String> {
    let amount = Cents::parse_dollars(text)?;
    if amount > MOST_TABLE_AMOUNT {
        return Err(format!(
            "{amount} is more than the {MOST_TABLE_AMOUNT} a table accepts"
        ));
    }
    Ok(amount)
}

/// A whole number with thousands separators: `4,861,946`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// `$1,234.50`, `-$5`, `$0.25`; whole dollars print without cents.
impl fmt::Display for Cents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let dollars = abs / 100;
        let cents = abs % 100;
        let grouped = grouped(dollars);
        if cents == 0 {
            write!(f, "{sign}${grouped}")
        } else {
            write!(f, "{sign}${grouped}.{cents:02}")
        }
    }
}

impl fmt::Debug for Cents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}¢", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_dollars_and_cents() {
        assert_eq!(Cents(123_450).to_string(), "$1,234.50");
        assert_eq!(Cents(-500).to_string(), "-$5");
        assert_eq!(Cents(25).to_string(), "$0.25");
        assert_eq!(Cents::dollars(50_000).to_string(), "$50,000");
    }

    #[test]
    fn parses_typed_amounts() {
        assert_eq!(Cents::parse_dollars("5"), Ok(Cents(500)));
        assert_eq!(Cents::parse_dollars("$5.5"), Ok(Cents(550)));
        assert_eq!(Cents::parse_dollars("1,000.25"), Ok(Cents(100_025)));
        assert_eq!(Cents::parse_dollars(".75"), Ok(Cents(75)));
        assert!(Cents::parse_dollars("-5").is_err());
        assert!(Cents::parse_dollars("5.555").is_err());
        assert!(Cents::parse_dollars("abc").is_err());
        assert!(Cents::parse_dollars("").is_err());
        assert!(Cents::parse_dollars("99999999999999999999").is_err());
    }

    #[test]
    fn arithmetic_is_checked() {
        assert_eq!(Cents(i64::MAX).checked_add(Cents(1)), Err(Overflow));
        assert_eq!(Cents(1000).checked_mul_div(24, 100), Ok(Cents(240)));
        assert_eq!(Cents(999).checked_mul_div(10, 100), Ok(Cents(99)));
        assert_eq!(Cents(5).checked_mul(3), Ok(Cents(15)));
        assert_eq!(Cents::checked_sum([Cents(5), Cents(-2)]), Ok(Cents(3)));
        assert_eq!(
            Cents::checked_sum([Cents(i64::MAX), Cents(1)]),
            Err(Overflow)
        );
    }
}
