//! The subcommands. Each returns the text to print, or a message for a usage error.

use crate::args::Args;
use engine::cards::{format_cards, parse_exact, CardSet};
use engine::hcf::flush::{arrange, best_flush, raise_limits};
use engine::hcf::paytables::{all_paytables, SideWager};
use engine::hcf::rules::HcfRules;
use engine::hcf::straight_flush::{straight_flushes, AceRule};
use engine::Jurisdiction;
use serde_json::json;

pub fn run(args: &Args) -> Result<String, String> {
    match args.command.as_deref().unwrap_or_default() {
        "hand" => hand(args),
        "paytables" => list_paytables(args),
        "rules" => rules(args),
        other => Err(format!("unknown command '{other}'")),
    }
}

fn jurisdiction(args: &Args) -> Result<Option<Jurisdiction>, String> {
    args.option("rules")
        .map(|text| {
            Jurisdiction::parse(text)
                .ok_or_else(|| format!("unknown rules '{text}' (use MD, MA or SD)"))
        })
        .transpose()
}

fn hand(args: &Args) -> Result<String, String> {
    args.only(&[])?;
    let text = args.positional.join(" ");
    let cards = parse_exact(&text, 7).map_err(|e| format!("cannot read the hand: {e}"))?;
    let set: CardSet = cards.iter().copied().collect();
    let best = best_flush(set);
    let limits = raise_limits(best.value.len());
    let sf_high = straight_flushes(set, AceRule::HighOnly);
    let sf_low = straight_flushes(set, AceRule::LowOrHigh);
    if args.json {
        return Ok(json!({
            "cards": cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            "best_flush": {
                "length": best.value.len(),
                "ranks": best.value.ranks().iter().map(|r| r.symbol().to_string()).collect::<Vec<_>>(),
                "suit": best.suit.name(),
                "description": best.value.describe(),
            },
            "dealer_qualifies": best.value.qualifies(),
            "raise_multiples": { "min": limits.min_multiple, "max": limits.max_multiple, "citation": limits.citation },
            "straight_flush": {
                "ace_high_only": sf_high.longest,
                "ace_low_or_high": sf_low.longest,
                "nine_to_ace_six": sf_high.nine_to_ace_six,
                "four_of_a_kind": sf_high.four_of_a_kind,
            },
        })
        .to_string());
    }
    let sf = |n: u8| {
        if n == 0 {
            "none".to_string()
        } else {
            format!("{n}-card")
        }
    };
    Ok(format!(
        "hand:              {}\nbest flush:        {} ({})\ndealer qualifies:  {}\nraise allowed:     {}× to {}× Ante  [{}]\nstraight flush:    {} with the ace high only (MD), {} with the ace low or high (MA, SD)\nfour of a kind:    {}",
        format_cards(&arrange(&cards)),
        best.value.describe(),
        best.suit.name(),
        if best.value.qualifies() { "yes" } else { "no" },
        limits.min_multiple,
        limits.max_multiple,
        limits.citation,
        sf(sf_high.longest),
        sf(sf_low.longest),
        if sf_high.four_of_a_kind { "yes" } else { "no" },
    ))
}

fn list_paytables(args: &Args) -> Result<String, String> {
    args.only(&["rules", "wager"])?;
    let jurisdiction = jurisdiction(args)?;
    let wager = args
        .option("wager")
        .map(|w| {
            SideWager::from_code(w)
                .ok_or_else(|| format!("unknown wager '{w}' (use fb, sfb or prog)"))
        })
        .transpose()?;
    let tables: Vec<_> = all_paytables()
        .iter()
        .filter(|p| jurisdiction.is_none_or(|j| p.jurisdiction == j))
        .filter(|p| wager.is_none_or(|w| p.wager == w))
        .collect();
    if args.json {
        return serde_json::to_string_pretty(&tables).map_err(|e| e.to_string());
    }
    let mut out = String::new();
    for table in tables {
        let lines: Vec<String> = table
            .lines
            .iter()
            .map(|l| format!("{}: {}", l.hand.name(), l.pay))
            .collect();
        out.push_str(&format!("{:<32} {}\n", table.title(), lines.join("; ")));
    }
    Ok(out.trim_end().to_string())
}

fn rules(args: &Args) -> Result<String, String> {
    args.only(&["rules"])?;
    let jurisdiction = jurisdiction(args)?.ok_or("--rules MD|MA|SD is required")?;
    let summary = HcfRules::of(jurisdiction).summary();
    if args.json {
        return serde_json::to_string_pretty(&summary).map_err(|e| e.to_string());
    }
    let mut out = String::new();
    for section in summary {
        out.push_str(&format!("\n{}\n", section.title.to_uppercase()));
        for statement in section.statements {
            out.push_str(&format!(
                "  {}: {} [{}]\n",
                statement.topic, statement.text, statement.citation
            ));
        }
    }
    Ok(out.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_words(words: &[&str]) -> Result<String, String> {
        run(&Args::parse(&words.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap())
    }

    #[test]
    fn hand_reports_flush_qualifier_and_straight_flushes() {
        let out = run_words(&["hand", "Ah 2h 3h 4h Kd Qs 7c", "--json"]).unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["best_flush"]["length"], 4);
        assert_eq!(v["dealer_qualifies"], true);
        assert_eq!(v["straight_flush"]["ace_high_only"], 3);
        assert_eq!(v["straight_flush"]["ace_low_or_high"], 4);
        assert_eq!(v["raise_multiples"]["max"], 1);
    }

    #[test]
    fn bad_input_gets_a_clear_message() {
        assert_eq!(
            run_words(&["hand", "Ah Zh"]).unwrap_err(),
            "cannot read the hand: 'Z' at character 4 is not a rank (use 2-9, 10 or T, J, Q, K, A)"
        );
        assert!(run_words(&["paytables", "--rules", "NV"])
            .unwrap_err()
            .contains("unknown rules"));
        assert!(run_words(&["frobnicate"])
            .unwrap_err()
            .contains("unknown command"));
    }

    #[test]
    fn paytables_filter_by_jurisdiction_and_wager() {
        let out = run_words(&["paytables", "--rules", "SD", "--wager", "sfb", "--json"]).unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let labels: Vec<&str> = v
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels, ["1", "2", "3", "4", "6"]);
    }
}
