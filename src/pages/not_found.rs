//! Shown for any address the app does not know: never a blank page.

use crate::base_path::href;
use crate::router::Link;
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    view! {
        <section class="page" aria-labelledby="nf-title">
            <h1 id="nf-title">"Page not found"</h1>
            <p>"There is no page at this address. " <Link href=href("")>"Go to the start page"</Link> "."</p>
        </section>
    }
}
