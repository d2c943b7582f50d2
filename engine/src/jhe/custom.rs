//! A user's own copy of a published Jackpot Hold 'Em table — the X-tra Bonus, the Player Bonus or
//! a Progressive — with its lines re-priced the way each line pays ("N to 1", "N for 1", a share
//! of the same meter): named, kept on the device and analysed in the explorer. No regulation
//! publishes it; everything that shows it says so (`Origin::Custom`, no citation). Built only
//! through [`JheCustomTable::paytable`], which refuses what it cannot be and changes nothing.

use super::exact::MOST_XTRA_TO_ONE;
use super::paytables::{all_paytables, JhePaytable};
use super::rules::JheWager;
use crate::paytable::{Origin, Pay, PaytableHand};
use serde::{Deserialize, Serialize};

/// The longest name a custom table may have, in characters.
pub use crate::paytable::MAX_OWN_NAME as MAX_NAME;

/// The most a line may pay "to 1" or "for 1" (an X-tra Bonus line: [`MOST_XTRA_TO_ONE`]).
pub const MOST_PAY: u32 = 1_000_000;

/// The wagers whose tables can be copied.
pub const COPIED: [JheWager; 3] = [
    JheWager::XtraBonus,
    JheWager::PlayerBonus,
    JheWager::Progressive,
];

/// A published table's lines with the user's amounts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JheCustomTable {
    pub wager: JheWager,
    /// The label of the published table it copies ("A"–"E").
    pub base: String,
    pub name: String,
    /// What each line of the base pays in the copy, highest line first, each of the kind the
    /// base's line pays (a push stays a push).
    pub pays: Vec<Pay>,
}

impl JheCustomTable {
    /// A copy of `base` paying what it pays, to be edited and named.
    pub fn of(base: &JhePaytable, name: &str) -> JheCustomTable {
        JheCustomTable {
            wager: base.wager,
            base: base.label.clone(),
            name: name.to_string(),
            pays: base.lines.iter().map(|l| l.pay).collect(),
        }
    }

    /// Where it comes from, as the exports say it: "yours, from MD Player Bonus A".
    pub fn source(&self) -> String {
        format!("yours, from MD {} {}", self.wager.name(), self.base)
    }

    /// The published table it copies, or why there is none.
    pub fn base_table(&self) -> Result<&'static JhePaytable, String> {
        if !COPIED.contains(&self.wager) {
            return Err(format!("{} tables are not copied", self.wager.name()));
        }
        all_paytables()
            .iter()
            .find(|t| t.wager == self.wager && t.label == self.base)
            .ok_or_else(|| format!("there is no {} paytable '{}'", self.wager.name(), self.base))
    }

    /// The table as the engine analyses it, or why it cannot be one.
    pub fn paytable(&self) -> Result<JhePaytable, String> {
        let name = crate::paytable::own_table_name(&self.name)?;
        let base = self.base_table()?;
        base.check_line_count(self.pays.len())?;
        let most = if self.wager == JheWager::XtraBonus {
            MOST_XTRA_TO_ONE
        } else {
            MOST_PAY
        };
        let mut table = base.clone();
        for (line, &pay) in table.lines.iter_mut().zip(&self.pays) {
            let fits = match (line.pay, pay) {
                (Pay::ToOne(_), Pay::ToOne(n)) | (Pay::ForOne(_), Pay::ForOne(n)) => n <= most,
                (Pay::MeterPercent { meter, .. }, Pay::MeterPercent { meter: m, percent }) => {
                    m == meter && (1..=100).contains(&percent)
                }
                (published, pay) => published == pay,
            };
            if !fits {
                return Err(format!(
                    "{}: {pay} cannot replace {} (the same kind of pay, at most {most} to 1 or for 1, a meter's share from 1% to 100%)",
                    line.hand.name(),
                    line.pay
                ));
            }
            line.pay = pay;
        }
        table.label = name.to_string();
        table.origin = Origin::Custom;
        table.warning = None;
        Ok(table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meters::MeterName;

    fn base(wager: JheWager, label: &str) -> &'static JhePaytable {
        super::super::paytables::paytable(wager, label).unwrap()
    }

    #[test]
    fn a_copy_keeps_the_base_lines_with_the_users_amounts_and_no_citation() {
        let mut mine = JheCustomTable::of(base(JheWager::PlayerBonus, "A"), " Richer ");
        mine.pays[0] = Pay::ToOne(200);
        let table = mine.paytable().unwrap();
        assert_eq!(table.label, "Richer");
        assert_eq!(table.origin, Origin::Custom);
        assert_eq!(table.citation(), None);
        assert_eq!(table.lines[0].pay, Pay::ToOne(200));
        let published = base(JheWager::PlayerBonus, "A");
        assert_eq!(table.lines.len(), published.lines.len());
        assert!(table
            .lines
            .iter()
            .zip(&published.lines)
            .skip(1)
            .all(|(a, b)| a == b));
    }

    #[test]
    fn a_progressive_copy_may_change_a_meters_share_but_not_its_meter() {
        let published = base(JheWager::Progressive, "E");
        let at = published
            .lines
            .iter()
            .position(|l| matches!(l.pay, Pay::MeterPercent { .. }))
            .unwrap();
        let Pay::MeterPercent { meter, .. } = published.lines[at].pay else {
            unreachable!()
        };
        let mut mine = JheCustomTable::of(published, "Half");
        mine.pays[at] = Pay::MeterPercent { meter, percent: 50 };
        assert!(mine.paytable().is_ok());
        let other = MeterName::ALL.into_iter().find(|&m| m != meter).unwrap();
        mine.pays[at] = Pay::MeterPercent {
            meter: other,
            percent: 50,
        };
        assert!(mine.paytable().unwrap_err().contains("cannot replace"));
        mine.pays[at] = Pay::MeterPercent { meter, percent: 0 };
        assert!(mine.paytable().is_err());
    }

    #[test]
    fn what_cannot_be_a_table_is_refused_with_the_reason() {
        let xtra = base(JheWager::XtraBonus, "A");
        let mine = JheCustomTable::of(xtra, "Mine");
        assert!(mine.paytable().is_ok());
        let refused = |f: &dyn Fn(&mut JheCustomTable)| {
            let mut t = mine.clone();
            f(&mut t);
            t.paytable().unwrap_err()
        };
        assert_eq!(
            refused(&|t| t.pays[0] = Pay::ToOne(10_001)),
            "Royal flush: 10001 to 1 cannot replace 500 to 1 (the same kind of pay, at most 10000 to 1 or for 1, a meter's share from 1% to 100%)"
        );
        // The push below a straight stays a push.
        let last = xtra.lines.len() - 1;
        assert!(refused(&|t| t.pays[last] = Pay::ToOne(1)).contains("cannot replace"));
        assert!(refused(&|t| t.pays[0] = Pay::ForOne(500)).contains("cannot replace"));
        assert_eq!(
            refused(&|t| {
                t.pays.pop();
            }),
            format!(
                "{} has {} lines, not {}",
                xtra.title(),
                xtra.lines.len(),
                xtra.lines.len() - 1
            )
        );
        assert_eq!(refused(&|t| t.name = "  ".into()), "give the table a name");
        assert_eq!(
            refused(&|t| t.name = "x".repeat(41)),
            "a name has at most 40 characters"
        );
        assert_eq!(
            refused(&|t| t.base = "Z".into()),
            "there is no X-tra Bonus paytable 'Z'"
        );
        assert_eq!(
            refused(&|t| t.wager = JheWager::Ante),
            "Ante tables are not copied"
        );
    }
}
