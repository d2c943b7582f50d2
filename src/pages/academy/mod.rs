//! Dealer academy: practice by module with mastery and review of missed questions, seeded exams
//! an instructor can hand out (timed, with a printable result sheet), a timed payout drill, and
//! progress kept on the device with export, import and reset.

pub mod question;
mod skills;

pub use skills::{dealer_seeds, SkillsAcademy};

use crate::academy_state::{
    own_table_jurisdiction, own_table_key, own_table_named, DrillItem, DrillResult, ExamAttempt,
    Progress, NOT_ANSWERED,
};
use crate::address::{current_game, Part, CATCH, DEALER, SKILLS, TABLE_TEST};
use crate::base_path::href;
use crate::components::confirm::ConfirmButton;
use crate::components::download::download;
use crate::components::focus::{focus_soon, keep_focus_soon, FIRST_CONTROL};
use crate::components::upload::chosen_file_text;
use crate::storage::{self, Entry};
use engine::academy::{generate, Answer, Catalogue, Module, OwnTable, PaperVersion, Question};
use engine::deck::random_seed;
use engine::{GameId, Jurisdiction, RuleSet};
use leptos::prelude::*;
use question::{Feedback, QuestionView};
use std::time::Duration;

/// Saved progress, or fresh progress and why the saved copy was set aside.
fn load(game: GameId, entry: Entry, catalogue: Catalogue) -> (Progress, Option<String>) {
    storage::load(
        game,
        entry,
        |text| Progress::parse_in(text, catalogue),
        Progress::default,
    )
}

/// The question on screen, where focus goes when a new one is drawn.
const QUESTION: &str = "[data-testid=\"question\"]";
/// Practice's button to the next question, where focus goes once an answer is checked.
const NEXT_QUESTION: &[&str] = &["[data-testid=\"next-question\"]"];
/// The payout drill's start button, where focus goes when a run ends.
const DRILL_START: &[&str] = &["[data-testid=\"drill-start\"]"];

fn now_ms() -> f64 {
    js_sys::Date::now()
}

fn today() -> String {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(16).collect::<String>().replace('T', " ")
}

/// A game's payout drill: what it times (the lead) and the payout templates it draws, each with
/// the name the results give it. The registry gives each game's.
#[derive(Clone, Copy, Debug)]
pub struct PayoutDrill {
    pub lead: &'static str,
    /// `(template id, kind of payout)`.
    pub kinds: &'static [(&'static str, &'static str)],
    /// A question paid from one of the user's own tables (the engine's, for this game), so a
    /// bundle links only its own game's.
    pub own_question: fn(&OwnTable, Jurisdiction, u64) -> Option<Question>,
    /// The user's saved tables of this game the drill can draw from (this game's list only).
    pub saved_tables: fn() -> Vec<OwnTable>,
}

impl PayoutDrill {
    /// None: the papers over every game have no payout drill.
    pub const NONE: PayoutDrill = PayoutDrill {
        lead: "",
        kinds: &[],
        own_question: |_, _, _| None,
        saved_tables: Vec::new,
    };

    /// The kind of payout a question's template asks for.
    fn kind_name(self, template_id: &str) -> &'static str {
        self.kinds
            .iter()
            .find(|(id, _)| *id == template_id)
            .map_or("Payout", |(_, name)| name)
    }
}

/// The games a catalogue asks about, by name: "High Card Flush and Jackpot Hold 'Em".
fn games_named(catalogue: Catalogue) -> String {
    let names: Vec<&str> = GameId::ALL
        .into_iter()
        .filter(|&g| catalogue.has(g))
        .map(GameId::name)
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

#[derive(Clone, Copy)]
struct AcademyUi {
    progress: RwSignal<Progress>,
    game: GameId,
    /// The questions this page bundle holds (its game's, or both games').
    catalogue: Catalogue,
    /// The page of papers over both games (`academy/both`), rather than one game's academy.
    combined: bool,
    payout_drill: PayoutDrill,
    /// Where its progress is kept.
    entry: Entry,
    jurisdiction: RwSignal<Jurisdiction>,
    notice: RwSignal<Option<String>>,
}

impl AcademyUi {
    fn save(&self) {
        let json = self.progress.with_untracked(|p| p.to_json());
        if let Some(problem) = storage::save(self.game, self.entry, &json) {
            self.notice.set(Some(problem));
        }
    }

    /// How exported files are named: by game, or `both` for papers over both games.
    fn file_prefix(&self) -> &'static str {
        if self.combined {
            "both"
        } else {
            self.game.code()
        }
    }

    /// The game and jurisdiction chosen.
    fn rule_set(&self) -> RuleSet {
        RuleSet {
            game: self.game,
            jurisdiction: self.jurisdiction.get_untracked(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Practice,
    Exam,
    Drill,
    Progress,
}

/// The academy of the current game, asking the questions of `catalogue` (with the game's
/// `payout_drill`); given every game's questions it is the page of papers over both games (exams
/// and their results only).
#[component]
pub fn Academy(catalogue: Catalogue, payout_drill: PayoutDrill) -> impl IntoView {
    let game = current_game();
    let combined = GameId::ALL.iter().all(|&g| catalogue.has(g));
    let entry = if combined {
        Entry::BothGamesAcademy
    } else {
        Entry::Academy
    };
    let (progress, notice) = load(game, entry, catalogue);
    let resuming = progress.exam.is_some();
    // Papers over both games are set where both games have rules.
    let jurisdictions: Vec<Jurisdiction> = game
        .jurisdictions()
        .iter()
        .copied()
        .filter(|j| !combined || GameId::ALL.iter().all(|g| g.jurisdictions().contains(j)))
        .collect();
    let ui = AcademyUi {
        progress: RwSignal::new(progress),
        game,
        catalogue,
        combined,
        payout_drill,
        entry,
        jurisdiction: RwSignal::new(jurisdictions[0]),
        notice: RwSignal::new(notice),
    };
    provide_context(ui);
    let mode = RwSignal::new(if resuming || combined {
        Mode::Exam
    } else if crate::query_state::initial(OWN_KEY).is_some() {
        // A link to the drill on one's own table opens the drill.
        Mode::Drill
    } else {
        Mode::Practice
    });
    let tab = move |m: Mode, label: &'static str, id: &'static str| {
        view! {
            <button role="tab" data-testid=id aria-selected=move || (mode.get() == m).to_string() class:active=move || mode.get() == m on:click=move |_| mode.set(m)>{label}</button>
        }
    };
    view! {
        <section class="page academy" aria-labelledby="academy-title">
            <h1 id="academy-title">"Dealer academy"</h1>
            <p class="lead">{if combined {
                format!("Exams over both games: {} questions in one paper, each marked with its game. Every answer is explained with the rule it comes from.", games_named(catalogue))
            } else {
                format!("Procedure drills and exams for {} dealers. Every answer is explained with the rule it comes from.", game.name())
            }}</p>
            {move || ui.notice.get().map(|n| view! { <p class="notice" role="alert" data-testid="academy-notice">{n}</p> })}
            <div class="controls">
                <label>
                    "Jurisdiction "
                    <select data-testid="academy-jurisdiction" disabled=move || ui.progress.with(|p| p.exam.is_some()) on:change=move |ev| {
                        if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                            ui.jurisdiction.set(j);
                        }
                    }>
                        {jurisdictions.iter().map(|&j| view! { <option value=j.code() selected=move || ui.jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                    </select>
                </label>
                {move || ui.progress.with(|p| p.exam.as_ref().map(|a| view! {
                    <span class="hint" data-testid="jurisdiction-locked">{format!("Locked to {} until the exam is submitted.", a.jurisdiction.name())}</span>
                }))}
            </div>
            <div class="segmented" role="tablist" aria-label="Mode">
                {(!combined).then(|| tab(Mode::Practice, "Practice", "mode-practice"))}
                {tab(Mode::Exam, "Exam", "mode-exam")}
                {(!combined).then(|| tab(Mode::Drill, "Payout drill", "mode-drill"))}
                {tab(Mode::Progress, "Progress", "mode-progress")}
            </div>
            {(!combined).then(|| view! {
                <p class="hint"><a href=href(&format!("{}/{DEALER}", Part::Academy.route(game))) data-testid="dealer-mode-link">"Dealer mode: deal a live table, graded step by step →"</a>
                    " · "<a href=href(&format!("{}/{CATCH}", Part::Academy.route(game))) data-testid="catch-link">"Catch the dealer"</a>
                    " · "<a href=href(&format!("{}/{TABLE_TEST}", Part::Academy.route(game))) data-testid="table-test-link">"The table test"</a>
                    " · "<a href=href(&format!("{}/{SKILLS}", Part::Academy.route(game))) data-testid="skills-link">"Skills, weak-skills session, chip and flash drills"</a></p>
            })}
            {move || match mode.get() {
                Mode::Practice => view! { <Practice /> }.into_any(),
                Mode::Exam => view! { <Exam /> }.into_any(),
                Mode::Drill => view! { <Drill /> }.into_any(),
                Mode::Progress => view! { <ProgressView /> }.into_any(),
            }}
        </section>
    }
}

/// The modules of the academy's game, or for a paper over several games every module of its
/// games: the longest game's list (Jackpot Hold 'Em's, which holds every High Card Flush module
/// too), then any other game's modules it lacks.
fn modules_for(game: GameId, ui: &AcademyUi) -> Vec<Module> {
    if !ui.combined {
        return Module::of_game(game).to_vec();
    }
    let mut lists: Vec<&[Module]> = GameId::ALL
        .into_iter()
        .filter(|&g| ui.catalogue.has(g))
        .map(Module::of_game)
        .collect();
    lists.sort_by_key(|list| std::cmp::Reverse(list.len()));
    let mut all: Vec<Module> = Vec::new();
    for m in lists.into_iter().flatten() {
        if !all.contains(m) {
            all.push(*m);
        }
    }
    all
}

/// Module checkboxes.
#[component]
fn ModulePicker(selected: RwSignal<Vec<Module>>, list: Vec<Module>) -> impl IntoView {
    let game = expect_context::<AcademyUi>().game;
    view! {
        <fieldset class="modules" data-testid="modules">
            <legend>"Modules"</legend>
            {list.into_iter().map(|m| view! {
                <label class="check">
                    <input type="checkbox" data-testid=format!("module-{}", m.code()) prop:checked=move || selected.get().contains(&m) on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        selected.update(|s| {
                            s.retain(|x| *x != m);
                            if on {
                                s.push(m);
                                s.sort();
                            }
                        });
                    } />
                    " "{m.title(game)}
                </label>
            }).collect_view()}
        </fieldset>
    }
}

fn random_question(
    catalogue: Catalogue,
    rule_set: RuleSet,
    modules: &[Module],
) -> Option<Question> {
    let pool = catalogue.templates_for(rule_set, modules);
    if pool.is_empty() {
        return None;
    }
    for _ in 0..20 {
        let seed = random_seed().ok()?;
        let t = pool[(seed % pool.len() as u64) as usize];
        if let Some(q) = generate(t, rule_set.jurisdiction, seed >> 8) {
            return Some(q);
        }
    }
    None
}

#[component]
fn Practice() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let modules = RwSignal::new(Module::of_game(ui.game).to_vec());
    let current = RwSignal::new(None::<Question>);
    // The missed question the current one reviews, if it is a review.
    let reviewing = RwSignal::new(None::<String>);
    let answered = RwSignal::new(None::<Answer>);
    // When the question on screen was drawn: its answer's time, for the skills' speed.
    let shown_at = RwSignal::new(now_ms());
    let next = move || {
        let chosen = modules.get_untracked();
        // A missed question due again comes back as a new variant of its template, within the
        // chosen modules, never two reviews in a row.
        let due = if reviewing.get_untracked().is_some() {
            None
        } else {
            ui.progress
                .with_untracked(|p| p.due_review_in(ui.rule_set(), &chosen, ui.catalogue))
        };
        let review = due.and_then(|id| {
            let n = ui
                .progress
                .with_untracked(|p| p.mastery.values().map(|m| m.attempts as u64).sum::<u64>());
            ui.catalogue.variant(&id, n).map(|q| (id, q))
        });
        let q = match review {
            Some((id, q)) => {
                reviewing.set(Some(id));
                Some(q)
            }
            None => {
                reviewing.set(None);
                random_question(ui.catalogue, ui.rule_set(), &chosen)
            }
        };
        if q.is_none() {
            ui.notice.set(Some(
                "Choose at least one module with questions for this jurisdiction.".into(),
            ));
        }
        current.set(q);
        answered.set(None);
        shown_at.set(now_ms());
    };
    Effect::new(move |_| {
        ui.jurisdiction.track();
        next();
    });
    // A question from a module just deselected, not yet answered, gives way to one from the
    // modules now chosen.
    Effect::new(move |previous: Option<()>| {
        let chosen = modules.get();
        if previous.is_none() || answered.get_untracked().is_some() {
            return;
        }
        let stale =
            current.with_untracked(|q| q.as_ref().is_some_and(|q| !chosen.contains(&q.module)));
        if stale {
            next();
        }
    });
    // Asked for by the student (the button or Enter): the new question's first control.
    let next_by_hand = move || {
        next();
        focus_soon(QUESTION, FIRST_CONTROL);
    };
    let on_answer = Callback::new(move |answer: Answer| {
        if let Some(q) = current.get_untracked() {
            let right = q.is_correct(&answer);
            let review_of = reviewing.get_untracked();
            let millis = (now_ms() - shown_at.get_untracked()).max(0.0) as u64;
            ui.progress.update(|p| {
                p.record_practice(&q, right, review_of.as_deref());
                p.log_question(&q.id, right, Some(millis));
            });
            ui.save();
            answered.set(Some(answer));
            // The question is drawn again, locked: focus on what continues, "Next question".
            focus_soon("", NEXT_QUESTION);
        }
    });
    view! {
        {move || current.get().map(|q| {
            let a = answered.get();
            let label = reviewing.get().map(|_| "Review");
            view! {
                <QuestionView question=q.clone() given=a.clone() on_answer=on_answer locked=a.is_some() label=label.unwrap_or("") submit_label="Check answer" />
                {a.map(|answer| view! {
                    <Feedback question=q.clone() answer=answer />
                    <button class="primary" data-testid="next-question" on:click=move |_| next_by_hand()>"Next question"</button>
                })}
            }
        })}
        <details class="panel">
            <summary>"Choose modules"</summary>
            <ModulePicker selected=modules list=Module::of_game(ui.game).to_vec() />
        </details>
        <Mastery />
    }
}

#[component]
fn Mastery() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    view! {
        <div class="table-scroll">
            <table class="lines mastery" data-testid="mastery">
                <thead><tr><th scope="col">"Module"</th><th scope="col">"Correct"</th><th scope="col">"Mastery"</th></tr></thead>
                <tbody>
                    {move || ui.progress.with(|p| Module::of_game(ui.game).iter().map(|m| {
                        let s = p.mastery.get(m.code()).copied().unwrap_or_default();
                        let share = s.share();
                        let level = match share {
                            None => "not started",
                            Some(x) if s.attempts >= 5 && x >= 0.9 => "mastered",
                            Some(x) if x >= 0.7 => "good",
                            Some(_) => "practise more",
                        };
                        view! {
                            <tr>
                                <th scope="row">{m.title(ui.game)}</th>
                                <td>{format!("{} / {}", s.correct, s.attempts)}</td>
                                <td>{share.map(|x| format!("{:.0}% — {level}", x * 100.0)).unwrap_or_else(|| level.to_string())}</td>
                            </tr>
                        }
                    }).collect_view())}
                </tbody>
            </table>
        </div>
    }
}

#[component]
fn Exam() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    // A memo: each answer changes the progress, and must not draw the sitting (and the question
    // under the student's focus) again.
    let in_progress = Memo::new(move |_| ui.progress.with(|p| p.exam.is_some()));
    let last_result = RwSignal::new(None::<usize>);
    view! {
        {move || if in_progress.get() {
            view! { <ExamSitting on_done=Callback::new(move |i| last_result.set(Some(i))) /> }.into_any()
        } else {
            view! {
                {move || last_result.get().and_then(|i| ui.progress.with(|p| p.results.get(i).cloned())).map(|r| view! { <ResultSheet result=r /> })}
                <ExamSetup />
            }.into_any()
        }}
    }
}

#[component]
fn ExamSetup() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let modules = RwSignal::new(modules_for(ui.game, &ui));
    let name = RwSignal::new(String::new());
    let count = RwSignal::new("10".to_string());
    let minutes = RwSignal::new("15".to_string());
    let pass = RwSignal::new("80".to_string());
    let seed = RwSignal::new(
        random_seed()
            .map(|s| (s % 1_000_000).to_string())
            .unwrap_or_else(|_| "1".into()),
    );
    let version = RwSignal::new(PaperVersion::LATEST);
    let error = RwSignal::new(None::<String>);
    let start = move |_| {
        let parse = |v: String, what: &str, lo: u64, hi: u64| -> Result<u64, String> {
            v.trim()
                .parse::<u64>()
                .ok()
                .filter(|n| (lo..=hi).contains(n))
                .ok_or(format!("{what} must be a whole number from {lo} to {hi}"))
        };
        let result = (|| -> Result<ExamAttempt, String> {
            let modules = modules.get_untracked();
            if modules.is_empty() {
                return Err("choose at least one module".into());
            }
            let name = name.get_untracked().trim().to_string();
            if name.is_empty() {
                return Err("enter the candidate's name for the result sheet".into());
            }
            let count = parse(count.get_untracked(), "Questions", 1, 100)? as usize;
            Ok(ExamAttempt {
                game: ui.game,
                name,
                jurisdiction: ui.jurisdiction.get_untracked(),
                modules,
                count,
                seed: parse(seed.get_untracked(), "The seed", 0, u64::MAX)?,
                time_limit_minutes: parse(
                    minutes.get_untracked(),
                    "The time limit (minutes)",
                    1,
                    600,
                )? as u32,
                pass_mark_percent: parse(pass.get_untracked(), "The pass mark (%)", 1, 100)? as u32,
                started_ms: now_ms(),
                answers: vec![None; count],
                current: 0,
                paper_version: version.get_untracked().number(),
                flagged: vec![false; count],
                both_games: ui.combined,
            })
        })();
        match result {
            Ok(attempt) => {
                if attempt.questions_in(ui.catalogue).is_empty() {
                    error.set(Some(
                        "These modules have no questions for this jurisdiction.".into(),
                    ));
                    return;
                }
                error.set(None);
                ui.progress.update(|p| p.exam = Some(attempt));
                ui.save();
            }
            Err(e) => error.set(Some(format!("Cannot start: {e}."))),
        }
    };
    let text = move |label: &'static str, id: &'static str, signal: RwSignal<String>| {
        view! {
            <label>{label}<input data-testid=id prop:value=move || signal.get() on:input=move |ev| signal.set(event_target_value(&ev)) /></label>
        }
    };
    view! {
        <div class="panel exam-setup" data-testid="exam-setup">
            <h2>"Set an exam"</h2>
            <p class="hint">"The same seed, jurisdiction, modules and number of questions give every candidate the same paper."</p>
            <div class="settings-grid">
                {text("Candidate name", "exam-name", name)}
                {text("Questions", "exam-count", count)}
                {text("Time limit (minutes)", "exam-minutes", minutes)}
                {text("Pass mark (%)", "exam-pass", pass)}
                {text("Seed", "exam-seed", seed)}
                <label>
                    "Paper version"
                    <select data-testid="exam-version" on:change=move |ev| {
                        if let Some(v) = event_target_value(&ev).parse().ok().and_then(PaperVersion::from_number) {
                            version.set(v);
                        }
                    }>
                        {PaperVersion::ALL.into_iter().rev().map(|v| view! {
                            <option value=v.number().to_string() selected=move || version.get() == v>
                                {if v == PaperVersion::LATEST { format!("{} (current)", v.number()) } else { format!("{} (seeds handed out before 26 Nov 2026)", v.number()) }}
                            </option>
                        }).collect_view()}
                    </select>
                </label>
            </div>
            {(!ui.combined).then(|| view! {
                <p class="hint">
                    "A paper over both games (Maryland) is set on its own page: "
                    <a href=href("academy/both") rel="external" data-testid="exam-both-link">"exams over both games"</a>"."
                </p>
            })}
            <ModulePicker selected=modules list=modules_for(ui.game, &ui) />
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="exam-error">{e}</p> })}
            <button class="primary" data-testid="exam-start" on:click=start>"Start exam"</button>
        </div>
    }
}

#[component]
fn ExamSitting(on_done: Callback<usize>) -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let attempt = Memo::new(move |_| ui.progress.with(|p| p.exam.clone()));
    // The paper depends only on what defines it, not on the answers being given.
    let paper_key = Memo::new(move |_| {
        attempt.get().map(|a| {
            (
                a.version(),
                a.jurisdiction,
                a.modules.clone(),
                a.count,
                a.seed,
                a.both_games,
            )
        })
    });
    let questions = Memo::new(move |_| {
        paper_key.track();
        ui.progress
            .with_untracked(|p| p.exam.as_ref().map(|a| a.questions_in(ui.catalogue)))
            .unwrap_or_default()
    });
    let index = Memo::new(move |_| {
        let n = questions.with(|q| q.len());
        attempt
            .get()
            .map(|a| a.current.min(n.saturating_sub(1)))
            .unwrap_or(0)
    });
    let clock = RwSignal::new(now_ms());
    let submit = move || {
        let Some(a) = ui.progress.with_untracked(|p| p.exam.clone()) else {
            return;
        };
        let result = a.mark_in(now_ms(), today(), ui.catalogue);
        // In an assignment's SCORM package, the LMS records the result (elsewhere: nothing).
        crate::scorm::report(
            result.percent.clamp(0.0, 100.0).round() as u32,
            result.passed,
        );
        let mut index = 0;
        ui.progress.update(|p| {
            // Every answer given counts for the skills its question exercises (untimed); a
            // paper over every game logs them in its own progress, and each game's skills page
            // takes its own from there.
            for a in result.answers.iter().filter(|a| a.given != NOT_ANSWERED) {
                p.log_question(&a.question_id, a.right, None);
            }
            p.results.push(result);
            index = p.results.len() - 1;
            p.exam = None;
        });
        ui.save();
        on_done.run(index);
    };
    let handle = set_interval_with_handle(
        move || {
            clock.set(now_ms());
            if let Some(a) = ui.progress.with_untracked(|p| p.exam.clone()) {
                if now_ms() >= a.deadline_ms() {
                    submit();
                }
            }
        },
        Duration::from_millis(1000),
    )
    .ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear();
        }
    });
    let go = move |to: usize| {
        ui.progress.update(|p| {
            if let Some(a) = p.exam.as_mut() {
                a.current = to.min(a.count.saturating_sub(1));
            }
        });
        ui.save();
        // A button that stays (Previous, Next, a question's dot) keeps the focus; one disabled
        // under it (Next on the last question) hands it to the question.
        keep_focus_soon(QUESTION, FIRST_CONTROL);
    };
    let keep = Callback::new(move |answer: Answer| {
        let i = index.get_untracked();
        ui.progress.update(|p| {
            if let Some(slot) = p.exam.as_mut().and_then(|a| a.answers.get_mut(i)) {
                *slot = Some(answer);
            }
        });
        ui.save();
    });
    // Enter in an answer: the next question, its first control focused (on the last question,
    // the answer keeps the focus).
    let next = Callback::new(move |()| {
        go(index.get_untracked() + 1);
        focus_soon(QUESTION, FIRST_CONTROL);
    });
    let toggle_flag = move |_| {
        let i = index.get_untracked();
        ui.progress.update(|p| {
            if let Some(a) = p.exam.as_mut() {
                a.toggle_flag(i);
            }
        });
        ui.save();
    };
    let count = move || questions.with(|q| q.len());
    view! {
        // Said once each, politely: the last five minutes and the last minute (WCAG 2.2.1).
        <p class="visually-hidden" role="status" data-testid="exam-time-warning">{move || {
            let left = attempt.with(|a| a.as_ref().map(|a| a.deadline_ms())).map(|d| d - clock.get());
            match left {
                Some(ms) if ms <= 60_000.0 => "One minute left.",
                Some(ms) if ms <= 300_000.0 => "Five minutes left.",
                _ => "",
            }
        }}</p>
        // Only the clock's text follows the clock: the bar and the question buttons stay put (a
        // focused button is not rebuilt under the user), and the time is a timer a screen reader
        // reads when asked.
        {move || attempt.get().map(|a| {
            let deadline = a.deadline_ms();
            let remaining = move || ((deadline - clock.get()) / 1000.0).max(0.0) as u64;
            view! {
                <div class="exam-bar">
                    <strong data-testid="exam-position">{format!("Question {} of {}", index.get() + 1, count())}</strong>
                    <span data-testid="exam-answered">{format!("{} answered, {} to go", a.count - a.unanswered(), a.unanswered())}</span>
                    <span data-testid="exam-timer" role="timer" class:late=move || remaining() < 60>{move || { let r = remaining(); format!("Time left {}:{:02}", r / 60, r % 60) }}</span>
                    <span>{format!("{} · seed {} · paper version {}", a.name, a.seed, a.version().number())}</span>
                </div>
                <nav class="exam-nav" aria-label="Questions" data-testid="exam-nav">
                    {(0..a.count).map(|k| {
                        let answered = a.answers.get(k).is_some_and(|x| x.is_some());
                        let flagged = a.is_flagged(k);
                        let state = match (answered, flagged) {
                            (_, true) => "flagged for review",
                            (true, false) => "answered",
                            (false, false) => "not answered",
                        };
                        view! {
                            <button class="nav-dot" class:answered=answered class:flagged=flagged aria-current=move || (index.get() == k).then_some("step")
                                aria-label=format!("Question {}: {state}", k + 1) data-testid=format!("exam-goto-{}", k + 1) on:click=move |_| go(k)>
                                {format!("{}{}", k + 1, if flagged { " ⚑" } else { "" })}
                            </button>
                        }
                    }).collect_view()}
                </nav>
            }
        })}
        {move || {
            let i = index.get();
            let q = questions.with(|qs| qs.get(i).cloned())?;
            let given = ui.progress.with_untracked(|p| p.exam.as_ref().and_then(|a| a.answers.get(i).cloned().flatten()));
            // In a paper over both games, each question says which game it asks about.
            // (Read untracked: an answer changes the attempt, and must not redraw the question
            // under the student's focus; the paper key above already tracks `both_games`.)
            let label = if attempt.with_untracked(|a| a.as_ref().is_some_and(|a| a.both_games)) { q.rule_set().game.name() } else { "" };
            Some(view! { <QuestionView question=q given=given autosave=keep on_enter=next label=label submit_label="" /> })
        }}
        <div class="actions">
            <button data-testid="exam-prev" disabled=move || index.get() == 0 on:click=move |_| go(index.get_untracked().saturating_sub(1))>"Previous"</button>
            <button data-testid="exam-flag" aria-pressed=move || attempt.get().is_some_and(|a| a.is_flagged(index.get())).to_string() on:click=toggle_flag>
                {move || if attempt.get().is_some_and(|a| a.is_flagged(index.get())) { "Unflag" } else { "Flag for review" }}
            </button>
            <button data-testid="exam-next" disabled=move || { index.get() + 1 >= count() } on:click=move |_| go(index.get_untracked() + 1)>"Next"</button>
        </div>
        <p class="hint">"Answers are kept as you choose them; Enter goes to the next question."</p>
        <div class="actions submit-row">
            <button data-testid="exam-submit" popovertarget="confirm-submit">"Submit exam…"</button>
        </div>
        // The question is a popover the button opens: the browser focuses "Keep working", closes
        // it on Escape or a click elsewhere and gives focus back to the button.
        <div id="confirm-submit" popover="auto" class="panel confirm" role="alertdialog" aria-labelledby="confirm-submit-title" data-testid="confirm-submit">
            <h2 id="confirm-submit-title">"Submit the exam?"</h2>
            {move || attempt.get().map(|a| {
                let flagged: Vec<String> = (0..a.count).filter(|&k| a.is_flagged(k)).map(|k| (k + 1).to_string()).collect();
                let unanswered = a.unanswered();
                view! {
                    <p data-testid="confirm-unanswered">{if unanswered == 0 {
                        "Every question has an answer.".to_string()
                    } else {
                        format!("{unanswered} of {} questions have no answer and will be marked wrong.", a.count)
                    }}</p>
                    {(!flagged.is_empty()).then(|| view! { <p data-testid="confirm-flagged">{format!("Flagged for review: question {}.", flagged.join(", "))}</p> })}
                }
            })}
            <div class="actions">
                <button class="primary" data-testid="confirm-submit-yes" on:click=move |_| submit()>"Submit now"</button>
                <button data-testid="confirm-submit-no" autofocus popovertarget="confirm-submit" popovertargetaction="hide">"Keep working"</button>
            </div>
        </div>
    }
}

#[component]
fn ResultSheet(result: crate::academy_state::ExamResult) -> impl IntoView {
    let verdict = if result.passed { "PASS" } else { "NOT PASSED" };
    view! {
        <article class="result-sheet" data-testid="result-sheet" aria-label="Exam result">
            <h2>{format!("{} dealer exam — result", match use_context::<AcademyUi>() { Some(ui) if result.both_games => games_named(ui.catalogue), _ => result.game.name().to_string() })}</h2>
            <p class="verdict" class:pass=result.passed data-testid="result-verdict">{format!("Result: {verdict} — {} / {} ({:.0}%), pass mark {}%", result.score, result.total, result.percent, result.pass_mark_percent)}</p>
            <dl class="figures">
                <div><dt>"Candidate"</dt><dd>{result.name.clone()}</dd></div>
                <div><dt>"Date"</dt><dd>{result.date.clone()}</dd></div>
                <div><dt>"Rules"</dt><dd>{result.jurisdiction.name()}</dd></div>
                <div><dt>"Seed"</dt><dd data-testid="result-seed">{result.seed}</dd></div>
                <div><dt>"Paper version"</dt><dd data-testid="result-version">{result.paper_version}</dd></div>
                <div><dt>"Questions"</dt><dd>{format!("{}{}", result.total, if result.unanswered > 0 { format!(" ({} not answered)", result.unanswered) } else { String::new() })}</dd></div>
                <div><dt>"Score"</dt><dd data-testid="result-score">{format!("{} / {} ({:.0}%)", result.score, result.total, result.percent)}</dd></div>
                <div><dt>"Result"</dt><dd data-testid="result-pass">{if result.passed { "Pass" } else { "Not passed" }}{format!(" (pass mark {}%)", result.pass_mark_percent)}</dd></div>
                <div><dt>"Time limit"</dt><dd>{if result.time_limit_minutes > 0 { format!("{} minutes", result.time_limit_minutes) } else { "not recorded".into() }}</dd></div>
                <div><dt>"Time taken"</dt><dd>{format!("{:.1} minutes", result.minutes_taken)}</dd></div>
                <div class="wide"><dt>"Modules"</dt><dd data-testid="result-modules-list">{if result.modules.is_empty() { "not recorded".to_string() } else { result.modules.join(", ") }}</dd></div>
            </dl>
            <table class="lines" data-testid="result-modules">
                <thead><tr><th scope="col">"Module"</th><th scope="col">"Score"</th></tr></thead>
                <tbody>{result.per_module.iter().map(|(m, c, t)| view! { <tr><th scope="row">{m.clone()}</th><td>{format!("{c} / {t}")}</td></tr> }).collect_view()}</tbody>
            </table>
            <ol class="result-answers">
                {result.answers.iter().map(|a| view! {
                    <li class:right=a.right class:wrong=!a.right>
                        <p class="prompt">{a.prompt.clone()}</p>
                        {a.hands.iter().map(|(caption, cards)| view! { <p class="sheet-hand">{format!("{caption}: {}", cards.join(" "))}</p> }).collect_view()}
                        <p>{format!("Answer given: {} — {}", a.given, if a.right { "✓ correct" } else { "✗ incorrect" })}</p>
                        {(!a.right).then(|| view! { <p>{format!("Correct answer: {}", a.correct_answer)}</p> })}
                        <p class="explanation">{a.explanation.clone()}" "<cite>{a.citation.clone()}</cite></p>
                    </li>
                }).collect_view()}
            </ol>
            <div class="signatures" data-testid="signature-lines">
                <p>"Instructor: ______________________________"</p>
                <p>"Signature: ______________________________   Date: ______________"</p>
            </div>
            <button data-testid="print" on:click=move |_| { if let Some(w) = web_sys::window() { let _ = w.print(); } }>"Print"</button>
        </article>
    }
}

const DRILL_LENGTHS: [usize; 3] = [5, 10, 20];

/// The drill's link names the user's own table it draws from under this key (`?own=MD-fb:Rich`).
const OWN_KEY: &str = "own";

/// An own table as the drill's paytable choice names it: "Your own: Rich A (Flush Bonus)".
fn own_option_name(table: &OwnTable) -> String {
    let wager = match table {
        OwnTable::HighCardFlush(t) => t.wager.name(),
        OwnTable::JackpotHoldEm(t) => t.wager.name(),
    };
    format!("Your own: {} ({wager})", table.name())
}

/// The drill's templates for these rules (the Envy Bonus is Maryland's only), drawn in turn from
/// a freshly shuffled cycle so every kind comes up equally often.
fn drill_kinds(catalogue: Catalogue, drill: PayoutDrill, rules: RuleSet) -> Vec<&'static str> {
    drill
        .kinds
        .iter()
        .map(|(id, _)| *id)
        .filter(|id| {
            catalogue.template(id).is_some_and(|t| {
                t.game == rules.game && (0..8).any(|s| generate(t, rules.jurisdiction, s).is_some())
            })
        })
        .collect()
}

#[component]
fn Drill() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let length = RwSignal::new(10usize);
    let question = RwSignal::new(None::<Question>);
    let right = RwSignal::new(0u32);
    let started = RwSignal::new(0.0f64);
    let item_started = RwSignal::new(0.0f64);
    let items = RwSignal::new(Vec::<DrillItem>::new());
    let cycle = RwSignal::new(Vec::<&'static str>::new());
    let last = RwSignal::new(None::<(Question, Answer)>);
    let finished = RwSignal::new(None::<DrillResult>);
    let clock = RwSignal::new(now_ms());
    // The paytables drawn from: the published ones (None), or one of the user's own, by key;
    // kept in the link, which opens at its table's jurisdiction.
    let own_tables = StoredValue::new((ui.payout_drill.saved_tables)());
    let own = RwSignal::new(crate::query_state::initial(OWN_KEY).filter(|key| {
        own_tables
            .with_value(|tables| {
                own_table_named(key, tables).map(|t| ui.jurisdiction.set(own_table_jurisdiction(t)))
            })
            .is_some()
    }));
    crate::query_state::keep(OWN_KEY, move || own.get());
    // Another jurisdiction's own table is not offered: a change of jurisdiction leaves it.
    Effect::new(move |_| {
        let j = ui.jurisdiction.get();
        let fits = own.with_untracked(|key| {
            key.as_ref().is_none_or(|key| {
                own_tables.with_value(|tables| {
                    own_table_named(key, tables).is_some_and(|t| own_table_jurisdiction(t) == j)
                })
            })
        });
        if !fits {
            own.set(None);
        }
    });
    let chosen_own = move || {
        own.with_untracked(|key| {
            key.as_ref()
                .and_then(|key| own_tables.with_value(|t| own_table_named(key, t).cloned()))
        })
    };
    let draw = move || -> Option<Question> {
        let j = ui.jurisdiction.get_untracked();
        if let Some(table) = chosen_own() {
            // Every payout a total paid from the user's table.
            return (0..20)
                .find_map(|_| (ui.payout_drill.own_question)(&table, j, random_seed().ok()?));
        }
        for _ in 0..20 {
            if cycle.with_untracked(|c| c.is_empty()) {
                let mut kinds = drill_kinds(ui.catalogue, ui.payout_drill, ui.rule_set());
                for i in (1..kinds.len()).rev() {
                    let k = (random_seed().ok()? % (i as u64 + 1)) as usize;
                    kinds.swap(i, k);
                }
                cycle.set(kinds);
            }
            let id = cycle.try_update(|c| c.pop()).flatten()?;
            if let Some(q) = generate(ui.catalogue.template(id)?, j, random_seed().ok()?) {
                return Some(q);
            }
        }
        None
    };
    let start = move |_| {
        right.set(0);
        items.set(Vec::new());
        cycle.set(Vec::new());
        last.set(None);
        finished.set(None);
        started.set(now_ms());
        item_started.set(now_ms());
        question.set(draw());
    };
    let handle =
        set_interval_with_handle(move || clock.set(now_ms()), Duration::from_millis(250)).ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear();
        }
    });
    let on_answer = Callback::new(move |answer: Answer| {
        let Some(q) = question.get_untracked() else {
            return;
        };
        let ok = q.is_correct(&answer);
        if ok {
            right.update(|r| *r += 1);
        }
        let now = now_ms();
        let millis = (now - item_started.get_untracked()).max(0.0) as u64;
        ui.progress
            .update(|p| p.log_question(&q.id, ok, Some(millis)));
        ui.save();
        items.update(|list| {
            list.push(DrillItem {
                question_id: q.id.clone(),
                right: ok,
                seconds: (now - item_started.get_untracked()) / 1000.0,
            })
        });
        item_started.set(now);
        last.set(Some((q, answer)));
        if items.with_untracked(|l| l.len()) >= length.get_untracked() {
            let result = DrillResult {
                game: ui.game,
                date: today(),
                jurisdiction: ui.jurisdiction.get_untracked(),
                questions: length.get_untracked() as u32,
                correct: right.get_untracked(),
                seconds: (now - started.get_untracked()) / 1000.0,
                items: items.get_untracked(),
                own_table: own.get_untracked(),
            };
            ui.progress.update(|p| p.drills.push(result.clone()));
            ui.save();
            finished.set(Some(result));
            question.set(None);
            // The run is over: focus on what starts another.
            focus_soon("", DRILL_START);
        } else {
            question.set(draw());
            focus_soon(QUESTION, FIRST_CONTROL);
        }
    });
    let elapsed = move || {
        let running = question.with(|q| q.is_some());
        let seconds = if running {
            ((clock.get() - started.get()) / 1000.0).max(0.0)
        } else {
            finished.with(|f| f.as_ref().map(|r| r.seconds).unwrap_or(0.0))
        };
        format!("{}:{:02}", seconds as u64 / 60, seconds as u64 % 60)
    };
    view! {
        <p class="lead">{ui.payout_drill.lead}</p>
        <div class="controls">
            <label>
                "Payouts per run "
                <select data-testid="drill-length" disabled=move || question.with(|q| q.is_some()) on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        length.set(n);
                    }
                }>
                    {DRILL_LENGTHS.into_iter().map(|n| view! { <option value=n.to_string() selected=move || length.get() == n>{n}</option> }).collect_view()}
                </select>
            </label>
            {move || (!own_tables.with_value(Vec::is_empty)).then(|| view! {
                <label>
                    "Paytables "
                    <select data-testid="drill-paytable" disabled=move || question.with(|q| q.is_some()) on:change=move |ev| {
                        let key = event_target_value(&ev);
                        own.set(Some(key).filter(|k| !k.is_empty()));
                    }>
                        <option value="" selected=move || own.with(Option::is_none)>{move || format!("Published ({})", ui.jurisdiction.get().name())}</option>
                        {move || {
                            let j = ui.jurisdiction.get();
                            own_tables.with_value(|tables| tables.iter().filter(|t| own_table_jurisdiction(t) == j).map(|t| {
                                let key = own_table_key(t);
                                let chosen = key.clone();
                                view! { <option value=key selected=move || own.with(|o| o.as_deref() == Some(chosen.as_str()))>{own_option_name(t)}</option> }
                            }).collect_view())
                        }}
                    </select>
                </label>
            })}
            <button class="primary" data-testid="drill-start" on:click=start>{move || if question.get().is_some() { "Restart" } else { "Start drill" }}</button>
            <span class="drill-clock" data-testid="drill-clock" role="timer" aria-label="Time elapsed">{elapsed}</span>
        </div>
        {move || own.get().and_then(|key| own_tables.with_value(|t| own_table_named(&key, t).map(|t| view! {
            <p class="hint" data-testid="drill-own-note">{format!("Every payout is a total paid from your own table '{}': no regulation publishes it.", t.name())}</p>
        })))}
        // The verdict on the payout just answered comes first, named as that payout's, so it is
        // never read as the verdict on the question below it.
        {move || last.get().map(|(q, a)| {
            let number = items.with(|l| l.len());
            let heading = format!("Payout {number}: you answered {}", q.describe(&a));
            view! {
                <section class="drill-last" aria-label="The payout just answered" data-testid="drill-last">
                    <p class="module-tag" data-testid="drill-last-heading">{heading}</p>
                    <Feedback question=q answer=a />
                </section>
            }
        })}
        {move || question.get().map(|q| view! {
            <p class="exam-bar">{move || format!("Payout {} of {} · {} right", items.with(|l| l.len()) + 1, length.get(), right.get())}</p>
            <QuestionView question=q given=None on_answer=on_answer keypad=true submit_label="Answer" />
        })}
        {move || finished.get().map(|r| view! {
            <p class="drill-result" data-testid="drill-result" role="status">{format!(
                "{} of {} right in {:.0} seconds ({:.1} s per payout).",
                r.correct, r.questions, r.seconds, r.seconds / r.questions as f64
            )}</p>
            <table class="lines" data-testid="drill-items">
                <caption>"Each payout"</caption>
                <thead><tr><th scope="col">"#"</th><th scope="col">"Kind"</th><th scope="col">"Result"</th><th scope="col">"Seconds"</th></tr></thead>
                <tbody>{r.items.iter().enumerate().map(|(i, item)| view! {
                    <tr>
                        <td>{i + 1}</td>
                        <td>{ui.payout_drill.kind_name(item.question_id.split(':').next().unwrap_or(""))}</td>
                        <td>{if item.right { "✓ right" } else { "✗ wrong" }}</td>
                        <td>{format!("{:.1}", item.seconds)}</td>
                    </tr>
                }).collect_view()}</tbody>
            </table>
        })}
    }
}

/// Stages an imported file's chip rack and pace terms for the pages that use them, which check
/// each when they next load it (`storage::adopt`: one refused is named there and this device's
/// kept); what was done, in words, for the import's message.
fn import_device_settings(text: &str) -> String {
    let (rack, pace) = crate::academy_state::device_settings(text);
    let staged: Vec<&str> = [
        (rack, crate::storage::Entry::ChipRack, "its chip rack"),
        (
            pace,
            crate::storage::Entry::PaceTerms,
            "its pace targets and rubric",
        ),
    ]
    .into_iter()
    .filter_map(|(text, entry, what)| {
        text.filter(|t| crate::storage::stage(entry, t).is_none())
            .map(|_| what)
    })
    .collect();
    if staged.is_empty() {
        String::new()
    } else {
        format!(
            " With it {}: the pages that use them check them when next opened and keep them if they are right.",
            staged.join(" and ")
        )
    }
}

#[component]
fn ProgressView() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let import_text = RwSignal::new(String::new());
    let message = RwSignal::new(None::<Result<String, String>>);
    let viewing = RwSignal::new(None::<usize>);
    // The progress as JSON, or its results as CSV, downloaded.
    let export = move |csv: bool| {
        let (text, name, kind) = ui.progress.with_untracked(|p| {
            if csv {
                (p.results_csv(), "results.csv", "text/csv")
            } else {
                // With the device's chip rack and pace terms as saved, beside the progress.
                let saved = |entry| {
                    crate::storage::read(crate::storage::ANY_GAME, entry)
                        .ok()
                        .flatten()
                };
                let rack = saved(crate::storage::Entry::ChipRack);
                let pace = saved(crate::storage::Entry::PaceTerms);
                (
                    crate::academy_state::with_device_settings(
                        &p.to_json(),
                        rack.as_deref(),
                        pace.as_deref(),
                    ),
                    "progress.json",
                    "application/json",
                )
            }
        });
        if let Err(e) = download(&format!("{}-academy-{name}", ui.file_prefix()), kind, &text) {
            message.set(Some(Err(e)));
        }
    };
    let import_from = move |text: &str, source: &str| match Progress::parse_in(text, ui.catalogue) {
        Ok(p) => {
            ui.progress.set(p);
            ui.save();
            import_text.set(String::new());
            let settings = import_device_settings(text);
            message.set(Some(Ok(format!(
                "Progress imported from {source}.{settings}"
            ))));
        }
        Err(e) => message.set(Some(Err(format!(
            "Not imported from {source}: {e}. Your current progress is unchanged."
        )))),
    };
    let import = move |_| import_from(&import_text.get_untracked(), "the pasted text");
    let import_file = move |ev: web_sys::Event| {
        leptos::task::spawn_local(async move {
            match chosen_file_text(&ev).await {
                Ok(Some((name, text))) => import_from(&text, &format!("'{name}'")),
                Ok(None) => {}
                Err(e) => message.set(Some(Err(format!(
                    "Not imported: {e}. Your current progress is unchanged."
                )))),
            }
        });
    };
    view! {
        {(!ui.combined).then(|| view! { <Mastery /> })}
        <h2>"Exams"</h2>
        {move || ui.progress.with(|p| p.results.is_empty()).then(|| view! { <p class="hint">"No exams sat on this device yet."</p> })}
        <ul class="history" data-testid="exam-results">
            {move || ui.progress.with(|p| p.results.iter().enumerate().rev().map(|(i, r)| view! {
                <li>{format!("{} — {} — {} — {}/{} ({:.0}%) {} — seed {}", r.date, r.name, r.jurisdiction.code(), r.score, r.total, r.percent, if r.passed { "pass" } else { "not passed" }, r.seed)}
                    " "<button on:click=move |_| viewing.set(Some(i))>"View sheet"</button></li>
            }).collect_view())}
        </ul>
        {move || viewing.get().and_then(|i| ui.progress.with(|p| p.results.get(i).cloned())).map(|r| view! { <ResultSheet result=r /> })}
        {(!ui.combined).then(|| view! {
            <h2>"Payout drills"</h2>
            {move || ui.progress.with(|p| p.drills.is_empty()).then(|| view! { <p class="hint">"No payout drills on this device yet."</p> })}
            <ul class="history" data-testid="drill-results">
                {move || ui.progress.with(|p| p.drills.iter().rev().map(|d| view! {
                    <li>{format!("{} — {} — {}/{} right — {:.1} s per payout{}", d.date, d.jurisdiction.code(), d.correct, d.questions, d.seconds / d.questions.max(1) as f64,
                        d.own_table.as_deref().and_then(|key| key.split_once(':')).map(|(_, name)| format!(" — your own table '{name}'")).unwrap_or_default())}</li>
                }).collect_view())}
            </ul>
        })}
        {(!ui.combined).then(|| view! {
            <h2>"Dealer mode"</h2>
            <p data-testid="dealer-runs">
                {move || if ui.progress.with(|p| p.dealer.is_some()) { "Your dealer-mode runs are kept with this progress: their sheets are in dealer mode (linked above)." } else { "No dealer-mode runs on this device yet." }}
            </p>
        })}
        <div class="actions">
            <button data-testid="export-json" on:click=move |_| export(false)>"Export progress (JSON)"</button>
            <button data-testid="export-results-csv" on:click=move |_| export(true)>"Export results (CSV)"</button>
        </div>
        <label class="import">
            "Import progress from an exported file "
            <input type="file" accept=".json,application/json" data-testid="import-file" on:change=import_file />
        </label>
        <details>
            <summary>"…or paste its text"</summary>
            <label class="import">
                "Exported JSON"
                <textarea data-testid="import-text" rows="4" prop:value=move || import_text.get() on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
            </label>
            <button data-testid="import" on:click=import>"Import"</button>
        </details>
        {move || message.get().map(|m| match m {
            Ok(t) => view! { <p role="status" data-testid="progress-message">{t}</p> }.into_any(),
            Err(e) => view! { <p class="error" role="alert" data-testid="progress-error">{e}</p> }.into_any(),
        })}
        <p>
            <ConfirmButton label="Reset all progress…" question="Delete all mastery, exam results, drills and dealer-mode runs on this device?"
                testid="reset-progress" yes_testid="confirm-reset-progress" on_yes=Callback::new(move |_| {
                    ui.progress.set(Progress::default());
                    ui.save();
                    message.set(Some(Ok("Progress reset.".into())));
                }) />
        </p>
    }
}
