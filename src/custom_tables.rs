//! The user's own High Card Flush paytables, kept on the device (`hcf.custom.v1`): named copies
//! of published Flush Bonus and Straight Flush Bonus tables with their amounts, shown in the
//! explorer's grid and comparison, exported as JSON (and with the grid's CSV), and offered at
//! the practice table. Pure Rust, tested natively; the one place that reads or writes them.

use engine::hcf::custom::CustomTable;
use engine::hcf::paytables::{paytables, SideWager};
use engine::Jurisdiction;
use serde::{Deserialize, Serialize};

/// The format of the saved list.
pub const VERSION: u64 = 1;
/// At most this many tables are kept.
pub const MOST: usize = 100;

/// Every table the user has saved, in the order saved.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SavedTables {
    pub version: u64,
    pub tables: Vec<CustomTable>,
}

impl SavedTables {
    pub fn fresh() -> SavedTables {
        SavedTables {
            version: VERSION,
            tables: Vec::new(),
        }
    }

    /// Reads the saved list (or an exported file): refused whole, naming what is wrong, when it
    /// is not this format or any table in it cannot be one.
    pub fn parse(text: &str) -> Result<SavedTables, String> {
        match crate::storage::saved_version(text) {
            Err(e) => return Err(format!("The saved tables are not readable ({e})")),
            Ok(Some(VERSION)) => {}
            Ok(other) => {
                return Err(format!(
                    "The saved tables are in an unknown format (version {})",
                    other.map_or("missing".into(), |v| v.to_string())
                ))
            }
        }
        let saved: SavedTables = serde_json::from_str(text)
            .map_err(|e| format!("The saved tables are not readable ({e})"))?;
        if saved.tables.len() > MOST {
            return Err(format!("More than {MOST} saved tables"));
        }
        for table in &saved.tables {
            table
                .paytable()
                .map_err(|e| format!("The saved table '{}' cannot be read: {e}", table.name))?;
        }
        Ok(saved)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("saved tables serialise")
    }

    /// Saves a table, over one of the same name for the same jurisdiction and wager; refused
    /// (nothing changed) when it cannot be a table, its name is a published table's label, or
    /// the list is full.
    pub fn save(&mut self, table: CustomTable) -> Result<(), String> {
        let mut table = table;
        table.name = table.name.trim().to_string();
        table.paytable()?;
        if paytables(table.jurisdiction, table.wager).any(|t| t.label == table.name) {
            return Err(format!(
                "'{}' is the label of a published {} {} table: choose another name",
                table.name,
                table.jurisdiction.code(),
                table.wager.name()
            ));
        }
        match self.position(table.jurisdiction, table.wager, &table.name) {
            Some(i) => self.tables[i] = table,
            None if self.tables.len() >= MOST => {
                return Err(format!("{MOST} tables are saved already: delete one first"))
            }
            None => self.tables.push(table),
        }
        Ok(())
    }

    pub fn remove(&mut self, jurisdiction: Jurisdiction, wager: SideWager, name: &str) {
        if let Some(i) = self.position(jurisdiction, wager, name) {
            self.tables.remove(i);
        }
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

    fn position(&self, jurisdiction: Jurisdiction, wager: SideWager, name: &str) -> Option<usize> {
        self.tables
            .iter()
            .position(|t| t.jurisdiction == jurisdiction && t.wager == wager && t.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str, pays: Vec<u32>) -> CustomTable {
        CustomTable {
            jurisdiction: Jurisdiction::Maryland,
            wager: SideWager::FlushBonus,
            base: "A".into(),
            name: name.into(),
            pays,
        }
    }

    #[test]
    fn saved_tables_read_back_and_a_same_name_saves_over() {
        let mut saved = SavedTables::fresh();
        saved.save(table(" Mine ", vec![300, 100, 10, 1])).unwrap();
        saved.save(table("Other", vec![1, 1, 1, 1])).unwrap();
        saved.save(table("Mine", vec![400, 100, 10, 1])).unwrap();
        assert_eq!(saved.tables.len(), 2);
        assert_eq!(saved.tables[0].name, "Mine");
        assert_eq!(saved.tables[0].pays[0], 400);
        assert_eq!(SavedTables::parse(&saved.to_json()), Ok(saved.clone()));
        assert_eq!(
            saved
                .of(Jurisdiction::Maryland, SideWager::FlushBonus)
                .count(),
            2
        );
        assert_eq!(
            saved
                .of(Jurisdiction::Maryland, SideWager::StraightFlushBonus)
                .count(),
            0
        );
        saved.remove(Jurisdiction::Maryland, SideWager::FlushBonus, "Mine");
        assert_eq!(saved.tables.len(), 1);
    }

    #[test]
    fn what_cannot_be_saved_is_refused_and_changes_nothing() {
        let mut saved = SavedTables::fresh();
        saved.save(table("Mine", vec![300, 100, 10, 1])).unwrap();
        let before = saved.clone();
        assert_eq!(
            saved.save(table("B", vec![1, 1, 1, 1])),
            Err("'B' is the label of a published MD Flush Bonus table: choose another name".into())
        );
        assert_eq!(
            saved.save(table("Short", vec![1, 1])),
            Err("MD Flush Bonus A has 4 lines, not 2".into())
        );
        assert_eq!(saved, before);
    }

    #[test]
    fn corrupted_or_unknown_saved_lists_are_refused_by_name() {
        assert!(SavedTables::parse("{")
            .unwrap_err()
            .starts_with("The saved tables are not readable"));
        assert_eq!(
            SavedTables::parse(r#"{"version":7,"tables":[]}"#),
            Err("The saved tables are in an unknown format (version 7)".into())
        );
        let mut saved = SavedTables::fresh();
        saved.save(table("Mine", vec![300, 100, 10, 1])).unwrap();
        let broken = saved.to_json().replace("[300,100,10,1]", "[300,100]");
        assert_eq!(
            SavedTables::parse(&broken),
            Err(
                "The saved table 'Mine' cannot be read: MD Flush Bonus A has 4 lines, not 2".into()
            )
        );
    }
}
