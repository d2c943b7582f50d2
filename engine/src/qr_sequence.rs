//! Multi-code QR sequences: a text too long for one scannable QR code (an assignment or a hand-in
//! link of a few KB) is split into parts that each fit one code, and read back from the parts in
//! any order, duplicates allowed.
//!
//! A text that fits one code is drawn as itself, with no header, so that a phone's own camera
//! opens a short link directly. A longer text becomes parts of the form
//!
//! ```text
//! TGQ1:<sequence id, 8 hex digits>:<index>/<count>:<payload>
//! ```
//!
//! (`TGQ1` names this format, version 1). The sequence id is the first 32 bits of the SHA-256 of
//! the whole text, so parts of different texts are told apart and the joined text is checked
//! against it. Each part is at most [`PART_MAX_BYTES`] bytes: at error correction level M that is
//! QR version 12 (65 × 65 modules) or lower, which a phone camera reads reliably from a screen or
//! a printed page at the size the app draws it.
//!
//! Nothing here panics on any input: a bad code is a [`QrSequenceError`] that says what was wrong.

use sha2::{Digest, Sha256};
use std::fmt;

/// The most bytes one code carries (header included): fits QR version 12 at error correction
/// level M (287 bytes in byte mode), with room to spare for a scanner's tolerance.
pub const PART_MAX_BYTES: usize = 280;

/// The most parts a sequence may have (the index and count are at most two digits).
pub const MAX_PARTS: usize = 99;

/// The format tag that starts every part of a sequence.
const TAG: &str = "TGQ1";

/// The length of a header: `TGQ1:` + 8 hex + `:` + `ii/nn` + `:` at most.
const HEADER_MAX_BYTES: usize = TAG.len() + 1 + 8 + 1 + 5 + 1;

/// The most payload bytes one part carries.
const PAYLOAD_MAX_BYTES: usize = PART_MAX_BYTES - HEADER_MAX_BYTES;

/// What went wrong splitting a text or reading a code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QrSequenceError {
    /// Nothing to encode or an empty code.
    Empty,
    /// The text needs more than [`MAX_PARTS`] codes.
    TooLong { bytes: usize, parts_needed: usize },
    /// The code starts like a part of a sequence but its header cannot be read.
    BadHeader(String),
    /// The code is a part of another sequence than the one being read.
    OtherSequence { expected: String, found: String },
    /// The same part number was read twice with different contents.
    ConflictingPart { index: usize },
    /// A whole text was read while the parts of a sequence were being read, or the other way.
    NotAPart,
    /// Every part was read but the joined text does not match the sequence id (a damaged code).
    Corrupted,
}

impl fmt::Display for QrSequenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => write!(f, "the code is empty"),
            Self::TooLong {
                bytes,
                parts_needed,
            } => write!(
                f,
                "the text is too long for QR codes: {bytes} bytes would need {parts_needed} codes, at most {MAX_PARTS}"
            ),
            Self::BadHeader(why) => write!(f, "this code's sequence header cannot be read: {why}"),
            Self::OtherSequence { expected, found } => write!(
                f,
                "this code belongs to another sequence ({found}), not to the one being read ({expected}); it was not added"
            ),
            Self::ConflictingPart { index } => write!(
                f,
                "part {index} was already read with different contents; the codes are not from one copy"
            ),
            Self::NotAPart => write!(
                f,
                "this code is a whole text, not a part of the sequence being read; it was not added"
            ),
            Self::Corrupted => write!(
                f,
                "every part was read but together they do not match the sequence's checksum: a code was damaged; read the codes again"
            ),
        }
    }
}

impl std::error::Error for QrSequenceError {}

/// The sequence id of a text: the first 32 bits of its SHA-256, as 8 lowercase hex digits.
pub fn sequence_id(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    digest[..4].iter().map(|b| format!("{b:02x}")).collect()
}

/// Splits `text` into the codes to draw: the text itself when it fits one code, else headed
/// parts in order (each at most [`PART_MAX_BYTES`] bytes, split on character boundaries).
pub fn split(text: &str) -> Result<Vec<String>, QrSequenceError> {
    if text.is_empty() {
        return Err(QrSequenceError::Empty);
    }
    // A whole text that could be mistaken for a part is sent as a one-part sequence.
    if text.len() <= PART_MAX_BYTES && !text.starts_with("TGQ") {
        return Ok(vec![text.to_owned()]);
    }
    let payloads = chunk(text, PAYLOAD_MAX_BYTES);
    if payloads.len() > MAX_PARTS {
        return Err(QrSequenceError::TooLong {
            bytes: text.len(),
            parts_needed: payloads.len(),
        });
    }
    let id = sequence_id(text);
    let count = payloads.len();
    Ok(payloads
        .iter()
        .enumerate()
        .map(|(i, payload)| format!("{TAG}:{id}:{}/{count}:{payload}", i + 1))
        .collect())
}

/// `text` in pieces of at most `max_bytes` bytes, cut on character boundaries.
fn chunk(text: &str, max_bytes: usize) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut end = rest.len().min(max_bytes);
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        let (piece, tail) = rest.split_at(end);
        pieces.push(piece);
        rest = tail;
    }
    pieces
}

/// One code as read: a whole text, or one part of a sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Code {
    Whole(String),
    Part(Part),
}

/// One part of a sequence, its header read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub sequence_id: String,
    /// 1-based.
    pub index: usize,
    pub count: usize,
    pub payload: String,
}

/// Reads one code's text.
pub fn parse(code: &str) -> Result<Code, QrSequenceError> {
    if code.is_empty() {
        return Err(QrSequenceError::Empty);
    }
    let bad = |why: &str| QrSequenceError::BadHeader(why.to_owned());
    // "TGQ" and a digit is this format's tag at some version.
    let versioned = code
        .strip_prefix("TGQ")
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
    if !versioned {
        return Ok(Code::Whole(code.to_owned()));
    }
    let Some(rest) = code.strip_prefix(TAG) else {
        return Err(bad(
            "it is from a newer version of the app (update the app to read it)",
        ));
    };
    let rest = rest
        .strip_prefix(':')
        .ok_or_else(|| bad("a ':' must follow TGQ1 (is the code from a newer version?)"))?;
    let mut fields = rest.splitn(3, ':');
    let id = fields.next().unwrap_or_default();
    let position = fields.next().ok_or_else(|| bad("no part number"))?;
    let payload = fields.next().ok_or_else(|| bad("no contents"))?;
    if id.len() != 8 || !id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return Err(bad("the sequence id is not 8 hex digits"));
    }
    let (index, count) = position
        .split_once('/')
        .ok_or_else(|| bad("the part number is not of the form 2/3"))?;
    let number = |s: &str| -> Option<usize> {
        (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let index = number(index).ok_or_else(|| bad("the part number is not a number"))?;
    let count = number(count).ok_or_else(|| bad("the number of parts is not a number"))?;
    if count == 0 || index == 0 || index > count {
        return Err(bad(&format!("part {index} of {count} does not exist")));
    }
    if payload.is_empty() {
        return Err(bad("the part carries nothing"));
    }
    Ok(Code::Part(Part {
        sequence_id: id.to_owned(),
        index,
        count,
        payload: payload.to_owned(),
    }))
}

/// What adding one code did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Added {
    /// A new part (1-based index).
    Part { index: usize },
    /// A part already read (the same contents): nothing changed.
    Duplicate { index: usize },
    /// A whole text: the reading is complete.
    Whole,
}

/// Reads a sequence from codes in any order. Refused codes change nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Assembler {
    whole: Option<String>,
    sequence: Option<(String, Vec<Option<String>>)>,
}

impl Assembler {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one code's text.
    pub fn add(&mut self, code: &str) -> Result<Added, QrSequenceError> {
        match parse(code)? {
            Code::Whole(text) => {
                if self.sequence.is_some() {
                    return Err(QrSequenceError::NotAPart);
                }
                if self.whole.as_ref().is_some_and(|known| *known != text) {
                    return Err(QrSequenceError::OtherSequence {
                        expected: "a single code".into(),
                        found: "another single code".into(),
                    });
                }
                self.whole = Some(text);
                Ok(Added::Whole)
            }
            Code::Part(part) => {
                if self.whole.is_some() {
                    return Err(QrSequenceError::OtherSequence {
                        expected: "a single code".into(),
                        found: describe(&part.sequence_id, part.count),
                    });
                }
                let (id, parts) = self
                    .sequence
                    .get_or_insert_with(|| (part.sequence_id.clone(), vec![None; part.count]));
                if *id != part.sequence_id || parts.len() != part.count {
                    return Err(QrSequenceError::OtherSequence {
                        expected: describe(id, parts.len()),
                        found: describe(&part.sequence_id, part.count),
                    });
                }
                let slot = &mut parts[part.index - 1];
                match slot {
                    Some(known) if *known == part.payload => {
                        Ok(Added::Duplicate { index: part.index })
                    }
                    Some(_) => Err(QrSequenceError::ConflictingPart { index: part.index }),
                    None => {
                        *slot = Some(part.payload);
                        Ok(Added::Part { index: part.index })
                    }
                }
            }
        }
    }

    /// How many codes the text has (0 before any is read).
    pub fn count(&self) -> usize {
        match (&self.whole, &self.sequence) {
            (Some(_), _) => 1,
            (None, Some((_, parts))) => parts.len(),
            (None, None) => 0,
        }
    }

    /// How many distinct codes have been read.
    pub fn read(&self) -> usize {
        match (&self.whole, &self.sequence) {
            (Some(_), _) => 1,
            (None, Some((_, parts))) => parts.iter().filter(|p| p.is_some()).count(),
            (None, None) => 0,
        }
    }

    /// The 1-based numbers of the parts not read yet.
    pub fn missing(&self) -> Vec<usize> {
        match (&self.whole, &self.sequence) {
            (None, Some((_, parts))) => (1..=parts.len())
                .filter(|i| parts[i - 1].is_none())
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Progress in words: "2 of 3 read; missing 3".
    pub fn progress(&self) -> String {
        let count = self.count();
        if count == 0 {
            return "no code read yet".into();
        }
        let missing = self.missing();
        if missing.is_empty() {
            return format!("{count} of {count} read; complete");
        }
        let list: Vec<String> = missing.iter().map(usize::to_string).collect();
        format!(
            "{} of {count} read; missing {}",
            self.read(),
            list.join(", ")
        )
    }

    /// The whole text once every part is read and the text matches its sequence id; `Ok(None)`
    /// while parts are missing.
    pub fn text(&self) -> Result<Option<String>, QrSequenceError> {
        if let Some(whole) = &self.whole {
            return Ok(Some(whole.clone()));
        }
        let Some((id, parts)) = &self.sequence else {
            return Ok(None);
        };
        let mut text = String::new();
        for part in parts {
            match part {
                Some(payload) => text.push_str(payload),
                None => return Ok(None),
            }
        }
        if sequence_id(&text) != *id {
            return Err(QrSequenceError::Corrupted);
        }
        Ok(Some(text))
    }
}

fn describe(id: &str, count: usize) -> String {
    format!("sequence {id} of {count} codes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn long_text(len: usize) -> String {
        (0..len)
            .map(|i| char::from(b"abcdefghijklmnopqrstuvwxyz0123456789-_"[i * 7 % 38]))
            .collect()
    }

    #[test]
    fn a_short_link_is_drawn_as_itself() {
        let link = "https://example.org/hcf/academy/hcf/assignment?a=1abc";
        assert_eq!(split(link).unwrap(), vec![link.to_owned()]);
        let mut reader = Assembler::new();
        assert_eq!(reader.add(link), Ok(Added::Whole));
        assert_eq!(reader.text(), Ok(Some(link.to_owned())));
        assert_eq!(reader.progress(), "1 of 1 read; complete");
    }

    #[test]
    fn a_long_text_is_split_into_parts_that_fit_one_code() {
        let text = long_text(3000);
        let parts = split(&text).unwrap();
        // 3000 bytes in payloads of 280 - 20 = 260: 12 parts.
        assert_eq!(parts.len(), 12);
        assert!(parts.iter().all(|p| p.len() <= PART_MAX_BYTES));
        assert!(parts[0].starts_with(&format!("TGQ1:{}:1/12:", sequence_id(&text))));
        assert!(parts[11].starts_with(&format!("TGQ1:{}:12/12:", sequence_id(&text))));
    }

    #[test]
    fn out_of_order_with_duplicates_reports_what_is_missing() {
        let text = long_text(700);
        let parts = split(&text).unwrap();
        assert_eq!(parts.len(), 3);
        let mut reader = Assembler::new();
        assert_eq!(reader.add(&parts[2]), Ok(Added::Part { index: 3 }));
        assert_eq!(reader.progress(), "1 of 3 read; missing 1, 2");
        assert_eq!(reader.add(&parts[0]), Ok(Added::Part { index: 1 }));
        assert_eq!(reader.add(&parts[0]), Ok(Added::Duplicate { index: 1 }));
        assert_eq!(reader.progress(), "2 of 3 read; missing 2");
        assert_eq!(reader.missing(), vec![2]);
        assert_eq!(reader.text(), Ok(None));
        assert_eq!(reader.add(&parts[1]), Ok(Added::Part { index: 2 }));
        assert_eq!(reader.text(), Ok(Some(text)));
    }

    #[test]
    fn a_part_of_another_sequence_is_refused_and_changes_nothing() {
        let first = split(&long_text(700)).unwrap();
        let other = split(&format!("x{}", long_text(700))).unwrap();
        let mut reader = Assembler::new();
        reader.add(&first[0]).unwrap();
        let before = reader.clone();
        let refused = reader.add(&other[1]).unwrap_err();
        assert!(matches!(refused, QrSequenceError::OtherSequence { .. }));
        assert!(refused.to_string().contains("another sequence"));
        assert_eq!(reader, before);
        assert_eq!(
            reader.add("https://example.org/x"),
            Err(QrSequenceError::NotAPart)
        );
        assert_eq!(reader, before);
    }

    #[test]
    fn a_damaged_part_is_found_by_the_checksum() {
        let text = long_text(600);
        let mut parts = split(&text).unwrap();
        parts[1] = parts[1].replacen('a', "b", 1);
        let mut reader = Assembler::new();
        for part in &parts {
            reader.add(part).unwrap();
        }
        assert_eq!(reader.text(), Err(QrSequenceError::Corrupted));
    }

    #[test]
    fn bad_headers_say_what_is_wrong() {
        for (code, why) in [
            ("TGQ1", "':' must follow"),
            ("TGQ2:abc", "newer version"),
            ("TGQ12:abc", "':' must follow"),
            ("TGQ1:1234567:1/2:x", "8 hex digits"),
            ("TGQ1:12345678:1-2:x", "of the form"),
            ("TGQ1:12345678:3/2:x", "part 3 of 2 does not exist"),
            ("TGQ1:12345678:0/2:x", "part 0 of 2"),
            ("TGQ1:12345678:1/2:", "carries nothing"),
            ("TGQ1:12345678:1/2", "no contents"),
            ("TGQ1:12345678:1/999:x", "not a number"),
        ] {
            let error = parse(code).unwrap_err().to_string();
            assert!(error.contains(why), "{code}: {error}");
        }
        assert_eq!(parse(""), Err(QrSequenceError::Empty));
    }

    #[test]
    fn too_long_a_text_is_refused() {
        let text = long_text(PAYLOAD_MAX_BYTES * MAX_PARTS + 1);
        assert_eq!(
            split(&text),
            Err(QrSequenceError::TooLong {
                bytes: text.len(),
                parts_needed: MAX_PARTS + 1
            })
        );
        assert_eq!(
            split(&long_text(PAYLOAD_MAX_BYTES * MAX_PARTS))
                .unwrap()
                .len(),
            MAX_PARTS
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn any_text_round_trips_in_any_order(text in "\\PC{1,3000}", seed in any::<u64>()) {
            let parts = split(&text).unwrap();
            prop_assert!(parts.iter().all(|p| p.len() <= PART_MAX_BYTES));
            // A shuffled order with every part twice.
            let mut order: Vec<usize> = (0..parts.len()).chain(0..parts.len()).collect();
            let mut state = seed | 1;
            for i in (1..order.len()).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                order.swap(i, (state % (i as u64 + 1)) as usize);
            }
            let mut reader = Assembler::new();
            for i in order {
                reader.add(&parts[i]).unwrap();
            }
            prop_assert_eq!(reader.text().unwrap(), Some(text));
        }

        #[test]
        fn random_or_truncated_codes_never_panic(code in "\\PC{0,300}", cut in 0usize..300) {
            let mut reader = Assembler::new();
            let _ = reader.add(&code);
            let text = long_text(900);
            let parts = split(&text).unwrap();
            let part = &parts[cut % parts.len()];
            let mut end = cut.min(part.len());
            while !part.is_char_boundary(end) { end -= 1; }
            let _ = reader.add(&part[..end]);
            let _ = reader.text();
            let _ = reader.progress();
        }
    }
}
