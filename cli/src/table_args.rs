//! Building a table configuration and the players' wagers from command-line options, shared by
//! `odds round` and `odds simulate`, and the option values both games read the same way.

use crate::args::Args;
use engine::hcf::config::{Shuffler, TableConfig};
use engine::hcf::decision::Strategy;
use engine::hcf::rules::DealingMethod;
use engine::hcf::simulate::SimSetup;
use engine::meters::MeterName;
use engine::{Cents, Jurisdiction};

/// The options these commands accept.
pub const TABLE_OPTIONS: &[&str] = &[
    "rules",
    "players",
    "ante",
    "fb",
    "sfb",
    "sfb-bonus",
    "prog",
    "meter",
    "payout-limit",
    "strategy",
    "seed",
    "method",
    "shuffler",
];

/// What only `odds round` takes, in either game.
pub const ROUND_OPTIONS: &[&str] = &["rounds", "boxes", "irregularity"];

/// The options that are one game's only, with that game's name: the other game refuses them
/// by name rather than as unknown.
const ONE_GAME_ONLY: &[(&str, &str)] = &[
    ("fb", "High Card Flush"),
    ("sfb", "High Card Flush"),
    ("sfb-bonus", "High Card Flush"),
    ("pb", "Jackpot Hold 'Em"),
    ("dealer-cards", "Jackpot Hold 'Em"),
    ("meter-reset", "Jackpot Hold 'Em"),
    ("meter-rate", "Jackpot Hold 'Em"),
    ("xtra", "Jackpot Hold 'Em"),
    ("pb-pays", "Jackpot Hold 'Em"),
];

/// [`Args::only`], naming the game an option of the other game belongs to.
pub fn only_this_game(args: &Args, allowed: &[&str]) -> Result<(), String> {
    args.only(allowed).map_err(|message| {
        let other = ONE_GAME_ONLY
            .iter()
            .find(|(name, _)| !allowed.contains(name) && args.option(name).is_some());
        match other {
            Some((name, game)) => {
                let flag = if *game == "Jackpot Hold 'Em" {
                    "jhe"
                } else {
                    "hcf"
                };
                format!("--{name} is a {game} option (--game {flag}); this table does not take it")
            }
            None => message,
        }
    })
}

/// `NAME=VALUE,NAME=VALUE`: each meter's name (star, spade, heart, diamond, club, …) and its
/// value, unchecked.
pub fn named_values(text: &str) -> Result<Vec<(MeterName, &str)>, String> {
    text.split(',')
        .map(|part| {
            let (name, value) = part
                .split_once('=')
                .ok_or_else(|| format!("'{}' is not NAME=VALUE", part.trim()))?;
            let meter = MeterName::ALL
                .into_iter()
                .find(|m| m.code() == name.trim().to_lowercase())
                .ok_or_else(|| {
                    format!(
                        "'{}' is not a meter (use star, spade, heart, diamond or club)",
                        name.trim()
                    )
                })?;
            Ok((meter, value.trim()))
        })
        .collect()
}

/// A percentage 0 to 100 with up to two decimals, in basis points (`2.5` → 250).
pub fn basis_points(text: &str) -> Result<u32, String> {
    let hundredths = Cents::parse_dollars(text.trim_end_matches('%'))
        .map_err(|_| format!("'{}' is not a percentage", text.trim()))?;
    u32::try_from(hundredths.0)
        .ok()
        .filter(|bp| *bp <= 10_000)
        .ok_or_else(|| format!("{} is not a percentage from 0 to 100", text.trim()))
}

/// A table's refusal, led by the option it is about where the words show which (the engine
/// speaks of boxes and meters, not of options).
pub fn naming_the_option(args: &Args, refusal: String) -> String {
    let option = if refusal.contains("adjacent boxes") || refusal.contains("a player may use") {
        Some("--boxes")
    } else if refusal.contains("starts and resets") {
        match (args.option("meter"), args.option("meter-reset")) {
            (Some(_), None) => Some("--meter"),
            (None, Some(_)) => Some("--meter-reset"),
            _ => Some("--meter, --meter-reset"),
        }
    } else if refusal.contains("rate of progression") {
        Some("--meter-rate")
    } else {
        None
    };
    match option {
        Some(option) => format!("{option}: {refusal}"),
        None => refusal,
    }
}

/// `--boxes N` (one player on N adjacent boxes), 1 by default.
pub fn boxes(args: &Args) -> Result<u8, String> {
    args.option("boxes").map_or(Ok(1), |text| {
        text.parse()
            .map_err(|_| format!("--boxes: '{text}' is not a whole number"))
    })
}

/// A table, what each player wagers and how they play (the simulator's own setup), and the
/// meter to start from.
pub struct TableSetup {
    pub sim: SimSetup,
    pub meter: Option<Cents>,
}

fn money(text: &str, what: &str) -> Result<Cents, String> {
    Cents::parse_dollars(text).map_err(|e| format!("--{what}: {e}"))
}

/// `LABEL` or `LABEL:DOLLARS` (default wager $1).
fn offer(text: &str, what: &str) -> Result<(String, Cents), String> {
    match text.split_once(':') {
        Some((label, amount)) => Ok((label.trim().to_string(), money(amount, what)?)),
        None => Ok((text.trim().to_string(), Cents::dollars(1))),
    }
}

pub fn table_setup(args: &Args) -> Result<TableSetup, String> {
    let jurisdiction = match args.option("rules") {
        Some(text) => Jurisdiction::parse(text)
            .ok_or_else(|| format!("unknown rules '{text}' (use MD, MA or SD)"))?,
        None => Jurisdiction::Maryland,
    };
    let mut config = TableConfig::default_for(jurisdiction);
    config.flush_bonus = None;
    config.straight_flush_bonus = None;
    let mut flush_bonus = Cents::ZERO;
    let mut straight_flush_bonus = Cents::ZERO;
    if let Some(text) = args.option("fb") {
        let (label, amount) = offer(text, "fb")?;
        config.flush_bonus = Some(label);
        flush_bonus = amount;
    }
    if let Some(text) = args.option("sfb") {
        let (label, amount) = offer(text, "sfb")?;
        config.straight_flush_bonus = Some(label);
        straight_flush_bonus = amount;
    }
    if let Some(text) = args.option("sfb-bonus") {
        let values: Result<Vec<u32>, _> =
            text.split(',').map(|v| v.trim().parse::<u32>()).collect();
        let values = values.map_err(|_| {
            "--sfb-bonus takes five whole numbers: 7,6,5,4,3-card \"to 1\"".to_string()
        })?;
        let amounts: [u32; 5] = values
            .try_into()
            .map_err(|_| "--sfb-bonus takes exactly five numbers".to_string())?;
        config.sfb_bonus_amounts = Some(amounts);
    }
    let progressive = match args.option("prog") {
        Some(label) => {
            let p = config
                .progressive
                .as_mut()
                .expect("default has a progressive");
            p.label = label.trim().to_string();
            if jurisdiction == Jurisdiction::Maryland {
                let minimum = engine::hcf::config::md_meter_minimum(&p.label).unwrap_or(p.seed);
                p.seed = minimum;
                p.reset = minimum;
            }
            if let Some((main, secondary)) = engine::hcf::config::ma_contribution_bp(&p.label)
                .filter(|_| jurisdiction == Jurisdiction::Massachusetts)
            {
                p.main_rate_bp = main;
                p.secondary_rate_bp = secondary;
            }
            true
        }
        None => {
            config.progressive = None;
            false
        }
    };
    if let Some(method) = dealing_method(args)? {
        config.dealing_method = method;
    }
    if let Some(shuffler) = shuffler(args)? {
        config.shuffler = shuffler;
    }
    let players: u8 = match args.option("players") {
        Some(text) => text
            .trim()
            .parse()
            .map_err(|_| format!("--players: '{text}' is not a number"))?,
        None => 6,
    };
    if players == 0 || players > config.seats {
        return Err(format!("--players must be 1 to {}", config.seats));
    }
    let ante = match args.option("ante") {
        Some(text) => money(text, "ante")?,
        None => config.ante_min,
    };
    config.side_max = config.side_max.max(flush_bonus).max(straight_flush_bonus);
    let meter = args
        .option("meter")
        .map(|text| match (&config.progressive, text.contains('=')) {
            (None, _) => Err("--meter: there is no meter without a Progressive (add --prog)".to_string()),
            (Some(_), true) => Err(format!("--meter: High Card Flush has one meter: give its amount in dollars (--meter 50000), not '{text}'")),
            (Some(_), false) => money(text, "meter"),
        })
        .transpose()?;
    if let Some(text) = args.option("payout-limit") {
        config.payout_limit = Some(money(text, "payout-limit")?);
    }
    config.max_boxes_per_player = boxes(args)?;
    config.check_table_amounts()?;
    config
        .validate()
        .map_err(|e| naming_the_option(args, e.to_string()))?;
    crate::rounds::ante_within(ante, config.ante_min, config.ante_max)?;
    Ok(TableSetup {
        sim: SimSetup {
            config,
            players,
            ante,
            flush_bonus,
            straight_flush_bonus,
            progressive,
            strategy: Strategy::parse(args.option("strategy").unwrap_or("optimal"))?,
        },
        meter,
    })
}

/// `--method shoe|hand|auto`, if given (either game).
pub fn dealing_method(args: &Args) -> Result<Option<DealingMethod>, String> {
    args.option("method")
        .map(|text| {
            DealingMethod::from_code(text)
                .ok_or_else(|| format!("unknown --method '{text}' (use shoe, hand or auto)"))
        })
        .transpose()
}

/// `--shuffler hand|auto|counting`, if given (either game).
pub fn shuffler(args: &Args) -> Result<Option<Shuffler>, String> {
    args.option("shuffler")
        .map(|text| match text.trim() {
            "hand" => Ok(Shuffler::ByHand),
            "auto" => Ok(Shuffler::Automatic),
            "counting" => Ok(Shuffler::CountingAutomatic),
            other => Err(format!(
                "unknown --shuffler '{other}' (use hand, auto or counting)"
            )),
        })
        .transpose()
}

/// `--seed N`, or a fresh random seed.
pub fn seed(args: &Args) -> Result<u64, String> {
    match args.option("seed") {
        Some(text) => text
            .trim()
            .parse()
            .map_err(|_| format!("--seed: '{text}' is not a whole number")),
        None => engine::deck::random_seed().map_err(|e| format!("no random source: {e}")),
    }
}
