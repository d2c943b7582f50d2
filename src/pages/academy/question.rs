//! One academy question: its hands, its answer control (choices, an amount, or an ordering by
//! keyboard or drag), and the feedback with the rule behind the answer.

use crate::components::playing_card::PlayingCard;
use engine::academy::{Answer, Kind, Question};
use engine::Cents;
use leptos::prelude::*;

/// The question and a way to answer it. `given` pre-fills a saved answer (exams);
/// `locked` disables changes once answered in practice.
#[component]
pub fn QuestionView(
    question: Question,
    given: Option<Answer>,
    on_answer: Callback<Answer>,
    #[prop(optional)] locked: bool,
    submit_label: &'static str,
) -> impl IntoView {
    let qid = question.id.replace(':', "-");
    let choice = RwSignal::new(match &given {
        Some(Answer::Choice(i)) => Some(*i),
        _ => None,
    });
    let amount = RwSignal::new(match &given {
        Some(Answer::Amount(c)) => c.to_string().trim_start_matches('$').replace(',', ""),
        _ => String::new(),
    });
    let item_count = match &question.kind {
        Kind::Order { items } => items.len(),
        _ => 0,
    };
    let order = RwSignal::new(match &given {
        Some(Answer::Order(o)) if o.len() == item_count => o.clone(),
        _ => (0..item_count).collect::<Vec<_>>(),
    });
    let dragging = RwSignal::new(None::<usize>);
    let error = RwSignal::new(None::<String>);
    let kind = question.kind.clone();
    let submit = move |_| {
        let answer = match &kind {
            Kind::Choice { .. } => match choice.get_untracked() {
                Some(i) => Answer::Choice(i),
                None => {
                    error.set(Some("Choose an answer first.".into()));
                    return;
                }
            },
            Kind::Amount => match Cents::parse_dollars(&amount.get_untracked()) {
                Ok(c) => Answer::Amount(c),
                Err(e) => {
                    error.set(Some(format!("Amount: {e}")));
                    return;
                }
            },
            Kind::Order { .. } => Answer::Order(order.get_untracked()),
        };
        error.set(None);
        on_answer.run(answer);
    };
    let move_item = move |from: usize, to: usize| {
        order.update(|o| {
            if from < o.len() && to < o.len() {
                let item = o.remove(from);
                o.insert(to, item);
            }
        })
    };
    let control = match question.kind.clone() {
        Kind::Choice { options } => view! {
            <fieldset class="options" data-testid="options">
                <legend class="visually-hidden">"Answers"</legend>
                {options.into_iter().enumerate().map(|(i, text)| {
                    let id = format!("{qid}-opt-{i}");
                    let label_for = id.clone();
                    view! {
                        <label class="option" for=label_for>
                            <input type="radio" id=id name=qid.clone() data-testid=format!("option-{i}") prop:checked=move || choice.get() == Some(i) disabled=locked on:change=move |_| choice.set(Some(i)) />
                            <span>{text}</span>
                        </label>
                    }
                }).collect_view()}
            </fieldset>
        }.into_any(),
        Kind::Amount => view! {
            <label class="amount">
                "Amount in dollars "
                <input data-testid="amount" inputmode="decimal" prop:value=move || amount.get() disabled=locked on:input=move |ev| amount.set(event_target_value(&ev)) />
            </label>
        }.into_any(),
        Kind::Order { items } => view! {
            <ol class="order" data-testid="order" aria-label="Put these in order: use the arrow buttons or drag">
                {move || order.get().into_iter().enumerate().map(|(pos, item)| {
                    let text = items[item].clone();
                    let last = item_count - 1;
                    view! {
                        <li
                            draggable=(!locked).to_string()
                            data-item=item
                            on:dragstart=move |_| dragging.set(Some(pos))
                            on:dragover=move |ev| ev.prevent_default()
                            on:drop=move |ev| {
                                ev.prevent_default();
                                if let Some(from) = dragging.get_untracked() {
                                    move_item(from, pos);
                                }
                                dragging.set(None);
                            }
                        >
                            <span class="order-text">{text.clone()}</span>
                            <span class="order-buttons">
                                <button aria-label=format!("Move up: {text}") disabled=locked || pos == 0 data-testid=format!("up-{pos}") on:click=move |_| move_item(pos, pos.saturating_sub(1))>"▲"</button>
                                <button aria-label=format!("Move down: {text}") disabled=locked || pos == last data-testid=format!("down-{pos}") on:click=move |_| move_item(pos, (pos + 1).min(last))>"▼"</button>
                            </span>
                        </li>
                    }
                }).collect_view()}
            </ol>
        }.into_any(),
    };
    view! {
        <div class="question" data-testid="question" data-question-id=question.id.clone()>
            <p class="module-tag">{format!("{} · {}", question.module.name(), question.jurisdiction.name())}</p>
            <p class="prompt" data-testid="prompt">{question.prompt.clone()}</p>
            {question.hands.iter().map(|(caption, cards)| view! {
                <figure class="hand-figure">
                    <figcaption>{caption.clone()}</figcaption>
                    <div class="cards">{cards.iter().map(|&c| view! { <PlayingCard card=c /> }).collect_view()}</div>
                </figure>
            }).collect_view()}
            {control}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {(!locked).then(|| view! { <button class="primary" data-testid="submit-answer" on:click=submit>{submit_label}</button> })}
        </div>
    }
}

/// Right or wrong, why, and the rule.
#[component]
pub fn Feedback(question: Question, answer: Answer) -> impl IntoView {
    let right = question.is_correct(&answer);
    let why_wrong = question.why_wrong(&answer);
    view! {
        <div class=if right { "feedback right" } else { "feedback wrong" } role="status" data-testid="feedback">
            <p><strong>{if right { "Correct." } else { "Not quite." }}</strong>
                {(!right).then(|| format!(" The answer is: {}.", question.describe(&question.correct)))}</p>
            {why_wrong.map(|w| view! { <p>{w}</p> })}
            <p>{question.explanation.clone()}</p>
            <p><cite data-testid="citation">{question.citation.as_str()}</cite></p>
        </div>
    }
}
