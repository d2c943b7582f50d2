//! Jackpot Hold 'Em as the engine's shared modules ask for it ([`GameModule`]).

use super::agent::JheComputer;
use super::config::JheConfig;
use super::rules::DealerCardsFromShuffler;
use super::strategy::JheStrategy;
use super::table::{JackpotHoldEm, JheTable};
use crate::game_module::{wager_names, GameModule};
use crate::jurisdiction::Jurisdiction;
use crate::protection::LeakLab;
use crate::rule_set::GameId;
use crate::rule_summary::RuleSection;
use crate::table::agent::Wagering;
use crate::table::dealer_mode::DealerTable;
use crate::table::{ActionError, DealingMethod, Table};

impl GameModule for JackpotHoldEm {
    const ID: GameId = GameId::JackpotHoldEm;
    type Config = JheConfig;
    type Players = JheComputer;

    /// Maryland's standard table (the only rules the game has).
    fn standard_config(jurisdiction: Jurisdiction) -> Result<JheConfig, String> {
        if jurisdiction != Jurisdiction::Maryland {
            return Err(format!(
                "Jackpot Hold 'Em has no rules for {}",
                jurisdiction.name()
            ));
        }
        Ok(JheConfig::standard())
    }

    /// The standard table with the method, shuffler and where the dealer's cards come from.
    fn dealer_config(table: &DealerTable) -> Result<JheConfig, String> {
        let config = JheConfig {
            dealing_method: table.method,
            shuffler: table.shuffler,
            dealer_cards: if table.dealer_cards_in_shuffler
                && table.method == DealingMethod::AutomatedShoe
            {
                DealerCardsFromShuffler::LeftInShuffler
            } else {
                DealerCardsFromShuffler::First
            },
            ..JheConfig::standard()
        };
        JheTable::new(config.clone()).map_err(|e| e.to_string())?;
        Ok(config)
    }

    fn new_table(config: JheConfig) -> Result<Table<Self>, ActionError> {
        JheTable::new(config)
    }

    /// The simple strategy at each decision, wagers varied.
    fn dealer_players() -> JheComputer {
        JheComputer::new(JheStrategy::Simple, Wagering::Varied)
    }

    fn rule_summary(jurisdiction: Jurisdiction) -> Vec<RuleSection> {
        super::JheRules::of(jurisdiction)
            .map(|r| r.summary())
            .unwrap_or_default()
    }

    fn paytable_wagers() -> Vec<&'static str> {
        wager_names(super::paytables::all_paytables())
    }

    fn leak_lab() -> &'static dyn LeakLab {
        &super::protection::JackpotHoldEmLab
    }
}
