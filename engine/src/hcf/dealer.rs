//! High Card Flush rounds for dealer mode: computer players sit and place their own wagers
//! (drawn from the seed), the engine deals, the players decide by the optimal strategy, and the
//! round is revealed and settled — the record the student's dealing is checked against
//! (`table::dealer_mode`). The round is dealer mode's one driver with this game's agent.

use super::config::TableConfig;
use super::table::Table;
use crate::game_module::GameModule;
use crate::table::catch_dealer::{self, CannotStage, CatchRound, SlipKind};
use crate::table::dealer_mode::{Injected, Level};
use crate::table::ActionError;

/// A round played from a seed at this table, with the irregularity it was dealt with (at the
/// level with irregularities: `forced`, or one drawn from the seed). The same seed and
/// configuration give the same round.
pub fn dealer_round(
    config: TableConfig,
    seed: u64,
    level: Level,
    forced: Option<Injected>,
) -> Result<(Table, Option<Injected>), ActionError> {
    <super::table::HighCardFlush as GameModule>::dealer_round(config, seed, level, forced)
}

/// A catch-the-dealer round at this table: the first seed from `seed` whose round can be
/// staged with `kind` (`None`: a clean round), the seed used, and the round as shown.
pub fn catch_round(
    config: TableConfig,
    seed: u64,
    kind: Option<SlipKind>,
) -> Result<(u64, CatchRound<super::rules::WagerKind>), CannotStage> {
    catch_table(config, seed, kind).map(|s| (s.seed, s.round))
}

/// [`catch_round`] with the table it was played at, for a page to draw the felt from.
pub fn catch_table(
    config: TableConfig,
    seed: u64,
    kind: Option<SlipKind>,
) -> Result<catch_dealer::Staged<super::table::HighCardFlush>, CannotStage> {
    <super::table::HighCardFlush as GameModule>::catch_table(config, seed, kind)
}
