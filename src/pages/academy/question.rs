//! One academy question: its hands, its answer control (choices, an amount, or an ordering by
//! keyboard or drag), and the feedback with the rule behind the answer.

use crate::components::playing_card::PlayingCard;
use engine::academy::{Answer, Kind, Question};
use engine::Cents;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The question and a way to answer it. `given` pre-fills a saved answer (exams);
/// `locked` disables changes once answered in practice.
///
/// Two ways of answering: with a submit button (`on_answer`, practice and drill), or — with
/// `autosave` — every change of the answer is kept at once and there is no button (exams,
/// where a pick must never be lost by moving on). Enter submits, or with `autosave` calls
/// `on_enter` (the next question). `keypad` adds an on-screen number pad for amounts.
#[component]
pub fn QuestionView(
    question: Question,
    given: Option<Answer>,
    #[prop(optional, into)] on_answer: Option<Callback<Answer>>,
    #[prop(optional, into)] autosave: Option<Callback<Answer>>,
    #[prop(optional, into)] on_enter: Option<Callback<()>>,
    #[prop(optional)] locked: bool,
    #[prop(optional)] keypad: bool,
    #[prop(optional)] label: &'static str,
    /// Another way to give an amount, shown under its field and writing into it (the skills
    /// pages' chip rack); a callback, so a page without one links none of its code.
    #[prop(optional, into)]
    amount_input: Option<Callback<RwSignal<String>, AnyView>>,
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
        Kind::Order { items, .. } => items.len(),
        _ => 0,
    };
    let order = RwSignal::new(match &given {
        Some(Answer::Order(o)) if o.len() == item_count => o.clone(),
        _ => (0..item_count).collect::<Vec<_>>(),
    });
    let dragging = RwSignal::new(None::<usize>);
    let error = RwSignal::new(None::<String>);
    let kind = question.kind.clone();
    // The answer as it stands, or why it is not one yet.
    let current = move || -> Result<Answer, String> {
        match &kind {
            Kind::Choice { .. } => choice
                .get_untracked()
                .map(Answer::Choice)
                .ok_or_else(|| "Choose an answer first.".to_string()),
            Kind::Amount => Cents::parse_dollars(&amount.get_untracked())
                .map(Answer::Amount)
                .map_err(|e| format!("Amount: {e}")),
            Kind::Order { .. } => Ok(Answer::Order(order.get_untracked())),
        }
    };
    let current = StoredValue::new(current);
    let submit = move || match current.with_value(|f| f()) {
        Ok(answer) => {
            error.set(None);
            if let Some(cb) = on_answer {
                cb.run(answer);
            }
        }
        Err(e) => error.set(Some(e)),
    };
    // Exams keep every change at once (an amount only once it reads as one).
    let changed = move || {
        if let Some(cb) = autosave {
            if let Ok(answer) = current.with_value(|f| f()) {
                cb.run(answer);
            }
        }
    };
    let move_item = move |from: usize, to: usize| {
        order.update(|o| {
            if from < o.len() && to < o.len() {
                let item = o.remove(from);
                o.insert(to, item);
            }
        });
        changed();
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        if ev.key() != "Enter" || locked {
            return;
        }
        // Enter on a button does what the button does.
        let on_button = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| e.tag_name().eq_ignore_ascii_case("button"));
        if on_button {
            return;
        }
        ev.prevent_default();
        if autosave.is_some() {
            if let Some(cb) = on_enter {
                cb.run(());
            }
        } else {
            submit();
        }
    };
    let press = move |key: &'static str| {
        amount.update(|a| match key {
            "⌫" => {
                a.pop();
            }
            _ => a.push_str(key),
        });
        changed();
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
                            <input type="radio" id=id name=qid.clone() data-testid=format!("option-{i}") prop:checked=move || choice.get() == Some(i) disabled=locked on:change=move |_| { choice.set(Some(i)); changed(); } />
                            <span>{text}</span>
                        </label>
                    }
                }).collect_view()}
            </fieldset>
        }.into_any(),
        Kind::Amount => view! {
            <label class="amount">
                "Amount in dollars "
                <input data-testid="amount" inputmode="decimal" enterkeyhint="done" autocomplete="off" prop:value=move || amount.get() disabled=locked on:input=move |ev| { amount.set(event_target_value(&ev)); changed(); } />
            </label>
            {amount_input.filter(|_| !locked).map(|input| input.run(amount))}
            {(keypad && amount_input.is_none() && !locked).then(|| view! {
                <div class="keypad" role="group" aria-label="Number pad" data-testid="keypad">
                    {["7", "8", "9", "4", "5", "6", "1", "2", "3", ".", "0", "⌫"].into_iter().map(|k| view! {
                        <button type="button" aria-label=if k == "⌫" { "Delete the last digit" } else { k } on:click=move |_| press(k)>{k}</button>
                    }).collect_view()}
                </div>
            })}
        }.into_any(),
        Kind::Order { items, .. } => view! {
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
            // In an exam a pick is kept as it is made; an order already right is kept by saying so.
            {(autosave.is_some() && !locked).then(|| view! {
                <button type="button" data-testid="keep-order" on:click=move |_| changed()>"Keep this order"</button>
            })}
        }.into_any(),
    };
    view! {
        <div class="question" data-testid="question" data-question-id=question.id.clone() data-template=question.template on:keydown=on_keydown>
            <p class="module-tag">
                {(!label.is_empty()).then(|| view! { <span class="review-tag" data-testid="review-tag">{label}</span> " " })}
                <span data-testid="module-tag">{format!("{} · {}", question.module.title(question.game), question.jurisdiction.name())}</span>
            </p>
            <p class="prompt" data-testid="prompt">{question.prompt.clone()}</p>
            {question.tables.iter().map(|t| view! {
                <table class="lines reference" data-testid="reference-table">
                    <caption>{t.title.clone()}</caption>
                    <tbody>{t.lines.iter().map(|(hand, pays)| view! { <tr><th scope="row">{hand.clone()}</th><td>{pays.clone()}</td></tr> }).collect_view()}</tbody>
                </table>
            }).collect_view()}
            {question.hands.iter().map(|(caption, cards)| view! {
                <figure class="hand-figure">
                    <figcaption>{caption.clone()}</figcaption>
                    <div class="cards">{cards.iter().map(|&c| view! { <PlayingCard card=c /> }).collect_view()}</div>
                </figure>
            }).collect_view()}
            {control}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {(!locked && autosave.is_none()).then(|| view! { <button class="primary" data-testid="submit-answer" on:click=move |_| submit()>{submit_label}</button> })}
        </div>
    }
}

/// Right or wrong, why, and the rule — each said once.
#[component]
pub fn Feedback(question: Question, answer: Answer) -> impl IntoView {
    let right = question.is_correct(&answer);
    // A note on the wrong option is left out when the explanation already says it, and an
    // ordering's explanation is the order itself.
    let why_wrong = question
        .why_wrong(&answer)
        .filter(|w| !question.explanation.contains(w.trim_end_matches('.')));
    let state_answer = !right && !matches!(question.kind, Kind::Order { .. });
    view! {
        <div class=if right { "feedback right" } else { "feedback wrong" } role="status" data-testid="feedback">
            <p><strong>{if right { "Correct." } else { "Not quite." }}</strong>
                {state_answer.then(|| format!(" The answer is: {}.", question.describe(&question.correct)))}</p>
            {why_wrong.map(|w| view! { <p>{w}</p> })}
            <p>{question.explanation.clone()}</p>
            <p><cite data-testid="citation">{question.citation.as_str()}</cite></p>
        </div>
    }
}
