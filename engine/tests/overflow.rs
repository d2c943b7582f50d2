//! Absurd amounts: a setting above the most the app's and the CLI's tables accept
//! ($1,000,000,000) is refused naming it, and at the largest settings accepted six seats each
//! wagering the most on every wager — with a table of one's own paying 1,000,000 to 1 — settle
//! without overflow, in every rule set and in Jackpot Hold 'Em.

use engine::cards::CardSet;
use engine::deck::seeded_rng;
use engine::hcf::config::TableConfig;
use engine::hcf::custom::CustomTable;
use engine::hcf::decision::Strategy;
use engine::hcf::paytables::SideWager;
use engine::hcf::rules::WagerKind;
use engine::hcf::table::Table;
use engine::jhe::config::JheConfig;
use engine::jhe::strategy::JheStrategy;
use engine::jhe::{JheTable, JheWager};
use engine::money::{check_table_amount, MOST_TABLE_AMOUNT};
use engine::table::Phase;
use engine::{Cents, Jurisdiction};

const JUST_OVER: Cents = Cents(MOST_TABLE_AMOUNT.0 + 1);

#[test]
fn an_amount_above_the_most_a_table_accepts_is_refused_by_name() {
    assert_eq!(
        check_table_amount("Ante maximum", Some(JUST_OVER)),
        Err(
            "the Ante maximum ($1,000,000,000.01) is more than the $1,000,000,000 a table accepts"
                .into()
        )
    );
    assert_eq!(
        check_table_amount("payout limit", Some(MOST_TABLE_AMOUNT)),
        Ok(())
    );
    assert_eq!(check_table_amount("payout limit", None), Ok(()));
}

#[test]
fn six_seats_wagering_the_most_settle_without_overflow() {
    for jurisdiction in Jurisdiction::ALL {
        let mut config = TableConfig::default_for(jurisdiction);
        config.seats = 6;
        config.ante_max = MOST_TABLE_AMOUNT;
        config.side_max = MOST_TABLE_AMOUNT;
        if let Some(base) = config.flush_bonus.clone() {
            let lines = Table::new(config.clone())
                .unwrap()
                .paytable(SideWager::FlushBonus)
                .unwrap()
                .lines
                .len();
            let mut pays = vec![1; lines];
            pays[0] = 1_000_000;
            config.custom = vec![CustomTable {
                jurisdiction,
                wager: SideWager::FlushBonus,
                base,
                name: "Huge".into(),
                pays,
            }];
        }
        let mut settled = 0;
        for seed in 0..200u64 {
            let mut table = Table::new(config.clone()).unwrap();
            let mut rng = seeded_rng(seed);
            for seat in 1..=6u8 {
                table.sit(seat, seat as u32).unwrap();
                table
                    .set_wager(seat, WagerKind::Ante, MOST_TABLE_AMOUNT)
                    .unwrap();
                for (side, kind) in [
                    (SideWager::FlushBonus, WagerKind::FlushBonus),
                    (SideWager::StraightFlushBonus, WagerKind::StraightFlushBonus),
                ] {
                    if table.paytable(side).is_some() {
                        table.set_wager(seat, kind, MOST_TABLE_AMOUNT).unwrap();
                    }
                }
            }
            table.no_more_bets().unwrap();
            table.deal(&mut rng, None, None).unwrap();
            while let Some(seat) = table.round().next_to_act() {
                let hand = table.round().seat(seat).unwrap().hand();
                table.decide(seat, Strategy::Optimal.decide(hand)).unwrap();
            }
            table.reveal().unwrap();
            table.settle().unwrap();
            assert_eq!(table.round().phase, Phase::Settled);
            settled += 1;
        }
        assert_eq!(settled, 200, "{jurisdiction:?}");
    }

    let config = JheConfig {
        seats: 6,
        ante_max: MOST_TABLE_AMOUNT,
        player_bonus: Some((Cents::dollars(1), MOST_TABLE_AMOUNT)),
        ..JheConfig::standard()
    };
    for seed in 0..200u64 {
        let mut table = JheTable::new(config.clone()).unwrap();
        let mut rng = seeded_rng(seed);
        for seat in 1..=6u8 {
            table.sit(seat, seat as u32).unwrap();
            table
                .set_wager(seat, JheWager::Ante, MOST_TABLE_AMOUNT)
                .unwrap();
            table
                .set_wager(seat, JheWager::XtraBonus, MOST_TABLE_AMOUNT)
                .unwrap();
            table
                .set_wager(seat, JheWager::PlayerBonus, MOST_TABLE_AMOUNT)
                .unwrap();
        }
        table.no_more_bets().unwrap();
        table.deal(&mut rng, None, None).unwrap();
        while let Some(seat) = table.round().next_to_act() {
            let round = table.round();
            let hole = round.seat(seat).unwrap().hand();
            let shown: CardSet = round.community[..round.community_shown]
                .iter()
                .copied()
                .collect();
            let decision = JheStrategy::Simple.decide(table.decision_point(), hole, shown);
            table.decide(seat, decision).unwrap();
        }
        table.reveal().unwrap();
        table.settle().unwrap();
        assert_eq!(table.round().phase, Phase::Settled, "seed {seed}");
    }
}
