//! The games the command line knows, and what each answers: `--game` picks one, and every
//! subcommand goes to that game's [`GameCommands`] with the options clap has read. A game is one
//! implementation of the trait and one arm of [`Game::commands`].

use crate::cli::{
    DecideArgs, HandArgs, MainGameArgs, PaytablesArgs, RoundArgs, RulesArgs, SidebetArgs,
    SimulateArgs,
};
use crate::rounds::RoundPlayer;
use clap::ValueEnum;
use engine::strategy_level::StrategyLevel;
use engine::{GameId, Jurisdiction, RuleSet};

/// `--game`: the games, as the command line names them.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// High Card Flush (Maryland, Massachusetts, South Dakota)
    Hcf,
    /// Jackpot Hold 'Em (Maryland)
    Jhe,
}

impl Game {
    /// The game's commands: the one place the command line tells the games apart.
    pub fn commands(self) -> &'static dyn GameCommands {
        match self {
            Game::Hcf => &crate::commands::HighCardFlush,
            Game::Jhe => &crate::jhe_commands::JackpotHoldEm,
        }
    }
}

/// One game's answer to each subcommand: the text to print, or a message naming what was
/// wrong. `--json` asks for the machine-readable form.
pub trait GameCommands {
    fn id(&self) -> GameId;

    /// The options of one game only (flags without `--`) this game takes; another game's are
    /// refused by name before any command runs.
    fn own_options(&self) -> &'static [&'static str];

    /// The game under `jurisdiction`'s rules, refused (with where the game is played) where
    /// the product holds none.
    fn rule_set(&self, jurisdiction: Jurisdiction) -> Result<RuleSet, String> {
        RuleSet::new(self.id(), jurisdiction).map_err(|e| e.to_string())
    }

    fn hand(&self, args: &HandArgs, json: bool) -> Result<String, String>;
    fn paytables(&self, args: &PaytablesArgs, json: bool) -> Result<String, String>;
    fn rules(&self, args: &RulesArgs, json: bool) -> Result<String, String>;
    /// A table set up and checked once, ready to play `odds round`'s rounds one seed at a time.
    fn rounds(&self, args: &RoundArgs, json: bool) -> Result<Box<dyn RoundPlayer>, String>;
    fn simulate(&self, args: &SimulateArgs, json: bool) -> Result<String, String>;
    fn main_game(&self, args: &MainGameArgs, json: bool) -> Result<String, String>;
    fn sidebet(&self, args: &SidebetArgs, json: bool) -> Result<String, String>;
    /// The game's name as its strategy cards are headed ("Maryland Jackpot Hold 'Em").
    fn card_title(&self) -> &'static str;
    /// The card of a level shorter than the full one, with its exact figures.
    fn level_card(&self, level: StrategyLevel) -> engine::strategy_level::LevelCard;
    /// The full strategy card, with its exact house edge and its cost against optimal play.
    fn full_strategy(&self, json: bool) -> Result<String, String>;
    fn decide(&self, args: &DecideArgs, json: bool) -> Result<String, String>;
}

/// `odds strategy`: the card at a level — the shorter ones printed alike for every game
/// ([`crate::level_card_out`]), the full one by the game with its comparisons.
pub fn strategy(
    game: &dyn GameCommands,
    level: StrategyLevel,
    json: bool,
) -> Result<String, String> {
    if level == StrategyLevel::Full {
        return game.full_strategy(json);
    }
    Ok(crate::level_card_out::level_card_text(
        game.id().code(),
        game.card_title(),
        &game.level_card(level),
        json,
    ))
}
