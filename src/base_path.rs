//! Where the app is hosted. Trunk writes `<base href="/sub/path/">` into index.html from
//! `--public-url`; the router needs the same prefix (without the trailing slash) so that the app
//! works at the root of a domain and under any sub-path alike.

/// The base path without a trailing slash: `""` at the root, `"/hcf"` under `/hcf/`.
pub fn router_base() -> String {
    thread_local! {
        static BASE: String = path_of(
            &leptos::prelude::document().base_uri().ok().flatten().unwrap_or_default(),
        );
    }
    BASE.with(Clone::clone)
}

/// An absolute link to a route of the app (`"rules"` → `"/hcf/rules"`). Leptos' `<A>` uses an
/// absolute href as given, so every in-app link goes through here to carry the base path.
pub fn href(route: &str) -> String {
    format!("{}/{}", router_base(), route.trim_start_matches('/'))
}

/// The path part of an absolute URL, without its trailing slash.
pub fn path_of(url: &str) -> String {
    let after_scheme = url.split_once("://").map(|(_, rest)| rest).unwrap_or(url);
    let path = match after_scheme.find('/') {
        Some(at) => &after_scheme[at..],
        None => "",
    };
    let path = path.split(['?', '#']).next().unwrap_or("");
    // A base may point at a file (".../index.html"): keep its directory.
    let directory = match path.rfind('/') {
        Some(at) => &path[..at],
        None => "",
    };
    directory.to_string()
}

/// Static hosts redirect `/hcf/rules` to `/hcf/rules/` (the directory holding its copy of the
/// app). The routes and links have no trailing slash, so drop it from the address before the
/// router reads it; the page does not reload.
pub fn drop_trailing_slash() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let Ok(path) = location.pathname() else {
        return;
    };
    let root = format!("{}/", router_base());
    if path.len() > 1 && path.ends_with('/') && path != root {
        let search = location.search().unwrap_or_default();
        let hash = location.hash().unwrap_or_default();
        let url = format!("{}{search}{hash}", path.trim_end_matches('/'));
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::path_of;

    #[test]
    fn base_paths() {
        assert_eq!(path_of("http://127.0.0.1:8080/"), "");
        assert_eq!(path_of("https://example.org/hcf/"), "/hcf");
        assert_eq!(path_of("https://example.org/a/b/index.html"), "/a/b");
        assert_eq!(path_of("https://example.org"), "");
    }
}
