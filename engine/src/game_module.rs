//! A game as the engine's shared modules ask for it: the skills' rule statements and paytable
//! wagers, the flash drill's and a dealer-mode assignment's tables and rounds, the protection
//! lab. Each game answers in its own folder (`impl GameModule`), and a shared module reaches it
//! through [`GameId::visit`](crate::GameId::visit) — the one place the engine turns a game's id
//! into its code — so no shared module names a game (`tests/game_names.rs` holds them to it).

use crate::jurisdiction::Jurisdiction;
use crate::protection::LeakLab;
use crate::rule_set::GameId;
use crate::rule_summary::RuleSection;
use crate::table::agent::Agent;
use crate::table::catch_dealer::{self, CannotStage, SlipKind, Staged, CATCH_TRIES};
use crate::table::dealer_mode::{self, DealerTable, Injected, Level};
use crate::table::{ActionError, Game, Table};

/// What a game gives the shared modules.
pub trait GameModule: Game<Wager: serde::de::DeserializeOwned + Eq> + Sized + 'static {
    const ID: GameId;
    /// Its table's configuration.
    type Config: Clone;
    /// The table dealer mode deals at under a jurisdiction's rules unless told otherwise (the
    /// flash drill's); a jurisdiction without rules for the game is refused by name.
    fn standard_config(jurisdiction: Jurisdiction) -> Result<Self::Config, String>;
    /// The table dealer mode deals at as set ([`DealerTable`]: the page's set-up, an
    /// assignment's terms), checked against the rules; a refusal names the rule it breaks.
    fn dealer_config(table: &DealerTable) -> Result<Self::Config, String>;
    /// The computer players dealer mode seats.
    type Players: Agent<Self> + Clone;
    /// Its table with a configuration.
    fn new_table(config: Self::Config) -> Result<Table<Self>, ActionError>;
    /// The computer players dealer mode seats: wagers drawn from the seed, each decision by the
    /// game's strategy.
    fn dealer_players() -> Self::Players;

    /// A dealer-mode round at that table from a seed, with the irregularity it was dealt with
    /// (at the level with irregularities: `forced`, or one drawn from the seed): the game's
    /// computer players on the one round driver. The same seed and table give the same round.
    fn dealer_round(
        config: Self::Config,
        seed: u64,
        level: Level,
        forced: Option<Injected>,
    ) -> Result<(Table<Self>, Option<Injected>), ActionError> {
        dealer_mode::dealer_round(
            Self::new_table(config)?,
            seed,
            level,
            forced,
            Self::dealer_players(),
        )
    }

    /// A catch-the-dealer round at that table: the first seed from `seed` whose round can be
    /// staged with a mistake of `kind` (`None`: a clean round), with the table it was played at.
    fn catch_table(
        config: Self::Config,
        seed: u64,
        kind: Option<SlipKind>,
    ) -> Result<Staged<Self>, CannotStage> {
        catch_dealer::catch_table(
            || Self::new_table(config.clone()),
            Self::dealer_players(),
            seed,
            kind,
            CATCH_TRIES,
        )
    }

    /// The rule statements of the Rules page under a jurisdiction (none where it has none).
    fn rule_summary(jurisdiction: Jurisdiction) -> Vec<RuleSection>;
    /// The names of the wagers its paytables pay, sorted, each once.
    fn paytable_wagers() -> Vec<&'static str>;
    /// Its game-protection lab.
    fn leak_lab() -> &'static dyn LeakLab;
}

/// Work a shared module does for any game, given the game's module ([`GameId::visit`]).
pub trait GameVisitor {
    type Out;
    fn visit<G: GameModule>(self) -> Self::Out;
}

/// A game's rule statements under a rule set's jurisdiction.
pub fn rule_summary(rule_set: crate::RuleSet) -> Vec<RuleSection> {
    struct Summary(Jurisdiction);
    impl GameVisitor for Summary {
        type Out = Vec<RuleSection>;
        fn visit<G: GameModule>(self) -> Vec<RuleSection> {
            G::rule_summary(self.0)
        }
    }
    rule_set.game.visit(Summary(rule_set.jurisdiction))
}

/// The names of a game's paytable wagers.
pub fn paytable_wagers(game: GameId) -> Vec<&'static str> {
    struct Wagers;
    impl GameVisitor for Wagers {
        type Out = Vec<&'static str>;
        fn visit<G: GameModule>(self) -> Vec<&'static str> {
            G::paytable_wagers()
        }
    }
    game.visit(Wagers)
}

/// A game's protection lab.
pub fn leak_lab(game: GameId) -> &'static dyn LeakLab {
    struct Lab;
    impl GameVisitor for Lab {
        type Out = &'static dyn LeakLab;
        fn visit<G: GameModule>(self) -> &'static dyn LeakLab {
            G::leak_lab()
        }
    }
    game.visit(Lab)
}

/// The names of the wagers some paytables pay, sorted, each once.
pub fn wager_names<W: crate::paytable::PaytableWager, H>(
    tables: &[crate::paytable::Paytable<W, H>],
) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = tables.iter().map(|t| t.wager.name()).collect();
    names.sort_unstable();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each game's module is the game its id names.
    #[test]
    fn each_id_visits_its_own_game() {
        struct Id;
        impl GameVisitor for Id {
            type Out = GameId;
            fn visit<G: GameModule>(self) -> GameId {
                G::ID
            }
        }
        for game in GameId::ALL {
            assert_eq!(game.visit(Id), game);
            assert_eq!(leak_lab(game).game(), game);
        }
    }
}
