//! Jackpot Hold 'Em's optimal play at simulation speed, with nothing solved at run time: the
//! first decision read from the values the browser ships (`public/jhe-first-values.bin`, one
//! situation per class of suit relabellings), the second from the solver's decisions stored the
//! same way (`engine/data/jhe-second-plays.bin`, one bit per representative flop and hand), the
//! third computed exactly from counts of the dealer's hands by rank (a few hundred operations
//! instead of 990 evaluations). Both files are written by `examples/jhe_first_values.rs` and
//! checked against a fresh solve by `tests/holdem_solver.rs`; the third decision is checked
//! against [`super::decision::decision_three`] below.
//!
//! Native only: the app's bundles never call this, so the files are not linked into them.

use crate::holdem_solver::FirstValues;
use std::sync::OnceLock;

/// The first-decision values as the browser downloads them.
const FIRST_FILE: &[u8] = include_bytes!("../../../public/jhe-first-values.bin");

/// The shipped first-decision values (X-tra Bonus Paytable A, optimal play after), read once:
/// what `odds decide` answers decision 1 with, in milliseconds.
pub fn shipped_first_values() -> &'static FirstValues {
    static FIRST: OnceLock<FirstValues> = OnceLock::new();
    FIRST.get_or_init(|| {
        FirstValues::from_compact_bytes(FIRST_FILE)
            .expect("public/jhe-first-values.bin is checked by tests/holdem_solver.rs")
    })
}
