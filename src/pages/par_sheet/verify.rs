//! The Verify screen: a packet received from someone else — a file picked or dropped, or JSON
//! pasted — is recomputed from its inputs by the engine's verifier (`packet::verify`) and shown
//! figure by figure: matches, or differs (the packet's figure against the recomputed one). A
//! packet whose X-tra Bonus table is the operator's own needs its main game solved first: the
//! page's workers solve it (`solve::MainSolve`), its X-tra Bonus section too, so every figure
//! is recomputed here as `odds verify-packet` recomputes it.

use super::solve::{own_xtra, MainSolve, Solved};
use crate::components::upload::chosen_file_text;
use engine::par_sheet::own_xtra_pays;
use engine::par_sheet::packet::{packet_inputs, verify_with, Verification};
use leptos::prelude::*;

fn verdict(v: &Verification) -> String {
    let digest = if v.digest_matches {
        "its digest is right"
    } else {
        "its digest is NOT the digest of what it holds"
    };
    if v.all_match() {
        format!(
            "“{}”: every one of its {} figures matches the recomputation, and {digest}.",
            v.title,
            v.figures.len()
        )
    } else {
        format!(
            "“{}”: {} of its {} figures differ from the recomputation, and {digest}.",
            v.title,
            v.mismatches,
            v.figures.len()
        )
    }
}

fn figure_rows(v: &Verification, differing: bool) -> impl IntoView {
    v.figures
        .iter()
        .filter(|f| f.matches != differing)
        .map(|f| {
            view! {
                <tr class=if f.matches { "" } else { "differs" }>
                    <th scope="row"><code>{f.path.clone()}</code></th>
                    <td>{if f.matches { "matches" } else { "differs" }}</td>
                    <td>{f.received.clone().unwrap_or_else(|| "(missing)".into())}</td>
                    <td>{f.recomputed.clone().unwrap_or_else(|| "(none)".into())}</td>
                </tr>
            }
        })
        .collect_view()
}

fn figures_table(caption: String, testid: &'static str, rows: impl IntoView) -> impl IntoView {
    let region = caption.clone();
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label=region>
            <table class="lines par-table verify-table" data-testid=testid>
                <caption>{caption}</caption>
                <thead><tr><th scope="col">"Figure"</th><th scope="col">"Verdict"</th><th scope="col">"In the packet"</th><th scope="col">"Recomputed"</th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

#[component]
pub fn Verify(solved: RwSignal<Option<Solved>>) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let source = RwSignal::new(String::new());
    // The packet's text, or why it could not be read.
    let received = RwSignal::new(None::<Result<String, String>>);
    // An own X-tra Bonus table's pays, when the packet has one: its main game is solved first.
    let pays = Signal::derive(move || {
        received.with(|r| match r {
            Some(Ok(body)) => packet_inputs(body).and_then(|i| own_xtra_pays(&i).ok().flatten()),
            _ => None,
        })
    });
    let waiting = move || {
        pays.with(|p| p.is_some())
            && matches!(
                own_xtra(solved.get().as_ref(), pays.get().as_deref()),
                engine::par_sheet::OwnXtra::Unsolved
            )
    };
    let result = Memo::new(move |_| {
        received.with(|r| {
            r.as_ref().map(|r| {
                r.clone().and_then(|body| {
                    let own = solved.with(|s| own_xtra(s.as_ref(), pays.get().as_deref()));
                    verify_with(&body, &own)
                })
            })
        })
    });
    let check = move |what: String, body: String| {
        source.set(what);
        received.set(Some(Ok(body)));
    };
    let pasted = move |_| check("the pasted text".into(), text.get_untracked());
    let picked = move |ev: web_sys::Event| {
        leptos::task::spawn_local(async move {
            match chosen_file_text(&ev).await {
                Ok(Some((name, body))) => check(format!("the file '{name}'"), body),
                Ok(None) => {}
                Err(e) => received.set(Some(Err(e))),
            }
        });
    };
    let dropped = move |ev: web_sys::DragEvent| {
        ev.prevent_default();
        let Some(file) = ev
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|f| f.get(0))
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            let name = file.name();
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(body) => check(
                    format!("the file '{name}'"),
                    body.as_string().unwrap_or_default(),
                ),
                Err(_) => received.set(Some(Err(format!("the file '{name}' could not be read")))),
            }
        });
    };
    view! {
        <section class="par-verify" aria-labelledby="verify-title" data-testid="par-verify">
            <h2 id="verify-title">"Verify a packet"</h2>
            <p class="hint">"A par-sheet packet (the JSON this page or `odds par-sheet --json` writes) is recomputed here from its inputs, by the same engine, and every figure compared. Nothing leaves your device."</p>
            <div class="drop-zone" data-testid="verify-drop" on:dragover=|ev: web_sys::DragEvent| ev.prevent_default() on:drop=dropped>
                <label>
                    "Choose a packet file, or drop one here "
                    <input type="file" accept=".json,application/json" data-testid="verify-file" on:change=picked />
                </label>
            </div>
            <label class="grow">
                "Or paste the packet's JSON"
                <textarea rows="6" data-testid="verify-text" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            </label>
            <div class="par-actions">
                <button type="button" data-testid="verify-run" on:click=pasted>"Verify the pasted packet"</button>
            </div>
            <MainSolve pays=pays solved=solved prefix="verify-solve" />
            <div aria-live="polite" data-testid="verify-result">
                {move || result.with(|r| match r {
                    None => ().into_any(),
                    Some(Ok(_)) if waiting() => view! { <p class="hint" data-testid="verify-waiting">"Not verified yet: this packet's X-tra Bonus table is the operator's own, and its main game must be solved on this device first (above)."</p> }.into_any(),
                    Some(Err(e)) => view! { <p class="warning" role="alert" data-testid="verify-error">{format!("Cannot verify {}: {e}.", source.get_untracked())}</p> }.into_any(),
                    Some(Ok(v)) => {
                        let good = v.all_match();
                        let differing = (v.mismatches > 0).then(|| figures_table(
                            the_figures(v.mismatches, "that differs", "that differ"), "verify-differs", figure_rows(v, true)));
                        view! {
                            <p class=if good { "verify-ok" } else { "warning" } data-testid="verify-verdict">
                                <strong>{if good { "Verified. " } else { "Does not verify. " }}</strong>
                                {verdict(v)}
                            </p>
                            {differing}
                            <details>
                                <summary>{the_figures(v.figures.len() - v.mismatches, "that matches", "that match")}</summary>
                                {figures_table("Figures that match".into(), "verify-matches", figure_rows(v, false))}
                            </details>
                        }.into_any()
                    }
                })}
            </div>
        </section>
    }
}

/// A heading over some of a packet's figures, its verb agreeing with their number ("The figure
/// that differs", "The 3 figures that differ").
fn the_figures(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("The figure {one}")
    } else {
        format!("The {n} figures {many}")
    }
}
