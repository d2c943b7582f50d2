//! `odds leak`: the game-protection lab's table for a game and rule set — each leak's house
//! edge against a player who uses it perfectly, beside today's, and what it is worth per hand
//! and per hour at the pace given (text, or `--json`).

use crate::cli::LeakArgs;
use engine::protection::{lab, LabRun, Method, Pace};
use engine::{GameId, RuleSet};
use serde_json::json;

/// The rule set `text` names for `game`: a jurisdiction code or a key such as `hcf-MD`.
fn rule_set(game: GameId, text: &str) -> Result<RuleSet, String> {
    let parsed = if text.contains('-') {
        RuleSet::from_key(text)
    } else {
        RuleSet::parse(game.code(), text)
    }
    .map_err(|e| format!("--rule-set: {e}"))?;
    if parsed.game != game {
        return Err(format!(
            "--rule-set {text} is a {} rule set, not {}'s",
            parsed.game.name(),
            game.name()
        ));
    }
    Ok(parsed)
}

pub fn leak(game: GameId, args: &LeakArgs, json: bool) -> Result<String, String> {
    let rule_set = rule_set(game, &args.rule_set)?;
    let pace = Pace::new(args.pace, args.wager)?;
    let run = LabRun {
        threads: args.threads.map_or_else(
            || std::thread::available_parallelism().map_or(1, |n| n.get()),
            |n| n as usize,
        ),
        samples: args.samples,
        seed: args.seed,
    };
    let started = std::time::Instant::now();
    let table = lab(game).table(rule_set, &run, &mut |_| {})?;
    let seconds = started.elapsed().as_secs_f64();
    let house_per_hour = pace.house_win_per_hour(table.edge_without)?;
    let mut rows = Vec::new();
    for figure in &table.figures {
        rows.push((figure, pace.worth_per_hour(&table, figure)?));
    }
    if json {
        return Ok(json!({
            "game": table.game,
            "rule_set": table.rule_set,
            "pace": { "hands_per_hour": pace.hands_per_hour, "ante_cents": pace.ante.0 },
            "edge_without": table.edge_without,
            "edge_without_value": table.edge_without.value(),
            "house_win_per_hour_cents": house_per_hour.0,
            "notes": table.notes,
            "leaks": rows.iter().map(|(f, hourly)| json!({
                "key": f.key, "seen": f.seen, "use": f.use_of_it,
                "edge_without": f.edge_without, "edge_with": f.edge_with,
                "worth_per_ante": f.worth_per_ante(), "standard_error": f.standard_error(),
                "method": f.method,
                "worth_per_hour_cents": hourly.worth.0,
                "worth_per_hour_standard_error_cents": hourly.standard_error.map(|c| c.0),
            })).collect::<Vec<_>>(),
            "seconds": seconds,
        })
        .to_string());
    }
    let mut out = format!(
        "{} ({}): what a leak is worth to a player who uses it perfectly\n\
         today's house edge against optimal play: {:.4}% of the Ante (exact: {} / {})\n\
         at {} hands an hour and a {} average Ante the house expects {} an hour from this seat\n\n",
        game.name(),
        table.rule_set,
        100.0 * table.edge_without.value(),
        table.edge_without.numerator,
        table.edge_without.denominator,
        pace.hands_per_hour,
        pace.ante,
        house_per_hour,
    );
    for (figure, hourly) in &rows {
        let (how, error) = match &figure.method {
            Method::Exact { edge_with } => (
                format!(
                    "exact over every deal: {} / {}",
                    edge_with.numerator, edge_with.denominator
                ),
                String::new(),
            ),
            Method::MonteCarlo {
                samples,
                seed,
                standard_error,
            } => (
                format!(
                    "Monte Carlo estimate, {} draws, seed {seed}",
                    engine::money::grouped(*samples)
                ),
                format!(" ± {:.4}%", 100.0 * standard_error),
            ),
        };
        let hourly_error = hourly
            .standard_error
            .map(|c| format!(" ± {c}"))
            .unwrap_or_default();
        out.push_str(&format!(
            "{}: sees {}\n  house edge {:.4}% → {:.4}%{error}; worth {:.4}%{error} of the Ante a hand, {}{hourly_error} an hour ({how})\n",
            figure.key,
            figure.seen,
            100.0 * figure.edge_without,
            100.0 * figure.edge_with,
            100.0 * figure.worth_per_ante(),
            hourly.worth,
        ));
    }
    for note in &table.notes {
        out.push_str(&format!("\nnote: {note}"));
    }
    out.push_str(&format!("\n{seconds:.1} s"));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use crate::cli::run_words;

    /// What cannot be is refused before any analysis starts, naming the option.
    #[test]
    fn a_rule_set_of_another_game_or_no_pace_is_refused() {
        let err = |words: &[&str]| run_words(words).unwrap_err();
        assert!(err(&["leak", "--game", "hcf", "--rule-set", "jhe-MD"])
            .contains("--rule-set jhe-MD is a Jackpot Hold 'Em rule set"));
        assert!(err(&["leak", "--game", "jhe", "--rule-set", "SD"]).contains("--rule-set"));
        assert!(err(&["leak", "--pace", "0"]).contains("--pace"));
    }
}
