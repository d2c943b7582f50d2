//! The compute worker: runs long analyses off the page's thread and posts progress and results
//! as JSON (a share of Jackpot Hold 'Em's analysis as bytes). Built by Trunk as a no-modules worker, started by `public/worker_loader.js`.

use app::compute;
use app::worker_protocol::{Request, Response, TallyShare};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// A share of counts as its reply: the counts, "stopped", or what went wrong.
fn counts_reply(result: Result<Option<Vec<String>>, String>) -> Response {
    match result {
        Ok(Some(counts)) => Response::Tally(TallyShare { counts }),
        Ok(None) => Response::Error {
            message: "stopped".into(),
        },
        Err(message) => Response::Error { message },
    }
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let post = |response: &Response| {
            if let Ok(text) = serde_json::to_string(response) {
                let _ = replies.post_message(&JsValue::from_str(&text));
            }
        };
        let performance = replies.performance();
        let now = move || {
            performance
                .as_ref()
                .map(|p| p.now())
                .unwrap_or_else(js_sys::Date::now)
        };
        let mut last = -1.0;
        let mut progress = |fraction: f64| {
            // Post at most every half percent.
            if fraction - last >= 0.005 || fraction >= 1.0 {
                last = fraction;
                post(&Response::Progress {
                    fraction,
                    label: "Analysing every hand".into(),
                });
            }
        };
        // A combining or tally request comes as an array: its JSON, then each part's bytes.
        let data = event.data();
        let (text, parts) = if js_sys::Array::is_array(&data) {
            let array = js_sys::Array::from(&data);
            let text = array.get(0).as_string().unwrap_or_default();
            let parts: Vec<Vec<u8>> = array
                .iter()
                .skip(1)
                .map(|part| js_sys::Uint8Array::new(&part).to_vec())
                .collect();
            (text, parts)
        } else {
            (data.as_string().unwrap_or_default(), Vec::new())
        };
        let response = match serde_json::from_str::<Request>(&text) {
            Err(e) => Response::Error {
                message: format!("unreadable request: {e}"),
            },
            Ok(Request::MainGame {
                strategy,
                part,
                parts,
            }) => match compute::main_game_share(&strategy, part, parts, &mut progress) {
                Ok(share) => match serde_json::to_string(&share) {
                    Ok(share) => Response::MainGameShare { share },
                    Err(e) => Response::Error {
                        message: e.to_string(),
                    },
                },
                Err(message) => Response::Error { message },
            },
            Ok(Request::JhePart {
                strategy,
                part,
                parts,
                xtra,
            }) => match compute::jhe_part(&strategy, xtra.as_deref(), part, parts, &mut |f| {
                progress(f);
                true
            }) {
                Ok(Some(bytes)) => {
                    // The part's sums go back as bytes (several MB: no JSON).
                    let _ = replies.post_message(&js_sys::Uint8Array::from(&bytes[..]));
                    return;
                }
                Ok(None) => Response::Error {
                    message: "stopped".into(),
                },
                Err(message) => Response::Error { message },
            },
            Ok(Request::JheCombine {
                strategy,
                xtra,
                first_plays,
            }) => {
                match compute::jhe_combine(&strategy, xtra.as_deref(), &parts, first_plays, &now) {
                    Ok((summary, values)) => {
                        // Optimal play's first-decision values go first, as bytes.
                        if let Some(bytes) = values {
                            let _ = replies.post_message(&js_sys::Uint8Array::from(&bytes[..]));
                        }
                        Response::JheMainGame(summary)
                    }
                    Err(message) => Response::Error { message },
                }
            }
            Ok(Request::Tally {
                strategy,
                xtra,
                part,
                parts: count,
                first_plays,
            }) => counts_reply(compute::jhe_tally(
                &strategy,
                xtra.as_deref(),
                (part, count),
                parts.first().map_or(&[][..], Vec::as_slice),
                &first_plays,
                &mut |f| {
                    progress(f);
                    true
                },
            )),
            Ok(Request::Forward {
                xtra,
                part,
                parts: count,
            }) => counts_reply(compute::jhe_forward(
                xtra.as_deref(),
                (part, count),
                &mut |f| {
                    progress(f);
                    true
                },
            )),
            Ok(Request::Benchmark) => {
                let agent = replies.navigator().user_agent().unwrap_or_default();
                match compute::benchmark(&now, &mut progress, agent) {
                    Ok(result) => Response::Benchmark(result),
                    Err(message) => Response::Error { message },
                }
            }
        };
        post(&response);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    if let Ok(text) = serde_json::to_string(&Response::Ready) {
        let _ = scope.post_message(&JsValue::from_str(&text));
    }
}
