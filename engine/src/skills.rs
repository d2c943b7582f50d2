//! Skills, as a dealer school tracks them: every academy question and every dealer-mode task is
//! tagged with the skills it exercises, DERIVED from the engine's own data — a question's module,
//! the rule topics its citation states (the rule summary), the paytables it names; a task's kind,
//! the wager it settles, how it ended (a push line, a folded seat's wager, a meter award, a win
//! under the payout limit) and the remedy it applies — never typed per question. Per skill the
//! recent attempts give accuracy, speed and a mastery tier; the weak skills pick the questions
//! and the dealer-mode rounds that exercise them. Game-neutral: both games, every rule set.

use crate::academy::{Catalogue, Question, Template};
use crate::rule_set::RuleSet;
use crate::rule_summary::RuleSection;
use crate::table::dealer_mode::DealerAction;
use crate::table::{Game, Round, Table, WagerKind};
use crate::trace::{Outcome, PaidFrom};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// One skill: a stable id (kept in saved progress) and its name in words.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Skill {
    pub id: String,
    pub name: String,
}

impl Skill {
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> Skill {
        Skill {
            id: id.into(),
            name: name.into(),
        }
    }
}

/// "X-tra Bonus" → "x-tra-bonus": ids from names the engine prints.
pub fn slug(text: &str) -> String {
    let mut out = String::new();
    for ch in text.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn sorted(mut skills: Vec<Skill>) -> Vec<Skill> {
    skills.sort();
    skills.dedup();
    skills
}

/// A rule set's rule summary (the Rules page's statements): what a citation's topic is read from.
pub fn summary_of(rule_set: RuleSet) -> Vec<RuleSection> {
    crate::game_module::rule_summary(rule_set)
}

/// The skills a question exercises: its module; the topic of every rule statement of its rule
/// set whose citation it cites (or shares a section with); the wager of every paytable it names.
pub fn question_skills(question: &Question, summary: &[RuleSection]) -> Vec<Skill> {
    let game = question.game;
    let mut skills = vec![Skill::new(
        format!("module:{}", question.module.code()),
        question.module.title(game),
    )];
    let cited = sections(question.citation.as_str());
    for statement in summary.iter().flat_map(|s| &s.statements) {
        if !sections(statement.citation.as_str()).is_disjoint(&cited) {
            skills.push(Skill::new(
                format!("rule:{}", slug(statement.topic)),
                statement.topic,
            ));
        }
    }
    for wager in crate::game_module::paytable_wagers(game) {
        if question.tables.iter().any(|t| t.title.contains(wager)) {
            skills.push(Skill::new(
                format!("paytable:{}", slug(wager)),
                format!("{wager} paytable"),
            ));
        }
    }
    sorted(skills)
}

/// The sections a citation names, each to its first subsection: "000/002 Ch.11 B(9)(e)(ii);
/// Ch.12 E(4)(a), E(5)(c)" → {"Ch.11 B(9)", "Ch.12 E(4)", "Ch.12 E(5)"}; "003 §11(c)" →
/// {"§11(c)"}; "RULES.md C6, C7" → {"C6", "C7"}. Two citations are about the same rule when
/// they share one (interpretations, AMB-n, are not sections).
pub fn sections(citation: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut chapter = String::new();
    for token in citation.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '–')) {
        if token.is_empty()
            || token.contains("AMB")
            || token.contains('/')
            || token.ends_with(".md")
        {
            continue;
        }
        if token.starts_with("Ch.") {
            chapter = format!("{token} ");
            continue;
        }
        let starts_right =
            token.starts_with(|c: char| c.is_ascii_uppercase() || c == '§' || c == '(');
        if !starts_right {
            continue;
        }
        // The head and its first parenthesised part: "E(4)(a)" → "E(4)".
        let head = match token.char_indices().find(|&(_, c)| c == ')') {
            Some((i, _)) if !token.starts_with('(') => &token[..=i],
            Some(_) => match token.char_indices().filter(|&(_, c)| c == ')').nth(1) {
                Some((i, _)) => &token[..=i],
                // "(iii)": a range's end, not a section.
                None => continue,
            },
            None => token,
        };
        found.insert(format!("{chapter}{head}"));
    }
    found
}

/// How many seeds per jurisdiction a template's skills are drawn from.
pub const TEMPLATE_SEEDS: u64 = 3;

/// The skills a template exercises: those of its questions for the first [`TEMPLATE_SEEDS`]
/// seeds in every jurisdiction of its game.
pub fn template_skills(template: &Template) -> Vec<Skill> {
    let mut skills = Vec::new();
    for &jurisdiction in template.game.jurisdictions() {
        let Ok(rule_set) = RuleSet::new(template.game, jurisdiction) else {
            continue;
        };
        let summary = summary_of(rule_set);
        for seed in 0..TEMPLATE_SEEDS {
            if let Some(q) = crate::academy::generate(template, jurisdiction, seed) {
                skills.extend(question_skills(&q, &summary));
            }
        }
    }
    // A template no jurisdiction covers still trains its module.
    if skills.is_empty() {
        skills.push(Skill::new(
            format!("module:{}", template.module.code()),
            template.module.title(template.game),
        ));
    }
    sorted(skills)
}

/// The skills a dealer-mode task exercises, from the action and the round's record.
pub fn task_skills<G: Game>(
    table: &Table<G>,
    round: &Round<G>,
    action: &DealerAction<G::Wager>,
) -> Vec<Skill> {
    use DealerAction as A;
    let step = |id: &str, name: &str| vec![Skill::new(format!("step:{id}"), name)];
    let skills = match action {
        A::NoMoreBets => step("no-more-bets", "Closing the betting (\"no more bets\")"),
        A::LockProgressive => step("progressive-lock", "Locking the progressive"),
        A::CountProgressive(_) => step("progressive-count", "Counting the Progressive chips"),
        A::Cut => step("cut", "The cut"),
        A::Deal(_) => step("deal-order", "Dealing order"),
        A::CountStub(_) => step("stub-count", "Counting the stub"),
        A::ShowCommunity(_) => step("community", "Turning up community cards"),
        A::Reveal => step("reveal", "Revealing the dealer's hand"),
        A::JudgeDealer { .. } => step("dealer-qualifies", "Judging the dealer's hand"),
        A::JudgePlayer { .. } => step("player-versus-dealer", "A hand against the dealer's"),
        A::CallFloor => step("progressive-validation", "Validating a Progressive win"),
        A::RecordAward { .. } => step("award-paperwork", "A meter award's paperwork"),
        A::Remedy(remedy) => vec![Skill::new(
            format!("remedy:{}", slug(&format!("{remedy:?}"))),
            format!("Remedy: {}", remedy.describe()),
        )],
        A::Settle {
            seat,
            wager,
            outcome,
            ..
        } => settle_skills(table, round, *seat, *wager, *outcome),
    };
    sorted(skills)
}

fn settle_skills<G: Game>(
    table: &Table<G>,
    round: &Round<G>,
    seat: u8,
    wager: G::Wager,
    outcome: Outcome,
) -> Vec<Skill> {
    let name = wager.name();
    let id = slug(name);
    let mut skills = vec![Skill::new(
        format!("settle:{id}"),
        format!("Settling the {name}"),
    )];
    if wager.is_award() {
        skills.push(Skill::new(format!("award:{id}"), name));
    }
    let settled = round
        .settlements()
        .find(|s| s.seat == seat && s.wager == wager);
    if let Some(s) = settled {
        if outcome == Outcome::Push {
            if let Some(line) = &s.line {
                skills.push(Skill::new(
                    format!("push:{id}:{}", slug(line)),
                    format!("{name}: {line} pushes"),
                ));
            }
        }
        if s.paid_from == PaidFrom::Meter && outcome == Outcome::Won {
            skills.push(Skill::new(
                "meter:after-win",
                "A meter award: the meter reset or deducted after a win",
            ));
        }
    }
    if round.seat(seat).is_some_and(|s| s.folded()) && outcome != Outcome::Forfeited {
        skills.push(Skill::new(
            format!("folded:{id}"),
            format!("A folded player's {name}"),
        ));
    }
    if outcome == Outcome::Won && wager.under_payout_limit() && table.payout_limit().is_some() {
        skills.push(Skill::new("payout-limit", "The payout limit"));
    }
    skills
}

/// One attempt at a skill: right first time or not, and the time taken when timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    pub right: bool,
    pub millis: Option<u64>,
}

/// How many of a skill's latest attempts its accuracy, speed and tier are read from.
pub const RECENT: usize = 20;

/// A skill's record: its latest attempts (at most [`RECENT`]) and how many there have been.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillRecord {
    pub name: String,
    pub recent: VecDeque<Attempt>,
    pub total: u64,
}

impl SkillRecord {
    /// Accuracy over the recent attempts, in percent (`None` with none).
    pub fn accuracy(&self) -> Option<f64> {
        (!self.recent.is_empty()).then(|| {
            100.0 * self.recent.iter().filter(|a| a.right).count() as f64 / self.recent.len() as f64
        })
    }

    /// The median time over the recent timed attempts.
    pub fn median_millis(&self) -> Option<u64> {
        let mut times: Vec<u64> = self.recent.iter().filter_map(|a| a.millis).collect();
        times.sort_unstable();
        crate::table::dealer_mode::median(&times)
    }

    /// The mastery tier, by [`Tier::of`].
    pub fn tier(&self, target_millis: Option<u64>) -> Tier {
        Tier::of(self, target_millis)
    }
}

/// Mastery tiers and their thresholds (over the recent attempts):
/// - **Mastered**: at least 20 attempts, 95 % right, median time within the target;
/// - **Proficient**: at least 10 attempts, 80 % right (the dealer-school pass mark), median
///   time within 1.5 × the target;
/// - **Learning**: at least 5 attempts, 60 % right;
/// - **New**: anything less.
///
/// A skill without a time target is judged on accuracy alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Tier {
    New,
    Learning,
    Proficient,
    Mastered,
}

impl Tier {
    pub fn name(self) -> &'static str {
        match self {
            Tier::New => "New",
            Tier::Learning => "Learning",
            Tier::Proficient => "Proficient",
            Tier::Mastered => "Mastered",
        }
    }

    pub fn of(record: &SkillRecord, target_millis: Option<u64>) -> Tier {
        let n = record.recent.len();
        let accuracy = record.accuracy().unwrap_or(0.0);
        let within = |factor: f64| match (target_millis, record.median_millis()) {
            (Some(target), Some(median)) => median as f64 <= target as f64 * factor,
            (Some(_), None) => false,
            (None, _) => true,
        };
        if n >= 20 && accuracy >= 95.0 && within(1.0) {
            Tier::Mastered
        } else if n >= 10 && accuracy >= 80.0 && within(1.5) {
            Tier::Proficient
        } else if n >= 5 && accuracy >= 60.0 {
            Tier::Learning
        } else {
            Tier::New
        }
    }
}

/// Every skill's record, keyed by id: what the academy's progress keeps and exports (saved as
/// the map itself, `{"settle:ante": {...}}`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SkillBook {
    pub skills: BTreeMap<String, SkillRecord>,
}

impl SkillBook {
    /// Records one attempt at a task or question against every skill it exercises.
    pub fn record(&mut self, skills: &[Skill], attempt: Attempt) {
        for skill in skills {
            let record = self.skills.entry(skill.id.clone()).or_default();
            record.name.clone_from(&skill.name);
            record.recent.push_back(attempt);
            while record.recent.len() > RECENT {
                record.recent.pop_front();
            }
            record.total += 1;
        }
    }

    /// The weakest skills tried so far, below Proficient, weakest first (lowest tier, then
    /// lowest accuracy, then id), at most `n`. `target`: a skill's time target, if any.
    pub fn weak(&self, n: usize, target: impl Fn(&str) -> Option<u64>) -> Vec<String> {
        let mut weak: Vec<(Tier, u64, &String)> = self
            .skills
            .iter()
            .map(|(id, r)| {
                let tier = r.tier(target(id));
                // Accuracy in hundredths of a percent, to sort without floats.
                (tier, (r.accuracy().unwrap_or(0.0) * 100.0) as u64, id)
            })
            .filter(|(tier, _, _)| *tier < Tier::Proficient)
            .collect();
        weak.sort();
        weak.into_iter()
            .take(n)
            .map(|(_, _, id)| id.clone())
            .collect()
    }
}

/// The templates of a rule set that exercise any of the weak skills: a "my weak skills"
/// session's questions.
pub fn templates_for_skills(
    catalogue: Catalogue,
    rule_set: RuleSet,
    weak: &[String],
) -> Vec<&'static Template> {
    let weak: BTreeSet<&str> = weak.iter().map(String::as_str).collect();
    catalogue
        .templates_of(rule_set.game)
        .filter(|t| {
            template_skills(t)
                .iter()
                .any(|s| weak.contains(s.id.as_str()))
        })
        .collect()
}

/// A weak-skills session's questions: the templates that exercise any of the `at_least`
/// weakest skills (`weak`, weakest first) — or, where none of those is a question's (a chip or
/// flash drill's, a dealer-mode task's), down the list to the weakest skill a question
/// exercises. Empty only when no template exercises any of them.
pub fn templates_for_weakest(
    catalogue: Catalogue,
    rule_set: RuleSet,
    weak: &[String],
    at_least: usize,
) -> Vec<&'static Template> {
    let rank = |t: &Template| {
        template_skills(t)
            .iter()
            .filter_map(|s| weak.iter().position(|w| *w == s.id))
            .min()
    };
    let ranked: Vec<(&'static Template, Option<usize>)> = catalogue
        .templates_of(rule_set.game)
        .map(|t| (t, rank(t)))
        .collect();
    let Some(weakest) = ranked.iter().filter_map(|(_, r)| *r).min() else {
        return Vec::new();
    };
    let within = weakest.max(at_least.saturating_sub(1));
    ranked
        .into_iter()
        .filter(|(_, r)| r.is_some_and(|r| r <= within))
        .map(|(t, _)| t)
        .collect()
}

/// The first `wanted` seeds from `start` (trying at most `tries`) whose dealer-mode round
/// exercises any of the weak skills (`skills_of`: a seed's round's skills, from
/// [`task_skills`] over its tasks): a "my weak skills" session's tables.
pub fn seeds_for_skills(
    start: u64,
    wanted: usize,
    tries: u64,
    weak: &[String],
    skills_of: impl Fn(u64) -> Vec<Skill>,
) -> Vec<u64> {
    (start..start.saturating_add(tries))
        .filter(|&seed| skills_of(seed).iter().any(|s| weak.contains(&s.id)))
        .take(wanted)
        .collect()
}

/// A played round's skills: those of every task of its procedure at a level.
pub fn round_skills<G: Game>(
    table: &Table<G>,
    level: crate::table::dealer_mode::Level,
    injected: Option<crate::table::dealer_mode::Injected>,
) -> Vec<Skill> {
    let round = table.round();
    let skills = crate::table::dealer_mode::tasks(table, round, level, injected)
        .iter()
        .flat_map(|t| task_skills(table, round, &t.action))
        .collect();
    sorted(skills)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiers_follow_their_thresholds() {
        let mut book = SkillBook::default();
        let skill = Skill::new("settle:ante", "Settling the Ante");
        for i in 0..10 {
            book.record(
                std::slice::from_ref(&skill),
                Attempt {
                    right: i % 5 != 0,
                    millis: Some(20_000),
                },
            );
        }
        let record = &book.skills["settle:ante"];
        assert_eq!(record.accuracy(), Some(80.0));
        assert_eq!(record.tier(Some(30_000)), Tier::Proficient);
        // Too slow for the target's 1.5×: Learning.
        assert_eq!(record.tier(Some(10_000)), Tier::Learning);
        assert_eq!(book.weak(5, |_| Some(10_000)), vec!["settle:ante"]);
        assert!(book.weak(5, |_| Some(30_000)).is_empty());
        for _ in 0..30 {
            book.record(
                std::slice::from_ref(&skill),
                Attempt {
                    right: true,
                    millis: Some(20_000),
                },
            );
        }
        assert_eq!(book.skills["settle:ante"].recent.len(), RECENT);
        assert_eq!(book.skills["settle:ante"].total, 40);
        assert_eq!(
            book.skills["settle:ante"].tier(Some(30_000)),
            Tier::Mastered
        );
    }

    #[test]
    fn citation_sections() {
        let s = |c: &str| sections(c).into_iter().collect::<Vec<_>>();
        assert_eq!(
            s("000/002 Ch.11 B(9)(e)(ii)–(iii); Ch.12 E(4)(a), E(5)(c) (AMB-22, AMB-21)"),
            vec!["Ch.11 B(9)", "Ch.12 E(4)", "Ch.12 E(5)"]
        );
        assert_eq!(s("003 §11(c)"), vec!["§11(c)"]);
        assert_eq!(s("RULES.md C6, C7 (AMB-7)"), vec!["C6", "C7"]);
        assert_eq!(s("004 (9)(b)(i)"), vec!["(9)(b)"]);
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("X-tra Bonus"), "x-tra-bonus");
        assert_eq!(slug("Below a straight (a push)"), "below-a-straight-a-push");
    }
}
