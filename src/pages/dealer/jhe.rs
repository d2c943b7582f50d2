//! Jackpot Hold 'Em in dealer mode ([`DealerGame`]): Maryland's rules, every dealing method,
//! the dealer's cards left in the shuffler, and the paytables the felt shows.

use super::DealerGame;
use crate::components::paytables_panel::PaytableShown;
use engine::jhe::config::JheConfig;
use engine::jhe::{JackpotHoldEm, JheWager};
use engine::table::{DealingMethod, Shuffler, Table};
use engine::Jurisdiction;

pub struct JheDealer;

impl DealerGame for JheDealer {
    type Engine = JackpotHoldEm;
    type Wager = JheWager;
    const DECISION_WAGER: JheWager = JheWager::Play;
    const COMMUNITY: bool = true;
    const AWARD_PAPERWORK: bool = false;
    const DEALER_CARDS_IN_SHUFFLER: bool = true;

    fn jurisdictions() -> Vec<Jurisdiction> {
        vec![Jurisdiction::Maryland]
    }

    fn methods(_: Jurisdiction) -> Vec<DealingMethod> {
        DealingMethod::ALL.to_vec()
    }

    fn default_shuffler(_: Jurisdiction) -> Shuffler {
        JheConfig::standard().shuffler
    }

    /// The X-tra Bonus's, the Player Bonus's and the Progressive's.
    fn paytables(table: &Table<JackpotHoldEm>) -> Vec<PaytableShown> {
        [
            JheWager::XtraBonus,
            JheWager::PlayerBonus,
            JheWager::Progressive,
        ]
        .into_iter()
        .filter_map(|w| table.paytable(w))
        .map(|t| PaytableShown::of(t, |_| None))
        .collect()
    }
}
