//! Jackpot Hold 'Em's main game under an operator's own X-tra Bonus table, solved on this
//! device: the explorer's pool of exact-analysis workers walks every deal twice (the optimal
//! player, then the strategy card, both with this table), with progress and a Cancel button,
//! and the par sheet and the Verify screen take the walks' exact sums (`OwnXtra::Sums`). The
//! X-tra Bonus's own section needs a third walk that only `odds par-sheet` runs: the sheet says
//! so.

use crate::compute::main_game_sums;
use crate::pages::explorer::job::{unfinished, CancelButton, Job};
use crate::worker_client::{self, PoolEvent};
use crate::worker_protocol::JheSums;
use engine::par_sheet::jhe_main::MainGameSums;
use engine::par_sheet::OwnXtra;
use leptos::prelude::*;

/// The two walks' sums for one X-tra Bonus table, and how they ran.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    pub pays: Vec<u32>,
    pub optimal: MainGameSums,
    pub card: MainGameSums,
    pub milliseconds: f64,
    pub workers: usize,
}

/// What the engine is given for a table with these pays: the sums if they were solved for
/// them, else nothing solved.
pub fn own_xtra(solved: Option<&Solved>, pays: Option<&[u32]>) -> OwnXtra {
    match (solved, pays) {
        (Some(s), Some(p)) if s.pays == p => OwnXtra::Sums {
            pays: s.pays.clone(),
            optimal: s.optimal,
            card: s.card,
        },
        _ => OwnXtra::Unsolved,
    }
}

/// The pays as the explorer shows a copy's: "500-50-10-5-3-1 to 1".
fn pays_text(pays: &[u32]) -> String {
    let each: Vec<String> = pays.iter().map(u32::to_string).collect();
    format!("{} to 1", each.join("-"))
}

/// The two walks: the optimal player's (its share of the progress the first half).
const WALKS: [(&str, &str); 2] = [
    ("optimal", "walk 1 of 2: the optimal player"),
    ("simple", "walk 2 of 2: the strategy card"),
];

/// The solve of `pays` (none: nothing to solve, nothing shown), into `solved`. `prefix` names
/// its test ids: `<prefix>-run`, `-cancel`, `-progress`, `-stage`, `-done`.
#[component]
pub fn MainSolve(
    pays: Signal<Option<Vec<u32>>>,
    solved: RwSignal<Option<Solved>>,
    prefix: &'static str,
) -> impl IntoView {
    let job = RwSignal::new(Job::<()>::Idle);
    let stage = RwSignal::new(0usize);
    // Each run's number: a walk scheduled by an earlier run (then cancelled) does not start.
    let run_number = StoredValue::new(0u32);
    let is_solved = move || {
        let pays = pays.get();
        solved.with(|s| matches!((s, &pays), (Some(s), Some(p)) if &s.pays == p))
    };
    fn walk(
        pays: Vec<u32>,
        index: usize,
        number: u32,
        sums: Vec<MainGameSums>,
        started: f64,
        ctx: (RwSignal<Job<()>>, RwSignal<usize>, StoredValue<u32>),
        solved: RwSignal<Option<Solved>>,
    ) {
        let (job, stage, run_number) = ctx;
        if run_number.get_value() != number || !job.with_untracked(Job::running) {
            return;
        }
        stage.set(index);
        let (strategy, _) = WALKS[index];
        let next_pays = pays.clone();
        let started_walk =
            worker_client::start_jhe(strategy, Some(pays), move |event: PoolEvent<JheSums>| {
                if run_number.get_value() != number {
                    return;
                }
                match event {
                    PoolEvent::Progress(fraction) => job.set(Job::Running {
                        fraction: (index as f64 + fraction) / WALKS.len() as f64,
                    }),
                    PoolEvent::Done {
                        summary, workers, ..
                    } => {
                        let mut sums = sums.clone();
                        match main_game_sums(&summary) {
                            Ok(s) => sums.push(s),
                            Err(message) => {
                                job.set(Job::Failed(message));
                                return;
                            }
                        }
                        if index + 1 < WALKS.len() {
                            // Started from this walk's result: the pool's deferred clean-up of
                            // this walk's workers leaves the new walk's alone (`end_job`).
                            walk(
                                next_pays.clone(),
                                index + 1,
                                number,
                                sums,
                                started,
                                ctx,
                                solved,
                            );
                        } else {
                            solved.set(Some(Solved {
                                pays: next_pays.clone(),
                                optimal: sums[0],
                                card: sums[1],
                                milliseconds: js_sys::Date::now() - started,
                                workers,
                            }));
                            job.set(Job::Done(()));
                        }
                    }
                    PoolEvent::Failed(message) => job.set(Job::Failed(message)),
                }
            });
        if let Err(message) = started_walk {
            job.set(Job::Failed(message));
        }
    }
    let run = move |_| {
        let Some(pays) = pays.get_untracked() else {
            return;
        };
        if job.with_untracked(Job::running) {
            return;
        }
        run_number.update_value(|n| *n += 1);
        job.set(Job::Running { fraction: 0.0 });
        walk(
            pays,
            0,
            run_number.get_value(),
            Vec::new(),
            js_sys::Date::now(),
            (job, stage, run_number),
            solved,
        );
    };
    on_cleanup(worker_client::cancel);
    let workers = worker_client::workers();
    move || {
        let table = pays.get()?;
        if is_solved() {
            let text = solved.with(|s| {
                s.as_ref().map_or(String::new(), |s| {
                    format!(
                        "The main game with this X-tra Bonus table ({}) was solved on this device: two walks of every deal in {:.1} s on {} worker{}. {}",
                        pays_text(&s.pays),
                        s.milliseconds / 1000.0,
                        s.workers,
                        if s.workers == 1 { "" } else { "s" },
                        engine::par_sheet::XTRA_SECTION_NEEDS_THE_CLI
                    )
                })
            });
            return Some(view! { <p class="hint" role="status" data-testid=format!("{prefix}-done")>{text}</p> }.into_any());
        }
        Some(view! {
            <div class="par-block par-solve" data-testid=prefix>
                <p class="hint">{format!(
                    "This table's X-tra Bonus is your own ({}): the best decisions change with it, so the main game must be solved afresh — every deal walked twice, for the optimal player and for the strategy card, in {workers} background worker{} on this device (about two minutes on a two-core laptop; the page stays usable).",
                    pays_text(&table),
                    if workers == 1 { "" } else { "s" }
                )}</p>
                <div class="controls">
                    <button type="button" class="primary" data-testid=format!("{prefix}-run") on:click=run aria-disabled=move || job.with(Job::running).then_some("true")>
                        "Solve the main game on this device"
                    </button>
                    <CancelButton job=job testid=match prefix { "par-solve" => "par-solve-cancel", _ => "verify-solve-cancel" } />
                </div>
                {move || job.with(|j| j.running()).then(|| view! {
                    <p class="hint" data-testid=format!("{prefix}-stage")>{move || format!("Solving: {}.", WALKS[stage.get()].1)}</p>
                })}
                {move || job.with(|j| unfinished(j, prefix))}
            </div>
        }.into_any())
    }
}
