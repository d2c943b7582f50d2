//! The assignment's SCORM 1.2 package (`academy/class-package?a=<code>&t=<title>&p=<pass mark>`,
//! opened from the assignment maker's hand-out): a page of its own in the Rules bundle, so the
//! zip writer and the package's file list do not weigh on the classroom's bundle, which every
//! student downloads. The page does not decode the assignment (that would link the classroom's
//! formats here): the code only has to be a code's characters, and the package's launch page
//! opens the student's page with it, which decodes and checks it as any link's.

use crate::components::scorm::ScormExport;
use crate::query_state::initial;
use leptos::prelude::*;

/// What the maker's link carries, checked: the assignment's code, its title and its pass mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackageRequest {
    pub code: String,
    pub title: String,
    pub pass_mark: u8,
}

/// Reads the link's values; a missing or odd one is named.
pub fn request(
    code: Option<String>,
    title: Option<String>,
    pass_mark: Option<String>,
) -> Result<PackageRequest, String> {
    let code = code.unwrap_or_default();
    if code.is_empty() {
        return Err(
            "The link names no assignment: open this page from the assignment's hand-out.".into(),
        );
    }
    if !code
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err("The assignment's code in the link is damaged: open this page from the assignment's hand-out again.".into());
    }
    let title = title.unwrap_or_default().trim().to_string();
    let title = if title.is_empty() {
        "Assignment".to_string()
    } else {
        title
            .chars()
            .take(engine::classroom::MAX_TITLE_CHARS)
            .collect()
    };
    let pass_mark = pass_mark
        .unwrap_or_default()
        .trim()
        .parse::<u8>()
        .ok()
        .filter(|p| *p <= 100)
        .ok_or("The pass mark in the link is not a whole number from 0 to 100.")?;
    Ok(PackageRequest {
        code,
        title,
        pass_mark,
    })
}

/// The maker's link to this page for an assignment (relative to the app's base).
pub fn link_path(code: &str, title: &str, pass_mark: u8) -> String {
    use crate::query_state::encode;
    format!(
        "academy/class-package?a={code}&t={}&p={pass_mark}",
        encode(title)
    )
}

#[component]
pub fn ClassPackage() -> impl IntoView {
    let asked = request(initial("a"), initial("t"), initial("p"));
    view! {
        <section class="page classroom" aria-labelledby="package-title">
            <h1 id="package-title">"SCORM 1.2 package"</h1>
            {match asked {
                Err(why) => view! { <p class="error" role="alert" data-testid="package-error">{why}</p> }.into_any(),
                Ok(asked) => {
                    let base = document().base_uri().ok().flatten().unwrap_or_default();
                    let link = format!("{base}{}?a={}", engine::classroom::TAKE_PATH, asked.code);
                    view! {
                        <p class="lead" data-testid="package-for">{format!("For the assignment \"{}\" (pass mark {}%).", asked.title, asked.pass_mark)}</p>
                        <p>"The package holds the whole app, so it runs from the LMS with no other host. Upload it to Moodle, Canvas or Blackboard as a SCORM 1.2 package (see the README): each student's hand-in reports the score and pass or fail to the LMS."</p>
                        <ScormExport assignment_link=link title=asked.title pass_mark=asked.pass_mark />
                    }.into_any()
                }
            }}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_reads_back_and_odd_values_are_named() {
        let path = link_path("VEdBAQ-x_9", "Week 3 & more", 80);
        assert_eq!(
            path,
            "academy/class-package?a=VEdBAQ-x_9&t=Week%203%20%26%20more&p=80"
        );
        let query = path.split_once('?').unwrap().1;
        let value = |k| crate::query_state::value_in(query, k);
        assert_eq!(
            request(value("a"), value("t"), value("p")),
            Ok(PackageRequest {
                code: "VEdBAQ-x_9".into(),
                title: "Week 3 & more".into(),
                pass_mark: 80
            })
        );
        assert!(request(None, None, Some("80".into()))
            .unwrap_err()
            .contains("names no assignment"));
        assert!(request(Some("a b".into()), None, Some("80".into()))
            .unwrap_err()
            .contains("damaged"));
        assert!(request(Some("ab".into()), None, Some("101".into()))
            .unwrap_err()
            .contains("pass mark"));
        assert_eq!(
            request(Some("ab".into()), None, Some("0".into()))
                .unwrap()
                .title,
            "Assignment"
        );
    }
}
