//! [`ScormExport`]: an assignment as a SCORM 1.2 package made on the device. The app's own files
//! (the service worker's precache list names them) are fetched from where the app is hosted and
//! zipped with the launch page and manifest (`scorm_package.rs`), so the package runs from the
//! LMS with no other host.

use crate::scorm_package::{self, PackageSpec};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

async fn fetch_bytes(url: &str) -> Result<Vec<u8>, String> {
    let failed = || format!("'{url}' could not be fetched: check the connection and try again");
    let response: web_sys::Response = JsFuture::from(window().fetch_with_str(url))
        .await
        .map_err(|_| failed())?
        .dyn_into()
        .map_err(|_| failed())?;
    if !response.ok() {
        return Err(format!(
            "'{url}' could not be fetched (status {})",
            response.status()
        ));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(|_| failed())?)
        .await
        .map_err(|_| failed())?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// The app's files, fetched from its base, and the base's path (`/hcf/`).
async fn app_files(progress: RwSignal<String>) -> Result<(String, Vec<(String, Vec<u8>)>), String> {
    let base = document().base_uri().ok().flatten().unwrap_or_default();
    let sw = fetch_bytes(&format!("{base}sw.js")).await.map_err(|_| {
        "the app's file list (sw.js) is missing: the package can only be made from the built site"
            .to_string()
    })?;
    let urls = scorm_package::precache_urls(&String::from_utf8_lossy(&sw))?;
    let mut files = Vec::with_capacity(urls.len());
    for (i, url) in urls.iter().enumerate() {
        progress.set(format!(
            "Fetching the app's files: {} of {}",
            i + 1,
            urls.len()
        ));
        files.push((url.clone(), fetch_bytes(&format!("{base}{url}")).await?));
    }
    Ok((format!("{}/", crate::base_path::router_base()), files))
}

/// A file name from the title: letters and digits, the rest as dashes.
fn file_name(title: &str) -> String {
    let name: String = title
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let name = name
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    format!(
        "{}-scorm12.zip",
        if name.is_empty() { "assignment" } else { &name }
    )
}

/// A button that saves the assignment at `assignment_link` as a SCORM 1.2 zip, with `title` and
/// the pass mark (percent) the LMS records.
#[component]
pub fn ScormExport(
    #[prop(into)] assignment_link: Signal<String>,
    #[prop(into)] title: Signal<String>,
    #[prop(into)] pass_mark: Signal<u8>,
) -> impl IntoView {
    let progress = RwSignal::new(String::new());
    let error = RwSignal::new(String::new());
    let busy = RwSignal::new(false);
    let export = move |_| {
        if busy.get_untracked() {
            return;
        }
        let base = document().base_uri().ok().flatten().unwrap_or_default();
        let spec =
            scorm_package::route_of_link(&assignment_link.get_untracked(), &base).map(|route| {
                PackageSpec {
                    title: title.get_untracked(),
                    route,
                    pass_mark: pass_mark.get_untracked(),
                }
            });
        error.set(String::new());
        let spec = match spec {
            Ok(spec) => spec,
            Err(why) => return error.set(why),
        };
        busy.set(true);
        leptos::task::spawn_local(async move {
            let made = async {
                let (base_path, files) = app_files(progress).await?;
                progress.set("Writing the package…".into());
                let zipped = scorm_package::package(&spec, &base_path, files)?;
                crate::components::download::download_bytes(
                    &file_name(&spec.title),
                    "application/zip",
                    &zipped,
                )?;
                Ok::<usize, String>(zipped.len())
            }
            .await;
            busy.set(false);
            match made {
                Ok(bytes) => progress.set(format!(
                    "Saved {} ({:.1} MB): upload it to the LMS as a SCORM 1.2 package.",
                    file_name(&spec.title),
                    bytes as f64 / 1_000_000.0
                )),
                Err(why) => {
                    progress.set(String::new());
                    error.set(why)
                }
            }
        });
    };
    view! {
        <div class="scorm-export">
            <button type="button" data-testid="scorm-export" on:click=export aria-disabled=move || busy.get().then_some("true")>
                "Download the SCORM 1.2 package"
            </button>
            <p aria-live="polite" data-testid="scorm-progress">{move || progress.get()}</p>
            <p role="alert" class="error">{move || error.get()}</p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn the_file_is_named_from_the_title() {
        assert_eq!(
            file_name("Week 3: Flush exam!"),
            "week-3-flush-exam-scorm12.zip"
        );
        assert_eq!(file_name("§§"), "assignment-scorm12.zip");
    }
}
