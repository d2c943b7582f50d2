//! The chip-cutting drill (in the chips tab): cut a payout from a stack of one chip
//! into piles, as a dealer cuts by fives with the short pile last; graded by the engine's rack
//! (`Rack::cut_task`, `Rack::cut`, `Rack::grade_cut`) with a mispay's cost.

use super::SkillsUi;
use crate::components::focus::focus_soon;
use engine::chips::CutTask;
use engine::deck::random_seed;
use engine::skills::Skill;
use leptos::prelude::*;

const NEXT: &[&str] = &["[data-testid=\"cut-new\"]"];

#[component]
pub fn ChipCutting() -> impl IntoView {
    let ui = expect_context::<SkillsUi>();
    let rack = StoredValue::new(crate::rack_state::load().0);
    let task = RwSignal::new(None::<CutTask>);
    let piles = RwSignal::new(Vec::<u32>::new());
    let verdict = RwSignal::new(None::<(bool, String)>);
    let new_task = move |_| {
        let t = random_seed()
            .ok()
            .and_then(|seed| rack.with_value(|r| r.cut_task(seed).ok()));
        task.set(t);
        piles.set(Vec::new());
        verdict.set(None);
        focus_soon("", &["[data-testid=\"cut-add-pile\"]"]);
    };
    let height = move || task.with_untracked(|t| t.map_or(5, |t| t.pile_height));
    let add_pile = move |_| piles.update(|p| p.push(height()));
    let add_chip = move |_| {
        piles.update(|p| match p.last_mut() {
            Some(last) if *last < height() => *last += 1,
            _ => p.push(1),
        })
    };
    let remove_chip = move |_| {
        piles.update(|p| {
            if let Some(last) = p.last_mut() {
                *last -= 1;
                if *last == 0 {
                    p.pop();
                }
            }
        })
    };
    let check = move |_| {
        let Some(t) = task.get_untracked() else {
            return;
        };
        let cut = piles.get_untracked();
        let graded = rack.with_value(|r| {
            let grade = r.grade_cut(t.amount, t.denomination, &cut)?;
            let expected = r.cut(t.amount, t.denomination, t.stack, t.pile_height)?;
            Ok::<_, engine::chips::ChipError>((grade, expected))
        });
        let (right, text) = match graded {
            Err(e) => (false, format!("Not graded: {e}.")),
            Ok((grade, expected)) => {
                let shape = cut == expected;
                let piles_words = expected
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                let text = match (grade.mispay, shape) {
                    (Some(m), _) => format!("{} {}", grade.message, m.describe()),
                    (None, true) => format!("Right: {} in piles of {piles_words}.", t.amount),
                    (None, false) => format!(
                        "{} is right, but cut it by {}s with the short pile last: {piles_words}.",
                        t.amount, t.pile_height
                    ),
                };
                (grade.mispay.is_none() && shape, text)
            }
        };
        let skill = Skill::new("chips:cut", "Cutting a payout from a stack");
        ui.record_skills(vec![skill], right, None);
        verdict.set(Some((right, text)));
        focus_soon("", NEXT);
    };
    let colour = move |t: &CutTask| {
        rack.with_value(|r| r.chip(t.denomination).map(|c| c.colour.clone()))
            .unwrap_or_default()
    };
    view! {
        <section class="panel" aria-labelledby="cut-title" data-testid="chip-cutting">
            <h2 id="cut-title">"Chip cutting"</h2>
            <p class="hint">"Cut a payout from a stack of one chip into piles, five high with the short pile last, as it is cut at the table."</p>
            <button class="primary" data-testid="cut-new" on:click=new_task>{move || if task.with(Option::is_some) { "Another stack" } else { "Cut a stack" }}</button>
            {move || task.get().map(|t| view! {
                <p data-testid="cut-task">{format!("Cut {} from a stack of {} {} ({}) chips, in piles of {}.", t.amount, t.stack, t.denomination, colour(&t), t.pile_height)}</p>
                <div class="actions" role="group" aria-label="Your piles">
                    <button data-testid="cut-add-pile" on:click=add_pile>{format!("Add a pile of {}", t.pile_height)}</button>
                    <button data-testid="cut-add-chip" on:click=add_chip>"Add one chip"</button>
                    <button data-testid="cut-remove-chip" on:click=remove_chip>"Take one chip off"</button>
                    <button class="primary" data-testid="cut-check" on:click=check>"Check the cut"</button>
                </div>
                <p aria-live="polite" data-testid="cut-piles">{move || piles.with(|p| if p.is_empty() {
                    "No piles yet.".to_string()
                } else {
                    let chips: u32 = p.iter().sum();
                    format!("Piles: {} — {chips} chips, {}", p.iter().map(u32::to_string).collect::<Vec<_>>().join(" · "),
                        t.denomination.checked_mul(i64::from(chips)).map(|c| c.to_string()).unwrap_or_default())
                })}</p>
            })}
            {move || verdict.get().map(|(right, text)| view! {
                <p class=if right { "feedback right" } else { "feedback wrong" } role="status" data-testid="cut-verdict">{text}</p>
            })}
        </section>
    }
    .into_any()
}
