//! High Card Flush's own tables (Flush Bonus, Straight Flush Bonus), by jurisdiction.

use super::{OwnTable, Saved};
use engine::hcf::custom::CustomTable;
use engine::hcf::paytables::{paytables, SideWager};
use engine::Jurisdiction;

/// High Card Flush's saved tables.
pub type SavedTables = Saved<CustomTable>;

impl OwnTable for CustomTable {
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
        self.jurisdiction == other.jurisdiction && self.wager == other.wager
    }
    fn for_drill(self) -> engine::academy::OwnTable {
        engine::academy::OwnTable::HighCardFlush(self)
    }
    fn published_name(&self) -> Option<String> {
        paytables(self.jurisdiction, self.wager)
            .any(|t| t.label == self.name)
            .then(|| {
                format!(
                    "'{}' is the label of a published {} {} table: choose another name",
                    self.name,
                    self.jurisdiction.code(),
                    self.wager.name()
                )
            })
    }
}

impl Saved<CustomTable> {
    pub fn remove(&mut self, jurisdiction: Jurisdiction, wager: SideWager, name: &str) {
        self.tables
            .retain(|t| !(t.jurisdiction == jurisdiction && t.wager == wager && t.name == name));
    }

    /// The saved tables of one jurisdiction's wager.
    pub fn of(
        &self,
        jurisdiction: Jurisdiction,
        wager: SideWager,
    ) -> impl Iterator<Item = &CustomTable> + '_ {
        self.tables
            .iter()
            .filter(move |t| t.jurisdiction == jurisdiction && t.wager == wager)
    }

    pub fn find(
        &self,
        jurisdiction: Jurisdiction,
        wager: SideWager,
        name: &str,
    ) -> Option<&CustomTable> {
        self.of(jurisdiction, wager).find(|t| t.name == name)
    }
}

/// High Card Flush's saved tables on this device, as its payout drill offers them (one function
/// per game, so a game's academy bundle links only its own game's tables).
pub fn hcf_drill_tables() -> Vec<engine::academy::OwnTable> {
    SavedTables::on_device(engine::GameId::HighCardFlush).drill_tables()
}
