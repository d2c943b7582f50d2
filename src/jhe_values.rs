//! Jackpot Hold 'Em's first-decision values, kept by the page once an exact analysis of optimal
//! play has run in this tab (the explorer's main game, or the hand analyzer asking for it): the
//! value of playing 3× and of checking for any two cards and card shown.

use engine::holdem_solver::FirstValues;
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static KEPT: RefCell<Option<Rc<FirstValues>>> = const { RefCell::new(None) };
}

/// Keeps the values sent by the worker (`FirstValues::to_bytes`).
pub fn store(bytes: &[u8]) -> Result<(), String> {
    let values = FirstValues::from_bytes(bytes)?;
    KEPT.with(|kept| *kept.borrow_mut() = Some(Rc::new(values)));
    Ok(())
}

/// The values, if an analysis has run in this tab.
pub fn get() -> Option<Rc<FirstValues>> {
    KEPT.with(|kept| kept.borrow().clone())
}

/// The values shipped with the app (`jhe-first-values.bin`, X-tra Bonus Paytable A — the only
/// one the rules have — with optimal play after), downloaded once and kept: the table's coach
/// and the hand analyzer need no analysis run for them.
pub async fn load_shipped() -> Result<Rc<FirstValues>, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    if let Some(values) = get() {
        return Ok(values);
    }
    let unavailable =
        |why: String| format!("the first decision's exact values could not be loaded ({why})");
    let window = web_sys::window().ok_or_else(|| unavailable("no window".into()))?;
    let url = crate::base_path::href("jhe-first-values.bin");
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(&url))
        .await
        .map_err(|_| unavailable("the file could not be downloaded".into()))?
        .dyn_into()
        .map_err(|_| unavailable("no response".into()))?;
    if !response.ok() {
        return Err(unavailable(format!(
            "the server answered {}",
            response.status()
        )));
    }
    let buffer = response
        .array_buffer()
        .map_err(|_| unavailable("the file could not be read".into()))?;
    let buffer = JsFuture::from(buffer)
        .await
        .map_err(|_| unavailable("the file could not be read".into()))?;
    let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
    let values = Rc::new(FirstValues::from_compact_bytes(&bytes).map_err(unavailable)?);
    KEPT.with(|kept| *kept.borrow_mut() = Some(values.clone()));
    Ok(values)
}
