//! Players as agents, and the one round driver every game is played by (rs-poker's arena is the
//! model: a player is an [`Agent`] that chooses its wagers and its decisions; [`play_round`]
//! plays a round for any [`Game`]). The dealer-mode rounds, the CLI's rounds, the soaks and the
//! computer players at the play tables all go through here, so a new game writes no driver:
//! only its moves ([`Game::legal`], [`Game::decide`], [`Game::reveal`]) and, for computer
//! players, an `Agent` impl for [`Computer`] with its strategy.
//!
//! Randomness: the driver draws from the one generator it is given, in a fixed order — each
//! agent's wagers in seat order, then (when one is drawn) the irregularity, then the deal — so a
//! seed gives the same round as the per-game drivers it replaced.

use super::dealer_mode::{choose_injected, deal_with, Injected};
use super::{refuse, ActionError, Game, Phase, Table};
use crate::money::Cents;
/// The generator an [`Agent`] is handed, named here so an agent written outside the engine (the
/// CLI's) needs no `rand` of its own.
pub use rand::RngCore;

/// A player at a seat: the wagers it places before the deal and its choice at each of its turns.
pub trait Agent<G: Game> {
    /// The wagers the seat places, in the order placed (the driver places each; a refusal ends
    /// the round's betting with that refusal). `rng` is the round's generator: an agent that
    /// varies its wagers draws from it, one that does not leaves it untouched.
    fn wagers(
        &mut self,
        table: &Table<G>,
        seat: u8,
        rng: &mut dyn RngCore,
    ) -> Vec<(G::Wager, Cents)>;

    /// The seat's decision at its turn, one of [`Table::legal`].
    fn decide(&mut self, table: &Table<G>, seat: u8) -> G::Decision;
}

impl<G: Game, A: Agent<G> + ?Sized> Agent<G> for Box<A> {
    fn wagers(
        &mut self,
        table: &Table<G>,
        seat: u8,
        rng: &mut dyn RngCore,
    ) -> Vec<(G::Wager, Cents)> {
        (**self).wagers(table, seat, rng)
    }

    fn decide(&mut self, table: &Table<G>, seat: u8) -> G::Decision {
        (**self).decide(table, seat)
    }
}

/// How a computer player chooses its wagers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wagering<W> {
    /// It places none: the seat's wagers are already on the table (the CLI seats and wagers
    /// once, then plays each round on a copy).
    Placed,
    /// These wagers every round, in this order.
    Fixed(Vec<(W, Cents)>),
    /// The play table's computer players: the Ante at the table's minimum, each offered side
    /// wager at its minimum now and then.
    Casual,
    /// Dealer mode's players: amounts drawn from chip-like lists within the limits, each offered
    /// side wager half the time, so the student sees varied payouts.
    Varied,
}

/// A computer player: a game's strategy for its decisions and a way of wagering. Each game
/// implements [`Agent`] for its own strategy type (`Computer<hcf::decision::Strategy,
/// hcf::WagerKind>`, `Computer<jhe::JheStrategy, jhe::JheWager>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Computer<S, W> {
    pub strategy: S,
    pub wagering: Wagering<W>,
}

impl<S, W> Computer<S, W> {
    pub fn new(strategy: S, wagering: Wagering<W>) -> Computer<S, W> {
        Computer { strategy, wagering }
    }
}

/// Whether and how the round is dealt with an irregularity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Irregular {
    /// A regular round.
    None,
    /// This irregularity, where it says.
    Given(Injected),
    /// One drawn from the round's generator once betting closes (dealer mode's level with
    /// irregularities).
    Drawn,
}

impl From<Option<Injected>> for Irregular {
    fn from(injected: Option<Injected>) -> Irregular {
        injected.map_or(Irregular::None, Irregular::Given)
    }
}

/// One seat's agent, as the driver takes them: `(seat, agent)`.
pub type Seated<A> = (u8, A);

/// Plays a whole regular round at a table in `Betting`: each agent's wagers (seat order as
/// given), "no more bets", the deal from `rng`, every decision in turn, the reveal and the
/// settlement. The seats must be taken already. A refusal is returned as it is; the table is
/// then where the refused action left it.
pub fn play_round<G: Game, A: Agent<G>, R: RngCore + ?Sized>(
    table: &mut Table<G>,
    agents: &mut [Seated<A>],
    rng: &mut R,
) -> Result<(), ActionError> {
    play_round_with(table, agents, rng, Irregular::None).map(|_| ())
}

/// [`play_round`] with an irregularity (given, or drawn once betting closes): the irregularity
/// the round was dealt with. A round the irregularity voids ends `Void`, without decisions.
pub fn play_round_with<G: Game, A: Agent<G>, R: RngCore + ?Sized>(
    table: &mut Table<G>,
    agents: &mut [Seated<A>],
    rng: &mut R,
    irregular: Irregular,
) -> Result<Option<Injected>, ActionError> {
    place_wagers(table, agents, rng)?;
    let injected = close_and_deal(table, rng, irregular)?;
    if play_decisions(table, agents)?.is_some() {
        return Err(refuse("a seat in the round has no player to decide", None));
    }
    reveal_and_settle(table)?;
    Ok(injected)
}

/// Each agent's wagers, placed in seat order as given.
pub fn place_wagers<G: Game, A: Agent<G>, R: RngCore + ?Sized>(
    table: &mut Table<G>,
    agents: &mut [Seated<A>],
    mut rng: &mut R,
) -> Result<(), ActionError> {
    for (seat, agent) in agents.iter_mut() {
        let wagers = agent.wagers(table, *seat, &mut rng);
        for (kind, amount) in wagers {
            table.set_wager(*seat, kind, amount)?;
        }
    }
    Ok(())
}

/// "No more bets", then the deal from `rng` with the irregularity, if any: the one dealt with.
pub fn close_and_deal<G: Game, R: RngCore + ?Sized>(
    table: &mut Table<G>,
    rng: &mut R,
    irregular: Irregular,
) -> Result<Option<Injected>, ActionError> {
    table.no_more_bets()?;
    let injected = match irregular {
        Irregular::None => None,
        Irregular::Given(injected) => Some(injected),
        Irregular::Drawn => Some(choose_injected(table, rng)),
    };
    deal_with(table, rng, injected)?;
    Ok(injected)
}

/// Lets the agents decide in turn while the round is at its decisions: `None` once nobody is
/// left to act, or the seat whose turn it is when no agent plays it (a person at the play
/// table, whose choice the page waits for).
pub fn play_decisions<G: Game, A: Agent<G>>(
    table: &mut Table<G>,
    agents: &mut [Seated<A>],
) -> Result<Option<u8>, ActionError> {
    while let Some(seat) = table.round().next_to_act() {
        let Some((_, agent)) = agents.iter_mut().find(|(s, _)| *s == seat) else {
            return Ok(Some(seat));
        };
        let decision = agent.decide(table, seat);
        table.decide(seat, decision)?;
    }
    Ok(None)
}

/// The reveal and the settlement, once every player has decided; a round that is not at its
/// decisions (voided by an irregularity) is left as it is.
pub fn reveal_and_settle<G: Game>(table: &mut Table<G>) -> Result<(), ActionError> {
    if table.round().phase != Phase::Decisions {
        return Ok(());
    }
    table.reveal()?;
    table.settle()
}
