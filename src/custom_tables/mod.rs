//! The user's own paytables, kept on the device, one list per game (`hcf.custom.v1`,
//! `jhe.custom.v1`): named copies of published tables with their amounts. High Card Flush's
//! (Flush Bonus, Straight Flush Bonus) are shown in the explorer's grid and comparison, exported
//! as JSON (and with the grid's CSV) and offered at the practice table (in its settings, or by
//! the explorer's "Play this table" link); Jackpot Hold 'Em's (X-tra Bonus, Player Bonus,
//! Progressive) are analysed and compared in its explorer, exported as JSON and CSV, and played
//! at its table by the explorer's "Play this table" link.
//! Pure Rust, tested natively; the one place that reads or writes them. Each game's table type
//! is an [`OwnTable`] in its own file (`hcf.rs`, `jhe.rs`).

mod hcf;
mod jhe;

pub use self::hcf::*;
pub use self::jhe::*;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The format of the saved list.
pub const VERSION: u64 = 1;
/// At most this many tables are kept.
pub const MOST: usize = 100;

/// A table of one's own, as a saved list holds it.
pub trait OwnTable: Clone + PartialEq + Serialize + DeserializeOwned {
    fn name(&self) -> &str;
    fn name_mut(&mut self) -> &mut String;
    /// Why it cannot be a table, if it cannot.
    fn check(&self) -> Result<(), String>;
    /// Whether the two are tables of the same wager (and rules), where a name is unique.
    fn same_place(&self, other: &Self) -> bool;
    /// Why its name cannot be used: a published table of its wager has that label.
    fn published_name(&self) -> Option<String>;
    /// The table as the academy's payout drill offers it.
    fn for_drill(self) -> engine::academy::OwnTable;
}

/// Every table the user has saved for one game, in the order saved.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(bound = "T: OwnTable")]
pub struct Saved<T> {
    pub version: u64,
    pub tables: Vec<T>,
}

impl<T: OwnTable> Saved<T> {
    /// The user's own tables of `game` saved on this device, to read (none when there are
    /// none, or when they cannot be read: the explorer, which keeps them, says why).
    pub fn on_device(game: engine::GameId) -> Saved<T> {
        crate::storage::load(
            game,
            crate::storage::Entry::CustomTables,
            Saved::parse,
            Saved::fresh,
        )
        .0
    }

    /// What a game's payout drill offers in its paytable choice: the saved tables that can be
    /// played (a damaged copy is left out), as the academy's own tables.
    pub fn drill_tables(&self) -> Vec<engine::academy::OwnTable> {
        let playable = self.tables.iter().filter(|t| t.check().is_ok());
        playable.cloned().map(T::for_drill).collect()
    }

    pub fn fresh() -> Saved<T> {
        Saved {
            version: VERSION,
            tables: Vec::new(),
        }
    }

    /// Reads the saved list (or an exported file): refused whole, naming what is wrong, when it
    /// is not this format or any table in it cannot be one.
    pub fn parse(text: &str) -> Result<Saved<T>, String> {
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
        let saved: Saved<T> = serde_json::from_str(text)
            .map_err(|e| format!("The saved tables are not readable ({e})"))?;
        if saved.tables.len() > MOST {
            return Err(format!("More than {MOST} saved tables"));
        }
        for table in &saved.tables {
            table
                .check()
                .map_err(|e| format!("The saved table '{}' cannot be read: {e}", table.name()))?;
        }
        Ok(saved)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("saved tables serialise")
    }

    /// Saves a table, over one of the same name for the same wager (and rules); refused
    /// (nothing changed) when it cannot be a table, its name is a published table's label, or
    /// the list is full.
    pub fn save(&mut self, table: T) -> Result<(), String> {
        let mut table = table;
        let trimmed = table.name().trim().to_string();
        *table.name_mut() = trimmed;
        table.check()?;
        if let Some(message) = table.published_name() {
            return Err(message);
        }
        match self
            .tables
            .iter()
            .position(|t| t.same_place(&table) && t.name() == table.name())
        {
            Some(i) => self.tables[i] = table,
            None if self.tables.len() >= MOST => {
                return Err(format!("{MOST} tables are saved already: delete one first"))
            }
            None => self.tables.push(table),
        }
        Ok(())
    }

    /// Adds every table of an imported list, or none: the message names the file and what
    /// could not be saved.
    pub fn import(&mut self, file: &str, text: &str) -> Result<String, String> {
        let incoming = Saved::<T>::parse(text).map_err(|e| format!("'{file}': {e}"))?;
        let mut next = self.clone();
        for table in incoming.tables.iter().cloned() {
            next.save(table)
                .map_err(|e| format!("'{file}': {e}; nothing was imported"))?;
        }
        *self = next;
        Ok(format!(
            "Imported {} table(s) from '{file}'.",
            incoming.tables.len()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::hcf::custom::CustomTable;
    use engine::hcf::paytables::SideWager;
    use engine::jhe::custom::JheCustomTable;
    use engine::jhe::JheWager;
    use engine::Jurisdiction;

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

    /// One copy of each Jackpot Hold 'Em table that can be copied, as a saved list holds them.
    fn jhe_copies() -> JheSavedTables {
        use engine::jhe::paytables::paytable;
        use engine::paytable::Pay;
        let mut saved = JheSavedTables::fresh();
        let mut xtra = JheCustomTable::of(paytable(JheWager::XtraBonus, "A").unwrap(), "Flush 3");
        xtra.pays[4] = Pay::ToOne(3);
        let mut bonus = JheCustomTable::of(paytable(JheWager::PlayerBonus, "A").unwrap(), "Rich");
        bonus.pays[0] = Pay::ToOne(200);
        let prog = JheCustomTable::of(paytable(JheWager::Progressive, "E").unwrap(), "E again");
        for table in [xtra, bonus, prog] {
            saved.save(table).unwrap();
        }
        saved
    }

    #[test]
    fn jackpot_hold_em_copies_read_back_as_saved_by_an_earlier_version() {
        // The fixture is the list this version saves; a later version must still read it.
        let fixture = include_str!("../../tests/fixtures/jhe-custom-tables-v1.json");
        assert_eq!(JheSavedTables::parse(fixture), Ok(jhe_copies()));
        assert_eq!(jhe_copies().to_json(), fixture.trim());
    }

    #[test]
    fn jackpot_hold_em_copies_save_over_by_name_per_wager_and_refuse_a_published_label() {
        let mut saved = jhe_copies();
        let before = saved.clone();
        let mut same = saved.tables[1].clone();
        same.name = "  A ".into();
        assert_eq!(
            saved.save(same.clone()),
            Err("'A' is the label of a published Player Bonus table: choose another name".into())
        );
        // The same name on another wager is another table.
        let mut other = saved.tables[2].clone();
        other.name = "Rich".into();
        saved.save(other).unwrap();
        assert_eq!(saved.tables.len(), 4);
        assert_eq!(saved.of(JheWager::PlayerBonus).count(), 1);
        saved.remove(JheWager::Progressive, "Rich");
        assert_eq!(saved, before);
        // An import adds all or nothing.
        let mut broken = before.clone();
        broken.tables[0].pays[0] = engine::paytable::Pay::ToOne(10_001);
        assert!(saved
            .import("x.json", &broken.to_json())
            .unwrap_err()
            .starts_with(
                "'x.json': The saved table 'Flush 3' cannot be read: Royal flush: 10001 to 1"
            ));
        assert_eq!(saved, before);
        assert_eq!(
            saved.import("mine.json", &before.to_json()),
            Ok("Imported 3 table(s) from 'mine.json'.".into())
        );
        assert_eq!(saved, before, "the same names save over");
    }
}
