//! The game engine: everything about High Card Flush (and, beside it, Jackpot Hold 'Em) that is
//! not a screen. Pure Rust with no web dependencies, so it is tested natively and shared by the
//! browser app and the `odds` command-line tool.
//!
//! Layout: shared pieces first ([`cards`], [`deck`], [`money`], [`citation`], [`jurisdiction`]),
//! then the table every game shares ([`table`]), then one module per game ([`hcf`]).

pub mod academy;
pub mod cards;
pub mod chips;
pub mod citation;
pub mod classroom;
pub mod combinatorics;
pub mod deck;
pub mod drill;
pub mod flash;
pub mod game_module;
pub mod hcf;
pub mod holdem_solver;
pub mod jhe;
pub mod jurisdiction;
pub mod meters;
pub mod money;
pub mod monte_carlo;
pub mod pace;
pub mod par_sheet;
pub mod paytable;
pub mod poker;
pub mod protection;
pub mod qr_sequence;
pub mod random;
pub mod refusal;
pub mod rule_set;
pub mod rule_summary;
pub mod skills;
pub mod strategy_level;
pub mod table;
pub mod text;
pub mod trace;

pub use cards::{parse_cards, parse_exact, Card, CardParseError, CardSet, Rank, Suit};
pub use citation::{Citation, Ruled};
pub use jurisdiction::Jurisdiction;
pub use money::Cents;
pub use rule_set::{GameId, RuleSet};
