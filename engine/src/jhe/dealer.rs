//! Jackpot Hold 'Em rounds for dealer mode: computer players sit and place their own wagers
//! (drawn from the seed), the engine deals, the players decide by the simple strategy at each
//! of the three decision points, and the round is revealed and settled — the record the
//! student's dealing is checked against (`table::dealer_mode`). The round is dealer mode's one
//! driver with this game's agent.

use super::config::JheConfig;
use super::rules::JheWager;
use super::table::JheTable;
use crate::game_module::GameModule;
use crate::table::catch_dealer::{self, CannotStage, CatchRound, SlipKind};
use crate::table::dealer_mode::{Injected, Level};
use crate::table::ActionError;

/// A round played from a seed at this table, with the irregularity it was dealt with (at the
/// level with irregularities: `forced`, or one drawn from the seed). The same seed and
/// configuration give the same round.
pub fn dealer_round(
    config: JheConfig,
    seed: u64,
    level: Level,
    forced: Option<Injected>,
) -> Result<(JheTable, Option<Injected>), ActionError> {
    <super::table::JackpotHoldEm as GameModule>::dealer_round(config, seed, level, forced)
}

/// A catch-the-dealer round at this table: the first seed from `seed` whose round can be
/// staged with `kind` (`None`: a clean round), the seed used, and the round as shown.
pub fn catch_round(
    config: JheConfig,
    seed: u64,
    kind: Option<SlipKind>,
) -> Result<(u64, CatchRound<JheWager>), CannotStage> {
    catch_table(config, seed, kind).map(|s| (s.seed, s.round))
}

/// [`catch_round`] with the table it was played at, for a page to draw the felt from.
pub fn catch_table(
    config: JheConfig,
    seed: u64,
    kind: Option<SlipKind>,
) -> Result<catch_dealer::Staged<super::table::JackpotHoldEm>, CannotStage> {
    <super::table::JackpotHoldEm as GameModule>::catch_table(config, seed, kind)
}
