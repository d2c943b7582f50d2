//! Jackpot Hold 'Em's own tables (X-tra Bonus, Player Bonus, Progressive).

use super::{OwnTable, Saved};
use engine::jhe::custom::JheCustomTable;
use engine::jhe::paytables::all_paytables;
use engine::jhe::JheWager;

/// Jackpot Hold 'Em's saved tables.
pub type JheSavedTables = Saved<JheCustomTable>;

impl OwnTable for JheCustomTable {
    fn name(&self) -> &str {
        &self.name
    }
    fn name_mut(&mut self) -> &mut String {
        &mut self.name
    }
    fn check(&self) -> Result<(), String> {
        self.paytable().map(|_| ())
    }
    fn same_place(&self, other: &Self) -> bool {
        self.wager == other.wager
    }
    fn for_drill(self) -> engine::academy::OwnTable {
        engine::academy::OwnTable::JackpotHoldEm(self)
    }
    fn published_name(&self) -> Option<String> {
        all_paytables()
            .iter()
            .any(|t| t.wager == self.wager && t.label == self.name)
            .then(|| {
                format!(
                    "'{}' is the label of a published {} table: choose another name",
                    self.name,
                    self.wager.name()
                )
            })
    }
}

impl Saved<JheCustomTable> {
    pub fn remove(&mut self, wager: JheWager, name: &str) {
        self.tables
            .retain(|t| !(t.wager == wager && t.name == name));
    }

    /// The saved tables of one wager.
    pub fn of(&self, wager: JheWager) -> impl Iterator<Item = &JheCustomTable> + '_ {
        self.tables.iter().filter(move |t| t.wager == wager)
    }
}

/// Jackpot Hold 'Em's saved tables on this device, as its payout drill offers them (one function
/// per game, so a game's academy bundle links only its own game's tables).
pub fn jhe_drill_tables() -> Vec<engine::academy::OwnTable> {
    JheSavedTables::on_device(engine::GameId::JackpotHoldEm).drill_tables()
}
