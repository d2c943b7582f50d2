//! The play screen's settings and saved session: what is kept on the device (versioned), and the
//! settings as a shareable URL query. Pure Rust, tested natively.

use engine::hcf::config::TableConfig;
use engine::hcf::custom::CustomTable;
use engine::hcf::decision::{analyze, Decision, Strategy};
use engine::hcf::flush::flush_value;
use engine::hcf::meter::Meter;
use engine::hcf::paytables::{paytable, SideWager};
use engine::hcf::rules::{DealingMethod, WagerKind};
use engine::hcf::table::{HighCardFlush, Round};
use engine::trace::SettledWager;
use engine::{Card, Cents, Jurisdiction};
use serde::{Deserialize, Serialize};

pub use crate::session::{CoachTally, SessionGame, Speed, TableSettings, HISTORY_LIMIT};

/// Everything the user can set about the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlaySettings {
    pub jurisdiction: Jurisdiction,
    pub flush_bonus: Option<String>,
    pub straight_flush_bonus: Option<String>,
    pub progressive: Option<String>,
    /// The settings every game's table has (saved under their own keys, as before). The
    /// payout limit: MD at least the statutory figure, MA optional, SD none.
    #[serde(flatten)]
    pub table: TableSettings,
    pub computer_strategy: Strategy,
    /// Adjacent boxes the user plays.
    pub boxes: u8,
    /// The Progressive wager (MA fixes it at $1; MD and SD let the operator choose, AMB-12).
    #[serde(default = "one_dollar")]
    pub progressive_unit: Cents,
    /// The meter's seed (MD: at least the paytable's minimum; SD: any; MA: fixed $10,000).
    /// `None` uses the jurisdiction's default.
    #[serde(default)]
    pub meter_seed: Option<Cents>,
    /// The user's own tables played instead of the published one they copy (a copy of each
    /// is kept with the settings, so the session does not depend on the explorer's list).
    /// Not carried by a shared link.
    #[serde(default)]
    pub custom: Vec<CustomTable>,
}

fn one_dollar() -> Cents {
    Cents::dollars(1)
}

impl Default for PlaySettings {
    fn default() -> PlaySettings {
        PlaySettings {
            jurisdiction: Jurisdiction::Maryland,
            flush_bonus: Some("A".into()),
            straight_flush_bonus: Some("A".into()),
            progressive: Some("A".into()),
            table: TableSettings::default(),
            computer_strategy: Strategy::Optimal,
            boxes: 1,
            progressive_unit: Cents::dollars(1),
            meter_seed: None,
            custom: Vec::new(),
        }
    }
}

crate::session::table_in_field!(PlaySettings);

impl PlaySettings {
    /// Defaults for a jurisdiction: its first paytable of each wager.
    pub fn for_jurisdiction(jurisdiction: Jurisdiction) -> PlaySettings {
        let config = TableConfig::default_for(jurisdiction);
        PlaySettings {
            jurisdiction,
            flush_bonus: config.flush_bonus,
            straight_flush_bonus: config.straight_flush_bonus,
            progressive: config.progressive.map(|p| p.label),
            ..PlaySettings::default()
        }
    }

    /// The table configuration these settings describe, validated against the rules.
    pub fn table_config(&self) -> Result<TableConfig, String> {
        let mut config = TableConfig::default_for(self.jurisdiction);
        config.flush_bonus = self.flush_bonus.clone();
        config.straight_flush_bonus = self.straight_flush_bonus.clone();
        config.custom = self.custom.clone();
        config.ante_min = self.table.ante_min;
        config.ante_max = self.table.ante_max;
        config.side_max = config.side_max.max(self.table.ante_max);
        config.dealing_method = self.table.dealing_method;
        config.max_boxes_per_player = self.boxes.max(1);
        match &self.progressive {
            None => config.progressive = None,
            Some(label) => {
                let p = config.offer_progressive(label);
                p.unit = self.progressive_unit;
                if let Some(seed) = self.meter_seed {
                    p.seed = seed;
                    p.reset = seed;
                }
            }
        }
        if self.table.dealing_method == DealingMethod::Hand {
            config.shuffler = engine::hcf::config::Shuffler::Automatic;
        }
        config.payout_limit = self.table.payout_limit;
        // The engine refuses amounts no table needs by name (MOST_TABLE_AMOUNT), with the rules.
        let rules = config.validate().map_err(|e| e.to_string())?;
        let seats_needed = self.table.computer_players as u32 + self.boxes as u32;
        if seats_needed > rules.max_positions.value as u32 {
            return Err(format!(
                "{} computer players and {} box(es) need more than the {} seats",
                self.table.computer_players, self.boxes, rules.max_positions.value
            ));
        }
        if self.table.seat == 0
            || self.table.seat as u32 + self.boxes as u32 - 1 > rules.max_positions.value as u32
        {
            return Err(format!(
                "seat {} with {} box(es) does not fit a {}-seat table",
                self.table.seat, self.boxes, rules.max_positions.value
            ));
        }
        Ok(config)
    }

    /// The seats the user plays.
    pub fn user_seats(&self) -> Vec<u8> {
        (self.table.seat..self.table.seat + self.boxes.max(1)).collect()
    }

    /// The seats computer players take: the free seats nearest the user's, alternating sides.
    pub fn computer_seats(&self) -> Vec<u8> {
        crate::session::computer_seats_near(
            &self.user_seats(),
            self.table.seat,
            self.table.computer_players,
        )
    }

    /// The settings as a URL query (`j=MD&fb=A…`), to share a table.
    pub fn to_query(&self) -> String {
        let opt = |o: &Option<String>| o.clone().unwrap_or_else(|| "none".into());
        let strategy = self.computer_strategy.code();
        format!(
            "j={}&fb={}&sfb={}&prog={}&min={}&max={}&cpu={}&strategy={}&seat={}&boxes={}&deal={}&speed={}&coach={}&bank={}&unit={}{}",
            self.jurisdiction.code(),
            opt(&self.flush_bonus),
            opt(&self.straight_flush_bonus),
            opt(&self.progressive),
            self.table.ante_min.0 / 100,
            self.table.ante_max.0 / 100,
            self.table.computer_players,
            strategy,
            self.table.seat,
            self.boxes,
            self.table.dealing_method.code(),
            self.table.speed.code(),
            u8::from(self.table.coach),
            self.table.starting_bankroll.0 / 100,
            self.progressive_unit.0 / 100,
            self.meter_seed.map(|s| format!("&seed={}", s.0 / 100)).unwrap_or_default()
                + &self.table.payout_limit.map(|l| format!("&limit={}", l.0 / 100)).unwrap_or_default()
                + if self.table.warn_mistakes { "&warn=1" } else { "" }
                + if self.table.coach_after_acting { "&hide=1" } else { "" },
        )
    }

    /// Reads settings from a URL query, strictly: any value that cannot be applied refuses the
    /// whole link (with the first reason). See [`PlaySettings::from_link`] for the app's reading.
    pub fn from_query(query: &str) -> Result<Option<PlaySettings>, String> {
        let link = PlaySettings::from_link(query)?;
        match link.dropped.into_iter().next() {
            Some(reason) => Err(reason),
            None => Ok(link.settings),
        }
    }

    /// Reads settings from a shared link as the app applies them: every valid value is applied,
    /// each one that cannot be (a bad value, a paytable the jurisdiction does not have, a value
    /// the table's rules refuse) is left at its default and listed with the reason. Unknown keys
    /// are ignored. `Err` only when what remains still makes no valid table.
    pub fn from_link(query: &str) -> Result<LinkSettings, String> {
        let query = query.trim_start_matches('?');
        let mut dropped = Vec::new();
        if query.is_empty() {
            return Ok(LinkSettings {
                settings: None,
                dropped,
            });
        }
        let mut s = PlaySettings::default();
        let mut any = false;
        let mut given = std::collections::HashSet::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match apply_link_value(&mut s, key, &decode(value)) {
                Applied::Yes => {
                    given.insert(key.to_string());
                    any = true;
                }
                Applied::Unknown => {}
                Applied::Refused(reason) => {
                    dropped.push(reason);
                    any = true;
                }
            }
        }
        if !any {
            return Ok(LinkSettings {
                settings: None,
                dropped,
            });
        }
        // Paytables not named in the link, or named but not the jurisdiction's: its defaults.
        let defaults = PlaySettings::for_jurisdiction(s.jurisdiction);
        for (wager, key) in [
            (SideWager::FlushBonus, "fb"),
            (SideWager::StraightFlushBonus, "sfb"),
            (SideWager::Progressive, "prog"),
        ] {
            let (label, default) = match wager {
                SideWager::FlushBonus => (&mut s.flush_bonus, &defaults.flush_bonus),
                SideWager::StraightFlushBonus => {
                    (&mut s.straight_flush_bonus, &defaults.straight_flush_bonus)
                }
                SideWager::Progressive => (&mut s.progressive, &defaults.progressive),
            };
            if !given.contains(key) {
                *label = default.clone();
            } else if let Some(l) = label.clone() {
                if paytable(s.jurisdiction, wager, &l).is_none() {
                    dropped.push(format!(
                        "the link names {} paytable '{l}', which {} does not have",
                        wager.name(),
                        s.jurisdiction.name()
                    ));
                    *label = default.clone();
                }
            }
        }
        // Values the table's rules refuse go back to their defaults, one at a time, each said.
        let fallback = PlaySettings::default();
        let resets: [(&str, ResetToDefault); 6] = [
            ("payout limit", |s, d| {
                s.table.payout_limit = d.table.payout_limit
            }),
            ("meter seed", |s, d| s.meter_seed = d.meter_seed),
            ("Progressive wager", |s, d| {
                s.progressive_unit = d.progressive_unit
            }),
            ("number of boxes", |s, d| s.boxes = d.boxes),
            ("seat and computer players", |s, d| {
                s.table.seat = d.table.seat;
                s.table.computer_players = d.table.computer_players;
            }),
            ("table limits", |s, d| {
                s.table.ante_min = d.table.ante_min;
                s.table.ante_max = d.table.ante_max;
            }),
        ];
        for (what, reset) in resets {
            let Err(problem) = s.table_config() else {
                break;
            };
            let mut trial = s.clone();
            reset(&mut trial, &fallback);
            if trial != s {
                dropped.push(format!("the link's {what} was not applied: {problem}"));
                s = trial;
            }
        }
        s.table_config()
            .map_err(|e| format!("the link's settings do not make a valid table: {e}"))?;
        Ok(LinkSettings {
            settings: Some(s),
            dropped,
        })
    }
}

/// How a link names one of the user's own tables, for a side wager (`fb=yours:My A`).
pub const OWN_TABLE: &str = "yours:";

impl PlaySettings {
    /// The link that opens the table with one of the user's own tables for its wager
    /// (the explorer's "Play this table"): `j=MD&fb=yours:My%20A`.
    pub fn own_table_query(table: &CustomTable) -> String {
        format!(
            "j={}&{}={OWN_TABLE}{}",
            table.jurisdiction.code(),
            link_key(table.wager),
            encode(&table.name)
        )
    }

    /// Reads a link as [`PlaySettings::from_link`] does, with the user's own tables on this
    /// device (`own`): a side wager named `yours:<name>` plays that saved table (a copy kept in
    /// the settings, so deleting it later changes no table already set). A name not saved here
    /// (another device, or deleted since) is said, and the jurisdiction's standard table of
    /// that wager is offered instead; the rest of the link applies all the same.
    pub fn from_link_with_own(
        query: &str,
        own: &crate::custom_tables::SavedTables,
    ) -> Result<LinkSettings, String> {
        let (rest, wanted) = take_own_tables(query, |key| {
            [
                SideWager::FlushBonus,
                SideWager::StraightFlushBonus,
                SideWager::Progressive,
            ]
            .into_iter()
            .find(|w| link_key(*w) == key)
        });
        let mut link = PlaySettings::from_link(&rest)?;
        if wanted.is_empty() {
            return Ok(link);
        }
        let mut s = link
            .settings
            .take()
            .unwrap_or_else(|| PlaySettings::for_jurisdiction(Jurisdiction::Maryland));
        for (wager, name) in wanted {
            let Some(table) = own.find(s.jurisdiction, wager, &name).cloned() else {
                link.dropped.push(not_saved_here(
                    wager.name(),
                    &name,
                    &format!("{}'s standard", s.jurisdiction.name()),
                ));
                continue;
            };
            let mut trial = s.clone();
            let label = Some(table.base.clone());
            match wager {
                SideWager::FlushBonus => trial.flush_bonus = label,
                SideWager::StraightFlushBonus => trial.straight_flush_bonus = label,
                SideWager::Progressive => trial.progressive = label,
            }
            trial.custom.retain(|c| c.wager != wager);
            trial.custom.push(table);
            match trial.table_config() {
                Ok(_) => s = trial,
                Err(e) => link.dropped.push(format!(
                    "your {} table '{name}' cannot be played here ({e}), so the standard table is offered instead",
                    wager.name()
                )),
            }
        }
        link.settings = Some(s);
        Ok(link)
    }
}

/// Splits a link's `key=yours:<name>` pairs (a table of one's own for the wager `wager_of`
/// knows that key as) from the rest: the rest as a query, and each wager with the name asked for.
/// Both games' tables read their links this way.
pub fn take_own_tables<W>(
    query: &str,
    wager_of: impl Fn(&str) -> Option<W>,
) -> (String, Vec<(W, String)>) {
    let mut wanted = Vec::new();
    let rest: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match (wager_of(key), decode(value).strip_prefix(OWN_TABLE)) {
                (Some(w), Some(name)) => {
                    wanted.push((w, name.to_string()));
                    false
                }
                _ => true,
            }
        })
        .collect();
    (rest.join("&"), wanted)
}

/// `query` with each wager's value replaced by the user's own table played for it
/// (`key=yours:<name>`, added where the key is not there): a shared link names the table in
/// play, which a recipient with that table saved plays; one without it is told so and offered
/// the standard table ([`not_saved_here`]).
pub fn naming_own_tables<'a>(
    query: &str,
    own: impl IntoIterator<Item = (&'static str, &'a str)>,
) -> String {
    let mut pairs: Vec<String> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect();
    for (key, name) in own {
        let pair = format!("{key}={OWN_TABLE}{}", encode(name));
        match pairs
            .iter_mut()
            .find(|p| p.split_once('=').map_or(p.as_str(), |(k, _)| k) == key)
        {
            Some(p) => *p = pair,
            None => pairs.push(pair),
        }
    }
    pairs.join("&")
}

impl PlaySettings {
    /// The query a "Share this table" link carries: [`PlaySettings::to_query`] with the user's
    /// own tables in play named as theirs (`fb=yours:Rich%20A`), not by the published table
    /// they copy.
    pub fn share_query(&self) -> String {
        naming_own_tables(
            &self.to_query(),
            self.custom
                .iter()
                .map(|c| (link_key(c.wager), c.name.as_str())),
        )
    }
}

/// What a link to a table of one's own not saved on this device (another device, or deleted
/// since) says: `standard` names the table offered instead ("Maryland's standard").
pub fn not_saved_here(wager: &str, name: &str, standard: &str) -> String {
    format!(
        "your {wager} table '{name}' is not saved on this device, so {standard} {wager} table is offered instead"
    )
}

/// A side wager's key in a link.
fn link_key(wager: SideWager) -> &'static str {
    match wager {
        SideWager::FlushBonus => "fb",
        SideWager::StraightFlushBonus => "sfb",
        SideWager::Progressive => "prog",
    }
}

/// A shared link as applied: the settings (if it named any) and what was left out, with why.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkSettings {
    pub settings: Option<PlaySettings>,
    pub dropped: Vec<String>,
}

/// Puts one group of settings back to the defaults given.
type ResetToDefault = fn(&mut PlaySettings, &PlaySettings);

enum Applied {
    Yes,
    Unknown,
    Refused(String),
}

/// Applies one `key=value` of a link to the settings, or says why not.
fn apply_link_value(s: &mut PlaySettings, key: &str, value: &str) -> Applied {
    let bad = |what: &str| Applied::Refused(format!("the link's {what} '{value}' is not valid"));
    let label = |v: &str| {
        if v.eq_ignore_ascii_case("none") || v.is_empty() {
            None
        } else {
            Some(v.to_string())
        }
    };
    let dollars = |v: &str, max: i64| {
        v.parse::<i64>()
            .ok()
            .filter(|d| *d > 0 && *d <= max)
            .map(Cents::dollars)
    };
    let small = |v: &str, range: std::ops::RangeInclusive<u8>| {
        v.parse::<u8>().ok().filter(|n| range.contains(n))
    };
    macro_rules! set {
        ($target:expr, $value:expr, $what:expr) => {
            match $value {
                Some(v) => {
                    $target = v;
                    Applied::Yes
                }
                None => bad($what),
            }
        };
    }
    match crate::session::apply_table_link_value(&mut s.table, key, value) {
        Some(Ok(())) => return Applied::Yes,
        Some(Err(what)) => return bad(what),
        None => {}
    }
    match key {
        "j" => set!(s.jurisdiction, Jurisdiction::parse(value), "jurisdiction"),
        "fb" => {
            s.flush_bonus = label(value);
            Applied::Yes
        }
        "sfb" => {
            s.straight_flush_bonus = label(value);
            Applied::Yes
        }
        "prog" => {
            s.progressive = label(value);
            Applied::Yes
        }
        "strategy" => set!(s.computer_strategy, Strategy::parse(value).ok(), "strategy"),
        "boxes" => set!(s.boxes, small(value, 1..=3), "number of boxes"),
        "coach" => {
            s.table.coach = value != "0";
            Applied::Yes
        }
        "hide" => {
            s.table.coach_after_acting = value == "1";
            Applied::Yes
        }
        "warn" => {
            s.table.warn_mistakes = value == "1";
            Applied::Yes
        }
        "unit" => set!(
            s.progressive_unit,
            dollars(value, 1_000_000),
            "Progressive wager"
        ),
        "seed" => set!(
            s.meter_seed,
            dollars(value, 1_000_000).map(Some),
            "meter seed"
        ),
        _ => Applied::Unknown,
    }
}

/// Percent-encodes everything but letters, digits and `-._~`.
pub fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub(crate) fn decode(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match u8::from_str_radix(
                    std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz"),
                    16,
                ) {
                    Ok(b) => {
                        out.push(b);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// One finished round, enough to replay it exactly with the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub number: u64,
    pub settings: PlaySettings,
    /// The deck in dealing order.
    pub deck: Vec<Card>,
    /// Wagers per seat: (seat, ante, flush bonus, sfb, progressive).
    pub wagers: Vec<(u8, Cents, Cents, Cents, Cents)>,
    pub decisions: Vec<(u8, Decision)>,
    pub meter_before: Option<Meter>,
    /// The user's net over the round (all their seats, all wagers).
    pub user_net: Cents,
    /// The user's net per wager type: Ante, Raise, Flush Bonus, SFB, Progressive (with Envy).
    pub user_net_by_wager: [i64; 5],
    pub user_wagered_by_wager: [i64; 5],
    /// Exact expected value (cents) of the user's Ante+Raise decisions, for comparison.
    pub user_expected_main: f64,
    pub summary: String,
    /// The user's decisions the coach priced as mistakes (none in records from before).
    #[serde(default)]
    pub mistakes: Vec<crate::session::Mistake>,
}

/// High Card Flush's session: its settings, round records and rebets.
#[derive(Clone, Debug, PartialEq)]
pub struct HcfSession;

/// A High Card Flush session as kept on the device.
pub type Saved = crate::session::Saved<HcfSession>;

/// The user's last wagers on one seat, for "rebet": (seat, ante, fb, sfb, progressive).
pub type Rebet = (u8, Cents, Cents, Cents, bool);

impl SessionGame for HcfSession {
    type Settings = PlaySettings;
    type Record = RoundRecord;
    type Rebet = Rebet;

    fn starting_bankroll(settings: &PlaySettings) -> Cents {
        settings.table.starting_bankroll
    }

    /// The Ante and the largest Raise.
    fn minimum_round(settings: &PlaySettings) -> Cents {
        let raise = <HighCardFlush as engine::table::Game>::LARGEST_DECISION_MULTIPLE;
        crate::session::minimum_round(&settings.table, 0, raise)
    }

    fn check(settings: &PlaySettings) -> Result<(), String> {
        settings.table_config().map(|_| ())
    }

    /// A meter belongs to one jurisdiction and paytable.
    fn meter_key(settings: &PlaySettings) -> Option<String> {
        settings
            .progressive
            .as_ref()
            .map(|l| format!("{}-{l}", settings.jurisdiction.code()))
    }
}

impl crate::session::BookRound for HcfSession {
    type Game = HighCardFlush;
    /// The decisions the coach priced as mistakes (the table keeps each seat's decision).
    type Notes = Vec<crate::session::Mistake>;

    /// The user's seats' results per wager from the settlement trace, the exact expected value
    /// of their Ante and Raise decisions, and the deck, wagers and decisions that replay it.
    fn record(
        round: &Round,
        settings: &PlaySettings,
        number: u64,
        mistakes: Vec<crate::session::Mistake>,
    ) -> Result<RoundRecord, String> {
        let too_large = || "This round's amounts are too large to book.".to_string();
        let user = settings.user_seats();
        let mine: Vec<_> = round
            .settlements()
            .filter(|s| user.contains(&s.seat))
            .collect();
        let column = |i: usize, amount: fn(&SettledWager<WagerKind>) -> Cents| {
            Cents::checked_sum(
                mine.iter()
                    .filter(|s| s.wager.tally_index() == i)
                    .map(|s| amount(s)),
            )
        };
        let mut by_wager = [0i64; WagerKind::TALLIES];
        let mut wagered = [0i64; WagerKind::TALLIES];
        for i in 0..WagerKind::TALLIES {
            by_wager[i] = column(i, |s| s.net).map_err(|_| too_large())?.0;
            wagered[i] = column(i, |s| s.stake).map_err(|_| too_large())?.0;
        }
        let user_net = Cents::checked_sum(mine.iter().map(|s| s.net)).map_err(|_| too_large())?;
        let expected_main: f64 = round
            .seats
            .iter()
            .filter(|s| user.contains(&s.number) && s.cards.len() == 7)
            .filter_map(|s| {
                let analysis = analyze(s.cards.iter().copied().collect());
                let ev = analysis.ev(s.decision?)?;
                Some(ev.value() * s.wagers.get(WagerKind::Ante).0 as f64)
            })
            .sum();
        let summary = user
            .iter()
            .filter_map(|&seat| {
                let s = round.seat(seat)?;
                let flush = flush_value(s.cards.iter().copied().collect());
                Some(format!(
                    "seat {seat}: {} — {}",
                    flush.describe(),
                    s.decision.map(|d| d.to_string()).unwrap_or_default()
                ))
            })
            .collect::<Vec<_>>()
            .join("; ");
        Ok(RoundRecord {
            number,
            settings: settings.clone(),
            deck: round.deal_order.iter().map(|&(_, c)| c).collect(),
            wagers: round
                .seats
                .iter()
                .filter(|s| s.wagers.get(WagerKind::Ante).0 > 0)
                .map(|s| {
                    (
                        s.number,
                        s.wagers.get(WagerKind::Ante),
                        s.wagers.get(WagerKind::FlushBonus),
                        s.wagers.get(WagerKind::StraightFlushBonus),
                        s.wagers.get(WagerKind::Progressive),
                    )
                })
                .collect(),
            decisions: round
                .seats
                .iter()
                .filter_map(|s| Some((s.number, s.decision?)))
                .collect(),
            meter_before: round.meter_before,
            user_net,
            user_net_by_wager: by_wager,
            user_wagered_by_wager: wagered,
            user_expected_main: expected_main,
            summary: format!(
                "{summary}; dealer {}",
                round.dealer_value.map(|v| v.describe()).unwrap_or_default()
            ),
            mistakes,
        })
    }

    crate::session::record_number_and_net!(RoundRecord);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A round worked by hand: the dealer's best is a 2-card flush, so the dealer does not
    /// qualify; the user's seat 3 (Ante $10, Flush Bonus $5, a 2-card flush, raised 1×) is paid
    /// its Ante 1 to 1 (+$10), has its Raise returned ($0) and loses the Flush Bonus (−$5); the
    /// computer player's seat 1 is in the record but in none of the user's tallies.
    #[test]
    fn a_round_is_booked_from_its_settlement_trace() {
        use crate::session::{BookRound, Mistake};
        use engine::cards::parse_exact;
        use engine::hcf::table::Table;
        let settings = PlaySettings::default();
        let mut table = Table::new(settings.table_config().unwrap()).unwrap();
        table.sit(1, 101).unwrap();
        table
            .set_wager(1, WagerKind::Ante, Cents::dollars(5))
            .unwrap();
        table.sit(3, 0).unwrap();
        table
            .set_wager(3, WagerKind::Ante, Cents::dollars(10))
            .unwrap();
        table
            .set_wager(3, WagerKind::FlushBonus, Cents::dollars(5))
            .unwrap();
        table.no_more_bets().unwrap();
        let seat1 = parse_exact("2c 3c 4c 5c 2h 3h 4h", 7).unwrap();
        let seat3 = parse_exact("As Kh Qd Jc 9s 8h 7d", 7).unwrap();
        let dealer = parse_exact("Ac Kd Qs Jh 6c 5d 4s", 7).unwrap();
        let order = table
            .arrange_deck(&[(1, seat1), (3, seat3.clone())], &dealer)
            .unwrap();
        table.deal_arranged(&order, None).unwrap();
        assert_eq!(table.round().seat(3).unwrap().cards, seat3);
        table.decide(1, Decision::Raise(1)).unwrap();
        table.decide(3, Decision::Raise(1)).unwrap();
        table.reveal().unwrap();
        table.settle().unwrap();
        let mistake = Mistake {
            seat: 3,
            point: 1,
            chosen: "raise 1×".into(),
            best: "fold".into(),
            cost_antes: 0.5,
        };
        let record =
            HcfSession::record(table.round(), &settings, 4, vec![mistake.clone()]).unwrap();
        assert_eq!(record.number, 4);
        assert_eq!(record.user_net, Cents::dollars(5));
        assert_eq!(record.user_net_by_wager, [1_000, 0, -500, 0, 0]);
        assert_eq!(record.user_wagered_by_wager, [1_000, 1_000, 500, 0, 0]);
        assert_eq!(
            record.summary,
            "seat 3: 2-card flush A-9 — raise 1×; dealer 2-card flush A-6"
        );
        assert_eq!(
            record.wagers,
            vec![
                (1, Cents::dollars(5), Cents::ZERO, Cents::ZERO, Cents::ZERO),
                (
                    3,
                    Cents::dollars(10),
                    Cents::dollars(5),
                    Cents::ZERO,
                    Cents::ZERO
                ),
            ]
        );
        assert_eq!(
            record.decisions,
            vec![(1, Decision::Raise(1)), (3, Decision::Raise(1))]
        );
        assert_eq!(record.deck, order);
        assert_eq!(record.mistakes, vec![mistake]);
        // A raise with a 2-card flush: between losing the Ante and Raise and winning the Ante.
        // Folding loses exactly the Ante (−$10); raising a 2-card flush is worse than that (the
        // coach's best is to fold) but cannot lose more than the Ante and the Raise (−$20).
        assert!(
            record.user_expected_main < -1_000.0 && record.user_expected_main > -2_000.0,
            "{}",
            record.user_expected_main
        );
        // Booked into a session, the record is the next in its history and moves the bankroll.
        let mut saved = Saved::fresh(settings);
        let first = saved.record(table.round(), Vec::new()).unwrap();
        assert_eq!(first.number, 1);
        saved.book(first.user_net, table.meter, first).unwrap();
        assert_eq!(saved.bankroll, Cents::dollars(1_005));
        assert_eq!(saved.record(table.round(), Vec::new()).unwrap().number, 2);
    }

    #[test]
    fn absurd_amounts_in_the_settings_are_refused_by_name() {
        let over = Cents(engine::money::MOST_TABLE_AMOUNT.0 + 100);
        let refused = |s: PlaySettings| s.table_config().unwrap_err();
        assert_eq!(
            refused(PlaySettings {
                table: TableSettings {
                    ante_max: over,
                    ..TableSettings::default()
                },
                ..PlaySettings::default()
            }),
            "the Ante maximum ($1,000,000,001) is more than the $1,000,000,000 a table accepts"
        );
        assert!(refused(PlaySettings {
            table: TableSettings {
                payout_limit: Some(over),
                ..TableSettings::default()
            },
            ..PlaySettings::default()
        })
        .starts_with("the payout limit ($1,000,000,001)"));
        assert!(refused(PlaySettings {
            meter_seed: Some(over),
            ..PlaySettings::default()
        })
        .starts_with("the meter's seed"));
        let j = crate::jhe_play_state::JhePlaySettings {
            table: TableSettings {
                ante_max: over,
                ..TableSettings::default()
            },
            ..Default::default()
        };
        assert!(j
            .table_config()
            .unwrap_err()
            .starts_with("the Ante maximum ($1,000,000,001)"));
    }

    #[test]
    fn a_top_up_adds_the_starting_bankroll_and_keeps_the_history() {
        let mut saved = Saved::fresh(PlaySettings {
            table: TableSettings {
                starting_bankroll: Cents::dollars(20),
                ..TableSettings::default()
            },
            ..PlaySettings::default()
        });
        // $20 covers a $5 Ante and a 3× Raise; $19 does not.
        assert!(!saved.needs_top_up());
        saved.bankroll = Cents::dollars(19);
        assert!(saved.needs_top_up());
        assert_eq!(saved.top_up(), Ok(Cents::dollars(20)));
        assert_eq!(
            (saved.bankroll, saved.topped_up),
            (Cents::dollars(39), Cents::dollars(20))
        );
        saved.bankroll = Cents(i64::MAX - 1);
        assert!(saved.top_up().unwrap_err().contains("cannot grow"));
        assert_eq!(
            saved.bankroll,
            Cents(i64::MAX - 1),
            "a refused top-up changes nothing"
        );
        // Saved data from before top-ups existed still loads, with nothing topped up.
        let old = Saved::parse(include_str!("../tests/fixtures/play-v1.json")).unwrap();
        assert_eq!(old.topped_up, Cents::ZERO);
    }

    /// A link with one value that cannot be applied keeps the others and says what was left
    /// out and why.
    #[test]
    fn a_link_applies_what_is_valid_and_names_what_it_drops() {
        let link =
            PlaySettings::from_link("j=MA&fb=E&sfb=Z&cpu=9&seat=5&min=10&max=200&limit=1").unwrap();
        let s = link.settings.unwrap();
        assert_eq!(s.jurisdiction, Jurisdiction::Massachusetts);
        assert_eq!(s.flush_bonus.as_deref(), Some("E"));
        assert_eq!(
            (s.table.seat, s.table.ante_min, s.table.ante_max),
            (5, Cents::dollars(10), Cents::dollars(200))
        );
        // cpu=9 is out of range, SFB Z does not exist in MA: both left at their defaults.
        assert_eq!(
            s.table.computer_players,
            PlaySettings::default().table.computer_players
        );
        assert_eq!(
            s.straight_flush_bonus,
            PlaySettings::for_jurisdiction(Jurisdiction::Massachusetts).straight_flush_bonus
        );
        assert_eq!(link.dropped.len(), 2, "{:?}", link.dropped);
        assert!(link.dropped[0].contains("number of computer players '9'"));
        assert!(link.dropped[1].contains("Straight Flush Bonus paytable 'Z'"));
        // A payout limit the rules refuse (MD below the statutory figure) is dropped, said why.
        let md = PlaySettings::from_link("j=MD&limit=100").unwrap();
        assert_eq!(md.settings.unwrap().table.payout_limit, None);
        assert!(md.dropped[0].contains(
            "payout limit was not applied: the payout limit may not be set below $50,000"
        ));
        // Limits that contradict each other go back to the defaults.
        let limits = PlaySettings::from_link("max=1").unwrap();
        assert_eq!(
            limits.settings.unwrap().table.ante_max,
            PlaySettings::default().table.ante_max
        );
        assert!(limits.dropped[0].contains("table limits was not applied"));
        // The strict reading refuses any of that.
        assert!(PlaySettings::from_query("j=MA&cpu=9").is_err());
    }

    #[test]
    fn settings_round_trip_through_a_url() {
        let s = PlaySettings {
            table: TableSettings {
                computer_players: 4,
                seat: 2,
                speed: Speed::Instant,
                coach: false,
                warn_mistakes: true,
                coach_after_acting: true,
                ..TableSettings::default()
            },
            jurisdiction: Jurisdiction::Massachusetts,
            flush_bonus: Some("E".into()),
            straight_flush_bonus: None,
            progressive: Some("C".into()),
            computer_strategy: Strategy::ten_eight_six(),
            boxes: 2,
            ..PlaySettings::default()
        };
        assert!(s.to_query().ends_with("&warn=1&hide=1"), "{}", s.to_query());
        let mut md = PlaySettings {
            progressive_unit: Cents::dollars(5),
            meter_seed: Some(Cents::dollars(45_000)),
            ..PlaySettings::default()
        };
        assert_eq!(
            PlaySettings::from_query(&md.to_query()),
            Ok(Some(md.clone()))
        );
        let config = md.table_config().unwrap();
        assert_eq!(config.progressive.as_ref().unwrap().unit, Cents::dollars(5));
        assert_eq!(
            config.progressive.as_ref().unwrap().seed,
            Cents::dollars(45_000)
        );
        md.meter_seed = Some(Cents::dollars(1_000));
        assert!(md.table_config().unwrap_err().contains("at least $30,000"));
        // The operator's payout limit: Massachusetts may set one, Maryland not below the
        // statutory figure, South Dakota has none; it travels in the link.
        let ma = PlaySettings {
            table: TableSettings {
                payout_limit: Some(Cents::dollars(2_500)),
                ..PlaySettings::for_jurisdiction(Jurisdiction::Massachusetts).table
            },
            ..PlaySettings::for_jurisdiction(Jurisdiction::Massachusetts)
        };
        assert_eq!(
            ma.table_config().unwrap().payout_limit,
            Some(Cents::dollars(2_500))
        );
        assert!(ma.to_query().ends_with("&limit=2500"));
        assert_eq!(
            PlaySettings::from_query(&ma.to_query()),
            Ok(Some(ma.clone()))
        );
        let md_low = PlaySettings {
            table: TableSettings {
                payout_limit: Some(Cents::dollars(1_000)),
                ..TableSettings::default()
            },
            ..PlaySettings::default()
        };
        assert!(md_low
            .table_config()
            .unwrap_err()
            .contains("may not be set below $50,000"));
        let sd = PlaySettings {
            table: TableSettings {
                payout_limit: Some(Cents::dollars(1_000)),
                ..PlaySettings::for_jurisdiction(Jurisdiction::SouthDakota).table
            },
            ..PlaySettings::for_jurisdiction(Jurisdiction::SouthDakota)
        };
        assert!(sd.table_config().unwrap_err().contains("no payout limit"));
        let query = s.to_query();
        assert_eq!(PlaySettings::from_query(&format!("?{query}")), Ok(Some(s)));
    }

    #[test]
    fn odd_urls_are_refused_with_a_message() {
        assert_eq!(PlaySettings::from_query(""), Ok(None));
        assert_eq!(PlaySettings::from_query("?utm=x"), Ok(None));
        assert!(PlaySettings::from_query("j=NV")
            .unwrap_err()
            .contains("jurisdiction 'NV'"));
        assert!(PlaySettings::from_query("j=SD&fb=H")
            .unwrap_err()
            .contains("does not have"));
        assert!(PlaySettings::from_query("seat=9")
            .unwrap_err()
            .contains("seat"));
        assert!(PlaySettings::from_query("min=abc")
            .unwrap_err()
            .contains("minimum"));
        assert!(PlaySettings::from_query("j=SD&boxes=2")
            .unwrap_err()
            .contains("adjacent boxes"));
        assert_eq!(
            PlaySettings::from_query("j=SD")
                .unwrap()
                .unwrap()
                .flush_bonus
                .as_deref(),
            Some("1")
        );
        assert!(PlaySettings::from_query("cpu=5&boxes=2&j=MA")
            .unwrap_err()
            .contains("seats"));
        assert_eq!(decode("threshold%3AT86"), "threshold:T86");
    }

    #[test]
    fn computer_players_sit_near_the_user() {
        let mut s = PlaySettings {
            table: TableSettings {
                seat: 1,
                computer_players: 2,
                ..TableSettings::default()
            },
            ..PlaySettings::default()
        };
        assert_eq!(s.computer_seats(), vec![2, 3]);
        s.table.seat = 6;
        s.table.computer_players = 5;
        assert_eq!(s.computer_seats(), vec![1, 2, 3, 4, 5]);
    }

    #[test]
    fn saved_data_is_versioned_and_checked() {
        let saved = Saved::fresh(PlaySettings::default());
        assert_eq!(Saved::parse(&saved.to_json()), Ok(saved.clone()));
        assert!(Saved::parse("{not json")
            .unwrap_err()
            .contains("could not be read"));
        assert!(Saved::parse(r#"{"version": 99}"#)
            .unwrap_err()
            .contains("unknown format"));
        let mut json: serde_json::Value = serde_json::from_str(&saved.to_json()).unwrap();
        json["bankroll"] = serde_json::json!(-5);
        assert!(Saved::parse(&json.to_string())
            .unwrap_err()
            .contains("negative"));
        json["bankroll"] = serde_json::json!("lots");
        assert!(Saved::parse(&json.to_string())
            .unwrap_err()
            .contains("damaged"));
    }
}

#[cfg(test)]
mod custom_table_tests {
    use super::*;
    use engine::hcf::paytables::Pay;

    #[test]
    fn a_table_of_your_own_is_played_and_survives_a_reload_of_the_settings() {
        let mut s = PlaySettings::default();
        s.custom.push(CustomTable {
            jurisdiction: Jurisdiction::Maryland,
            wager: SideWager::FlushBonus,
            base: "A".into(),
            name: "Mine".into(),
            pays: vec![400, 100, 10, 1],
        });
        let config = s.table_config().unwrap();
        let table = config.paytable(SideWager::FlushBonus).unwrap();
        assert_eq!(table.title(), "MD Flush Bonus Mine");
        assert_eq!(table.lines[0].pay, Pay::ToOne(400));
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<PlaySettings>(&json).unwrap(), s);
        // Settings saved before custom tables existed read with none.
        let old = json.replace(r#","custom":[{"jurisdiction""#, r#","x":[{"jurisdiction""#);
        assert!(serde_json::from_str::<PlaySettings>(&old)
            .unwrap()
            .custom
            .is_empty());
        // A copy of a table the settings do not offer is refused by the table's rules.
        s.flush_bonus = Some("B".into());
        assert!(s
            .table_config()
            .unwrap_err()
            .contains("copies MD Flush Bonus A"));
    }

    fn saved_with(
        name: &str,
        base: &str,
        jurisdiction: Jurisdiction,
    ) -> crate::custom_tables::SavedTables {
        let mut saved = crate::custom_tables::SavedTables::fresh();
        saved
            .save(CustomTable {
                jurisdiction,
                wager: SideWager::FlushBonus,
                base: base.into(),
                name: name.into(),
                pays: vec![400, 100, 10, 1],
            })
            .unwrap();
        saved
    }

    #[test]
    fn play_this_table_opens_the_saved_table_by_its_link() {
        let saved = saved_with("My A & more", "C", Jurisdiction::Massachusetts);
        let query = PlaySettings::own_table_query(&saved.tables[0]);
        assert_eq!(query, "j=MA&fb=yours:My%20A%20%26%20more");
        let link = PlaySettings::from_link_with_own(&format!("?{query}"), &saved).unwrap();
        assert_eq!(link.dropped, Vec::<String>::new());
        let s = link.settings.unwrap();
        assert_eq!(s.jurisdiction, Jurisdiction::Massachusetts);
        assert_eq!(s.flush_bonus.as_deref(), Some("C"));
        let table = s.table_config().unwrap();
        let played = table.paytable(SideWager::FlushBonus).unwrap();
        assert_eq!(played.title(), "MA Flush Bonus My A & more");
        assert_eq!(played.lines[0].pay, Pay::ToOne(400));
        // The other wagers are the jurisdiction's standard ones.
        let standard = PlaySettings::for_jurisdiction(Jurisdiction::Massachusetts);
        assert_eq!(s.straight_flush_bonus, standard.straight_flush_bonus);
        // Links without a table of one's own read as before.
        assert_eq!(
            PlaySettings::from_link_with_own("j=SD&cpu=2", &saved),
            PlaySettings::from_link("j=SD&cpu=2")
        );
    }

    #[test]
    fn a_link_to_a_table_not_on_this_device_says_so_and_offers_the_standard_table() {
        let elsewhere = crate::custom_tables::SavedTables::fresh();
        let link =
            PlaySettings::from_link_with_own("?j=MA&fb=yours:Gone&cpu=3", &elsewhere).unwrap();
        assert_eq!(
            link.dropped,
            vec!["your Flush Bonus table 'Gone' is not saved on this device, so Massachusetts's standard Flush Bonus table is offered instead".to_string()]
        );
        let s = link.settings.unwrap();
        // Nothing else in the link is lost: the jurisdiction and the computer players apply.
        assert_eq!(s.jurisdiction, Jurisdiction::Massachusetts);
        assert_eq!(s.table.computer_players, 3);
        assert_eq!(
            s.flush_bonus,
            PlaySettings::for_jurisdiction(Jurisdiction::Massachusetts).flush_bonus
        );
        assert!(s.custom.is_empty());
        // A table saved for another jurisdiction is not this one's.
        let maryland = saved_with("Mine", "A", Jurisdiction::Maryland);
        let link = PlaySettings::from_link_with_own("j=MA&fb=yours:Mine", &maryland).unwrap();
        assert_eq!(link.dropped.len(), 1);
        assert!(link.settings.unwrap().custom.is_empty());
    }

    #[test]
    fn a_shared_link_names_the_own_table_in_play_and_opens_it_again() {
        let saved = saved_with("My A & more", "C", Jurisdiction::Massachusetts);
        let link = PlaySettings::from_link_with_own(
            &PlaySettings::own_table_query(&saved.tables[0]),
            &saved,
        )
        .unwrap();
        let mut s = link.settings.unwrap();
        s.table.computer_players = 2;
        let shared = s.share_query();
        // The own table, not the published Flush Bonus C it copies; the rest as before.
        assert!(
            shared.contains("&fb=yours:My%20A%20%26%20more&"),
            "{shared}"
        );
        assert_eq!(
            shared.replace("fb=yours:My%20A%20%26%20more", "fb=C"),
            s.to_query()
        );
        let again = PlaySettings::from_link_with_own(&shared, &saved).unwrap();
        assert_eq!(again.dropped, Vec::<String>::new());
        assert_eq!(again.settings.as_ref(), Some(&s));
        // A recipient without it is told, and plays the standard table.
        let elsewhere = crate::custom_tables::SavedTables::fresh();
        let there = PlaySettings::from_link_with_own(&shared, &elsewhere).unwrap();
        assert!(there.dropped[0].contains("'My A & more' is not saved on this device"));
        assert!(there.settings.unwrap().custom.is_empty());
        // Settings with only published tables share what they always did.
        let published = PlaySettings::for_jurisdiction(Jurisdiction::Maryland);
        assert_eq!(published.share_query(), published.to_query());
    }
}
