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

/// What a simulation was asked: the figures `odds simulate` prints over its rows.
pub struct SimRun<'a> {
    pub seed: u64,
    pub threads: usize,
    pub players: u8,
    pub strategy: &'a str,
    /// The rules as the text's header names them ("MD rules").
    pub rules: &'a str,
}

/// `odds simulate`'s output for any game: as JSON, the run's figures, `fields` (what the game
/// adds: its rules' code, a note) and a row per wager and for all wagers; as text, a header
/// naming the run over the same rows.
pub fn simulate_out<K: WagerKind>(
    report: &engine::monte_carlo::SimReport<K>,
    run: &SimRun,
    json: bool,
    fields: Value,
) -> String {
    let mut rows: Vec<(&str, engine::monte_carlo::Tally)> =
        report.tallies.iter().map(|(k, t)| (k.name(), *t)).collect();
    rows.push(("All wagers", report.total));
    let SimRun {
        seed,
        threads,
        players,
        strategy,
        rules,
    } = *run;
    if json {
        let mut out = json!({
            "seed": seed, "rounds": report.rounds, "threads": threads, "seconds": report.seconds,
            "rounds_per_second": report.rounds_per_second(), "players": players, "strategy": strategy,
            "wagers": sim_rows_json(&rows, report.rounds),
        });
        if let (Some(out), Value::Object(fields)) = (out.as_object_mut(), fields) {
            out.extend(fields);
        }
        return out.to_string();
    }
    let header = format!(
        "{} rounds, {players} players, {rules}, strategy: {strategy}, seed {seed}",
        report.rounds
    );
    sim_text(&header, &rows, report, threads)
}

/// Each wager's tally as JSON.
fn sim_rows_json(rows: &[(&str, engine::monte_carlo::Tally)], rounds: u64) -> Vec<Value> {
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
fn sim_text<K>(
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
