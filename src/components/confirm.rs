//! A button whose action cannot be undone and so asks first: the question opens beside it with
//! focus on "Cancel" (the safe answer), Escape cancels, and either answer puts focus back on the
//! button, so a keyboard or screen-reader user is never left on a control that has gone.

use leptos::prelude::*;

#[component]
pub fn ConfirmButton(
    /// The button's text, e.g. "Reset all progress…".
    label: &'static str,
    /// What the confirmation asks.
    question: &'static str,
    /// The button's and the "Yes" answer's test ids.
    testid: &'static str,
    yes_testid: &'static str,
    on_yes: Callback<()>,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let opener = NodeRef::<leptos::html::Button>::new();
    let cancel = NodeRef::<leptos::html::Button>::new();
    let close = move || {
        open.set(false);
        if let Some(button) = opener.get_untracked() {
            let _ = button.focus();
        }
    };
    let ask = move |_| {
        open.set(true);
        request_animation_frame(move || {
            if let Some(button) = cancel.get_untracked() {
                let _ = button.focus();
            }
        });
    };
    view! {
        <button data-testid=testid node_ref=opener aria-expanded=move || open.get().to_string() on:click=ask>{label}</button>
        <Show when=move || open.get()>
            <span role="alertdialog" aria-label=question on:keydown=move |ev| {
                if ev.key() == "Escape" {
                    close();
                }
            }>
                " "{question}" "
                <button data-testid=yes_testid on:click=move |_| { on_yes.run(()); close(); }>"Yes, reset"</button>
                <button node_ref=cancel on:click=move |_| close()>"Cancel"</button>
            </span>
        </Show>
    }
}
