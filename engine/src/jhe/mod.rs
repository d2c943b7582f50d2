//! Maryland Jackpot Hold 'Em (RULES.md Part B; 001): its rules as data, paytables and meters,
//! the operator's table, and its round on the shared table core.

pub mod agent;
pub mod analysis;
pub mod config;
pub mod custom;
pub mod dealer;
pub mod decision;
pub mod drill;
pub mod exact;
mod game_module;
pub mod levels;
pub mod optimal_tables;
pub mod paytables;
pub mod procedure;
pub mod protection;
pub mod rules;
pub mod second_chart;
pub mod simulate;
pub mod strategy;
pub mod summary;
pub mod table;

pub use config::{JheConfig, JheProgressive, MeterSetting};
pub use paytables::{JheHand, JhePaytable};
pub use rules::{DealerCardsFromShuffler, JheDecision, JheRules, JheWager};
pub use table::{JackpotHoldEm, JheRound, JheTable};
