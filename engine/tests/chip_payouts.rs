//! Chip payouts for every amount a published paytable of either game can produce, over a range
//! of wagers: the engine's fewest-chips payout is checked against an independent count (a
//! change-making table built up cent by cent), every accepted alternative makes the amount
//! within the colour-up rule, and a chip more or less is graded as a mispay with its cost.

use engine::chips::{count, ColourUp, Party, Rack};
use engine::paytable::Pay;
use engine::{hcf, jhe, Cents};

/// Every amount a line paying `pay` produces for the wagers given (winnings on top of the
/// stake; a meter share or an operator's amount is paid through the progressive system, not
/// from the rack, and a push pays nothing).
fn amounts(pay: Pay, wagers: &[Cents], units: &[i64]) -> Vec<Cents> {
    match pay {
        Pay::ToOne(n) | Pay::ForOne(n) => wagers.iter().map(|w| Cents(w.0 * n as i64)).collect(),
        Pay::Fixed(per_dollar) => units.iter().map(|u| Cents(per_dollar.0 * u)).collect(),
        Pay::MeterPercent { .. } | Pay::OperatorSet | Pay::Push => Vec::new(),
    }
}

/// The fewest chips for every amount up to `top`, in units of 50 cents (the gcd of the default
/// rack), by the textbook change-making recurrence: independent of the engine's bounded search.
fn change_table(rack: &Rack, top: Cents) -> Vec<u32> {
    let unit = 50;
    let values: Vec<usize> = rack
        .chips()
        .iter()
        .map(|c| (c.value.0 / unit) as usize)
        .collect();
    let size = (top.0 / unit) as usize + 1;
    let mut best = vec![u32::MAX; size];
    best[0] = 0;
    for a in 1..size {
        for &v in &values {
            if v <= a && best[a - v] != u32::MAX {
                best[a] = best[a].min(best[a - v] + 1);
            }
        }
    }
    best
}

#[test]
fn every_paytable_amount_pays_in_fewest_chips() {
    let rack = Rack::default();
    // Wagers: every whole dollar from $1 to $100, then $5 steps to $500; fixed pays per $1
    // (a Progressive's unit) for 1 to 5 units.
    let mut wagers: Vec<Cents> = (1..=100).map(Cents::dollars).collect();
    wagers.extend((21..=100).map(|n| Cents::dollars(5 * n)));
    let units: Vec<i64> = (1..=5).collect();
    let mut pays: Vec<Pay> = vec![Pay::ToOne(1)]; // the main game's even money, both games
    pays.extend(
        hcf::paytables::all_paytables()
            .iter()
            .flat_map(|p| p.lines.iter().map(|l| l.pay)),
    );
    pays.extend(
        jhe::paytables::all_paytables()
            .iter()
            .flat_map(|p| p.lines.iter().map(|l| l.pay)),
    );
    for j in engine::Jurisdiction::ALL {
        for p in hcf::paytables::all_paytables() {
            if let Some(envy) = hcf::paytables::envy_schedule(j, &p.label) {
                pays.extend(envy.lines.iter().map(|(_, c)| Pay::Fixed(*c)));
            }
        }
    }
    pays.sort_by_key(|p| format!("{p:?}"));
    pays.dedup();
    let mut all: Vec<Cents> = pays
        .iter()
        .flat_map(|&p| amounts(p, &wagers, &units))
        .collect();
    all.sort_unstable();
    all.dedup();
    assert!(all.len() > 500, "{} amounts", all.len());
    let top = *all.last().unwrap();
    let best = change_table(&rack, top);
    let mut lenient = rack.clone();
    lenient.colour_up = ColourUp { extra_chips: 1 };
    for &amount in &all {
        let fewest = rack.fewest(amount).unwrap();
        assert_eq!(rack.total(&fewest).unwrap(), amount);
        assert_eq!(
            count(&fewest),
            best[(amount.0 / 50) as usize] as u64,
            "{amount}"
        );
        let graded = rack.grade(amount, &fewest).unwrap();
        assert!(graded.sensible, "{}", graded.message);
        // One $1 chip more: the house overpays $1; one fewer where there is one: the player is
        // short by that chip.
        let mut over = fewest.clone();
        over[0] += 1;
        let g = rack.grade(amount, &over).unwrap();
        let m = g.mispay.unwrap();
        assert_eq!((m.cost, m.borne_by), (Cents::dollars(1), Party::House));
        if let Some(i) = fewest.iter().position(|&n| n > 0) {
            let mut under = fewest.clone();
            under[i] -= 1;
            let m = rack.grade(amount, &under).unwrap().mispay.unwrap();
            assert_eq!((m.cost, m.borne_by), (rack.chips()[i].value, Party::Player));
        }
        // Small amounts: every alternative within one extra chip makes the amount and is
        // accepted; the fewest comes first.
        if amount <= Cents::dollars(2_000) {
            let alternatives = lenient.alternatives(amount).unwrap();
            assert_eq!(count(&alternatives[0]), count(&fewest));
            for alt in &alternatives {
                assert_eq!(lenient.total(alt).unwrap(), amount);
                assert!(count(alt) <= count(&fewest) + 1);
                assert!(lenient.grade(amount, alt).unwrap().sensible);
            }
            assert!(rack
                .alternatives(amount)
                .unwrap()
                .iter()
                .all(|a| count(a) == count(&fewest)));
        }
    }
}
