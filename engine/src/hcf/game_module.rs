//! High Card Flush as the engine's shared modules ask for it ([`GameModule`]).

use super::agent::HcfComputer;
use super::config::TableConfig;
use super::decision::Strategy;
use super::table::HighCardFlush;
use crate::game_module::{wager_names, GameModule};
use crate::jurisdiction::Jurisdiction;
use crate::protection::LeakLab;
use crate::rule_set::GameId;
use crate::rule_summary::RuleSection;
use crate::table::agent::Wagering;
use crate::table::dealer_mode::DealerTable;
use crate::table::{ActionError, Table};

impl GameModule for HighCardFlush {
    const ID: GameId = GameId::HighCardFlush;
    type Config = TableConfig;
    type Players = HcfComputer;

    fn standard_config(jurisdiction: Jurisdiction) -> Result<TableConfig, String> {
        Ok(TableConfig::default_for(jurisdiction))
    }

    /// The jurisdiction's default table with the method and shuffler set.
    fn dealer_config(table: &DealerTable) -> Result<TableConfig, String> {
        let mut config = TableConfig::default_for(table.jurisdiction);
        config.dealing_method = table.method;
        config.shuffler = table.shuffler;
        config.validate().map_err(|e| e.to_string())?;
        Ok(config)
    }

    fn new_table(config: TableConfig) -> Result<Table<Self>, ActionError> {
        super::table::Table::new(config)
    }

    /// The optimal strategy, wagers varied.
    fn dealer_players() -> HcfComputer {
        HcfComputer::new(Strategy::Optimal, Wagering::Varied)
    }

    fn rule_summary(jurisdiction: Jurisdiction) -> Vec<RuleSection> {
        super::HcfRules::of(jurisdiction).summary()
    }

    fn paytable_wagers() -> Vec<&'static str> {
        wager_names(super::paytables::all_paytables())
    }

    fn leak_lab() -> &'static dyn LeakLab {
        &super::protection::HighCardFlushLab
    }
}
