//! Progressive meters as a bank of named meters: High Card Flush's main meter with
//! Massachusetts' secondary meter (South Dakota's reserve), Jackpot Hold 'Em's Star, Spade,
//! Heart, Diamond and Club meters (RULES.md A3.13, B12). Amounts are integer cents with checked
//! arithmetic; a bank is `Copy`, so a round can record it before and after.

use crate::money::{Cents, Overflow};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A meter's name. Saved data and links write it in lower case (`"main"`, `"star"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MeterName {
    /// The meter players see (High Card Flush).
    Main,
    /// Massachusetts' secondary meter, South Dakota's reserve: what a reset starts from.
    Secondary,
    Star,
    Spade,
    Heart,
    Diamond,
    Club,
}

impl MeterName {
    pub const ALL: [MeterName; 7] = [
        MeterName::Main,
        MeterName::Secondary,
        MeterName::Star,
        MeterName::Spade,
        MeterName::Heart,
        MeterName::Diamond,
        MeterName::Club,
    ];

    /// As the rules and the trace say it: "meter", "Star meter".
    pub fn name(self) -> &'static str {
        match self {
            MeterName::Main => "meter",
            MeterName::Secondary => "secondary meter",
            MeterName::Star => "Star meter",
            MeterName::Spade => "Spade meter",
            MeterName::Heart => "Heart meter",
            MeterName::Diamond => "Diamond meter",
            MeterName::Club => "Club meter",
        }
    }

    /// A short lower-case name for data and test ids: "star".
    pub fn code(self) -> &'static str {
        match self {
            MeterName::Main => "main",
            MeterName::Secondary => "secondary",
            MeterName::Star => "star",
            MeterName::Spade => "spade",
            MeterName::Heart => "heart",
            MeterName::Diamond => "diamond",
            MeterName::Club => "club",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Amounts on named meters. A meter the bank does not run is absent (not the same as $0).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct MeterBank {
    amounts: [Option<Cents>; MeterName::ALL.len()],
}

impl MeterBank {
    /// A bank running these meters at these amounts.
    pub fn of(meters: &[(MeterName, Cents)]) -> MeterBank {
        let mut bank = MeterBank::default();
        for &(name, amount) in meters {
            bank.set(name, amount);
        }
        bank
    }

    /// The amount on a meter ($0 for one the bank does not run).
    pub fn get(&self, name: MeterName) -> Cents {
        self.amounts[name.index()].unwrap_or(Cents::ZERO)
    }

    /// Whether the bank runs this meter.
    pub fn runs(&self, name: MeterName) -> bool {
        self.amounts[name.index()].is_some()
    }

    pub fn set(&mut self, name: MeterName, amount: Cents) {
        self.amounts[name.index()] = Some(amount);
    }

    /// Adds to a meter (a negative amount takes off).
    pub fn add(&mut self, name: MeterName, amount: Cents) -> Result<(), Overflow> {
        let now = self.get(name).checked_add(amount)?;
        self.set(name, now);
        Ok(())
    }

    /// Adds every meter of `other` to this bank's.
    pub fn add_bank(&mut self, other: &MeterBank) -> Result<(), Overflow> {
        for (name, amount) in other.iter() {
            self.add(name, amount)?;
        }
        Ok(())
    }

    /// Takes every meter of `other` off this bank's.
    pub fn sub_bank(&mut self, other: &MeterBank) -> Result<(), Overflow> {
        for (name, amount) in other.iter() {
            self.add(name, amount.checked_neg()?)?;
        }
        Ok(())
    }

    /// The meters the bank runs, in [`MeterName`] order.
    pub fn iter(&self) -> impl Iterator<Item = (MeterName, Cents)> + '_ {
        MeterName::ALL
            .into_iter()
            .filter_map(|n| self.amounts[n.index()].map(|a| (n, a)))
    }

    /// Everything on the bank's meters.
    pub fn total(&self) -> Result<Cents, Overflow> {
        Cents::checked_sum(self.iter().map(|(_, a)| a))
    }
}

impl fmt::Debug for MeterBank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.iter().map(|(n, a)| (n.code(), a)))
            .finish()
    }
}

/// `{"main": 3000000, "secondary": 0}`: the shape High Card Flush's saved meters always had.
impl Serialize for MeterBank {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for (name, amount) in self.iter() {
            map.serialize_entry(name.code(), &amount)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for MeterBank {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<MeterBank, D::Error> {
        struct Bank;
        impl<'de> Visitor<'de> for Bank {
            type Value = MeterBank;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("meters by name, in cents")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<MeterBank, A::Error> {
                let mut bank = MeterBank::default();
                while let Some((name, amount)) = map.next_entry::<MeterName, Cents>()? {
                    bank.set(name, amount);
                }
                Ok(bank)
            }
        }
        deserializer.deserialize_map(Bank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bank_keeps_named_meters_and_reads_the_saved_shape() {
        let mut bank = MeterBank::of(&[
            (MeterName::Star, Cents::dollars(10_000)),
            (MeterName::Club, Cents::dollars(500)),
        ]);
        bank.add(MeterName::Star, Cents(25)).unwrap();
        assert_eq!(bank.get(MeterName::Star), Cents(1_000_025));
        assert!(!bank.runs(MeterName::Heart));
        assert_eq!(bank.total(), Ok(Cents(1_050_025)));
        let json = serde_json::to_string(&bank).unwrap();
        assert_eq!(json, r#"{"star":1000025,"club":50000}"#);
        assert_eq!(serde_json::from_str::<MeterBank>(&json).unwrap(), bank);
        // High Card Flush sessions saved {"main":…,"secondary":…}.
        let old: MeterBank = serde_json::from_str(r#"{"main":3000000,"secondary":0}"#).unwrap();
        assert_eq!(old.get(MeterName::Main), Cents::dollars(30_000));
        assert!(old.runs(MeterName::Secondary));
        assert!(serde_json::from_str::<MeterBank>(r#"{"moon":1}"#).is_err());
        let mut back = old;
        back.add_bank(&bank).unwrap();
        back.sub_bank(&bank).unwrap();
        assert_eq!(back.get(MeterName::Main), old.get(MeterName::Main));
        assert_eq!(back.get(MeterName::Star), Cents::ZERO);
    }
}
