//! Catch the dealer: the computer deals and settles a full round (the round driver's record and
//! dealer mode's procedure of it) with ONE injected mistake of a kind dealer mode grades — a
//! mispay, a wager missed, a step out of the rules' order, a wrong remedy, an exposed card
//! mishandled, the meter misread — and the student stops it at a step and names the mistake.
//! Each mistake is staged and then judged by dealer mode's own [`DealerRun`], so the rule it
//! breaks is the one dealer mode cites, and a staged mistake is detectable at its step by
//! construction. Game-neutral: any game, rule set and table.

use super::agent::Agent;
use super::dealer_mode::{
    dealer_round, injectable, procedure, DealerAction, DealerRun, Injected, Level, Mistake, Node,
    RoundProcedure, Task,
};
use super::{Game, Irregularity, Remedy, Table};
use crate::chips::{Mispay, Party};
use crate::citation::Citation;
use crate::money::Cents;
use crate::random::Draw;
use crate::trace::Outcome;
use serde::{Deserialize, Serialize};

/// The kinds of mistake the computer dealer can make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SlipKind {
    /// A winning wager paid the wrong amount.
    Mispay,
    /// A wager not settled: the dealer moved on past it.
    MissedWager,
    /// A step taken before one the rules put first (a wager paid out of order).
    OutOfOrder,
    /// An irregularity given a remedy the rules do not give it.
    WrongRemedy,
    /// A card exposed (face up in the deck, or the dealer's early) given the wrong remedy.
    ExposedCardMishandled,
    /// The progressive meter read wrong: the Progressive chips counted against the system
    /// wrong, or a meter award paid at a wrong reading.
    MeterMisread,
}

impl SlipKind {
    pub const ALL: [SlipKind; 6] = [
        SlipKind::Mispay,
        SlipKind::MissedWager,
        SlipKind::OutOfOrder,
        SlipKind::WrongRemedy,
        SlipKind::ExposedCardMishandled,
        SlipKind::MeterMisread,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SlipKind::Mispay => "a mispay",
            SlipKind::MissedWager => "a wager missed",
            SlipKind::OutOfOrder => "out of order",
            SlipKind::WrongRemedy => "the wrong remedy",
            SlipKind::ExposedCardMishandled => "an exposed card mishandled",
            SlipKind::MeterMisread => "the meter misread",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            SlipKind::Mispay => "mispay",
            SlipKind::MissedWager => "missed",
            SlipKind::OutOfOrder => "order",
            SlipKind::WrongRemedy => "remedy",
            SlipKind::ExposedCardMishandled => "exposed",
            SlipKind::MeterMisread => "meter",
        }
    }

    pub fn from_code(code: &str) -> Option<SlipKind> {
        SlipKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// Whether the kind needs a round dealt with an irregularity.
    fn needs_irregularity(self) -> bool {
        matches!(
            self,
            SlipKind::WrongRemedy | SlipKind::ExposedCardMishandled
        )
    }
}

/// The irregularities whose mishandling is "an exposed card mishandled".
fn exposes_a_card(irregularity: Irregularity) -> bool {
    matches!(
        irregularity,
        Irregularity::OneCardFaceUp
            | Irregularity::SeveralCardsFaceUp
            | Irregularity::DealerCardExposedEarly
    )
}

/// The mistake in a staged round: where, what, the rule it breaks (dealer mode's refusal of it)
/// and what should have been done.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Slip<W> {
    pub kind: SlipKind,
    /// Its step in [`CatchRound::shown`].
    pub at: usize,
    /// How dealer mode grades it.
    pub mistake: Mistake,
    /// The rule broken.
    pub rule: Citation,
    /// Dealer mode's refusal: what was wrong and the rule it breaks.
    pub refusal: String,
    /// The step the rules called for.
    pub right: Task<W>,
    /// A mispay's cost and who bears it.
    pub cost: Option<Mispay>,
}

/// A round as the computer dealer performs it, step by step, with its one mistake (none in a
/// clean round).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CatchRound<W> {
    pub shown: Vec<Task<W>>,
    pub slip: Option<Slip<W>>,
}

/// The student's call at a step, judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Verdict {
    /// The right step, the right kind: the rule it broke.
    Caught { rule: Citation, refusal: String },
    /// The right step, but another kind of mistake named.
    Misnamed { actual: SlipKind, rule: Citation },
    /// Nothing was wrong at that step.
    FalseCall,
}

/// A round's tally: catches, misses and false calls, each with its rule.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CatchTally {
    pub catches: usize,
    pub misses: usize,
    pub false_calls: usize,
    /// One line per catch, miss and false call: what it was and the rule broken.
    pub lines: Vec<String>,
}

impl CatchTally {
    pub fn add(&mut self, other: &CatchTally) {
        self.catches += other.catches;
        self.misses += other.misses;
        self.false_calls += other.false_calls;
        self.lines.extend(other.lines.iter().cloned());
    }
}

impl<W: super::WagerKind + Eq> CatchRound<W> {
    /// Judges a call at step `at` naming `named`.
    pub fn call(&self, at: usize, named: SlipKind) -> Verdict {
        match &self.slip {
            Some(s) if s.at == at && s.kind == named => Verdict::Caught {
                rule: s.rule,
                refusal: s.refusal.clone(),
            },
            Some(s) if s.at == at => Verdict::Misnamed {
                actual: s.kind,
                rule: s.rule,
            },
            _ => Verdict::FalseCall,
        }
    }

    /// The skill a round exercises: catching its kind of slip, or for a clean round watching it
    /// through without a false call. A round is an attempt at it, right when the tally has no
    /// miss and no false call.
    pub fn skill(&self) -> crate::skills::Skill {
        let (id, what) = match &self.slip {
            Some(s) => (crate::skills::slug(s.kind.name()), s.kind.name()),
            None => ("clean-round".into(), "a clean round, no false call"),
        };
        crate::skills::Skill::new(
            format!("catch:{id}"),
            format!("Catching the dealer: {what}"),
        )
    }

    /// Tallies a round's calls: the slip caught (a call at its step naming it) or missed; every
    /// other call a false call.
    pub fn tally(&self, calls: &[(usize, SlipKind)]) -> CatchTally {
        let mut tally = CatchTally::default();
        let mut caught = false;
        for &(at, named) in calls {
            match self.call(at, named) {
                Verdict::Caught { rule, .. } => {
                    if !caught {
                        caught = true;
                        tally.catches += 1;
                        tally.lines.push(format!(
                            "Caught at step {}: {} ({rule}).",
                            at + 1,
                            named.name()
                        ));
                    }
                }
                Verdict::Misnamed { actual, rule } => tally.lines.push(format!(
                    "Step {}: stopped at the right step, but it was {}, not {} ({rule}).",
                    at + 1,
                    actual.name(),
                    named.name()
                )),
                Verdict::FalseCall => {
                    tally.false_calls += 1;
                    let what = self
                        .shown
                        .get(at)
                        .map_or(String::new(), |t| format!(" ({})", t.citation));
                    tally.lines.push(format!(
                        "False call at step {}: that step was right{what}.",
                        at + 1
                    ));
                }
            }
        }
        if let (Some(s), false) = (&self.slip, caught) {
            tally.misses += 1;
            tally.lines.push(format!(
                "Missed at step {}: {} — {}",
                s.at + 1,
                s.kind.name(),
                s.refusal
            ));
        }
        tally
    }
}

impl<W: super::WagerKind + Eq> CatchRound<W> {
    /// The round as the student watches it after the dealer's first `steps` steps: dealer
    /// mode's run of `procedure` (the one the round was staged in) with each shown step done
    /// as shown — the slip's wrong amount, remedy or count in place of the right one, a step
    /// taken out of the rules' order, a missed wager never done — so a felt drawn from it shows
    /// what the dealer did, not what the rules wanted. Nothing in it is scored.
    pub fn watched(&self, procedure: &RoundProcedure<W>, steps: usize) -> DealerRun<W> {
        let tasks: Vec<usize> = (0..procedure.nodes.len())
            .filter(|&n| procedure.task(n).is_some())
            .collect();
        let mut shown_as = procedure.clone();
        let mut used = vec![false; procedure.nodes.len()];
        let mut order = Vec::new();
        for (k, step) in self.shown.iter().enumerate().take(steps) {
            // The step's own node: the first one not yet shown with this action; a changed
            // step (the slip) stands where the step it replaced stood.
            let node = tasks
                .iter()
                .copied()
                .find(|&n| !used[n] && procedure.task(n).is_some_and(|t| t.action == step.action))
                .or_else(|| tasks.get(k).copied().filter(|&n| !used[n]));
            let Some(node) = node else { continue };
            used[node] = true;
            if let Node::Task(task) = &mut shown_as.nodes[node] {
                task.action = step.action.clone();
            }
            order.push(node);
        }
        DealerRun::watched(shown_as, &order)
    }
}

/// Why a kind of mistake cannot be staged in a round (no winning wager to mispay, no
/// irregularity to mishandle), in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CannotStage(pub String);

impl std::fmt::Display for CannotStage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Stages a played round's procedure with a mistake of `kind` (`None`: a clean round), choosing
/// among the places it fits with `rng`. `injected`: the irregularity the round was dealt with.
pub fn stage<W: super::WagerKind + Eq, R: rand::RngCore + ?Sized>(
    procedure: &RoundProcedure<W>,
    injected: Option<Injected>,
    kind: Option<SlipKind>,
    rng: &mut R,
) -> Result<CatchRound<W>, CannotStage> {
    let tasks = procedure.tasks();
    let Some(kind) = kind else {
        return Ok(CatchRound {
            shown: tasks,
            slip: None,
        });
    };
    // Node index of each task, in the tasks' order (to read the rules' order).
    let nodes: Vec<usize> = (0..procedure.nodes.len())
        .filter(|&n| procedure.task(n).is_some())
        .collect();
    let depends =
        |later: usize, earlier: usize| procedure.after[nodes[later]].contains(&nodes[earlier]);
    let pick = |rng: &mut R, choices: Vec<usize>| -> Result<usize, CannotStage> {
        if choices.is_empty() {
            Err(CannotStage(format!(
                "this round has no place for {}",
                kind.name()
            )))
        } else {
            Ok(choices[rng.below(choices.len())])
        }
    };
    let mut shown = tasks.clone();
    let mut cost = None;
    let at = match kind {
        SlipKind::Mispay => {
            let won: Vec<usize> = (0..tasks.len())
                .filter(|&i| {
                    matches!(tasks[i].action, DealerAction::Settle { outcome: Outcome::Won, paid, .. } if paid.0 > 0)
                        && !(i > 0 && matches!(tasks[i - 1].action, DealerAction::RecordAward { .. }))
                })
                .collect();
            let i = pick(rng, won)?;
            let over = rng.below(2) == 0;
            cost = Some(mispay(&mut shown[i].action, over));
            i
        }
        SlipKind::MeterMisread => {
            let read: Vec<usize> = (0..tasks.len())
                .filter(|&i| {
                    matches!(tasks[i].action, DealerAction::CountProgressive(total) if total.0 > 0)
                        || (i > 0
                            && matches!(tasks[i - 1].action, DealerAction::RecordAward { .. })
                            && matches!(tasks[i].action, DealerAction::Settle { paid, .. } if paid.0 > 0))
                })
                .collect();
            let i = pick(rng, read)?;
            match &mut shown[i].action {
                DealerAction::CountProgressive(total) => {
                    // One unit ($1) more or less than the system accepted.
                    let more = rng.below(2) == 0 || total.0 <= 100;
                    *total = Cents(if more { total.0 + 100 } else { total.0 - 100 });
                }
                action => cost = Some(mispay(action, rng.below(2) == 0)),
            }
            i
        }
        SlipKind::MissedWager => {
            // A settle some later step waits for: skipping it stops that step.
            let missable: Vec<usize> = (0..tasks.len())
                .filter(|&i| matches!(tasks[i].action, DealerAction::Settle { .. }))
                .filter(|&i| (i + 1..tasks.len()).any(|m| depends(m, i)))
                .collect();
            let i = pick(rng, missable)?;
            let waits = (i + 1..tasks.len())
                .find(|&m| depends(m, i))
                .expect("a step that waits");
            shown.remove(i);
            // The missed wager shows at the step that should have followed it.
            waits - 1
        }
        SlipKind::OutOfOrder => {
            // A step moved ahead of one the rules put first; a payout where there is one.
            let pairs: Vec<(usize, usize)> = (0..tasks.len())
                .flat_map(|m| (0..m).map(move |n| (n, m)))
                .filter(|&(n, m)| depends(m, n))
                .collect();
            let payouts: Vec<(usize, usize)> = pairs
                .iter()
                .copied()
                .filter(|&(_, m)| matches!(tasks[m].action, DealerAction::Settle { .. }))
                .collect();
            let choices = if payouts.is_empty() { pairs } else { payouts };
            let k = pick(rng, (0..choices.len()).collect())?;
            let (n, m) = choices[k];
            let moved = shown.remove(m);
            shown.insert(n, moved);
            n
        }
        SlipKind::WrongRemedy | SlipKind::ExposedCardMishandled => {
            let exposed = injected.is_some_and(|i| exposes_a_card(i.irregularity));
            let fits = (kind == SlipKind::ExposedCardMishandled) == exposed;
            let remedies: Vec<usize> = (0..tasks.len())
                .filter(|&i| fits && matches!(tasks[i].action, DealerAction::Remedy(_)))
                .collect();
            let i = pick(rng, remedies)?;
            if let DealerAction::Remedy(right) = tasks[i].action {
                let others: Vec<Remedy> = Remedy::ALL.into_iter().filter(|r| *r != right).collect();
                shown[i].action = DealerAction::Remedy(others[rng.below(others.len())]);
            }
            i
        }
    };
    // Dealer mode judges the staged round: every step before the slip is accepted, the slip is
    // refused with its rule.
    let mut run = DealerRun::new(procedure.clone(), true);
    for (i, task) in shown[..at].iter().enumerate() {
        run.act(&task.action, None).map_err(|c| {
            CannotStage(format!(
                "staging {}: step {} was refused ({})",
                kind.name(),
                i + 1,
                c.refusal
            ))
        })?;
    }
    let refused = match run.act(&shown[at].action, None) {
        Err(c) => c,
        Ok(()) => {
            return Err(CannotStage(format!(
                "staging {}: dealer mode accepted the mistake",
                kind.name()
            )))
        }
    };
    let right = match kind {
        // The missed wager is the step the rules wanted first.
        SlipKind::MissedWager | SlipKind::OutOfOrder => refused.expected.clone(),
        _ => Some(tasks[at].clone()),
    }
    .ok_or_else(|| CannotStage(format!("staging {}: no step expected", kind.name())))?;
    Ok(CatchRound {
        slip: Some(Slip {
            kind,
            at,
            mistake: refused.mistake,
            rule: right.citation,
            refusal: refused.refusal,
            right,
            cost,
        }),
        shown,
    })
}

/// Pays a settle step wrong: over (the house's cost) or short (the player's) by $5 on a payout
/// of $10 or more, else by $1; its cost.
fn mispay<W>(action: &mut DealerAction<W>, over: bool) -> Mispay {
    let DealerAction::Settle { paid, .. } = action else {
        return Mispay {
            cost: Cents::ZERO,
            borne_by: Party::House,
        };
    };
    let delta = if paid.0 >= 1_000 { 500 } else { 100 };
    let over = over || paid.0 <= delta;
    *paid = Cents(if over { paid.0 + delta } else { paid.0 - delta });
    Mispay {
        cost: Cents(delta),
        borne_by: if over { Party::House } else { Party::Player },
    }
}

/// How many seeds a game's catch-the-dealer round tries for a kind that fits few rounds (a
/// meter award is rare; a Progressive count needs a Progressive wager).
pub const CATCH_TRIES: u64 = 200;

/// A catch-the-dealer round for any game: from `seed` on, the first seed (of at most `tries`)
/// whose round can be staged with `kind` (`None`: clean), dealt at `new_table()` by `agent`
/// (with an irregularity of the right class where the kind needs one). The same arguments give
/// the same round.
pub fn catch_round<G: Game, A: Agent<G> + Clone>(
    new_table: impl Fn() -> Result<Table<G>, super::ActionError>,
    agent: A,
    seed: u64,
    kind: Option<SlipKind>,
    tries: u64,
) -> Result<(u64, CatchRound<G::Wager>), CannotStage> {
    catch_table(new_table, agent, seed, kind, tries).map(|s| (s.seed, s.round))
}

/// A staged round with what it was played from: the table after the round (its seats, cards
/// and meters, for a page to draw), the level and irregularity it was dealt with, and the
/// procedure the slip was staged in.
pub struct Staged<G: Game> {
    pub seed: u64,
    pub table: Table<G>,
    pub level: Level,
    pub injected: Option<Injected>,
    pub procedure: RoundProcedure<G::Wager>,
    pub round: CatchRound<G::Wager>,
}

/// [`catch_round`] with the table it was played at ([`Staged`]).
pub fn catch_table<G: Game, A: Agent<G> + Clone>(
    new_table: impl Fn() -> Result<Table<G>, super::ActionError>,
    agent: A,
    seed: u64,
    kind: Option<SlipKind>,
    tries: u64,
) -> Result<Staged<G>, CannotStage> {
    let table = new_table().map_err(|e| CannotStage(e.to_string()))?;
    let forced: Vec<Injected> = match kind {
        Some(k) if k.needs_irregularity() => injectable(&table)
            .into_iter()
            .filter(|i| exposes_a_card(i.irregularity) == (k == SlipKind::ExposedCardMishandled))
            .collect(),
        _ => Vec::new(),
    };
    if kind.is_some_and(|k| k.needs_irregularity()) && forced.is_empty() {
        return Err(CannotStage(format!(
            "no irregularity at this table allows {}",
            kind.map_or("", |k| k.name())
        )));
    }
    let mut last = CannotStage("no seed tried".into());
    for s in seed..seed.saturating_add(tries) {
        let (level, injected) = if forced.is_empty() {
            (Level::FullProcedure, None)
        } else {
            (
                Level::WithIrregularities,
                Some(forced[(s % forced.len() as u64) as usize]),
            )
        };
        let table = new_table().map_err(|e| CannotStage(e.to_string()))?;
        let (played, injected) = match dealer_round(table, s, level, injected, agent.clone()) {
            Ok(r) => r,
            Err(e) => {
                last = CannotStage(e.to_string());
                continue;
            }
        };
        let procedure = procedure(&played, played.round(), level, injected);
        let mut rng = crate::deck::seeded_rng(s ^ 0xCA7C_0000);
        match stage(&procedure, injected, kind, &mut rng) {
            Ok(round) => {
                return Ok(Staged {
                    seed: s,
                    table: played,
                    level,
                    injected,
                    procedure,
                    round,
                })
            }
            Err(e) => last = e,
        }
    }
    Err(last)
}
