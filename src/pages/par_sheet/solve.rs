//! Jackpot Hold 'Em's main game under an operator's own X-tra Bonus table, solved on this
//! device: the explorer's pool of exact-analysis workers walks every deal for the optimal
//! player, walks it again to count how each of those deals ends for the X-tra Bonus (the
//! section of its own: each worker its share of the first walk's flops, with the whole walk's
//! first decisions), then walks it forwards for the strategy card (its figures, and its
//! result by the classes the side wagers read, for the hold band), with progress and a Cancel
//! button;
//! the par sheet and the Verify screen take the walks' exact figures (`OwnXtra::Solved`), as
//! `odds par-sheet` solves them natively.

use crate::compute::{forward_of, main_game_sums, tally_of};
use crate::pages::explorer::job::{unfinished, CancelButton, Job};
use crate::worker_client::{self, KeptParts, PoolEvent};
use crate::worker_protocol::JheSums;
use engine::holdem_solver::forward::ForwardSums;
use engine::holdem_solver::tally::ShowdownTally;
use engine::par_sheet::jhe_main::MainGameSums;
use engine::par_sheet::OwnXtra;
use leptos::prelude::*;

/// The three walks' figures for one X-tra Bonus table, and how they ran.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    pub pays: Vec<u32>,
    pub optimal: MainGameSums,
    /// The strategy card walked forwards.
    pub card: ForwardSums,
    /// The optimal player's showdowns with this table: the X-tra Bonus's own section.
    pub tally: ShowdownTally,
    pub milliseconds: f64,
    pub workers: usize,
}

/// What the engine is given for a table with these pays: the figures if they were solved for
/// them, else nothing solved.
pub fn own_xtra(solved: Option<&Solved>, pays: Option<&[u32]>) -> OwnXtra {
    match (solved, pays) {
        (Some(s), Some(p)) if s.pays == p => OwnXtra::Solved {
            optimal: s.optimal,
            card: Box::new(s.card.clone()),
            tally: Box::new(s.tally),
        },
        _ => OwnXtra::Unsolved,
    }
}

/// The pays as the explorer shows a copy's: "500-50-10-5-3-1 to 1".
fn pays_text(pays: &[u32]) -> String {
    let each: Vec<String> = pays.iter().map(u32::to_string).collect();
    format!("{} to 1", each.join("-"))
}

/// The three walks, in order (each an equal share of the progress).
const WALKS: [&str; 3] = [
    "walk 1 of 3: the optimal player",
    "walk 2 of 3: how the optimal player's deals end for the X-tra Bonus",
    "walk 3 of 3: the strategy card, with the hold band's classes",
];

/// What the walks have found so far.
#[derive(Clone, Default)]
struct Found {
    optimal: Option<MainGameSums>,
    /// The first walk's parts and first decisions, for the second.
    parts: KeptParts,
    first_plays: String,
    tally: Option<ShowdownTally>,
}

/// A run's signals: its job, the walk it is on, and its number (a walk scheduled by an
/// earlier run, since cancelled, does not start).
#[derive(Clone, Copy)]
struct Run {
    job: RwSignal<Job<()>>,
    stage: RwSignal<usize>,
    number: StoredValue<u32>,
    solved: RwSignal<Option<Solved>>,
}

impl Run {
    fn current(&self, number: u32) -> bool {
        self.number.get_value() == number
    }

    fn progress(&self, index: usize, fraction: f64) {
        self.job.set(Job::Running {
            fraction: (index as f64 + fraction) / WALKS.len() as f64,
        });
    }

    /// Starts walk `index` of run `number` with what the walks before it found.
    fn walk(self, pays: Vec<u32>, index: usize, number: u32, found: Found, started: f64) {
        if !self.current(number) || !self.job.with_untracked(Job::running) {
            return;
        }
        self.stage.set(index);
        let next = {
            let pays = pays.clone();
            move |found: Found| self.walk(pays.clone(), index + 1, number, found, started)
        };
        let started_walk = match index {
            0 => worker_client::start_jhe_walk(
                "optimal",
                Some(pays.clone()),
                true,
                move |event: PoolEvent<JheSums>| {
                    if !self.current(number) {
                        return;
                    }
                    match event {
                        PoolEvent::Progress(fraction) => self.progress(index, fraction),
                        PoolEvent::Done { summary, parts, .. } => match main_game_sums(&summary) {
                            // Started from this walk's result: the pool's deferred clean-up of
                            // this walk's workers leaves the next walk's alone (`end_job`).
                            Ok(sums) => next(Found {
                                optimal: Some(sums),
                                parts,
                                first_plays: summary.first_plays.clone(),
                                tally: None,
                            }),
                            Err(message) => self.job.set(Job::Failed(message)),
                        },
                        PoolEvent::Failed(message) => self.job.set(Job::Failed(message)),
                    }
                },
            ),
            1 => {
                let deals = found.optimal.map_or(0, |s| s.deals);
                let optimal = found.optimal;
                worker_client::start_tally(
                    pays.clone(),
                    &found.parts,
                    found.first_plays.clone(),
                    move |event| {
                        if !self.current(number) {
                            return;
                        }
                        match event {
                            PoolEvent::Progress(fraction) => self.progress(index, fraction),
                            PoolEvent::Done { summary, .. } => match tally_of(deals, &summary) {
                                Ok(tally) => next(Found {
                                    optimal,
                                    tally: Some(tally),
                                    ..Found::default()
                                }),
                                Err(message) => self.job.set(Job::Failed(message)),
                            },
                            PoolEvent::Failed(message) => self.job.set(Job::Failed(message)),
                        }
                    },
                )
            }
            _ => worker_client::start_forward(pays.clone(), move |event| {
                if !self.current(number) {
                    return;
                }
                match event {
                    PoolEvent::Progress(fraction) => self.progress(index, fraction),
                    PoolEvent::Done {
                        summary, workers, ..
                    } => match (
                        forward_of(found.optimal.map_or(0, |s| s.deals), &summary),
                        found.optimal,
                        found.tally,
                    ) {
                        (Ok(card), Some(optimal), Some(tally)) => {
                            self.solved.set(Some(Solved {
                                pays: pays.clone(),
                                optimal,
                                card,
                                tally,
                                milliseconds: js_sys::Date::now() - started,
                                workers,
                            }));
                            self.job.set(Job::Done(()));
                        }
                        (Err(message), _, _) => self.job.set(Job::Failed(message)),
                        // Not reached: the walks before this one found both.
                        _ => self.job.set(Job::Failed(
                            "the earlier walks' figures are missing: run it again".into(),
                        )),
                    },
                    PoolEvent::Failed(message) => self.job.set(Job::Failed(message)),
                }
            }),
        };
        if let Err(message) = started_walk {
            self.job.set(Job::Failed(message));
        }
    }
}

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
    let run_number = StoredValue::new(0u32);
    let is_solved = move || {
        let pays = pays.get();
        solved.with(|s| matches!((s, &pays), (Some(s), Some(p)) if &s.pays == p))
    };
    let run = move |_| {
        let Some(pays) = pays.get_untracked() else {
            return;
        };
        if job.with_untracked(Job::running) {
            return;
        }
        run_number.update_value(|n| *n += 1);
        job.set(Job::Running { fraction: 0.0 });
        let run = Run {
            job,
            stage,
            number: run_number,
            solved,
        };
        run.walk(
            pays,
            0,
            run_number.get_value(),
            Found::default(),
            js_sys::Date::now(),
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
                        "The main game with this X-tra Bonus table ({}) was solved on this device: three walks of every deal (the optimal player, how those deals end for the X-tra Bonus, the strategy card) in {:.1} s on {} worker{}. The par sheet and Verify take this solve's figures: the main game's and the X-tra Bonus's own section.",
                        pays_text(&s.pays),
                        s.milliseconds / 1000.0,
                        s.workers,
                        if s.workers == 1 { "" } else { "s" },
                    )
                })
            });
            return Some(view! { <p class="hint" role="status" data-testid=format!("{prefix}-done")>{text}</p> }.into_any());
        }
        Some(view! {
            <div class="par-block par-solve" data-testid=prefix>
                <p class="hint">{format!(
                    "This table's X-tra Bonus is your own ({}): the best decisions change with it, so the main game must be solved afresh — every deal walked three times (the optimal player, how those deals end for the X-tra Bonus, the strategy card) in {workers} background worker{} on this device (about three minutes on a two-core laptop; the page stays usable).",
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
                    <p class="hint" data-testid=format!("{prefix}-stage")>{move || format!("Solving: {}.", WALKS[stage.get()])}</p>
                })}
                {move || job.with(|j| unfinished(j, prefix))}
            </div>
        }.into_any())
    }
}
