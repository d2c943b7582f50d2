//! The chip rack a payout is built from (the skills pages' chip payouts): a button per chip of
//! the engine's rack (`engine::chips::Rack`), the chips picked, and the amount they make written
//! into the payout's amount field; with the helpers that draw a chip's face, which dealer mode's
//! felt uses for its own rack too.

use engine::Cents;
use leptos::prelude::*;

/// An amount as the amount field takes it: "35", "7.50".
pub fn dollars_typed(amount: Cents) -> String {
    if amount.0 % 100 == 0 {
        (amount.0 / 100).to_string()
    } else {
        format!("{}.{:02}", amount.0 / 100, amount.0 % 100)
    }
}

/// The text colour on a chip of this colour ("#rrggbb"): black on light chips, white on dark,
/// by the WCAG relative luminance (the threshold where both contrasts are equal, 0.179).
pub fn chip_ink(css: &str) -> &'static str {
    let channel = |i: usize| {
        let c =
            u8::from_str_radix(css.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0) as f64 / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    if !css.starts_with('#') || css.len() != 7 {
        return "#000";
    }
    let luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    if luminance > 0.179 {
        "#000"
    } else {
        "#fff"
    }
}

/// A chip's face: "$1", "$2.50", "$5K".
pub fn chip_face(value: Cents) -> String {
    if value.0 >= 100_000 && value.0 % 100_000 == 0 {
        format!("${}K", value.0 / 100_000)
    } else {
        value.to_string()
    }
}

/// The chip rack: a button per chip adds one to the payout (mouse, touch, or Enter/Space on
/// it), the amount field shows what the chips make, and "Clear chips" starts again. `testid`
/// prefixes its test ids ("dealer": `dealer-chip`, `dealer-chip-rack`, …).
pub fn chip_rack(
    rack: StoredValue<engine::chips::Rack>,
    picked: RwSignal<Vec<u32>>,
    amount: RwSignal<String>,
    testid: &'static str,
) -> impl IntoView {
    let chips = rack.with_value(|r| r.chips().to_vec());
    let add = move |k: usize| {
        picked.update(|p| p[k] += 1);
        let total = rack.with_value(|r| picked.with_untracked(|p| r.total(p)));
        if let Ok(total) = total {
            amount.set(dollars_typed(total));
        }
    };
    let clear = move |_| {
        picked.update(|p| p.iter_mut().for_each(|n| *n = 0));
        amount.set(String::new());
    };
    view! {
        <div class="chip-rack" role="group" aria-label="Chip rack: pay with chips" data-testid=format!("{testid}-chip-rack")>
            {chips.into_iter().enumerate().map(|(k, chip)| {
                // The accessible name starts with the chip's face, as shown ("$1K"), then its value.
                let label = format!("{} chip, {} ({}): add one", chip_face(chip.value), chip.value, chip.colour);
                view! {
                    <button class="chip" data-testid=format!("{testid}-chip") data-cents=chip.value.0.to_string()
                        style=format!("--chip:{};--chip-ink:{}", chip.css, chip_ink(&chip.css)) aria-label=label on:click=move |_| add(k)>
                        {chip_face(chip.value)}
                    </button>
                }
            }).collect_view()}
            <button data-testid=format!("{testid}-chips-clear") on:click=clear>"Clear chips"</button>
            <p class="hint" data-testid=format!("{testid}-chips-picked") aria-live="polite">
                {move || picked.with(|p| if p.iter().all(|&n| n == 0) { String::new() } else { format!("Chips: {}", rack.with_value(|r| r.describe(p))) })}
            </p>
        </div>
    }
}
