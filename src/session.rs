//! A play session on the device, whatever the game: the bankroll and its top-ups, the history of
//! rounds, the progressive meter carried between rounds, the coach's tally, and how fast a
//! round unfolds on screen. A game supplies its settings and round records through
//! [`SessionGame`]; the saved shape is the one High Card Flush sessions always had. Pure Rust,
//! tested natively.

use engine::meters::MeterBank;
use engine::Cents;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The storage format's version; older or newer data is kept aside, never misread.
pub const SAVE_VERSION: u32 = 1;
/// Rounds of history kept.
pub const HISTORY_LIMIT: usize = 200;

/// What a game keeps in a session.
pub trait SessionGame: Clone + PartialEq + fmt::Debug {
    /// Everything the user can set about the table (shareable as a link).
    type Settings: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    /// One finished round, enough to replay it.
    type Record: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    /// The user's wagers on one seat, kept for "rebet".
    type Rebet: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    fn starting_bankroll(settings: &Self::Settings) -> Cents;
    /// What a round at the table minimum can put at risk: the minimum Ante, the wagers that
    /// must go with it and the largest decision it may need.
    fn minimum_round(settings: &Self::Settings) -> Cents;
    /// Whether the settings make a valid table (the reason if not).
    fn check(settings: &Self::Settings) -> Result<(), String>;
    /// A key naming the progressive pool the settings play into, if any.
    fn meter_key(settings: &Self::Settings) -> Option<String>;
}

/// How a game books a finished round: its record built from the engine's round, natively, so
/// the booking (per-wager tallies, the expected result, the summary) is tested without a
/// browser. The play page only collects what the table does not keep ([`BookRound::Notes`]).
pub trait BookRound: SessionGame {
    /// The engine's game the table plays.
    type Game: engine::table::Game;
    /// What the page noted during the round that the table does not keep (the coach's
    /// verdicts, and for some games the decisions in order or their priced values).
    type Notes: Clone + Default;
    /// The record of a settled round, numbered `number`; `Err` (for the user) when its amounts
    /// cannot be booked.
    fn record(
        round: &engine::table::Round<Self::Game>,
        settings: &Self::Settings,
        number: u64,
        notes: Self::Notes,
    ) -> Result<Self::Record, String>;
    /// The round's number in the session's history.
    fn number(record: &Self::Record) -> u64;
    /// The user's net over the round, which the bankroll takes.
    fn user_net(record: &Self::Record) -> Cents;
}

/// What a round at `table`'s minimum puts at risk when the Ante goes with `matched` wagers of
/// its size and a decision of at most `largest_multiple` Antes ([`SessionGame::minimum_round`]).
pub fn minimum_round(table: &TableSettings, matched: i64, largest_multiple: i64) -> Cents {
    1i64.checked_add(matched)
        .and_then(|antes| antes.checked_add(largest_multiple))
        .and_then(|antes| table.ante_min.checked_mul(antes).ok())
        .unwrap_or(Cents(i64::MAX))
}

/// What every game's table lets the user set alike: the limits, the seats, how the cards are
/// dealt, the pace, the coach, the bankroll and the payout limit. Flattened into each game's
/// settings (`#[serde(flatten)]`), so saved data and its history keep exactly their keys; each
/// game reads and writes these fields once, through this struct.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSettings {
    pub ante_min: Cents,
    pub ante_max: Cents,
    pub computer_players: u8,
    /// The user's (first) seat (1 = farthest to the dealer's left).
    pub seat: u8,
    pub dealing_method: engine::table::DealingMethod,
    pub speed: Speed,
    pub coach: bool,
    /// With the coach on: a decision that costs something is held until made again (or taken
    /// back), with what it costs.
    #[serde(default)]
    pub warn_mistakes: bool,
    /// With the coach on: its values stay hidden until the user has decided, then the verdict
    /// and its cost show (a trainer mode; `hide=1` in a link).
    #[serde(default)]
    pub coach_after_acting: bool,
    pub starting_bankroll: Cents,
    /// The operator's per-hand payout limit; `None` uses the rules' default.
    #[serde(default)]
    pub payout_limit: Option<Cents>,
}

impl Default for TableSettings {
    /// Both games' defaults: a $5–$500 table with three computer players, you in seat 3, a
    /// manual shoe, the fast speed (a round in about a second, as trainers play; slower speeds
    /// stay for dealer study), the coach on, a $1,000 bankroll.
    fn default() -> TableSettings {
        TableSettings {
            ante_min: Cents::dollars(5),
            ante_max: Cents::dollars(500),
            computer_players: 3,
            seat: 3,
            dealing_method: engine::table::DealingMethod::ManualShoe,
            speed: Speed::Fast,
            coach: true,
            warn_mistakes: false,
            coach_after_acting: false,
            starting_bankroll: Cents::dollars(1_000),
            payout_limit: None,
        }
    }
}

/// The seats computer players take: `count` of the seats the user's (`user`) leave free, the
/// nearest to seat `near` first, alternating sides (the lower seat first at equal distance).
pub fn computer_seats_near(user: &[u8], near: u8, count: u8) -> Vec<u8> {
    let mut free: Vec<u8> = (1..=6).filter(|s| !user.contains(s)).collect();
    free.sort_by_key(|&s| ((s as i16 - near as i16).abs(), s));
    let mut seats: Vec<u8> = free.into_iter().take(count as usize).collect();
    seats.sort_unstable();
    seats
}

/// Applies one `key=value` of a shared link to the settings every table has (its limits,
/// computer players, seat, dealing method, speed, bankroll and payout limit), read alike for
/// every game: `None` for a key that is not one of them, `Some(Err(what))` naming the setting
/// when the value cannot be applied. (The coach's switches are each game's own: their
/// published links read them differently.)
pub fn apply_table_link_value(
    table: &mut TableSettings,
    key: &str,
    value: &str,
) -> Option<Result<(), &'static str>> {
    let dollars = |max: i64| {
        value
            .parse::<i64>()
            .ok()
            .filter(|d| *d > 0 && *d <= max)
            .map(Cents::dollars)
    };
    let small = |range: std::ops::RangeInclusive<u8>| {
        value.parse::<u8>().ok().filter(|n| range.contains(n))
    };
    fn set<T>(target: &mut T, value: Option<T>, what: &'static str) -> Result<(), &'static str> {
        value.map(|v| *target = v).ok_or(what)
    }
    Some(match key {
        "min" => set(&mut table.ante_min, dollars(1_000_000), "table minimum"),
        "max" => set(&mut table.ante_max, dollars(1_000_000), "table maximum"),
        "cpu" => set(
            &mut table.computer_players,
            small(0..=5),
            "number of computer players",
        ),
        "seat" => set(&mut table.seat, small(1..=6), "seat"),
        "deal" => set(
            &mut table.dealing_method,
            engine::table::DealingMethod::from_code(value),
            "dealing method",
        ),
        "speed" => set(&mut table.speed, Speed::from_code(value), "speed"),
        "bank" => set(&mut table.starting_bankroll, dollars(1_000_000), "bankroll"),
        "limit" => set(
            &mut table.payout_limit,
            dollars(engine::money::MOST_TABLE_AMOUNT.0 / 100).map(Some),
            "payout limit",
        ),
        _ => return None,
    })
}

/// Settings that hold a [`TableSettings`]: how the shared settings rows reach it.
pub trait HasTable {
    fn table(&self) -> &TableSettings;
    fn table_mut(&mut self) -> &mut TableSettings;
}

/// [`HasTable`] for a game's settings, which keep their [`TableSettings`] in a field `table`
/// (flattened into the saved JSON), written once for every game.
macro_rules! table_in_field {
    ($settings:ty) => {
        impl $crate::session::HasTable for $settings {
            fn table(&self) -> &$crate::session::TableSettings {
                &self.table
            }

            fn table_mut(&mut self) -> &mut $crate::session::TableSettings {
                &mut self.table
            }
        }
    };
}
pub(crate) use table_in_field;

/// [`BookRound::number`] and [`BookRound::user_net`] for a game's record, which keeps them in
/// fields of those names: written once for every game, inside its `impl BookRound`.
macro_rules! record_number_and_net {
    ($record:ty) => {
        fn number(record: &$record) -> u64 {
            record.number
        }

        fn user_net(record: &$record) -> engine::Cents {
            record.user_net
        }
    };
}
pub(crate) use record_number_and_net;

/// How fast the deal and the settlement unfold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    Instant,
    Fast,
    Normal,
    Slow,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// Milliseconds between steps.
    pub fn step_ms(self) -> u32 {
        match self {
            Speed::Instant => 0,
            Speed::Fast => 60,
            Speed::Normal => 250,
            Speed::Slow => 800,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
        }
    }

    /// The speed as the settings list it.
    pub fn label(self) -> &'static str {
        match self {
            Speed::Instant => "instant (no animation)",
            Speed::Fast => "fast (a round in about a second)",
            Speed::Normal => "normal (card by card)",
            Speed::Slow => "slow (for dealer study: card by card, the procedure open)",
        }
    }

    pub fn from_code(code: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// The coach's running tally.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CoachTally {
    pub decisions: u32,
    pub mistakes: u32,
    /// Expected money given up by mistakes, in cents; saved to a millionth of a cent, which
    /// reads back exactly (a full-precision float could come back a bit off and drift with
    /// every load and save).
    #[serde(serialize_with = "to_millionths")]
    pub cost_cents: f64,
}

/// A decision the coach priced as a mistake, as the history lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    pub seat: u8,
    /// The decision point (1 in a game with one).
    pub point: u8,
    pub chosen: String,
    pub best: String,
    /// What it gave up on average, in Antes (to a millionth).
    #[serde(serialize_with = "to_millionths")]
    pub cost_antes: f64,
}

impl Mistake {
    /// "decision 2: check for play 2× (−0.1234 Antes)"; the point is left out where there is one.
    pub fn describe(&self, points: bool) -> String {
        format!(
            "{}{} for {} (−{:.4} Antes)",
            if points {
                format!("decision {}: ", self.point)
            } else {
                String::new()
            },
            self.chosen,
            self.best,
            self.cost_antes
        )
    }
}

fn to_millionths<S: serde::Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64((value * 1e6).round() / 1e6)
}

/// An amount of cents kept to a millionth, which reads back exactly (see [`CoachTally`]).
pub fn maybe_to_millionths<S: serde::Serializer>(
    value: &Option<f64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => serializer.serialize_some(&((v * 1e6).round() / 1e6)),
        None => serializer.serialize_none(),
    }
}

/// What is kept on the device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Saved<G: SessionGame> {
    pub version: u32,
    pub settings: G::Settings,
    pub bankroll: Cents,
    /// The progressive meter carried between rounds, per table configuration key.
    pub meter: Option<(String, MeterBank)>,
    pub history: Vec<G::Record>,
    pub coach: CoachTally,
    /// The user's last wagers per seat, for "rebet".
    pub last_wagers: Vec<G::Rebet>,
    /// Money added by top-ups since the session started (history and statistics stay).
    #[serde(default)]
    pub topped_up: Cents,
}

impl<G: SessionGame> Saved<G> {
    pub fn fresh(settings: G::Settings) -> Saved<G> {
        Saved {
            version: SAVE_VERSION,
            bankroll: G::starting_bankroll(&settings),
            settings,
            meter: None,
            history: Vec::new(),
            coach: CoachTally::default(),
            last_wagers: Vec::new(),
            topped_up: Cents::ZERO,
        }
    }

    /// Reads saved data. `Err` carries a message for the user; the caller keeps the unreadable
    /// text aside and starts fresh.
    pub fn parse(text: &str) -> Result<Saved<G>, String> {
        let version = crate::storage::saved_version(text)
            .map_err(|e| format!("the saved game could not be read ({e})"))?;
        if version != Some(SAVE_VERSION as u64) {
            return Err(format!(
                "the saved game is in an unknown format (version {version:?})"
            ));
        }
        let saved: Saved<G> =
            serde_json::from_str(text).map_err(|e| format!("the saved game is damaged ({e})"))?;
        if saved.bankroll.is_negative() {
            return Err("the saved bankroll is negative".into());
        }
        G::check(&saved.settings).map_err(|e| format!("the saved settings are not valid: {e}"))?;
        Ok(saved)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Whether the bankroll can no longer cover a minimum round.
    pub fn needs_top_up(&self) -> bool {
        self.bankroll < G::minimum_round(&self.settings)
    }

    /// Adds the starting bankroll again, keeping history and statistics; refused (with the
    /// reason) if the sum would not fit.
    pub fn top_up(&mut self) -> Result<Cents, String> {
        let amount = G::starting_bankroll(&self.settings);
        let too_large = |_| "the bankroll cannot grow any larger".to_string();
        let bankroll = self.bankroll.checked_add(amount).map_err(too_large)?;
        let topped = self.topped_up.checked_add(amount).map_err(too_large)?;
        self.bankroll = bankroll;
        self.topped_up = topped;
        Ok(amount)
    }

    /// Books a finished round: the user's net, the meter it left, and its record (the oldest
    /// records beyond [`HISTORY_LIMIT`] are dropped). Refused, changing nothing, if the
    /// bankroll would overflow.
    pub fn book(
        &mut self,
        user_net: Cents,
        meter: Option<MeterBank>,
        record: G::Record,
    ) -> Result<(), String> {
        let bankroll = self
            .bankroll
            .checked_add(user_net)
            .map_err(|_| "the bankroll cannot hold this result".to_string())?;
        self.bankroll = bankroll;
        if let (Some(key), Some(m)) = (G::meter_key(&self.settings), meter) {
            self.meter = Some((key, m));
        }
        self.history.push(record);
        if self.history.len() > HISTORY_LIMIT {
            let extra = self.history.len() - HISTORY_LIMIT;
            self.history.drain(..extra);
        }
        Ok(())
    }

    /// The record of a settled round as the next in this session's history.
    pub fn record(
        &self,
        round: &engine::table::Round<G::Game>,
        notes: G::Notes,
    ) -> Result<G::Record, String>
    where
        G: BookRound,
    {
        let number = self.history.last().map_or(1, |r| G::number(r) + 1);
        G::record(round, &self.settings, number, notes)
    }

    /// The meter saved for the current settings' pool, if the session has played into it.
    pub fn saved_meter(&self) -> Option<MeterBank> {
        let key = G::meter_key(&self.settings)?;
        match &self.meter {
            Some((k, m)) if *k == key => Some(*m),
            _ => None,
        }
    }
}

/// Milliseconds between animation steps: none when the user asks the system for reduced motion,
/// whatever the speed setting.
pub fn step_ms(speed: Speed, reduced_motion: bool) -> u32 {
    if reduced_motion {
        0
    } else {
        speed.step_ms()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES A: a High Card Flush round at the minimum risks the Ante and a Raise of up to
    /// 3×; B: a Jackpot Hold 'Em round risks the Ante, the equal X-tra Bonus and a 3× Play.
    #[test]
    fn the_minimum_round_is_the_ante_its_matched_wagers_and_the_largest_decision() {
        let mut hcf = crate::play_state::PlaySettings::default();
        hcf.table.ante_min = Cents(1_000);
        assert_eq!(
            crate::play_state::HcfSession::minimum_round(&hcf),
            Cents(4_000)
        );
        let mut jhe = crate::jhe_play_state::JhePlaySettings::default();
        jhe.table.ante_min = Cents(1_000);
        assert_eq!(
            crate::jhe_play_state::JheSession::minimum_round(&jhe),
            Cents(5_000)
        );
        jhe.table.ante_min = Cents(i64::MAX / 2);
        assert_eq!(
            crate::jhe_play_state::JheSession::minimum_round(&jhe),
            Cents(i64::MAX)
        );
    }

    /// A game with a $5 minimum, decisions of up to 3× and no progressive, to check the
    /// session's own arithmetic.
    #[derive(Clone, Debug, PartialEq)]
    struct Plain;

    impl SessionGame for Plain {
        type Settings = Cents;
        type Record = i64;
        type Rebet = ();
        fn starting_bankroll(settings: &Cents) -> Cents {
            *settings
        }
        fn minimum_round(_: &Cents) -> Cents {
            Cents::dollars(20)
        }
        fn check(_: &Cents) -> Result<(), String> {
            Ok(())
        }
        fn meter_key(_: &Cents) -> Option<String> {
            None
        }
    }

    #[test]
    fn booking_keeps_the_last_rounds_and_refuses_an_overflow() {
        let mut saved: Saved<Plain> = Saved::fresh(Cents::dollars(100));
        for n in 0..(HISTORY_LIMIT as i64 + 5) {
            saved.book(Cents(-1), None, n).unwrap();
        }
        assert_eq!(saved.history.len(), HISTORY_LIMIT);
        assert_eq!(saved.history[0], 5);
        assert_eq!(saved.bankroll, Cents(10_000 - HISTORY_LIMIT as i64 - 5));
        saved.bankroll = Cents(i64::MAX);
        let before = saved.clone();
        assert!(saved.book(Cents(1), None, 0).is_err());
        assert_eq!(saved, before, "a refused booking changes nothing");
    }

    #[test]
    fn a_top_up_is_due_below_the_minimum_round() {
        let mut saved: Saved<Plain> = Saved::fresh(Cents::dollars(20));
        // $20 covers a $5 Ante and a 3× decision; $19 does not.
        assert!(!saved.needs_top_up());
        saved.bankroll = Cents::dollars(19);
        assert!(saved.needs_top_up());
        assert_eq!(step_ms(Speed::Slow, true), 0);
        assert_eq!(step_ms(Speed::Slow, false), 800);
    }

    #[test]
    fn a_mistake_reads_as_the_history_lists_it() {
        let m = Mistake {
            seat: 3,
            point: 2,
            chosen: "check".into(),
            best: "play 2×".into(),
            cost_antes: 0.123_456_7,
        };
        assert_eq!(
            m.describe(true),
            "decision 2: check for play 2× (−0.1235 Antes)"
        );
        assert_eq!(m.describe(false), "check for play 2× (−0.1235 Antes)");
        // Kept to a millionth of an Ante, which reads back exactly.
        let json = serde_json::to_string(&m).unwrap();
        assert!(json.contains("\"cost_antes\":0.123457"), "{json}");
    }

    /// Seat 3 with two computer players: 2 and 4 (one each side); seat 1 with three: 2, 3, 4;
    /// three boxes from seat 4 with four players: only 1, 2 and 3 are free.
    #[test]
    fn computer_players_take_the_free_seats_nearest_the_user() {
        assert_eq!(computer_seats_near(&[3], 3, 2), vec![2, 4]);
        assert_eq!(computer_seats_near(&[3], 3, 3), vec![1, 2, 4]);
        assert_eq!(computer_seats_near(&[1], 1, 3), vec![2, 3, 4]);
        assert_eq!(computer_seats_near(&[4, 5, 6], 4, 4), vec![1, 2, 3]);
        assert_eq!(computer_seats_near(&[6], 6, 0), Vec::<u8>::new());
    }

    #[test]
    fn a_links_table_settings_are_read_alike_for_every_game() {
        let mut table = TableSettings::default();
        assert_eq!(
            apply_table_link_value(&mut table, "min", "10"),
            Some(Ok(()))
        );
        assert_eq!(
            apply_table_link_value(&mut table, "max", "500"),
            Some(Ok(()))
        );
        assert_eq!(apply_table_link_value(&mut table, "cpu", "5"), Some(Ok(())));
        assert_eq!(
            apply_table_link_value(&mut table, "seat", "6"),
            Some(Ok(()))
        );
        assert_eq!(
            apply_table_link_value(&mut table, "speed", "slow"),
            Some(Ok(()))
        );
        assert_eq!(
            apply_table_link_value(&mut table, "bank", "250"),
            Some(Ok(()))
        );
        assert_eq!(
            apply_table_link_value(&mut table, "limit", "75000"),
            Some(Ok(()))
        );
        assert_eq!(table.ante_min, Cents(1_000));
        assert_eq!(table.ante_max, Cents(50_000));
        assert_eq!((table.computer_players, table.seat), (5, 6));
        assert_eq!(table.speed, Speed::Slow);
        assert_eq!(table.starting_bankroll, Cents(25_000));
        assert_eq!(table.payout_limit, Some(Cents(7_500_000)));
        let before = table.clone();
        for (key, value, what) in [
            ("min", "0", "table minimum"),
            ("max", "1000001", "table maximum"),
            ("cpu", "6", "number of computer players"),
            ("seat", "0", "seat"),
            ("seat", "seven", "seat"),
            ("deal", "by-hand", "dealing method"),
            ("speed", "warp", "speed"),
            ("bank", "-5", "bankroll"),
        ] {
            assert_eq!(
                apply_table_link_value(&mut table, key, value),
                Some(Err(what)),
                "{key}={value}"
            );
        }
        assert_eq!(table, before, "a refused value changes nothing");
        for key in ["coach", "warn", "hide", "strategy", "j", "prog"] {
            assert_eq!(apply_table_link_value(&mut table, key, "1"), None, "{key}");
        }
    }
}
