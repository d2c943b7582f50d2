//! The par sheet as a document another party can check: a versioned JSON packet of the inputs
//! and every figure, with a SHA-256 digest over a canonical encoding of both (object keys
//! sorted, numbers as serde_json writes them), and the verifier that recomputes a received
//! packet from its inputs and compares it figure by figure. A build that reads packets enables
//! serde_json's `float_roundtrip` (exact float parsing), so every figure reads back as written.

use super::{par_sheet_with, solve_own_xtra, OwnXtra, ParInputs};
use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};

/// What the packet calls itself.
pub const FORMAT: &str = "table-games-lab par sheet";
/// The newest packet layout; every older one stays readable. Layout 2 added Jackpot Hold 'Em's
/// X-tra Bonus section (`figures.xtra_bonus`; High Card Flush's packets stayed layout 1).
/// Layout 3 takes the hold band's per-hand deviation from the joint distribution of one hand
/// (before: its upper bound); a packet of layout 1 or 2 is recomputed as it was made. Layout 4
/// asks the players per round and counts the seats of one round together (`hold.seats`);
/// layout 3 counted hands as independent and is recomputed so.
pub const VERSION: u32 = 4;

/// A packet: the inputs, the figures computed from them, and the digest of both.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Packet {
    pub format: String,
    pub version: u32,
    pub inputs: ParInputs,
    pub figures: super::ParSheet,
    /// SHA-256, lowercase hex, of [`canonical`] of `{format, version, inputs, figures}`.
    pub digest: String,
}

/// JSON with every object's keys in sorted order and no spaces: one text per value.
pub fn canonical(value: &Value) -> String {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            let body: Vec<String> = keys
                .into_iter()
                .map(|k| format!("{}:{}", Value::String(k.clone()), canonical(&map[k])))
                .collect();
            format!("{{{}}}", body.join(","))
        }
        Value::Array(items) => {
            let body: Vec<String> = items.iter().map(canonical).collect();
            format!("[{}]", body.join(","))
        }
        other => other.to_string(),
    }
}

/// The digest of a packet's layout, inputs and figures (as JSON values).
pub fn digest_of(version: u32, inputs: &Value, figures: &Value) -> String {
    let body = serde_json::json!({
        "format": FORMAT,
        "version": version,
        "inputs": inputs,
        "figures": figures,
    });
    Sha256::digest(canonical(&body).as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn to_value(what: &str, value: &impl Serialize) -> Result<Value, String> {
    serde_json::to_value(value).map_err(|e| format!("the {what} cannot be written as JSON: {e}"))
}

/// The packet of a table, or why its par sheet cannot be computed.
pub fn make_packet(inputs: &ParInputs) -> Result<Packet, String> {
    make_packet_with(inputs, &OwnXtra::Unsolved)
}

/// The packet, solving on `threads` what [`super::par_sheet_solving`] solves (an own X-tra Bonus
/// table's main game).
pub fn make_packet_solving(inputs: &ParInputs, threads: Option<usize>) -> Result<Packet, String> {
    make_packet_with(inputs, &solve_own_xtra(inputs, threads)?)
}

/// The packet, with an own X-tra Bonus table's main game had as `own_xtra` says.
pub fn make_packet_with(inputs: &ParInputs, own_xtra: &OwnXtra) -> Result<Packet, String> {
    let figures = par_sheet_with(inputs, own_xtra)?;
    let version = VERSION;
    let digest = digest_of(
        version,
        &to_value("inputs", inputs)?,
        &to_value("figures", &figures)?,
    );
    Ok(Packet {
        format: FORMAT.into(),
        version,
        inputs: inputs.clone(),
        figures,
        digest,
    })
}

/// The packet as a JSON document (indented for reading; the digest does not depend on it).
pub fn packet_json(packet: &Packet) -> Result<String, String> {
    serde_json::to_string_pretty(packet).map_err(|e| format!("the packet cannot be written: {e}"))
}

/// One figure compared.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FigureCheck {
    /// Where it is: `wagers[0].house_edge`.
    pub path: String,
    /// As received, `None` when the packet lacks it.
    pub received: Option<String>,
    /// As recomputed, `None` when the recomputation has no such figure.
    pub recomputed: Option<String>,
    pub matches: bool,
}

/// The verdict on a received packet.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verification {
    /// The packet's title (the table).
    pub title: String,
    /// The digest written in the packet, and whether it is the digest of what it holds.
    pub digest: String,
    pub digest_matches: bool,
    /// Every figure, in the packet's order.
    pub figures: Vec<FigureCheck>,
    pub mismatches: usize,
}

impl Verification {
    /// Every figure matches and the digest is right.
    pub fn all_match(&self) -> bool {
        self.digest_matches && self.mismatches == 0
    }
}

/// Whether a received figure is the recomputed one: the same text, or (a fraction) the same
/// number but for the last bits a reader's float parsing may lose when the packet was written
/// out again by another tool (JavaScript writes 240.0 as 240; a build without exact
/// float parsing can read the two a unit in the last place apart). Whole numbers and text
/// must be equal.
fn same_figure(received: &str, recomputed: &str) -> bool {
    if received == recomputed {
        return true;
    }
    // A fraction on either side (JavaScript writes 240.0 as 240); two whole numbers must be equal.
    let fraction = |t: &str| t.contains(['.', 'e', 'E']);
    if !fraction(received) && !fraction(recomputed) {
        return false;
    }
    let number = |t: &str| t.parse::<f64>().ok().filter(|x| x.is_finite());
    match (number(received), number(recomputed)) {
        (Some(a), Some(b)) => (a - b).abs() <= 4.0 * f64::EPSILON * a.abs().max(b.abs()),
        _ => false,
    }
}

/// Every leaf of a JSON value with its path.
fn leaves(value: &Value, path: String, out: &mut Vec<(String, String)>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                let next = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                leaves(v, next, out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                leaves(v, format!("{path}[{i}]"), out);
            }
        }
        other => out.push((path, other.to_string())),
    }
}

/// Reads a packet received from someone else, recomputes its figures from its inputs and
/// compares them one by one. Refused, saying what is wrong, when the text is not JSON, not a
/// packet, another version, or its inputs cannot be read or computed.
pub fn verify(text: &str) -> Result<Verification, String> {
    verify_with(text, &OwnXtra::Unsolved)
}

/// [`verify`], solving on `threads` what [`super::par_sheet_solving`] solves.
pub fn verify_solving(text: &str, threads: Option<usize>) -> Result<Verification, String> {
    // Inputs that cannot be read are refused by `verify_with`, saying why.
    let own_xtra = match packet_inputs(text) {
        Some(inputs) => solve_own_xtra(&inputs, threads)?,
        None => OwnXtra::Unsolved,
    };
    verify_with(text, &own_xtra)
}

/// A JSON text read as a `Value` with every number exactly the one its text names. serde_json
/// reads decimals exactly only with its "float_roundtrip" feature, which costs every app bundle
/// ~8 KB (measured): without it a figure can come back one unit in the last place off, and a
/// packet's digest — over its figures as written — no longer matches what was read. So each
/// float is read again from its own text by the standard library's exact parser.
pub fn read_exact(text: &str) -> Result<Value, serde_json::Error> {
    let mut value: Value = serde_json::from_str(text)?;
    // Valid JSON, so the scan follows it; were it ever not to, the value stays as read.
    correct_floats(text, &mut value);
    Ok(value)
}

/// Sets each float of `value`, read from `text`, to the `f64` its token names; whether the scan
/// reached the end.
pub(crate) fn correct_floats(text: &str, value: &mut Value) -> bool {
    Floats { text, at: 0 }.correct(value).is_some()
}

/// A scan of a JSON text alongside the `Value` serde_json read from it, setting each float to
/// the `f64` its token names. `None`: the text and the value part ways (a repeated key whose
/// earlier value had another shape), and the scan stops.
struct Floats<'a> {
    text: &'a str,
    at: usize,
}

impl Floats<'_> {
    fn peek(&mut self) -> Option<u8> {
        let bytes = self.text.as_bytes();
        while matches!(bytes.get(self.at), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
        bytes.get(self.at).copied()
    }

    /// Whether the next byte is `byte` (then taken).
    fn takes(&mut self, byte: u8) -> Option<bool> {
        let next = self.peek()? == byte;
        if next {
            self.at += 1;
        }
        Some(next)
    }

    fn expect(&mut self, byte: u8) -> Option<()> {
        self.takes(byte)?.then_some(())
    }

    /// A string token, read (its escapes undone).
    fn string(&mut self) -> Option<String> {
        self.peek()?;
        let bytes = self.text.as_bytes();
        let start = self.at;
        self.at += 1;
        loop {
            match bytes.get(self.at)? {
                b'\\' => self.at += 2,
                b'"' => break,
                _ => self.at += 1,
            }
        }
        self.at += 1;
        serde_json::from_str(&self.text[start..self.at]).ok()
    }

    fn correct(&mut self, value: &mut Value) -> Option<()> {
        match self.peek()? {
            b'{' => {
                self.at += 1;
                let Value::Object(map) = value else {
                    return None;
                };
                if self.takes(b'}')? {
                    return Some(());
                }
                loop {
                    let key = self.string()?;
                    self.expect(b':')?;
                    self.correct(map.get_mut(&key)?)?;
                    if !self.takes(b',')? {
                        return self.expect(b'}');
                    }
                }
            }
            b'[' => {
                self.at += 1;
                let Value::Array(items) = value else {
                    return None;
                };
                if self.takes(b']')? {
                    return Some(());
                }
                for (index, item) in items.iter_mut().enumerate() {
                    if index > 0 {
                        self.expect(b',')?;
                    }
                    self.correct(item)?;
                }
                self.expect(b']')
            }
            b'"' => self.string().map(drop),
            _ => {
                let start = self.at;
                let bytes = self.text.as_bytes();
                while matches!(
                    bytes.get(self.at),
                    Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9' | b'a'..=b'z')
                ) {
                    self.at += 1;
                }
                if let Value::Number(n) = value {
                    if n.is_f64() {
                        let exact = self.text[start..self.at].parse::<f64>().ok()?;
                        *n = serde_json::Number::from_f64(exact)?;
                    }
                }
                Some(())
            }
        }
    }
}

/// A received packet's inputs, if it is readable JSON holding inputs (what [`verify`] refuses
/// it says why): what the page asks of its workers before verifying.
pub fn packet_inputs(text: &str) -> Option<ParInputs> {
    let value = read_exact(text).ok()?;
    serde_json::from_value(value.get("inputs")?.clone()).ok()
}

/// [`verify`], with an own X-tra Bonus table's main game had as `own_xtra` says.
pub fn verify_with(text: &str, own_xtra: &OwnXtra) -> Result<Verification, String> {
    let value: Value = read_exact(text).map_err(|e| format!("the packet is not JSON: {e}"))?;
    let Value::Object(map) = &value else {
        return Err("the packet is not a JSON object".into());
    };
    if map.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(format!(
            "this is not a par-sheet packet (its \"format\" is not \"{FORMAT}\")"
        ));
    }
    let version = match map.get("version").and_then(Value::as_u64) {
        Some(v) if (1..=VERSION as u64).contains(&v) => v as u32,
        Some(v) => {
            return Err(format!(
                "the packet is version {v}; this build reads versions 1 to {VERSION}"
            ))
        }
        None => return Err("the packet has no version number".into()),
    };
    let inputs_value = map.get("inputs").ok_or("the packet has no inputs")?;
    let figures_value = map.get("figures").ok_or("the packet has no figures")?;
    let digest = map
        .get("digest")
        .and_then(Value::as_str)
        .ok_or("the packet has no digest")?
        .to_string();
    let inputs: ParInputs = serde_json::from_value(inputs_value.clone())
        .map_err(|e| format!("the packet's inputs cannot be read: {e}"))?;
    let recomputed = super::par_sheet_in_layout(&inputs, own_xtra, version)
        .map_err(|e| format!("the packet's inputs: {e}"))?;
    let mut exact = to_value("figures", &recomputed)?;
    if version < 2 {
        // Layout 1 had no X-tra Bonus section.
        if let Value::Object(figures) = &mut exact {
            figures.remove("xtra_bonus");
        }
    }
    // Compared as the received figures were read: written and read back by the same parser, so
    // a build without exact float parsing (the app's bundles) reads an unchanged figure as the
    // same number it read in the packet.
    let recomputed: Value = serde_json::to_string(&exact)
        .and_then(|text| read_exact(&text))
        .map_err(|e| format!("the recomputed figures cannot be read back: {e}"))?;
    let (mut got, mut want) = (Vec::new(), Vec::new());
    leaves(figures_value, String::new(), &mut got);
    leaves(&recomputed, String::new(), &mut want);
    let mut figures: Vec<FigureCheck> = got
        .iter()
        .map(|(path, received)| {
            let recomputed = want.iter().find(|(p, _)| p == path).map(|(_, v)| v.clone());
            FigureCheck {
                path: path.clone(),
                received: Some(received.clone()),
                matches: recomputed
                    .as_deref()
                    .is_some_and(|r| same_figure(received, r)),
                recomputed,
            }
        })
        .collect();
    for (path, value) in &want {
        if !got.iter().any(|(p, _)| p == path) {
            figures.push(FigureCheck {
                path: path.clone(),
                received: None,
                recomputed: Some(value.clone()),
                matches: false,
            });
        }
    }
    let mismatches = figures.iter().filter(|f| !f.matches).count();
    Ok(Verification {
        title: figures_value
            .get("title")
            .and_then(Value::as_str)
            .unwrap_or("(no title)")
            .to_string(),
        // The digest of what the packet holds; where every figure matches, equally the digest
        // of the exact recomputation (what was hashed when it was made, whatever this build's
        // float parsing).
        digest_matches: digest_of(version, inputs_value, figures_value) == digest
            || (mismatches == 0 && digest_of(version, inputs_value, &exact) == digest),
        digest,
        figures,
        mismatches,
    })
}
