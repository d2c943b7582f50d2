//! A user's own copy of a published Flush Bonus or Straight Flush Bonus table with its lines
//! re-priced "to 1": named, kept on the device, analysed in the explorer and offered at a
//! practice table. No regulation publishes it; everything that shows it says so (its
//! `Origin::Custom`, no citation). Built only through [`CustomTable::paytable`], which refuses
//! what it cannot be (a wager without fixed lines, a base the jurisdiction lacks, a wrong count
//! of lines, an amount out of range, an empty or over-long name) and changes nothing.

use super::paytables::{paytable, Origin, Pay, Paytable, SideWager};
use super::side_bets::MOST_TO_ONE;
use crate::Jurisdiction;
use serde::{Deserialize, Serialize};

/// The longest name a custom table may have, in characters.
pub use crate::paytable::MAX_OWN_NAME as MAX_NAME;

/// A published table's lines with the user's amounts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomTable {
    pub jurisdiction: Jurisdiction,
    pub wager: SideWager,
    /// The label of the published table it copies.
    pub base: String,
    pub name: String,
    /// "N to 1" for each line of the base, highest line first.
    pub pays: Vec<u32>,
}

impl CustomTable {
    /// The table as the engine analyses and settles it, or why it cannot be one.
    pub fn paytable(&self) -> Result<Paytable, String> {
        if self.wager == SideWager::Progressive {
            return Err("only Flush Bonus and Straight Flush Bonus tables can be copied".into());
        }
        let name = crate::paytable::own_table_name(&self.name)?;
        let base = paytable(self.jurisdiction, self.wager, &self.base).ok_or_else(|| {
            format!(
                "{} has no {} paytable '{}'",
                self.jurisdiction.name(),
                self.wager.name(),
                self.base
            )
        })?;
        base.check_line_count(self.pays.len())?;
        let mut table = base.clone();
        for (line, &pay) in table.lines.iter_mut().zip(&self.pays) {
            if pay > MOST_TO_ONE {
                return Err(format!(
                    "{}: payouts above 1,000,000 to 1 are not accepted",
                    line.hand.name()
                ));
            }
            line.pay = Pay::ToOne(pay);
        }
        table.label = name.to_string();
        table.label_prefix = "";
        table.origin = Origin::Custom;
        table.warning = None;
        Ok(table)
    }

    /// "Yours, from MD Flush Bonus A": where the lines came from.
    pub fn source(&self) -> String {
        format!(
            "yours, from {} {} {}",
            self.jurisdiction.code(),
            self.wager.name(),
            self.base
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mine(pays: Vec<u32>) -> CustomTable {
        CustomTable {
            jurisdiction: Jurisdiction::Massachusetts,
            wager: SideWager::FlushBonus,
            base: "A".into(),
            name: "  Richer A ".into(),
            pays,
        }
    }

    #[test]
    fn a_copy_keeps_the_base_lines_with_the_users_amounts_and_no_citation() {
        let table = mine(vec![500, 100, 10, 2]).paytable().unwrap();
        let base = paytable(Jurisdiction::Massachusetts, SideWager::FlushBonus, "A").unwrap();
        assert_eq!(table.label, "Richer A");
        assert_eq!(table.title(), "MA Flush Bonus Richer A");
        assert_eq!(table.origin, Origin::Custom);
        assert_eq!(table.citation(), None);
        let hands: Vec<_> = table.lines.iter().map(|l| l.hand).collect();
        let base_hands: Vec<_> = base.lines.iter().map(|l| l.hand).collect();
        assert_eq!(hands, base_hands);
        assert_eq!(
            table.lines.iter().map(|l| l.pay).collect::<Vec<_>>(),
            [500, 100, 10, 2].map(Pay::ToOne).to_vec()
        );
    }

    #[test]
    fn what_cannot_be_a_table_is_refused_with_the_reason() {
        let refused = |t: CustomTable| t.paytable().unwrap_err();
        assert_eq!(
            refused(mine(vec![1, 2, 3])),
            "MA Flush Bonus A has 4 lines, not 3"
        );
        assert_eq!(
            refused(mine(vec![2_000_000, 100, 10, 1])),
            "7-card flush: payouts above 1,000,000 to 1 are not accepted"
        );
        assert_eq!(
            refused(CustomTable {
                name: " ".into(),
                ..mine(vec![1, 1, 1, 1])
            }),
            "give the table a name"
        );
        assert_eq!(
            refused(CustomTable {
                name: "x".repeat(41),
                ..mine(vec![1, 1, 1, 1])
            }),
            "a name has at most 40 characters"
        );
        assert_eq!(
            refused(CustomTable {
                base: "Z".into(),
                ..mine(vec![1, 1, 1, 1])
            }),
            "Massachusetts has no Flush Bonus paytable 'Z'"
        );
        assert_eq!(
            refused(CustomTable {
                wager: SideWager::Progressive,
                ..mine(vec![1])
            }),
            "only Flush Bonus and Straight Flush Bonus tables can be copied"
        );
    }
}
