//! `odds strategy --level beginner|chart`: a game's shorter strategy card printed from the
//! engine's data (`engine::strategy_level::LevelCard`), its rules, grids and exact figures.

use engine::strategy_level::LevelCard;
use serde_json::json;

/// The card as text, or as JSON with the exact fractions.
pub fn level_card_text(game: &str, title: &str, card: &LevelCard, json: bool) -> String {
    let (edge, optimal) = (card.house_edge, card.optimal_edge);
    if json {
        return json!({
            "game": game,
            "level": card.level.code(),
            "card": card.sections.iter().map(|(heading, lines)| json!({"heading": heading, "rules": lines})).collect::<Vec<_>>(),
            "grids": card.grids.iter().map(|g| json!({"caption": g.caption, "corner": g.corner, "columns": g.columns, "rows": g.rows})).collect::<Vec<_>>(),
            "house_edge": { "numerator": edge.0, "denominator": edge.1, "percent": card.house_edge_percent() },
            "optimal_house_edge": { "numerator": optimal.0, "denominator": optimal.1 },
            "cost_against_optimal_percent": card.cost_percent(),
        })
        .to_string();
    }
    let mut out = format!("{title} strategy card — {}\n", card.level.name());
    for (heading, lines) in &card.sections {
        if !heading.is_empty() {
            out.push_str(&format!("{heading}:\n"));
        }
        for line in lines {
            out.push_str(&format!("  • {line}\n"));
        }
    }
    for grid in &card.grids {
        out.push_str(&format!("{}\n", grid.caption));
        let width = grid
            .rows
            .iter()
            .map(|(h, _)| h.chars().count())
            .chain([grid.corner.chars().count()])
            .max()
            .unwrap_or(0);
        let cell = grid
            .columns
            .iter()
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(1)
            .max(2);
        out.push_str(&format!("  {:width$}", grid.corner));
        for c in &grid.columns {
            out.push_str(&format!(" {c:>cell$}"));
        }
        out.push('\n');
        for (heading, cells) in &grid.rows {
            out.push_str(&format!("  {heading:width$}"));
            for c in cells {
                out.push_str(&format!(" {c:>cell$}"));
            }
            out.push('\n');
        }
    }
    out.push_str(&format!(
        "house edge {:.4}% of the Ante (exact: {} / {}), every deal; optimal {:.4}%; cost {:.4}%",
        card.house_edge_percent(),
        edge.0,
        edge.1,
        card.house_edge_percent() - card.cost_percent(),
        card.cost_percent()
    ));
    out
}
