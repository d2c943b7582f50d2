//! A button whose action cannot be undone and so asks first. The question is an HTML popover
//! opened by the button itself (`popovertarget`): the browser moves focus to its "Cancel"
//! (`autofocus`, the safe answer), closes it on Escape or a click elsewhere, and gives focus back
//! to the button when it closes, so a keyboard or screen-reader user is never left on a control
//! that has gone — with no script of ours (the academy's bundle is at its size budget).

use leptos::prelude::*;

#[component]
pub fn ConfirmButton(
    /// The button's text, e.g. "Reset all progress…".
    label: &'static str,
    /// What the confirmation asks.
    question: &'static str,
    /// The button's test id (the question's is `confirm-question`: one such button a page).
    testid: &'static str,
    /// The "Yes" answer's test id ("Cancel" is `confirm-cancel`).
    yes_testid: &'static str,
    on_yes: Callback<()>,
) -> impl IntoView {
    const ID: &str = "confirm-question";
    view! {
        <button data-testid=testid popovertarget=ID>{label}</button>
        <div id=ID data-testid=ID popover="auto" role="alertdialog" aria-label=question class="panel confirm">
            <p>{question}</p>
            <div class="actions">
                <button data-testid=yes_testid popovertarget=ID popovertargetaction="hide" on:click=move |_| on_yes.run(())>"Yes, reset"</button>
                <button data-testid="confirm-cancel" popovertarget=ID popovertargetaction="hide" autofocus>"Cancel"</button>
            </div>
        </div>
    }
}
