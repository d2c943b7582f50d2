//! The table signs the rules require for the table as configured (the engine's
//! `par_sheet::signs`: layout inscriptions, paytables, meters, the payout limit and that the
//! Progressive is not subject to it), each with its rule, printed one sign a page on the paper
//! chosen (Letter or A4, by an `@page` rule while this screen is shown).

use engine::par_sheet::signs::table_signs;
use engine::par_sheet::ParInputs;
use leptos::prelude::*;

/// The paper signs are printed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Paper {
    Letter,
    A4,
}

impl Paper {
    fn size(self) -> &'static str {
        match self {
            Paper::Letter => "letter portrait",
            Paper::A4 => "A4 portrait",
        }
    }
}

#[component]
pub fn Signs(inputs: RwSignal<ParInputs>) -> impl IntoView {
    let paper = RwSignal::new(Paper::Letter);
    let signs = Memo::new(move |_| inputs.with(|i| table_signs(&i.table)));
    let page_rule = move || {
        format!(
            "@media print {{ @page {{ size: {}; margin: 15mm; }} }}",
            paper.get().size()
        )
    };
    view! {
        <section class="sign-sheet" aria-labelledby="signs-title" data-testid="par-signs">
            <style>{page_rule}</style>
            <h2 id="signs-title" class="par-head">"Table signs"</h2>
            <div class="par-actions par-head">
                <label>
                    "Paper "
                    <select data-testid="sign-paper" on:change=move |ev| paper.set(if event_target_value(&ev) == "a4" { Paper::A4 } else { Paper::Letter })>
                        <option value="letter" selected=move || paper.get() == Paper::Letter>"Letter (8½ × 11 in)"</option>
                        <option value="a4" selected=move || paper.get() == Paper::A4>"A4 (210 × 297 mm)"</option>
                    </select>
                </label>
                <button type="button" data-testid="sign-print" on:click=move |_| { let _ = window().print(); }>"Print the signs, one a page"</button>
            </div>
            {move || signs.with(|s| match s {
                Err(e) => view! { <p class="warning" role="alert">{format!("No signs: {e}.")}</p> }.into_any(),
                Ok(list) => list
                    .iter()
                    .map(|sign| view! {
                        <article class="sign" data-testid="sign">
                            <h3>{sign.title.clone()}</h3>
                            <ul>{sign.lines.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view()}</ul>
                            <p class="sign-rule">{format!("Required by {}", sign.rule)}</p>
                        </article>
                    })
                    .collect_view()
                    .into_any(),
            })}
        </section>
    }
}
