//! High Card Flush in dealer mode ([`DealerGame`]): its rule sets, dealing methods and
//! shufflers, and the side wagers' paytables the felt shows.

use super::DealerGame;
use crate::components::paytables_panel::PaytableShown;
use engine::hcf::config::TableConfig;
use engine::hcf::rules::{HcfRules, WagerKind};
use engine::hcf::table::HighCardFlush;
use engine::table::{DealingMethod, Shuffler, Table};
use engine::Jurisdiction;

pub struct HcfDealer;

impl DealerGame for HcfDealer {
    type Engine = HighCardFlush;
    type Wager = WagerKind;
    const DECISION_WAGER: WagerKind = WagerKind::Raise;
    const COMMUNITY: bool = false;
    const AWARD_PAPERWORK: bool = true;
    const DEALER_CARDS_IN_SHUFFLER: bool = false;

    fn jurisdictions() -> Vec<Jurisdiction> {
        Jurisdiction::ALL.to_vec()
    }

    fn methods(j: Jurisdiction) -> Vec<DealingMethod> {
        HcfRules::of(j).dealing_methods.value.to_vec()
    }

    fn default_shuffler(j: Jurisdiction) -> Shuffler {
        TableConfig::default_for(j).shuffler
    }

    /// Its side wagers' paytables.
    fn paytables(table: &Table<HighCardFlush>) -> Vec<PaytableShown> {
        engine::hcf::paytables::SideWager::ALL
            .into_iter()
            .filter_map(|w| table.config().paytable(w))
            .map(|t| PaytableShown::of(&t, |_| None))
            .collect()
    }
}
