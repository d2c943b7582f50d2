//! The house's chip rack as the user set it — which of the common denominations it holds, each
//! one's colour, and the colour-up rule — kept under its own key (`rack.v1`, whatever the game
//! shown): dealer mode, the table test, catch the dealer and the skills pages' chip drills all
//! pay from it. Read through [`engine::chips::Rack::new`], so a saved rack is checked like a new
//! one; a missing or unreadable one is the common rack (with a message for the unreadable).

use crate::storage::{self, Entry};
use engine::chips::{Chip, ColourUp, Rack};
use serde::{Deserialize, Serialize};

/// The version of the saved rack's format.
const RACK_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SavedRack {
    version: u32,
    chips: Vec<Chip>,
    colour_up: ColourUp,
}

/// The rack as saved (JSON).
pub fn to_json(rack: &Rack) -> String {
    serde_json::to_string(&SavedRack {
        version: RACK_VERSION,
        chips: rack.chips().to_vec(),
        colour_up: rack.colour_up,
    })
    .unwrap_or_default()
}

/// A saved rack read back, checked as a new rack is; a message naming what was wrong if not.
pub fn parse(text: &str) -> Result<Rack, String> {
    let saved: SavedRack = serde_json::from_str(text)
        .map_err(|e| format!("the saved chip rack is unreadable ({e})"))?;
    if saved.version != RACK_VERSION {
        return Err(format!(
            "the saved chip rack is in an unknown format (version {})",
            saved.version
        ));
    }
    Rack::new(saved.chips, saved.colour_up)
        .map_err(|e| format!("the saved chip rack is refused: {e}"))
}

/// The rack to pay from, and a message when a saved one could not be used.
/// A rack an import staged is adopted first, if it is accepted.
pub fn load() -> (Rack, Option<String>) {
    let adopted = storage::adopt(Entry::ChipRack, parse);
    let (rack, problem) = storage::load(storage::ANY_GAME, Entry::ChipRack, parse, Rack::default);
    (rack, storage::both(adopted, problem))
}

/// Keeps the rack; a message if the browser refuses.
pub fn save(rack: &Rack) -> Option<String> {
    storage::save(storage::ANY_GAME, Entry::ChipRack, &to_json(rack))
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Cents;

    /// A rack saved by this version (the $2.50 chip left out, the $1 chip blue, one chip of
    /// colour-up allowance) still loads.
    #[test]
    fn a_rack_saved_today_still_loads() {
        let rack = parse(include_str!("../tests/fixtures/rack-v1.json")).unwrap();
        let values: Vec<i64> = rack.chips().iter().map(|c| c.value.0).collect();
        assert_eq!(values, [100, 500, 2_500, 10_000, 50_000, 100_000, 500_000]);
        assert_eq!(rack.chips()[0].css, "#3366ff");
        assert_eq!(rack.colour_up.extra_chips, 1);
        // $37.50 cannot be made without the $2.50 chip (nor any half dollar).
        assert!(rack.fewest(Cents(3_750)).is_err());
    }

    #[test]
    fn a_rack_round_trips_and_a_bad_one_is_refused_by_name() {
        let mut chips = Rack::default().chips().to_vec();
        chips.retain(|c| c.value != Cents(250));
        chips[0].css = "#3366ff".into();
        let rack = Rack::new(chips, ColourUp { extra_chips: 2 }).unwrap();
        let back = parse(&to_json(&rack)).unwrap();
        assert_eq!(back, rack);
        assert_eq!(back.chips().len(), 7);
        assert_eq!(back.colour_up.extra_chips, 2);
        // Two chips of one value: refused as a new rack would be, naming them.
        let twice = to_json(&rack).replace("\"value\":10000", "\"value\":100");
        assert_eq!(
            parse(&twice).unwrap_err(),
            "the saved chip rack is refused: two chips (white and black) have the same value, $1"
        );
        assert!(
            parse(r#"{"version":1,"chips":[],"colour_up":{"extra_chips":0}}"#)
                .unwrap_err()
                .contains("at least one denomination")
        );
        assert!(
            parse(r#"{"version":2,"chips":[],"colour_up":{"extra_chips":0}}"#)
                .unwrap_err()
                .contains("unknown format (version 2)")
        );
        assert!(parse("{")
            .unwrap_err()
            .starts_with("the saved chip rack is unreadable"));
    }
}
