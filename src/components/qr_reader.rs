//! Reading QR codes on the device: [`QrReader`] reads codes from the camera where the browser has
//! `BarcodeDetector`, and from a picked photo or screenshot everywhere (decoded by the npm package
//! `jsqr`, shipped with the site as `jsQR.js` and loaded only when a photo is first read). Every
//! code goes to `engine::qr_sequence::Assembler`, so a sequence is read in any order and the page
//! says which parts are still missing; a refused code changes nothing.

use engine::qr_sequence::{Added, Assembler};
use js_sys::{Function, Object, Promise, Reflect};
use leptos::prelude::*;
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// A JavaScript property of `target`, or `undefined`.
fn get(target: &JsValue, key: &str) -> JsValue {
    Reflect::get(target, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Calls `target.method(args…)`.
fn call(target: &JsValue, method: &str, args: &[JsValue]) -> Result<JsValue, String> {
    let function: Function = get(target, method)
        .dyn_into()
        .map_err(|_| format!("the browser has no {method}"))?;
    function
        .apply(target, &args.iter().collect::<js_sys::Array>())
        .map_err(|e| format!("{method} failed: {}", describe(&e)))
}

fn describe(error: &JsValue) -> String {
    error
        .as_string()
        .or_else(|| get(error, "message").as_string())
        .unwrap_or_else(|| "unknown error".into())
}

/// `window.jsQR`, loading `jsQR.js` (shipped beside the app) the first time.
async fn jsqr() -> Result<Function, String> {
    let window: JsValue = window().into();
    if let Ok(found) = get(&window, "jsQR").dyn_into::<Function>() {
        return Ok(found);
    }
    let document = document();
    let script = document
        .create_element("script")
        .map_err(|_| "the QR decoder could not be loaded")?;
    let _ = script.set_attribute("src", &crate::base_path::href("jsQR.js"));
    let loaded = Promise::new(&mut |resolve, reject| {
        let _ = Reflect::set(&script, &"onload".into(), &resolve);
        let _ = Reflect::set(&script, &"onerror".into(), &reject);
    });
    document
        .head()
        .ok_or("the page has no head")?
        .append_child(&script)
        .map_err(|_| "the QR decoder could not be loaded")?;
    JsFuture::from(loaded)
        .await
        .map_err(|_| "the QR decoder (jsQR.js) could not be loaded: check the connection")?;
    get(&window, "jsQR")
        .dyn_into::<Function>()
        .map_err(|_| "the QR decoder did not start".into())
}

/// The text of the QR code in a picture file, `None` when no code is found in it.
async fn decode_picture(file: &web_sys::File) -> Result<Option<String>, String> {
    let decoder = jsqr().await?;
    let window: JsValue = window().into();
    let bitmap = JsFuture::from(
        call(&window, "createImageBitmap", &[file.into()])?
            .dyn_into::<Promise>()
            .map_err(|_| "createImageBitmap gave no promise")?,
    )
    .await
    .map_err(|_| format!("'{}' is not a picture this browser can open", file.name()))?;
    let width = get(&bitmap, "width");
    let height = get(&bitmap, "height");
    let canvas: JsValue = document()
        .create_element("canvas")
        .map_err(|_| "no canvas")?
        .into();
    let _ = Reflect::set(&canvas, &"width".into(), &width);
    let _ = Reflect::set(&canvas, &"height".into(), &height);
    let options = Object::new();
    let _ = Reflect::set(&options, &"willReadFrequently".into(), &true.into());
    let context = call(&canvas, "getContext", &["2d".into(), options.into()])?;
    call(&context, "drawImage", &[bitmap.clone(), 0.into(), 0.into()])?;
    let image = call(
        &context,
        "getImageData",
        &[0.into(), 0.into(), width.clone(), height.clone()],
    )?;
    let _ = call(&bitmap, "close", &[]);
    let options = Object::new();
    let _ = Reflect::set(&options, &"inversionAttempts".into(), &"attemptBoth".into());
    let found = decoder
        .apply(
            &JsValue::NULL,
            &[get(&image, "data"), width, height, options.into()]
                .iter()
                .collect::<js_sys::Array>(),
        )
        .map_err(|e| format!("the QR decoder failed: {}", describe(&e)))?;
    Ok(get(&found, "data").as_string())
}

/// The camera's look for a code, which schedules itself again until the camera stops.
type Repeating = std::rc::Rc<std::cell::RefCell<Option<Closure<dyn FnMut()>>>>;

/// Whether the browser can read QR codes from the camera (`BarcodeDetector` with `qr_code`).
fn camera_detector() -> Option<JsValue> {
    let window: JsValue = window().into();
    let constructor: Function = get(&window, "BarcodeDetector").dyn_into().ok()?;
    let options = Object::new();
    let formats = js_sys::Array::of1(&"qr_code".into());
    let _ = Reflect::set(&options, &"formats".into(), &formats);
    Reflect::construct(&constructor, &js_sys::Array::of1(&options)).ok()
}

/// Reads QR codes (one, or a sequence in any order) and hands the whole text to `on_text` once
/// every part is read. Progress and refusals are announced in a live region.
#[component]
pub fn QrReader(#[prop(into)] on_text: Callback<String>) -> impl IntoView {
    let assembler = RwSignal::new(Assembler::new());
    let message = RwSignal::new(String::new());
    let error = RwSignal::new(String::new());
    let has_camera = camera_detector().is_some();
    let scanning = RwSignal::new(false);
    let stream = StoredValue::new_local(None::<JsValue>);
    let video = NodeRef::<leptos::html::Video>::new();

    let take = move |text: String| {
        let mut reader = assembler.get_untracked();
        match reader.add(&text) {
            Err(refused) => error.set(refused.to_string()),
            Ok(added) => {
                error.set(String::new());
                let note = match added {
                    Added::Duplicate { index } => format!("Part {index} was already read. "),
                    _ => String::new(),
                };
                match reader.text() {
                    Ok(Some(whole)) => {
                        message.set(format!("{note}{}", reader.progress()));
                        assembler.set(Assembler::new());
                        on_text.run(whole);
                        return;
                    }
                    Ok(None) => message.set(format!("{note}{}", reader.progress())),
                    Err(damaged) => {
                        error.set(damaged.to_string());
                        assembler.set(Assembler::new());
                        return;
                    }
                }
                assembler.set(reader);
            }
        }
    };

    let stop = move || {
        scanning.set(false);
        if let Some(stream) = stream.get_value() {
            if let Ok(tracks) = call(&stream, "getTracks", &[]) {
                for track in js_sys::Array::from(&tracks).iter() {
                    let _ = call(&track, "stop", &[]);
                }
            }
        }
        stream.set_value(None);
    };

    let on_pick = move |ev: web_sys::Event| {
        let input: Option<web_sys::HtmlInputElement> = ev.target().and_then(|t| t.dyn_into().ok());
        let Some(input) = input else { return };
        let Some(files) = input.files() else { return };
        let files: Vec<web_sys::File> = (0..files.length()).filter_map(|i| files.get(i)).collect();
        input.set_value("");
        leptos::task::spawn_local(async move {
            for file in files {
                match decode_picture(&file).await {
                    Ok(Some(text)) => take(text),
                    Ok(None) => error.set(format!(
                        "No QR code was found in '{}': take the picture closer and straighter, with the whole code in it.",
                        file.name()
                    )),
                    Err(why) => error.set(why),
                }
            }
        });
    };

    let start_camera = move |_| {
        let Some(detector) = camera_detector() else {
            return;
        };
        error.set(String::new());
        leptos::task::spawn_local(async move {
            let navigator: JsValue = window().navigator().into();
            let devices = get(&navigator, "mediaDevices");
            let constraints = Object::new();
            let video_wanted = Object::new();
            let _ = Reflect::set(&video_wanted, &"facingMode".into(), &"environment".into());
            let _ = Reflect::set(&constraints, &"video".into(), &video_wanted);
            let opened = match call(&devices, "getUserMedia", &[constraints.into()]) {
                Ok(promise) => JsFuture::from(Promise::from(promise)).await,
                Err(why) => Err(JsValue::from_str(&why)),
            };
            let opened = match opened {
                Ok(opened) => opened,
                Err(why) => {
                    error.set(format!(
                        "The camera could not be opened ({}). Pick a photo instead.",
                        describe(&why)
                    ));
                    return;
                }
            };
            let Some(element) = video.get_untracked() else {
                return;
            };
            let element: JsValue = element.into();
            let _ = Reflect::set(&element, &"srcObject".into(), &opened);
            let _ = call(&element, "play", &[]);
            stream.set_value(Some(opened));
            scanning.set(true);
            // Look for a code a few times a second until stopped.
            let seen = StoredValue::new_local(None::<String>);
            let look: Repeating = Default::default();
            let again = look.clone();
            *look.borrow_mut() = Some(Closure::new(move || {
                if !scanning.get_untracked() {
                    again.borrow_mut().take();
                    return;
                }
                let detector = detector.clone();
                let element = element.clone();
                let again = again.clone();
                leptos::task::spawn_local(async move {
                    if let Ok(promise) = call(&detector, "detect", &[element]) {
                        if let Ok(found) = JsFuture::from(Promise::from(promise)).await {
                            for code in js_sys::Array::from(&found).iter() {
                                if let Some(text) = get(&code, "rawValue").as_string() {
                                    if seen.get_value().as_deref() != Some(text.as_str()) {
                                        seen.set_value(Some(text.clone()));
                                        take(text);
                                    }
                                }
                            }
                        }
                    }
                    if let Some(next) = again.borrow().as_ref() {
                        let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(
                            next.as_ref().unchecked_ref(),
                            250,
                        );
                    }
                });
            }));
            let first = look.borrow();
            if let Some(first) = first.as_ref() {
                let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(
                    first.as_ref().unchecked_ref(),
                    250,
                );
            };
        });
    };
    on_cleanup(stop);

    view! {
        <div class="qr-reader" data-testid="qr-reader">
            {has_camera.then(|| view! {
                <div class="row">
                    <button type="button" data-testid="qr-camera" on:click=start_camera disabled=move || scanning.get()>"Scan with the camera"</button>
                    <button type="button" on:click=move |_| stop() disabled=move || !scanning.get()>"Stop the camera"</button>
                </div>
            })}
            <video node_ref=video class="qr-video" hidden=move || !scanning.get() muted=true playsinline=true aria-label="Camera view"></video>
            <label class="qr-pick">
                {if has_camera { "Or read the codes from photos or screenshots" } else { "Read the codes from photos or screenshots" }}
                <input type="file" accept="image/*" multiple=true data-testid="qr-photo" on:change=on_pick />
            </label>
            <p aria-live="polite" data-testid="qr-progress">{move || message.get()}</p>
            <p role="alert" class="error" data-testid="qr-error">{move || error.get()}</p>
        </div>
    }
}
