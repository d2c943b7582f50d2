//! Dealer academy: procedure drills. This first drill asks whether a dealt dealer hand
//! qualifies (RULES.md C10) and explains every answer with its rule.

use crate::components::playing_card::PlayingCard;
use engine::cards::{Card, CardSet};
use engine::deck::{play_rng, Deck};
use engine::hcf::flush::{arrange, best_flush, QUALIFIER_CITATIONS};
use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq)]
struct Question {
    cards: Vec<Card>,
}

#[derive(Clone, Debug, PartialEq)]
struct Answered {
    said_qualifies: bool,
}

fn new_question() -> Result<Question, String> {
    let mut rng =
        play_rng().map_err(|e| format!("This browser offers no secure random source ({e})."))?;
    let mut deck = Deck::shuffled(&mut rng);
    Ok(Question {
        cards: (0..7).filter_map(|_| deck.deal()).collect(),
    })
}

#[component]
pub fn Academy() -> impl IntoView {
    let question = RwSignal::new(new_question());
    let answered = RwSignal::new(None::<Answered>);
    let score = RwSignal::new((0u32, 0u32));
    let answer = move |said_qualifies: bool| {
        if answered.get_untracked().is_some() {
            return;
        }
        if let Ok(q) = question.get_untracked() {
            let truth = best_flush(q.cards.iter().copied().collect::<CardSet>())
                .value
                .qualifies();
            score.update(|(right, total)| {
                *total += 1;
                *right += (truth == said_qualifies) as u32;
            });
        }
        answered.set(Some(Answered { said_qualifies }));
    };
    let next = move |_| {
        question.set(new_question());
        answered.set(None);
    };
    view! {
        <section class="page academy" aria-labelledby="academy-title">
            <h1 id="academy-title">"Dealer academy"</h1>
            <h2>"Drill: does the dealer qualify?"</h2>
            <p class="score" data-testid="academy-score">
                {move || {
                    let (right, total) = score.get();
                    format!("Score: {right} of {total}")
                }}
            </p>
            {move || match question.get() {
                Err(message) => view! { <p class="error" role="alert">{message}</p> }.into_any(),
                Ok(q) => {
                    let best = best_flush(q.cards.iter().copied().collect());
                    view! {
                        <div class="cards" data-testid="academy-hand" aria-label="The dealer's seven cards">
                            {arrange(&q.cards).into_iter().map(|card| view! { <PlayingCard card=card /> }).collect_view()}
                        </div>
                        <div class="answers" role="group" aria-label="Your answer">
                            <button data-testid="answer-yes" on:click=move |_| answer(true) disabled=move || answered.get().is_some()>
                                "Qualifies"
                            </button>
                            <button data-testid="answer-no" on:click=move |_| answer(false) disabled=move || answered.get().is_some()>
                                "Does not qualify"
                            </button>
                        </div>
                        {move || {
                            answered
                                .get()
                                .map(|a| {
                                    let truth = best.value.qualifies();
                                    let right = truth == a.said_qualifies;
                                    let why = if truth {
                                        format!("The dealer's best hand is a {}, at least a three-card flush nine high, so the dealer qualifies.", best.value.describe())
                                    } else {
                                        format!("The dealer's best hand is a {}, below a three-card flush nine high, so the dealer does not qualify: each player's Ante is paid 1 to 1 and the Raise returned.", best.value.describe())
                                    };
                                    let cites: Vec<&str> = QUALIFIER_CITATIONS.iter().map(|c| c.as_str()).collect();
                                    view! {
                                        <div class=if right { "feedback right" } else { "feedback wrong" } role="status" data-testid="academy-feedback">
                                            <p><strong>{if right { "Correct." } else { "Not quite." }}</strong> " " {why}</p>
                                            <p><cite>{cites.join("; ")}</cite></p>
                                            <button class="primary" data-testid="academy-next" on:click=next>"Next hand"</button>
                                        </div>
                                    }
                                })
                        }}
                    }
                        .into_any()
                }
            }}
        </section>
    }
}
