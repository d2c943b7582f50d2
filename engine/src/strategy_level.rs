//! A game's strategy card at three levels — a beginner's card of at most five lines, a chart,
//! and the full card — each with its exact house edge over every deal and its cost against
//! optimal play, as data the CLI, the explorer, the drill and the print views read.

use serde::{Deserialize, Serialize};

/// How much of the strategy a card asks the player to remember.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StrategyLevel {
    /// At most five short lines a casual player can remember.
    Beginner,
    /// A compact grid or table.
    Chart,
    /// The full card (the only card before there were levels, hence the default).
    #[default]
    Full,
}

impl StrategyLevel {
    pub const ALL: [StrategyLevel; 3] = [
        StrategyLevel::Beginner,
        StrategyLevel::Chart,
        StrategyLevel::Full,
    ];

    /// The text [`StrategyLevel::parse`] reads back (links, saved settings, the CLI).
    pub fn code(self) -> &'static str {
        match self {
            StrategyLevel::Beginner => "beginner",
            StrategyLevel::Chart => "chart",
            StrategyLevel::Full => "full",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            StrategyLevel::Beginner => "Beginner's card",
            StrategyLevel::Chart => "Chart",
            StrategyLevel::Full => "Full card",
        }
    }

    pub fn parse(text: &str) -> Result<StrategyLevel, String> {
        let text = text.trim();
        StrategyLevel::ALL
            .into_iter()
            .find(|level| level.code().eq_ignore_ascii_case(text))
            .ok_or_else(|| {
                format!("unknown strategy card level '{text}' (use beginner, chart or full)")
            })
    }
}

/// A grid to print: column headings, then rows of a heading and one cell per column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardGrid {
    pub caption: String,
    pub corner: String,
    pub columns: Vec<String>,
    pub rows: Vec<(String, Vec<String>)>,
}

/// One level of a game's card: its rules, any grids, and its exact figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelCard {
    pub level: StrategyLevel,
    /// Each section: a heading (or `""`) and its lines.
    pub sections: Vec<(String, Vec<String>)>,
    pub grids: Vec<CardGrid>,
    /// The card's exact house edge per Ante over every deal, as (numerator, denominator).
    pub house_edge: (u64, u64),
    /// Optimal play's, the same way.
    pub optimal_edge: (u64, u64),
}

/// A section of a card: its heading (or `""`) and its lines, as written in a game's constants.
pub fn section(heading: &str, lines: &[&str]) -> (String, Vec<String>) {
    (
        heading.to_string(),
        lines.iter().map(|l| l.to_string()).collect(),
    )
}

impl LevelCard {
    /// A level in sections without grids (add them with [`LevelCard::with_grids`]), with its
    /// exact house edge and optimal play's: the one way every game's `level_card` builds a level.
    pub fn of_sections(
        level: StrategyLevel,
        sections: Vec<(String, Vec<String>)>,
        house_edge: (u64, u64),
        optimal_edge: (u64, u64),
    ) -> LevelCard {
        LevelCard {
            level,
            sections,
            grids: Vec::new(),
            house_edge,
            optimal_edge,
        }
    }

    /// A level of one untitled list of lines (a beginner's card, a one-list full card).
    pub fn of_lines(
        level: StrategyLevel,
        lines: &[&str],
        house_edge: (u64, u64),
        optimal_edge: (u64, u64),
    ) -> LevelCard {
        LevelCard::of_sections(level, vec![section("", lines)], house_edge, optimal_edge)
    }

    /// The level with these grids printed after its lines (a chart).
    pub fn with_grids(self, grids: Vec<CardGrid>) -> LevelCard {
        LevelCard { grids, ..self }
    }

    /// The house edge in percent of the Ante.
    pub fn house_edge_percent(&self) -> f64 {
        percent(self.house_edge)
    }

    /// What the card gives up against optimal play, in percent of the Ante.
    pub fn cost_percent(&self) -> f64 {
        percent(self.house_edge) - percent(self.optimal_edge)
    }

    /// The rules' lines, every section's, in order.
    pub fn line_count(&self) -> usize {
        self.sections.iter().map(|(_, lines)| lines.len()).sum()
    }
}

fn percent((numerator, denominator): (u64, u64)) -> f64 {
    numerator as f64 / denominator as f64 * 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_back_and_an_unknown_one_is_named() {
        for level in StrategyLevel::ALL {
            assert_eq!(StrategyLevel::parse(level.code()), Ok(level));
        }
        assert_eq!(StrategyLevel::parse(" Chart "), Ok(StrategyLevel::Chart));
        assert_eq!(StrategyLevel::default(), StrategyLevel::Full);
        let err = StrategyLevel::parse("expert").unwrap_err();
        assert!(err.contains("'expert'") && err.contains("beginner, chart or full"));
    }

    /// A level of lines is one untitled section; a chart keeps its lines beside its grids.
    #[test]
    fn a_level_is_built_from_its_lines_and_grids() {
        let grid = CardGrid {
            caption: "g".into(),
            corner: String::new(),
            columns: vec!["A".into()],
            rows: vec![("r".into(), vec!["R".into()])],
        };
        let card = LevelCard::of_lines(StrategyLevel::Chart, &["a", "b"], (1, 4), (1, 8))
            .with_grids(vec![grid.clone()]);
        assert_eq!(
            card.sections,
            vec![(String::new(), vec!["a".to_string(), "b".to_string()])]
        );
        assert_eq!(card.cost_percent(), 12.5);
        assert_eq!((card.line_count(), card.grids), (2, vec![grid]));
    }
}
