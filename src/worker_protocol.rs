//! Messages between the page and the compute worker, as JSON text. Long computations run in the
//! worker so the page never freezes; the page cancels one by terminating the worker.

use serde::{Deserialize, Serialize};

/// What the page asks the worker to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Request {
    /// High Card Flush's exact main-game analysis for a strategy (`optimal`, `always`,
    /// `threshold:T86`): the share `part` of `parts` of the hands (by default all), answered
    /// with [`Response::MainGameShare`]; the page adds the shares of its workers up.
    MainGame {
        strategy: String,
        #[serde(default)]
        part: usize,
        #[serde(default = "one")]
        parts: usize,
    },
    /// The in-app benchmark: the main game, single decisions and every side-wager paytable.
    Benchmark,
    /// One share of Jackpot Hold 'Em's exact analysis for a strategy (`optimal`, `simple`,
    /// `river`, `always`): the flops `part` of `parts`. The worker answers with the part's sums
    /// as bytes (`holdem_solver::Part::to_bytes`), not JSON.
    JhePart {
        strategy: String,
        part: usize,
        parts: usize,
        /// A custom X-tra Bonus table's pays (`jhe::exact::xtra_bonus_copy`); none: Paytable A.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        xtra: Option<Vec<u32>>,
    },
    /// The shares added up and the first decision taken: sent as an array, this request's JSON
    /// first and then every part's bytes. For optimal play the worker first sends the first
    /// decision's values in every situation as bytes (`holdem_solver::FirstValues::to_bytes`).
    JheCombine {
        strategy: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        xtra: Option<Vec<u32>>,
    },
}

fn one() -> usize {
    1
}

/// What the worker sends back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Response {
    /// The worker has loaded and listens: messages sent before this would be lost.
    Ready,
    Progress {
        fraction: f64,
        label: String,
    },
    /// A share of High Card Flush's walk (`hcf::main_game::MainGameAnalysis`) as JSON text of its
    /// own: its 128-bit sums do not pass through this enum's tagged form.
    MainGameShare {
        share: String,
    },
    Benchmark(BenchmarkResult),
    JheMainGame(JheMainGameSummary),
    Error {
        message: String,
    },
}

/// Jackpot Hold 'Em's exact main-game figures for a strategy, and its first decision by hand
/// class and the card shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JheMainGameSummary {
    pub strategy: String,
    /// The custom X-tra Bonus pays the analysis used (royal flush down to straight, to 1); none:
    /// Paytable A.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xtra: Option<Vec<u32>>,
    pub report: engine::holdem_solver::SolutionReport,
    pub first_chart: Vec<engine::holdem_solver::ChartRow>,
    /// The second decision by made hand and draw (`jhe::second_chart`): per row, the share of
    /// its situations played 2× and how many situations (flops with two other cards) it holds.
    #[serde(default)]
    pub second_chart: Vec<SecondChartRow>,
    /// Time of the combining step; the page adds the parts' time.
    pub milliseconds: f64,
    /// The walk's exact sums as decimal text, for the par sheet (`compute::main_game_sums`):
    /// Σ result in half-Antes, Σ result² in quarter-Antes², Σ Play in Antes, deals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sums: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SecondChartRow {
    pub hand: String,
    pub plays: f64,
    pub situations: u64,
}

/// The main-game figures the page shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MainGameSummary {
    pub strategy: String,
    pub house_edge: f64,
    pub house_edge_numerator: String,
    pub house_edge_denominator: String,
    pub element_of_risk: f64,
    pub average_wager: f64,
    pub standard_deviation: f64,
    /// Fold, raise 1×, 2×, 3×.
    pub action_frequencies: [f64; 4],
    pub three_card_rows: Vec<ThreeCardSummary>,
    pub milliseconds: f64,
    /// The workers that shared the walk.
    #[serde(default = "one")]
    pub workers: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThreeCardSummary {
    /// "J-8-6"
    pub ranks: String,
    pub raise_share: f64,
    /// Raise share by pattern of the other four cards: 3-3-1, 3-2-2, 3-2-1-1 (None if no hand).
    pub by_pattern: [Option<f64>; 3],
}

/// Timings measured in the browser, in milliseconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchmarkResult {
    pub main_game_optimal_ms: f64,
    pub house_edge: f64,
    pub decision_ev_ms: f64,
    pub decisions_timed: u32,
    pub all_side_bet_paytables_ms: f64,
    pub paytables_analysed: u32,
    /// Seven-card poker evaluations per second: random hands, and an exhaustive walk's order.
    pub poker_random_per_second: f64,
    pub poker_sequential_per_second: f64,
    /// Jackpot Hold 'Em: the exact value of a second decision (every turn, river and dealer
    /// hand) and of a third (every dealer hand), the mean over the hands timed; every side-wager
    /// paytable (Player Bonus, Progressive A–E) with its exact odds. Its whole exact analysis is
    /// timed by the explorer's main game, in all the workers together.
    #[serde(default)]
    pub jhe_decision_two_ms: f64,
    #[serde(default)]
    pub jhe_decision_three_ms: f64,
    #[serde(default)]
    pub jhe_decisions_timed: u32,
    #[serde(default)]
    pub jhe_side_wager_paytables_ms: f64,
    pub user_agent: String,
}
