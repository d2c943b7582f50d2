//! QR codes drawn on the device: [`QrCodes`] shows a text as one code, or as a numbered sequence
//! of codes when it is too long for one (the parts of `engine::qr_sequence`), each an SVG large
//! enough to scan from a screen or a printed page. The encoder is Project Nayuki's `qrcodegen`
//! (error correction level M); this file only turns its modules into an SVG path.

use engine::qr_sequence;
use leptos::prelude::*;
use qrcodegen::{QrCode, QrCodeEcc};

/// The quiet zone around a code, in modules (the standard asks for four).
const QUIET_ZONE: i32 = 4;

/// One code as an SVG: its side in modules (quiet zone included) and the path of its dark modules
/// (one `h1` run per horizontal stretch, so the path stays short).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrSvg {
    pub side: i32,
    pub path: String,
    pub version: u8,
}

/// Encodes one code's text (at most `qr_sequence::PART_MAX_BYTES` bytes fit any code drawn here).
pub fn qr_svg(text: &str) -> Result<QrSvg, String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium)
        .map_err(|_| format!("{} bytes are too many for one QR code", text.len()))?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if code.get_module(x, y) {
                let start = x;
                while x < size && code.get_module(x, y) {
                    x += 1;
                }
                path.push_str(&format!(
                    "M{} {}h{}v1h-{}z",
                    start + QUIET_ZONE,
                    y + QUIET_ZONE,
                    x - start,
                    x - start
                ));
            } else {
                x += 1;
            }
        }
    }
    Ok(QrSvg {
        side: size + 2 * QUIET_ZONE,
        path,
        version: code.version().value(),
    })
}

/// A text as QR codes: one code, or "1 of 3", "2 of 3", … to be read in any order by the app's
/// reader (`QrReader`). `label` names what the codes carry (for screen readers and print).
#[component]
pub fn QrCodes(#[prop(into)] text: Signal<String>, #[prop(into)] label: String) -> impl IntoView {
    let codes = Memo::new(move |_| {
        let text = text.get();
        if text.is_empty() {
            return Ok(Vec::new());
        }
        let parts = qr_sequence::split(&text).map_err(|e| e.to_string())?;
        parts
            .iter()
            .map(|part| qr_svg(part))
            .collect::<Result<Vec<_>, _>>()
    });
    view! {
        <div class="qr-codes" data-testid="qr-codes">
            {move || match codes.get() {
                Err(message) => view! { <p role="alert" class="error">{message}</p> }.into_any(),
                Ok(codes) => {
                    let count = codes.len();
                    let label = label.clone();
                    view! {
                        {(count > 1).then(|| view! {
                            <p class="qr-hint">{format!("{count} codes: scan all of them, in any order.")}</p>
                        })}
                        <ol class="qr-list" role="list">
                            {codes.into_iter().enumerate().map(|(i, code)| {
                                let caption = if count > 1 { format!("{} of {count}", i + 1) } else { String::new() };
                                let name = if count > 1 { format!("{label}, QR code {} of {count}", i + 1) } else { format!("{label}, QR code") };
                                view! {
                                    <li class="qr-code" data-testid="qr-code">
                                        <svg role="img" aria-label=name viewBox=format!("0 0 {0} {0}", code.side)
                                            shape-rendering="crispEdges" data-version=code.version.to_string()>
                                            <rect width="100%" height="100%" fill="#fff"/>
                                            <path d=code.path fill="#000"/>
                                        </svg>
                                        {(count > 1).then(|| view! { <p class="qr-caption">{caption}</p> })}
                                    </li>
                                }
                            }).collect_view()}
                        </ol>
                    }.into_any()
                }
            }}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_draws_as_a_version_matching_its_length() {
        // 30 bytes at level M: version 3 (29 × 29 modules, 27 to 42 bytes in byte mode).
        let svg = qr_svg("https://example.org/hcf/a?x=12").unwrap();
        assert_eq!(svg.version, 3);
        assert_eq!(svg.side, 29 + 8);
        assert!(svg.path.starts_with("M4 4h7v1h-7z"), "the finder's top row");
    }

    #[test]
    fn the_largest_part_fits_version_12() {
        let part = "x".repeat(qr_sequence::PART_MAX_BYTES);
        let svg = qr_svg(&part).unwrap();
        assert!(svg.version <= 12, "version {}", svg.version);
        // Past the largest code (version 40 at level M holds 2,331 bytes): a message, no panic.
        assert!(qr_svg(&"x".repeat(2400)).unwrap_err().contains("too many"));
    }
}
