//! The instructor's pace targets and table-test rubric as last set (`pace.v1`, whatever the
//! game shown): the table test starts from them, and the skills pages judge speed against
//! them. Checked when read as when typed (`PaceTargets::check`, `Rubric::check`); a missing or
//! unreadable entry is the defaults (with a message for the unreadable).

use crate::storage::{self, Entry};
use engine::pace::{PaceTargets, Rubric};
use serde::{Deserialize, Serialize};

/// The version of the saved format.
const PACE_VERSION: u32 = 1;

/// What is kept: the targets and the rubric.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaceTerms {
    pub targets: PaceTargets,
    pub rubric: Rubric,
}

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u32,
    targets: PaceTargets,
    rubric: Rubric,
}

/// The terms as saved (JSON).
pub fn to_json(terms: &PaceTerms) -> String {
    serde_json::to_string(&Saved {
        version: PACE_VERSION,
        targets: terms.targets,
        rubric: terms.rubric,
    })
    .unwrap_or_default()
}

/// Saved terms read back and checked; a message naming what was wrong if not.
pub fn parse(text: &str) -> Result<PaceTerms, String> {
    let saved: Saved = serde_json::from_str(text)
        .map_err(|e| format!("the saved pace targets and rubric are unreadable ({e})"))?;
    if saved.version != PACE_VERSION {
        return Err(format!(
            "the saved pace targets and rubric are in an unknown format (version {})",
            saved.version
        ));
    }
    saved
        .targets
        .check()
        .and_then(|()| saved.rubric.check())
        .map_err(|e| format!("the saved pace targets and rubric are refused: {e}"))?;
    Ok(PaceTerms {
        targets: saved.targets,
        rubric: saved.rubric,
    })
}

/// The terms in force, and a message when saved ones could not be used.
/// Terms an import staged are adopted first, if they are accepted.
pub fn load() -> (PaceTerms, Option<String>) {
    let adopted = storage::adopt(Entry::PaceTerms, parse);
    let (terms, problem) = storage::load(
        storage::ANY_GAME,
        Entry::PaceTerms,
        parse,
        PaceTerms::default,
    );
    (terms, storage::both(adopted, problem))
}

/// Keeps the terms; a message if the browser refuses.
pub fn save(terms: &PaceTerms) -> Option<String> {
    storage::save(storage::ANY_GAME, Entry::PaceTerms, &to_json(terms))
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Cents;

    /// Terms saved by this version (a 20 s payout, a 90 % pass mark) still load.
    #[test]
    fn terms_saved_today_still_load() {
        let terms = parse(include_str!("../tests/fixtures/pace-v1.json")).unwrap();
        assert_eq!(terms.targets.payout_ms, 20_000);
        assert_eq!(terms.targets.deal_ms, 2_000);
        assert_eq!(terms.rubric.pass_mark, 90);
        assert_eq!(terms.rubric.mispay_tolerance, Cents::dollars(50));
    }

    #[test]
    fn terms_round_trip_and_bad_ones_are_refused_by_name() {
        let mut terms = PaceTerms::default();
        terms.targets.set("payout", "12.5").unwrap();
        terms.rubric.pace = 0;
        assert_eq!(parse(&to_json(&terms)), Ok(terms));
        let zero = to_json(&terms).replace("\"payout_ms\":12500", "\"payout_ms\":0");
        assert_eq!(
            parse(&zero).unwrap_err(),
            "the saved pace targets and rubric are refused: the payout target is more than 0 and at most 3600 seconds, not 0"
        );
        let over = to_json(&terms).replace("\"pass_mark\":80", "\"pass_mark\":180");
        assert!(parse(&over).unwrap_err().contains("not 180"));
        let later = to_json(&terms).replace("\"version\":1", "\"version\":2");
        assert!(parse(&later)
            .unwrap_err()
            .contains("unknown format (version 2)"));
        assert!(parse("[]").unwrap_err().contains("unreadable"));
    }
}
