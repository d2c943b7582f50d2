//! The page's side of the compute worker: start a job (sent once the worker reports it is ready),
//! receive progress and the result, cancel by terminating the worker (a running computation
//! cannot be interrupted any other way).

use crate::base_path::router_base;
use crate::worker_protocol::{Request, Response};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static CURRENT: RefCell<Option<Running>> = const { RefCell::new(None) };
}

/// Starts `request` in a fresh worker (ending any job still running) and calls `on_response`
/// for each message it sends back.
pub fn start(request: &Request, on_response: impl Fn(Response) + 'static) -> Result<(), String> {
    cancel();
    let url = format!("{}/worker_loader.js", router_base());
    let worker =
        Worker::new(&url).map_err(|e| format!("the compute worker could not start: {e:?}"))?;
    let on_response = std::rc::Rc::new(on_response);
    let request_text = serde_json::to_string(request).map_err(|e| e.to_string())?;
    let on_message = {
        let on_response = on_response.clone();
        let worker = worker.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let response =
                serde_json::from_str::<Response>(&text).unwrap_or_else(|e| Response::Error {
                    message: format!("unreadable reply from the worker: {e}"),
                });
            if response == Response::Ready {
                // The worker listens only once its WebAssembly has loaded; send the job now.
                if worker
                    .post_message(&JsValue::from_str(&request_text))
                    .is_err()
                {
                    on_response(Response::Error {
                        message: "could not send the job to the worker".into(),
                    });
                }
                return;
            }
            let finished = !matches!(response, Response::Progress { .. });
            on_response(response);
            if finished {
                forget_current();
            }
        })
    };
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        on_response(Response::Error {
            message: "the compute worker stopped with an error".into(),
        });
        forget_current();
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    CURRENT.with(|c| {
        *c.borrow_mut() = Some(Running {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    });
    Ok(())
}

/// Stops the running job, if any.
pub fn cancel() {
    CURRENT.with(|c| {
        if let Some(running) = c.borrow_mut().take() {
            running.worker.terminate();
        }
    });
}

/// Ends the finished worker once its callback has returned (a closure cannot drop itself).
fn forget_current() {
    if let Some(window) = web_sys::window() {
        let later = Closure::once_into_js(cancel);
        let _ =
            window.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
    }
}
