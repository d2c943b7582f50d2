//! `odds round` for either game: a table set up and checked once, then one round per seed —
//! a single round, or a batch streamed one round per line as each is played (`--rounds N
//! --from-seed S`: round k is dealt from seed S+k, wrapping, so line k is what `odds round
//! --seed S+k` prints). The pieces both games' rounds share are here too: seating one player on
//! several boxes, an injected irregularity, a seeded round played by the engine's driver, the
//! Ante's range.

use engine::cards::Card;
use engine::table::agent::{play_round_with, Agent, Seated};
use engine::table::dealer_mode::{injectable, Injected};
use engine::table::{ActionError, Game, Irregularity, Round, Seat, Table};
use engine::Cents;
use serde_json::{json, Map, Value};
use std::io::{self, Write};

/// A table ready to play rounds: everything checked, each round dealt from its seed.
pub trait RoundPlayer {
    /// One round from `seed`, as the text or the one-line JSON object `odds round` prints.
    fn play(&mut self, seed: u64) -> Result<String, String>;
}

/// Plays `rounds` rounds from seed `first` on and writes each as it is played: a JSON object
/// per line with `--json`, else each round's text followed by a blank line. A reader that
/// stops early (`| head`) ends the batch quietly.
pub fn write_rounds(
    player: &mut dyn RoundPlayer,
    first: u64,
    rounds: u64,
    json: bool,
    out: &mut impl Write,
) -> Result<(), String> {
    let separator = if json || rounds == 1 { "\n" } else { "\n\n" };
    let mut out = io::BufWriter::with_capacity(1 << 16, out);
    let written = (0..rounds).try_for_each(|k| {
        let text = player
            .play(first.wrapping_add(k))
            .map_err(WriteError::Round)?;
        out.write_all(text.as_bytes())
            .and_then(|()| out.write_all(separator.as_bytes()))
            .map_err(WriteError::Io)
    });
    match written.and_then(|()| out.flush().map_err(WriteError::Io)) {
        Ok(()) => Ok(()),
        Err(WriteError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(WriteError::Io(e)) => Err(format!("cannot write the rounds: {e}")),
        Err(WriteError::Round(message)) => {
            let _ = out.flush();
            Err(message)
        }
    }
}

enum WriteError {
    Round(String),
    Io(io::Error),
}

/// Seat numbers and their players: player 1 on `boxes` adjacent boxes from seat 1, every
/// other player on the next seat of their own.
pub fn seating(players: u8, boxes: u8, seats: u8) -> Result<Vec<(u8, u32)>, String> {
    let needed = players as u32 - 1 + boxes as u32;
    if needed > seats as u32 {
        return Err(format!(
            "--players {players} with --boxes {boxes} need {needed} seats; the table has {seats}"
        ));
    }
    let first = (1..=boxes).map(|seat| (seat, 1));
    let others = (2..=players as u32).map(|player| (boxes + player as u8 - 1, player));
    Ok(first.chain(others).collect())
}

/// `--ante`, checked against the table's limits before anything is dealt.
pub fn ante_within(amount: Cents, min: Cents, max: Cents) -> Result<Cents, String> {
    if amount < min || amount > max {
        return Err(format!(
            "--ante: {amount} is outside the table's Ante limits, {min} to {max}"
        ));
    }
    Ok(amount)
}

/// `--irregularity KIND[@CARD]` for a table whose players are seated: one this table's deal
/// can have, at a card of its dealing order (counted from 1) for those found during the deal.
pub fn irregularity<G: Game>(
    text: Option<&str>,
    table: &Table<G>,
) -> Result<Option<Injected>, String> {
    let Some(text) = text else {
        return Ok(None);
    };
    let choices = injectable(table);
    let list = || {
        choices
            .iter()
            .map(|i| {
                let at = if i.at_card.is_some() { "[@CARD]" } else { "" };
                format!("{}{at}", i.irregularity.code())
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (code, card) = match text.trim().split_once('@') {
        Some((code, card)) => (code.trim(), Some(card.trim())),
        None => (text.trim(), None),
    };
    let kind = Irregularity::ALL.into_iter().find(|i| i.code() == code);
    let Some(mut chosen) = kind.and_then(|k| choices.iter().find(|c| c.irregularity == k).copied())
    else {
        return Err(format!(
            "--irregularity: '{code}' is not one this table's round can be dealt with (use {})",
            list()
        ));
    };
    let cards = table
        .game()
        .deal_plan(&table.round().players())
        .sequence
        .len();
    match (chosen.at_card, card) {
        (None, Some(_)) => {
            return Err(format!(
                "--irregularity: {code} is found after the deal, not at a card (leave out @CARD)"
            ))
        }
        (Some(_), Some(card)) => {
            let at = card
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=cards).contains(n))
                .ok_or_else(|| {
                    format!("--irregularity: the card '{card}' is not 1 to {cards}, the cards this deal gives out")
                })?;
            chosen.at_card = Some(at - 1);
        }
        _ => {}
    }
    Ok(Some(chosen))
}

/// Adds the irregularity a round was dealt with, if any, to its JSON (`at_card` from 1; the
/// remedy is in the steps). A round without one keeps the shape it always had.
pub fn add_irregularity(round: &mut Value, injected: Option<Injected>) {
    if let (Some(i), Some(object)) = (injected, round.as_object_mut()) {
        object.insert(
            "irregularity".into(),
            json!({
                "kind": i.irregularity.code(),
                "at_card": i.at_card.map(|c| c + 1),
                "description": i.irregularity.describe(),
            }),
        );
    }
}

/// Plays the seated table's round from `seed` (with the irregularity, if any) through the
/// engine's round driver ([`play_round_with`]), each seat in the round played by the agent
/// `agent_at` gives it. The wagers are on the table already, so the agents place none
/// ([`engine::table::agent::Wagering::Placed`]): the generator is the deal's alone, and the round
/// is dealt exactly as dealer mode and the app deal it.
pub fn play_seeded<G: Game, A: Agent<G>>(
    table: &mut Table<G>,
    seed: u64,
    injected: Option<Injected>,
    mut agent_at: impl FnMut(u8) -> A,
) -> Result<(), ActionError> {
    let mut agents: Vec<Seated<A>> = table
        .round()
        .players()
        .into_iter()
        .map(|seat| (seat, agent_at(seat)))
        .collect();
    let mut rng = engine::deck::seeded_rng(seed);
    play_round_with(table, &mut agents, &mut rng, injected.into()).map(|_| ())
}

/// What one game's finished round says in `odds round` beyond what every game's says alike.
/// [`print_round`] writes the shared shape once — the seed, the rule set and strategy, the
/// steps, the dealer's cards, each seat in the round with its cards, decision, net and
/// settlements, the meters before and after, the irregularity — and asks the game for the rest.
pub trait PrintsRound<G: Game> {
    /// The key a hand's description goes under in the JSON (`best_flush`, `best_hand`).
    const BEST: &'static str;
    /// The stem of the meters' keys (`meter` gives `meter_before` and `meter_after`).
    const METERS: &'static str;
    /// The first line of the text, after the seed ("Maryland High Card Flush · strategy: …").
    fn title(&self) -> String;
    /// The keys naming the rule set and the strategy, and anything else the game adds at the
    /// top of the JSON (the community cards, the decisions in order).
    fn head(&self, round: &Round<G>) -> Map<String, Value>;
    /// A player's or the dealer's cards as the text lists them.
    fn cards_text(&self, cards: &[Card]) -> String;
    /// The best hand a seat's cards make (with the community cards, where the game has them).
    fn best(&self, round: &Round<G>, cards: &[Card]) -> String;
    /// The dealer's hand as judged.
    fn describe(&self, value: G::HandValue) -> String;
    /// A seat's wagers and anything else the game tells about a seat.
    fn seat(&self, table: &Table<G>, seat: &Seat<G>) -> Map<String, Value>;
    /// The meters, as the JSON shows them (`null` without a Progressive).
    fn meters(&self, meter: Option<G::Meter>) -> Value;
    /// Lines the text shows between the steps and the dealer's cards.
    fn before_dealer(&self, _round: &Round<G>) -> Vec<String> {
        Vec::new()
    }
}

/// The round `table` has just played from `seed`, as the text or the one-line JSON object `odds
/// round` prints (the JSON's keys sorted, as `serde_json` writes a map).
pub fn print_round<G: Game, P: PrintsRound<G>>(
    game: &P,
    table: &Table<G>,
    seed: u64,
    injected: Option<Injected>,
    json: bool,
) -> String {
    let r = table.round();
    let cards = |cs: &[Card]| cs.iter().map(|c| c.to_string()).collect::<Vec<_>>();
    let in_round = || r.seats.iter().filter(|s| s.in_round());
    if json {
        let seats: Vec<Value> = in_round()
            .map(|s| {
                let mut seat = game.seat(table, s);
                seat.extend([
                    ("seat".into(), json!(s.number)),
                    ("cards".into(), json!(cards(&s.cards))),
                    (P::BEST.into(), json!(game.best(r, &s.cards))),
                    ("decision".into(), json!(s.decision.map(|d| d.to_string()))),
                    ("net_cents".into(), json!(r.seat_net(s.number).0)),
                    (
                        "settled".into(),
                        json!(crate::trace_out::settled_json(r, s.number)),
                    ),
                ]);
                Value::Object(seat)
            })
            .collect();
        let mut round = game.head(r);
        round.extend([
            ("seed".into(), json!(seed)),
            (
                "dealer".into(),
                json!({
                    "cards": cards(&r.dealer),
                    P::BEST: r.dealer_value.map(|v| game.describe(v)),
                    "qualifies": r.dealer_qualifies,
                }),
            ),
            ("seats".into(), json!(seats)),
            (format!("{}_before", P::METERS), game.meters(r.meter_before)),
            (format!("{}_after", P::METERS), game.meters(r.meter_after)),
            (
                "steps".into(),
                json!(crate::trace_out::steps_json(&r.steps)),
            ),
        ]);
        let mut round = Value::Object(round);
        add_irregularity(&mut round, injected);
        return round.to_string();
    }
    let mut lines = vec![format!("seed {seed} · {}", game.title())];
    lines.extend(
        crate::trace_out::steps_text(&r.steps)
            .lines()
            .map(str::to_string),
    );
    lines.extend(game.before_dealer(r));
    lines.push(format!("dealer: {}", game.cards_text(&r.dealer)));
    lines.extend(in_round().map(|s| {
        format!(
            "seat {}: {}  {}  net {}",
            s.number,
            game.cards_text(&s.cards),
            s.decision.map(|d| d.to_string()).unwrap_or_default(),
            r.seat_net(s.number)
        )
    }));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::tests_support::run_words;
    use serde_json::Value;

    fn error(words: &[&str]) -> String {
        run_words(words).unwrap_err()
    }

    fn round_json(words: &[&str]) -> Value {
        let words = [words, &["--seed", "5", "--json"]].concat();
        serde_json::from_str(&run_words(&words).unwrap()).unwrap()
    }

    fn has(message: String, wanted: &str) {
        assert!(message.contains(wanted), "{message}");
    }

    /// What the audit's bad-input probes found, each now refused naming the option and what
    /// it takes.
    #[test]
    fn the_audits_bad_inputs_name_the_option_and_the_range() {
        has(
            error(&["round", "--players", "-1"]),
            "invalid value '-1' for '--players <PLAYERS>': -1 is not in 1..=6",
        );
        has(
            error(&["round", "--ante", "-5"]),
            "invalid value '-5' for '--ante <DOLLARS>': '-5' is not an amount of money",
        );
        has(error(&["round", "--seed", "-3"]), "'--seed <SEED>'");
        assert_eq!(
            error(&["round", "--ante", "0"]),
            "--ante: $0 is outside the table's Ante limits, $5 to $500"
        );
        assert_eq!(
            error(&["round", "--game", "jhe", "--ante", "501"]),
            "--ante: $501 is outside the table's Ante limits, $5 to $500"
        );
        for method in ["shoe", "hand"] {
            assert_eq!(
                error(&["round", "--game", "jhe", "--method", method, "--dealer-cards", "shuffler"]),
                format!("--dealer-cards is for the automated shoe (--method auto), not --method {method}: there the dealer's cards are dealt with the players' (001 Ch.8–10)")
            );
        }
        assert_eq!(
            error(&["round", "--pb", "5"]),
            "--pb is a Jackpot Hold 'Em option (--game jhe); this table does not take it"
        );
        assert_eq!(
            error(&["round", "--game", "jhe", "--sfb", "A"]),
            "--sfb is a High Card Flush option (--game hcf); this table does not take it"
        );
        has(
            error(&["round", "--game", "jhe", "--pb", "0"]),
            "a wager is more than $0",
        );
        has(error(&["round", "--fb", "A:0"]), "a wager is more than $0");
        has(
            error(&["round", "--payout-limit", "1000000001"]),
            "$1,000,000,001 is more than the $1,000,000,000 a table accepts",
        );
        has(
            error(&["round", "--prog", "A", "--meter", "1000000000.01"]),
            "more than the $1,000,000,000 a table accepts",
        );
        has(
            error(&["round", "--rounds", "0"]),
            "'0' is not a whole number from 1 to 10,000,000,000",
        );
        has(
            error(&["round", "--rounds", "-4"]),
            "'-4' is not a whole number",
        );
        has(error(&["round", "--from-seed", "3"]), "--rounds <ROUNDS>");
        has(
            error(&["round", "--rounds", "2", "--from-seed", "3", "--seed", "4"]),
            "'--from-seed <SEED>' cannot be used with '--seed <SEED>'",
        );
    }

    #[test]
    fn jackpot_hold_em_meters_start_reset_and_progress_as_set() {
        let v = round_json(&[
            "round",
            "--game",
            "jhe",
            "--prog",
            "E",
            "--meter",
            "star=250000,club=2000",
            "--meter-reset",
            "star=20000",
            "--meter-rate",
            "10",
            "--players",
            "2",
        ]);
        assert_eq!(v["meters_before"]["star_cents"], 25_000_000);
        assert_eq!(v["meters_before"]["club_cents"], 200_000);
        // Two $1 wagers at 10% each: 20 cents on every meter (unless a meter was won).
        let after = v["meters_after"]["club_cents"].as_i64().unwrap();
        assert!(after == 200_020 || after < 200_000, "{after}");
        let v = round_json(&[
            "round",
            "--game",
            "jhe",
            "--prog",
            "A",
            "--meter-rate",
            "star=0,spade=1.5",
            "--players",
            "2",
        ]);
        assert_eq!(
            v["meters_after"]["star_cents"],
            v["meters_before"]["star_cents"]
        );
        assert_eq!(
            error(&["round", "--game", "jhe", "--meter", "star=50000"]),
            "--meter: there are no meters without a Progressive (add --prog A to E)"
        );
        has(
            error(&["round", "--game", "jhe", "--prog", "A", "--meter", "50000"]),
            "--meter: Jackpot Hold 'Em has a meter per suit and a Star meter: name each",
        );
        has(
            error(&["round", "--game", "jhe", "--prog", "C", "--meter", "moon=5"]),
            "'moon' is not a meter (use star, spade, heart, diamond or club)",
        );
        has(
            error(&["round", "--game", "jhe", "--prog", "E", "--meter", "star=5"]),
            "--meter: Paytable E's Star meter starts and resets at $10,000 at least",
        );
        has(
            error(&[
                "round",
                "--game",
                "jhe",
                "--prog",
                "E",
                "--meter-reset",
                "star=5",
            ]),
            "--meter-reset: Paytable E's Star meter starts and resets at $10,000 at least",
        );
        has(
            error(&[
                "round",
                "--game",
                "jhe",
                "--prog",
                "E",
                "--meter-rate",
                "101",
            ]),
            "101 is not a percentage from 0 to 100",
        );
        has(
            error(&[
                "round",
                "--game",
                "jhe",
                "--prog",
                "E",
                "--meter-rate",
                "star=x",
            ]),
            "'x' is not a percentage",
        );
        has(
            error(&["round", "--prog", "A", "--meter", "star=50000"]),
            "--meter: High Card Flush has one meter: give its amount in dollars",
        );
        assert_eq!(
            error(&["round", "--meter", "50000"]),
            "--meter: there is no meter without a Progressive (add --prog)"
        );
        assert_eq!(
            error(&["round", "--meter-rate", "5"]),
            "--meter-rate is a Jackpot Hold 'Em option (--game jhe); this table does not take it"
        );
    }

    #[test]
    fn one_player_plays_several_boxes_where_the_rules_allow() {
        for game in ["hcf", "jhe"] {
            let v = round_json(&["round", "--game", game, "--players", "3", "--boxes", "3"]);
            let seats: Vec<u64> = v["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["seat"].as_u64().unwrap())
                .collect();
            assert_eq!(seats, [1, 2, 3, 4, 5], "{game}");
        }
        assert_eq!(
            error(&["round", "--rules", "SD", "--boxes", "2"]),
            "--boxes: one player may use 1 to 1 adjacent boxes here (not stated (AMB-62))"
        );
        has(
            error(&["round", "--rules", "MA", "--boxes", "4", "--players", "1"]),
            "--boxes: one player may use 1 to 3 adjacent boxes here",
        );
        assert_eq!(
            error(&["round", "--game", "jhe", "--players", "6", "--boxes", "2"]),
            "--players 6 with --boxes 2 need 7 seats; the table has 6"
        );
        has(error(&["round", "--boxes", "0"]), "0 is not in 1..=6");
    }

    #[test]
    fn an_irregularity_is_dealt_with_and_its_remedy_traced() {
        let v = round_json(&["round", "--irregularity", "one-face-up@3"]);
        assert_eq!(v["irregularity"]["kind"], "one-face-up");
        assert_eq!(v["irregularity"]["at_card"], 3);
        let texts: Vec<&str> = v["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["text"].as_str().unwrap())
            .collect();
        assert!(
            texts.iter().any(|t| t.contains("found face up")),
            "{texts:?}"
        );
        let v = round_json(&["round", "--game", "jhe", "--irregularity", "shuffler-jam"]);
        assert_eq!(v["irregularity"]["at_card"], Value::Null);
        let v = round_json(&[
            "round",
            "--game",
            "jhe",
            "--method",
            "auto",
            "--irregularity",
            "shoe-jam@2",
        ]);
        assert_eq!(v["irregularity"]["kind"], "shoe-jam");
        let v = round_json(&["round", "--irregularity", "dealer-exposed"]);
        assert!(v["steps"].to_string().contains("exposed"), "{}", v["steps"]);
        assert_eq!(
            error(&["round", "--irregularity", "shoe-jam"]),
            "--irregularity: 'shoe-jam' is not one this table's round can be dealt with (use one-face-up[@CARD], several-face-up[@CARD], drawn-in-error[@CARD], dealer-exposed, wrong-count, shuffler-jam)"
        );
        assert_eq!(
            error(&["round", "--irregularity", "wrong-count@2"]),
            "--irregularity: wrong-count is found after the deal, not at a card (leave out @CARD)"
        );
        assert_eq!(
            error(&[
                "round",
                "--game",
                "jhe",
                "--players",
                "2",
                "--irregularity",
                "drawn-in-error@99"
            ]),
            "--irregularity: the card '99' is not 1 to 11, the cards this deal gives out"
        );
    }

    #[test]
    fn ones_own_x_tra_bonus_and_player_bonus_are_played() {
        let base = ["round", "--game", "jhe", "--pb", "5", "--players", "6"];
        let published = round_json(&base);
        let own = round_json(
            &[
                &base[..],
                &["--xtra", "0,0,0,0,0,0", "--pb-pays", "0,0,0,0,0,0,0"],
            ]
            .concat(),
        );
        assert_eq!(published["community"], own["community"], "the same deal");
        // Nothing pays "to 1" in the copies: no X-tra Bonus or Player Bonus wins anything.
        for seat in own["seats"].as_array().unwrap() {
            for s in seat["settled"].as_array().unwrap() {
                if s["wager"] == "X-tra Bonus" || s["wager"] == "Player Bonus" {
                    assert!(
                        s["won_cents"].as_i64().unwrap() <= s["stake_cents"].as_i64().unwrap(),
                        "{s}"
                    );
                }
            }
        }
        has(
            error(&["round", "--game", "jhe", "--xtra", "1,2"]),
            "--xtra: X-tra Bonus Paytable A has 6 paying lines, not 2",
        );
        has(
            error(&["round", "--game", "jhe", "--xtra", "1,2,3,4,5,x"]),
            "--xtra: 'x' is not a whole number",
        );
        assert_eq!(
            error(&["round", "--game", "jhe", "--pb-pays", "1"]),
            "--pb-pays: a Player Bonus table of one's own is played with --pb DOLLARS"
        );
    }

    /// `odds round --help` says which game each option belongs to.
    #[test]
    fn round_help_heads_each_games_options() {
        use clap::CommandFactory;
        let help = crate::cli::Cli::command()
            .find_subcommand_mut("round")
            .unwrap()
            .render_long_help()
            .to_string();
        let hcf = help.find("High Card Flush only").expect("hcf heading");
        let jhe = help.find("Jackpot Hold 'Em only").expect("jhe heading");
        for option in ["--fb", "--sfb ", "--sfb-bonus"] {
            let at = help.find(option).unwrap();
            assert!(at > hcf && at < jhe, "{option}");
        }
        for option in [
            "--pb ",
            "--dealer-cards",
            "--meter-reset",
            "--meter-rate",
            "--xtra",
            "--pb-pays",
        ] {
            assert!(help.find(option).unwrap() > jhe, "{option}");
        }
        assert!(
            help.contains("river (default), always, simple or optimal"),
            "{help}"
        );
    }

    #[test]
    fn one_player_takes_adjacent_boxes_and_the_others_a_seat_each() {
        assert_eq!(seating(3, 2, 6).unwrap(), [(1, 1), (2, 1), (3, 2), (4, 3)]);
        assert_eq!(seating(2, 1, 6).unwrap(), [(1, 1), (2, 2)]);
        assert_eq!(
            seating(6, 2, 6).unwrap_err(),
            "--players 6 with --boxes 2 need 7 seats; the table has 6"
        );
    }
}
