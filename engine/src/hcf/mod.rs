//! High Card Flush: hand value, straight flushes, paytables and each jurisdiction's rules.

pub mod agent;
pub mod card_classes;
pub mod coach;
pub mod config;
pub mod custom;
pub mod dealer;
pub mod dealer_counts;
pub mod decision;
pub mod drill;
pub mod flush;
mod game_module;
pub mod levels;
pub mod main_game;
pub mod meter;
mod optimal;
pub mod paytables;
pub mod procedure;
pub mod protection;
pub mod rules;
pub mod side_bets;
pub mod simulate;
pub mod straight_flush;
pub mod summary;
pub mod table;

pub use flush::{
    best_flush, compare, flush_value, raise_limits, BestFlush, FlushValue, RaiseLimits, QUALIFIER,
};
pub use paytables::{paytable, paytables, BonusHand, Pay, PayLine, Paytable, SideWager};
pub use rules::{DealingMethod, HcfRules, Irregularity, Remedy, WagerKind};
pub use straight_flush::{straight_flushes, AceRule, StraightFlushes};
