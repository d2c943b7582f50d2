//! The wagers on one betting position: an amount per wager kind of the game, kept in the kinds'
//! layout order, so that the core never needs to know which wagers a game has.

use crate::money::Cents;
use serde::Serialize;

/// Amounts by wager kind; a kind with nothing on it is absent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Wagers<K> {
    amounts: Vec<(K, Cents)>,
}

impl<K> Default for Wagers<K> {
    fn default() -> Self {
        Wagers {
            amounts: Vec::new(),
        }
    }
}

impl<K: Copy + Ord> Wagers<K> {
    /// The amount on one kind (zero when nothing is on it).
    pub fn get(&self, kind: K) -> Cents {
        self.amounts
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(Cents::ZERO, |&(_, c)| c)
    }

    /// Puts `amount` on `kind`, replacing what was there; zero takes it off.
    pub fn set(&mut self, kind: K, amount: Cents) {
        self.amounts.retain(|(k, _)| *k != kind);
        if amount != Cents::ZERO {
            let at = self.amounts.partition_point(|(k, _)| *k < kind);
            self.amounts.insert(at, (kind, amount));
        }
    }

    /// Every kind with something on it, in layout order.
    pub fn iter(&self) -> impl Iterator<Item = (K, Cents)> + '_ {
        self.amounts.iter().copied()
    }

    /// Whether any kind other than `except` has something on it.
    pub fn any_besides(&self, except: K) -> bool {
        self.amounts.iter().any(|(k, _)| *k != except)
    }

    /// Everything on the layout. Each wager is within the table's limits, so the sum cannot
    /// overflow; if it ever did, the largest amount is reported rather than a wrong one.
    pub fn total(&self) -> Cents {
        self.amounts
            .iter()
            .try_fold(Cents::ZERO, |sum, &(_, c)| sum.checked_add(c))
            .unwrap_or(Cents(i64::MAX))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_kept_in_kind_order_and_zero_removes_one() {
        let mut w: Wagers<u8> = Wagers::default();
        w.set(3, Cents(100));
        w.set(1, Cents(500));
        w.set(2, Cents(7));
        assert_eq!(
            w.iter().collect::<Vec<_>>(),
            vec![(1, Cents(500)), (2, Cents(7)), (3, Cents(100))]
        );
        assert_eq!(w.total(), Cents(607));
        w.set(2, Cents::ZERO);
        assert_eq!(w.get(2), Cents::ZERO);
        assert_eq!(w.total(), Cents(600));
        assert!(w.any_besides(1));
        w.set(3, Cents::ZERO);
        assert!(!w.any_besides(1));
    }
}
