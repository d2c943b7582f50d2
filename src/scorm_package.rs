//! The SCORM 1.2 package of an assignment, as plain Rust (tested natively): the app's built files
//! (the service worker's precache list names them), its `index.html` made to run from whatever
//! folder an LMS unpacks the package into, a launch page that talks to the LMS's SCORM 1.2 API,
//! and `imsmanifest.xml`, written into a zip with stored entries. The browser side that fetches
//! the files and saves the zip is `components::scorm`; the score itself is reported by
//! `scorm::report` from inside the packaged app.

use std::io::{Cursor, Write};

/// The launch page's file name (the manifest's resource).
pub const LAUNCH: &str = "launch.html";

/// What an assignment's package is made of, besides the app's files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageSpec {
    /// The assignment's title (the LMS shows it).
    pub title: String,
    /// The assignment's address relative to the app's base (`academy/hcf/...?...`).
    pub route: String,
    /// The pass mark in percent (the manifest's mastery score).
    pub pass_mark: u8,
}

/// The files the service worker precaches, from the text of `sw.js` (Workbox writes them as
/// `{url:"…",revision:…}`), without the worker itself.
pub fn precache_urls(sw_js: &str) -> Result<Vec<String>, String> {
    let mut urls: Vec<String> = sw_js
        .split("{url:\"")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(url, _)| url.to_owned()))
        .filter(|url| {
            !url.is_empty()
                && !url.contains("..")
                && !url.starts_with('/')
                && !url.contains("://")
                && url != "sw.js"
        })
        .collect();
    urls.sort();
    urls.dedup();
    if !urls.iter().any(|u| u == "index.html") {
        return Err(
            "the service worker lists no index.html: the package can only be made from the built site"
                .into(),
        );
    }
    Ok(urls)
}

/// The assignment's route from its link: a full address under the app's `base` (an absolute URL
/// ending in `/`) loses the base; a relative one is kept; one elsewhere is refused.
pub fn route_of_link(link: &str, base: &str) -> Result<String, String> {
    let link = link.trim();
    if link.is_empty() {
        return Err("the assignment link is empty".into());
    }
    if let Some(route) = link.strip_prefix(base) {
        return Ok(route.to_owned());
    }
    if link.contains("://") {
        return Err(format!(
            "the assignment link is not an address of this app ({base}); make the package from the app the link opens"
        ));
    }
    Ok(link.trim_start_matches('/').to_owned())
}

/// `index.html` as the package runs it: from the folder it is unpacked into (not the site's
/// `base_path`, e.g. `/hcf/`), opening the route the launch page passes (`#tgl-route=…`), with no
/// service worker (it must not take over the LMS's site).
pub fn packaged_index(index_html: &str, base_path: &str) -> Result<String, String> {
    let base_tag = format!("<base href=\"{base_path}\" />");
    if !index_html.contains(&base_tag) {
        return Err(format!(
            "index.html has no {base_tag}: the package can only be made from the built site"
        ));
    }
    // The base is the folder of this index.html, fixed before the address is changed to the route.
    let relocating = concat!(
        "<base href=\"./\" /><script>(function () {",
        "var base = document.querySelector(\"base\"); var root = new URL(\"./\", location.href).href; base.href = root;",
        "var found = /[#&]tgl-route=([^&]*)/.exec(location.hash);",
        "if (found) history.replaceState(null, \"\", root + decodeURIComponent(found[1]));",
        "})();</script>"
    );
    let page = index_html
        .replace(&base_tag, "\u{0}")
        .replace(&format!("=\"{base_path}"), "=\"./")
        .replace('\u{0}', relocating)
        .replace(
            "if (true && \"serviceWorker\" in navigator)",
            "if (false && \"serviceWorker\" in navigator)",
        );
    Ok(page)
}

/// Escapes text for XML and HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

/// Percent-encodes everything but unreserved characters (for the launch page's iframe address).
fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The SCORM 1.2 manifest: one organisation, one SCO (the launch page) with every file listed.
pub fn manifest_xml(spec: &PackageSpec, files: &[String]) -> String {
    let title = escape(&spec.title);
    let listed: String = files
        .iter()
        .map(|f| format!("      <file href=\"{}\"/>\n", escape(f)))
        .collect();
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="table-games-lab-assignment" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="assignment">
    <organization identifier="assignment">
      <title>{title}</title>
      <item identifier="assignment-item" identifierref="app">
        <title>{title}</title>
        <adlcp:masteryscore>{pass_mark}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="app" type="webcontent" adlcp:scormtype="sco" href="{LAUNCH}">
{listed}    </resource>
  </resources>
</manifest>
"#,
        pass_mark = spec.pass_mark
    )
}

/// The launch page: finds the LMS's SCORM 1.2 API by the standard walk up the parent windows (then
/// the opener's), starts the session, marks it incomplete until the app reports, opens the
/// assignment in the packaged app (which reports the score through the same API:
/// `scorm::report`) and ends the session when the learner leaves.
pub fn launch_html(spec: &PackageSpec) -> String {
    let title = escape(&spec.title);
    let app = format!("index.html#tgl-route={}", percent_encode(&spec.route));
    format!(
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>{title}</title>
<style>html, body {{ margin: 0; height: 100%; }} iframe {{ border: 0; width: 100%; height: 100%; display: block; }} p {{ font: 1rem system-ui, sans-serif; margin: 1rem; }}</style>
</head>
<body>
<p id="status" role="status" hidden></p>
<iframe id="app" title="{title}" src="{app}"></iframe>
<script>
// SCORM 1.2 run-time: the API object is on a parent window of the LMS (or its opener's).
function findAPI(win) {{
  for (var tries = 0; win && tries < 10; tries++) {{
    try {{ if (win.API) return win.API; }} catch (e) {{ /* another origin: keep looking */ }}
    if (!win.parent || win.parent === win) break;
    win = win.parent;
  }}
  return null;
}}
var api = findAPI(window) || (window.opener ? findAPI(window.opener) : null);
var finished = false;
if (api && api.LMSInitialize("") === "true") {{
  var status = api.LMSGetValue("cmi.core.lesson_status");
  if (status === "not attempted" || status === "") {{
    api.LMSSetValue("cmi.core.lesson_status", "incomplete");
    api.LMSCommit("");
  }}
  var finish = function () {{
    if (finished) return;
    finished = true;
    api.LMSCommit("");
    api.LMSFinish("");
  }};
  window.addEventListener("pagehide", finish);
  window.addEventListener("beforeunload", finish);
}} else {{
  var note = document.getElementById("status");
  note.hidden = false;
  note.textContent = "No learning management system was found: the assignment runs, but its score is not recorded.";
}}
</script>
</body>
</html>
"#
    )
}

/// Writes the entries into a zip (stored, no compression: the wasm is what is large and every LMS
/// reads stored entries).
pub fn write_zip(entries: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .large_file(false);
    for (name, bytes) in entries {
        writer
            .start_file(name.as_str(), options)
            .map_err(|e| format!("the package could not hold '{name}': {e}"))?;
        writer
            .write_all(bytes)
            .map_err(|e| format!("the package could not hold '{name}': {e}"))?;
    }
    writer
        .finish()
        .map(Cursor::into_inner)
        .map_err(|e| format!("the package could not be finished: {e}"))
}

/// The whole package from the app's files (`(name, bytes)`, `index.html` among them, as built for
/// `base_path`).
pub fn package(
    spec: &PackageSpec,
    base_path: &str,
    app_files: Vec<(String, Vec<u8>)>,
) -> Result<Vec<u8>, String> {
    let mut entries = Vec::with_capacity(app_files.len() + 2);
    for (name, bytes) in app_files {
        if name == "index.html" {
            let text = String::from_utf8(bytes).map_err(|_| "index.html is not text")?;
            entries.push((name, packaged_index(&text, base_path)?.into_bytes()));
        } else {
            entries.push((name, bytes));
        }
    }
    entries.push((LAUNCH.to_owned(), launch_html(spec).into_bytes()));
    let files: Vec<String> = entries.iter().map(|(name, _)| name.clone()).collect();
    entries.insert(
        0,
        (
            "imsmanifest.xml".to_owned(),
            manifest_xml(spec, &files).into_bytes(),
        ),
    );
    write_zip(&entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    const INDEX: &str = r#"<html><head><base href="/hcf/" /><link rel="stylesheet" href="/hcf/main-1.css"></head><body><script>if (true && "serviceWorker" in navigator) {}</script></body></html>"#;

    fn spec() -> PackageSpec {
        PackageSpec {
            title: "Exam <1> & \"friends\"".into(),
            route: "academy/hcf/assignment?a=v1.AbC-_9".into(),
            pass_mark: 70,
        }
    }

    #[test]
    fn the_precache_list_names_the_files() {
        let sw = r#"precacheAndRoute([{url:"app-1.js",revision:null},{url:"index.html",revision:"ab"},{url:"icons/icon-192.png",revision:"c"},{url:"sw.js",revision:"d"},{url:"../x",revision:"e"}],{})"#;
        assert_eq!(
            precache_urls(sw).unwrap(),
            vec!["app-1.js", "icons/icon-192.png", "index.html"]
        );
        assert!(precache_urls("self.x=1")
            .unwrap_err()
            .contains("built site"));
    }

    #[test]
    fn a_link_becomes_the_route_under_the_base() {
        let base = "https://school.example/hcf/";
        assert_eq!(
            route_of_link("https://school.example/hcf/academy/hcf?a=1", base).unwrap(),
            "academy/hcf?a=1"
        );
        assert_eq!(route_of_link("/academy/hcf", base).unwrap(), "academy/hcf");
        assert!(route_of_link("https://other.example/x", base)
            .unwrap_err()
            .contains("not an address of this app"));
        assert!(route_of_link(" ", base).is_err());
    }

    #[test]
    fn the_packaged_index_runs_from_its_folder_without_a_service_worker() {
        let page = packaged_index(INDEX, "/hcf/").unwrap();
        assert!(!page.contains("/hcf/"));
        assert!(page.contains("<base href=\"./\" />"));
        assert!(page.contains("href=\"./main-1.css\""));
        assert!(page.contains("if (false && \"serviceWorker\" in navigator)"));
        assert!(packaged_index(INDEX, "/other/").is_err());
    }

    #[test]
    fn the_manifest_and_launch_page_escape_the_title_and_route() {
        let manifest = manifest_xml(&spec(), &["launch.html".into()]);
        assert!(manifest.contains("<title>Exam &lt;1&gt; &amp; &quot;friends&quot;</title>"));
        assert!(manifest.contains("<adlcp:masteryscore>70</adlcp:masteryscore>"));
        assert!(manifest.contains("<file href=\"launch.html\"/>"));
        let launch = launch_html(&spec());
        assert!(launch
            .contains("src=\"index.html#tgl-route=academy%2Fhcf%2Fassignment%3Fa%3Dv1.AbC-_9\""));
        assert!(launch.contains("LMSInitialize(\"\")"));
    }

    /// The zip is read back by the `zip` crate and passes `unzip -t` (Info-ZIP's own test).
    #[test]
    fn the_package_is_a_valid_zip() {
        let files = vec![
            ("index.html".to_owned(), INDEX.as_bytes().to_vec()),
            (
                "app-1_bg.wasm".to_owned(),
                (0..=255u8).cycle().take(70_000).collect(),
            ),
            ("icons/icon-192.png".to_owned(), vec![137, 80, 78, 71]),
        ];
        let zipped = package(&spec(), "/hcf/", files.clone()).unwrap();
        let mut archive = zip::ZipArchive::new(Cursor::new(zipped.clone())).unwrap();
        let names: Vec<String> = archive.file_names().map(str::to_owned).collect();
        assert_eq!(names.len(), 5);
        assert_eq!(archive.by_index(0).unwrap().name(), "imsmanifest.xml");
        let mut wasm = Vec::new();
        archive
            .by_name("app-1_bg.wasm")
            .unwrap()
            .read_to_end(&mut wasm)
            .unwrap();
        assert_eq!(wasm, files[1].1);
        let path = std::env::temp_dir().join(format!("scorm-test-{}.zip", std::process::id()));
        std::fs::write(&path, &zipped).unwrap();
        let tested = std::process::Command::new("unzip")
            .arg("-t")
            .arg(&path)
            .output();
        let _ = std::fs::remove_file(&path);
        let tested = tested.expect("unzip (Info-ZIP) must be installed to test the package");
        let report = String::from_utf8_lossy(&tested.stdout);
        assert!(tested.status.success(), "{report}");
        assert!(report.contains("No errors detected"), "{report}");
    }
}
