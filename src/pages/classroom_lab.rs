//! The classroom lab (`academy/classroom-lab`, linked from nowhere): the classroom's QR and SCORM
//! parts on one page, for the browser tests until the classroom pages use them. A text is drawn
//! as QR codes, codes are read back from photos or the camera, and an assignment link is packed
//! as a SCORM 1.2 package; opened with `?scorm-demo`, the page reports a score to the LMS as an
//! exam does on finishing.

use crate::components::qr::QrCodes;
use crate::components::qr_reader::QrReader;
use crate::components::scorm::ScormExport;
use leptos::prelude::*;

#[component]
pub fn ClassroomLab() -> impl IntoView {
    let text = RwSignal::new(String::new());
    let read = RwSignal::new(String::new());
    let reported = RwSignal::new(String::new());
    let demo = window()
        .location()
        .search()
        .unwrap_or_default()
        .contains("scorm-demo");
    let base = document().base_uri().ok().flatten().unwrap_or_default();
    let link = format!("{base}academy/classroom-lab?scorm-demo");
    view! {
        <section class="page classroom-lab" aria-labelledby="lab-title">
            <h1 id="lab-title">"Classroom lab: QR codes and SCORM"</h1>
            {demo.then(|| view! {
                <section aria-labelledby="lab-report">
                    <h2 id="lab-report">"Report a result to the LMS"</h2>
                    <button type="button" data-testid="scorm-report" on:click=move |_| {
                        let taken = crate::scorm::report(85, true);
                        reported.set(if taken { "Reported 85%, passed.".into() } else { "No LMS: nothing reported.".into() });
                    }>"Finish with 85% (passed)"</button>
                    <p aria-live="polite" data-testid="scorm-reported">{move || reported.get()}</p>
                </section>
            })}
            <section aria-labelledby="lab-draw">
                <h2 id="lab-draw">"Draw"</h2>
                <label>"Text to draw"
                    <textarea data-testid="qr-text" rows="3" prop:value=move || text.get()
                        on:input=move |ev| text.set(event_target_value(&ev))></textarea>
                </label>
                <QrCodes text=text label="Lab text" />
            </section>
            <section aria-labelledby="lab-read">
                <h2 id="lab-read">"Read"</h2>
                <QrReader on_text=Callback::new(move |t: String| read.set(t)) />
                <p>"Read: " <output data-testid="qr-read">{move || read.get()}</output></p>
            </section>
            <section aria-labelledby="lab-scorm">
                <h2 id="lab-scorm">"SCORM 1.2 package"</h2>
                <ScormExport assignment_link=link title="Lab assignment" pass_mark=70u8 />
            </section>
        </section>
    }
}
