//! The classroom's pages (`academy/class…`, their own bundle): the instructor's assignment maker
//! (`academy/class/new`: the terms → a link and a printable hand-out), the student's assignment
//! page (`academy/class/take?a=<code>`: the terms locked, the paper answered with the academy's
//! question view, and an assignment's graded dealer-mode run dealt on dealer mode's own run with
//! its terms locked, `pages::dealer::assigned_run`; then a hand-in as a file and a link: the
//! answers, and each round's actions with the device's milliseconds), and the class page
//! (`academy/class`,
//! `?h=<code>` imports a hand-in: re-graded from the seed, the class table, the questions most
//! missed, dealer-mode accuracy, rounds finished and median seconds per payout, CSV, a printable
//! sheet; kept on the device). The formats and the grading are the
//! engine's (`engine::classroom`); the page only shows and asks.
//!
//! An assignment may set an exam, a dealer-mode run, or both (the maker's "Exam" box,
//! `assign-exam-on`, unchecked leaves a dealer-run-only assignment, format 3): the student's page
//! of one with no exam shows only the run and then the hand-in, and its class sheet shows the
//! runs (pass by the run's rule, `engine::classroom::dealer_run_passes`) with no exam columns.
//!
//! Each link is drawn beside its box as QR codes (`QrCodes`: a numbered sequence when one code is
//! too small), in a slot (`data-testid="qr-slot"`, `data-qr-text`) that names the text drawn; the
//! maker links the assignment's SCORM 1.2 package page (`class_package.rs`, in another bundle so
//! the zip writer does not weigh on this one), the class page reads hand-in
//! codes from the camera or photos (`QrReader`), and an exam sat inside an LMS reports its score
//! through `scorm::report`.

use crate::base_path::href;
use crate::classroom_state::{Classroom, Sitting as SavedSitting};
use crate::components::download::download;
use crate::components::qr::QrCodes;
use crate::components::qr_reader::QrReader;
use crate::components::text::count;
use crate::components::upload::chosen_file_text;
use crate::pages::academy::question::QuestionView;
use crate::pages::dealer::{self, Offers};
use crate::query_state::initial;
use crate::storage::{self, Entry};
use engine::academy::{Answer, Catalogue, Module, PaperVersion, Question};
use engine::classroom::dealer::{DealerTerms, DealerWork};
use engine::classroom::{Assignment, ExamTerms, HandIn, DEALER_PASS_MARK_PERCENT};
use engine::table::dealer_mode::Level;
use engine::table::{DealingMethod, Shuffler};
use engine::{GameId, Jurisdiction};
use leptos::prelude::*;

/// Every game's questions: an assignment may set either game's paper, or both.
const CATALOGUE: Catalogue = Catalogue::ALL;

/// The student's page's segment (`academy/class/take`), served by a bundle of its own.
pub const TAKE: &str = "take";

/// The instructor's pages at `academy/class/<rest>`: the class page and the maker.
pub fn page(rest: &str) -> AnyView {
    match rest {
        "" => view! { <ClassPage /> }.into_any(),
        "new" => view! { <AssignmentMaker /> }.into_any(),
        _ => view! { <crate::pages::not_found::NotFound /> }.into_any(),
    }
}

/// The student's page (`academy/class/take`).
pub fn take_page(_rest: &str) -> AnyView {
    view! { <TakeAssignment /> }.into_any()
}

/// The full address of a route of the app (for links handed to others).
fn full_link(route: &str) -> String {
    let origin = window().location().origin().unwrap_or_default();
    format!("{origin}{}", href(route))
}

/// The site's address with its base, ending in `/` (what a hand-in file's link starts with).
fn site() -> String {
    full_link("")
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}

fn now_text() -> String {
    let iso: String = js_sys::Date::new_0().to_iso_string().into();
    iso.chars().take(16).collect::<String>().replace('T', " ")
}

/// A link in a box to copy it from (selected whole when focused), and its QR code(s).
#[component]
fn LinkBox(link: String, label: &'static str, testid: &'static str) -> impl IntoView {
    let drawn = link.clone();
    let select_all = |ev: web_sys::FocusEvent| {
        use wasm_bindgen::JsCast;
        if let Some(area) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            area.select();
        }
    };
    view! {
        <div class="link-box">
            <label>{label}
                <textarea readonly rows="3" data-testid=testid on:focus=select_all>{link.clone()}</textarea>
            </label>
            <div class="qr-slot" data-testid="qr-slot" data-qr-text=link>
                <QrCodes text=Signal::derive(move || drawn.clone()) label=label />
            </div>
        </div>
    }
}

/// The terms of an assignment, as the hand-out, the student and the class sheet show them.
#[component]
fn Terms(assignment: Assignment) -> impl IntoView {
    view! {
        <dl class="figures" data-testid="assignment-terms">
            <div><dt>"Assignment"</dt><dd data-testid="terms-title">{assignment.title.clone()}</dd></div>
            <div><dt>"Due"</dt><dd>{assignment.due.clone().unwrap_or_else(|| "no date set".into())}</dd></div>
            {match assignment.exam.clone() {
                Some(exam) => view! { <ExamTermsShown exam=exam /> }.into_any(),
                None => view! {
                    <div class="wide"><dt>"Exam"</dt><dd data-testid="terms-no-exam">{format!("None: a dealer-mode run only (pass: every round finished, {DEALER_PASS_MARK_PERCENT}% of steps and payouts right first time)")}</dd></div>
                }.into_any(),
            }}
            {assignment.dealer.map(|d| view! { <DealerTermsShown terms=d /> })}
        </dl>
    }
}

/// An exam's terms, as rows of the assignment's terms.
#[component]
fn ExamTermsShown(exam: ExamTerms) -> impl IntoView {
    let games: Vec<&str> = exam.games.iter().map(|g| g.name()).collect();
    let game = exam.games.first().copied().unwrap_or(GameId::ALL[0]);
    let modules: Vec<&str> = exam.modules.iter().map(|m| m.title(game)).collect();
    view! {
            <div><dt>"Game"</dt><dd>{games.join(" and ")}</dd></div>
            <div><dt>"Rules"</dt><dd>{exam.jurisdiction.name()}</dd></div>
            <div><dt>"Questions"</dt><dd data-testid="terms-count">{exam.count}</dd></div>
            <div><dt>"Time limit"</dt><dd>{format!("{} minutes", exam.time_limit_minutes)}</dd></div>
            <div><dt>"Pass mark"</dt><dd data-testid="terms-pass">{format!("{}%", exam.pass_mark_percent)}</dd></div>
            <div><dt>"Seed"</dt><dd>{format!("{} (paper version {})", exam.seed, exam.paper_version)}</dd></div>
            <div class="wide"><dt>"Modules"</dt><dd>{modules.join(", ")}</dd></div>
    }
}

/// A graded dealer-mode run's terms, as rows of the assignment's terms.
#[component]
fn DealerTermsShown(terms: DealerTerms) -> impl IntoView {
    let table = format!(
        "{} · {} · {}{}",
        terms.game.name(),
        terms.jurisdiction.name(),
        terms.method.name(),
        if terms.dealer_cards_in_shuffler {
            ", the dealer's cards left in the shuffler"
        } else {
            ""
        }
    );
    view! {
        <div class="wide" data-testid="terms-dealer"><dt>"Dealer-mode run"</dt><dd>{table}</dd></div>
        <div><dt>"Shuffling"</dt><dd>{crate::components::text::capitalise(terms.shuffler.name())}</dd></div>
        <div><dt>"Level"</dt><dd>{terms.level.name()}</dd></div>
        <div><dt>"Rounds"</dt><dd data-testid="terms-dealer-rounds">{terms.rounds}</dd></div>
        <div><dt>"Run seed"</dt><dd>{terms.seed}</dd></div>
    }
}

/// The rule sets, dealing methods and shufflers dealer mode offers for a game.
fn dealer_jurisdictions(game: GameId) -> Vec<Jurisdiction> {
    Offers::of(game).jurisdictions()
}

fn dealer_methods(game: GameId, j: Jurisdiction) -> Vec<DealingMethod> {
    Offers::of(game).methods(j)
}

fn dealer_default_shuffler(game: GameId, j: Jurisdiction) -> Shuffler {
    Offers::of(game).default_shuffler(j)
}

/// The checkbox that puts a part (the exam, the dealer-mode run) in the assignment.
fn part_toggle(on: RwSignal<bool>, testid: &'static str, label: &'static str) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" data-testid=testid prop:checked=move || on.get() on:change=move |ev| on.set(event_target_checked(&ev)) />
            {label}
        </label>
    }
}

/// The maker's dealer-mode part: whether the assignment sets a run, and its terms as dealer
/// mode's setup offers them.
#[component]
fn DealerTermsForm(
    on: RwSignal<bool>,
    terms: RwSignal<DealerTerms>,
    rounds: RwSignal<String>,
    seed: RwSignal<String>,
) -> impl IntoView {
    let game = move || terms.with(|t| t.game);
    view! {
        <fieldset class="dealer-terms" data-testid="assign-dealer">
            <legend>"Dealer-mode run"</legend>
            {part_toggle(on, "assign-dealer-on", " Add a graded dealer-mode run (the same rounds for every student, re-graded action by action)")}
            <Show when=move || on.get()>
                <div class="settings-grid">
                    <label>"Game"
                        <select data-testid="assign-dealer-game" on:change=move |ev| {
                            let g = GameId::parse(&event_target_value(&ev)).unwrap_or(GameId::ALL[0]);
                            terms.update(|t| {
                                t.game = g;
                                t.jurisdiction = dealer_jurisdictions(g)[0];
                                t.method = DealingMethod::ManualShoe;
                                t.shuffler = dealer_default_shuffler(g, t.jurisdiction);
                                t.dealer_cards_in_shuffler = false;
                            });
                        }>
                            {GameId::ALL.into_iter().map(|g| view! { <option value=g.code() selected=move || game() == g>{g.name()}</option> }).collect_view()}
                        </select>
                    </label>
                    <label>"Rule set"
                        <select data-testid="assign-dealer-rules" on:change=move |ev| {
                            if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                                terms.update(|t| {
                                    t.jurisdiction = j;
                                    t.shuffler = dealer_default_shuffler(t.game, j);
                                    if !dealer_methods(t.game, j).contains(&t.method) {
                                        t.method = DealingMethod::ManualShoe;
                                    }
                                });
                            }
                        }>
                            {move || dealer_jurisdictions(game()).into_iter().map(|j| view! { <option value=j.code() selected=move || terms.with(|t| t.jurisdiction == j)>{j.name()}</option> }).collect_view()}
                        </select>
                    </label>
                    <label>"Dealing method"
                        <select data-testid="assign-dealer-method" on:change=move |ev| {
                            if let Some(m) = DealingMethod::from_code(&event_target_value(&ev)) { terms.update(|t| t.method = m); }
                        }>
                            {move || dealer_methods(game(), terms.with(|t| t.jurisdiction)).into_iter().map(|m| view! { <option value=m.code() selected=move || terms.with(|t| t.method == m)>{m.name()}</option> }).collect_view()}
                        </select>
                    </label>
                    <label>"Shuffling"
                        <select data-testid="assign-dealer-shuffler" on:change=move |ev| {
                            if let Some(sh) = Shuffler::from_code(&event_target_value(&ev)) { terms.update(|t| t.shuffler = sh); }
                        }>
                            {Shuffler::ALL.into_iter().map(|sh| view! { <option value=sh.code() selected=move || terms.with(|t| t.shuffler == sh)>{crate::components::text::capitalise(sh.name())}</option> }).collect_view()}
                        </select>
                    </label>
                    <Show when=move || terms.with(|t| Offers::of(t.game).dealer_cards_in_shuffler && t.method == DealingMethod::AutomatedShoe)>
                        <label class="check">
                            <input type="checkbox" data-testid="assign-dealer-cards-in-shuffler" prop:checked=move || terms.with(|t| t.dealer_cards_in_shuffler)
                                on:change=move |ev| terms.update(|t| t.dealer_cards_in_shuffler = event_target_checked(&ev)) />
                            " The dealer's cards stay in the shuffler until every player has acted (001 Ch.10 B(3))"
                        </label>
                    </Show>
                    <label>"Level"
                        <select data-testid="assign-dealer-level" on:change=move |ev| {
                            if let Some(l) = Level::from_code(&event_target_value(&ev)) { terms.update(|t| t.level = l); }
                        }>
                            {Level::ALL.into_iter().map(|l| view! { <option value=l.code() selected=move || terms.with(|t| t.level == l)>{l.name()}</option> }).collect_view()}
                        </select>
                    </label>
                    <label>"Rounds"<input type="text" inputmode="numeric" data-testid="assign-dealer-rounds" prop:value=move || rounds.get() on:input=move |ev| rounds.set(event_target_value(&ev)) /></label>
                    <label>"Run seed"<input type="text" inputmode="numeric" data-testid="assign-dealer-seed" prop:value=move || seed.get() on:input=move |ev| seed.set(event_target_value(&ev)) /></label>
                </div>
            </Show>
        </fieldset>
    }
}

/// The games an assignment may set, by the value of the maker's select: a game's code, or
/// `both` for a paper over every game.
fn games_of(choice: &str) -> Vec<GameId> {
    match choice {
        "both" => GameId::ALL.to_vec(),
        code => vec![GameId::parse(code).unwrap_or(GameId::ALL[0])],
    }
}

/// The rule sets every one of the games has.
fn common_jurisdictions(games: &[GameId]) -> Vec<Jurisdiction> {
    games.iter().fold(Jurisdiction::ALL.to_vec(), |mut all, g| {
        all.retain(|j| g.jurisdictions().contains(j));
        all
    })
}

fn modules_of(games: &[GameId]) -> Vec<Module> {
    let mut all: Vec<Module> = Vec::new();
    for g in games {
        for m in Module::of_game(*g) {
            if !all.contains(m) {
                all.push(*m);
            }
        }
    }
    all
}

#[component]
fn AssignmentMaker() -> impl IntoView {
    let title = RwSignal::new(String::new());
    let due = RwSignal::new(String::new());
    let games = RwSignal::new(GameId::ALL[0].code().to_string());
    let jurisdiction = RwSignal::new(Jurisdiction::Maryland);
    let modules = RwSignal::new(modules_of(&GameId::ALL[..1]));
    let count = RwSignal::new("10".to_string());
    let minutes = RwSignal::new("15".to_string());
    let pass = RwSignal::new("80".to_string());
    let seed = RwSignal::new(
        engine::deck::random_seed()
            .map(|s| (s % 1_000_000).to_string())
            .unwrap_or_else(|_| "1".into()),
    );
    let exam_on = RwSignal::new(true);
    let dealer_on = RwSignal::new(false);
    let dealer_terms = RwSignal::new(DealerTerms {
        game: GameId::ALL[0],
        jurisdiction: Jurisdiction::Maryland,
        method: DealingMethod::ManualShoe,
        shuffler: dealer_default_shuffler(GameId::ALL[0], Jurisdiction::Maryland),
        dealer_cards_in_shuffler: false,
        level: Level::FullProcedure,
        rounds: 5,
        seed: 0,
    });
    let dealer_rounds = RwSignal::new("5".to_string());
    let dealer_seed = RwSignal::new(seed.get_untracked());
    let error = RwSignal::new(None::<String>);
    let made = RwSignal::new(None::<Assignment>);
    let make = move |_| {
        let number = |v: String, what: &str, hi: u64| -> Result<u64, String> {
            v.trim()
                .parse::<u64>()
                .ok()
                .filter(|n| *n <= hi)
                .ok_or(format!("{what} must be a whole number up to {hi}."))
        };
        let result = (|| -> Result<Assignment, String> {
            let due = due.get_untracked();
            let assignment = Assignment {
                title: title.get_untracked().trim().to_string(),
                due: (!due.trim().is_empty()).then(|| due.trim().to_string()),
                exam: if exam_on.get_untracked() {
                    Some(ExamTerms {
                        games: games_of(&games.get_untracked()),
                        jurisdiction: jurisdiction.get_untracked(),
                        modules: modules.get_untracked(),
                        count: number(count.get_untracked(), "Questions", 100)? as u16,
                        time_limit_minutes: number(minutes.get_untracked(), "The time limit", 600)?
                            as u16,
                        pass_mark_percent: number(pass.get_untracked(), "The pass mark", 100)?
                            as u8,
                        seed: number(seed.get_untracked(), "The seed", u64::MAX)?,
                        paper_version: PaperVersion::LATEST.number(),
                    })
                } else {
                    None
                },
                dealer: if dealer_on.get_untracked() {
                    Some(DealerTerms {
                        rounds: number(
                            dealer_rounds.get_untracked(),
                            "The dealer-mode rounds",
                            u64::from(u32::MAX),
                        )? as u32,
                        seed: number(dealer_seed.get_untracked(), "The run seed", u64::MAX)?,
                        ..dealer_terms.get_untracked()
                    })
                } else {
                    None
                },
            };
            if assignment.exam.is_none() && assignment.dealer.is_none() {
                return Err("Set an exam, a dealer-mode run, or both.".into());
            }
            assignment.check().map_err(|e| e.to_string())?;
            if assignment.paper(CATALOGUE).len() != assignment.question_count() {
                return Err(
                    "These modules have no questions for these rules: choose others.".into(),
                );
            }
            Ok(assignment)
        })();
        match result {
            Ok(a) => {
                error.set(None);
                let mut room = load_classroom().0;
                room.add_assignment(&a);
                save_classroom(&room);
                made.set(Some(a));
            }
            Err(e) => {
                made.set(None);
                error.set(Some(format!("Cannot make the assignment: {e}")));
            }
        }
    };
    let text = move |label: &'static str,
                     id: &'static str,
                     kind: &'static str,
                     signal: RwSignal<String>| {
        view! {
            <label>{label}<input type=kind data-testid=id prop:value=move || signal.get() on:input=move |ev| signal.set(event_target_value(&ev)) /></label>
        }
    };
    view! {
        <section class="page classroom" data-testid="assignment-maker">
            <h1>"Make an assignment"</h1>
            <p class="lead">"Set an exam once for the whole class: its terms travel in the link, nothing is stored anywhere else. Each student's device runs it and hands in the answers; the class page re-grades every answer from the seed."</p>
            <div class="panel no-print">
                <div class="settings-grid">
                    {text("Title", "assign-title", "text", title)}
                    {text("Due date", "assign-due", "date", due)}
                </div>
                <fieldset class="exam-terms" data-testid="assign-exam">
                    <legend>"Exam"</legend>
                    {part_toggle(exam_on, "assign-exam-on", " Set an exam (uncheck for a dealer-mode run only)")}
                    <Show when=move || exam_on.get()>
                <div class="settings-grid">
                    <label>"Game"
                        <select data-testid="assign-games" on:change=move |ev| {
                            let v = event_target_value(&ev);
                            modules.set(modules_of(&games_of(&v)));
                            let common = common_jurisdictions(&games_of(&v));
                            if !common.contains(&jurisdiction.get_untracked()) { jurisdiction.set(common[0]); }
                            games.set(v);
                        }>
                            {GameId::ALL.into_iter().map(|g| view! { <option value=g.code()>{g.name()}</option> }).collect_view()}
                            <option value="both">{if GameId::ALL.len() == 2 { "Both games (Maryland)" } else { "Every game (Maryland)" }}</option>
                        </select>
                    </label>
                    <label>"Rules"
                        <select data-testid="assign-rules" on:change=move |ev| {
                            if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) { jurisdiction.set(j); }
                        }>
                            {move || common_jurisdictions(&games_of(&games.get()))
                                .into_iter().map(|j| view! { <option value=j.code() selected=move || jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                        </select>
                    </label>
                    {text("Questions", "assign-count", "text", count)}
                    {text("Time limit (minutes)", "assign-minutes", "text", minutes)}
                    {text("Pass mark (%)", "assign-pass", "text", pass)}
                    {text("Seed", "assign-seed", "text", seed)}
                </div>
                <fieldset class="modules" data-testid="modules">
                    <legend>"Modules"</legend>
                    {move || {
                        let list = modules_of(&games_of(&games.get()));
                        let game = games_of(&games.get())[0];
                        list.into_iter().map(|m| view! {
                            <label class="check">
                                <input type="checkbox" data-testid=format!("module-{}", m.code()) prop:checked=move || modules.get().contains(&m) on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    modules.update(|s| { s.retain(|x| *x != m); if on { s.push(m); s.sort(); } });
                                } />
                                " "{m.title(game)}
                            </label>
                        }).collect_view()
                    }}
                </fieldset>
                    </Show>
                </fieldset>
                <DealerTermsForm on=dealer_on terms=dealer_terms rounds=dealer_rounds seed=dealer_seed />
                {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="assign-error">{e}</p> })}
                <button class="primary" data-testid="assign-make" on:click=make>"Make the assignment"</button>
            </div>
            {move || made.get().map(|a| {
                let link = full_link(&a.link_path());
                let package = href(&crate::pages::class_package::link_path(
                    &a.encode(),
                    &a.title,
                    a.exam
                        .as_ref()
                        .map_or(DEALER_PASS_MARK_PERCENT, |e| e.pass_mark_percent),
                ));
                view! {
                    <article class="panel handout" data-testid="handout" aria-label="Hand-out">
                        <h2>{format!("Assignment: {}", a.title)}</h2>
                        <Terms assignment=a.clone() />
                        <p>{if a.exam.is_none() { "Open this link on your device and deal the dealer-mode run, then hand in as your instructor asks (a file or a link)." } else if a.dealer.is_some() { "Open this link on your device, answer every question and deal the dealer-mode run, then hand in as your instructor asks (a file or a link)." } else { "Open this link on your device, answer every question, then hand in as your instructor asks (a file or a link)." }}</p>
                        <LinkBox link=link label="The assignment's link" testid="assign-link" />
                        <div class="actions no-print">
                            <button data-testid="print-handout" on:click=move |_| { let _ = window().print(); }>"Print the hand-out"</button>
                            <a href=href("academy/class") rel="external" data-testid="to-class">"Open the class page"</a>
                        </div>
                        <div class="no-print">
                            <h3>"For an LMS"</h3>
                            <p class="hint">"A SCORM 1.2 package of this assignment (the whole app inside) to upload to Moodle, Canvas or Blackboard: the LMS records each student's score and pass or fail."</p>
                            <a href=package rel="external" target="_blank" data-testid="assign-scorm">"Download the SCORM 1.2 package (opens in a new tab)"</a>
                        </div>
                    </article>
                }
            })}
        </section>
    }
}

/// The student's attempt: the paper and when it was started (the device's clock).
#[derive(Clone)]
struct Sitting {
    assignment: Assignment,
    paper: Vec<Question>,
    started_ms: f64,
}

/// Milliseconds of the time limit (none with no exam: a dealer-mode run is not timed).
fn limit_ms(assignment: &Assignment) -> f64 {
    assignment.exam.as_ref().map_or(f64::INFINITY, |e| {
        f64::from(e.time_limit_minutes) * 60_000.0
    })
}

#[component]
fn TakeAssignment() -> impl IntoView {
    let decoded = Assignment::decode(&initial("a").unwrap_or_default());
    let assignment = match decoded {
        Ok(a) => a,
        Err(e) => {
            return view! {
                <section class="page classroom">
                    <h1>"Assignment"</h1>
                    <p class="error" role="alert" data-testid="take-error">{e.to_string()}</p>
                    <p>"Ask your instructor for the link again."</p>
                </section>
            }
            .into_any()
        }
    };
    let sitting = RwSignal::new(None::<Sitting>);
    let answers = RwSignal::new(Vec::<Option<Answer>>::new());
    let index = RwSignal::new(0usize);
    let name = RwSignal::new(String::new());
    let handed = RwSignal::new(None::<HandIn>);
    // The dealer-mode run so far, as dealer mode's run reports it after every action.
    let dealer_work = RwSignal::new(None::<DealerWork>);
    let error = RwSignal::new(None::<String>);
    let clock = RwSignal::new(now_ms());
    let resumed = RwSignal::new(false);
    let digest = assignment.digest();
    let start_assignment = StoredValue::new(assignment.clone());
    // Keeps the paper in progress under the classroom's storage key, so a reload resumes it.
    let has_exam = assignment.exam.is_some();
    let keep_sitting = {
        let digest = digest.clone();
        move || {
            let Some(s) = sitting.get_untracked() else {
                return;
            };
            let mut room = load_classroom().0;
            room.keep_sitting(SavedSitting {
                digest: digest.clone(),
                started_ms: s.started_ms.max(0.0) as u64,
                answers: answers.get_untracked(),
                dealer: dealer_work.get_untracked(),
            });
            save_classroom(&room);
        }
    };
    let keep_sitting = StoredValue::new(keep_sitting);
    let sit = move |started_ms: f64, given: Option<Vec<Option<Answer>>>| {
        let start_assignment = start_assignment.get_value();
        let paper = start_assignment.paper(CATALOGUE);
        let given = given.filter(|g| g.len() == paper.len());
        resumed.set(given.is_some());
        let given = given.unwrap_or_else(|| vec![None; paper.len()]);
        index.set(given.iter().position(Option::is_none).unwrap_or(0));
        answers.set(given);
        sitting.set(Some(Sitting {
            assignment: start_assignment,
            paper,
            started_ms,
        }));
    };
    // A paper or dealer-mode run in progress on this device: resumed where it was.
    let saved = load_classroom()
        .0
        .sitting(&digest, assignment.question_count())
        .cloned();
    if let Some(saved) = saved {
        dealer_work.set(saved.dealer);
        sit(saved.started_ms as f64, Some(saved.answers));
    }
    let start = move |_| {
        clock.set(now_ms());
        sit(now_ms(), None);
        keep_sitting.with_value(|keep| keep());
        crate::components::focus::focus_soon(
            if has_exam {
                "[data-testid=\"question\"]"
            } else {
                "[data-testid=\"take-dealer\"]"
            },
            crate::components::focus::FIRST_CONTROL,
        );
    };
    // The time left, from the start (through reloads); at the limit the paper closes.
    let left_ms = move || {
        sitting.with(|s| {
            s.as_ref()
                .map(|s| limit_ms(&s.assignment) - (clock.get() - s.started_ms).max(0.0))
        })
    };
    // A memo, so the paper's view is rebuilt once at the limit, not at each tick.
    let time_up = Memo::new(move |_| left_ms().is_some_and(|ms| ms <= 0.0));
    let hand_in = move || {
        let Some(s) = sitting.get_untracked() else {
            return;
        };
        let student = name.get_untracked();
        if student.trim().is_empty() {
            error.set(Some("Enter your name to hand in.".into()));
            return;
        }
        // The time taken as this device measured it, no more than the limit.
        let millis = (now_ms() - s.started_ms).clamp(0.0, limit_ms(&s.assignment)) as u64;
        let h = HandIn::new(
            &s.assignment,
            &student,
            answers.get_untracked(),
            millis,
            &now_text(),
            CATALOGUE,
        );
        // An assignment's dealer-mode run is handed in as far as it was dealt (none: no rounds).
        let h = match &s.assignment.dealer {
            Some(_) => h.with_dealer(dealer_work.get_untracked().unwrap_or_default()),
            None => h,
        };
        match h.check() {
            Ok(()) => {
                error.set(None);
                // In the assignment's SCORM package, the LMS records the result (elsewhere: nothing).
                let (percent, passed) = claimed_result(&h);
                crate::scorm::report(percent, passed);
                let mut room = load_classroom().0;
                room.end_sitting(&h.digest);
                save_classroom(&room);
                handed.set(Some(h));
                // The form is gone: the focus goes to the hand-in, not to the page's body.
                crate::components::focus::focus_soon(
                    "[data-testid=\"handed-in\"]",
                    crate::components::focus::FIRST_CONTROL,
                );
            }
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    let ticking = set_interval_with_handle(
        move || {
            clock.set(now_ms());
            // At the limit the paper is handed in with what was answered (a name is asked for
            // first when none was given).
            if time_up.get_untracked()
                && handed.get_untracked().is_none()
                && !name.get_untracked().trim().is_empty()
            {
                hand_in();
            }
        },
        std::time::Duration::from_millis(1000),
    )
    .ok();
    on_cleanup(move || {
        if let Some(h) = ticking {
            h.clear();
        }
    });
    let keep = Callback::new(move |answer: Answer| {
        if time_up.get_untracked() {
            return;
        }
        let i = index.get_untracked();
        answers.update(|a| {
            if let Some(slot) = a.get_mut(i) {
                *slot = Some(answer)
            }
        });
        keep_sitting.with_value(|keep| keep());
    });
    let next = Callback::new(move |()| {
        let n = sitting.with_untracked(|s| s.as_ref().map_or(0, |s| s.paper.len()));
        index.update(|i| *i = (*i + 1).min(n.saturating_sub(1)));
    });
    let count = move || sitting.with(|s| s.as_ref().map_or(0, |s| s.paper.len()));
    view! {
        <section class="page classroom" data-testid="take-assignment">
            <h1>{format!("Assignment: {}", assignment.title)}</h1>
            <p class="hint">"The terms are set by your instructor and cannot be changed here."</p>
            <Terms assignment=assignment.clone() />
            {move || match (sitting.get().is_some(), handed.get()) {
                (false, _) => view! {
                    <button class="primary" data-testid="take-start" on:click=start>"Start"</button>
                }.into_any(),
                (true, None) => view! {
                    {has_exam.then(|| view! {
                    {move || resumed.get().then(|| view! { <p class="notice" role="status" data-testid="take-resumed">"Resumed: your answers so far were kept on this device, and the time runs from when you started."</p> })}
                    <div class="exam-bar">
                        <strong data-testid="exam-position">{move || format!("Question {} of {}", index.get() + 1, count())}</strong>
                        <span data-testid="exam-answered">{move || { let n = answers.with(|a| a.iter().filter(|x| x.is_some()).count()); format!("{n} answered, {} to go", count() - n) }}</span>
                        <span data-testid="take-timer" role="timer" class:late=move || left_ms().is_some_and(|ms| ms < 60_000.0)>{move || {
                            let left = (left_ms().unwrap_or(0.0) / 1000.0).max(0.0).ceil() as u64;
                            format!("Time left {}:{:02}", left / 60, left % 60)
                        }}</span>
                    </div>
                    {move || time_up.get().then(|| view! { <p class="error" role="alert" data-testid="take-time-up">"Time is up: the paper is closed. Enter your name and hand in what you answered."</p> })}
                    {move || (!time_up.get()).then(|| view! {
                    {move || {
                        let i = index.get();
                        let q = sitting.with(|s| s.as_ref().and_then(|s| s.paper.get(i).cloned()))?;
                        let given = answers.with_untracked(|a| a.get(i).cloned().flatten());
                        Some(view! { <QuestionView question=q given=given autosave=keep on_enter=next label="" submit_label="" /> })
                    }}
                    <div class="actions">
                        <button data-testid="exam-prev" disabled=move || index.get() == 0 on:click=move |_| index.update(|i| *i = i.saturating_sub(1))>"Previous"</button>
                        <button data-testid="exam-next" disabled=move || { index.get() + 1 >= count() } on:click=move |_| next.run(())>"Next"</button>
                    </div>
                    })}
                    })}
                    {start_assignment.get_value().dealer.map(|terms| dealer_section(terms, dealer_work, keep_sitting))}
                    <div class="panel">
                        <label>"Your name"<input data-testid="take-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) /></label>
                        {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="take-name-error">{e}</p> })}
                        <button class="primary" data-testid="take-hand-in" on:click=move |_| hand_in()>"Finish and hand in"</button>
                        <p class="hint">{if has_exam { "Unanswered questions are marked wrong. Your instructor's page checks every answer again." } else { "Rounds not dealt to the end count against the run. Your instructor's page deals every round again and checks every action." }}</p>
                    </div>
                }.into_any(),
                (true, Some(h)) => {
                    let link = format!("{}{}", site(), h.link_path());
                    let file_name = h.file_name();
                    let file_text = h.file_text(&site());
                    let total = h.answers.len();
                    let passed = claimed_result(&h).1;
                    let score = if h.assignment.exam.is_some() {
                        format!("{}: {} of {} — {}", h.student, h.claimed_score, total, if passed { "pass" } else { "not passed" })
                    } else {
                        format!("{}: dealer-mode run (no exam) — {}", h.student, if passed { "pass on this device's count" } else { "not passed on this device's count" })
                    };
                    view! {
                        <article class="panel" data-testid="handed-in" aria-label="Hand-in">
                            <h2>"Handed in"</h2>
                            <p class="verdict" class:pass=passed data-testid="take-score">{score}</p>
                            {h.dealer.as_ref().map(|d| view! { <p data-testid="take-dealer-claimed">{dealer_score_text(d)}</p> })}
                            <p>"Send your hand-in to your instructor: download the file, copy the link, or let your instructor scan the QR codes from this screen."</p>
                            <button class="primary" data-testid="take-download" on:click=move |_| { let _ = download(&file_name, "text/plain", &file_text); }>"Download the hand-in file"</button>
                            <LinkBox link=link label="Your hand-in's link" testid="take-link" />
                        </article>
                    }.into_any()
                }
            }}
        </section>
    }
    .into_any()
}

/// A hand-in's result as the student's device counts it: the percent and the pass. With no exam,
/// the run's: its claimed accuracy, and a pass when every round set was handed in and at least
/// the dealer pass mark was right first time (the instructor's page replays the rounds, and
/// also asks that each was dealt to the end).
fn claimed_result(h: &HandIn) -> (u32, bool) {
    match (&h.assignment.exam, &h.assignment.dealer) {
        (None, Some(terms)) => {
            let work = h.dealer.clone().unwrap_or_default();
            let c = work.claimed;
            let percent = (u64::from(c.right()) * 100)
                .checked_div(u64::from(c.total()))
                .unwrap_or(0);
            let passed = work.rounds.len() >= terms.rounds as usize
                && c.total() > 0
                && percent >= u64::from(DEALER_PASS_MARK_PERCENT);
            (u32::try_from(percent).unwrap_or(100), passed)
        }
        _ => {
            let total = u32::try_from(h.answers.len()).unwrap_or(u32::MAX);
            let percent = (u64::from(h.claimed_score) * 100)
                .checked_div(u64::from(total))
                .unwrap_or(0);
            (
                u32::try_from(percent).unwrap_or(100),
                h.assignment.exam_passes(h.claimed_score, total),
            )
        }
    }
}

/// The dealer-mode run's score as the student's page gave it, in words.
fn dealer_score_text(work: &DealerWork) -> String {
    let c = work.claimed;
    format!(
        "Dealer-mode run: {} of {} steps and payouts right ({}) over {} round(s) dealt.",
        c.right(),
        c.total(),
        c.percent()
            .map_or("nothing done yet".to_string(), |p| format!("{p:.1}%")),
        work.rounds.len()
    )
}

/// The student's dealer-mode run: dealer mode's own run on the assignment's locked terms, each
/// action reported into `work` for the hand-in and kept on the device (`keep`), from which a
/// reload resumes it.
fn dealer_section(
    terms: DealerTerms,
    work: RwSignal<Option<DealerWork>>,
    keep: StoredValue<impl Fn() + Send + Sync + 'static>,
) -> impl IntoView {
    let game = terms.game;
    let assigned = dealer::Assigned {
        terms,
        resume: work.get_untracked(),
        on_work: Callback::new(move |w| {
            work.set(Some(w));
            keep.with_value(|keep| keep());
        }),
    };
    let run = dealer::assigned_run(assigned);
    view! {
        <section class="dealer-mode take-dealer" data-testid="take-dealer" aria-labelledby="take-dealer-title">
            <h2 id="take-dealer-title">{format!("Dealer-mode run — {}", game.name())}</h2>
            <p class="hint">"The table, level, rounds and seed are your instructor's. Every action is kept on this device as you go: a reload deals the rounds again from their seeds and replays your actions, so the run resumes where you were."</p>
            {run}
            <p role="status" data-testid="take-dealer-score">{move || work.with(|w| w.as_ref().map_or("Not started.".to_string(), dealer_score_text))}</p>
        </section>
    }
}

/// A student's dealer-mode cells on the class sheet: accuracy re-graded from the actions, rounds
/// finished of the run's, the median seconds per payout (as the device timed them).
fn dealer_cells(s: &engine::classroom::Regraded, rounds: u32) -> impl IntoView {
    let d = s.dealer.clone();
    let accuracy = d
        .as_ref()
        .map_or("—".to_string(), |d| match d.score.percent() {
            Some(p) => format!("{} / {} ({p:.1}%)", d.score.right(), d.score.total()),
            None => "no rounds".into(),
        });
    let finished = format!(
        "{} of {rounds}",
        d.as_ref().map_or(0, |d| d.rounds_finished)
    );
    let median = d
        .and_then(|d| d.median_payout_millis)
        .map_or("—".to_string(), |ms| format!("{:.1}", ms as f64 / 1000.0));
    view! {
        <td data-testid="class-dealer-accuracy">{accuracy}</td>
        <td data-testid="class-dealer-rounds">{finished}</td>
        <td data-testid="class-dealer-median">{median}</td>
    }
}

/// Whether what the student's device claimed holds, and which claim does not.
fn check_text(s: &engine::classroom::Regraded) -> String {
    let mut problems = Vec::new();
    if s.claimed_score != s.score {
        problems.push(format!(
            "Claimed {}: does not match the answers",
            s.claimed_score
        ));
    }
    if s.dealer_claim_differs() {
        let claimed = s.claimed_dealer.unwrap_or_default();
        problems.push(format!(
            "Dealer mode claimed {} / {}: does not match the actions",
            claimed.right(),
            claimed.total()
        ));
    }
    if problems.is_empty() {
        "Matches".into()
    } else {
        problems.join("; ")
    }
}

fn load_classroom() -> (Classroom, Option<String>) {
    storage::load(
        storage::ANY_GAME,
        Entry::Classroom,
        Classroom::parse,
        Classroom::default,
    )
}

fn save_classroom(room: &Classroom) -> Option<String> {
    storage::save(storage::ANY_GAME, Entry::Classroom, &room.to_json())
}

#[component]
fn ClassPage() -> impl IntoView {
    let (room, problem) = load_classroom();
    let room = RwSignal::new(room);
    let notice = RwSignal::new(problem);
    let lines = RwSignal::new(Vec::<(bool, String)>::new());
    let chosen = RwSignal::new(room.with_untracked(|r| r.classes.len().checked_sub(1)));
    let pasted = RwSignal::new(String::new());
    let import_text = move |text: String| {
        let mut next = room.get_untracked();
        let into = chosen.get_untracked();
        let report = next.import(&text, into, CATALOGUE);
        if report.accepted() > 0 {
            if let Some(problem) = save_classroom(&next) {
                notice.set(Some(problem));
            }
            room.set(next);
            if into.is_none() {
                chosen.set(report.class);
            }
        }
        lines.set(report.lines);
    };
    // A hand-in link opened on this device (`?h=`) is imported at once.
    if let Some(code) = initial("h") {
        import_text(code);
    }
    let pick = move |ev: web_sys::Event| {
        leptos::task::spawn_local(async move {
            match chosen_file_text(&ev).await {
                Ok(Some((name, text))) => {
                    if text.trim_start().starts_with('{') {
                        match Classroom::parse(&text) {
                            Ok(other) => {
                                let mut next = room.get_untracked();
                                let n = next.merge(other, CATALOGUE);
                                save_classroom(&next);
                                room.set(next);
                                lines.set(vec![(
                                    true,
                                    format!(
                                        "{name}: {} read from the classes file.",
                                        count(n as u64, "hand-in", "hand-ins")
                                    ),
                                )]);
                            }
                            Err(e) => lines.set(vec![(false, format!("{name}: {e}"))]),
                        }
                    } else {
                        import_text(text);
                    }
                }
                Ok(None) => {}
                Err(e) => lines.set(vec![(false, e)]),
            }
        });
    };
    let class = Memo::new(move |_| {
        let at = chosen.get()?;
        room.with(|r| r.classes.get(at).and_then(|c| c.class().ok()))
    });
    let report = Memo::new(move |_| class.get().map(|c| c.report(CATALOGUE)));
    view! {
        <section class="page classroom" data-testid="class-page">
            <h1>"Class"</h1>
            <p class="lead">"Import the class's hand-ins; every answer is re-graded here from the assignment's seed. Results stay on this device."</p>
            {move || notice.get().map(|n| view! { <p class="notice" role="status">{n}</p> })}
            <p class="no-print"><a href=href("academy/class/new") data-testid="to-maker">"Make an assignment"</a></p>
            <div class="panel no-print">
                <label>"Class"
                    <select data-testid="class-choose" on:change=move |ev| chosen.set(event_target_value(&ev).parse().ok())>
                        {move || room.with(|r| r.classes.iter().enumerate().map(|(i, c)| {
                            let title = Assignment::decode(&c.assignment).map(|a| a.title).unwrap_or_else(|_| "(unreadable)".into());
                            view! { <option value=i.to_string() selected=move || chosen.get() == Some(i)>{format!("{title} ({})", count(c.hand_ins.len() as u64, "hand-in", "hand-ins"))}</option> }
                        }).collect_view())}
                    </select>
                </label>
                <label>"Paste hand-in links"
                    <textarea rows="3" data-testid="class-paste" prop:value=move || pasted.get() on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
                </label>
                <div class="actions">
                    <button class="primary" data-testid="class-import" on:click=move |_| { import_text(pasted.get_untracked()); pasted.set(String::new()); }>"Import"</button>
                    <label class="file-button">"Pick hand-in files or a classes file"
                        <input type="file" accept=".txt,.json,text/plain,application/json" data-testid="class-file" on:change=pick />
                    </label>
                </div>
                <details class="qr-import" data-testid="class-qr">
                    <summary>"Read hand-in QR codes"</summary>
                    <p class="hint">"A hand-in's codes, from the student's screen or a photo of it, in any order: it is imported once every part is read."</p>
                    <QrReader on_text=Callback::new(move |text: String| import_text(text)) />
                </details>
                <ul class="import-lines" aria-live="polite" data-testid="class-import-result">
                    {move || lines.get().into_iter().map(|(ok, text)| view! { <li class:error=!ok>{text}</li> }).collect_view()}
                </ul>
            </div>
            {move || report.get().map(|r| {
                let csv = r.csv();
                let csv_name = format!("class-{}.csv", r.title.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_lowercase());
                let assignment = class.get_untracked().map(|c| c.assignment);
                let dealer_rounds = r.dealer.as_ref().map(|d| d.rounds);
                let has_exam = r.has_exam;
                view! {
                    <article class="result-sheet class-sheet" data-testid="class-sheet" aria-label="Class sheet">
                        <h2>{format!("{} — class sheet", r.title)}</h2>
                        {assignment.map(|a| view! { <Terms assignment=a /> })}
                        <p data-testid="class-summary">{if has_exam {
                            format!("{}, {} passed (pass mark {}%).", count(r.students.len() as u64, "hand-in", "hand-ins"), r.passed(), r.pass_mark_percent)
                        } else {
                            format!("{}, {} passed (no exam: the dealer-mode run's pass mark, {}% right first time with every round finished).", count(r.students.len() as u64, "hand-in", "hand-ins"), r.passed(), r.pass_mark_percent)
                        }}</p>
                        <div class="table-scroll" tabindex="0" role="region" aria-label="The class's results">
                        <table class="lines" data-testid="class-table">
                            <thead><tr><th scope="col">"Student"</th>{has_exam.then(|| view! { <th scope="col">"Score"</th> })}<th scope="col">"Result"</th><th scope="col">"Minutes*"</th>
                                {dealer_rounds.map(|_| view! { <th scope="col">"Dealer mode"</th><th scope="col">"Rounds finished"</th><th scope="col">"Seconds per payout (median)*"</th> })}
                                <th scope="col">"Check"</th></tr></thead>
                            <tbody>{r.students.iter().map(|s| view! {
                                <tr data-testid="class-row">
                                    <th scope="row">{s.student.clone()}</th>
                                    {has_exam.then(|| view! { <td>{format!("{} / {} ({:.0}%)", s.score, s.total, s.percent())}</td> })}
                                    <td>{if s.passed { "Pass" } else { "Not passed" }}</td>
                                    <td>{format!("{:.1}", s.millis_taken as f64 / 60_000.0)}</td>
                                    {dealer_rounds.map(|rounds| dealer_cells(s, rounds))}
                                    <td data-testid="class-check">{check_text(s)}</td>
                                </tr>
                            }).collect_view()}</tbody>
                        </table>
                        </div>
                        <p class="hint">"* Timings are as each student's device reported them."</p>
                        {has_exam.then(|| view! {
                        <h3>"Most missed"</h3>
                        <ol class="most-missed" data-testid="class-most-missed">
                            {r.most_missed().into_iter().take(5).map(|q| view! {
                                <li>
                                    <p>{format!("Question {}: missed by {} of {} — {}", q.number, q.missed(), q.asked, q.prompt)}</p>
                                    {q.most_chosen_wrong.clone().map(|(answer, n)| view! { <p>{format!("Wrong answer chosen most: {answer} ({n}). Right: {}", q.correct_answer)}</p> })}
                                </li>
                            }).collect_view()}
                        </ol>
                        <h3>"By module"</h3>
                        <table class="lines" data-testid="class-modules">
                            <thead><tr><th scope="col">"Module"</th><th scope="col">"Right"</th></tr></thead>
                            <tbody>{r.modules.iter().map(|(m, right, asked)| view! { <tr><th scope="row">{m.clone()}</th><td>{format!("{right} / {asked}")}</td></tr> }).collect_view()}</tbody>
                        </table>
                        })}
                        <div class="actions no-print">
                            <button data-testid="class-csv" on:click=move |_| { let _ = download(&csv_name, "text/csv", &csv); }>"Download CSV"</button>
                            <button data-testid="class-print" on:click=move |_| { let _ = window().print(); }>"Print the class sheet"</button>
                        </div>
                    </article>
                }
            })}
            <div class="actions no-print">
                <button data-testid="class-export" on:click=move |_| { let _ = download("classes.json", "application/json", &room.with_untracked(|r| r.to_json())); }>"Export all classes"</button>
                <crate::components::confirm::ConfirmButton label="Delete this class…" question="Delete this class and its hand-ins from this device?" testid="class-delete" yes_testid="class-delete-yes"
                    on_yes=Callback::new(move |()| {
                        if let Some(at) = chosen.get_untracked() {
                            let mut next = room.get_untracked();
                            next.remove_class(at);
                            save_classroom(&next);
                            chosen.set(next.classes.len().checked_sub(1));
                            room.set(next);
                        }
                    }) />
            </div>
        </section>
    }
}
