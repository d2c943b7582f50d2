//! Dealer academy: practice by module with mastery and review of missed questions, seeded exams
//! an instructor can hand out (timed, with a printable result sheet), a timed payout drill, and
//! progress kept on the device with export, import and reset.

mod question;

use crate::academy_state::{DrillResult, ExamAttempt, Progress};
use crate::components::download::download;
use engine::academy::{from_id, generate, template, templates_for, Answer, Module, Question};
use engine::deck::random_seed;
use engine::Jurisdiction;
use leptos::prelude::*;
use question::{Feedback, QuestionView};
use std::time::Duration;

const KEY: &str = "hcf.academy.v1";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Saved progress, or fresh progress and why the saved copy was set aside.
fn load() -> (Progress, Option<String>) {
    let Some(store) = storage() else {
        return (
            Progress::default(),
            Some("This browser does not allow saving: progress will not survive a reload.".into()),
        );
    };
    match store.get_item(KEY).ok().flatten() {
        None => (Progress::default(), None),
        Some(text) => match Progress::parse(&text) {
            Ok(p) => (p, None),
            Err(problem) => {
                let aside = format!("{KEY}.unreadable-{}", js_sys::Date::now() as u64);
                let _ = store.set_item(&aside, &text);
                let _ = store.remove_item(KEY);
                (Progress::default(), Some(format!("{problem}. The old data was kept aside under “{aside}”; progress starts fresh.")))
            }
        },
    }
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}

fn today() -> String {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(16).collect::<String>().replace('T', " ")
}

#[derive(Clone, Copy)]
struct AcademyUi {
    progress: RwSignal<Progress>,
    jurisdiction: RwSignal<Jurisdiction>,
    notice: RwSignal<Option<String>>,
}

impl AcademyUi {
    fn save(&self) {
        if let Some(store) = storage() {
            if store
                .set_item(KEY, &self.progress.with_untracked(|p| p.to_json()))
                .is_err()
            {
                self.notice.set(Some(
                    "Progress could not be saved (storage full or blocked).".into(),
                ));
            }
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

#[component]
pub fn Academy() -> impl IntoView {
    let (progress, notice) = load();
    let resuming = progress.exam.is_some();
    let ui = AcademyUi {
        progress: RwSignal::new(progress),
        jurisdiction: RwSignal::new(Jurisdiction::Maryland),
        notice: RwSignal::new(notice),
    };
    provide_context(ui);
    let mode = RwSignal::new(if resuming { Mode::Exam } else { Mode::Practice });
    let tab = move |m: Mode, label: &'static str, id: &'static str| {
        view! {
            <button role="tab" data-testid=id aria-selected=move || (mode.get() == m).to_string() class:active=move || mode.get() == m on:click=move |_| mode.set(m)>{label}</button>
        }
    };
    view! {
        <section class="page academy" aria-labelledby="academy-title">
            <h1 id="academy-title">"Dealer academy"</h1>
            <p class="lead">"Procedure drills and exams for High Card Flush dealers. Every answer is explained with the rule it comes from."</p>
            {move || ui.notice.get().map(|n| view! { <p class="notice" role="alert" data-testid="academy-notice">{n}</p> })}
            <div class="controls">
                <label>
                    "Jurisdiction "
                    <select data-testid="academy-jurisdiction" on:change=move |ev| {
                        if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                            ui.jurisdiction.set(j);
                        }
                    }>
                        {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code() selected=move || ui.jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                    </select>
                </label>
            </div>
            <div class="segmented" role="tablist" aria-label="Mode">
                {tab(Mode::Practice, "Practice", "mode-practice")}
                {tab(Mode::Exam, "Exam", "mode-exam")}
                {tab(Mode::Drill, "Payout drill", "mode-drill")}
                {tab(Mode::Progress, "Progress", "mode-progress")}
            </div>
            {move || match mode.get() {
                Mode::Practice => view! { <Practice /> }.into_any(),
                Mode::Exam => view! { <Exam /> }.into_any(),
                Mode::Drill => view! { <Drill /> }.into_any(),
                Mode::Progress => view! { <ProgressView /> }.into_any(),
            }}
        </section>
    }
}

/// Module checkboxes.
#[component]
fn ModulePicker(selected: RwSignal<Vec<Module>>) -> impl IntoView {
    view! {
        <fieldset class="modules" data-testid="modules">
            <legend>"Modules"</legend>
            {Module::ALL.into_iter().map(|m| view! {
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
                    " "{m.name()}
                </label>
            }).collect_view()}
        </fieldset>
    }
}

fn random_question(j: Jurisdiction, modules: &[Module]) -> Option<Question> {
    let pool = templates_for(j, modules);
    if pool.is_empty() {
        return None;
    }
    for _ in 0..20 {
        let seed = random_seed().ok()?;
        let t = pool[(seed % pool.len() as u64) as usize];
        if let Some(q) = generate(t, j, seed >> 8) {
            return Some(q);
        }
    }
    None
}

#[component]
fn Practice() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let modules = RwSignal::new(Module::ALL.to_vec());
    let current = RwSignal::new(None::<Question>);
    let answered = RwSignal::new(None::<Answer>);
    let next = move || {
        let j = ui.jurisdiction.get_untracked();
        // A missed question due again comes first, if it belongs here.
        let due = ui
            .progress
            .with_untracked(|p| p.due_review())
            .and_then(|id| from_id(&id))
            .filter(|q| q.jurisdiction == j);
        let q = due.or_else(|| random_question(j, &modules.get_untracked()));
        if q.is_none() {
            ui.notice.set(Some(
                "Choose at least one module with questions for this jurisdiction.".into(),
            ));
        }
        current.set(q);
        answered.set(None);
    };
    Effect::new(move |_| {
        ui.jurisdiction.track();
        next();
    });
    let on_answer = Callback::new(move |answer: Answer| {
        if let Some(q) = current.get_untracked() {
            let right = q.is_correct(&answer);
            ui.progress.update(|p| p.record_practice(&q, right));
            ui.save();
            answered.set(Some(answer));
        }
    });
    view! {
        <details class="panel">
            <summary>"Choose modules"</summary>
            <ModulePicker selected=modules />
        </details>
        <Mastery />
        {move || current.get().map(|q| {
            let a = answered.get();
            view! {
                <QuestionView question=q.clone() given=a.clone() on_answer=on_answer locked=a.is_some() submit_label="Check answer" />
                {a.map(|answer| view! {
                    <Feedback question=q.clone() answer=answer />
                    <button class="primary" data-testid="next-question" autofocus on:click=move |_| next()>"Next question"</button>
                })}
            }
        })}
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
                    {move || ui.progress.with(|p| Module::ALL.iter().map(|m| {
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
                                <th scope="row">{m.name()}</th>
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
    let in_progress = move || ui.progress.with(|p| p.exam.is_some());
    let last_result = RwSignal::new(None::<usize>);
    view! {
        {move || if in_progress() {
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
    let modules = RwSignal::new(Module::ALL.to_vec());
    let name = RwSignal::new(String::new());
    let count = RwSignal::new("10".to_string());
    let minutes = RwSignal::new("15".to_string());
    let pass = RwSignal::new("80".to_string());
    let seed = RwSignal::new(
        random_seed()
            .map(|s| (s % 1_000_000).to_string())
            .unwrap_or_else(|_| "1".into()),
    );
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
            })
        })();
        match result {
            Ok(attempt) => {
                if attempt.questions().is_empty() {
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
            </div>
            <ModulePicker selected=modules />
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="exam-error">{e}</p> })}
            <button class="primary" data-testid="exam-start" on:click=start>"Start exam"</button>
        </div>
    }
}

#[component]
fn ExamSitting(on_done: Callback<usize>) -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let attempt = Memo::new(move |_| ui.progress.with(|p| p.exam.clone()));
    let questions = Memo::new(move |_| attempt.get().map(|a| a.questions()).unwrap_or_default());
    let clock = RwSignal::new(now_ms());
    let submit = move || {
        let Some(a) = ui.progress.with_untracked(|p| p.exam.clone()) else {
            return;
        };
        let result = a.mark(now_ms(), today());
        let mut index = 0;
        ui.progress.update(|p| {
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
    };
    view! {
        {move || {
            let a = attempt.get()?;
            let qs = questions.get();
            let i = a.current.min(qs.len().saturating_sub(1));
            let q = qs.get(i)?.clone();
            let remaining = ((a.deadline_ms() - clock.get()) / 1000.0).max(0.0) as u64;
            let answered = a.answers.iter().filter(|x| x.is_some()).count();
            let on_answer = Callback::new(move |answer: Answer| {
                ui.progress.update(|p| {
                    if let Some(a) = p.exam.as_mut() {
                        if let Some(slot) = a.answers.get_mut(i) {
                            *slot = Some(answer);
                        }
                        if a.current + 1 < a.count {
                            a.current += 1;
                        }
                    }
                });
                ui.save();
            });
            Some(view! {
                <div class="exam-bar" role="status">
                    <strong data-testid="exam-position">{format!("Question {} of {}", i + 1, qs.len())}</strong>
                    <span>{format!("{} answered", answered)}</span>
                    <span data-testid="exam-timer" class:late={remaining < 60}>{format!("Time left {}:{:02}", remaining / 60, remaining % 60)}</span>
                    <span>{format!("{} · seed {}", a.name, a.seed)}</span>
                </div>
                <QuestionView question=q given=a.answers.get(i).cloned().flatten() on_answer=on_answer submit_label="Save answer" />
                <div class="actions">
                    <button data-testid="exam-prev" disabled=i == 0 on:click=move |_| go(i.saturating_sub(1))>"Previous"</button>
                    <button data-testid="exam-next" disabled={i + 1 >= qs.len()} on:click=move |_| go(i + 1)>"Next"</button>
                    <button class="primary" data-testid="exam-submit" on:click=move |_| submit()>"Submit exam"</button>
                </div>
            })
        }}
    }
}

#[component]
fn ResultSheet(result: crate::academy_state::ExamResult) -> impl IntoView {
    view! {
        <article class="result-sheet" data-testid="result-sheet" aria-label="Exam result">
            <h2>"High Card Flush dealer exam — result"</h2>
            <dl class="figures">
                <div><dt>"Candidate"</dt><dd>{result.name.clone()}</dd></div>
                <div><dt>"Date"</dt><dd>{result.date.clone()}</dd></div>
                <div><dt>"Rules"</dt><dd>{result.jurisdiction.name()}</dd></div>
                <div><dt>"Seed"</dt><dd data-testid="result-seed">{result.seed}</dd></div>
                <div><dt>"Score"</dt><dd data-testid="result-score">{format!("{} / {} ({:.0}%)", result.score, result.total, result.percent)}</dd></div>
                <div><dt>"Result"</dt><dd data-testid="result-pass">{if result.passed { "Pass" } else { "Not passed" }}{format!(" (pass mark {}%)", result.pass_mark_percent)}</dd></div>
                <div><dt>"Time taken"</dt><dd>{format!("{:.1} minutes", result.minutes_taken)}</dd></div>
            </dl>
            <table class="lines" data-testid="result-modules">
                <thead><tr><th scope="col">"Module"</th><th scope="col">"Score"</th></tr></thead>
                <tbody>{result.per_module.iter().map(|(m, c, t)| view! { <tr><th scope="row">{m.clone()}</th><td>{format!("{c} / {t}")}</td></tr> }).collect_view()}</tbody>
            </table>
            <ol class="result-answers">
                {result.answers.iter().map(|a| view! {
                    <li class:right=a.right class:wrong=!a.right>
                        <p class="prompt">{a.prompt.clone()}</p>
                        <p>{format!("Answer given: {} — {}", a.given, if a.right { "correct" } else { "incorrect" })}</p>
                        {(!a.right).then(|| view! { <p>{format!("Correct answer: {}", a.correct_answer)}</p> })}
                        <p class="explanation">{a.explanation.clone()}" "<cite>{a.citation.clone()}</cite></p>
                    </li>
                }).collect_view()}
            </ol>
            <button data-testid="print" on:click=move |_| { if let Some(w) = web_sys::window() { let _ = w.print(); } }>"Print"</button>
        </article>
    }
}

/// Payout templates for the drill.
const DRILL_TEMPLATES: [&str; 3] = ["payout-total", "progressive-award", "envy-bonus"];
const DRILL_LENGTH: usize = 5;

#[component]
fn Drill() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let question = RwSignal::new(None::<Question>);
    let done = RwSignal::new(0usize);
    let right = RwSignal::new(0u32);
    let started = RwSignal::new(0.0f64);
    let last = RwSignal::new(None::<(Question, Answer)>);
    let finished = RwSignal::new(None::<DrillResult>);
    let draw = move || -> Option<Question> {
        let j = ui.jurisdiction.get_untracked();
        for _ in 0..20 {
            let seed = random_seed().ok()?;
            let t = template(DRILL_TEMPLATES[(seed % 3) as usize])?;
            if let Some(q) = generate(t, j, seed >> 4) {
                return Some(q);
            }
        }
        None
    };
    let start = move |_| {
        done.set(0);
        right.set(0);
        last.set(None);
        finished.set(None);
        started.set(now_ms());
        question.set(draw());
    };
    let on_answer = Callback::new(move |answer: Answer| {
        let Some(q) = question.get_untracked() else {
            return;
        };
        if q.is_correct(&answer) {
            right.update(|r| *r += 1);
        }
        done.update(|d| *d += 1);
        last.set(Some((q, answer)));
        if done.get_untracked() >= DRILL_LENGTH {
            let result = DrillResult {
                date: today(),
                jurisdiction: ui.jurisdiction.get_untracked(),
                questions: DRILL_LENGTH as u32,
                correct: right.get_untracked(),
                seconds: (now_ms() - started.get_untracked()) / 1000.0,
            };
            ui.progress.update(|p| p.drills.push(result.clone()));
            ui.save();
            finished.set(Some(result));
            question.set(None);
        } else {
            question.set(draw());
        }
    });
    view! {
        <p class="lead">{format!("{DRILL_LENGTH} payout calculations against the clock. Speed and accuracy are recorded.")}</p>
        <button class="primary" data-testid="drill-start" on:click=start>{move || if question.get().is_some() { "Restart" } else { "Start drill" }}</button>
        {move || last.get().map(|(q, a)| view! { <Feedback question=q answer=a /> })}
        {move || question.get().map(|q| view! {
            <p class="exam-bar">{move || format!("Question {} of {DRILL_LENGTH} · {} right", done.get() + 1, right.get())}</p>
            <QuestionView question=q given=None on_answer=on_answer submit_label="Answer" />
        })}
        {move || finished.get().map(|r| view! {
            <p class="drill-result" data-testid="drill-result" role="status">{format!(
                "{} of {} right in {:.0} seconds ({:.1} s per payout).",
                r.correct, r.questions, r.seconds, r.seconds / r.questions as f64
            )}</p>
        })}
    }
}

#[component]
fn ProgressView() -> impl IntoView {
    let ui = expect_context::<AcademyUi>();
    let import_text = RwSignal::new(String::new());
    let message = RwSignal::new(None::<Result<String, String>>);
    let confirm = RwSignal::new(false);
    let viewing = RwSignal::new(None::<usize>);
    let export_json = move |_| {
        let json = ui.progress.with_untracked(|p| p.to_json());
        if let Err(e) = download("hcf-academy-progress.json", "application/json", &json) {
            message.set(Some(Err(e)));
        }
    };
    let export_csv = move |_| {
        let csv = ui.progress.with_untracked(|p| p.results_csv());
        if let Err(e) = download("hcf-academy-results.csv", "text/csv", &csv) {
            message.set(Some(Err(e)));
        }
    };
    let import = move |_| match Progress::parse(&import_text.get_untracked()) {
        Ok(p) => {
            ui.progress.set(p);
            ui.save();
            import_text.set(String::new());
            message.set(Some(Ok("Progress imported.".into())));
        }
        Err(e) => message.set(Some(Err(format!(
            "Not imported: {e}. Your current progress is unchanged."
        )))),
    };
    view! {
        <Mastery />
        <h2>"Exams"</h2>
        <ul class="history" data-testid="exam-results">
            {move || ui.progress.with(|p| p.results.iter().enumerate().rev().map(|(i, r)| view! {
                <li>{format!("{} — {} — {} — {}/{} ({:.0}%) {} — seed {}", r.date, r.name, r.jurisdiction.code(), r.score, r.total, r.percent, if r.passed { "pass" } else { "not passed" }, r.seed)}
                    " "<button on:click=move |_| viewing.set(Some(i))>"View sheet"</button></li>
            }).collect_view())}
        </ul>
        {move || viewing.get().and_then(|i| ui.progress.with(|p| p.results.get(i).cloned())).map(|r| view! { <ResultSheet result=r /> })}
        <h2>"Payout drills"</h2>
        <ul class="history" data-testid="drill-results">
            {move || ui.progress.with(|p| p.drills.iter().rev().map(|d| view! {
                <li>{format!("{} — {} — {}/{} right — {:.1} s per payout", d.date, d.jurisdiction.code(), d.correct, d.questions, d.seconds / d.questions.max(1) as f64)}</li>
            }).collect_view())}
        </ul>
        <div class="actions">
            <button data-testid="export-json" on:click=export_json>"Export progress (JSON)"</button>
            <button data-testid="export-results-csv" on:click=export_csv>"Export results (CSV)"</button>
        </div>
        <label class="import">
            "Import progress: paste an exported JSON file here"
            <textarea data-testid="import-text" rows="4" prop:value=move || import_text.get() on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
        </label>
        <button data-testid="import" on:click=import>"Import"</button>
        {move || message.get().map(|m| match m {
            Ok(t) => view! { <p role="status" data-testid="progress-message">{t}</p> }.into_any(),
            Err(e) => view! { <p class="error" role="alert" data-testid="progress-error">{e}</p> }.into_any(),
        })}
        <p>
            <button data-testid="reset-progress" on:click=move |_| confirm.set(true)>"Reset all progress…"</button>
            <Show when=move || confirm.get()>
                <span role="alertdialog" aria-label="Confirm reset">
                    " Delete all mastery, exam results and drills on this device? "
                    <button data-testid="confirm-reset-progress" on:click=move |_| {
                        ui.progress.set(Progress::default());
                        ui.save();
                        confirm.set(false);
                        message.set(Some(Ok("Progress reset.".into())));
                    }>"Yes, reset"</button>
                    <button on:click=move |_| confirm.set(false)>"Cancel"</button>
                </span>
            </Show>
        </p>
    }
}
