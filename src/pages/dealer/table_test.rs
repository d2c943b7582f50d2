//! The table test (`academy/<game>/table-test`): dealer mode's graded run (the same page code,
//! `dealer::<G, true>`) on the instructor's terms — the student's name, the seed, rounds and
//! level, the pace targets and the rubric's weights and pass mark — every task timed, and at the
//! end the engine's `pace::ResultSheet` (procedure accuracy, payout accuracy, pace against
//! target, mispay cost, pass or fail) as a printable sheet fit for a student's file and as a
//! text download. Each sheet is kept with the academy's progress (its `school` member), so the
//! academy's export, import and reset include it.

use super::{results, DealerGame, Running};
use crate::academy_state::TableTestResult;
use crate::components::download::download;
use crate::storage::{self, Entry};
use engine::pace::{PaceTargets, ResultSheet, Rubric, TableTest};
use engine::table::WagerKind;
use engine::{Cents, GameId};
use leptos::prelude::*;

/// The table-test page of a game.
pub fn page<G: DealerGame>() -> AnyView {
    view! {
        <section class="page academy dealer-mode table-test" aria-labelledby="table-test-title">
            <h1 id="table-test-title">{format!("The table test — {}", G::GAME.name())}</h1>
            <p><a href=super::school_href(G::GAME, crate::address::DEALER) data-testid="table-test-back">"← Dealer mode"</a></p>
            <p class="lead">"A timed test at the table, as a dealer school or a casino gives it before a dealer deals: rounds from a seed (the same rounds for every student given that seed), dealt and paid as in dealer mode — pay from the chip rack or type the amount. A mistake is refused with its rule and scored; a wrong payout's cost is counted. The rubric below turns procedure, payouts, pace and mispay cost into a total and a pass or fail, on a result sheet to print or download."</p>
            {super::dealer::<G, true>(None)}
        </section>
    }
    .into_any()
}

/// The instructor's terms of a test.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Terms {
    pub student: String,
    pub targets: PaceTargets,
    pub rubric: Rubric,
    /// What was last typed wrong, in words.
    pub problem: Option<String>,
}

impl Terms {
    /// The terms a test starts from: no student's name yet, the targets and rubric as last
    /// set on this device (`pace_state`), with a message if the saved ones were refused.
    pub fn saved() -> Terms {
        let (saved, problem) = crate::pace_state::load();
        Terms {
            student: String::new(),
            targets: saved.targets,
            rubric: saved.rubric,
            problem,
        }
    }

    /// Keeps the targets and rubric for the next test and the skills pages; a message if the
    /// browser refuses.
    fn keep(&self) -> Option<String> {
        crate::pace_state::save(&crate::pace_state::PaceTerms {
            targets: self.targets,
            rubric: self.rubric,
        })
    }
}

/// A rubric figure set from what was typed: a weight or the pass mark (whole numbers), or the
/// mispay tolerance in dollars; refused with what was wrong.
fn set_rubric(rubric: &mut Rubric, name: &str, typed: &str) -> Result<(), String> {
    let typed = typed.trim();
    if name == "tolerance" {
        let dollars = Cents::parse_dollars(typed).map_err(|e| format!("Mispay tolerance: {e}"))?;
        let mut next = *rubric;
        next.mispay_tolerance = dollars;
        next.check()?;
        *rubric = next;
        return Ok(());
    }
    let value: u32 = typed
        .parse()
        .map_err(|_| format!("{}: '{typed}' is not a whole number", rubric_label(name)))?;
    let mut next = *rubric;
    match name {
        "procedure" => next.procedure = value,
        "payouts" => next.payouts = value,
        "pace" => next.pace = value,
        "mispay" => next.mispay = value,
        _ => next.pass_mark = value,
    }
    next.check()?;
    *rubric = next;
    Ok(())
}

fn rubric_label(name: &str) -> &'static str {
    match name {
        "procedure" => "Procedure weight",
        "payouts" => "Payouts weight",
        "pace" => "Pace weight",
        "mispay" => "Mispay-cost weight",
        _ => "Pass mark (%)",
    }
}

fn target_label(name: &str) -> &'static str {
    match name {
        "payout" => "Seconds a payout",
        "run-down-20" => "Seconds to run down 20 chips",
        "deal" => "Seconds a card dealt",
        _ => "Seconds a round",
    }
}

/// The terms' part of the setup form.
pub fn terms_form(terms: RwSignal<Terms>) -> impl IntoView {
    let rubric_value = move |name: &'static str| {
        terms.with(|t| {
            let r = t.rubric;
            match name {
                "procedure" => r.procedure.to_string(),
                "payouts" => r.payouts.to_string(),
                "pace" => r.pace.to_string(),
                "mispay" => r.mispay.to_string(),
                "tolerance" => super::felt::dollars_typed(r.mispay_tolerance),
                _ => r.pass_mark.to_string(),
            }
        })
    };
    let set_rubric_field = move |name: &'static str, typed: String| {
        terms.update(|t| {
            t.problem = set_rubric(&mut t.rubric, name, &typed)
                .err()
                .or_else(|| t.keep())
        });
    };
    let set_target = move |name: &'static str, typed: String| {
        terms.update(|t| {
            t.problem = t
                .targets
                .set(name, &typed)
                .map_err(|e| format!("{}: {e}", target_label(name)))
                .err()
                .or_else(|| t.keep())
        });
    };
    let targets = PaceTargets::default().fields();
    view! {
        <fieldset class="test-terms" data-testid="table-test-terms">
            <legend>"The instructor's terms"</legend>
            <label>"Student's name "
                <input data-testid="table-test-student" autocomplete="off" prop:value=move || terms.with(|t| t.student.clone())
                    on:change=move |ev| terms.update(|t| t.student = event_target_value(&ev).trim().to_string()) />
            </label>
            {targets.into_iter().map(|(name, _)| view! {
                <label>{format!("{} ", target_label(name))}
                    <input data-testid=format!("table-test-target-{name}") inputmode="decimal"
                        prop:value=move || terms.with(|t| t.targets.fields().into_iter().find(|(n, _)| *n == name).map_or(String::new(), |(_, ms)| format!("{}", ms as f64 / 1000.0)))
                        on:change=move |ev| set_target(name, event_target_value(&ev)) />
                </label>
            }).collect_view()}
            {["procedure", "payouts", "pace", "mispay", "pass", "tolerance"].into_iter().map(|name| view! {
                <label>{if name == "tolerance" { "Mispay cost that scores nothing ($) ".to_string() } else { format!("{} ", rubric_label(name)) }}
                    <input data-testid=format!("table-test-rubric-{name}") inputmode="decimal"
                        prop:value=move || rubric_value(name) on:change=move |ev| set_rubric_field(name, event_target_value(&ev)) />
                </label>
            }).collect_view()}
            <p class="hint">"Defaults: a payout in 30 s and 20 chips run down in 10 s (a Maryland community college's dealer badge); 80 % to pass (the dealer-school grading the issue cites); the weights, a card in 2 s, a round in 4 minutes and the $100 tolerance are this app's. What you set is kept on this device for the next test, judges speed on the skills pages, and goes with the academy's progress export."</p>
            {move || terms.with(|t| t.problem.clone()).map(|p| view! { <p class="error" role="alert" data-testid="table-test-terms-problem">{p}</p> })}
        </fieldset>
    }
}

/// The sheets kept, and which one is shown (the last unless another is chosen).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    pub results: Vec<TableTestResult>,
    pub shown: Option<usize>,
    pub notice: Option<String>,
}

/// A finished test: scored by the rubric, kept with the academy's progress, shown.
pub(super) fn finish<W: WagerKind + Eq>(
    game: GameId,
    r: &Running<W>,
    terms: Terms,
    sheets: RwSignal<Option<Kept>>,
) {
    let rounds = r.results.len() as u32;
    let sheet = TableTest::new(r.setup.seed, rounds, r.setup.level)
        .and_then(|test| ResultSheet::score(test, terms.rubric, terms.targets, r.results.clone()));
    let sheet = match sheet {
        Ok(sheet) => sheet,
        Err(e) => {
            sheets.update(|k| {
                k.get_or_insert_with(Kept::default).notice =
                    Some(format!("The test could not be scored: {e}"))
            });
            return;
        }
    };
    let when = String::from(js_sys::Date::new_0().to_iso_string());
    let student = if terms.student.is_empty() {
        "(no name given)".to_string()
    } else {
        terms.student.clone()
    };
    let date = when.get(..10).unwrap_or(&when).to_string();
    let header = format!(
        "Rule set: {} · dealing: {}\n",
        r.setup.jurisdiction.name(),
        r.setup.method.name()
    );
    let mut text = sheet.text(&student, game.name(), &date);
    // The rule set and dealing method after the test's line, so the sheet says the table.
    if let Some(at) = text.find("\n\n") {
        text.insert_str(at + 1, &header);
    }
    let result = TableTestResult {
        when,
        student,
        jurisdiction: r.setup.jurisdiction.code().into(),
        method: r.setup.method.code().into(),
        level: r.setup.level.code().into(),
        seed: r.setup.seed,
        rounds,
        lines: sheet
            .lines
            .iter()
            .map(|l| {
                (
                    l.criterion.to_string(),
                    l.measured.clone(),
                    tenths(l.percent),
                    l.weight,
                )
            })
            .collect(),
        total_tenths: tenths(sheet.total),
        pass_mark: sheet.rubric.pass_mark,
        passed: sheet.passed,
        mispay_cost: sheet.mispay_cost,
        text,
    };
    let (mut results, notice) = match keep(game, result.clone()) {
        Ok(kept) => kept,
        Err(problem) => (
            load(game).results,
            Some(format!("This sheet is not kept: {problem}")),
        ),
    };
    if !results.contains(&result) {
        results.push(result);
    }
    sheets.set(Some(Kept {
        results,
        shown: None,
        notice,
    }));
    request_animation_frame(|| {
        super::focus_first("[data-testid=\"table-test-sheet\"] h2");
    });
}

/// A percent in tenths (96.35 → 964), as a sheet keeps it.
fn tenths(percent: f64) -> u32 {
    (percent * 10.0).round().clamp(0.0, 1000.0) as u32
}

/// "96.4 %".
fn percent_text(tenths: u32) -> String {
    format!("{}.{} %", tenths / 10, tenths % 10)
}

/// The sheets kept on this device (none when the progress cannot be read here: the notice says).
fn load(game: GameId) -> Kept {
    match results::load_progress::<true>(game) {
        Ok((progress, notice)) => Kept {
            results: progress.school.unwrap_or_default().table_tests,
            shown: None,
            notice,
        },
        Err(problem) => Kept {
            notice: Some(problem),
            ..Kept::default()
        },
    }
}

/// Keeps a sheet with the academy's progress: the sheets now kept, or why it was not.
fn keep(
    game: GameId,
    result: TableTestResult,
) -> Result<(Vec<TableTestResult>, Option<String>), String> {
    let (mut progress, notice) = results::load_progress::<true>(game)?;
    progress
        .school
        .get_or_insert_with(Default::default)
        .add_table_test(result);
    match storage::save(game, Entry::Academy, &progress.to_json()) {
        None => Ok((progress.school.unwrap_or_default().table_tests, notice)),
        Some(problem) => Err(problem),
    }
}

/// The sheet shown (printable, downloadable) and the tests kept.
pub(super) fn sheets_view(game: GameId, sheets: RwSignal<Option<Kept>>) -> impl IntoView {
    if sheets.with_untracked(Option::is_none) {
        sheets.set(Some(load(game)));
    }
    let failed = RwSignal::new(None::<String>);
    let shown = move || {
        sheets.with(|k| {
            k.as_ref().and_then(|k| {
                k.shown
                    .map_or(k.results.last(), |i| k.results.get(i))
                    .cloned()
            })
        })
    };
    let sheet = move || {
        shown().map(|t| {
            let file = format!("{}-table-test-{}-seed-{}.txt", game.code(), t.when.get(..10).unwrap_or(&t.when), t.seed);
            let text = t.text.clone();
            let verdict = if t.passed { "PASS" } else { "NOT YET PASSED" };
            view! {
                <section class="panel result-sheet" data-testid="table-test-sheet" aria-labelledby="table-test-sheet-title">
                    <h2 id="table-test-sheet-title" tabindex="-1">{format!("Table test — {} result", game.name())}</h2>
                    <dl class="figures">
                        <div><dt>"Student"</dt><dd data-testid="table-test-sheet-student">{t.student.clone()}</dd></div>
                        <div><dt>"Date"</dt><dd>{t.when.get(..16).unwrap_or(&t.when).replace('T', " ")}</dd></div>
                        <div><dt>"Game"</dt><dd>{format!("{} · {} · {}", game.name(), t.jurisdiction, engine::table::DealingMethod::from_code(&t.method).map_or(t.method.as_str(), |m| m.name()))}</dd></div>
                        <div><dt>"Test"</dt><dd data-testid="table-test-sheet-test">{format!("{} round(s) from seed {} · {}", t.rounds, t.seed, engine::table::dealer_mode::Level::from_code(&t.level).map_or(t.level.as_str(), |l| l.name()))}</dd></div>
                    </dl>
                    <div class="table-scroll" tabindex="0" role="region" aria-label="The rubric's criteria">
                        <table class="lines">
                            <thead><tr><th scope="col">"Criterion"</th><th scope="col">"Measured"</th><th scope="col">"Score"</th><th scope="col">"Weight"</th></tr></thead>
                            <tbody>
                                {t.lines.iter().map(|(criterion, measured, percent, weight)| view! {
                                    <tr data-testid="table-test-sheet-line"><th scope="row">{criterion.clone()}</th><td>{measured.clone()}</td><td>{percent_text(*percent)}</td><td>{weight.to_string()}</td></tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                    </div>
                    <p class="test-verdict" data-testid="table-test-verdict"><strong>{format!("Total {} (pass mark {} %): {verdict}", percent_text(t.total_tenths), t.pass_mark)}</strong></p>
                    <p data-testid="table-test-mispay">{format!("Mispay cost: {}", t.mispay_cost)}</p>
                    <p class="signature">"Instructor: ______________________   Signature: ______________________"</p>
                    <div class="actions">
                        <button data-testid="table-test-print" on:click=move |_| { let _ = window().print(); }>"Print the result sheet"</button>
                        <button data-testid="table-test-download" on:click=move |_| {
                            if let Err(e) = download(&file, "text/plain", &text) { failed.set(Some(e)); }
                        }>"Download as text"</button>
                    </div>
                    {move || failed.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                </section>
            }
        })
    };
    view! {
        {move || sheets.with(|k| k.as_ref().and_then(|k| k.notice.clone())).map(|n| view! { <p class="notice" role="alert">{n}</p> })}
        {sheet}
        <details class="panel" data-testid="table-test-history">
            <summary>{move || format!("Your table tests ({})", sheets.with(|k| k.as_ref().map_or(0, |k| k.results.len())))}</summary>
            <p class="hint">"Kept with your academy progress on this device: the academy's export, import and reset include them."</p>
            <ul>
                {move || sheets.with(|k| k.as_ref().map(|k| k.results.iter().enumerate().rev().map(|(i, t)| view! {
                    <li>
                        {format!("{} · {} · seed {} · {:.1} % · {} ", t.when.get(..16).unwrap_or(&t.when).replace('T', " "), t.student, t.seed, percent_text(t.total_tenths), if t.passed { "pass" } else { "not yet passed" })}
                        <button data-testid="table-test-view" on:click=move |_| sheets.update(|k| if let Some(k) = k { k.shown = Some(i) })>"View"</button>
                    </li>
                }).collect_view()))}
            </ul>
        </details>
    }
}
