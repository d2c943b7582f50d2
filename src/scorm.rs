//! The SCORM 1.2 report: when the app runs inside an assignment's SCORM package (see
//! `scorm_package.rs`), an exam's result goes to the LMS through the SCORM 1.2 run-time API, found
//! by the standard walk up the parent windows. Outside an LMS there is no API and nothing happens.

use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};

fn get(target: &JsValue, key: &str) -> JsValue {
    // A window of another origin refuses to be read: as if it had nothing.
    Reflect::get(target, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// The LMS's `API` object: on this window or a parent (at most ten up), else on the opener's.
fn find_api() -> Option<JsValue> {
    let walk = |mut win: JsValue| {
        for _ in 0..10 {
            let api = get(&win, "API");
            if api.is_object() {
                return Some(api);
            }
            let parent = get(&win, "parent");
            if !parent.is_object() || js_sys::Object::is(&parent, &win) {
                return None;
            }
            win = parent;
        }
        None
    };
    let window: JsValue = leptos::prelude::window().into();
    walk(window.clone()).or_else(|| {
        let opener = get(&window, "opener");
        opener.is_object().then(|| walk(opener)).flatten()
    })
}

fn call(api: &JsValue, method: &str, args: &[&str]) -> bool {
    let Ok(function) = get(api, method).dyn_into::<Function>() else {
        return false;
    };
    let args: js_sys::Array = args.iter().map(|a| JsValue::from_str(a)).collect();
    function
        .apply(api, &args)
        .ok()
        .and_then(|r| r.as_string())
        .is_some_and(|r| r == "true")
}

/// Reports an exam's score (0–100) and whether it passed to the LMS, and saves it there
/// (`LMSCommit`); the package's launch page ends the session (`LMSFinish`) when the learner
/// leaves. Returns whether an LMS took it (`false` outside an LMS: nothing is done).
pub fn report(score_percent: u32, passed: bool) -> bool {
    let Some(api) = find_api() else {
        return false;
    };
    let score = score_percent.min(100).to_string();
    let status = if passed { "passed" } else { "failed" };
    call(&api, "LMSSetValue", &["cmi.core.score.min", "0"])
        & call(&api, "LMSSetValue", &["cmi.core.score.max", "100"])
        & call(&api, "LMSSetValue", &["cmi.core.score.raw", &score])
        & call(&api, "LMSSetValue", &["cmi.core.lesson_status", status])
        & call(&api, "LMSCommit", &[""])
}
