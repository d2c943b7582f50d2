//! Keeping the keyboard focus on the page's task: after an answer or a move redraws part of a
//! page, focus goes to the control that continues the task, never to the page itself.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What a redrawn question, drill item or panel offers first, tried in this order: a chosen
/// option (as Tab would reach a radio group), else its first enabled field, option or button.
pub const FIRST_CONTROL: &[&str] = &[
    "input[type=radio]:checked:not([disabled])",
    "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])",
];

/// Focuses, inside the first element matching `within` (the document when `within` is empty),
/// the first element matching the first of `selectors` that matches anything. Returns whether
/// something took the focus.
pub fn focus_first(within: &str, selectors: &[&str]) -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let scope: Option<web_sys::Element> = if within.is_empty() {
        document.document_element()
    } else {
        document.query_selector(within).ok().flatten()
    };
    let Some(scope) = scope else {
        return false;
    };
    selectors
        .iter()
        .find_map(|selector| scope.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|e| e.focus().is_ok())
}

/// After the next frame (once the redraw has happened), [`focus_first`].
pub fn focus_soon(within: &'static str, selectors: &'static [&'static str]) {
    request_animation_frame(move || {
        focus_first(within, selectors);
    });
}

/// After the next frame, and only if the focus has dropped to the page (its element was
/// redrawn or disabled under it), [`focus_first`].
pub fn keep_focus_soon(within: &'static str, selectors: &'static [&'static str]) {
    request_animation_frame(move || {
        if focus_dropped() {
            focus_first(within, selectors);
        }
    });
}

/// Whether nothing but the page itself has the focus, or its element was just disabled (the
/// browser is about to hand the focus to the page).
pub fn focus_dropped() -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    match document.active_element() {
        None => true,
        Some(active) => {
            document
                .body()
                .is_some_and(|b| b.is_same_node(Some(&active)))
                || document
                    .document_element()
                    .is_some_and(|d| d.is_same_node(Some(&active)))
                || active.matches(":disabled").unwrap_or(false)
        }
    }
}
