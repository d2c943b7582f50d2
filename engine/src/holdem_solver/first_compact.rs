//! The first decision's values in the few bytes a page downloads: only one situation of each
//! class of the 24 suit relabellings (5,083 of the 66,300 ways two hole cards and a card shown
//! can be), since relabelling suits changes no value. A page fetches this file instead of solving
//! every deal (`public/jhe-first-values.bin`, written by `examples/jhe_first_values.rs` and
//! checked against the solver by `tests/holdem_solver.rs`).

use super::suits::{hole_cards, relabel_card, HOLES};
use super::FirstValues;

/// The file's first eight bytes, naming the format.
const MAGIC: &[u8; 8] = b"HFV1-52\0";

/// The smallest of a situation's 24 relabellings: (lower hole card, higher, card shown).
pub fn representative(a: u8, b: u8, shown: u8) -> (u8, u8, u8) {
    (0..24)
        .map(|p| {
            let (x, y) = (relabel_card(p, a), relabel_card(p, b));
            (x.min(y), x.max(y), relabel_card(p, shown))
        })
        .min()
        .expect("24 relabellings")
}

/// Every representative situation, ascending: the order of the compact form.
pub fn representatives() -> Vec<(u8, u8, u8)> {
    let mut out = Vec::with_capacity(5_083);
    for index in 0..HOLES {
        let (a, b) = hole_cards(index);
        for shown in (0..52).filter(|&s| s != a && s != b) {
            if representative(a, b, shown) == (a, b, shown) {
                out.push((a, b, shown));
            }
        }
    }
    out.sort_unstable();
    out
}

impl FirstValues {
    /// The compact form: [`MAGIC`], futures and the count (u64 each), then each representative
    /// situation's two sums (i64), all little-endian. Only for a game showing a card first.
    pub fn to_compact_bytes(&self) -> Result<Vec<u8>, String> {
        if self.keys != 52 {
            return Err("the compact form is for a game that shows a card first".into());
        }
        let situations = representatives();
        let mut bytes = Vec::with_capacity(24 + situations.len() * 16);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&self.futures.to_le_bytes());
        bytes.extend_from_slice(&(situations.len() as u64).to_le_bytes());
        for (a, b, shown) in situations {
            let (play, check) = self
                .sums(a, b, shown)
                .ok_or("a representative situation is missing")?;
            bytes.extend_from_slice(&play.to_le_bytes());
            bytes.extend_from_slice(&check.to_le_bytes());
        }
        Ok(bytes)
    }

    /// Every situation's values from [`FirstValues::to_compact_bytes`]; an error names what does
    /// not fit (a file of another format, cut short or padded).
    pub fn from_compact_bytes(bytes: &[u8]) -> Result<FirstValues, String> {
        if bytes.get(..8) != Some(MAGIC.as_slice()) {
            return Err(
                "the first-decision values are not in the format this version reads".into(),
            );
        }
        let word = |i: usize| -> u64 {
            let mut le = [0u8; 8];
            le.copy_from_slice(&bytes[i..i + 8]);
            u64::from_le_bytes(le)
        };
        let situations = representatives();
        if bytes.len() != 24 + situations.len() * 16 || word(16) != situations.len() as u64 {
            return Err(format!(
                "the first-decision values ({} bytes) are not the {} situations they should be",
                bytes.len(),
                situations.len()
            ));
        }
        let futures = word(8);
        let stored = |i: usize| (word(24 + 16 * i) as i64, word(32 + 16 * i) as i64);
        let mut values = vec![(0i64, 0i64); HOLES * 52];
        for (index, slot) in values.chunks_exact_mut(52).enumerate() {
            let (a, b) = hole_cards(index);
            for shown in (0..52u8).filter(|&s| s != a && s != b) {
                let i = situations
                    .binary_search(&representative(a, b, shown))
                    .map_err(|_| "a situation has no representative")?;
                slot[shown as usize] = stored(i);
            }
        }
        Ok(FirstValues {
            keys: 52,
            futures,
            values,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 5,083 classes: counted independently by brute force over the 24 relabellings (a set
    /// of canonical forms), and every situation's class holds it.
    #[test]
    fn the_situations_fall_into_5083_classes() {
        let reps = representatives();
        assert_eq!(reps.len(), 5_083);
        let mut seen = std::collections::HashSet::new();
        for index in 0..HOLES {
            let (a, b) = hole_cards(index);
            for shown in (0..52).filter(|&s| s != a && s != b) {
                seen.insert(representative(a, b, shown));
            }
        }
        assert_eq!(seen.len(), 5_083);
        // Ace-king suited with the ace of another suit shown: 4 × 3 … all one class.
        assert_eq!(representative(12, 11, 25), representative(38, 37, 51));
    }

    /// A table where each situation's value is a function of its class survives the round trip;
    /// damaged files are refused by name.
    #[test]
    fn the_compact_form_round_trips_and_refuses_damage() {
        let mut values = vec![(0i64, 0i64); HOLES * 52];
        for (index, slot) in values.chunks_exact_mut(52).enumerate() {
            let (a, b) = hole_cards(index);
            for shown in (0..52u8).filter(|&s| s != a && s != b) {
                let (x, y, z) = representative(a, b, shown);
                slot[shown as usize] = (x as i64 * 10_000 + y as i64 * 100 + z as i64, -(x as i64));
            }
        }
        let full = FirstValues {
            keys: 52,
            futures: 1_234,
            values,
        };
        let bytes = full.to_compact_bytes().unwrap();
        assert_eq!(bytes.len(), 24 + 5_083 * 16);
        assert_eq!(FirstValues::from_compact_bytes(&bytes).unwrap(), full);
        assert!(FirstValues::from_compact_bytes(&bytes[..bytes.len() - 1])
            .unwrap_err()
            .contains("not the 5083 situations"));
        assert!(FirstValues::from_compact_bytes(b"<html>")
            .unwrap_err()
            .contains("format"));
    }
}
