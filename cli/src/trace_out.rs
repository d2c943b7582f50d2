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

/// A simulation's rows (wager name, tally) as JSON, each return with its standard error.
pub fn sim_rows_json(rows: &[(&str, engine::monte_carlo::Tally)], rounds: u64) -> Vec<Value> {
    rows.iter()
        .map(|(name, t)| {
            json!({
                "wager": name, "wagered_cents": t.wagered.to_string(), "net_cents": t.net.to_string(),
                "return_per_unit": t.return_per_unit(), "standard_error": t.standard_error(rounds),
            })
        })
        .collect()
}

/// A simulation as a table of text under `header`.
pub fn sim_text<K>(
    header: &str,
    rows: &[(&str, engine::monte_carlo::Tally)],
    report: &engine::monte_carlo::SimReport<K>,
    threads: usize,
) -> String {
    let mut out = format!(
        "{header}\n{:<22} {:>18} {:>16} {:>12} {:>10}\n",
        "wager", "wagered", "net", "return/unit", "± s.e."
    );
    for (name, t) in rows {
        out.push_str(&format!(
            "{:<22} {:>18} {:>16} {:>11.4}% {:>9.4}%\n",
            name,
            engine::Cents(t.wagered as i64).to_string(),
            engine::Cents(t.net as i64).to_string(),
            100.0 * t.return_per_unit().unwrap_or(0.0),
            100.0 * t.standard_error(report.rounds).unwrap_or(0.0)
        ));
    }
    out.push_str(&format!(
        "{:.2} s on {threads} thread(s): {:.0} rounds per second (Monte Carlo: each return ± one standard error)",
        report.seconds,
        report.rounds_per_second()
    ));
    out
}

/// A rule summary as JSON or as text, section by section, each statement with its citation.
pub fn rules_out(
    summary: &[engine::rule_summary::RuleSection],
    json: bool,
) -> Result<String, String> {
    if json {
        return serde_json::to_string_pretty(summary).map_err(|e| e.to_string());
    }
    let mut out = String::new();
    for section in summary {
        out.push_str(&format!("\n{}\n", section.title.to_uppercase()));
        for st in &section.statements {
            out.push_str(&format!("  {}: {} [{}]\n", st.topic, st.text, st.citation));
        }
    }
    Ok(out.trim().to_string())
}
