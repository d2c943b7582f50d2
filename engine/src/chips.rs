//! Paying from a chip rack, as a dealer school grades it: the rack's denominations and colours
//! (data, configurable), the fewest-chips payout of any amount, the grading of the chips a
//! student picked (amount right or wrong, the mispay's cost and who bears it, change made
//! sensibly under the house's colour-up rule) and chip-cutting (a stack cut into the piles a
//! payout needs). Game-neutral: both games and every rule set pay through it.
//!
//! **The colour-up rule adopted.** A payout is made sensibly when it uses no more chips than the
//! fewest that make the amount from this rack, plus the house's allowance
//! ([`ColourUp::extra_chips`], 0 by default: every stack coloured up, so five $1 chips where a $5
//! chip does are not sensible). Every selection of that many chips or fewer that makes the
//! amount is accepted; they are listed by [`Rack::alternatives`].

use crate::money::Cents;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One denomination of the rack, with the colour the house uses for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chip {
    pub value: Cents,
    /// The colour's name ("red"): what a page labels the chip with.
    pub colour: String,
    /// The colour to draw it with (CSS), data rather than code so a house can set its own.
    pub css: String,
}

/// The house's colour-up rule: how many chips beyond the fewest a payout may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourUp {
    pub extra_chips: u32,
}

/// A chip rack: its denominations from the smallest up, and the colour-up rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rack {
    chips: Vec<Chip>,
    pub colour_up: ColourUp,
}

/// Why a rack, an amount or a selection cannot be used, in words naming what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChipError(pub String);

impl fmt::Display for ChipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ChipError {}

fn err<T>(text: impl Into<String>) -> Result<T, ChipError> {
    Err(ChipError(text.into()))
}

/// How many chips of each denomination, in the rack's order (smallest first).
pub type Counts = Vec<u32>;

/// The common casino rack: $1 white, $2.50 pink, $5 red, $25 green, $100 black, $500 purple,
/// $1,000 yellow (orange in some houses), $5,000 grey.
pub const DEFAULT_DENOMINATIONS: [(i64, &str, &str); 8] = [
    (100, "white", "#f4f4f4"),
    (250, "pink", "#f4a7c0"),
    (500, "red", "#c8102e"),
    (2_500, "green", "#1b7a3a"),
    (10_000, "black", "#1a1a1a"),
    (50_000, "purple", "#6a2c91"),
    (100_000, "yellow", "#f2c200"),
    (500_000, "grey", "#8a8d91"),
];

/// The most chips a payout may be built from: a guard on the work a pathological rack could ask
/// of the search, far above any table payout (a $1,000,000 award is 200 $5,000 chips).
pub const MOST_CHIPS: u64 = 100_000;

impl Default for Rack {
    fn default() -> Rack {
        Rack::new(
            DEFAULT_DENOMINATIONS
                .iter()
                .map(|&(cents, colour, css)| Chip {
                    value: Cents(cents),
                    colour: colour.into(),
                    css: css.into(),
                })
                .collect(),
            ColourUp::default(),
        )
        .expect("the default rack is valid")
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Rack {
    /// A rack of these chips (any order; sorted smallest first). Refused: no chips, a value
    /// that is not positive, two chips of one value.
    pub fn new(mut chips: Vec<Chip>, colour_up: ColourUp) -> Result<Rack, ChipError> {
        if chips.is_empty() {
            return err("a rack needs at least one denomination");
        }
        if let Some(c) = chips.iter().find(|c| c.value.0 <= 0) {
            return err(format!(
                "the {} chip's value ({}) is not positive",
                c.colour, c.value
            ));
        }
        chips.sort_by_key(|c| c.value);
        if let Some(w) = chips.windows(2).find(|w| w[0].value == w[1].value) {
            return err(format!(
                "two chips ({} and {}) have the same value, {}",
                w[0].colour, w[1].colour, w[0].value
            ));
        }
        Ok(Rack { chips, colour_up })
    }

    pub fn chips(&self) -> &[Chip] {
        &self.chips
    }

    /// The chip of this value, if the rack has one.
    pub fn chip(&self, value: Cents) -> Option<&Chip> {
        self.chips.iter().find(|c| c.value == value)
    }

    /// The amount a selection makes, or why it is not a selection from this rack.
    pub fn total(&self, counts: &[u32]) -> Result<Cents, ChipError> {
        if counts.len() != self.chips.len() {
            return err(format!(
                "a selection gives {} counts for a rack of {} denominations",
                counts.len(),
                self.chips.len()
            ));
        }
        self.chips
            .iter()
            .zip(counts)
            .try_fold(Cents::ZERO, |sum, (c, &n)| {
                c.value
                    .checked_mul(n as i64)
                    .and_then(|v| sum.checked_add(v))
            })
            .map_err(|_| ChipError("the selection's total is too large".into()))
    }

    /// The fewest chips that make `amount` (counts smallest first), or why none do: a negative
    /// amount, or one no chips of this rack make ($0.50 from a rack whose smallest chip is $1).
    ///
    /// Why the search is small: in a fewest payout a chip of value `d` appears fewer than
    /// `D / gcd(d, D)` times for any larger chip `D` (that many make `d / gcd` chips of `D`,
    /// fewer), so each count but the largest chip's is bounded and the largest takes the rest.
    pub fn fewest(&self, amount: Cents) -> Result<Counts, ChipError> {
        let mut found = self.search(amount, None)?;
        found.pop().ok_or_else(|| self.unpayable(amount))
    }

    /// Every selection of at most the fewest chips plus the colour-up allowance that makes
    /// `amount`: the payouts accepted as made sensibly, the fewest first.
    pub fn alternatives(&self, amount: Cents) -> Result<Vec<Counts>, ChipError> {
        let fewest = self.fewest(amount)?;
        let most = count(&fewest) + self.colour_up.extra_chips as u64;
        let mut all = self.search(amount, Some(most))?;
        all.sort_by_key(|c| (count(c), std::cmp::Reverse(c.clone())));
        Ok(all)
    }

    fn unpayable(&self, amount: Cents) -> ChipError {
        ChipError(format!(
            "{amount} cannot be paid in chips from this rack (its smallest chip is {})",
            self.chips[0].value
        ))
    }

    /// With `most` = None: the fewest-chip selection (as a one-element list). With a bound:
    /// every selection of at most `most` chips making `amount`.
    fn search(&self, amount: Cents, most: Option<u64>) -> Result<Vec<Counts>, ChipError> {
        if amount.is_negative() {
            return err(format!("{amount} is negative: a payout is zero or more"));
        }
        let values: Vec<i64> = self.chips.iter().map(|c| c.value.0).collect();
        let n = values.len();
        // Bound each count: below the fewest bound for the fewest search; by `most` otherwise.
        let bounds: Vec<u64> = (0..n)
            .map(|i| match most {
                Some(m) => m,
                None if i + 1 == n => u64::MAX,
                None => values[i + 1..]
                    .iter()
                    .map(|&d| (d / gcd(values[i], d)) as u64 - 1)
                    .min()
                    .unwrap_or(u64::MAX),
            })
            .collect();
        // The gcd of the chips from i up: what the rest must be a multiple of.
        let mut suffix_gcd = vec![0i64; n + 1];
        for i in (0..n).rev() {
            suffix_gcd[i] = gcd(values[i], suffix_gcd[i + 1]);
        }
        if amount.0 % suffix_gcd[0] != 0 {
            return Err(self.unpayable(amount));
        }
        let largest_needed = (amount.0 / values[n - 1]) as u64;
        if most.is_none() && largest_needed > MOST_CHIPS {
            return err(format!(
                "{amount} needs more than {MOST_CHIPS} chips from this rack"
            ));
        }
        let mut best: Option<Counts> = None;
        let mut all = Vec::new();
        let mut counts = vec![0u32; n];
        let mut search = Search {
            values: &values,
            bounds: &bounds,
            suffix_gcd: &suffix_gcd,
            most,
            best: &mut best,
            all: &mut all,
        };
        search.walk(0, amount.0, 0, &mut counts);
        Ok(match most {
            Some(_) => all,
            None => best.into_iter().collect(),
        })
    }

    /// Grades the chips a student picked to pay `due`: whether the amount is right, what a
    /// mispay costs and whom, and whether the change was made sensibly (the colour-up rule).
    pub fn grade(&self, due: Cents, picked: &[u32]) -> Result<ChipGrade, ChipError> {
        let paid = self.total(picked)?;
        let fewest = self.fewest(due)?;
        let fewest_chips = count(&fewest);
        let chips_used = count(picked);
        let mispay = Mispay::between(due, paid)?;
        let allowed = fewest_chips + self.colour_up.extra_chips as u64;
        let sensible = mispay.is_none() && chips_used <= allowed;
        Ok(ChipGrade {
            due,
            paid,
            mispay,
            chips_used,
            fewest_chips,
            sensible,
            fewest: fewest.clone(),
            message: self.grade_message(due, paid, mispay, chips_used, allowed, &fewest),
        })
    }

    fn grade_message(
        &self,
        due: Cents,
        paid: Cents,
        mispay: Option<Mispay>,
        used: u64,
        allowed: u64,
        fewest: &[u32],
    ) -> String {
        let fewest_words = self.describe(fewest);
        match mispay {
            Some(m) => format!(
                "Mispaid: {paid} paid, {due} due — {} {} to the {}. Pay it as {fewest_words}.",
                if m.borne_by == Party::House {
                    "overpaid"
                } else {
                    "short"
                },
                m.cost,
                m.borne_by.name()
            ),
            None if used > allowed => format!(
                "{due} is right, but {used} chips where {allowed} would do: colour up (for example {fewest_words})."
            ),
            None => format!("{due} paid with {used} chips: right, and sensibly made."),
        }
    }

    /// A selection in words: "1 × $25 (green), 2 × $5 (red)", largest first; "no chips".
    pub fn describe(&self, counts: &[u32]) -> String {
        let parts: Vec<String> = self
            .chips
            .iter()
            .zip(counts)
            .rev()
            .filter(|(_, &n)| n > 0)
            .map(|(c, n)| format!("{n} × {} ({})", c.value, c.colour))
            .collect();
        if parts.is_empty() {
            "no chips".into()
        } else {
            parts.join(", ")
        }
    }

    /// Chip-cutting: the piles of `denomination` chips, cut from a stack of `stack` chips, that
    /// pay `amount`, in piles of `pile_height` (dealers cut by fives) with the short pile last.
    /// Refused: a denomination the rack lacks, an amount it does not divide, a stack too short.
    pub fn cut(
        &self,
        amount: Cents,
        denomination: Cents,
        stack: u32,
        pile_height: u32,
    ) -> Result<Vec<u32>, ChipError> {
        let chip = self
            .chip(denomination)
            .ok_or_else(|| ChipError(format!("this rack has no {denomination} chip")))?;
        if pile_height == 0 {
            return err("a pile is at least one chip high");
        }
        if amount.is_negative() || amount.0 % chip.value.0 != 0 {
            return err(format!(
                "{amount} is not a whole number of {} ({}) chips",
                chip.value, chip.colour
            ));
        }
        let needed = amount.0 / chip.value.0;
        if needed > stack as i64 {
            return err(format!(
                "{amount} needs {needed} {} chips; the stack has {stack}",
                chip.value
            ));
        }
        let needed = needed as u32;
        let mut piles = vec![pile_height; (needed / pile_height) as usize];
        if !needed.is_multiple_of(pile_height) {
            piles.push(needed % pile_height);
        }
        Ok(piles)
    }

    /// Grades piles cut from a stack of `denomination` chips to pay `due`.
    pub fn grade_cut(
        &self,
        due: Cents,
        denomination: Cents,
        piles: &[u32],
    ) -> Result<ChipGrade, ChipError> {
        let index = self
            .chips
            .iter()
            .position(|c| c.value == denomination)
            .ok_or_else(|| ChipError(format!("this rack has no {denomination} chip")))?;
        let mut counts = vec![0u32; self.chips.len()];
        counts[index] = piles
            .iter()
            .try_fold(0u32, |s, &p| s.checked_add(p))
            .ok_or_else(|| ChipError("too many chips cut".into()))?;
        let mut grade = self.grade(due, &counts)?;
        // A cut is from one stack: the colour-up rule does not apply, only the amount.
        grade.sensible = grade.mispay.is_none();
        Ok(grade)
    }
}

/// A chip-cutting exercise: cut `amount` from a stack of `stack` chips of `denomination`, in
/// piles of `pile_height` (the short pile last), as a dealer cuts a payout from the rack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CutTask {
    pub amount: Cents,
    pub denomination: Cents,
    pub stack: u32,
    pub pile_height: u32,
}

/// The chips a cutting exercise's stack holds, and its piles' height (dealers cut by fives).
pub const CUT_STACK: u32 = 40;
pub const CUT_PILE: u32 = 5;

impl Rack {
    /// A cutting exercise from a seed: a whole-dollar chip of the rack (below $500, the chips
    /// cut at a table) and 3 to 24 of them, so the piles differ in number and the short pile.
    pub fn cut_task(&self, seed: u64) -> Result<CutTask, ChipError> {
        use crate::random::Draw;
        let cuttable: Vec<&Chip> = self
            .chips
            .iter()
            .filter(|c| c.value.0 % 100 == 0 && c.value.0 < 50_000)
            .collect();
        if cuttable.is_empty() {
            return err("this rack has no whole-dollar chip below $500 to cut");
        }
        let mut draw = crate::deck::seeded_rng(seed);
        let chip = cuttable[draw.below(cuttable.len())];
        let chips = draw.in_range(3, 25) as i64;
        let amount = chip
            .value
            .checked_mul(chips)
            .map_err(|_| ChipError("the amount is too large".into()))?;
        Ok(CutTask {
            amount,
            denomination: chip.value,
            stack: CUT_STACK,
            pile_height: CUT_PILE,
        })
    }
}

struct Search<'a> {
    values: &'a [i64],
    bounds: &'a [u64],
    suffix_gcd: &'a [i64],
    most: Option<u64>,
    best: &'a mut Option<Counts>,
    all: &'a mut Vec<Counts>,
}

impl Search<'_> {
    /// Chooses the count of chip `i` (smallest first), `left` still to make with `used` chips
    /// so far.
    fn walk(&mut self, i: usize, left: i64, used: u64, counts: &mut Counts) {
        let n = self.values.len();
        let limit = self
            .most
            .or_else(|| self.best.as_ref().map(|b| count(b)))
            .unwrap_or(u64::MAX);
        if i + 1 == n {
            if left % self.values[i] != 0 {
                return;
            }
            let k = (left / self.values[i]) as u64;
            let total = used + k;
            let fits = match self.most {
                Some(m) => total <= m,
                None => self.best.is_none() || total < limit,
            };
            if fits {
                counts[i] = k as u32;
                match self.most {
                    Some(_) => self.all.push(counts.clone()),
                    None => *self.best = Some(counts.clone()),
                }
                counts[i] = 0;
            }
            return;
        }
        let mut k: u64 = 0;
        loop {
            let spent = self.values[i] as i128 * k as i128;
            if spent > left as i128 || k > self.bounds[i] || used + k > limit {
                break;
            }
            let rest = left - spent as i64;
            // What is left must fit in the chips still allowed, even all of the largest.
            let room = limit.saturating_sub(used + k) as i128 * self.values[n - 1] as i128;
            if rest % self.suffix_gcd[i + 1] == 0 && rest as i128 <= room {
                counts[i] = k as u32;
                self.walk(i + 1, rest, used + k, counts);
            }
            k += 1;
        }
        counts[i] = 0;
    }
}

/// How many chips a selection holds.
pub fn count(counts: &[u32]) -> u64 {
    counts.iter().map(|&n| n as u64).sum()
}

/// Who bears a mispay: the house when a player is overpaid, the player when underpaid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Party {
    House,
    Player,
}

impl Party {
    pub fn name(self) -> &'static str {
        match self {
            Party::House => "house",
            Party::Player => "player",
        }
    }
}

/// What a mispay costs and whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mispay {
    pub cost: Cents,
    pub borne_by: Party,
}

impl Mispay {
    /// What paying `paid` where `due` was due costs, and whom (`None`: paid right).
    pub fn between(due: Cents, paid: Cents) -> Result<Option<Mispay>, ChipError> {
        let difference = paid
            .checked_sub(due)
            .map_err(|_| ChipError("the difference is too large".into()))?;
        Ok(match difference.0.cmp(&0) {
            std::cmp::Ordering::Equal => None,
            std::cmp::Ordering::Greater => Some(Mispay {
                cost: difference,
                borne_by: Party::House,
            }),
            std::cmp::Ordering::Less => Some(Mispay {
                cost: Cents(-difference.0),
                borne_by: Party::Player,
            }),
        })
    }

    /// "Cost: $1 overpaid, to the house." / "Cost: $5 short, to the player."
    pub fn describe(&self) -> String {
        format!(
            "Cost: {} {}, to the {}.",
            self.cost,
            match self.borne_by {
                Party::House => "overpaid",
                Party::Player => "short",
            },
            self.borne_by.name()
        )
    }
}

/// A graded chip payout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChipGrade {
    pub due: Cents,
    pub paid: Cents,
    /// `None` when the amount is right.
    pub mispay: Option<Mispay>,
    pub chips_used: u64,
    pub fewest_chips: u64,
    /// The amount right and the change made within the colour-up rule.
    pub sensible: bool,
    /// One fewest-chips payout of the amount due.
    pub fewest: Counts,
    /// The verdict in words, with the cost when wrong.
    pub message: String,
}

impl ChipGrade {
    pub fn amount_right(&self) -> bool {
        self.mispay.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(dollars: f64) -> Cents {
        Cents((dollars * 100.0).round() as i64)
    }

    #[test]
    fn fewest_chips_where_greedy_fails() {
        let rack = Rack::default();
        // $3: greedy takes $2.50 and strands $0.50; the fewest is three $1 chips.
        assert_eq!(rack.fewest(d(3.0)).unwrap(), vec![3, 0, 0, 0, 0, 0, 0, 0]);
        // $7.50 = $5 + $2.50; $35 = $25 + 2 × $5; $1,235 = $1,000 + 2 × $100 + $25 + 2 × $5.
        assert_eq!(rack.fewest(d(7.5)).unwrap(), vec![0, 1, 1, 0, 0, 0, 0, 0]);
        assert_eq!(rack.fewest(d(35.0)).unwrap(), vec![0, 0, 2, 1, 0, 0, 0, 0]);
        assert_eq!(
            rack.fewest(d(1235.0)).unwrap(),
            vec![0, 0, 2, 1, 2, 0, 1, 0]
        );
        assert_eq!(rack.fewest(Cents::ZERO).unwrap(), vec![0; 8]);
    }

    #[test]
    fn refusals_name_what_is_wrong() {
        let rack = Rack::default();
        assert!(rack
            .fewest(d(0.5))
            .unwrap_err()
            .0
            .contains("cannot be paid"));
        assert!(rack.fewest(d(-5.0)).unwrap_err().0.contains("negative"));
        assert!(rack
            .total(&[1, 2])
            .unwrap_err()
            .0
            .contains("8 denominations"));
        assert!(Rack::new(vec![], ColourUp::default()).is_err());
        let twice = vec![
            Chip {
                value: d(5.0),
                colour: "red".into(),
                css: "red".into(),
            };
            2
        ];
        assert!(Rack::new(twice, ColourUp::default())
            .unwrap_err()
            .0
            .contains("same value"));
        assert!(rack
            .cut(d(12.0), d(5.0), 20, 5)
            .unwrap_err()
            .0
            .contains("whole number"));
        assert!(rack
            .cut(d(500.0), d(5.0), 20, 5)
            .unwrap_err()
            .0
            .contains("the stack has 20"));
    }

    #[test]
    fn grading_costs_and_colour_up() {
        let rack = Rack::default();
        // $35 due: $25 + $10 in $5s is right and fewest.
        let right = rack.grade(d(35.0), &[0, 0, 2, 1, 0, 0, 0, 0]).unwrap();
        assert!(right.amount_right() && right.sensible);
        // Seven $5 chips: right amount, but 7 chips where 3 do.
        let uncoloured = rack.grade(d(35.0), &[0, 0, 7, 0, 0, 0, 0, 0]).unwrap();
        assert!(uncoloured.amount_right() && !uncoloured.sensible);
        assert!(uncoloured.message.contains("colour up"));
        // $40 paid for $35: the house loses $5.
        let over = rack.grade(d(35.0), &[0, 0, 3, 1, 0, 0, 0, 0]).unwrap();
        assert_eq!(
            over.mispay,
            Some(Mispay {
                cost: d(5.0),
                borne_by: Party::House
            })
        );
        // $30 paid for $35: the player is $5 short.
        let under = rack.grade(d(35.0), &[0, 0, 1, 1, 0, 0, 0, 0]).unwrap();
        assert_eq!(under.mispay.unwrap().borne_by, Party::Player);
        assert!(under.message.contains("short $5 to the player"));
        // An allowance of one extra chip accepts $10 as $5 + 2 × $2.50.
        let lenient = Rack {
            colour_up: ColourUp { extra_chips: 1 },
            ..Rack::default()
        };
        assert!(
            lenient
                .grade(d(10.0), &[0, 2, 1, 0, 0, 0, 0, 0])
                .unwrap()
                .sensible
        );
        assert!(
            !rack
                .grade(d(10.0), &[0, 2, 1, 0, 0, 0, 0, 0])
                .unwrap()
                .sensible
        );
        assert_eq!(
            lenient.alternatives(d(10.0)).unwrap(),
            vec![vec![0, 0, 2, 0, 0, 0, 0, 0], vec![0, 2, 1, 0, 0, 0, 0, 0]]
        );
    }

    #[test]
    fn cutting_a_stack() {
        let rack = Rack::default();
        // 35 to 1 on $5 is $175: 35 red chips, seven piles of five.
        assert_eq!(rack.cut(d(175.0), d(5.0), 100, 5).unwrap(), vec![5; 7]);
        assert_eq!(rack.cut(d(60.0), d(5.0), 20, 5).unwrap(), vec![5, 5, 2]);
        let graded = rack.grade_cut(d(60.0), d(5.0), &[5, 5, 3]).unwrap();
        assert_eq!(graded.mispay.unwrap().cost, d(5.0));
        assert!(
            rack.grade_cut(d(60.0), d(5.0), &[5, 5, 2])
                .unwrap()
                .sensible
        );
    }

    /// A cutting exercise's piles are the cut of its amount (checked by counting: the piles
    /// add up to the amount in chips, all five high but the last), and grading them right
    /// costs nothing while a pile short by one chip costs that chip, to the player.
    #[test]
    fn cut_tasks_are_cut_and_graded() {
        let rack = Rack::default();
        for seed in 0..200 {
            let task = rack.cut_task(seed).unwrap();
            let chips = task.amount.0 / task.denomination.0;
            assert!((3..=24).contains(&chips), "{task:?}");
            let piles = rack
                .cut(task.amount, task.denomination, task.stack, task.pile_height)
                .unwrap();
            assert_eq!(piles.iter().map(|&p| p as i64).sum::<i64>(), chips);
            assert!(piles[..piles.len() - 1].iter().all(|&p| p == 5));
            assert!((1..=5).contains(piles.last().unwrap()));
            let right = rack
                .grade_cut(task.amount, task.denomination, &piles)
                .unwrap();
            assert!(right.sensible && right.mispay.is_none());
            let mut short = piles.clone();
            *short.last_mut().unwrap() -= 1;
            let wrong = rack
                .grade_cut(task.amount, task.denomination, &short)
                .unwrap();
            assert_eq!(
                wrong.mispay,
                Some(Mispay {
                    cost: task.denomination,
                    borne_by: Party::Player
                })
            );
        }
        assert_eq!(rack.cut_task(7).unwrap(), rack.cut_task(7).unwrap());
    }
}
