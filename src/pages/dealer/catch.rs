//! Catch the dealer (`academy/<game>/catch`): the computer deals and settles a round step by
//! step on dealer mode's felt (the same view, watched: nothing on it is pressed) and makes a
//! mistake of a kind dealer mode grades — the engine's `catch_dealer` stages it and dealer mode
//! judges it, so the rule it breaks is dealer mode's. The student stops the dealer at a step
//! and names the mistake from a list; each call is judged at once, and the round's catches,
//! misses and false calls are counted with the rule each concerned and kept with the academy's
//! progress (its `school` member).

use super::{results, DealerGame, Running, Setup, TableSetup};
use crate::academy_state::{CatchResult, School};
use crate::components::text::capitalise;
use crate::storage::{self, Entry};
use engine::deck::play_rng;
use engine::random::Draw;
use engine::table::catch_dealer::{CatchRound, CatchTally, SlipKind, Verdict};
use engine::table::dealer_mode::RoundProcedure;
use engine::table::{DealingMethod, WagerKind};
use engine::{GameId, Jurisdiction};
use leptos::prelude::*;

/// The catch-the-dealer page of a game.
pub fn page<G: DealerGame>() -> AnyView {
    view! {
        <section class="page academy dealer-mode catch-dealer" aria-labelledby="catch-title">
            <h1 id="catch-title">{format!("Catch the dealer — {}", G::GAME.name())}</h1>
            <p><a href=super::school_href(G::GAME, crate::address::DEALER) data-testid="catch-back">"← Dealer mode"</a></p>
            <p class="lead">"The computer deals and settles a round, one step at a time, and may make a mistake of the kinds dealer mode grades: a mispay, a wager missed, a step out of order, a wrong remedy, an exposed card mishandled, the meter misread. Watch each step; when one is wrong, stop the dealer and name the mistake. Catches, misses and false calls are counted, with the rule each mistake broke."</p>
            {catch::<G>()}
        </section>
    }
    .into_any()
}

/// The round being watched: the dealer's steps with its slip, how many are shown, the calls.
#[derive(Clone, Debug)]
struct Watch<W> {
    seed: u64,
    round: CatchRound<W>,
    procedure: RoundProcedure<W>,
    steps: usize,
    /// The student's calls: the step (0-based) and the kind named.
    calls: Vec<(usize, SlipKind)>,
    /// Each call's verdict, in words, by step.
    verdicts: Vec<(usize, String)>,
    /// The round's tally, once it is over.
    tally: Option<CatchTally>,
}

/// A call judged, in words.
fn verdict_words(round: &CatchRound<impl WagerKind + Eq>, at: usize, named: SlipKind) -> String {
    match round.call(at, named) {
        Verdict::Caught { refusal, .. } => {
            format!("Caught: {} at step {}. {refusal}", named.name(), at + 1)
        }
        Verdict::Misnamed { actual, rule } => format!(
            "Step {} was wrong, but it was {}, not {} ({rule}).",
            at + 1,
            actual.name(),
            named.name()
        ),
        Verdict::FalseCall => format!(
            "False call: step {} was right{}.",
            at + 1,
            round
                .shown
                .get(at)
                .map_or(String::new(), |t| format!(" ({})", t.citation))
        ),
    }
}

/// The form's choice of mistake: any kind (drawn), or one kind.
const ANY: &str = "any";

fn catch<G: DealerGame>() -> impl IntoView {
    let jurisdiction = RwSignal::new(G::jurisdictions()[0]);
    let seed_typed = RwSignal::new(String::new());
    let kind_chosen = RwSignal::new(ANY.to_string());
    let running = RwSignal::new(None::<Running<G::Wager>>);
    let watch = RwSignal::new(None::<Watch<G::Wager>>);
    let dealt = RwSignal::new(0u32);
    let error = RwSignal::new(None::<String>);
    let stopping = RwSignal::new(false);
    let named = RwSignal::new(None::<SlipKind>);
    let last_verdict = RwSignal::new(None::<String>);
    let kept = RwSignal::new(match results::load_progress::<true>(G::GAME) {
        Ok((progress, _)) => progress.school.unwrap_or_default(),
        Err(_) => School::default(),
    });
    let session = RwSignal::new(CatchTally::default());
    let new_round = move || {
        let j = jurisdiction.get_untracked();
        let table = TableSetup {
            jurisdiction: j,
            method: DealingMethod::ManualShoe,
            shuffler: G::default_shuffler(j),
            dealer_cards_in_shuffler: false,
        };
        let mut rng = play_rng().ok();
        let mut draw = move |n: usize| rng.as_mut().map_or(0, |r| r.below(n));
        // A seed typed gives the same round each time (the same for a whole class); the next
        // round then follows it.
        let seed = match seed_typed.get_untracked().trim() {
            "" => play_rng().map(|mut r| r.word()).unwrap_or(1),
            typed => match typed.parse::<u64>() {
                Ok(s) => s.wrapping_add(u64::from(dealt.get_untracked())),
                Err(_) => {
                    error.set(Some(format!("Seed: '{typed}' is not a whole number")));
                    return;
                }
            },
        };
        // The kind asked for; else one drawn (now and then none: a clean round), and where it
        // cannot be staged at this table, the others in turn.
        let first = match SlipKind::from_code(&kind_chosen.get_untracked()) {
            Some(k) => Some(k),
            None => {
                let k = draw(SlipKind::ALL.len() + 1);
                SlipKind::ALL.get(k).copied()
            }
        };
        let mut tries: Vec<Option<SlipKind>> = vec![first];
        if kind_chosen.with_untracked(|k| k == ANY) {
            tries.extend(
                SlipKind::ALL
                    .into_iter()
                    .filter(|k| Some(*k) != first)
                    .map(Some),
            );
            tries.push(None);
        }
        let mut problem = String::new();
        for kind in tries {
            match G::catch(&table, seed, kind) {
                Ok((round, staged, level)) => {
                    let procedure = round.procedure.clone();
                    let run = staged.watched(&procedure, 0);
                    running.set(Some(Running {
                        setup: Setup {
                            jurisdiction: j,
                            method: table.method,
                            shuffler: table.shuffler,
                            dealer_cards_in_shuffler: false,
                            level,
                            graded: false,
                            seed,
                            rounds: 1,
                        },
                        number: 1,
                        round,
                        run,
                        scores: Vec::new(),
                        corrections: Vec::new(),
                        since: 0.0,
                        round_started: 0.0,
                        round_millis: Vec::new(),
                        mispays: Vec::new(),
                        results: Vec::new(),
                        skill_log: Vec::new(),
                    }));
                    watch.set(Some(Watch {
                        seed,
                        round: staged,
                        procedure,
                        steps: 0,
                        calls: Vec::new(),
                        verdicts: Vec::new(),
                        tally: None,
                    }));
                    error.set(None);
                    stopping.set(false);
                    last_verdict.set(None);
                    dealt.update(|n| *n += 1);
                    request_animation_frame(|| super::focus_first("[data-testid=\"catch-next\"]"));
                    return;
                }
                Err(e) => problem = e,
            }
        }
        error.set(Some(format!("No round could be staged: {problem}")));
    };
    let next_step = move || {
        let mut last = false;
        watch.update(|w| {
            if let Some(w) = w.as_mut() {
                w.steps = (w.steps + 1).min(w.round.shown.len());
                last = w.steps == w.round.shown.len();
                let run = w.round.watched(&w.procedure, w.steps);
                running.update(|r| {
                    if let Some(r) = r.as_mut() {
                        r.run = run;
                    }
                });
            }
        });
        last_verdict.set(None);
        if last {
            request_animation_frame(|| super::focus_first("[data-testid=\"catch-end\"]"));
        }
    };
    let stop = move || {
        stopping.set(true);
        named.set(None);
        request_animation_frame(|| super::focus_first("[data-testid=\"catch-kind\"]"));
    };
    let call = move || {
        let Some(kind) = named.get_untracked() else {
            last_verdict.set(Some("Choose the kind of mistake first.".into()));
            return;
        };
        watch.update(|w| {
            if let Some(w) = w.as_mut() {
                let at = w.steps.saturating_sub(1);
                let words = verdict_words(&w.round, at, kind);
                w.calls.push((at, kind));
                w.verdicts.push((at, words.clone()));
                last_verdict.set(Some(words));
            }
        });
        stopping.set(false);
        request_animation_frame(|| super::focus_first("[data-testid=\"catch-verdict\"]"));
    };
    let end = move || {
        let mut result = None;
        let mut skill = None;
        watch.update(|w| {
            if let Some(w) = w.as_mut() {
                let tally = w.round.tally(&w.calls);
                session.update(|s| s.add(&tally));
                result = Some(CatchResult {
                    when: String::from(js_sys::Date::new_0().to_iso_string()),
                    jurisdiction: jurisdiction.get_untracked().code().into(),
                    seed: w.seed,
                    catches: tally.catches,
                    misses: tally.misses,
                    false_calls: tally.false_calls,
                    lines: tally.lines.clone(),
                });
                skill = Some(crate::academy_state::LoggedAttempt {
                    question: None,
                    skills: vec![w.round.skill()],
                    right: tally.misses == 0 && tally.false_calls == 0,
                    millis: None,
                });
                w.tally = Some(tally);
            }
        });
        if let Some(result) = result {
            match keep(G::GAME, result.clone(), skill) {
                Ok(school) => kept.set(school),
                Err(problem) => {
                    kept.update(|k| k.add_catch(result));
                    error.set(Some(format!("This round is not kept: {problem}")));
                }
            }
        }
        stopping.set(false);
        request_animation_frame(|| super::focus_first("[data-testid=\"catch-tally\"] h2"));
    };
    let shown_steps = move || {
        watch.with(|w| {
            w.as_ref().map(|w| {
                w.round.shown[..w.steps]
                    .iter()
                    .enumerate()
                    .map(|(i, t)| {
                        let verdicts: Vec<String> = w
                            .verdicts
                            .iter()
                            .filter(|(at, _)| *at == i)
                            .map(|(_, v)| v.clone())
                            .collect();
                        (i, t.action.describe(), verdicts)
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    let at_end = move || watch.with(|w| w.as_ref().is_some_and(|w| w.steps == w.round.shown.len()));
    let over = move || watch.with(|w| w.as_ref().is_some_and(|w| w.tally.is_some()));
    let felt = move || {
        dealt.get();
        running.with_untracked(Option::is_some).then(|| {
            let message = RwSignal::new(None::<Result<String, String>>);
            view! {
                <div class="catch-felt" data-testid="catch-felt">
                    {super::felt_view::<G>(running, |_| false, RwSignal::new(None), message, true)}
                </div>
                {super::paytables_view(
                    running.with_untracked(|r| r.as_ref().map(|r| r.round.paytables.clone()).unwrap_or_default()),
                    running.with_untracked(|r| r.as_ref().and_then(|r| r.round.meters.clone())),
                )}
            }
        })
    };
    let totals = move || {
        let (c, m, f) = kept.with(School::catch_totals);
        session.with(|s| {
            format!(
                "This session: {} caught, {} missed, {} false call(s). On this device: {c} caught, {m} missed, {f} false call(s) over {} round(s).",
                s.catches,
                s.misses,
                s.false_calls,
                kept.with(|k| k.catches.len())
            )
        })
    };
    view! {
        <form class="panel settings-grid" data-testid="catch-setup" on:submit=move |ev| { ev.prevent_default(); new_round(); }>
            <label>"Rule set "
                <select data-testid="catch-jurisdiction" on:change=move |ev| {
                    if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) { jurisdiction.set(j); }
                }>
                    {G::jurisdictions().into_iter().map(|j| view! { <option value=j.code() selected=move || jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>"Mistake to stage "
                <select data-testid="catch-staged" on:change=move |ev| kind_chosen.set(event_target_value(&ev))>
                    <option value=ANY>"Any (or none)"</option>
                    {SlipKind::ALL.into_iter().map(|k| view! { <option value=k.code()>{capitalise(k.name())}</option> }).collect_view()}
                </select>
            </label>
            <label>"Seed (blank: a new round each time) "
                <input data-testid="catch-seed" inputmode="numeric" autocomplete="off" prop:value=move || seed_typed.get() on:input=move |ev| seed_typed.set(event_target_value(&ev)) />
            </label>
            <button type="submit" class="primary" data-testid="catch-start">{move || if watch.with(Option::is_some) { "Deal a new round" } else { "Deal a round" }}</button>
        </form>
        {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="catch-error">{e}</p> })}
        <p class="hint" data-testid="catch-totals">{totals}</p>
        {felt}
        {move || watch.with(Option::is_some).then(|| view! {
            <section class="panel catch-log" aria-labelledby="catch-log-title">
                <h2 id="catch-log-title">"The dealer's steps"</h2>
                {move || last_verdict.get().map(|v| view! { <p class="notice" role="status" tabindex="-1" data-testid="catch-verdict">{v}</p> })}
                <div class="actions" role="group" aria-label="Watch the dealer" hidden=over>
                    <button class="primary" data-testid="catch-next" hidden=at_end on:click=move |_| next_step()>"Next step"</button>
                    <button data-testid="catch-stop" disabled=move || watch.with(|w| w.as_ref().is_none_or(|w| w.steps == 0)) on:click=move |_| stop()>"Stop — that's a mistake"</button>
                    <button data-testid="catch-end" hidden=move || !at_end() on:click=move |_| end()>"End the round"</button>
                </div>
                <fieldset class="catch-name" data-testid="catch-name" hidden=move || !stopping.get() || over()>
                    <legend>{move || format!("What was wrong with step {}?", watch.with(|w| w.as_ref().map_or(0, |w| w.steps)))}</legend>
                    {SlipKind::ALL.into_iter().map(|k| view! {
                        <label class="check">
                            <input type="radio" name="catch-kind" data-testid="catch-kind" value=k.code()
                                prop:checked=move || named.get() == Some(k) on:change=move |_| named.set(Some(k)) />
                            {format!(" {}", capitalise(k.name()))}
                        </label>
                    }).collect_view()}
                    <div class="actions">
                        <button class="primary" data-testid="catch-call" on:click=move |_| call()>"Call it"</button>
                        <button data-testid="catch-cancel" on:click=move |_| { stopping.set(false); super::focus_first("[data-testid=\"catch-stop\"]"); }>"Cancel"</button>
                    </div>
                </fieldset>
                {move || watch.with(|w| w.as_ref().and_then(|w| w.tally.clone())).map(|t| view! {
                    <section class="panel" data-testid="catch-tally" aria-labelledby="catch-tally-title">
                        <h2 id="catch-tally-title" tabindex="-1">"The round's tally"</h2>
                        <p data-testid="catch-tally-figures">{format!("{} caught, {} missed, {} false call(s)", t.catches, t.misses, t.false_calls)}</p>
                        {(t.lines.is_empty()).then(|| view! { <p>"A clean round, and no false calls."</p> })}
                        <ul>{t.lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                        <button class="primary" data-testid="catch-new" on:click=move |_| new_round()>"New round"</button>
                    </section>
                })}
                // Newest first, just under the controls: the step to judge is where the eye is.
                <ol class="catch-steps" reversed data-testid="catch-steps" aria-label="The dealer's steps so far, the latest first">
                    {move || shown_steps().unwrap_or_default().into_iter().rev().map(|(i, text, verdicts)| view! {
                        <li data-testid="catch-step" data-step=(i + 1).to_string() class:latest=move || watch.with(|w| w.as_ref().is_some_and(|w| w.steps == i + 1))>
                            <span>{text}</span>
                            {verdicts.into_iter().map(|v| view! { <p class="hint">{v}</p> }).collect_view()}
                        </li>
                    }).collect_view()}
                </ol>
            </section>
        })}
    }
}

/// Keeps a round's tally with the academy's progress: the school's results now kept, or why not.
fn keep(
    game: GameId,
    result: CatchResult,
    skill: Option<crate::academy_state::LoggedAttempt>,
) -> Result<School, String> {
    let (mut progress, _) = results::load_progress::<true>(game)?;
    progress.skill_log.extend(skill);
    progress
        .school
        .get_or_insert_with(School::default)
        .add_catch(result);
    match storage::save(game, Entry::Academy, &progress.to_json()) {
        None => Ok(progress.school.unwrap_or_default()),
        Some(problem) => Err(problem),
    }
}
