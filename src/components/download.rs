//! Saving text as a file the user downloads (CSV exports, progress exports).

use wasm_bindgen::JsCast;

/// Offers `text` as a download named `file_name`. Returns a message if the browser refuses.
pub fn download(file_name: &str, mime: &str, text: &str) -> Result<(), String> {
    offer(file_name, mime, &wasm_bindgen::JsValue::from_str(text))
}

/// Offers `bytes` (a zip, say) as a download named `file_name`.
pub fn download_bytes(file_name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    offer(file_name, mime, &js_sys::Uint8Array::from(bytes).into())
}

/// The file's one part as a blob behind a link that is clicked once, then released.
fn offer(file_name: &str, mime: &str, part: &wasm_bindgen::JsValue) -> Result<(), String> {
    let fail = |what: &str| format!("could not save the file ({what})");
    let parts = js_sys::Array::of1(part);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(|_| fail("blob"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail("url"))?;
    let document = leptos::prelude::document();
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| fail("link"))?
        .unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Quotes a CSV field when it needs it.
pub fn csv_field(value: &str) -> String {
    if value.contains([',', '"', '\n']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value.to_string()
    }
}

/// One CSV record: the fields quoted where they need it, joined by commas, ended by a newline.
pub fn csv_row<S: AsRef<str>>(fields: &[S]) -> String {
    let mut row = fields
        .iter()
        .map(|f| csv_field(f.as_ref()))
        .collect::<Vec<_>>()
        .join(",");
    row.push('\n');
    row
}

/// A table's lines in one CSV field: "Royal flush: 100 to 1; Straight flush: 40 to 1".
pub fn csv_lines<'a>(
    lines: impl IntoIterator<Item = (String, &'a engine::paytable::Pay)>,
) -> String {
    lines
        .into_iter()
        .map(|(hand, pay)| format!("{hand}: {pay}"))
        .collect::<Vec<_>>()
        .join("; ")
}
