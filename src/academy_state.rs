//! The academy's progress kept on the device (versioned), its export and import, and the exam
//! attempt in progress. Pure Rust, tested natively.

use engine::academy::{Answer, Catalogue, Module, OwnTable, PaperVersion, Question};
use engine::hcf::paytables::SideWager;
use engine::jhe::JheWager;
use engine::{Cents, GameId, Jurisdiction, RuleSet};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const PROGRESS_VERSION: u32 = 1;

/// Questions answered before a missed one comes back for review.
pub const REVIEW_WAIT: u32 = 3;

/// Correct answers out of attempts, per module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mastery {
    pub attempts: u32,
    pub correct: u32,
    /// Correct answers in a row.
    pub streak: u32,
}

impl Mastery {
    pub fn share(&self) -> Option<f64> {
        (self.attempts > 0).then(|| self.correct as f64 / self.attempts as f64)
    }
}

/// An exam being sat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExamAttempt {
    pub name: String,
    /// The game examined; attempts saved before there were two games are High Card Flush.
    #[serde(default = "high_card_flush")]
    pub game: GameId,
    pub jurisdiction: Jurisdiction,
    pub modules: Vec<Module>,
    pub count: usize,
    pub seed: u64,
    pub time_limit_minutes: u32,
    pub pass_mark_percent: u32,
    /// Milliseconds since the epoch when the exam started.
    pub started_ms: f64,
    pub answers: Vec<Option<Answer>>,
    pub current: usize,
    /// How the paper is drawn from the seed; attempts saved before papers were versioned are
    /// version 1.
    #[serde(default = "version_1")]
    pub paper_version: u32,
    /// Questions the candidate marked to come back to.
    #[serde(default)]
    pub flagged: Vec<bool>,
    /// A paper over both games (High Card Flush and Jackpot Hold 'Em, Maryland) rather than
    /// `game` alone.
    #[serde(default)]
    pub both_games: bool,
}

fn version_1() -> u32 {
    1
}

fn high_card_flush() -> GameId {
    GameId::HighCardFlush
}

impl ExamAttempt {
    pub fn version(&self) -> PaperVersion {
        PaperVersion::from_number(self.paper_version).unwrap_or(PaperVersion::V1)
    }

    pub fn rule_set(&self) -> RuleSet {
        RuleSet {
            game: self.game,
            jurisdiction: self.jurisdiction,
        }
    }

    /// The games the paper asks about.
    pub fn games(&self) -> Vec<GameId> {
        if self.both_games {
            GameId::ALL.to_vec()
        } else {
            vec![self.game]
        }
    }

    /// The paper: regenerated from the seed, identical for everyone given it.
    pub fn questions(&self) -> Vec<Question> {
        self.questions_in(Catalogue::ALL)
    }

    /// The paper, drawn from a catalogue holding its games (a page bundle passes its own).
    pub fn questions_in(&self, catalogue: Catalogue) -> Vec<Question> {
        catalogue.exam_of(
            self.version(),
            &self.games(),
            self.jurisdiction,
            &self.modules,
            self.count,
            self.seed,
        )
    }

    pub fn unanswered(&self) -> usize {
        self.answers.iter().filter(|a| a.is_none()).count()
    }

    pub fn is_flagged(&self, i: usize) -> bool {
        self.flagged.get(i).copied().unwrap_or(false)
    }

    pub fn toggle_flag(&mut self, i: usize) {
        if self.flagged.len() < self.count {
            self.flagged.resize(self.count, false);
        }
        if let Some(f) = self.flagged.get_mut(i) {
            *f = !*f;
        }
    }

    pub fn deadline_ms(&self) -> f64 {
        self.started_ms + self.time_limit_minutes as f64 * 60_000.0
    }

    /// Marks the attempt.
    pub fn mark(&self, finished_ms: f64, date: String) -> ExamResult {
        self.mark_in(finished_ms, date, Catalogue::ALL)
    }

    /// Marks the paper drawn from `catalogue` (see [`ExamAttempt::questions_in`]).
    pub fn mark_in(&self, finished_ms: f64, date: String, catalogue: Catalogue) -> ExamResult {
        let questions = self.questions_in(catalogue);
        let mut per_module: BTreeMap<String, (u32, u32)> = BTreeMap::new();
        let mut answers = Vec::new();
        let mut score = 0;
        for (i, q) in questions.iter().enumerate() {
            let given = self.answers.get(i).cloned().flatten();
            let right = given.as_ref().is_some_and(|a| q.is_correct(a));
            score += u32::from(right);
            let entry = per_module
                .entry(q.module.title(q.rule_set().game).to_string())
                .or_default();
            entry.0 += u32::from(right);
            entry.1 += 1;
            answers.push(MarkedAnswer {
                question_id: q.id.clone(),
                prompt: q.prompt.clone(),
                hands: q
                    .hands
                    .iter()
                    .map(|(caption, cards)| {
                        (
                            caption.clone(),
                            cards.iter().map(|c| c.to_string()).collect(),
                        )
                    })
                    .collect(),
                given: given
                    .as_ref()
                    .map(|a| q.describe(a))
                    .unwrap_or_else(|| NOT_ANSWERED.into()),
                correct_answer: q.describe(&q.correct),
                right,
                explanation: q.explanation.clone(),
                citation: q.citation.as_str().to_string(),
            });
        }
        let total = questions.len() as u32;
        let percent = if total == 0 {
            0.0
        } else {
            100.0 * score as f64 / total as f64
        };
        ExamResult {
            name: self.name.clone(),
            date,
            game: self.game,
            jurisdiction: self.jurisdiction,
            seed: self.seed,
            score,
            total,
            percent,
            passed: percent + 1e-9 >= self.pass_mark_percent as f64,
            pass_mark_percent: self.pass_mark_percent,
            minutes_taken: ((finished_ms - self.started_ms) / 60_000.0).max(0.0),
            paper_version: self.version().number(),
            modules: self
                .modules
                .iter()
                .map(|m| m.title(self.game).to_string())
                .collect(),
            both_games: self.both_games,
            time_limit_minutes: self.time_limit_minutes,
            unanswered: self.unanswered() as u32,
            per_module: per_module
                .into_iter()
                .map(|(m, (c, t))| (m, c, t))
                .collect(),
            answers,
        }
    }
}

/// One answer on a result sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MarkedAnswer {
    pub question_id: String,
    pub prompt: String,
    /// The hands shown with the question, as (caption, cards), for the printed sheet.
    #[serde(default)]
    pub hands: Vec<(String, Vec<String>)>,
    pub given: String,
    pub correct_answer: String,
    pub right: bool,
    pub explanation: String,
    pub citation: String,
}

/// A marked exam.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExamResult {
    pub name: String,
    pub date: String,
    #[serde(default = "high_card_flush")]
    pub game: GameId,
    pub jurisdiction: Jurisdiction,
    pub seed: u64,
    pub score: u32,
    pub total: u32,
    pub percent: f64,
    pub passed: bool,
    pub pass_mark_percent: u32,
    pub minutes_taken: f64,
    /// The exam's settings, printed on the sheet (absent from results saved before they were).
    #[serde(default = "version_1")]
    pub paper_version: u32,
    #[serde(default)]
    pub modules: Vec<String>,
    #[serde(default)]
    pub time_limit_minutes: u32,
    #[serde(default)]
    pub unanswered: u32,
    /// A paper over both games (results from before there was one read as one game).
    #[serde(default)]
    pub both_games: bool,
    /// (module, correct, questions)
    pub per_module: Vec<(String, u32, u32)>,
    pub answers: Vec<MarkedAnswer>,
}

/// One payout drill.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrillResult {
    pub date: String,
    #[serde(default = "high_card_flush")]
    pub game: GameId,
    pub jurisdiction: Jurisdiction,
    pub questions: u32,
    pub correct: u32,
    pub seconds: f64,
    /// Each payout: which kind, right or not, how long it took.
    #[serde(default)]
    pub items: Vec<DrillItem>,
    /// The user's own table the payouts were drawn from ([`own_table_key`]); none for the
    /// published paytables (and every drill recorded before own tables could be chosen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own_table: Option<String>,
}

/// How the payout drill's link (`?own=…`) and its record name one of the user's own tables:
/// High Card Flush's by jurisdiction, wager and name (`MD-fb:Rich A`), Jackpot Hold 'Em's by
/// wager and name (`pb:Mine`) — a name is unique there, not across wagers.
pub fn own_table_key(table: &OwnTable) -> String {
    match table {
        OwnTable::HighCardFlush(t) => {
            let wager = match t.wager {
                SideWager::FlushBonus => "fb",
                SideWager::StraightFlushBonus => "sfb",
                SideWager::Progressive => "prog",
            };
            format!("{}-{wager}:{}", t.jurisdiction.code(), t.name)
        }
        OwnTable::JackpotHoldEm(t) => {
            let wager = match t.wager {
                JheWager::XtraBonus => "xtra",
                JheWager::PlayerBonus => "pb",
                _ => "prog",
            };
            format!("{wager}:{}", t.name)
        }
    }
}

/// The saved table a key names, if it is among `tables`.
pub fn own_table_named<'a>(key: &str, tables: &'a [OwnTable]) -> Option<&'a OwnTable> {
    tables.iter().find(|t| own_table_key(t) == key)
}

/// The jurisdiction an own table is asked in: High Card Flush's copy's own, else Maryland's
/// (Jackpot Hold 'Em's only rules).
pub fn own_table_jurisdiction(table: &OwnTable) -> Jurisdiction {
    match table {
        OwnTable::HighCardFlush(t) => t.jurisdiction,
        OwnTable::JackpotHoldEm(_) => Jurisdiction::Maryland,
    }
}

/// One payout of a drill.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrillItem {
    pub question_id: String,
    pub right: bool,
    pub seconds: f64,
}

/// One dealer-mode run (`academy/<game>/dealer`): its setup, so an instructor can check the
/// seed, and its scores.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealerResult {
    /// When it finished (ISO 8601, the device's clock).
    pub when: String,
    pub jurisdiction: String,
    pub method: String,
    /// The level's code (`payouts`, `procedure`, `irregularities`).
    pub level: String,
    pub graded: bool,
    /// The run's seed (graded runs).
    pub seed: Option<u64>,
    pub rounds: usize,
    pub procedure_right: usize,
    pub procedure_total: usize,
    pub payouts_right: usize,
    pub payouts_total: usize,
    pub median_payout_millis: Option<u64>,
    /// The median time a round took, start to last settlement.
    #[serde(default)]
    pub median_round_millis: Option<u64>,
    /// How the cards were shuffled (`hand`, `machine`, `counting`); absent in runs kept before
    /// the choice was offered (the game's default then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shuffler: Option<String>,
    /// Jackpot Hold 'Em's automated shoe: the dealer's cards left in the shuffler (B(3)).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dealer_cards_in_shuffler: bool,
    /// Mistakes by kind ("wrong amount: 2").
    pub mistakes: Vec<String>,
    pub corrections: Vec<String>,
}

impl DealerResult {
    /// "92% (11 of 12)", or "—" with nothing to score.
    pub fn percent(right: usize, total: usize) -> String {
        if total == 0 {
            "—".into()
        } else {
            format!(
                "{:.0}% ({right} of {total})",
                100.0 * right as f64 / total as f64
            )
        }
    }

    /// "3.2 s", or "—" when nothing was timed.
    pub fn seconds(millis: Option<u64>) -> String {
        millis.map_or_else(
            || "—".to_string(),
            |ms| format!("{:.1} s", ms as f64 / 1000.0),
        )
    }

    /// "graded MD payouts seed 7".
    pub fn run(&self) -> String {
        format!(
            "{} {} {}{}",
            if self.graded { "graded" } else { "practice" },
            self.jurisdiction,
            self.level,
            self.seed.map(|s| format!(" seed {s}")).unwrap_or_default()
        )
    }
}

/// The columns of the academy's results CSV (exams, payout drills, dealer-mode runs).
const RESULTS_CSV_HEADER: &str =
    "kind,name,date,jurisdiction,seed,score,total,percent,passed,minutes\n";

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// Dealer-mode runs as CSV, in the columns of the academy's results CSV: the score is the
/// tasks done right first time, procedure and payouts together.
pub fn dealer_runs_csv(runs: &[DealerResult]) -> String {
    let q = csv_field;
    let mut out = String::from(RESULTS_CSV_HEADER);
    for d in runs {
        let right = d.procedure_right + d.payouts_right;
        let total = d.procedure_total + d.payouts_total;
        out.push_str(&format!(
            "dealer mode,{},{},{},{},{},{},{:.1},,\n",
            q(&format!(
                "{}: {}, {}",
                if d.graded { "graded" } else { "practice" },
                engine::table::dealer_mode::Level::from_code(&d.level)
                    .map_or(d.level.as_str(), |l| l.name()),
                engine::table::DealingMethod::from_code(&d.method)
                    .map_or(d.method.as_str(), |m| m.name())
            )),
            q(&d.when),
            q(&d.jurisdiction),
            d.seed.map(|s| s.to_string()).unwrap_or_default(),
            right,
            total,
            100.0 * right as f64 / total.max(1) as f64,
        ));
    }
    out
}

/// One table test (`academy/<game>/table-test`): who sat it, on what terms, and its scored
/// sheet (the engine's `pace::ResultSheet`), with the sheet's printable text as it was issued.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableTestResult {
    /// When it finished (ISO 8601, the device's clock).
    pub when: String,
    pub student: String,
    pub jurisdiction: String,
    pub method: String,
    /// The level's code (`payouts`, `procedure`, `irregularities`).
    pub level: String,
    pub seed: u64,
    pub rounds: u32,
    /// Each criterion as scored: its name, what was measured, its percent in tenths and its
    /// weight. (Tenths, not floats: the pages that keep progress then carry no float parser.)
    pub lines: Vec<(String, String, u32, u32)>,
    /// The weighted total, in tenths of a percent.
    pub total_tenths: u32,
    pub pass_mark: u32,
    pub passed: bool,
    pub mispay_cost: Cents,
    /// The sheet as printed and downloaded.
    pub text: String,
}

/// One catch-the-dealer round (`academy/<game>/catch`): what was staged, and the student's
/// catches, misses and false calls, each line with the rule it concerns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CatchResult {
    pub when: String,
    pub jurisdiction: String,
    pub seed: u64,
    pub catches: usize,
    pub misses: usize,
    pub false_calls: usize,
    pub lines: Vec<String>,
}

/// The dealer school's results, kept with the academy's progress (its `school` member): table
/// tests and catch-the-dealer rounds. Absent from progress saved before they were kept.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct School {
    #[serde(default)]
    pub table_tests: Vec<TableTestResult>,
    #[serde(default)]
    pub catches: Vec<CatchResult>,
}

/// The most of each kind of school result kept (the oldest go first).
pub const MOST_SCHOOL_RESULTS: usize = 200;

impl School {
    pub fn is_empty(&self) -> bool {
        self.table_tests.is_empty() && self.catches.is_empty()
    }

    pub fn add_table_test(&mut self, result: TableTestResult) {
        self.table_tests.push(result);
        let over = self.table_tests.len().saturating_sub(MOST_SCHOOL_RESULTS);
        self.table_tests.drain(..over);
    }

    pub fn add_catch(&mut self, result: CatchResult) {
        self.catches.push(result);
        let over = self.catches.len().saturating_sub(MOST_SCHOOL_RESULTS);
        self.catches.drain(..over);
    }

    /// Catches, misses and false calls over every round kept.
    pub fn catch_totals(&self) -> (usize, usize, usize) {
        self.catches.iter().fold((0, 0, 0), |(c, m, f), r| {
            (c + r.catches, m + r.misses, f + r.false_calls)
        })
    }
}

/// The most dealer-mode results kept (the oldest go first).
pub const MOST_DEALER_RESULTS: usize = 200;

/// Keeps a dealer-mode run (the oldest dropped past [`MOST_DEALER_RESULTS`]).
pub fn add_dealer_run(runs: &mut Vec<DealerResult>, run: DealerResult) {
    runs.push(run);
    let over = runs.len().saturating_sub(MOST_DEALER_RESULTS);
    runs.drain(..over);
}

/// Puts runs kept before (older than any in `runs`) first, oldest first.
pub fn add_earlier_dealer_runs(runs: &mut Vec<DealerResult>, earlier: Vec<DealerResult>) {
    let later = std::mem::replace(runs, earlier);
    runs.extend(later);
    let over = runs.len().saturating_sub(MOST_DEALER_RESULTS);
    runs.drain(..over);
}

/// What an exam's result says of a question left unanswered.
pub const NOT_ANSWERED: &str = "(not answered)";

/// One attempt noted for the skill book ([`Progress::skill_log`]): a question answered (its
/// id; the skills pages derive its skills) or a task done (its skills, derived by the engine
/// where the task was), right first time or not, with the time taken when timed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedAttempt {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skills: Vec<engine::skills::Skill>,
    pub right: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub millis: Option<u64>,
}

/// The most attempts the log keeps before the skills pages fold it (the oldest go first).
pub const MOST_LOGGED: usize = 2000;

impl LoggedAttempt {
    /// Every task a dealer-mode run did, as attempts at its skills.
    pub fn of_run<W: engine::table::WagerKind + Eq>(
        run: &engine::table::dealer_mode::DealerRun<W>,
    ) -> Vec<LoggedAttempt> {
        run.skill_attempts()
            .into_iter()
            .filter(|(skills, _, _)| !skills.is_empty())
            .map(|(skills, right, millis)| LoggedAttempt {
                question: None,
                skills: skills.to_vec(),
                right,
                millis,
            })
            .collect()
    }
}

/// The attempts of `log` at `game`'s questions, taken out of it (the rest kept, in order): a
/// paper over every game logs its answers in its own progress, and each game's skills page
/// takes its own from there.
pub fn take_game_attempts(
    log: &mut Vec<LoggedAttempt>,
    catalogue: Catalogue,
    game: engine::GameId,
) -> Vec<LoggedAttempt> {
    let (taken, kept) = std::mem::take(log).into_iter().partition(|a| {
        a.question
            .as_deref()
            .and_then(|id| catalogue.from_id(id))
            .is_some_and(|q| q.rule_set().game == game)
    });
    *log = kept;
    taken
}

/// The skill book as saved (`None`: none yet; damaged text starts a new one) with the logged
/// attempts folded in: a question's skills derived from its id in `catalogue` (one it does not
/// hold, or no longer generates, is skipped).
pub fn fold_skill_log(
    saved: Option<&str>,
    log: &[LoggedAttempt],
    catalogue: Catalogue,
) -> engine::skills::SkillBook {
    use engine::skills::{question_skills, summary_of, Attempt, SkillBook};
    let mut book: SkillBook = saved
        .and_then(|text| serde_json::from_str(text).ok())
        .unwrap_or_default();
    let mut summaries = BTreeMap::new();
    for logged in log {
        let attempt = Attempt {
            right: logged.right,
            millis: logged.millis,
        };
        match &logged.question {
            Some(id) => {
                if let Some(q) = catalogue.from_id(id) {
                    let summary = summaries
                        .entry(q.rule_set().key())
                        .or_insert_with(|| summary_of(q.rule_set()));
                    book.record(&question_skills(&q, summary), attempt);
                }
            }
            None => book.record(&logged.skills, attempt),
        }
    }
    book
}

/// The academy's progress as dealer mode adds a run to it. Dealer mode's page does not hold
/// the questions, so it reads only the runs (serde skips the rest unread: no question checked,
/// no number reparsed — which keeps that page's code small) and writes the saved text back
/// with only its `dealer` member changed.
#[derive(Debug)]
pub struct KeptProgress {
    text: String,
    pub dealer: Vec<DealerResult>,
    /// The table tests and catch-the-dealer rounds, as the school's pages read them
    /// ([`KeptProgress::parse_school`]); `None` where they were not read (dealer mode), and the
    /// saved member is then written back as it was.
    pub school: Option<School>,
    /// Attempts to add to the saved skill log ([`Progress::skill_log`]): dealer mode's and the
    /// school's tasks. Only written, never read here.
    pub skill_log: Vec<LoggedAttempt>,
}

/// The part of saved progress dealer mode reads.
#[derive(Deserialize)]
struct DealerPart {
    #[serde(default)]
    dealer: Vec<DealerResult>,
}

/// The part of saved progress the school's pages read.
#[derive(Deserialize)]
struct SchoolPart {
    #[serde(default)]
    dealer: Vec<DealerResult>,
    #[serde(default)]
    school: School,
}

/// Refuses text that is not progress of this format (both readers of it check alike).
fn check_progress_format(text: &str) -> Result<(), String> {
    let version = crate::storage::saved_version(text)
        .map_err(|e| format!("the progress file could not be read ({e})"))?;
    if version != Some(PROGRESS_VERSION as u64) {
        return Err(format!(
            "the progress data is in an unknown format (version {})",
            version.map_or("missing".into(), |v| v.to_string())
        ));
    }
    Ok(())
}

/// What [`Progress::default`] saves (a test keeps the two in step).
const NO_PROGRESS: &str =
    r#"{"version":1,"mastery":{},"review":[],"exam":null,"results":[],"drills":[]}"#;

impl KeptProgress {
    /// No progress saved yet.
    pub fn fresh() -> KeptProgress {
        KeptProgress {
            text: NO_PROGRESS.into(),
            dealer: Vec::new(),
            school: None,
            skill_log: Vec::new(),
        }
    }

    /// Reads saved progress: its format is checked, not the questions it names.
    pub fn parse(text: &str) -> Result<KeptProgress, String> {
        check_progress_format(text)?;
        let part: DealerPart = serde_json::from_str(text)
            .map_err(|e| format!("the progress data is damaged ({e})"))?;
        Ok(KeptProgress {
            text: text.into(),
            dealer: part.dealer,
            school: None,
            skill_log: Vec::new(),
        })
    }

    /// [`KeptProgress::parse`] with the school's results read too.
    pub fn parse_school(text: &str) -> Result<KeptProgress, String> {
        check_progress_format(text)?;
        let part: SchoolPart = serde_json::from_str(text)
            .map_err(|e| format!("the progress data is damaged ({e})"))?;
        Ok(KeptProgress {
            text: text.into(),
            dealer: part.dealer,
            school: Some(part.school),
            skill_log: Vec::new(),
        })
    }

    /// The saved text with the runs as they are now (and the school's results, once there are
    /// any: progress without them is written as before).
    pub fn to_json(&self) -> String {
        let runs = serde_json::to_string(&self.dealer).unwrap_or_else(|_| "[]".into());
        let mut text =
            with_member(&self.text, "dealer", &runs).unwrap_or_else(|| self.text.clone());
        if !self.skill_log.is_empty() {
            // Added to the end of the log as saved, which is left as it was (not read here).
            let added = serde_json::to_string(&self.skill_log).unwrap_or_else(|_| "[]".into());
            let added = &added[1..added.len() - 1];
            let log = match member(&text, "skill_log").map(str::trim) {
                Some(saved) if saved.starts_with('[') && saved.ends_with(']') => {
                    let inner = saved[1..saved.len() - 1].trim();
                    if inner.is_empty() {
                        format!("[{added}]")
                    } else {
                        format!("[{inner},{added}]")
                    }
                }
                _ => format!("[{added}]"),
            };
            text = with_member(&text, "skill_log", &log).unwrap_or(text);
        }
        let Some(school) = &self.school else {
            return text;
        };
        if school.is_empty() && member(&text, "school").is_none() {
            return text;
        }
        let school = serde_json::to_string(school).unwrap_or_else(|_| "{}".into());
        with_member(&text, "school", &school).unwrap_or(text)
    }
}

/// `object` (a valid JSON object's text) with its top-level member `key` set to `value` (JSON
/// text): replaced where it stands, or added last; everything else byte for byte as it was.
/// `None` when `object` is not an object.
fn with_member(object: &str, key: &str, value: &str) -> Option<String> {
    let (found, last) = find_member(object, key)?;
    Some(match found {
        Some((start, end)) => format!("{}{value}{}", &object[..start], &object[end..]),
        None => {
            let comma = if object[..last].trim_end().ends_with('{') {
                ""
            } else {
                ","
            };
            format!(
                "{}{comma}\"{key}\":{value}{}",
                &object[..last],
                &object[last..]
            )
        }
    })
}

/// The progress as exported: its JSON with this device's chip rack and pace terms as saved
/// (members `rack` and `pace`, each the text kept under its own key; `None`: none saved), so
/// a student's file carries the rack they paid from and the targets they were judged by. The
/// progress as saved holds neither ([`Progress::parse_in`] leaves them out).
pub fn with_device_settings(progress: &str, rack: Option<&str>, pace: Option<&str>) -> String {
    let mut text = progress.to_string();
    for (key, value) in [("rack", rack), ("pace", pace)] {
        if let Some(value) = value {
            text = with_member(&text, key, value).unwrap_or(text);
        }
    }
    text
}

/// An exported file's chip rack and pace terms ([`with_device_settings`]), as their text, if
/// it carries them: the page checks each before keeping it.
pub fn device_settings(text: &str) -> (Option<&str>, Option<&str>) {
    (member(text, "rack"), member(text, "pace"))
}

/// The JSON text of `object`'s top-level member `key`, if it has one.
fn member<'a>(object: &'a str, key: &str) -> Option<&'a str> {
    let (start, end) = find_member(object, key)?.0?;
    Some(&object[start..end])
}

/// Where `object`'s top-level member `key` has its value, if it has one, and where a new
/// member would go (just after the last value, or after the opening brace); `None` when
/// `object` is not an object.
#[allow(clippy::type_complexity)]
fn find_member(object: &str, key: &str) -> Option<(Option<(usize, usize)>, usize)> {
    let b = object.as_bytes();
    let mut i = skip_space(b, 0);
    if b.get(i) != Some(&b'{') {
        return None;
    }
    let mut last = i + 1;
    i = skip_space(b, i + 1);
    if b.get(i) == Some(&b'}') {
        return Some((None, last));
    }
    loop {
        let name_end = string_end(b, i)?;
        // The name as written (the names looked for are plain ASCII, written plainly).
        let name = &object[i + 1..name_end - 1];
        i = skip_space(b, name_end);
        if b.get(i) != Some(&b':') {
            return None;
        }
        let start = skip_space(b, i + 1);
        let end = value_end(b, start)?;
        if name == key {
            return Some((Some((start, end)), end));
        }
        last = end;
        i = skip_space(b, end);
        match b.get(i)? {
            b',' => i = skip_space(b, i + 1),
            b'}' => return Some((None, last)),
            _ => return None,
        }
    }
}

fn skip_space(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

/// Just past the JSON string that opens at `i`.
fn string_end(b: &[u8], i: usize) -> Option<usize> {
    if b.get(i) != Some(&b'"') {
        return None;
    }
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\\' => j += 2,
            b'"' => return Some(j + 1),
            _ => j += 1,
        }
    }
    None
}

/// Just past the JSON value that starts at `i`.
fn value_end(b: &[u8], i: usize) -> Option<usize> {
    match *b.get(i)? {
        b'"' => string_end(b, i),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut j = i;
            while j < b.len() {
                match b[j] {
                    b'"' => {
                        j = string_end(b, j)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(j + 1);
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            None
        }
        _ => {
            let mut j = i;
            while j < b.len() && !matches!(b[j], b',' | b'}' | b']') && !b[j].is_ascii_whitespace()
            {
                j += 1;
            }
            Some(j)
        }
    }
}

/// Everything the academy keeps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    pub mastery: BTreeMap<String, Mastery>,
    /// Missed practice questions (ids) waiting to come back, with how many questions to wait.
    pub review: Vec<(String, u32)>,
    pub exam: Option<ExamAttempt>,
    pub results: Vec<ExamResult>,
    pub drills: Vec<DrillResult>,
    /// Dealer-mode runs, kept here by dealer mode's page. The academy's pages keep them as the
    /// JSON they were saved as (`None`: none yet): read, shown and checked by dealer mode, whose
    /// bundle holds their code; exported, imported and reset with the rest.
    #[serde(skip)]
    pub dealer: Option<String>,
    /// The school's table tests and catch-the-dealer rounds ([`School`]), kept as saved in the
    /// same way (`None`: none yet).
    #[serde(skip)]
    pub school: Option<String>,
    /// The skill book (`engine::skills::SkillBook`), kept as saved in the same way: read and
    /// written only by the skills pages, whose bundle derives skills (`None`: none yet).
    #[serde(skip)]
    pub skills: Option<String>,
    /// Attempts recorded since the skills pages last read them: the academy and dealer mode
    /// note what was answered (a question's id, or a task's skills as the engine derived them),
    /// and the skills pages fold them into the book. Absent when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skill_log: Vec<LoggedAttempt>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            version: PROGRESS_VERSION,
            mastery: BTreeMap::new(),
            review: Vec::new(),
            exam: None,
            results: Vec::new(),
            drills: Vec::new(),
            dealer: None,
            school: None,
            skills: None,
            skill_log: Vec::new(),
        }
    }
}

impl Progress {
    /// Reads progress (saved or imported). `Err` says why it was refused; nothing is changed.
    pub fn parse(text: &str) -> Result<Progress, String> {
        Progress::parse_in(text, Catalogue::ALL)
    }

    /// Reads progress whose questions come from `catalogue` (a page bundle passes its own).
    pub fn parse_in(text: &str, catalogue: Catalogue) -> Result<Progress, String> {
        check_progress_format(text)?;
        let mut progress: Progress = serde_json::from_str(text)
            .map_err(|e| format!("the progress data is damaged ({e})"))?;
        // Dealer mode's runs, kept as saved (dealer mode reads them; anything but a list is
        // not runs and is dropped).
        progress.dealer = member(text, "dealer")
            .filter(|runs| runs.as_bytes().first() == Some(&b'['))
            .map(str::to_string);
        progress.school = member(text, "school")
            .filter(|school| school.as_bytes().first() == Some(&b'{'))
            .map(str::to_string);
        progress.skills = member(text, "skills")
            .filter(|book| book.as_bytes().first() == Some(&b'{'))
            .map(str::to_string);
        for id in progress.review.iter().map(|(id, _)| id) {
            if catalogue.from_id(id).is_none() {
                return Err(format!(
                    "the progress data names an unknown question '{id}'"
                ));
            }
        }
        if let Some(exam) = &progress.exam {
            if PaperVersion::from_number(exam.paper_version).is_none() {
                return Err(format!(
                    "the exam in progress uses an unknown paper version {}",
                    exam.paper_version
                ));
            }
            if let Some(missing) = exam.games().into_iter().find(|g| !catalogue.has(*g)) {
                return Err(format!(
                    "the exam in progress asks about {}{}, which this page does not hold",
                    if exam.both_games { "both games, " } else { "" },
                    missing.name()
                ));
            }
            if exam.answers.len() != exam.count {
                return Err(
                    "the exam in progress is damaged (answers do not match its questions)".into(),
                );
            }
        }
        Ok(progress)
    }

    pub fn to_json(&self) -> String {
        let mut json = serde_json::to_string_pretty(self).unwrap_or_default();
        // The runs as they were read, as the last member (serde writes the others).
        let end = json.bytes().rposition(|b| b == b'}');
        if let Some(end) = end {
            let kept = [
                ("dealer", &self.dealer),
                ("school", &self.school),
                ("skills", &self.skills),
            ];
            if kept.iter().any(|(_, text)| text.is_some()) {
                json.truncate(end);
                for (key, text) in kept {
                    if let Some(text) = text {
                        json.push_str(&format!(",\n  \"{key}\": {text}"));
                    }
                }
                json.push_str("\n}");
            }
        }
        json
    }

    /// Notes an answered question for the skill book (only its id: the skills pages derive its
    /// skills, so a page recording it links none of that).
    pub fn log_question(&mut self, id: &str, right: bool, millis: Option<u64>) {
        self.log(LoggedAttempt {
            question: Some(id.into()),
            skills: Vec::new(),
            right,
            millis,
        });
    }

    /// Notes an attempt (the oldest dropped past [`MOST_LOGGED`]).
    pub fn log(&mut self, attempt: LoggedAttempt) {
        self.skill_log.push(attempt);
        let over = self.skill_log.len().saturating_sub(MOST_LOGGED);
        self.skill_log.drain(..over);
    }

    /// Records a practice answer. Mastery counts it; a missed question is queued to come back,
    /// as a new variant, after three more questions; a review (`review_of` names the question
    /// it reviews) answered right leaves the queue, answered wrong waits its turn again.
    pub fn record_practice(&mut self, question: &Question, right: bool, review_of: Option<&str>) {
        let m = self
            .mastery
            .entry(question.module.code().to_string())
            .or_default();
        m.attempts += 1;
        if right {
            m.correct += 1;
            m.streak += 1;
        } else {
            m.streak = 0;
        }
        let missed = review_of.unwrap_or(&question.id).to_string();
        self.review.retain(|(id, _)| *id != missed);
        for (_, wait) in self.review.iter_mut() {
            *wait = wait.saturating_sub(1);
        }
        if !right {
            self.review.push((missed, REVIEW_WAIT));
        }
    }

    /// A missed question due again for these rules and modules, if any (oldest first).
    pub fn due_review(&self, rule_set: RuleSet, modules: &[Module]) -> Option<String> {
        self.due_review_in(rule_set, modules, Catalogue::ALL)
    }

    /// [`Progress::due_review`] among the questions of `catalogue`.
    pub fn due_review_in(
        &self,
        rule_set: RuleSet,
        modules: &[Module],
        catalogue: Catalogue,
    ) -> Option<String> {
        self.review
            .iter()
            .filter(|(_, wait)| *wait == 0)
            .map(|(id, _)| id)
            .find(|id| {
                let mut parts = id.split(':');
                let template = parts.next().and_then(|id| catalogue.template(id));
                let jurisdiction = parts.next().and_then(Jurisdiction::parse);
                match (template, jurisdiction) {
                    (Some(t), Some(j)) => {
                        let asked = RuleSet {
                            game: t.game,
                            jurisdiction: j,
                        };
                        modules.contains(&t.module) && asked == rule_set
                    }
                    _ => false,
                }
            })
            .cloned()
    }

    /// Exam results and payout drills as CSV (dealer mode's page exports its runs).
    pub fn results_csv(&self) -> String {
        let q = csv_field;
        let mut out = String::from(RESULTS_CSV_HEADER);
        for r in &self.results {
            out.push_str(&format!(
                "exam,{},{},{},{},{},{},{:.1},{},{:.1}\n",
                q(&r.name),
                q(&r.date),
                r.jurisdiction.code(),
                r.seed,
                r.score,
                r.total,
                r.percent,
                r.passed,
                r.minutes_taken
            ));
        }
        for d in &self.drills {
            out.push_str(&format!(
                "payout drill,,{},{},,{},{},{:.1},,{:.2}\n",
                q(&d.date),
                d.jurisdiction.code(),
                d.correct,
                d.questions,
                100.0 * d.correct as f64 / d.questions.max(1) as f64,
                d.seconds / 60.0
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt() -> ExamAttempt {
        ExamAttempt {
            name: "Pat".into(),
            game: GameId::HighCardFlush,
            jurisdiction: Jurisdiction::Maryland,
            modules: vec![Module::HandRankings, Module::Payouts],
            count: 6,
            seed: 99,
            time_limit_minutes: 10,
            pass_mark_percent: 80,
            started_ms: 0.0,
            answers: vec![None; 6],
            current: 0,
            paper_version: 1,
            flagged: Vec::new(),
            both_games: false,
        }
    }

    /// A page bundle holds one game's catalogue: its papers, reviews and saved progress must be
    /// the ones every-game code gives (the seeds instructors hand out do not depend on it).
    /// A paper over every game logs both games' answers in its own progress; each game's
    /// skills page takes its own (in order) and leaves the other's and the task attempts.
    #[test]
    fn each_game_takes_its_answers_from_papers_over_every_game() {
        use engine::academy::{Catalogue, Module, PaperVersion};
        use engine::{GameId, Jurisdiction};
        let paper = |game: GameId, count: usize| {
            Catalogue::ALL.exam_of(
                PaperVersion::LATEST,
                &[game],
                Jurisdiction::Maryland,
                Module::of_game(game),
                count,
                7,
            )
        };
        let (hcf, jhe) = (
            paper(GameId::HighCardFlush, 2),
            paper(GameId::JackpotHoldEm, 1),
        );
        let answer = |id: &str| LoggedAttempt {
            question: Some(id.to_string()),
            skills: Vec::new(),
            right: true,
            millis: None,
        };
        let task = LoggedAttempt {
            question: None,
            skills: Vec::new(),
            right: false,
            millis: Some(900),
        };
        let mut log = vec![
            answer(&hcf[0].id),
            answer(&jhe[0].id),
            task.clone(),
            answer(&hcf[1].id),
        ];
        let taken = take_game_attempts(&mut log, Catalogue::ALL, GameId::HighCardFlush);
        assert_eq!(taken, vec![answer(&hcf[0].id), answer(&hcf[1].id)]);
        assert_eq!(log, vec![answer(&jhe[0].id), task]);
    }

    #[test]
    fn a_bundles_own_catalogue_gives_the_same_papers_as_every_game() {
        for (game, catalogue) in [
            (GameId::HighCardFlush, Catalogue::HIGH_CARD_FLUSH),
            (GameId::JackpotHoldEm, Catalogue::JACKPOT_HOLD_EM),
        ] {
            for version in [1, 2] {
                let a = ExamAttempt {
                    game,
                    modules: Module::of_game(game).to_vec(),
                    count: 12,
                    paper_version: version,
                    answers: vec![None; 12],
                    ..attempt()
                };
                let paper = a.questions_in(catalogue);
                assert_eq!(paper.len(), 12);
                assert_eq!(paper, a.questions(), "{game:?} version {version}");
                assert!(paper.iter().all(|q| q.rule_set().game == game));
            }
        }
        // The other game's catalogue has none of its questions.
        let hcf = attempt();
        assert!(hcf.questions_in(Catalogue::JACKPOT_HOLD_EM).is_empty());
    }

    #[test]
    fn a_paper_of_both_games_is_marked_per_game_module() {
        let a = ExamAttempt {
            game: GameId::JackpotHoldEm,
            modules: Module::JHE.to_vec(),
            count: 20,
            paper_version: 2,
            answers: vec![None; 20],
            both_games: true,
            ..attempt()
        };
        let paper = a.questions();
        assert!(paper
            .iter()
            .any(|q| q.rule_set().game == GameId::HighCardFlush));
        assert!(paper
            .iter()
            .any(|q| q.rule_set().game == GameId::JackpotHoldEm));
        let result = a.mark(60_000.0, "2026-11-26".into());
        assert!(result.both_games);
        assert_eq!(result.per_module.iter().map(|(_, _, n)| n).sum::<u32>(), 20);
        // One game's catalogue cannot sit it: its saved attempt is refused there, not replaced
        // by another paper.
        assert_ne!(a.questions_in(Catalogue::JACKPOT_HOLD_EM), paper);
        let saved = Progress {
            exam: Some(a.clone()),
            ..Progress::default()
        };
        assert!(
            Progress::parse_in(&saved.to_json(), Catalogue::JACKPOT_HOLD_EM)
                .unwrap_err()
                .contains("both games")
        );
        assert!(Progress::parse_in(&saved.to_json(), Catalogue::ALL).is_ok());
    }

    #[test]
    fn marking_counts_right_answers_per_module() {
        let mut a = attempt();
        let questions = a.questions();
        assert_eq!(questions.len(), 6);
        for (i, q) in questions.iter().enumerate().take(5) {
            a.answers[i] = Some(q.correct.clone());
        }
        let result = a.mark(120_000.0, "2026-11-25".into());
        assert_eq!((result.score, result.total), (5, 6));
        assert!(result.passed, "5/6 = 83% passes an 80% mark");
        assert_eq!(result.per_module.iter().map(|(_, _, t)| t).sum::<u32>(), 6);
        assert_eq!(result.answers[5].given, "(not answered)");
        assert!((result.minutes_taken - 2.0).abs() < 1e-9);
    }

    /// An export carries the device's rack and pace terms beside the progress; reading it back
    /// gives the same progress (the settings are not part of it, nor of what is saved), and the
    /// two texts as they were written. An export without them (older ones) has neither.
    #[test]
    fn an_export_carries_the_rack_and_pace_terms_beside_the_progress() {
        let mut p = Progress::default();
        p.record_practice(&attempt().questions().remove(0), true, None);
        let rack = include_str!("../tests/fixtures/rack-v1.json").trim();
        let pace = include_str!("../tests/fixtures/pace-v1.json").trim();
        let exported = with_device_settings(&p.to_json(), Some(rack), Some(pace));
        assert_eq!(device_settings(&exported), (Some(rack), Some(pace)));
        let back = Progress::parse(&exported).unwrap();
        assert_eq!(back, p);
        assert_eq!(device_settings(&back.to_json()), (None, None));
        assert_eq!(crate::rack_state::parse(rack).map(|_| ()), Ok(()));
        // Nothing saved on the device: nothing added.
        assert_eq!(with_device_settings(&p.to_json(), None, None), p.to_json());
        assert_eq!(device_settings(&p.to_json()), (None, None));
    }

    #[test]
    fn progress_round_trips_and_refuses_bad_data() {
        let mut p = Progress::default();
        let q = attempt().questions().remove(0);
        p.record_practice(&q, false, None);
        p.exam = Some(attempt());
        assert_eq!(Progress::parse(&p.to_json()), Ok(p.clone()));
        assert!(Progress::parse("nonsense")
            .unwrap_err()
            .contains("could not be read"));
        assert!(Progress::parse(r#"{"version":7}"#)
            .unwrap_err()
            .contains("unknown format"));
        let mut bad: serde_json::Value = serde_json::from_str(&p.to_json()).unwrap();
        bad["review"] = serde_json::json!([["no-such:MD:1", 0]]);
        assert!(Progress::parse(&bad.to_string())
            .unwrap_err()
            .contains("unknown question"));
    }

    #[test]
    fn missed_questions_come_back_after_three_more_within_the_chosen_modules() {
        let mut p = Progress::default();
        let questions = attempt().questions();
        let modules = [Module::HandRankings, Module::Payouts];
        let missed = &questions[0];
        p.record_practice(missed, false, None);
        assert_eq!(
            p.due_review(RuleSet::hcf(Jurisdiction::Maryland), &modules),
            None
        );
        for q in &questions[1..4] {
            p.record_practice(q, true, None);
        }
        assert_eq!(
            p.due_review(RuleSet::hcf(Jurisdiction::Maryland), &modules),
            Some(missed.id.clone())
        );
        // Not for other rules, nor when its module is filtered out.
        assert_eq!(
            p.due_review(RuleSet::hcf(Jurisdiction::SouthDakota), &modules),
            None
        );
        let others: Vec<Module> = Module::ALL
            .into_iter()
            .filter(|m| *m != missed.module)
            .collect();
        assert_eq!(
            p.due_review(RuleSet::hcf(Jurisdiction::Maryland), &others),
            None
        );
        // A variant answered wrong waits again; answered right, the review is done.
        let variant = engine::academy::variant(&missed.id, 0).unwrap();
        p.record_practice(&variant, false, Some(&missed.id));
        assert_eq!(
            p.due_review(RuleSet::hcf(Jurisdiction::Maryland), &modules),
            None
        );
        assert_eq!(p.review, vec![(missed.id.clone(), REVIEW_WAIT)]);
        for q in &questions[1..4] {
            p.record_practice(q, true, None);
        }
        let variant = engine::academy::variant(&missed.id, 1).unwrap();
        p.record_practice(&variant, true, Some(&missed.id));
        assert!(p.review.is_empty());
        assert_eq!(p.mastery.values().map(|m| m.attempts).sum::<u32>(), 9);
    }

    #[test]
    fn saved_data_from_before_versioned_papers_still_loads_as_version_1() {
        let old = r#"{"version":1,"mastery":{},"review":[],"exam":{"name":"Pat","jurisdiction":"Maryland","modules":["HandRankings","Payouts"],"count":2,"seed":99,"time_limit_minutes":10,"pass_mark_percent":80,"started_ms":0.0,"answers":[null,null],"current":0},"results":[{"name":"Pat","date":"2026-11-25 10:00","jurisdiction":"Maryland","seed":4,"score":1,"total":2,"percent":50.0,"passed":false,"pass_mark_percent":80,"minutes_taken":1.5,"per_module":[["Payouts",1,2]],"answers":[]}],"drills":[{"date":"2026-11-25 10:00","jurisdiction":"Maryland","questions":5,"correct":4,"seconds":60.0}]}"#;
        let p = Progress::parse(old).unwrap();
        let exam = p.exam.as_ref().unwrap();
        assert_eq!(exam.version(), PaperVersion::V1);
        assert_eq!(
            exam.questions(),
            engine::academy::exam(
                PaperVersion::V1,
                RuleSet::hcf(Jurisdiction::Maryland),
                &exam.modules,
                2,
                99
            )
        );
        assert_eq!(p.results[0].paper_version, 1);
        assert_eq!(exam.game, GameId::HighCardFlush);
        assert_eq!(p.drills[0].game, GameId::HighCardFlush);
        assert!(p.drills[0].items.is_empty());
        assert_eq!(
            p.drills[0].own_table, None,
            "a drill from before own tables: the published ones"
        );
        let mut bad: serde_json::Value = serde_json::from_str(old).unwrap();
        bad["exam"]["paper_version"] = serde_json::json!(9);
        assert!(Progress::parse(&bad.to_string())
            .unwrap_err()
            .contains("unknown paper version 9"));
    }

    fn dealer_run(when: &str, right: usize) -> DealerResult {
        DealerResult {
            when: when.into(),
            jurisdiction: "MA".into(),
            method: "shoe".into(),
            level: "procedure".into(),
            graded: true,
            seed: Some(7),
            rounds: 2,
            procedure_right: right,
            procedure_total: 40,
            payouts_right: 9,
            payouts_total: 10,
            median_payout_millis: Some(3_200),
            median_round_millis: Some(61_000),
            shuffler: None,
            dealer_cards_in_shuffler: false,
            mistakes: vec!["wrong amount: 1".into()],
            corrections: vec!["Round 1: Wrong amount.".into()],
        }
    }

    #[test]
    fn dealer_mode_runs_are_kept_with_the_progress_and_exported_as_csv() {
        let mut runs = Vec::new();
        add_dealer_run(&mut runs, dealer_run("2026-11-27T04:00:00.000Z", 38));
        // Procedure and payouts right first time out of every task (38 + 9 of 50).
        assert_eq!(
            dealer_runs_csv(&runs),
            "kind,name,date,jurisdiction,seed,score,total,percent,passed,minutes\n\
             dealer mode,\"graded: Full procedure, manual dealing shoe\",2026-11-27T04:00:00.000Z,MA,7,47,50,94.0,,\n"
        );
        // Runs kept under the old key come first (they are older); no more than 200 are kept.
        add_earlier_dealer_runs(&mut runs, vec![dealer_run("2026-11-26T10:00:00.000Z", 1)]);
        assert_eq!(runs[0].procedure_right, 1);
        assert_eq!(runs[1].procedure_right, 38);
        for i in 0..MOST_DEALER_RESULTS {
            add_dealer_run(&mut runs, dealer_run("2026-11-28T00:00:00.000Z", i));
        }
        assert_eq!(runs.len(), MOST_DEALER_RESULTS);
        assert_eq!(runs[0].procedure_right, 0, "the oldest went first");
        assert_eq!(DealerResult::percent(38, 40), "95% (38 of 40)");
        assert_eq!(DealerResult::percent(0, 0), "—");
        assert_eq!(DealerResult::seconds(Some(3_250)), "3.2 s");
    }

    /// Everything the academy keeps, a review dealer mode's page could not check included,
    /// and a name that looks like JSON.
    fn full_progress() -> Progress {
        let mut p = Progress {
            exam: Some(attempt()),
            ..Progress::default()
        };
        p.exam.as_mut().unwrap().name = r#"Pat "dealer": [1] }, {\ "#.into();
        p.record_practice(&attempt().questions()[0], false, None);
        p.review.push(("some-later-question:MD:9".into(), 2));
        p.results
            .push(attempt().mark(120_000.0, "2026-11-27 04:00".into()));
        p.drills.push(DrillResult {
            date: "2026-11-27".into(),
            game: GameId::HighCardFlush,
            jurisdiction: Jurisdiction::Maryland,
            questions: 5,
            correct: 4,
            seconds: 61.25,
            items: Vec::new(),
            own_table: None,
        });
        p
    }

    #[test]
    fn each_page_reads_its_own_part_of_the_progress_and_keeps_the_others() {
        // Progress saved before dealer mode kept its runs here reads with none.
        let old = r#"{ "version": 1, "mastery": {}, "review": [], "exam": null, "results": [], "drills": [] }"#;
        let p = Progress::parse(old).unwrap();
        assert_eq!(p.dealer, None);
        let p = full_progress();
        for text in [p.to_json(), serde_json::to_string(&p).unwrap()] {
            // Dealer mode adds a run: the academy's parts come back as they were.
            let mut kept = KeptProgress::parse(&text).unwrap();
            assert!(kept.dealer.is_empty());
            add_dealer_run(&mut kept.dealer, dealer_run("2026-11-27T04:00:00.000Z", 40));
            let saved = kept.to_json();
            assert!(
                Progress::parse(&saved).is_err(),
                "the academy still checks its questions"
            );
            let mut back: Progress = serde_json::from_str(&saved).unwrap();
            assert_eq!(back, p, "the academy's own parts are unchanged");
            // The academy keeps the runs as saved, and writes them back with its own changes.
            back.dealer = member(&saved, "dealer").map(str::to_string);
            assert!(back.dealer.as_deref().is_some_and(|r| r.starts_with("[{")));
            back.drills.clear();
            let again = KeptProgress::parse(&back.to_json()).unwrap();
            assert_eq!(again.dealer, kept.dealer);
            // A second run replaces the member rather than adding another.
            let mut again = again;
            add_dealer_run(
                &mut again.dealer,
                dealer_run("2026-11-27T05:00:00.000Z", 39),
            );
            let twice = again.to_json();
            assert_eq!(twice.matches("\"dealer\":").count(), 1);
            assert_eq!(KeptProgress::parse(&twice).unwrap().dealer.len(), 2);
        }
        // Imported progress with runs: kept as they are for dealer mode (which reads them);
        // anything but a list is not runs.
        let with_runs = Progress {
            dealer: Some(r#"[{"any":"thing"}, 2]"#.into()),
            ..Progress::default()
        };
        let json = with_runs.to_json();
        assert_eq!(json.matches("\"dealer\":").count(), 1);
        let read = Progress::parse(&json).unwrap();
        assert_eq!(read, with_runs);
        let broken = Progress::default()
            .to_json()
            .replacen('{', r#"{"dealer": 7,"#, 1);
        assert_eq!(Progress::parse(&broken), Ok(Progress::default()));
        // Nothing saved yet: what the academy starts from.
        assert_eq!(
            Progress::parse(&KeptProgress::fresh().to_json())
                .unwrap()
                .dealer,
            Some("[]".into())
        );
        assert_eq!(
            NO_PROGRESS,
            serde_json::to_string(&Progress::default()).unwrap()
        );
        assert_eq!(with_member("{}", "a", "1").as_deref(), Some(r#"{"a":1}"#));
        assert_eq!(with_member("{ }", "a", "1").as_deref(), Some(r#"{"a":1 }"#));
        assert_eq!(with_member("[1]", "a", "1"), None);
        assert!(KeptProgress::parse(r#"{"version":2}"#)
            .unwrap_err()
            .contains("unknown format"));
        assert!(KeptProgress::parse("{")
            .unwrap_err()
            .contains("could not be read"));
    }

    #[test]
    fn flags_and_unanswered_count() {
        let mut a = attempt();
        a.answers[2] = Some(Answer::Choice(0));
        assert_eq!(a.unanswered(), 5);
        a.toggle_flag(4);
        assert!(a.is_flagged(4) && !a.is_flagged(3));
        a.toggle_flag(4);
        assert!(!a.is_flagged(4));
    }

    #[test]
    fn own_tables_are_named_in_the_drills_link_and_record_and_found_again() {
        use engine::hcf::custom::CustomTable;
        use engine::jhe::custom::JheCustomTable;
        let mut hcf = crate::custom_tables::SavedTables::fresh();
        for (j, name) in [
            (Jurisdiction::Maryland, "Rich A"),
            (Jurisdiction::Massachusetts, "Rich A"),
        ] {
            hcf.save(CustomTable {
                jurisdiction: j,
                wager: SideWager::FlushBonus,
                base: "A".into(),
                name: name.into(),
                pays: vec![
                    1;
                    engine::hcf::paytables::paytable(j, SideWager::FlushBonus, "A")
                        .unwrap()
                        .lines
                        .len()
                ],
            })
            .unwrap();
        }
        let mut jhe = crate::custom_tables::JheSavedTables::fresh();
        let base = engine::jhe::paytables::paytable(JheWager::PlayerBonus, "A").unwrap();
        jhe.save(JheCustomTable::of(base, "Mine: & more")).unwrap();
        let hcf_tables = hcf.drill_tables();
        let jhe_tables = jhe.drill_tables();
        assert_eq!(hcf_tables.len(), 2);
        let keys: Vec<String> = hcf_tables
            .iter()
            .chain(&jhe_tables)
            .map(own_table_key)
            .collect();
        assert_eq!(keys, ["MD-fb:Rich A", "MA-fb:Rich A", "pb:Mine: & more"]);
        // Through the address and back: the same table, never the other jurisdiction's.
        for (key, tables) in [(&keys[1], &hcf_tables), (&keys[2], &jhe_tables)] {
            let search = crate::query_state::with_value("?x=1", "own", Some(key));
            let read = crate::query_state::value_in(&search, "own").unwrap();
            let found = own_table_named(&read, tables).unwrap();
            assert_eq!(&own_table_key(found), key);
        }
        assert_eq!(
            own_table_jurisdiction(&hcf_tables[1]),
            Jurisdiction::Massachusetts
        );
        assert_eq!(own_table_named("MD-sfb:Rich A", &hcf_tables), None);
        // Recorded with the drill, kept through export and import; a drill on the published
        // tables is written as before (no new field).
        let mut p = Progress::default();
        let drill = |own_table: Option<String>| DrillResult {
            date: "2026-11-28".into(),
            game: GameId::HighCardFlush,
            jurisdiction: Jurisdiction::Maryland,
            questions: 5,
            correct: 5,
            seconds: 30.0,
            items: Vec::new(),
            own_table,
        };
        p.drills.push(drill(None));
        assert!(!p.to_json().contains("own_table"));
        p.drills.push(drill(Some(keys[0].clone())));
        let back = Progress::parse_in(&p.to_json(), Catalogue::ALL).unwrap();
        assert_eq!(back.drills[0].own_table, None);
        assert_eq!(back.drills[1].own_table.as_deref(), Some("MD-fb:Rich A"));
    }
}
