//! The skills tab: every skill the student's answers and dealer-mode tasks have exercised
//! (derived by the engine, `engine::skills`) with its attempts, recent accuracy, median speed
//! and mastery tier (the thresholds stated), and the "my weak skills" session, which deals
//! questions whose templates exercise the weakest skills (`SkillBook::weak`,
//! `templates_for_weakest`) and links graded dealer-mode runs from seeds whose rounds exercise
//! them (`seeds_for_skills`).

use super::super::question::{Feedback, QuestionView};
use super::super::{NEXT_QUESTION, QUESTION};
use super::{millis_since, now_ms, SkillsUi};
use crate::address::{Part, DEALER};
use crate::base_path::href;
use crate::components::focus::{focus_soon, FIRST_CONTROL};
use crate::pages::dealer::{DealerGame, TableSetup};
use engine::academy::{generate, Answer, Question, Template};
use engine::deck::random_seed;
use engine::skills::{seeds_for_skills, templates_for_weakest, SkillRecord, Tier, RECENT};
use engine::table::dealer_mode::Level;
use engine::table::DealingMethod;
use engine::Jurisdiction;
use leptos::prelude::*;

/// How many dealer-mode seeds the weak-skills session offers, and how many it tries.
const DEALER_SEEDS: usize = 3;
const SEEDS_TRIED: u64 = 40;

/// The first seeds (from 1) whose graded dealer-mode round — at the table dealer mode sets up
/// by default (a manual shoe, the full procedure) — exercises any of the weak skills, by the
/// skills the engine derives for each of its tasks. The registry gives each game's.
pub fn dealer_seeds<G: DealerGame>(jurisdiction: Jurisdiction, weak: &[String]) -> Vec<u64> {
    let table = TableSetup {
        jurisdiction,
        method: DealingMethod::ManualShoe,
        shuffler: G::default_shuffler(jurisdiction),
        dealer_cards_in_shuffler: false,
    };
    seeds_for_skills(1, DEALER_SEEDS, SEEDS_TRIED, weak, |seed| {
        G::round(&table, seed, Level::FullProcedure)
            .map(|r| r.procedure.skills.into_iter().flatten().collect())
            .unwrap_or_default()
    })
}

/// How many of the weakest skills a weak-skills session works on.
const WEAK_SKILLS: usize = 5;

/// A median time in seconds, "4.2 s", or "—" untimed.
fn seconds(millis: Option<u64>) -> String {
    millis.map_or("—".into(), |m| format!("{:.1} s", m as f64 / 1000.0))
}

/// A skill's time target in words, "target 30 s", if it has one.
fn target_words(target: Option<u64>) -> String {
    target.map_or("no time target".into(), |t| {
        format!("target {}", seconds(Some(t)))
    })
}

/// The skills panel: one row per skill tried, weakest tier first.
#[component]
pub fn SkillsPanel() -> impl IntoView {
    let ui = expect_context::<SkillsUi>();
    let targets = crate::pace_state::load().0.targets;
    let rows = move || {
        ui.book.with(|book| {
            let mut rows: Vec<(Tier, String, SkillRecord)> = book
                .skills
                .iter()
                .map(|(id, r)| (r.tier(targets.for_skill(id)), id.clone(), r.clone()))
                .collect();
            rows.sort_by(|a, b| (a.0, &a.2.name).cmp(&(b.0, &b.2.name)));
            rows
        })
    };
    view! {
        <h2 id="skills-title">"Skills"</h2>
        <p class="hint" data-testid="skills-thresholds">{format!(
            "Each answer counts for every skill its question exercises (its module, the rules it cites, the paytables it shows), each dealer-mode task for the skills of its step (the wager settled, how it ended, the remedy). Read over the latest {RECENT} attempts: Mastered — at least 20 attempts, 95 % right and a median time within the target; Proficient — at least 10 attempts, 80 % right, within 1.5 × the target; Learning — at least 5 attempts, 60 % right; New — anything less. A skill with no time target is judged on accuracy alone."
        )}</p>
        {move || ui.book.with(|b| b.skills.is_empty()).then(|| view! {
            <p class="hint" data-testid="skills-none">"No skills tried yet: answer practice questions, payout, chip or flash drills, or deal in dealer mode."</p>
        })}
        <div class="table-scroll" tabindex="0" role="region" aria-labelledby="skills-title">
            <table class="lines skills" data-testid="skills">
                <thead><tr>
                    <th scope="col">"Skill"</th><th scope="col">"Attempts"</th><th scope="col">"Right (recent)"</th>
                    <th scope="col">"Median time"</th><th scope="col">"Tier"</th>
                </tr></thead>
                <tbody>
                    {move || rows().into_iter().map(|(tier, id, r)| {
                        let right = r.recent.iter().filter(|a| a.right).count();
                        view! {
                            <tr data-testid="skill-row" data-skill=id.clone() data-tier=tier.name()>
                                <th scope="row">{r.name.clone()}</th>
                                <td>{r.total}</td>
                                <td>{format!("{right} / {} ({:.0} %)", r.recent.len(), r.accuracy().unwrap_or(0.0))}</td>
                                <td>{format!("{} ({})", seconds(r.median_millis()), target_words(targets.for_skill(&id)))}</td>
                                <td>{tier.name()}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// The drill tabs of this page for weak skills no question exercises: the chips' and the
/// flash drill's (their skills' ids say which), each with the tab's button's test id.
/// After the tab, the keyboard goes to the tab's own button (the one pressed goes with this tab).
#[allow(clippy::type_complexity)]
const WEAK_DRILLS: [(&str, super::Tab, &str, &str, &[&str]); 2] = [
    (
        "chips:",
        super::Tab::Chips,
        "weak-chips",
        "Chips: pay and cut from the rack",
        &["[data-testid=\"mode-chips\"]"],
    ),
    (
        "flash:",
        super::Tab::Flash,
        "weak-flash",
        "The flash drill",
        &["[data-testid=\"mode-flash\"]"],
    ),
];

/// The "my weak skills" session: questions from the templates that exercise the weakest
/// skills, answered as in practice (recorded for mastery, review and skills); for weak chip
/// and flash skills, which no question exercises, the way to their drill (`tab`).
#[component]
pub fn WeakSession(tab: RwSignal<super::Tab>) -> impl IntoView {
    let ui = expect_context::<SkillsUi>();
    let academy = ui.academy;
    let targets = crate::pace_state::load().0.targets;
    let weak = move || {
        ui.book
            .with(|b| b.weak(WEAK_SKILLS, |id| targets.for_skill(id)))
    };
    // The session's pool (the templates for the weak skills when it started) and its question.
    let pool = RwSignal::new(None::<Vec<&'static Template>>);
    let current = RwSignal::new(None::<Question>);
    let answered = RwSignal::new(None::<Answer>);
    let shown_at = RwSignal::new(0.0f64);
    let problem = RwSignal::new(None::<String>);
    // Graded dealer-mode runs from these seeds deal rounds that exercise the weak skills.
    let seeds = RwSignal::new(Vec::<u64>::new());
    let deal = move || {
        let j = academy.jurisdiction.get_untracked();
        let q = pool.with_untracked(|pool| {
            let pool = pool.as_ref().filter(|p| !p.is_empty())?;
            (0..20).find_map(|_| {
                let seed = random_seed().ok()?;
                let t = pool[(seed % pool.len() as u64) as usize];
                generate(t, j, seed >> 8)
            })
        });
        if q.is_none() {
            problem.set(Some(
                "No question of this jurisdiction exercises these skills: try another jurisdiction or practise more first.".into(),
            ));
        }
        current.set(q);
        answered.set(None);
        shown_at.set(now_ms());
        focus_soon(QUESTION, FIRST_CONTROL);
    };
    let start = move |_| {
        problem.set(None);
        let ids = weak();
        // Every skill below Proficient, weakest first: the questions for the weakest a
        // question exercises, when the weakest are drills' or dealer mode's.
        let all = ui
            .book
            .with_untracked(|b| b.weak(usize::MAX, |id| targets.for_skill(id)));
        pool.set(Some(templates_for_weakest(
            academy.catalogue,
            academy.rule_set(),
            &all,
            WEAK_SKILLS,
        )));
        let j = academy.jurisdiction.get_untracked();
        // Rounds for the five weakest, else for any skill below Proficient.
        let mut found = (ui.dealer_seeds)(j, &ids);
        if found.is_empty() {
            found = (ui.dealer_seeds)(j, &all);
        }
        seeds.set(found);
        deal();
    };
    let on_answer = Callback::new(move |answer: Answer| {
        if let Some(q) = current.get_untracked() {
            let right = q.is_correct(&answer);
            ui.record_question(&q, right, Some(millis_since(shown_at.get_untracked())));
            answered.set(Some(answer));
            focus_soon("", NEXT_QUESTION);
        }
    });
    let names = move || {
        ui.book.with(|b| {
            weak()
                .into_iter()
                .filter_map(|id| b.skills.get(&id).map(|r| (id, r.name.clone())))
                .collect::<Vec<_>>()
        })
    };
    let dealer = Part::Academy.route(academy.game) + "/" + DEALER;
    let dealer_link = href(&dealer);
    view! {
        <section class="panel" aria-labelledby="weak-title" data-testid="weak-skills">
            <h2 id="weak-title">"My weak skills"</h2>
            {move || {
                let list = names();
                if list.is_empty() {
                    view! { <p class="hint" data-testid="weak-none">"No weak skills: every skill tried is Proficient or better (or none is tried yet)."</p> }.into_any()
                } else {
                    view! {
                        <p>"The weakest skills, below Proficient, weakest first:"</p>
                        <ul data-testid="weak-list">
                            {list.into_iter().map(|(id, name)| view! { <li data-skill=id>{name}</li> }).collect_view()}
                        </ul>
                        <div class="actions">
                            <button class="primary" data-testid="weak-start" on:click=start>{move || if pool.with(Option::is_some) { "Restart the session" } else { "Start a weak-skills session" }}</button>
                        </div>
                    }.into_any()
                }
            }}
            {move || {
                let list = seeds.get();
                let j = academy.jurisdiction.get_untracked();
                let dealer = dealer.clone();
                (!list.is_empty()).then(|| view! {
                    <p data-testid="weak-dealer-seeds">"Deal them at the table: graded dealer-mode runs whose first round exercises these skills — "
                        {list.into_iter().map(|seed| view! {
                            <a href=href(&format!("{dealer}?j={}&seed={seed}", j.code())) data-testid="weak-dealer-seed">{format!("seed {seed}")}</a>" "
                        }).collect_view()}
                    </p>
                })
            }}
            {move || {
                let ids = weak();
                let drills: Vec<_> = WEAK_DRILLS
                    .into_iter()
                    .filter(|(prefix, ..)| ids.iter().any(|id| id.starts_with(prefix)))
                    .collect();
                (!drills.is_empty()).then(|| view! {
                    <p data-testid="weak-drills">"Drill them on this page: "
                        {drills.into_iter().map(|(_, to, testid, label, tab_button)| view! {
                            <button type="button" data-testid=testid on:click=move |_| {
                                tab.set(to);
                                focus_soon("", tab_button);
                            }>{label}</button>" "
                        }).collect_view()}
                    </p>
                })
            }}
            <p class="hint"><a href=dealer_link data-testid="weak-dealer-link">"Dealer mode: every step there is graded by the rules →"</a></p>
            {move || problem.get().map(|p| view! { <p class="error" role="alert" data-testid="weak-problem">{p}</p> })}
            {move || current.get().map(|q| {
                let a = answered.get();
                view! {
                    <QuestionView question=q.clone() given=a.clone() on_answer=on_answer locked=a.is_some() label="Weak skill" submit_label="Check answer" />
                    {a.map(|answer| view! {
                        <Feedback question=q.clone() answer=answer />
                        <button class="primary" data-testid="next-question" on:click=move |_| deal()>"Next question"</button>
                    })}
                }
            })}
        </section>
    }
}
