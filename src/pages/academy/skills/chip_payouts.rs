//! The payout drill paid from the chip rack: a payout question of the game's payout drill is
//! paid by picking chips (mouse, touch or keyboard); the amount is graded as any answer, and the
//! chips by the engine's rack (`Rack::grade`): the mispay's cost and whom it falls on, and
//! change made within the house's colour-up rule. An amount typed rather than built from the
//! chips picked is graded as an amount only.

use super::super::question::{Feedback, QuestionView};
use super::super::{NEXT_QUESTION, QUESTION};
use super::{millis_since, now_ms, SkillsUi};
use crate::academy_state::LoggedAttempt;
use crate::components::chip_rack::chip_rack;
use crate::components::focus::{focus_soon, FIRST_CONTROL};
use engine::academy::{generate, Answer, Question};
use engine::deck::random_seed;
use engine::skills::Skill;
use leptos::prelude::*;

/// The skill every chip payout exercises, besides its question's.
fn chip_skill() -> Skill {
    Skill::new("chips:payout", "Paying from the chip rack")
}

#[component]
pub fn ChipPayouts() -> impl IntoView {
    let ui = expect_context::<SkillsUi>();
    let academy = ui.academy;
    let rack = StoredValue::new(crate::rack_state::load().0);
    let picked = RwSignal::new(vec![0u32; rack.with_value(|r| r.chips().len())]);
    let question = RwSignal::new(None::<Question>);
    let answered = RwSignal::new(None::<Answer>);
    let chip_grade = RwSignal::new(None::<(bool, String)>);
    let shown_at = RwSignal::new(0.0f64);
    let problem = RwSignal::new(None::<String>);
    let deal = move || {
        let j = academy.jurisdiction.get_untracked();
        let kinds = academy.payout_drill.kinds;
        let templates: Vec<_> = academy
            .catalogue
            .templates_of(academy.game)
            .filter(|t| kinds.iter().any(|(id, _)| *id == t.id))
            .collect();
        let q = (!templates.is_empty())
            .then(|| {
                (0..20).find_map(|_| {
                    let seed = random_seed().ok()?;
                    generate(
                        templates[(seed % templates.len() as u64) as usize],
                        j,
                        seed >> 8,
                    )
                })
            })
            .flatten();
        problem.set(
            q.is_none()
                .then(|| "No payout question could be drawn for this jurisdiction.".to_string()),
        );
        picked.update(|p| p.iter_mut().for_each(|n| *n = 0));
        question.set(q);
        answered.set(None);
        chip_grade.set(None);
        shown_at.set(now_ms());
        focus_soon(QUESTION, FIRST_CONTROL);
    };
    let on_answer = Callback::new(move |answer: Answer| {
        let Some(q) = question.get_untracked() else {
            return;
        };
        let right = q.is_correct(&answer);
        let millis = millis_since(shown_at.get_untracked());
        // Graded as chips only when the chips picked make the amount answered.
        let graded = match (&q.correct, &answer) {
            (Answer::Amount(due), Answer::Amount(given)) => rack.with_value(|r| {
                picked.with_untracked(|p| {
                    (r.total(p).ok() == Some(*given) && p.iter().any(|&n| n > 0))
                        .then(|| r.grade(*due, p).ok())
                        .flatten()
                })
            }),
            _ => None,
        };
        academy.progress.update(|p| {
            p.log_question(&q.id, right, Some(millis));
            if let Some(g) = &graded {
                p.log(LoggedAttempt {
                    question: None,
                    skills: vec![chip_skill()],
                    right: g.sensible,
                    millis: Some(millis),
                });
            }
        });
        ui.fold();
        chip_grade.set(Some(match graded {
            Some(g) => (
                g.sensible,
                match g.mispay {
                    Some(m) => format!("{} {}", g.message, m.describe()),
                    None => g.message.clone(),
                },
            ),
            None => (
                false,
                "Typed, not paid from the rack: graded as an amount only.".to_string(),
            ),
        }));
        answered.set(Some(answer));
        focus_soon("", NEXT_QUESTION);
    });
    let amount_input = Callback::new(move |amount: RwSignal<String>| {
        chip_rack(rack, picked, amount, "drill").into_any()
    });
    view! {
        <section class="panel" aria-labelledby="chip-payouts-title" data-testid="chip-payouts">
            <h2 id="chip-payouts-title">"Pay from the chip rack"</h2>
            <p class="hint">{format!(
                "A payout of the payout drill, paid by picking chips: the amount is graded, and the chips for their cost when wrong and for change made sensibly (no more chips than the fewest, plus {} under the house's colour-up rule).",
                rack.with_value(|r| r.colour_up.extra_chips)
            )}</p>
            <button class="primary" data-testid="chips-start" on:click=move |_| deal()>{move || if question.with(Option::is_some) { "Another payout" } else { "Pay a payout" }}</button>
            {move || problem.get().map(|p| view! { <p class="error" role="alert">{p}</p> })}
            {move || question.get().map(|q| {
                let a = answered.get();
                view! {
                    <QuestionView question=q.clone() given=a.clone() on_answer=on_answer locked=a.is_some() amount_input=amount_input label="Chip payout" submit_label="Pay" />
                    {a.map(|answer| view! {
                        {move || chip_grade.get().map(|(right, text)| view! {
                            <p class=if right { "chip-grade feedback right" } else { "chip-grade feedback wrong" } data-testid="drill-chip-grade">{text}</p>
                        })}
                        <Feedback question=q.clone() answer=answer />
                        <button class="primary" data-testid="next-question" on:click=move |_| deal()>"Next payout"</button>
                    })}
                }
            })}
        </section>
    }
    .into_any()
}
