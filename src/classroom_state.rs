//! The instructor's classes kept on the device (`classroom.v1`, versioned), their export and
//! import, and the import of hand-ins from pasted links, codes or files. Each class and hand-in
//! is kept as its code (the engine's versioned format), so what is stored is what was handed
//! out and handed in. Importing never loses what is there: a refused line says why and changes
//! nothing. A student's paper in progress is kept here too ([`Sitting`]), so a reload of the
//! assignment's link resumes it. Pure Rust, tested natively.

use engine::academy::{Answer, Catalogue};
use engine::classroom::dealer::DealerWork;
use engine::classroom::{Added, Assignment, Class, ClassError, HandIn};
use serde::{Deserialize, Serialize};

pub const CLASSROOM_VERSION: u32 = 1;

/// One class: the assignment handed out and the hand-ins collected, as codes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedClass {
    pub assignment: String,
    pub hand_ins: Vec<String>,
}

impl SavedClass {
    /// The class as the engine reads it (hand-ins that no longer read are left out, and counted
    /// by [`SavedClass::unreadable`]).
    pub fn class(&self) -> Result<Class, ClassError> {
        let mut class = Class::new(Assignment::decode(&self.assignment)?);
        class.hand_ins = self
            .hand_ins
            .iter()
            .filter_map(|h| HandIn::decode(h).ok())
            .collect();
        Ok(class)
    }
}

/// A student's paper in progress on this device: which assignment (its digest), when the paper
/// was started (the device's clock, ms since 1970: the time limit runs from it, through reloads),
/// the answers given so far, in the paper's order, and the dealer-mode run so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sitting {
    pub digest: String,
    pub started_ms: u64,
    pub answers: Vec<Option<Answer>>,
    /// The assignment's dealer-mode run so far (kept before runs were: none), which a reload
    /// deals again and replays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<DealerWork>,
}

/// Every class on this device, and the papers in progress (saved before sittings existed: none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Classroom {
    pub version: u32,
    pub classes: Vec<SavedClass>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sittings: Vec<Sitting>,
}

impl Default for Classroom {
    fn default() -> Classroom {
        Classroom {
            version: CLASSROOM_VERSION,
            classes: Vec::new(),
            sittings: Vec::new(),
        }
    }
}

/// What an import did, line by line, for the page to show.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// (what was read, what happened), one per code found.
    pub lines: Vec<(bool, String)>,
    /// The class the last accepted hand-in joined.
    pub class: Option<usize>,
}

impl ImportReport {
    pub fn accepted(&self) -> usize {
        self.lines.iter().filter(|(ok, _)| *ok).count()
    }
}

impl Classroom {
    /// Reads saved or exported classes; anything else is refused with the reason.
    pub fn parse(text: &str) -> Result<Classroom, String> {
        let value: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| format!("The classes file is not readable JSON ({e})."))?;
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(v) if v > u64::from(CLASSROOM_VERSION) => {
                return Err(format!(
                    "The classes were saved by a newer version of the app (version {v}; this \
                     one reads version {CLASSROOM_VERSION}). Reload to update the app."
                ))
            }
            Some(_) => {}
            None => return Err("This is not a classes file of this app.".into()),
        }
        serde_json::from_value(value).map_err(|e| format!("The classes file is damaged ({e})."))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The class of an assignment, made if it is not there yet.
    pub fn add_assignment(&mut self, assignment: &Assignment) -> usize {
        let digest = assignment.digest();
        let found = self
            .classes
            .iter()
            .position(|c| Assignment::decode(&c.assignment).is_ok_and(|a| a.digest() == digest));
        found.unwrap_or_else(|| {
            self.classes.push(SavedClass {
                assignment: assignment.encode(),
                hand_ins: Vec::new(),
            });
            self.classes.len() - 1
        })
    }

    /// Imports every hand-in in a text (links, codes or hand-in files' text, any number, one
    /// per line or separated by spaces). With `into`, each must be for that class; without,
    /// each joins its own assignment's class (made if new). Refused ones change nothing.
    pub fn import(
        &mut self,
        text: &str,
        into: Option<usize>,
        catalogue: Catalogue,
    ) -> ImportReport {
        let mut report = ImportReport::default();
        let candidates: Vec<&str> = text
            .split_whitespace()
            // A link carries it after `h=`; a bare hand-in code starts `VEdI` ("TGH" in base64).
            .filter(|w| w.contains("h=") || w.starts_with("VEdI"))
            .collect();
        if candidates.is_empty() {
            let why = match HandIn::decode(text) {
                Err(e) => e.to_string(),
                Ok(_) => "No hand-in found.".into(),
            };
            let why = if text.trim().is_empty() {
                "Nothing to import: paste a hand-in link or pick a hand-in file.".to_string()
            } else {
                why
            };
            report.lines.push((false, why));
            return report;
        }
        for word in candidates {
            report
                .lines
                .push(match self.import_one(word, into, catalogue) {
                    Ok((class, message)) => {
                        report.class = Some(class);
                        (true, message)
                    }
                    Err(why) => (false, why),
                });
        }
        report
    }

    fn import_one(
        &mut self,
        word: &str,
        into: Option<usize>,
        catalogue: Catalogue,
    ) -> Result<(usize, String), String> {
        let hand_in = HandIn::decode(word).map_err(|e| e.to_string())?;
        let at = match into {
            Some(i) if i < self.classes.len() => i,
            _ => {
                // Its own assignment's class: refused first if its copy was changed.
                engine::classroom::regrade(&hand_in, catalogue).map_err(|e| e.to_string())?;
                self.add_assignment(&hand_in.assignment)
            }
        };
        let saved = &mut self.classes[at];
        let mut class = saved.class().map_err(|e| e.to_string())?;
        let student = hand_in.student.clone();
        let added = class.add(hand_in, catalogue).map_err(|e| e.to_string())?;
        saved.hand_ins = class.hand_ins.iter().map(HandIn::encode).collect();
        let message = match added {
            Added::New => format!("{student}'s hand-in imported."),
            Added::Replaced => format!("{student}'s new hand-in replaces the earlier one."),
            Added::AlreadyThere => format!("{student}'s hand-in was already here."),
        };
        Ok((at, message))
    }

    /// Adds exported classes to these: each class's hand-ins join the same assignment's class
    /// here. Returns how many hand-ins were added or replaced.
    pub fn merge(&mut self, other: Classroom, catalogue: Catalogue) -> usize {
        let mut added = 0;
        for saved in other.classes {
            let Ok(assignment) = Assignment::decode(&saved.assignment) else {
                continue;
            };
            let at = self.add_assignment(&assignment);
            for code in &saved.hand_ins {
                let report = self.import(code, Some(at), catalogue);
                added += report.accepted();
            }
        }
        added
    }

    /// The paper in progress for an assignment (by its digest) with `questions` answers, if any.
    pub fn sitting(&self, digest: &str, questions: usize) -> Option<&Sitting> {
        self.sittings
            .iter()
            .find(|s| s.digest == digest && s.answers.len() == questions)
    }

    /// Keeps a paper in progress, replacing the one for the same assignment.
    pub fn keep_sitting(&mut self, sitting: Sitting) {
        self.end_sitting(&sitting.digest);
        self.sittings.push(sitting);
    }

    /// Forgets the paper in progress for an assignment (handed in).
    pub fn end_sitting(&mut self, digest: &str) {
        self.sittings.retain(|s| s.digest != digest);
    }

    pub fn remove_class(&mut self, at: usize) {
        if at < self.classes.len() {
            self.classes.remove(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::academy_state::ExamAttempt;
    use engine::academy::{Answer, Kind, Module};
    use engine::classroom::ExamTerms;
    use engine::deck::seeded_rng;
    use engine::random::Draw;
    use engine::{Cents, GameId, Jurisdiction};

    const GOLDEN: &str = include_str!("../engine/tests/golden/classroom-v1.txt");

    /// A paper in progress is kept, replaced and ended by assignment; classes saved before
    /// sittings existed still load, and a classroom with none saves as it did.
    #[test]
    fn a_sitting_is_kept_across_a_save_and_old_classes_still_load() {
        let old = r#"{"version":1,"classes":[{"assignment":"x","hand_ins":[]}]}"#;
        let mut room = Classroom::parse(old).unwrap();
        assert!(room.sittings.is_empty());
        assert_eq!(room.to_json(), old);
        let sitting = |started_ms, answers: Vec<Option<Answer>>| Sitting {
            digest: "d1".into(),
            started_ms,
            answers,
            dealer: None,
        };
        room.keep_sitting(sitting(5, vec![None, Some(Answer::Choice(2))]));
        room.keep_sitting(sitting(7, vec![Some(Answer::Amount(Cents(500))), None]));
        let back = Classroom::parse(&room.to_json()).unwrap();
        assert_eq!(back, room);
        assert_eq!(back.sittings.len(), 1);
        let kept = back.sitting("d1", 2).unwrap();
        assert_eq!(kept.started_ms, 7);
        assert_eq!(kept.answers[0], Some(Answer::Amount(Cents(500))));
        assert_eq!(
            back.sitting("d1", 3),
            None,
            "another paper length is not this paper"
        );
        assert_eq!(back.sitting("d2", 2), None);
        room.end_sitting("d1");
        assert_eq!(room.to_json(), old);
    }

    /// A dealer-mode run in progress is kept with its sitting (a dealer-run-only assignment's
    /// sitting has no answers); a sitting saved before runs were kept loads with none and saves
    /// as it was.
    #[test]
    fn a_dealer_runs_work_is_kept_with_its_sitting_and_older_sittings_load() {
        let before = r#"{"version":1,"classes":[],"sittings":[{"digest":"d1","started_ms":9,"answers":[null]}]}"#;
        let room = Classroom::parse(before).unwrap();
        assert_eq!(room.sitting("d1", 1).unwrap().dealer, None);
        assert_eq!(room.to_json(), before);
        let mut room = Classroom::default();
        let work = DealerWork {
            rounds: vec!["n@1200 x@800".into(), "n@900".into()],
            claimed: engine::classroom::dealer::DealerScore {
                procedure_right: 3,
                procedure_total: 3,
                payouts_right: 0,
                payouts_total: 0,
            },
        };
        room.keep_sitting(Sitting {
            digest: "run".into(),
            started_ms: 11,
            answers: Vec::new(),
            dealer: Some(work.clone()),
        });
        let back = Classroom::parse(&room.to_json()).unwrap();
        assert_eq!(back.sitting("run", 0).unwrap().dealer, Some(work));
    }

    fn golden(kind: &str) -> Vec<String> {
        GOLDEN
            .lines()
            .filter(|l| l.starts_with(kind))
            .map(|l| l.rsplit(' ').next().unwrap().to_string())
            .collect()
    }

    /// The hand-in's claimed score (the engine's grading) is the academy's own exam marking
    /// (`ExamAttempt::mark_in`, what the academy's result sheet shows), for random answers over
    /// many seeds and both games.
    #[test]
    fn a_hand_ins_score_is_the_academys_mark_for_random_answers() {
        let mut rng = seeded_rng(3434);
        for seed in 0..30u64 {
            let (games, modules) = match seed % 3 {
                0 => (vec![GameId::HighCardFlush], Module::ALL.to_vec()),
                1 => (vec![GameId::JackpotHoldEm], Module::JHE.to_vec()),
                _ => (
                    GameId::ALL.to_vec(),
                    vec![Module::HandRankings, Module::Payouts],
                ),
            };
            let assignment = Assignment {
                title: format!("Paper {seed}"),
                due: None,
                exam: Some(ExamTerms {
                    games: games.clone(),
                    jurisdiction: Jurisdiction::Maryland,
                    modules: modules.clone(),
                    count: 12,
                    time_limit_minutes: 30,
                    pass_mark_percent: 75,
                    seed: seed * 7919,
                    paper_version: 2,
                }),
                dealer: None,
            };
            let paper = assignment.paper(Catalogue::ALL);
            let answers: Vec<Option<Answer>> = paper
                .iter()
                .map(|q| match rng.below(3) {
                    0 => None,
                    1 => Some(q.correct.clone()),
                    _ => Some(match &q.kind {
                        Kind::Choice { options } => Answer::Choice(rng.below(options.len())),
                        Kind::Amount => Answer::Amount(Cents(rng.below(50_000) as i64)),
                        Kind::Order { items, .. } => {
                            Answer::Order((0..items.len()).rev().collect())
                        }
                    }),
                })
                .collect();
            let attempt = ExamAttempt {
                name: "Sam".into(),
                game: games[0],
                jurisdiction: Jurisdiction::Maryland,
                modules,
                count: 12,
                seed: seed * 7919,
                time_limit_minutes: 30,
                pass_mark_percent: 75,
                started_ms: 0.0,
                answers: answers.clone(),
                current: 0,
                paper_version: 2,
                flagged: vec![],
                both_games: games.len() == 2,
            };
            let marked = attempt.mark_in(60_000.0, String::new(), Catalogue::ALL);
            let hand_in = HandIn::new(&assignment, "Sam", answers, 60_000, "", Catalogue::ALL);
            assert_eq!(hand_in.claimed_score, marked.score, "seed {seed}");
            let regraded = engine::classroom::regrade(&hand_in, Catalogue::ALL).unwrap();
            assert_eq!(regraded.passed, marked.passed, "seed {seed}");
        }
    }

    #[test]
    fn importing_links_and_files_fills_the_class_and_bad_lines_change_nothing() {
        let assignments = golden("assignment");
        let hand_ins = golden("handin");
        let mut room = Classroom::default();
        let first = Assignment::decode(&assignments[0]).unwrap();
        assert_eq!(room.add_assignment(&first), 0);
        assert_eq!(
            room.add_assignment(&first),
            0,
            "the same assignment is one class"
        );
        // A hand-in file's text, a link and a bad line, pasted together.
        let pasted = format!(
            "Table Games Lab hand-in: Week 3 by Ana\nhttps://x.test/hcf/academy/class?h={}\n\
             https://x.test/hcf/academy/class?h={}\nhttps://x.test/hcf/academy/class?h=VEdIAV1RTUs",
            hand_ins[0], hand_ins[1]
        );
        let report = room.import(&pasted, Some(0), Catalogue::ALL);
        assert_eq!(report.accepted(), 2, "{report:?}");
        assert!(!report.lines[2].0);
        assert!(
            report.lines[2].1.contains("damaged or cut short"),
            "{report:?}"
        );
        let before = room.clone();
        // The other assignment's hand-in is refused by this class, with the reason.
        let refused = room.import(&hand_ins[2], Some(0), Catalogue::ALL);
        assert!(
            refused.lines[0].1.contains("another assignment"),
            "{refused:?}"
        );
        assert_eq!(room, before);
        // Without a class chosen, it makes its own.
        let own = room.import(&hand_ins[2], None, Catalogue::ALL);
        assert_eq!(own.class, Some(1));
        let report = room.classes[0].class().unwrap().report(Catalogue::ALL);
        let scores: Vec<u32> = report.students.iter().map(|s| s.score).collect();
        assert_eq!(scores, [8, 3]);
        // Saved and read back; merged into another device's classes without doubling.
        let saved = Classroom::parse(&room.to_json()).unwrap();
        assert_eq!(saved, room);
        let mut other = Classroom::default();
        assert_eq!(other.merge(saved.clone(), Catalogue::ALL), 3);
        assert_eq!(
            other.merge(saved, Catalogue::ALL),
            3,
            "already there counts, adds nothing"
        );
        assert_eq!(
            other
                .classes
                .iter()
                .map(|c| c.hand_ins.len())
                .sum::<usize>(),
            3
        );
        for bad in [
            "",
            "{}",
            "[1]",
            r#"{"version":9,"classes":[]}"#,
            r#"{"version":1}"#,
        ] {
            assert!(Classroom::parse(bad).is_err(), "{bad}");
        }
        assert!(room.import("  ", None, Catalogue::ALL).lines[0]
            .1
            .contains("Nothing to import"));
    }
}
