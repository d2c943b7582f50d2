//! Dealer-mode runs in classroom assignments (format 2): the terms that fix a graded run (game,
//! rule set, table settings, level, rounds, seed), the student's actions as a hand-in carries
//! them (one compact code per action, with the device's milliseconds), and the re-grading that
//! replays every round from its seed through dealer mode's own run ([`DealerRun`]), so the
//! score a student's device claims is checked action by action, never trusted.

use super::ClassError;
use crate::game_module::{GameModule, GameVisitor};
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use crate::pace::{TableTest, MOST_ROUNDS};
use crate::rule_set::GameId;
use crate::table::dealer_mode::{median, procedure, DealerAction, DealerRun, Level, Score};
use crate::table::dealer_mode::{DealerTable, RoundProcedure};
use crate::table::{DealingMethod, Recipient, Remedy, Shuffler, Versus, WagerKind};
use crate::trace::Outcome;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The most actions one round's record may hold: a round has at most a few dozen steps, so a
/// record far longer is not a student's (and cannot make the instructor's page replay forever).
pub const MAX_ACTIONS_PER_ROUND: usize = 1_000;

/// A graded dealer-mode run an assignment sets: everything that fixes its rounds, so every
/// student deals the same tables.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerTerms {
    pub game: GameId,
    pub jurisdiction: Jurisdiction,
    pub method: DealingMethod,
    pub shuffler: Shuffler,
    /// An automated shoe leaves the dealer's cards in the shuffler (Jackpot Hold 'Em, 001 Ch.10
    /// B(3)); written only when set.
    #[serde(default, skip_serializing_if = "is_false")]
    pub dealer_cards_in_shuffler: bool,
    pub level: Level,
    pub rounds: u32,
    pub seed: u64,
}

fn is_false(value: &bool) -> bool {
    !*value
}

impl DealerTerms {
    /// Each round's seed: the table test's ([`TableTest::round_seeds`]), so the same terms deal
    /// the same rounds on every device.
    pub fn round_seeds(&self) -> Vec<u64> {
        TableTest::new(self.seed, self.rounds, self.level)
            .map(|t| t.round_seeds())
            .unwrap_or_default()
    }

    /// The table the run deals at.
    pub fn table(&self) -> DealerTable {
        DealerTable {
            jurisdiction: self.jurisdiction,
            method: self.method,
            shuffler: self.shuffler,
            dealer_cards_in_shuffler: self.dealer_cards_in_shuffler,
        }
    }

    pub(super) fn check(&self) -> Result<(), String> {
        if !self.game.jurisdictions().contains(&self.jurisdiction) {
            return Err(format!(
                "dealer mode: {} has no rules in {}.",
                self.game.name(),
                self.jurisdiction.name()
            ));
        }
        if !(1..=MOST_ROUNDS).contains(&self.rounds) {
            return Err(format!(
                "dealer mode: the run has {} rounds (1 to {MOST_ROUNDS} allowed).",
                self.rounds
            ));
        }
        struct Opens<'a>(&'a DealerTerms);
        impl GameVisitor for Opens<'_> {
            type Out = Result<(), String>;
            fn visit<G: GameModule>(self) -> Result<(), String> {
                G::dealer_config(&self.0.table()).map(|_| ())
            }
        }
        self.game
            .visit(Opens(self))
            .map_err(|why| format!("dealer mode: the table cannot open: {why}"))
    }

    /// Replays the student's rounds (each a [`write_round`] record) from their seeds through
    /// dealer mode's graded run, the way the student's page graded them.
    pub fn regrade(&self, rounds: &[String]) -> Result<DealerRegraded, ClassError> {
        if rounds.len() > self.rounds as usize {
            return Err(ClassError::Invalid(format!(
                "it has {} dealer-mode rounds for a run of {}.",
                rounds.len(),
                self.rounds
            )));
        }
        let cannot = |e: String| {
            ClassError::Invalid(format!("a dealer-mode round cannot be dealt again: {e}"))
        };
        self.game
            .visit(Regrade {
                terms: self,
                rounds,
            })
            .map_err(|e| match e {
                ReplayError::Deal(e) => cannot(e),
                ReplayError::Class(e) => e,
            })
    }
}

/// A game's rounds dealt again from the terms' seeds and replayed.
struct Regrade<'a> {
    terms: &'a DealerTerms,
    rounds: &'a [String],
}

impl GameVisitor for Regrade<'_> {
    type Out = Result<DealerRegraded, ReplayError>;

    fn visit<G: GameModule>(self) -> Self::Out {
        let config = G::dealer_config(&self.terms.table()).map_err(ReplayError::Deal)?;
        let (seeds, level) = (self.terms.round_seeds(), self.terms.level);
        replay(self.rounds, |i| {
            let (table, injected) = G::dealer_round(config.clone(), seeds[i], level, None)
                .map_err(|e| e.to_string())?;
            Ok(procedure(&table, table.round(), level, injected))
        })
    }
}

enum ReplayError {
    Deal(String),
    Class(ClassError),
}

/// Every round's actions replayed through a graded [`DealerRun`] of its procedure.
fn replay<W: WagerKind + Eq + DeserializeOwned>(
    rounds: &[String],
    mut procedure_of: impl FnMut(usize) -> Result<RoundProcedure<W>, String>,
) -> Result<DealerRegraded, ReplayError> {
    let mut score = DealerScore::default();
    let mut times = Vec::new();
    let mut finished = 0;
    for (i, record) in rounds.iter().enumerate() {
        let actions = read_round::<W>(record).map_err(|why| {
            ReplayError::Class(ClassError::Invalid(format!(
                "dealer-mode round {}: {why}",
                i + 1
            )))
        })?;
        let mut run = DealerRun::new(procedure_of(i).map_err(ReplayError::Deal)?, true);
        for (action, millis) in &actions {
            // A refused action is a mark, as on the student's page; the run goes on.
            let _ = run.act(action, Some(*millis));
        }
        score.add(&run.score());
        times.extend(run.payout_millis());
        finished += usize::from(run.finished());
    }
    times.sort_unstable();
    Ok(DealerRegraded {
        score,
        rounds_dealt: rounds.len() as u32,
        rounds_finished: finished as u32,
        median_payout_millis: median(&times),
    })
}

/// A dealer-mode score as a hand-in claims it and re-grading finds it: first-attempt counts of
/// the procedure's steps and of the payouts, summed over the rounds (dealer mode's [`Score`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerScore {
    pub procedure_right: u32,
    pub procedure_total: u32,
    pub payouts_right: u32,
    pub payouts_total: u32,
}

impl DealerScore {
    /// Adds one round's score (dealer mode's, as the page keeps it).
    pub fn add(&mut self, round: &Score) {
        self.procedure_right += round.procedure_right as u32;
        self.procedure_total += round.procedure_total as u32;
        self.payouts_right += round.payouts_right as u32;
        self.payouts_total += round.payouts_total as u32;
    }

    pub fn right(&self) -> u32 {
        self.procedure_right + self.payouts_right
    }

    pub fn total(&self) -> u32 {
        self.procedure_total + self.payouts_total
    }

    /// Accuracy over every step and payout, in percent (`None` with nothing done).
    pub fn percent(&self) -> Option<f64> {
        (self.total() > 0).then(|| 100.0 * f64::from(self.right()) / f64::from(self.total()))
    }
}

/// The dealer-mode part of a hand-in: each round's actions in the order the student took them
/// (right or refused) with the device's milliseconds ([`write_round`]), and the score the
/// student's page gave.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerWork {
    pub rounds: Vec<String>,
    pub claimed: DealerScore,
}

/// A student's dealer-mode run, re-graded from its seeds.
#[derive(Clone, Debug, PartialEq)]
pub struct DealerRegraded {
    pub score: DealerScore,
    pub rounds_dealt: u32,
    /// Rounds dealt to the end (a run handed in part-way shows fewer).
    pub rounds_finished: u32,
    /// The median time per payout over the run, as the student's device measured it.
    pub median_payout_millis: Option<u64>,
}

/// A round's record: each action's code and the milliseconds before it, space-separated
/// (`n@1200 x@800 d3@650 … s3.Ante.W.500@4100`).
pub fn write_round<W: WagerKind>(actions: &[(DealerAction<W>, u64)]) -> String {
    actions
        .iter()
        .map(|(action, millis)| format!("{}@{millis}", write_action(action)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads [`write_round`]'s form back, naming the first action that is not one.
pub fn read_round<W: WagerKind + DeserializeOwned>(
    text: &str,
) -> Result<Vec<(DealerAction<W>, u64)>, String> {
    let actions: Vec<&str> = text.split_whitespace().collect();
    if actions.len() > MAX_ACTIONS_PER_ROUND {
        return Err(format!(
            "{} actions in one round (at most {MAX_ACTIONS_PER_ROUND}).",
            actions.len()
        ));
    }
    actions
        .into_iter()
        .map(|item| {
            let (code, millis) = item
                .rsplit_once('@')
                .ok_or_else(|| format!("\"{item}\" has no time."))?;
            let millis = millis
                .parse::<u64>()
                .map_err(|_| format!("\"{item}\" has no time in milliseconds."))?;
            Ok((read_action(code)?, millis))
        })
        .collect()
}

fn outcome_code(outcome: Outcome) -> char {
    match outcome {
        Outcome::Won => 'W',
        Outcome::Lost => 'L',
        Outcome::Forfeited => 'F',
        Outcome::Push => 'P',
        Outcome::Refunded => 'R',
    }
}

/// An action in a few characters: `n` "no more bets", `l` lock the progressive, `p2500` count
/// $25.00 of Progressive chips, `x` cut, `d3`/`dD`/`dC`/`dR` deal to seat 3, the dealer, the
/// community area, the discard rack, `r2` remedy ([`Remedy::ALL`]), `k52` count the stub, `u3`
/// turn up community cards to 3, `v` reveal, `f` call the floor, `w2` record seat 2's award,
/// `q1`/`q0` the dealer qualifies or not, `j3b`/`j3t`/`j3l` seat 3 beats, ties, loses,
/// `s3.Ante.W.500` settle seat 3's Ante: won, pay $5.00 (the wager by its name in the saved
/// data, the outcome `W`on, `L`ost, `F`orfeited, `P`ush, `R`efunded).
pub fn write_action<W: WagerKind>(action: &DealerAction<W>) -> String {
    match action {
        DealerAction::NoMoreBets => "n".into(),
        DealerAction::LockProgressive => "l".into(),
        DealerAction::CountProgressive(total) => format!("p{}", total.0),
        DealerAction::Cut => "x".into(),
        DealerAction::Deal(Recipient::Seat(n)) => format!("d{n}"),
        DealerAction::Deal(Recipient::Dealer) => "dD".into(),
        DealerAction::Deal(Recipient::Community) => "dC".into(),
        DealerAction::Deal(Recipient::DiscardRack) => "dR".into(),
        DealerAction::Remedy(remedy) => format!(
            "r{}",
            Remedy::ALL.iter().position(|r| r == remedy).unwrap_or(0)
        ),
        DealerAction::CountStub(cards) => format!("k{cards}"),
        DealerAction::ShowCommunity(shown) => format!("u{shown}"),
        DealerAction::Reveal => "v".into(),
        DealerAction::CallFloor => "f".into(),
        DealerAction::RecordAward { seat } => format!("w{seat}"),
        DealerAction::JudgeDealer { qualifies } => format!("q{}", u8::from(*qualifies)),
        DealerAction::JudgePlayer { seat, versus } => format!(
            "j{seat}{}",
            match versus {
                Versus::Beats => 'b',
                Versus::Ties => 't',
                Versus::Loses => 'l',
            }
        ),
        DealerAction::Settle {
            seat,
            wager,
            outcome,
            paid,
        } => format!(
            "s{seat}.{}.{}.{}",
            wager_code(wager),
            outcome_code(*outcome),
            paid.0
        ),
    }
}

/// A wager by its name in saved data (`"Ante"`, `"FlushBonus"`).
fn wager_code<W: WagerKind>(wager: &W) -> String {
    match serde_json::to_value(wager) {
        Ok(serde_json::Value::String(name)) => name,
        _ => String::new(),
    }
}

/// Reads [`write_action`]'s form back, naming what was wrong.
pub fn read_action<W: WagerKind + DeserializeOwned>(code: &str) -> Result<DealerAction<W>, String> {
    let bad = || format!("\"{code}\" is not a dealer's action.");
    let (tag, rest) = code.split_at(code.chars().next().map_or(0, char::len_utf8));
    let number = |text: &str| text.parse::<u64>().map_err(|_| bad());
    let small = |text: &str| text.parse::<u8>().map_err(|_| bad());
    let only = |action: DealerAction<W>| {
        if rest.is_empty() {
            Ok(action)
        } else {
            Err(bad())
        }
    };
    match tag {
        "n" => only(DealerAction::NoMoreBets),
        "l" => only(DealerAction::LockProgressive),
        "x" => only(DealerAction::Cut),
        "v" => only(DealerAction::Reveal),
        "f" => only(DealerAction::CallFloor),
        "p" => Ok(DealerAction::CountProgressive(cents(rest).ok_or_else(bad)?)),
        "d" => Ok(DealerAction::Deal(match rest {
            "D" => Recipient::Dealer,
            "C" => Recipient::Community,
            "R" => Recipient::DiscardRack,
            seat => Recipient::Seat(small(seat)?),
        })),
        "r" => Remedy::ALL
            .get(number(rest)? as usize)
            .map(|r| DealerAction::Remedy(*r))
            .ok_or_else(bad),
        "k" => Ok(DealerAction::CountStub(small_count(rest).ok_or_else(bad)?)),
        "u" => Ok(DealerAction::ShowCommunity(
            small_count(rest).ok_or_else(bad)?,
        )),
        "w" => Ok(DealerAction::RecordAward { seat: small(rest)? }),
        "q" => match rest {
            "1" => Ok(DealerAction::JudgeDealer { qualifies: true }),
            "0" => Ok(DealerAction::JudgeDealer { qualifies: false }),
            _ => Err(bad()),
        },
        "j" => {
            let (seat, versus) = rest.split_at(rest.len().saturating_sub(1));
            let versus = match versus {
                "b" => Versus::Beats,
                "t" => Versus::Ties,
                "l" => Versus::Loses,
                _ => return Err(bad()),
            };
            Ok(DealerAction::JudgePlayer {
                seat: small(seat)?,
                versus,
            })
        }
        "s" => {
            let parts: Vec<&str> = rest.split('.').collect();
            let [seat, wager, outcome, paid] = parts.as_slice() else {
                return Err(bad());
            };
            let wager: W = serde_json::from_value(serde_json::Value::String(wager.to_string()))
                .map_err(|_| format!("\"{code}\": \"{wager}\" is not a wager of this game."))?;
            let outcome = match *outcome {
                "W" => Outcome::Won,
                "L" => Outcome::Lost,
                "F" => Outcome::Forfeited,
                "P" => Outcome::Push,
                "R" => Outcome::Refunded,
                _ => return Err(bad()),
            };
            Ok(DealerAction::Settle {
                seat: small(seat)?,
                wager,
                outcome,
                paid: cents(paid).ok_or_else(bad)?,
            })
        }
        _ => Err(bad()),
    }
}

/// An amount in cents as written (no sign: a count or a payment is never negative).
fn cents(text: &str) -> Option<Cents> {
    if text.starts_with(['+', '-']) {
        return None;
    }
    text.parse::<i64>().ok().map(Cents)
}

/// A count of cards: no deck has more than a few hundred.
fn small_count(text: &str) -> Option<usize> {
    text.parse::<u16>().ok().map(usize::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::academy::{Answer, Catalogue};
    use crate::classroom::tests::sample;
    use crate::classroom::{regrade, Assignment, HandIn, DEALER_PASS_MARK_PERCENT};
    use crate::deck::seeded_rng;
    use crate::hcf::table::HighCardFlush;
    use crate::jhe::JackpotHoldEm;
    use crate::random::Draw;
    use crate::table::dealer_mode::{tasks, Task};

    pub(crate) fn terms(game: GameId, level: Level, rounds: u32, seed: u64) -> DealerTerms {
        DealerTerms {
            game,
            jurisdiction: Jurisdiction::Maryland,
            method: DealingMethod::ManualShoe,
            shuffler: Shuffler::ByHand,
            dealer_cards_in_shuffler: false,
            level,
            rounds,
            seed,
        }
    }

    /// One round's procedure as the student's page deals it: the game's own `dealer_round` at
    /// the terms' table, from the round's seed.
    fn live_procedure<W: WagerKind + Eq>(
        t: &DealerTerms,
        seed: u64,
        deal: impl Fn(&DealerTerms, u64) -> RoundProcedure<W>,
    ) -> RoundProcedure<W> {
        deal(t, seed)
    }

    fn terms_config<G: GameModule>(t: &DealerTerms) -> G::Config {
        G::dealer_config(&t.table()).unwrap()
    }

    fn hcf_round(t: &DealerTerms, seed: u64) -> RoundProcedure<crate::hcf::rules::WagerKind> {
        let (table, injected) =
            crate::hcf::dealer::dealer_round(terms_config::<HighCardFlush>(t), seed, t.level, None)
                .unwrap();
        procedure(&table, table.round(), t.level, injected)
    }

    fn jhe_round(t: &DealerTerms, seed: u64) -> RoundProcedure<crate::jhe::JheWager> {
        let (table, injected) =
            crate::jhe::dealer::dealer_round(terms_config::<JackpotHoldEm>(t), seed, t.level, None)
                .unwrap();
        procedure(&table, table.round(), t.level, injected)
    }

    /// A student's action: one the rules allow now most of the time, else a slip — a wrong
    /// payment, a step out of order, or something this round does not have.
    fn random_action<W: WagerKind + Eq>(
        run: &DealerRun<W>,
        every: &[Task<W>],
        rng: &mut impl Draw,
    ) -> DealerAction<W> {
        let allowed = run.allowed();
        match rng.below(10) {
            0..=6 if !allowed.is_empty() => {
                let action = allowed[rng.below(allowed.len())].action.clone();
                match action {
                    DealerAction::Settle {
                        seat,
                        wager,
                        outcome,
                        paid,
                    } if rng.below(5) == 0 => DealerAction::Settle {
                        seat,
                        wager,
                        outcome,
                        paid: Cents(paid.0 + 100),
                    },
                    other => other,
                }
            }
            7 | 8 => every[rng.below(every.len())].action.clone(),
            _ => [
                DealerAction::Cut,
                DealerAction::Deal(Recipient::Seat(9)),
                DealerAction::Remedy(Remedy::Reshuffle),
                DealerAction::JudgeDealer { qualifies: true },
                DealerAction::CountStub(3),
            ][rng.below(5)]
            .clone(),
        }
    }

    /// The student's page: each round dealt, acted on at random and scored by dealer mode;
    /// the record a hand-in carries and the score and median the page shows.
    fn live_run<W: WagerKind + Eq>(
        t: &DealerTerms,
        deal: impl Fn(&DealerTerms, u64) -> RoundProcedure<W>,
        rng: &mut impl Draw,
    ) -> (Vec<String>, DealerScore, Option<u64>, u32) {
        let mut records = Vec::new();
        let mut score = DealerScore::default();
        let mut times = Vec::new();
        let mut finished = 0;
        // Sometimes a run is handed in a round short.
        let dealt = t.rounds as usize - usize::from(rng.below(4) == 0);
        for &seed in t.round_seeds().iter().take(dealt) {
            let procedure = live_procedure(t, seed, &deal);
            let every = procedure.tasks();
            let mut run = DealerRun::new(procedure, true);
            let mut actions = Vec::new();
            // Sometimes a round is left part-way.
            let most = if rng.below(5) == 0 { 6 } else { 400 };
            while !run.finished() && actions.len() < most {
                let action = random_action(&run, &every, rng);
                let millis = rng.below(20_000) as u64;
                let _ = run.act(&action, Some(millis));
                actions.push((action, millis));
            }
            finished += u32::from(run.finished());
            score.add(&run.score());
            times.extend(run.payout_millis());
            records.push(write_round(&actions));
        }
        times.sort_unstable();
        (records, score, median(&times), finished)
    }

    /// The format byte a code was written with.
    fn format_of(code: &str) -> u8 {
        base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, code).unwrap()[3]
    }

    fn dealer_assignment(t: DealerTerms) -> Assignment {
        Assignment {
            dealer: Some(t),
            ..sample()
        }
    }

    fn hand_in(a: &Assignment, records: Vec<String>, claimed: DealerScore) -> HandIn {
        let answers: Vec<Option<Answer>> = vec![None; a.question_count()];
        HandIn::new(a, "Dee", answers, 1, "", Catalogue::ALL).with_dealer(DealerWork {
            rounds: records,
            claimed,
        })
    }

    #[test]
    fn every_action_of_every_round_reads_back_from_its_code() {
        let mut seen = 0;
        for seed in 0..6 {
            for level in Level::ALL {
                let t = terms(GameId::HighCardFlush, level, 1, seed);
                let (table, injected) = crate::hcf::dealer::dealer_round(
                    terms_config::<HighCardFlush>(&t),
                    seed,
                    level,
                    None,
                )
                .unwrap();
                for task in tasks(&table, table.round(), level, injected) {
                    let code = write_action(&task.action);
                    assert_eq!(read_action(&code), Ok(task.action.clone()), "{code}");
                    seen += 1;
                }
                let t = terms(GameId::JackpotHoldEm, level, 1, seed);
                for task in jhe_round(&t, seed).tasks() {
                    let code = write_action(&task.action);
                    assert_eq!(read_action(&code), Ok(task.action.clone()), "{code}");
                    seen += 1;
                }
            }
        }
        assert!(seen > 300, "{seen}");
        for remedy in Remedy::ALL {
            let a = DealerAction::<crate::jhe::JheWager>::Remedy(remedy);
            assert_eq!(read_action(&write_action(&a)), Ok(a));
        }
        let round = write_round::<crate::jhe::JheWager>(&[
            (DealerAction::Deal(Recipient::Community), 5),
            (
                DealerAction::JudgePlayer {
                    seat: 4,
                    versus: Versus::Ties,
                },
                0,
            ),
        ]);
        assert_eq!(round, "dC@5 j4t@0");
        for bad in [
            "",
            "z",
            "n1",
            "p-5",
            "d",
            "r7",
            "q2",
            "j3x",
            "s3.Ante.W",
            "s3.Nope.W.5",
            "s3.Ante.X.5",
            "é",
        ] {
            assert!(read_action::<crate::jhe::JheWager>(bad).is_err(), "{bad}");
        }
        assert!(read_round::<crate::jhe::JheWager>("n@1 x").is_err());
        assert!(read_round::<crate::jhe::JheWager>("n@-1").is_err());
    }

    #[test]
    fn regrading_replays_the_run_to_the_live_score_for_random_actions_over_many_seeds() {
        let mut rng = seeded_rng(3434);
        let mut slips = 0;
        let mut payouts = 0;
        for seed in 0..24u64 {
            let level = Level::ALL[seed as usize % 3];
            let game = if seed % 2 == 0 {
                GameId::HighCardFlush
            } else {
                GameId::JackpotHoldEm
            };
            let t = terms(game, level, 2, seed * 977);
            let (records, live, live_median, finished) = match game {
                GameId::HighCardFlush => live_run(&t, hcf_round, &mut rng),
                GameId::JackpotHoldEm => live_run(&t, jhe_round, &mut rng),
            };
            let a = dealer_assignment(t);
            let h = hand_in(&a, records.clone(), live);
            assert_eq!(format_of(&h.encode()), 2, "a format-2 hand-in");
            let decoded = HandIn::decode(&h.encode()).unwrap();
            let r = regrade(&decoded, Catalogue::ALL).unwrap();
            let d = r.dealer.clone().unwrap();
            assert_eq!(d.score, live, "seed {seed}");
            assert_eq!(d.median_payout_millis, live_median);
            assert_eq!(d.rounds_dealt, records.len() as u32);
            assert_eq!(d.rounds_finished, finished);
            assert!(!r.claim_differs());
            slips += live.total() - live.right();
            payouts += live.payouts_total;
        }
        assert!(slips > 20 && payouts > 40, "{slips} {payouts}");
    }

    #[test]
    fn an_edited_dealer_claim_is_marked_and_bad_records_refused() {
        let t = terms(GameId::HighCardFlush, Level::PayoutsOnly, 1, 21);
        let procedure = hcf_round(&t, t.round_seeds()[0]);
        // Every payout right, in the table's order, 3 s each.
        let actions: Vec<_> = procedure
            .tasks()
            .into_iter()
            .map(|task| (task.action, 3_000))
            .collect();
        let live = {
            let mut run = DealerRun::new(procedure, true);
            for (action, millis) in &actions {
                run.act(action, Some(*millis)).unwrap();
            }
            let mut s = DealerScore::default();
            s.add(&run.score());
            s
        };
        assert_eq!(live.right(), live.total());
        let a = dealer_assignment(t);
        let honest = hand_in(&a, vec![write_round(&actions)], live);
        let r = regrade(&honest, Catalogue::ALL).unwrap();
        assert!(!r.dealer_claim_differs());
        assert_eq!(r.dealer.as_ref().unwrap().median_payout_millis, Some(3_000));

        // One payment changed: the claim of a perfect run no longer holds.
        let mut slipped = actions.clone();
        let last = slipped.len() - 1;
        if let DealerAction::Settle { paid, .. } = &mut slipped[last].0 {
            *paid = Cents(paid.0 + 500);
        }
        let edited = hand_in(&a, vec![write_round(&slipped)], live);
        let r = regrade(&HandIn::decode(&edited.encode()).unwrap(), Catalogue::ALL).unwrap();
        assert!(r.claim_differs() && r.dealer_claim_differs());
        assert_eq!(r.dealer.unwrap().score.right(), live.right() - 1);

        // A raised claim on an untouched record is marked too.
        let mut raised = live;
        raised.payouts_total += 1;
        raised.payouts_right += 1;
        let r = regrade(
            &hand_in(&a, vec![write_round(&actions)], raised),
            Catalogue::ALL,
        );
        assert!(r.unwrap().dealer_claim_differs());

        // The class report re-grades both and shows each run's accuracy, whether its claim
        // holds, the rounds finished and the median seconds per payout.
        let mut class = crate::classroom::Class::new(a.clone());
        class.add(honest, Catalogue::ALL).unwrap();
        let mut edited = edited;
        edited.student = "Eve".into();
        class.add(edited, Catalogue::ALL).unwrap();
        let csv = class.report(Catalogue::ALL).csv();
        let lines: Vec<&str> = csv.lines().collect();
        assert!(lines[0].contains(",finished_reported,dealer_accuracy_percent,dealer_claim_matches,dealer_rounds_finished,median_seconds_per_payout_reported,q1,"), "{}", lines[0]);
        let n = f64::from(live.total());
        // Her wrong payment was refused and never made right: the round is not finished.
        let eve = format!(",{:.1},no,0,3.0,", 100.0 * (n - 1.0) / n);
        assert!(
            lines[1].starts_with("Dee,0,10,0.0,no,0,yes,0.0,,100.0,yes,1,3.0,0,"),
            "{}",
            lines[1]
        );
        assert!(lines[2].contains(&eve), "{} {eve}", lines[2]);

        // More rounds than the run has, or a record that is not one, is refused by name.
        let too_many = hand_in(&a, vec![String::new(), String::new()], live);
        let err = regrade(&too_many, Catalogue::ALL).unwrap_err();
        assert!(err.to_string().contains("2 dealer-mode rounds"), "{err}");
        let garbage = hand_in(&a, vec!["n@1 zz@4".into()], live);
        let err = regrade(&garbage, Catalogue::ALL).unwrap_err();
        assert!(err.to_string().contains("\"zz\""), "{err}");
        // Dealer rounds for an assignment without a run.
        let plain = sample();
        let stray = hand_in(&plain, vec![], live);
        let err = HandIn::decode(&stray.encode()).unwrap_err();
        assert!(err.to_string().contains("sets none"), "{err}");
    }

    /// A dealer-run-only assignment (format 3): the run, no exam.
    fn dealer_only(t: DealerTerms) -> Assignment {
        Assignment {
            exam: None,
            ..dealer_assignment(t)
        }
    }

    /// A perfect one-round High Card Flush run at payouts only, 3 s a payout: its actions and
    /// score.
    fn perfect_run(
        t: &DealerTerms,
    ) -> (
        Vec<(DealerAction<crate::hcf::rules::WagerKind>, u64)>,
        DealerScore,
    ) {
        let procedure = hcf_round(t, t.round_seeds()[0]);
        let actions: Vec<_> = procedure
            .tasks()
            .into_iter()
            .map(|task| (task.action, 3_000))
            .collect();
        let mut run = DealerRun::new(procedure, true);
        for (action, millis) in &actions {
            run.act(action, Some(*millis)).unwrap();
        }
        let mut score = DealerScore::default();
        score.add(&run.score());
        (actions, score)
    }

    #[test]
    fn a_dealer_run_only_assignment_is_format_3_with_no_answers_and_its_run_decides_the_pass() {
        let t = terms(GameId::HighCardFlush, Level::PayoutsOnly, 1, 21);
        let a = dealer_only(t.clone());
        assert_eq!(a.format(), 3);
        assert_eq!(format_of(&a.encode()), 3);
        assert_eq!(Assignment::decode(&a.encode()).unwrap(), a);
        assert!(a.paper(Catalogue::ALL).is_empty());
        assert_eq!(a.question_count(), 0);
        assert!(!serde_json::to_string(&a).unwrap().contains("\"exam\""));

        let (actions, live) = perfect_run(&t);
        let h = hand_in(&a, vec![write_round(&actions)], live);
        assert!(h.answers.is_empty());
        assert_eq!(format_of(&h.encode()), 3);
        let decoded = HandIn::decode(&h.encode()).unwrap();
        assert_eq!(decoded, h);
        let r = regrade(&decoded, Catalogue::ALL).unwrap();
        assert_eq!((r.score, r.total, r.claimed_score), (0, 0, 0));
        assert!(!r.claim_differs());
        assert!(r.passed, "a perfect run passes");

        // Four payouts wrong of the run's: under the 80 % mark, not passed.
        let mut slipped = actions.clone();
        let mut wrong = 0;
        for (action, _) in slipped.iter_mut().rev() {
            if let DealerAction::Settle { paid, .. } = action {
                if wrong < 4 {
                    *paid = Cents(paid.0 + 500);
                    wrong += 1;
                }
            }
        }
        let low = hand_in(&a, vec![write_round(&slipped)], live);
        let r = regrade(&low, Catalogue::ALL).unwrap();
        let d = r.dealer.clone().unwrap();
        assert_eq!(
            r.passed,
            d.rounds_finished == 1
                && d.score.right() * 100 >= u32::from(DEALER_PASS_MARK_PERCENT) * d.score.total()
        );
        assert!(!r.passed, "{:?}", d.score);
        // A run handed in with no rounds dealt does not pass.
        let none = hand_in(&a, vec![], DealerScore::default());
        let r = regrade(&none, Catalogue::ALL).unwrap();
        assert!(!r.passed && !r.claim_differs());

        // The class report of a class with no exam: no exam columns and no questions.
        let mut class = crate::classroom::Class::new(a.clone());
        class.add(h, Catalogue::ALL).unwrap();
        let mut low = low;
        low.student = "Eve".into();
        class.add(low, Catalogue::ALL).unwrap();
        let report = class.report(Catalogue::ALL);
        assert!(!report.has_exam && report.questions.is_empty() && report.modules.is_empty());
        assert_eq!(report.pass_mark_percent, DEALER_PASS_MARK_PERCENT);
        assert_eq!(report.passed(), 1);
        let csv = report.csv();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "student,passed,minutes_reported,finished_reported,dealer_accuracy_percent,dealer_claim_matches,dealer_rounds_finished,median_seconds_per_payout_reported"
        );
        assert_eq!(lines[1], "Dee,yes,0.0,,100.0,yes,1,3.0");
        assert!(lines[2].starts_with("Eve,no,0.0,,"), "{}", lines[2]);
    }

    #[test]
    fn an_assignment_with_neither_an_exam_nor_a_dealer_run_is_refused() {
        let mut neither = sample();
        neither.exam = None;
        let err = neither.check().unwrap_err();
        assert!(
            err.to_string()
                .contains("neither an exam nor a dealer-mode run"),
            "{err}"
        );
        assert_eq!(Assignment::decode(&neither.encode()), Err(err));
        // Answers handed in for a dealer-run-only assignment are refused by name.
        let a = dealer_only(terms(GameId::JackpotHoldEm, Level::FullProcedure, 2, 5));
        let mut h = hand_in(&a, vec![], DealerScore::default());
        h.answers = vec![None; 3];
        let err = HandIn::decode(&h.encode()).unwrap_err();
        assert!(
            err.to_string()
                .contains("3 answers for an assignment with no exam"),
            "{err}"
        );
        // A format-3 code given a lower version byte is refused, not half-read.
        let mut bytes = base64::Engine::decode(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD,
            a.encode(),
        )
        .unwrap();
        for older in [1, 2] {
            bytes[3] = older;
            let code =
                base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, &bytes);
            assert_eq!(Assignment::decode(&code), Err(ClassError::Mangled));
        }
    }

    #[test]
    fn a_format_1_code_stays_format_1_and_terms_are_checked() {
        let plain = sample();
        // No dealer terms: written as format 1, so an older reader still reads it.
        assert_eq!(plain.format(), 1);
        assert_eq!(format_of(&plain.encode()), 1);
        assert_eq!(
            format_of(&hand_in(&plain, vec![], DealerScore::default()).encode()),
            2
        );
        let mut plain_hand_in = hand_in(&plain, vec![], DealerScore::default());
        plain_hand_in.dealer = None;
        assert_eq!(format_of(&plain_hand_in.encode()), 1);
        let a = dealer_assignment(terms(GameId::JackpotHoldEm, Level::FullProcedure, 5, 8));
        assert_eq!(a.format(), 2);
        assert_eq!(Assignment::decode(&a.encode()).unwrap(), a);
        assert_ne!(a.digest(), plain.digest());
        assert!(a.encode().len() < 400, "{}", a.encode().len());
        // Format 2 read as format 1 (a damaged version byte) is refused, not half-read.
        let mut bytes = base64::Engine::decode(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD,
            a.encode(),
        )
        .unwrap();
        bytes[3] = 1;
        let as_v1 =
            base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, &bytes);
        assert!(Assignment::decode(&as_v1).is_err());
        for (edit, words) in [
            (
                (|t: &mut DealerTerms| t.jurisdiction = Jurisdiction::SouthDakota)
                    as fn(&mut DealerTerms),
                "no rules in",
            ),
            (|t: &mut DealerTerms| t.rounds = 0, "0 rounds"),
            (|t: &mut DealerTerms| t.rounds = 101, "101 rounds"),
        ] {
            let mut bad = a.clone();
            edit(bad.dealer.as_mut().unwrap());
            let err = Assignment::decode(&bad.encode()).unwrap_err();
            assert!(err.to_string().contains(words), "{err}");
        }
    }
}
