//! The classroom, with no server: an instructor's assignment (an exam's terms, fixed by its seed)
//! travels as a compact code in a link; each student's hand-in (the assignment, the answers, the
//! device's timing and the score the student's device gave) travels back the same way; the
//! instructor's device regenerates every question from the seed and re-grades every answer with
//! the academy's own grading ([`Question::is_correct`]), so no claimed score is trusted.
//!
//! A code is base64url (no padding) of: `TG` (this app), a kind byte (`A` assignment, `H`
//! hand-in), a format version byte, then the raw-deflated JSON of the content. A code made
//! today decodes and re-grades the same forever (golden fixtures in `engine/tests/golden/`); a
//! new format is a new version byte, and the old ones keep being read.
//!
//! Format 2 adds dealer-mode runs ([`dealer`]): an assignment may set a graded run, and a
//! hand-in carries the dealer's actions of each round. The new fields are left out of the JSON
//! when absent, so a code without them is still written as format 1, byte for byte (its digest
//! unchanged); a reader of format 1 refuses a format-2 code as "made by a newer version".
//!
//! Format 3 lets an assignment set a dealer-mode run alone, with no exam: its `exam` is left
//! out of the JSON, and its hand-ins carry no answers. Only such an assignment (and its
//! hand-ins) is written as format 3; one with an exam is written as format 1 or 2 exactly as
//! before, so every code and digest made earlier stays the same byte for byte. An assignment
//! with neither an exam nor a dealer-mode run is refused.
//!
//! How a dealer-run-only hand-in passes: today the dealer-mode run is graded by first-attempt
//! accuracy over the procedure's steps and the payouts ([`DealerScore`]), with no pass mark of
//! its own (a format-2 pass is the exam's). A dealer-only assignment therefore borrows the
//! table test's pass mark ([`crate::pace::Rubric`]'s default, 80 %, the dealer-school grading
//! the academy cites): the run passes when every round it sets was dealt to the end and the
//! steps and payouts right at the first attempt are at least 80 % of all of them, compared in
//! integers ([`DEALER_PASS_MARK_PERCENT`], [`dealer_run_passes`]).

pub mod dealer;

use self::dealer::{DealerRegraded, DealerScore, DealerTerms, DealerWork};
use crate::academy::{Answer, Catalogue, Module, PaperVersion, Question};
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use crate::rule_set::{GameId, RuleSet};
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::fmt;

/// The newest format version this build writes and reads: 3 (a dealer-mode run with no exam).
/// A code with an exam is written as format 2 with a dealer-mode run, else as format 1, so
/// older readers keep reading it.
pub const FORMAT_VERSION: u8 = 3;

/// The format of codes with an exam and a dealer-mode run.
const FORMAT_WITH_DEALER: u8 = 2;

/// The format of codes without dealer-mode runs.
const FORMAT_WITHOUT_DEALER: u8 = 1;

/// The pass mark of a dealer-run-only assignment, in percent of the steps and payouts right at
/// the first attempt: the table test's ([`crate::pace::Rubric`]'s default pass mark).
pub const DEALER_PASS_MARK_PERCENT: u8 = 80;

/// Whether a re-graded dealer-mode run passes a dealer-run-only assignment: every round the run
/// sets dealt to the end and at least [`DEALER_PASS_MARK_PERCENT`] of its steps and payouts right
/// at the first attempt (in integers, so no rounding decides a pass).
pub fn dealer_run_passes(terms: &DealerTerms, run: &DealerRegraded) -> bool {
    let (right, total) = (run.score.right(), run.score.total());
    run.rounds_finished >= terms.rounds
        && total > 0
        && u64::from(right) * 100 >= u64::from(DEALER_PASS_MARK_PERCENT) * u64::from(total)
}

/// The first two bytes of every code: a code from anything else is refused by name.
const MAGIC: &[u8; 2] = b"TG";

/// The most JSON a code may inflate to: a hand-in of the longest paper is a few kilobytes, so
/// anything near this is not ours (and a small code cannot make the page allocate gigabytes).
const MAX_CONTENT_BYTES: usize = 256 * 1024;

/// The address of the student's assignment page (relative to the app's base), `?a=` the code.
pub const TAKE_PATH: &str = "academy/class/take";
/// The address of the instructor's class page (relative to the app's base), `?h=` a hand-in.
pub const CLASS_PATH: &str = "academy/class";

/// Limits on what an assignment may ask, so that a code cannot ask for a paper no page can show.
pub const MAX_QUESTIONS: u16 = 100;
pub const MAX_TIME_LIMIT_MINUTES: u16 = 600;
pub const MAX_TITLE_CHARS: usize = 120;
pub const MAX_NAME_CHARS: usize = 80;

/// Which kind of thing a code holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeKind {
    Assignment,
    HandIn,
}

impl CodeKind {
    fn byte(self) -> u8 {
        match self {
            CodeKind::Assignment => b'A',
            CodeKind::HandIn => b'H',
        }
    }

    fn from_byte(byte: u8) -> Option<CodeKind> {
        match byte {
            b'A' => Some(CodeKind::Assignment),
            b'H' => Some(CodeKind::HandIn),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            CodeKind::Assignment => "an assignment",
            CodeKind::HandIn => "a hand-in",
        }
    }

    /// The query parameter a link carries this kind of code in.
    fn parameter(self) -> &'static str {
        match self {
            CodeKind::Assignment => "a",
            CodeKind::HandIn => "h",
        }
    }
}

/// Why a code, an assignment or a hand-in was refused. Each says what was wrong and what to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassError {
    /// Nothing was given.
    Empty,
    /// Not a code of this app: characters or a header no code has.
    OtherApp,
    /// A code of ours, but of the other kind.
    WrongKind { expected: CodeKind, found: CodeKind },
    /// Written by a newer version of the app than this one.
    NewerVersion { found: u8 },
    /// Damaged or cut short on the way (a link cut off, a file edited).
    Mangled,
    /// Decoded, but its content breaks a rule (the message names it).
    Invalid(String),
    /// A hand-in whose assignment is not the class's, or was changed after it was handed out.
    OtherAssignment(String),
}

impl fmt::Display for ClassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClassError::Empty => write!(f, "Nothing to read: the link or code is empty."),
            ClassError::OtherApp => write!(
                f,
                "This is not a Table Games Lab assignment or hand-in (it is from something else, \
                 or not a code at all)."
            ),
            ClassError::WrongKind { expected, found } => {
                write!(f, "This is {}, not {}.", found.name(), expected.name())
            }
            ClassError::NewerVersion { found } => write!(
                f,
                "This was made by a newer version of the app (format {found}; this one reads up \
                 to format {FORMAT_VERSION}). Reload the page to update the app, then try again."
            ),
            ClassError::Mangled => write!(
                f,
                "This code is damaged or cut short: copy the whole link or file again."
            ),
            ClassError::Invalid(why) => write!(f, "This code cannot be used: {why}"),
            ClassError::OtherAssignment(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for ClassError {}

/// The exam an assignment sets: everything that fixes its paper, so every student sits the same
/// questions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExamTerms {
    /// One game, or both games' questions in one paper.
    pub games: Vec<GameId>,
    pub jurisdiction: Jurisdiction,
    pub modules: Vec<Module>,
    pub count: u16,
    pub time_limit_minutes: u16,
    pub pass_mark_percent: u8,
    pub seed: u64,
    /// How the paper is drawn from the seed ([`PaperVersion::number`]).
    pub paper_version: u32,
}

impl ExamTerms {
    pub fn version(&self) -> Option<PaperVersion> {
        PaperVersion::from_number(self.paper_version)
    }

    /// The paper, regenerated from the seed (from a catalogue holding its games: a page bundle
    /// passes its own).
    pub fn paper(&self, catalogue: Catalogue) -> Vec<Question> {
        let Some(version) = self.version() else {
            return Vec::new();
        };
        catalogue.exam_of(
            version,
            &self.games,
            self.jurisdiction,
            &self.modules,
            self.count as usize,
            self.seed,
        )
    }

    /// Whether `score` of `total` reaches the pass mark (the academy's rule: the percentage at
    /// least the mark), in integers so no rounding decides a pass.
    pub fn passes(&self, score: u32, total: u32) -> bool {
        total > 0 && u64::from(score) * 100 >= u64::from(self.pass_mark_percent) * u64::from(total)
    }

    fn check(&self) -> Result<(), String> {
        if self.games.is_empty() {
            return Err("the exam names no game.".into());
        }
        for (i, game) in self.games.iter().enumerate() {
            if self.games[..i].contains(game) {
                return Err(format!("the exam names {} twice.", game.name()));
            }
            if !game.jurisdictions().contains(&self.jurisdiction) {
                return Err(format!(
                    "{} has no rules in {}.",
                    game.name(),
                    self.jurisdiction.name()
                ));
            }
        }
        if self.modules.is_empty() {
            return Err("the exam names no module.".into());
        }
        for module in &self.modules {
            let taught = self
                .games
                .iter()
                .any(|&game| Module::of_game(game).contains(module));
            if !taught {
                return Err(format!(
                    "the module \"{}\" is not taught for these games.",
                    module.name()
                ));
            }
        }
        if !(1..=MAX_QUESTIONS).contains(&self.count) {
            return Err(format!(
                "the exam asks {} questions (1 to {MAX_QUESTIONS} allowed).",
                self.count
            ));
        }
        if !(1..=MAX_TIME_LIMIT_MINUTES).contains(&self.time_limit_minutes) {
            return Err(format!(
                "the time limit is {} minutes (1 to {MAX_TIME_LIMIT_MINUTES} allowed).",
                self.time_limit_minutes
            ));
        }
        if self.pass_mark_percent > 100 {
            return Err(format!(
                "the pass mark is {}% (at most 100%).",
                self.pass_mark_percent
            ));
        }
        if self.version().is_none() {
            return Err(format!(
                "paper version {} is not one this app draws.",
                self.paper_version
            ));
        }
        Ok(())
    }
}

/// What the instructor hands out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assignment {
    pub title: String,
    /// The due date as the instructor wrote it (`YYYY-MM-DD`), if any. Shown, not enforced: the
    /// student's device clock is not evidence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub due: Option<String>,
    /// The exam it sets; absent only in a dealer-run-only assignment (format 3), and then left
    /// out of the JSON (an assignment with an exam is written as before, byte for byte).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exam: Option<ExamTerms>,
    /// A graded dealer-mode run to deal as well (format 2), or alone (format 3); left out of the
    /// JSON when absent, so a format-1 assignment's digest is unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<DealerTerms>,
}

impl Assignment {
    /// Checks every term: what a page or the CLI may rely on after decoding.
    pub fn check(&self) -> Result<(), ClassError> {
        let title = self.title.trim();
        if title.is_empty() {
            return Err(ClassError::Invalid("the assignment has no title.".into()));
        }
        if self.title.chars().count() > MAX_TITLE_CHARS {
            return Err(ClassError::Invalid(format!(
                "the title is longer than {MAX_TITLE_CHARS} characters."
            )));
        }
        if let Some(due) = &self.due {
            if !is_date(due) {
                return Err(ClassError::Invalid(format!(
                    "the due date \"{due}\" is not a date written YYYY-MM-DD."
                )));
            }
        }
        match (&self.exam, &self.dealer) {
            (None, None) => {
                return Err(ClassError::Invalid(
                    "the assignment sets neither an exam nor a dealer-mode run (it must set at \
                     least one)."
                        .into(),
                ))
            }
            (Some(exam), _) => exam.check().map_err(ClassError::Invalid)?,
            (None, Some(_)) => {}
        }
        if let Some(dealer) = &self.dealer {
            dealer.check().map_err(ClassError::Invalid)?;
        }
        Ok(())
    }

    /// The format this assignment is written in: 3 when it sets no exam, else 2 when it sets a
    /// dealer-mode run, else 1.
    pub fn format(&self) -> u8 {
        if self.exam.is_none() {
            FORMAT_VERSION
        } else if self.dealer.is_some() {
            FORMAT_WITH_DEALER
        } else {
            FORMAT_WITHOUT_DEALER
        }
    }

    /// The number of questions its exam asks (0 with no exam).
    pub fn question_count(&self) -> usize {
        self.exam.as_ref().map_or(0, |e| usize::from(e.count))
    }

    /// Whether `score` of `total` passes the exam (false with no exam).
    pub fn exam_passes(&self, score: u32, total: u32) -> bool {
        self.exam.as_ref().is_some_and(|e| e.passes(score, total))
    }

    /// A short fingerprint of the assignment's every term (SHA-256 of its JSON, 16 hex digits):
    /// a hand-in carries the one it was made for, so a changed assignment is noticed.
    pub fn digest(&self) -> String {
        let json = serde_json::to_vec(self).unwrap_or_default();
        Sha256::digest(&json)
            .iter()
            .take(8)
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    pub fn encode(&self) -> String {
        encode(CodeKind::Assignment, self.format(), self)
    }

    /// Reads an assignment from its code or from a link holding it (`…?a=<code>`).
    pub fn decode(text: &str) -> Result<Assignment, ClassError> {
        let (assignment, format): (Assignment, u8) = decode(CodeKind::Assignment, text)?;
        if format < assignment.format() {
            return Err(ClassError::Mangled);
        }
        assignment.check()?;
        Ok(assignment)
    }

    /// The student's page for this assignment, relative to the app's base path.
    pub fn link_path(&self) -> String {
        format!("{TAKE_PATH}?a={}", self.encode())
    }

    /// The paper it sets (see [`ExamTerms::paper`]); none with no exam.
    pub fn paper(&self, catalogue: Catalogue) -> Vec<Question> {
        self.exam
            .as_ref()
            .map_or_else(Vec::new, |e| e.paper(catalogue))
    }
}

/// What a student hands in: the assignment it answers (as given, with its digest), the answers
/// in the paper's order, and what the student's device reported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandIn {
    pub assignment: Assignment,
    /// [`Assignment::digest`] of the assignment the student opened.
    pub digest: String,
    pub student: String,
    /// One per question, in the paper's order, `None` where unanswered; written compactly
    /// (see [`write_answer`]).
    #[serde(with = "compact_answers")]
    pub answers: Vec<Option<Answer>>,
    /// Time from the paper's start to the hand-in, as the student's device measured it.
    pub millis_taken: u64,
    /// When the student finished, as the device's clock read (`YYYY-MM-DD HH:MM`).
    pub finished: String,
    /// The score the student's device gave: re-grading checks it.
    pub claimed_score: u32,
    /// The dealer-mode run, for an assignment that sets one (format 2): left out when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<DealerWork>,
}

impl HandIn {
    /// A hand-in of the answers to an assignment, with the score the academy's grading gives
    /// them (what the student's page shows).
    pub fn new(
        assignment: &Assignment,
        student: &str,
        answers: Vec<Option<Answer>>,
        millis_taken: u64,
        finished: &str,
        catalogue: Catalogue,
    ) -> HandIn {
        let paper = assignment.paper(catalogue);
        let claimed_score = grade_answers(&paper, &answers).0;
        HandIn {
            assignment: assignment.clone(),
            digest: assignment.digest(),
            student: student.trim().to_string(),
            answers,
            millis_taken,
            finished: finished.to_string(),
            claimed_score,
            dealer: None,
        }
    }

    /// The hand-in with the student's dealer-mode run: each round's record
    /// ([`dealer::write_round`]) and the score the student's page gave it.
    pub fn with_dealer(mut self, work: DealerWork) -> HandIn {
        self.dealer = Some(work);
        self
    }

    /// The format this hand-in is written in: its assignment's when that sets no exam (3), else
    /// 2 when its assignment sets a dealer-mode run or it carries one.
    pub fn format(&self) -> u8 {
        if self.assignment.exam.is_none() {
            FORMAT_VERSION
        } else if self.dealer.is_some() {
            FORMAT_WITH_DEALER
        } else {
            self.assignment.format()
        }
    }

    pub fn check(&self) -> Result<(), ClassError> {
        self.assignment.check()?;
        let name = self.student.trim();
        if name.is_empty() {
            return Err(ClassError::Invalid(
                "the hand-in has no student name.".into(),
            ));
        }
        if self.student.chars().count() > MAX_NAME_CHARS {
            return Err(ClassError::Invalid(format!(
                "the student's name is longer than {MAX_NAME_CHARS} characters."
            )));
        }
        let count = self.assignment.question_count();
        if self.answers.len() != count {
            return Err(ClassError::Invalid(if count == 0 {
                format!(
                    "it has {} answers for an assignment with no exam (a dealer-mode run only).",
                    self.answers.len()
                )
            } else {
                format!(
                    "it has {} answers for a paper of {count} questions.",
                    self.answers.len()
                )
            }));
        }
        if self.dealer.is_some() && self.assignment.dealer.is_none() {
            return Err(ClassError::Invalid(
                "it has dealer-mode rounds for an assignment that sets none.".into(),
            ));
        }
        Ok(())
    }

    pub fn encode(&self) -> String {
        encode(CodeKind::HandIn, self.format(), self)
    }

    /// Reads a hand-in from its code, a link holding it (`…?h=<code>`) or a hand-in file's text.
    pub fn decode(text: &str) -> Result<HandIn, ClassError> {
        let (hand_in, format): (HandIn, u8) = decode(CodeKind::HandIn, text)?;
        if format < hand_in.format() {
            return Err(ClassError::Mangled);
        }
        hand_in.check()?;
        Ok(hand_in)
    }

    /// The instructor's class page importing this hand-in, relative to the app's base path.
    pub fn link_path(&self) -> String {
        format!("{CLASS_PATH}?h={}", self.encode())
    }

    /// A file name for the hand-in: the title and the student, in letters, digits and dashes.
    pub fn file_name(&self) -> String {
        let slug = |text: &str| {
            text.chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() {
                        c.to_ascii_lowercase()
                    } else {
                        '-'
                    }
                })
                .collect::<String>()
                .split('-')
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join("-")
        };
        format!(
            "handin-{}-{}.txt",
            slug(&self.assignment.title),
            slug(&self.student)
        )
    }

    /// The text of the hand-in file: a line to read, then the link the class page imports.
    pub fn file_text(&self, site: &str) -> String {
        format!(
            "Table Games Lab hand-in: {} by {}\n{site}{}\n",
            self.assignment.title,
            self.student,
            self.link_path()
        )
    }
}

/// The score of answers on a paper (the academy's grading: [`Question::is_correct`]) and which
/// were right. Answers past the paper's end are ignored; missing ones are wrong.
pub fn grade_answers(paper: &[Question], answers: &[Option<Answer>]) -> (u32, Vec<bool>) {
    let rights: Vec<bool> = paper
        .iter()
        .enumerate()
        .map(|(i, q)| {
            answers
                .get(i)
                .and_then(|a| a.as_ref())
                .is_some_and(|a| q.is_correct(a))
        })
        .collect();
    let score = rights.iter().filter(|r| **r).count() as u32;
    (score, rights)
}

/// One hand-in re-graded from its seed.
#[derive(Clone, Debug, PartialEq)]
pub struct Regraded {
    pub student: String,
    pub score: u32,
    pub total: u32,
    pub passed: bool,
    pub claimed_score: u32,
    /// Per question, whether the answer was right.
    pub right: Vec<bool>,
    pub millis_taken: u64,
    pub finished: String,
    /// The dealer-mode run re-graded, for an assignment that sets one (no rounds when the
    /// student handed in none).
    pub dealer: Option<DealerRegraded>,
    /// The dealer-mode score the student's device reported.
    pub claimed_dealer: Option<DealerScore>,
}

impl Regraded {
    /// Whether a score the student's device reported (the exam's or the dealer-mode run's) is
    /// not what the answers and actions earn.
    pub fn claim_differs(&self) -> bool {
        self.claimed_score != self.score || self.dealer_claim_differs()
    }

    /// Whether the dealer-mode score the device reported is not what the actions earn.
    pub fn dealer_claim_differs(&self) -> bool {
        match (&self.dealer, &self.claimed_dealer) {
            (Some(d), Some(claimed)) => d.score != *claimed,
            (Some(d), None) => d.score != DealerScore::default(),
            (None, _) => false,
        }
    }

    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            100.0 * f64::from(self.score) / f64::from(self.total)
        }
    }
}

/// Re-grades a hand-in on its own: its assignment must be the one its digest names (a changed
/// assignment is refused), every question is regenerated from the seed and every answer
/// graded again.
pub fn regrade(hand_in: &HandIn, catalogue: Catalogue) -> Result<Regraded, ClassError> {
    hand_in.check()?;
    if hand_in.assignment.digest() != hand_in.digest {
        return Err(ClassError::OtherAssignment(format!(
            "{}'s hand-in was changed: its assignment \"{}\" is not the one it was made for \
             (its terms were edited).",
            hand_in.student, hand_in.assignment.title
        )));
    }
    let paper = hand_in.assignment.paper(catalogue);
    if paper.len() != hand_in.assignment.question_count() {
        return Err(ClassError::Invalid(format!(
            "its paper has {} questions where the assignment asks {} (this page does not hold \
             every game the paper asks about).",
            paper.len(),
            hand_in.assignment.question_count()
        )));
    }
    let dealer = dealer_of(hand_in)?;
    Ok(regrade_on(&paper, hand_in, dealer))
}

/// A hand-in's dealer-mode run replayed from its seeds (`None`: the assignment sets none).
fn dealer_of(hand_in: &HandIn) -> Result<Option<DealerRegraded>, ClassError> {
    let Some(terms) = &hand_in.assignment.dealer else {
        return Ok(None);
    };
    let rounds = hand_in.dealer.as_ref().map_or(&[][..], |d| &d.rounds[..]);
    terms.regrade(rounds).map(Some)
}

/// Re-grades a hand-in against the class's assignment: one for another assignment, or for a
/// changed copy of this one, is refused with the reason.
pub fn regrade_for(
    assignment: &Assignment,
    hand_in: &HandIn,
    catalogue: Catalogue,
) -> Result<Regraded, ClassError> {
    let regraded = regrade(hand_in, catalogue)?;
    if hand_in.digest != assignment.digest() {
        return Err(ClassError::OtherAssignment(format!(
            "{}'s hand-in is for another assignment (\"{}\"), not \"{}\".",
            hand_in.student, hand_in.assignment.title, assignment.title
        )));
    }
    Ok(regraded)
}

fn regrade_on(paper: &[Question], hand_in: &HandIn, dealer: Option<DealerRegraded>) -> Regraded {
    let (score, right) = grade_answers(paper, &hand_in.answers);
    let total = paper.len() as u32;
    // With no exam, the run alone decides the pass (the module's rule).
    let passed = match (
        &hand_in.assignment.exam,
        &hand_in.assignment.dealer,
        &dealer,
    ) {
        (Some(exam), _, _) => exam.passes(score, total),
        (None, Some(terms), Some(run)) => dealer_run_passes(terms, run),
        (None, _, _) => false,
    };
    Regraded {
        student: hand_in.student.clone(),
        score,
        total,
        passed,
        claimed_score: hand_in.claimed_score,
        right,
        millis_taken: hand_in.millis_taken,
        finished: hand_in.finished.clone(),
        dealer,
        claimed_dealer: hand_in.dealer.as_ref().map(|d| d.claimed),
    }
}

/// What happened to a hand-in added to a class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Added {
    New,
    /// The student had handed in before: the new hand-in replaces the old.
    Replaced,
    /// The very same hand-in was already there.
    AlreadyThere,
}

/// The class of one assignment: its hand-ins, one per student (by name, any case).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Class {
    pub assignment: Assignment,
    pub hand_ins: Vec<HandIn>,
}

impl Class {
    pub fn new(assignment: Assignment) -> Class {
        Class {
            assignment,
            hand_ins: Vec::new(),
        }
    }

    /// Adds a hand-in after re-grading it against the class's assignment; a refused one changes
    /// nothing.
    pub fn add(&mut self, hand_in: HandIn, catalogue: Catalogue) -> Result<Added, ClassError> {
        regrade_for(&self.assignment, &hand_in, catalogue)?;
        let key = hand_in.student.trim().to_lowercase();
        match self
            .hand_ins
            .iter_mut()
            .find(|h| h.student.trim().to_lowercase() == key)
        {
            Some(old) if *old == hand_in => Ok(Added::AlreadyThere),
            Some(old) => {
                *old = hand_in;
                Ok(Added::Replaced)
            }
            None => {
                self.hand_ins.push(hand_in);
                Ok(Added::New)
            }
        }
    }

    /// Removes a student's hand-in.
    pub fn remove(&mut self, student: &str) {
        self.hand_ins.retain(|h| h.student != student);
    }

    /// Re-grades every hand-in and sums the class up.
    pub fn report(&self, catalogue: Catalogue) -> ClassReport {
        let paper = self.assignment.paper(catalogue);
        let students: Vec<Regraded> = self
            .hand_ins
            .iter()
            // Every hand-in was re-graded when it joined, so its run replays.
            .map(|h| regrade_on(&paper, h, dealer_of(h).ok().flatten()))
            .collect();
        let mut modules: BTreeMap<&'static str, (u32, u32)> = BTreeMap::new();
        let mut questions = Vec::with_capacity(paper.len());
        for (i, q) in paper.iter().enumerate() {
            let title = q.module.title(q.rule_set().game);
            let mut right = 0;
            let mut wrong_choices: BTreeMap<String, u32> = BTreeMap::new();
            let mut unanswered = 0;
            for (s, h) in students.iter().zip(&self.hand_ins) {
                if s.right.get(i).copied().unwrap_or(false) {
                    right += 1;
                } else {
                    match h.answers.get(i).and_then(|a| a.as_ref()) {
                        Some(a) => *wrong_choices.entry(q.describe(a)).or_default() += 1,
                        None => unanswered += 1,
                    }
                }
            }
            let entry = modules.entry(title).or_default();
            entry.0 += right;
            entry.1 += students.len() as u32;
            // The wrong answer chosen most; ties go to the first in the options' text order.
            let most_chosen_wrong = wrong_choices.into_iter().fold(
                None::<(String, u32)>,
                |best, (answer, n)| match best {
                    Some((_, m)) if m >= n => best,
                    _ => Some((answer, n)),
                },
            );
            questions.push(QuestionRow {
                number: i + 1,
                id: q.id.clone(),
                module: title.to_string(),
                prompt: q.prompt.clone(),
                correct_answer: q.describe(&q.correct),
                right,
                asked: students.len() as u32,
                unanswered,
                most_chosen_wrong,
            });
        }
        ClassReport {
            dealer: self.assignment.dealer.clone(),
            title: self.assignment.title.clone(),
            pass_mark_percent: self
                .assignment
                .exam
                .as_ref()
                .map_or(DEALER_PASS_MARK_PERCENT, |e| e.pass_mark_percent),
            has_exam: self.assignment.exam.is_some(),
            students,
            modules: modules
                .into_iter()
                .map(|(m, (r, n))| (m.to_string(), r, n))
                .collect(),
            questions,
        }
    }
}

/// One question across the class.
#[derive(Clone, Debug, PartialEq)]
pub struct QuestionRow {
    /// 1-based, in the paper's order.
    pub number: usize,
    pub id: String,
    pub module: String,
    pub prompt: String,
    pub correct_answer: String,
    pub right: u32,
    pub asked: u32,
    pub unanswered: u32,
    /// The wrong answer most students gave, and how many gave it.
    pub most_chosen_wrong: Option<(String, u32)>,
}

impl QuestionRow {
    pub fn missed(&self) -> u32 {
        self.asked - self.right
    }
}

/// The class, re-graded.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassReport {
    /// The dealer-mode run the assignment sets, if any (the report's dealer columns).
    pub dealer: Option<DealerTerms>,
    pub title: String,
    /// The exam's pass mark, or with no exam the dealer-mode run's
    /// ([`DEALER_PASS_MARK_PERCENT`]).
    pub pass_mark_percent: u8,
    /// Whether the assignment sets an exam (without one: no exam columns, no questions).
    pub has_exam: bool,
    pub students: Vec<Regraded>,
    /// (module, right answers, answers asked) over the class.
    pub modules: Vec<(String, u32, u32)>,
    pub questions: Vec<QuestionRow>,
}

impl ClassReport {
    /// The questions most of the class missed first (ties in the paper's order), only those
    /// someone missed.
    pub fn most_missed(&self) -> Vec<&QuestionRow> {
        let mut rows: Vec<&QuestionRow> =
            self.questions.iter().filter(|q| q.missed() > 0).collect();
        rows.sort_by(|a, b| b.missed().cmp(&a.missed()).then(a.number.cmp(&b.number)));
        rows
    }

    pub fn passed(&self) -> usize {
        self.students.iter().filter(|s| s.passed).count()
    }

    /// One row per student: score, pass, the claimed score and whether it matches, minutes as the
    /// device reported, for a dealer-mode run its accuracy, whether its claim matches, the
    /// rounds finished and the median seconds per payout as the device reported, then 1 or 0
    /// per question. A class with no exam has no exam columns: the student, the pass (the
    /// dealer-mode run's), the minutes and the finish reported, then the dealer-mode columns.
    pub fn csv(&self) -> String {
        let mut out = String::from(if self.has_exam {
            "student,score,total,percent,passed,claimed_score,claim_matches,minutes_reported,finished_reported"
        } else {
            "student,passed,minutes_reported,finished_reported"
        });
        if self.dealer.is_some() {
            out.push_str(
                ",dealer_accuracy_percent,dealer_claim_matches,dealer_rounds_finished,median_seconds_per_payout_reported",
            );
        }
        for q in &self.questions {
            out.push_str(&format!(",q{}", q.number));
        }
        out.push('\n');
        for s in &self.students {
            let passed = if s.passed { "yes" } else { "no" };
            if self.has_exam {
                out.push_str(&format!(
                    "{},{},{},{:.1},{},{},{},{:.1},{}",
                    csv_field(&s.student),
                    s.score,
                    s.total,
                    s.percent(),
                    passed,
                    s.claimed_score,
                    if s.claim_differs() { "no" } else { "yes" },
                    s.millis_taken as f64 / 60_000.0,
                    csv_field(&s.finished),
                ));
            } else {
                out.push_str(&format!(
                    "{},{},{:.1},{}",
                    csv_field(&s.student),
                    passed,
                    s.millis_taken as f64 / 60_000.0,
                    csv_field(&s.finished),
                ));
            }
            if let Some(d) = &s.dealer {
                out.push_str(&format!(
                    ",{},{},{},{}",
                    d.score
                        .percent()
                        .map_or(String::new(), |p| format!("{p:.1}")),
                    if s.dealer_claim_differs() {
                        "no"
                    } else {
                        "yes"
                    },
                    d.rounds_finished,
                    d.median_payout_millis
                        .map_or(String::new(), |m| format!("{:.1}", m as f64 / 1000.0)),
                ));
            }
            for r in &s.right {
                out.push_str(if *r { ",1" } else { ",0" });
            }
            out.push('\n');
        }
        out
    }
}

/// A CSV field: quoted where it must be, and a leading `=`, `+`, `-` or `@` defused so a
/// spreadsheet does not run a student's name as a formula.
fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' || !digits(0..4) {
        return false;
    }
    if !digits(5..7) || !digits(8..10) {
        return false;
    }
    let month = (b[5] - b'0') * 10 + (b[6] - b'0');
    let day = (b[8] - b'0') * 10 + (b[9] - b'0');
    (1..=12).contains(&month) && (1..=31).contains(&day)
}

/// An answer in a few characters: `c2` (option 2), `a1250` (an amount in cents), `o3.1.0.2`
/// (an order), `-` (unanswered).
pub fn write_answer(answer: &Option<Answer>) -> String {
    match answer {
        None => "-".into(),
        Some(Answer::Choice(i)) => format!("c{i}"),
        Some(Answer::Amount(c)) => format!("a{}", c.0),
        Some(Answer::Order(order)) => format!(
            "o{}",
            order
                .iter()
                .map(|i| i.to_string())
                .collect::<Vec<_>>()
                .join(".")
        ),
    }
}

/// Reads [`write_answer`]'s form back, naming what was wrong.
pub fn read_answer(text: &str) -> Result<Option<Answer>, String> {
    let bad = || format!("\"{text}\" is not an answer.");
    let (tag, rest) = text.split_at(text.chars().next().map_or(0, char::len_utf8));
    match tag {
        "-" if rest.is_empty() => Ok(None),
        "c" => rest
            .parse::<u16>()
            .map(|i| Some(Answer::Choice(usize::from(i))))
            .map_err(|_| bad()),
        "a" => rest
            .parse::<i64>()
            .map(|c| Some(Answer::Amount(Cents(c))))
            .map_err(|_| bad()),
        "o" => {
            let order: Result<Vec<usize>, _> = rest
                .split('.')
                .map(|i| i.parse::<u8>().map(usize::from))
                .collect();
            order.map(|o| Some(Answer::Order(o))).map_err(|_| bad())
        }
        _ => Err(bad()),
    }
}

mod compact_answers {
    use super::{read_answer, write_answer, Answer};
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(
        answers: &[Option<Answer>],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(answers.iter().map(write_answer))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<Option<Answer>>, D::Error> {
        let texts = Vec::<String>::deserialize(deserializer)?;
        texts
            .iter()
            .map(|t| read_answer(t).map_err(serde::de::Error::custom))
            .collect()
    }
}

fn encode<T: Serialize>(kind: CodeKind, format: u8, value: &T) -> String {
    let json = serde_json::to_vec(value).unwrap_or_default();
    let mut bytes = Vec::with_capacity(json.len() / 2 + 4);
    bytes.extend_from_slice(MAGIC);
    bytes.push(kind.byte());
    bytes.push(format);
    bytes.extend(miniz_oxide::deflate::compress_to_vec(&json, 9));
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The code in a text: a bare code, or the value of the kind's parameter in a link (a hand-in
/// file holds a line of text and the link). A link with only the other kind's parameter gives
/// that code, so the reader is told what it is ("This is an assignment, not a hand-in.") rather
/// than that the link is not a code at all.
pub fn code_in(text: &str, kind: CodeKind) -> &str {
    let other = match kind {
        CodeKind::Assignment => CodeKind::HandIn,
        CodeKind::HandIn => CodeKind::Assignment,
    };
    parameter_in(text, kind)
        .or_else(|| parameter_in(text, other))
        .unwrap_or(text.trim())
}

/// The value of a kind's parameter in the last line of a text holding a link with it.
fn parameter_in(text: &str, kind: CodeKind) -> Option<&str> {
    let text = text.trim();
    let parameter = kind.parameter();
    for line in text.lines().rev() {
        let line = line.trim();
        if let Some(query) = line.split_once('?').map(|(_, q)| q) {
            for pair in query.split(['&', '#']) {
                if let Some(value) = pair
                    .strip_prefix(parameter)
                    .and_then(|v| v.strip_prefix('='))
                {
                    return Some(value);
                }
            }
        }
    }
    None
}

/// Decodes a code of one kind, whatever it was given, with its format: every failure is a
/// [`ClassError`].
fn decode<T: for<'de> Deserialize<'de>>(kind: CodeKind, text: &str) -> Result<(T, u8), ClassError> {
    let code = code_in(text, kind);
    if code.is_empty() {
        return Err(ClassError::Empty);
    }
    if !code
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(ClassError::OtherApp);
    }
    // A cut-off code may not even be whole bytes: say "cut short" if its start is ours.
    let bytes = match base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(code) {
        Ok(bytes) => bytes,
        Err(_) => {
            let whole = &code[..code.len() / 4 * 4];
            let head = base64::engine::general_purpose::URL_SAFE_NO_PAD
                .decode(whole)
                .unwrap_or_default();
            return Err(if head.starts_with(MAGIC) {
                ClassError::Mangled
            } else {
                ClassError::OtherApp
            });
        }
    };
    if bytes.len() < 4 {
        return Err(
            if MAGIC.starts_with(&bytes[..bytes.len().min(2)]) && !bytes.is_empty() {
                ClassError::Mangled
            } else {
                ClassError::OtherApp
            },
        );
    }
    if &bytes[..2] != MAGIC {
        return Err(ClassError::OtherApp);
    }
    let found = CodeKind::from_byte(bytes[2]).ok_or(ClassError::OtherApp)?;
    if found != kind {
        return Err(ClassError::WrongKind {
            expected: kind,
            found,
        });
    }
    let format = match bytes[3] {
        0 => return Err(ClassError::OtherApp),
        v if v > FORMAT_VERSION => return Err(ClassError::NewerVersion { found: v }),
        v => v,
    };
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes[4..], MAX_CONTENT_BYTES)
        .map_err(|_| ClassError::Mangled)?;
    let value = serde_json::from_slice(&json).map_err(|_| ClassError::Mangled)?;
    Ok((value, format))
}

/// The rule set of a one-game assignment (the paper's rules), for pages that show one game.
pub fn rule_set_of(terms: &ExamTerms) -> Option<RuleSet> {
    match terms.games.as_slice() {
        [game] => Some(RuleSet {
            game: *game,
            jurisdiction: terms.jurisdiction,
        }),
        _ => None,
    }
}

/// The catalogue holding an assignment's games.
pub fn catalogue_for(terms: &ExamTerms) -> Catalogue {
    match terms.games.as_slice() {
        [game] => Catalogue::of_game(*game),
        _ => Catalogue::ALL,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::academy;
    use crate::deck::seeded_rng;
    use crate::random::Draw;

    pub(crate) fn sample() -> Assignment {
        Assignment {
            title: "Week 3: payouts".into(),
            due: Some("2026-12-04".into()),
            exam: Some(ExamTerms {
                games: vec![GameId::HighCardFlush],
                jurisdiction: Jurisdiction::Maryland,
                modules: vec![Module::HandRankings, Module::Payouts, Module::Wagers],
                count: 10,
                time_limit_minutes: 20,
                pass_mark_percent: 70,
                seed: 4721,
                paper_version: 2,
            }),
            dealer: None,
        }
    }

    /// A random answer of the question's kind: the marked one half the time, else any.
    fn random_answer(q: &Question, rng: &mut impl Draw) -> Option<Answer> {
        match rng.below(4) {
            0 => None,
            1 | 2 => Some(q.correct.clone()),
            _ => Some(match &q.kind {
                academy::Kind::Choice { options } => Answer::Choice(rng.below(options.len())),
                academy::Kind::Amount => Answer::Amount(Cents(rng.below(100_000) as i64)),
                academy::Kind::Order { items, .. } => {
                    let mut order: Vec<usize> = (0..items.len()).collect();
                    for i in (1..order.len()).rev() {
                        order.swap(i, rng.below(i + 1));
                    }
                    Answer::Order(order)
                }
            }),
        }
    }

    #[test]
    fn an_assignment_and_a_hand_in_round_trip_through_their_codes_and_links() {
        let a = sample();
        assert_eq!(Assignment::decode(&a.encode()).unwrap(), a);
        let link = format!("https://example.org/hcf/{}", a.link_path());
        assert_eq!(Assignment::decode(&link).unwrap(), a);
        let paper = a.paper(Catalogue::ALL);
        assert_eq!(paper.len(), 10);
        let answers = paper.iter().map(|q| Some(q.correct.clone())).collect();
        let h = HandIn::new(
            &a,
            " Ana ",
            answers,
            754_000,
            "2026-11-28 09:00",
            Catalogue::ALL,
        );
        assert_eq!(h.student, "Ana");
        assert_eq!(h.claimed_score, 10);
        assert_eq!(HandIn::decode(&h.encode()).unwrap(), h);
        assert_eq!(
            HandIn::decode(&h.file_text("https://x.test/hcf/")).unwrap(),
            h
        );
        assert_eq!(h.file_name(), "handin-week-3-payouts-ana.txt");
        // Compact enough for a link and a few QR codes.
        assert!(a.encode().len() < 300, "{}", a.encode().len());
        assert!(h.encode().len() < 600, "{}", h.encode().len());
    }

    #[test]
    fn the_answers_written_compactly_read_back() {
        for a in [
            None,
            Some(Answer::Choice(3)),
            Some(Answer::Amount(Cents(-250))),
            Some(Answer::Order(vec![2, 0, 1])),
        ] {
            assert_eq!(read_answer(&write_answer(&a)).unwrap(), a);
        }
        for bad in ["", "x1", "c", "c-1", "o1..2", "a1.5", "-1", "é"] {
            assert!(read_answer(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn regrading_equals_the_students_grading_for_random_answers_over_many_seeds() {
        let mut rng = seeded_rng(34);
        let mut seen_right = 0;
        let mut seen_wrong = 0;
        for seed in 0..40u64 {
            let mut a = sample();
            a.exam.as_mut().unwrap().seed = seed;
            if seed % 2 == 1 {
                a.exam.as_mut().unwrap().games = vec![GameId::JackpotHoldEm];
                a.exam.as_mut().unwrap().modules =
                    vec![Module::DecisionPoints, Module::SettlementMatrix];
            }
            let paper = a.paper(Catalogue::ALL);
            let answers: Vec<Option<Answer>> =
                paper.iter().map(|q| random_answer(q, &mut rng)).collect();
            // The student's grading, counted here by the academy's rule question by question.
            let expected = paper
                .iter()
                .zip(&answers)
                .filter(|(q, a)| a.as_ref().is_some_and(|a| q.is_correct(a)))
                .count() as u32;
            let h = HandIn::new(&a, "Sam", answers, 1, "", Catalogue::ALL);
            let decoded = HandIn::decode(&h.encode()).unwrap();
            let r = regrade(&decoded, catalogue_for(a.exam.as_ref().unwrap())).unwrap();
            assert_eq!(r.score, expected);
            assert_eq!(r.score, h.claimed_score);
            assert!(!r.claim_differs());
            assert_eq!(r.passed, expected * 100 >= 70 * 10);
            seen_right += r.score;
            seen_wrong += r.total - r.score;
        }
        assert!(
            seen_right > 100 && seen_wrong > 50,
            "{seen_right} {seen_wrong}"
        );
    }

    #[test]
    fn an_edited_score_is_marked_and_an_edited_assignment_refused() {
        let a = sample();
        let paper = a.paper(Catalogue::ALL);
        let mut answers: Vec<Option<Answer>> =
            paper.iter().map(|q| Some(q.correct.clone())).collect();
        answers[0] = None;
        answers[1] = None;
        answers[2] = None;
        let mut h = HandIn::new(&a, "Bo", answers, 60_000, "", Catalogue::ALL);
        assert_eq!(h.claimed_score, 7);
        h.claimed_score = 10;
        let r = regrade(&HandIn::decode(&h.encode()).unwrap(), Catalogue::ALL).unwrap();
        assert_eq!((r.score, r.claimed_score, r.passed), (7, 10, true));
        assert!(r.claim_differs());

        // A lower pass mark written into the hand-in's copy is caught by its digest.
        let mut edited = h.clone();
        edited.assignment.exam.as_mut().unwrap().pass_mark_percent = 10;
        let err = regrade(&edited, Catalogue::ALL).unwrap_err();
        assert!(err.to_string().contains("was changed"), "{err}");

        // A hand-in for another assignment is refused by the class and changes nothing.
        let mut other = sample();
        other.title = "Week 4".into();
        let mut class = Class::new(other);
        let err = class.add(h.clone(), Catalogue::ALL).unwrap_err();
        assert!(err.to_string().contains("another assignment"), "{err}");
        assert!(class.hand_ins.is_empty());
    }

    #[test]
    fn the_class_report_counts_scores_misses_and_the_wrong_answer_chosen_most() {
        let a = sample();
        let paper = a.paper(Catalogue::ALL);
        let all_right: Vec<Option<Answer>> =
            paper.iter().map(|q| Some(q.correct.clone())).collect();
        // The first choice question, and a wrong option of it.
        let (qi, wrong) = paper
            .iter()
            .enumerate()
            .find_map(|(i, q)| match (&q.kind, &q.correct) {
                (academy::Kind::Choice { options }, Answer::Choice(c)) => {
                    Some((i, (0..options.len()).find(|o| o != c).unwrap()))
                }
                _ => None,
            })
            .unwrap();
        let mut missing = all_right.clone();
        missing[qi] = Some(Answer::Choice(wrong));
        let mut class = Class::new(a.clone());
        let cat = Catalogue::ALL;
        for (name, answers) in [("Ana", all_right.clone()), ("Bo", missing.clone())] {
            let h = HandIn::new(&a, name, answers, 90_000, "2026-11-28 09:00", cat);
            assert_eq!(class.add(h, cat).unwrap(), Added::New);
        }
        let mut few: Vec<Option<Answer>> = vec![None; 10];
        few[qi] = Some(Answer::Choice(wrong));
        let cy = HandIn::new(&a, "Cy", few, 30_000, "", cat);
        assert_eq!(class.add(cy.clone(), cat).unwrap(), Added::New);
        assert_eq!(class.add(cy, cat).unwrap(), Added::AlreadyThere);
        let ana_again = HandIn::new(&a, "ana", missing, 1, "", cat);
        assert_eq!(class.add(ana_again, cat).unwrap(), Added::Replaced);

        let report = class.report(cat);
        let scores: Vec<(&str, u32, bool)> = report
            .students
            .iter()
            .map(|s| (s.student.as_str(), s.score, s.passed))
            .collect();
        assert_eq!(
            scores,
            [("ana", 9, true), ("Bo", 9, true), ("Cy", 0, false)]
        );
        let top = report.most_missed()[0];
        assert_eq!((top.number, top.missed()), (qi + 1, 3));
        let wrong_text = paper[qi].describe(&Answer::Choice(wrong));
        assert_eq!(top.most_chosen_wrong, Some((wrong_text, 3)));
        let other = &report.questions[(qi + 1) % 10];
        assert_eq!((other.missed(), other.unanswered), (1, 1));
        let asked: u32 = report.modules.iter().map(|m| m.2).sum();
        assert_eq!(asked, 30);
        let csv = report.csv();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 4);
        assert!(lines[0].ends_with(",q10"));
        assert!(
            lines[3].starts_with("Cy,0,10,0.0,no,0,yes,0.5,,"),
            "{}",
            lines[3]
        );
        assert_eq!(csv_field("=cmd(),x"), "\"'=cmd(),x\"");
    }

    #[test]
    fn bad_codes_say_what_was_wrong() {
        let a = sample();
        let code = a.encode();
        let h = HandIn::new(&a, "Ana", vec![None; 10], 1, "", Catalogue::ALL);
        assert_eq!(Assignment::decode("  "), Err(ClassError::Empty));
        assert_eq!(Assignment::decode("hello world"), Err(ClassError::OtherApp));
        assert_eq!(
            Assignment::decode("SGVsbG8gd29ybGQ"),
            Err(ClassError::OtherApp)
        );
        assert_eq!(
            Assignment::decode(&h.encode()),
            Err(ClassError::WrongKind {
                expected: CodeKind::Assignment,
                found: CodeKind::HandIn
            })
        );
        assert_eq!(
            Assignment::decode(&code[..code.len() - 9]),
            Err(ClassError::Mangled)
        );
        let mut bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(&code)
            .unwrap();
        bytes[3] = FORMAT_VERSION + 1;
        let newer = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(&bytes);
        let err = Assignment::decode(&newer).unwrap_err();
        assert_eq!(
            err,
            ClassError::NewerVersion {
                found: FORMAT_VERSION + 1
            }
        );
        assert!(err.to_string().contains("newer version"));
        let mut bad = a.clone();
        bad.exam.as_mut().unwrap().count = 0;
        assert!(matches!(
            Assignment::decode(&bad.encode()),
            Err(ClassError::Invalid(_))
        ));
        bad = a.clone();
        bad.due = Some("next week".into());
        let err = Assignment::decode(&bad.encode()).unwrap_err();
        assert!(err.to_string().contains("YYYY-MM-DD"), "{err}");
        bad = a.clone();
        bad.exam.as_mut().unwrap().modules = vec![Module::DecisionPoints];
        let err = Assignment::decode(&bad.encode()).unwrap_err();
        assert!(err.to_string().contains("not taught"), "{err}");
        // A link of the other kind is named as such, whichever page it was given to.
        let take_link = format!("https://example.org/hcf/{}", a.link_path());
        let err = HandIn::decode(&take_link).unwrap_err();
        assert_eq!(err.to_string(), "This is an assignment, not a hand-in.");
        let class_link = format!("https://example.org/hcf/{}", h.link_path());
        let err = Assignment::decode(&class_link).unwrap_err();
        assert_eq!(err.to_string(), "This is a hand-in, not an assignment.");
        let mut short = h.clone();
        short.answers.pop();
        let err = HandIn::decode(&short.encode()).unwrap_err();
        assert!(err.to_string().contains("9 answers"), "{err}");
    }
}
