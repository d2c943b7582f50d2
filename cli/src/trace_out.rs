//! A round's record as the commands print it, for any game: each settled wager and each step
//! with its citation, as JSON or as lines of text.

use engine::table::{Game, Round, WagerKind};
use engine::trace::Step;
use serde_json::{json, Value};

/// A seat's settled wagers, in the order settled.
pub fn settled_json<G: Game>(round: &Round<G>, seat: u8) -> Vec<Value> {
    round
        .settlements()
        .filter(|w| w.seat == seat)
        .map(|w| {
            json!({
                "wager": w.wager.name(), "stake_cents": w.stake.0, "outcome": w.outcome.name(), "won_cents": w.won.0,
                "net_cents": w.net.0, "paid_from": format!("{:?}", w.paid_from), "line": w.line, "citation": w.citation,
            })
        })
        .collect()
}

/// Every step of the round, in order.
pub fn steps_json<W: WagerKind>(steps: &[Step<W>]) -> Vec<Value> {
    steps
        .iter()
        .map(|step| match step {
            Step::Procedure { text, citation } => {
                json!({ "kind": "procedure", "text": text, "citation": citation })
            }
            Step::Settled(w) => json!({
                "kind": "settled", "seat": w.seat, "wager": w.wager.name(), "outcome": w.outcome.name(),
                "net_cents": w.net.0, "text": w.explanation, "citation": w.citation,
            }),
        })
        .collect()
}

/// Every step of the round as lines of text.
pub fn steps_text<W: WagerKind>(steps: &[Step<W>]) -> String {
    let mut out = String::new();
    for step in steps {
        match step {
            Step::Procedure { text, citation } => {
                out.push_str(&format!("  · {text}  [{citation}]\n"))
            }
            Step::Settled(w) => out.push_str(&format!(
                "  seat {} {}: {} {:+}  — {}  [{}]\n",
                w.seat,
                w.wager.name(),
                w.outcome.name(),
                w.net,
                w.explanation,
                w.citation
            )),
        }
    }
    out
}
