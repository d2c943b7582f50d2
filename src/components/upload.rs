//! Reading a file the user picks (progress imports): the text of the first chosen file.

use wasm_bindgen::JsCast;

/// The text of the file chosen in a file input (from its change event), or why not.
pub async fn chosen_file_text(ev: &web_sys::Event) -> Result<Option<(String, String)>, String> {
    let input: web_sys::HtmlInputElement = ev
        .target()
        .and_then(|t| t.dyn_into().ok())
        .ok_or("no file input")?;
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return Ok(None);
    };
    let name = file.name();
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| format!("the file '{name}' could not be read"))?;
    // Let the same file be chosen again after a refusal.
    input.set_value("");
    Ok(Some((name, text.as_string().unwrap_or_default())))
}
