//! Dealer mode's felt, as data: every wager of the round as a spot on its seat, what the student
//! may do to the one selected (the verbs of the engine's settle step), the step built from that
//! choice and the amount typed, each spot's result once settled, and where the keyboard goes
//! next. Plain Rust, so it is tested natively; the page (`mod.rs`) only draws it and passes the
//! step to the engine, which alone judges it.

use super::DealtRound;
use engine::table::dealer_mode::{DealerAction, DealerRun, StepPlace};
use engine::table::WagerKind;
use engine::trace::Outcome;
use engine::Cents;

/// One wager where it lies: a seat's betting spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot<W> {
    pub seat: u8,
    pub wager: W,
    /// The chips on it; `None` for an award that is paid without a stake of its own.
    pub stake: Option<Cents>,
}

/// The spots of a round: each seat's wagers, an award's spot on every seat holding a wager that
/// can win one (a Progressive), and any other wager the round settles (so every settle step the
/// engine can accept has a spot). Ordered as the dealer settles: seats counterclockwise (the
/// highest number first), each seat's wagers by their settlement step.
pub fn spots<W: WagerKind>(round: &DealtRound<W>) -> Vec<Spot<W>> {
    let mut spots: Vec<Spot<W>> = Vec::new();
    let mut add = |spot: Spot<W>| {
        if !spots
            .iter()
            .any(|s| s.seat == spot.seat && s.wager == spot.wager)
        {
            spots.push(spot);
        }
    };
    let awards: Vec<W> = round
        .wager_kinds
        .iter()
        .copied()
        .filter(|w| w.is_award())
        .collect();
    for seat in &round.seats {
        for &(wager, stake) in &seat.wagers {
            add(Spot {
                seat: seat.number,
                wager,
                stake: Some(stake),
            });
        }
        if seat.wagers.iter().any(|(w, _)| w.collected_before_deal()) {
            for &wager in &awards {
                add(Spot {
                    seat: seat.number,
                    wager,
                    stake: None,
                });
            }
        }
    }
    for task in round.procedure.tasks() {
        if let DealerAction::Settle { seat, wager, .. } = task.action {
            add(Spot {
                seat,
                wager,
                stake: None,
            });
        }
    }
    // An insertion sort: a round has a handful of spots, and the slice sort's code would cost
    // the page's bundle kilobytes for each game.
    let key = |s: &Spot<W>| {
        (
            std::cmp::Reverse(s.seat),
            s.wager.settlement_step(),
            s.wager,
        )
    };
    for i in 1..spots.len() {
        let mut j = i;
        while j > 0 && key(&spots[j]) < key(&spots[j - 1]) {
            spots.swap(j, j - 1);
            j -= 1;
        }
    }
    spots
}

/// What the dealer does with a selected wager (the engine's settle outcomes, as said at the
/// table). A forfeit is a take and a refund a return: the engine counts them as the same money.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Pay,
    Take,
    Push,
    Return,
}

impl Verb {
    pub const ALL: [Verb; 4] = [Verb::Pay, Verb::Take, Verb::Push, Verb::Return];

    pub fn label(self) -> &'static str {
        match self {
            Verb::Pay => "Pay",
            Verb::Take => "Take",
            Verb::Push => "Push",
            Verb::Return => "Return",
        }
    }

    /// The key that does it while the wager's controls have the focus (Enter pays the amount
    /// typed, as a form submits): one key per wager for everything but a payout.
    pub fn key(self) -> &'static str {
        match self {
            Verb::Pay => "Enter",
            Verb::Take => "T",
            Verb::Push => "P",
            Verb::Return => "R",
        }
    }

    /// The verb a key press means, if any (letters either case).
    pub fn of_key(key: &str) -> Option<Verb> {
        Verb::ALL
            .into_iter()
            .find(|v| v.key().eq_ignore_ascii_case(key))
    }

    pub fn outcome(self) -> Outcome {
        match self {
            Verb::Pay => Outcome::Won,
            Verb::Take => Outcome::Lost,
            Verb::Push => Outcome::Push,
            Verb::Return => Outcome::Refunded,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Verb::Pay => "pay",
            Verb::Take => "take",
            Verb::Push => "push",
            Verb::Return => "return",
        }
    }
}

/// The settle step for a spot: the verb chosen and, for a payout, the amount the student typed
/// (the winnings on top of the returned stake). Only a payout reads the amount; an amount that
/// is not one is refused naming the field, before the engine sees anything.
pub fn settle_step<W: WagerKind>(
    spot: &Spot<W>,
    verb: Verb,
    amount: &str,
) -> Result<DealerAction<W>, String> {
    let paid = match verb {
        Verb::Pay => {
            if amount.trim().is_empty() {
                return Err("Amount paid: type the winnings to pay, then Pay.".into());
            }
            let paid = Cents::parse_dollars(amount).map_err(|e| format!("Amount paid: {e}"))?;
            if paid.0 < 0 {
                return Err("Amount paid: an amount paid is not negative.".into());
            }
            paid
        }
        _ => Cents::ZERO,
    };
    Ok(DealerAction::Settle {
        seat: spot.seat,
        wager: spot.wager,
        outcome: verb.outcome(),
        paid,
    })
}

/// A wrong payout's cost and whom it falls on ("Cost: $1 overpaid, to the house."): the
/// amount given against the amount the rules pay, when both are payouts of one wager.
#[cfg(test)]
pub fn mispay_cost<W: WagerKind>(
    given: &DealerAction<W>,
    expected: Option<&DealerAction<W>>,
) -> Option<String> {
    mispay_of(given, expected).map(|m| m.describe())
}

/// A wrong payout's cost and whom it falls on, as the table test adds them up.
pub fn mispay_of<W: WagerKind>(
    given: &DealerAction<W>,
    expected: Option<&DealerAction<W>>,
) -> Option<engine::chips::Mispay> {
    match (given, expected?) {
        (
            DealerAction::Settle {
                seat, wager, paid, ..
            },
            DealerAction::Settle {
                seat: s,
                wager: w,
                paid: due,
                ..
            },
        ) if seat == s && wager == w => engine::chips::Mispay::between(*due, *paid).ok().flatten(),
        _ => None,
    }
}

// The amount field's form: the chip rack's own (dealer mode and the skills pages pay from it).
pub use crate::components::chip_rack::dollars_typed;

/// How a spot was settled, as the felt shows it ("Paid $500", "Taken"), once the engine has
/// accepted its step.
pub fn settled<W: WagerKind>(run: &DealerRun<W>, seat: u8, wager: W) -> Option<String> {
    run.done_actions().find_map(|a| match a {
        DealerAction::Settle {
            seat: s,
            wager: w,
            outcome,
            paid,
        } if *s == seat && *w == wager => Some(match outcome {
            Outcome::Won => format!("Paid {paid}"),
            Outcome::Lost | Outcome::Forfeited => "Taken".to_string(),
            Outcome::Push => "Pushed".to_string(),
            Outcome::Refunded => "Returned".to_string(),
        }),
        _ => None,
    })
}

/// Where the keyboard goes once a step at the felt is accepted: where the table's own next
/// step is taken ([`DealerRun::due_place`], the order the rules give), as the page draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FocusAt {
    /// The spot at this index of [`spots`].
    Spot(usize),
    /// The seat's hand, to be judged against the dealer's.
    SeatHand(u8),
    /// The dealer's hand (to reveal or judge).
    DealerHand,
    /// The round's other steps (the betting, the deal, the progressive system).
    Steps,
}

/// Where the table's next step is taken, `None` when the round is done.
pub fn focus_at<W: WagerKind + Eq>(run: &DealerRun<W>, spots: &[Spot<W>]) -> Option<FocusAt> {
    Some(match run.due_place()? {
        StepPlace::Wager { seat, wager } => spots
            .iter()
            .position(|s| s.seat == seat && s.wager == wager)
            .map_or(FocusAt::Steps, FocusAt::Spot),
        StepPlace::SeatHand(seat) => FocusAt::SeatHand(seat),
        StepPlace::DealerHand => FocusAt::DealerHand,
        StepPlace::Elsewhere => FocusAt::Steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::components::chip_rack::{chip_face, chip_ink};
    use crate::pages::dealer::{DealerGame, HcfDealer, JheDealer, TableSetup};

    #[test]
    fn chip_rack_words() {
        let settle = |paid: i64| DealerAction::Settle {
            seat: 2,
            wager: engine::hcf::WagerKind::Ante,
            outcome: Outcome::Won,
            paid: Cents(paid),
        };
        assert_eq!(
            mispay_cost(&settle(3_600), Some(&settle(3_500))).as_deref(),
            Some("Cost: $1 overpaid, to the house.")
        );
        assert_eq!(
            mispay_cost(&settle(3_000), Some(&settle(3_500))).as_deref(),
            Some("Cost: $5 short, to the player.")
        );
        assert_eq!(mispay_cost(&settle(3_500), Some(&settle(3_500))), None);
        assert_eq!(dollars_typed(Cents(750)), "7.50");
        assert_eq!(dollars_typed(Cents(3_500)), "35");
        assert_eq!(chip_face(Cents(500_000)), "$5K");
        assert_eq!(chip_face(Cents(250)), "$2.50");
        // Every default chip gets the ink of the higher contrast: grey and pink take black.
        let inks: Vec<&str> = engine::chips::DEFAULT_DENOMINATIONS
            .iter()
            .map(|(_, _, css)| chip_ink(css))
            .collect();
        assert_eq!(
            inks,
            ["#000", "#000", "#fff", "#fff", "#fff", "#fff", "#000", "#000"]
        );
    }
    use engine::table::dealer_mode::Level;
    use engine::table::DealingMethod;
    use engine::Jurisdiction;

    fn round<G: DealerGame>(
        jurisdiction: Jurisdiction,
        seed: u64,
        level: Level,
    ) -> DealtRound<G::Wager> {
        let table = TableSetup {
            jurisdiction,
            method: DealingMethod::ManualShoe,
            shuffler: G::default_shuffler(jurisdiction),
            dealer_cards_in_shuffler: false,
        };
        G::round(&table, seed, level).unwrap()
    }

    /// The verb and amount text a student would enter for a settle step.
    fn entry<W>(action: &DealerAction<W>) -> (Verb, String) {
        match action {
            DealerAction::Settle { outcome, paid, .. } => match outcome {
                Outcome::Won => (Verb::Pay, paid.to_string()),
                Outcome::Lost | Outcome::Forfeited => (Verb::Take, String::new()),
                Outcome::Push => (Verb::Push, String::new()),
                Outcome::Refunded => (Verb::Return, String::new()),
            },
            _ => unreachable!("only settle steps"),
        }
    }

    /// Deals a whole round through the felt: every settle step is made by selecting its spot
    /// and choosing the verb (typing the amount), the other steps as the procedure lists them;
    /// the engine accepts each, and every spot ends with its result.
    fn deal_through_the_felt<W: WagerKind + Eq>(round: &DealtRound<W>) {
        let spots = spots(round);
        let mut run = DealerRun::new(round.procedure.clone(), true);
        for task in round.procedure.tasks() {
            // The keyboard is where this step is taken (a settlement at its own spot).
            let at = focus_at(&run, &spots).expect("a step left");
            if let DealerAction::Settle { seat, wager, .. } = &task.action {
                assert_eq!(
                    at.map_spot(&spots),
                    Some((*seat, *wager)),
                    "{}",
                    task.action.describe()
                );
            }
            let action = match &task.action {
                DealerAction::Settle { seat, wager, .. } => {
                    let spot = spots
                        .iter()
                        .find(|s| s.seat == *seat && s.wager == *wager)
                        .unwrap_or_else(|| panic!("no spot for {}", task.action.describe()));
                    let (verb, amount) = entry(&task.action);
                    settle_step(spot, verb, &amount).unwrap()
                }
                other => other.clone(),
            };
            assert_eq!(run.act(&action, None), Ok(()), "{}", task.action.describe());
        }
        assert!(run.finished());
        assert_eq!(focus_at(&run, &spots), None);
        let score = run.score();
        assert_eq!(score.payouts_right, score.payouts_total);
        for action in round.procedure.settle_steps() {
            let DealerAction::Settle {
                seat,
                wager,
                outcome,
                paid,
            } = action
            else {
                unreachable!()
            };
            let expected = match outcome {
                Outcome::Won => format!("Paid {paid}"),
                Outcome::Lost | Outcome::Forfeited => "Taken".into(),
                Outcome::Push => "Pushed".into(),
                Outcome::Refunded => "Returned".into(),
            };
            assert_eq!(settled(&run, seat, wager), Some(expected));
        }
    }

    #[test]
    fn every_settle_step_of_many_rounds_is_made_on_the_felt_and_accepted() {
        for seed in 1..=12 {
            for level in Level::ALL {
                for j in HcfDealer::jurisdictions() {
                    deal_through_the_felt(&round::<HcfDealer>(j, seed, level));
                }
                deal_through_the_felt(&round::<JheDealer>(Jurisdiction::Maryland, seed, level));
            }
        }
    }

    #[test]
    fn spots_hold_each_seats_wagers_in_the_dealers_order() {
        let round = round::<HcfDealer>(Jurisdiction::Maryland, 1, Level::FullProcedure);
        let spots = spots(&round);
        // Every chip on the layout has its spot, with its amount.
        for seat in &round.seats {
            for &(wager, stake) in &seat.wagers {
                assert!(spots.contains(&Spot {
                    seat: seat.number,
                    wager,
                    stake: Some(stake)
                }));
            }
        }
        // Counterclockwise: the highest seat first; a seat's Ante before its side wagers.
        let seats: Vec<u8> = spots.iter().map(|s| s.seat).collect();
        assert!(seats.windows(2).all(|w| w[0] >= w[1]), "{seats:?}");
        for w in spots.windows(2).filter(|w| w[0].seat == w[1].seat) {
            assert!(w[0].wager.settlement_step() <= w[1].wager.settlement_step());
        }
    }

    #[test]
    fn a_payout_needs_an_amount_typed_and_nothing_is_guessed() {
        let spot = Spot {
            seat: 3,
            wager: engine::jhe::JheWager::PlayerBonus,
            stake: Some(Cents::dollars(5)),
        };
        assert!(settle_step(&spot, Verb::Pay, "  ")
            .unwrap_err()
            .starts_with("Amount paid: type"));
        assert!(settle_step(&spot, Verb::Pay, "five")
            .unwrap_err()
            .starts_with("Amount paid: "));
        assert!(settle_step(&spot, Verb::Pay, "-5")
            .unwrap_err()
            .starts_with("Amount paid: "));
        assert_eq!(
            settle_step(&spot, Verb::Pay, "$1,250.50"),
            Ok(DealerAction::Settle {
                seat: 3,
                wager: engine::jhe::JheWager::PlayerBonus,
                outcome: Outcome::Won,
                paid: Cents(125_050),
            })
        );
        // Take, push and return pay nothing, whatever is in the field.
        assert_eq!(
            settle_step(&spot, Verb::Take, "99"),
            Ok(DealerAction::Settle {
                seat: 3,
                wager: engine::jhe::JheWager::PlayerBonus,
                outcome: Outcome::Lost,
                paid: Cents::ZERO,
            })
        );
        assert_eq!(Verb::of_key("t"), Some(Verb::Take));
        assert_eq!(Verb::of_key("Enter"), Some(Verb::Pay));
        assert_eq!(Verb::of_key("x"), None);
    }

    #[test]
    fn a_wrong_payout_made_on_the_felt_is_refused_with_its_rule_and_changes_nothing() {
        let round = round::<HcfDealer>(Jurisdiction::Maryland, 2, Level::PayoutsOnly);
        let spots = spots(&round);
        let mut run = DealerRun::new(round.procedure.clone(), true);
        let tasks = round.procedure.tasks();
        let payout = tasks
            .iter()
            .position(|t| {
                matches!(
                    t.action,
                    DealerAction::Settle {
                        outcome: Outcome::Won,
                        ..
                    }
                )
            })
            .expect("a payout in this round");
        for task in &tasks[..payout] {
            run.act(&task.action, None).unwrap();
        }
        let DealerAction::Settle {
            seat, wager, paid, ..
        } = tasks[payout].action
        else {
            unreachable!()
        };
        let spot = spots
            .iter()
            .find(|s| s.seat == seat && s.wager == wager)
            .unwrap();
        let wrong = settle_step(spot, Verb::Pay, &Cents(paid.0 + 100).to_string()).unwrap();
        let refused = run.act(&wrong, None).unwrap_err();
        assert!(
            refused.refusal.starts_with("Wrong amount: "),
            "{}",
            refused.refusal
        );
        assert!(
            refused.refusal.contains(tasks[payout].citation.as_str()),
            "{}",
            refused.refusal
        );
        assert_eq!(
            settled(&run, seat, wager),
            None,
            "a refusal changes nothing"
        );
        let right = settle_step(spot, Verb::Pay, &paid.to_string()).unwrap();
        assert_eq!(run.act(&right, None), Ok(()));
        assert_eq!(settled(&run, seat, wager), Some(format!("Paid {paid}")));
    }

    impl FocusAt {
        /// The seat and wager of a spot focused.
        fn map_spot<W: Copy>(self, spots: &[Spot<W>]) -> Option<(u8, W)> {
            match self {
                FocusAt::Spot(i) => Some((spots[i].seat, spots[i].wager)),
                _ => None,
            }
        }
    }

    #[test]
    fn after_a_fold_is_collected_the_keyboard_goes_to_the_dealers_hand_not_the_seats_next_spot() {
        // Jackpot Hold 'Em, Maryland, payouts only, seed 1 (the golden "jhe MD payouts 1"): the
        // folded seat 4's Ante and X-tra Bonus come first; its Player Bonus is settled only
        // after the dealer's hand and seat 5's.
        let round = round::<JheDealer>(Jurisdiction::Maryland, 1, Level::PayoutsOnly);
        let spots = spots(&round);
        let mut run = DealerRun::new(round.procedure.clone(), true);
        let mut at = Vec::new();
        for task in round.procedure.tasks().iter().take(5) {
            at.push(focus_at(&run, &spots).unwrap());
            run.act(&task.action, None).unwrap();
        }
        use engine::jhe::JheWager;
        let spot = |seat, wager| {
            FocusAt::Spot(
                spots
                    .iter()
                    .position(|s| s.seat == seat && s.wager == wager)
                    .unwrap(),
            )
        };
        assert_eq!(
            at,
            [
                spot(4, JheWager::Ante),
                spot(4, JheWager::XtraBonus),
                FocusAt::DealerHand,
                FocusAt::SeatHand(5),
                spot(5, JheWager::Ante),
            ]
        );
        // The felt's own order would have gone on to seat 4's Player Bonus, refused now.
        let after = spots
            .iter()
            .position(|s| s.seat == 4 && s.wager == JheWager::XtraBonus)
            .unwrap();
        assert_eq!(spots[after + 1].seat, 4);
    }
}
