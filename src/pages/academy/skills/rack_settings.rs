//! The house's chip rack, set by the user: which of the common denominations it holds, each
//! one's colour, and how many chips beyond the fewest a payout may use (the colour-up rule).
//! Saved for every page that pays from chips (`rack_state`); the engine checks it
//! (`Rack::new`) and a refusal says what was wrong and keeps the rack as it was.

use crate::components::chip_rack::chip_face;
use engine::chips::{Chip, ColourUp, Rack, DEFAULT_DENOMINATIONS};
use engine::Cents;
use leptos::prelude::*;

/// One denomination's row: whether the rack holds it, and its colour.
#[derive(Clone, Debug, PartialEq)]
struct Row {
    cents: i64,
    name: &'static str,
    held: bool,
    css: String,
}

/// The form's rows from a rack: every common denomination, held or not.
fn rows_of(rack: &Rack) -> Vec<Row> {
    DEFAULT_DENOMINATIONS
        .iter()
        .map(|&(cents, name, css)| {
            let chip = rack.chip(Cents(cents));
            Row {
                cents,
                name,
                held: chip.is_some(),
                css: chip.map_or(css.to_string(), |c| c.css.clone()),
            }
        })
        .collect()
}

/// The rack the form describes; its colour's name is the common one unless the colour changed.
fn rack_of(rows: &[Row], extra_chips: u32) -> Result<Rack, String> {
    let chips = rows
        .iter()
        .filter(|r| r.held)
        .map(|r| {
            let common = DEFAULT_DENOMINATIONS
                .iter()
                .any(|&(c, _, css)| c == r.cents && css.eq_ignore_ascii_case(&r.css));
            Chip {
                value: Cents(r.cents),
                colour: if common {
                    r.name.to_string()
                } else {
                    r.css.clone()
                },
                css: r.css.clone(),
            }
        })
        .collect();
    Rack::new(chips, ColourUp { extra_chips }).map_err(|e| e.to_string())
}

/// The rack form; `saved` is bumped when a rack is saved, so the drills below deal from it.
#[component]
pub fn RackSettings(saved: RwSignal<u32>) -> impl IntoView {
    let (rack, notice) = crate::rack_state::load();
    let rows = RwSignal::new(rows_of(&rack));
    let extra = RwSignal::new(rack.colour_up.extra_chips.to_string());
    let message = RwSignal::new(notice);
    let save = move |_| {
        let extra_chips = match extra.get_untracked().trim().parse::<u32>() {
            Ok(n) if n <= 10 => n,
            _ => {
                message.set(Some(format!(
                    "Not saved: the chips beyond the fewest must be a whole number from 0 to 10, not “{}”.",
                    extra.get_untracked().trim()
                )));
                return;
            }
        };
        match rows.with_untracked(|r| rack_of(r, extra_chips)) {
            Err(problem) => message.set(Some(format!("Not saved: {problem}."))),
            Ok(rack) => {
                message.set(Some(crate::rack_state::save(&rack).unwrap_or_else(|| {
                    "Saved: dealer mode, the table test, catch the dealer and these drills pay from this rack.".into()
                })));
                saved.update(|n| *n += 1);
            }
        }
    };
    let reset = move |_| {
        rows.set(rows_of(&Rack::default()));
        extra.set("0".into());
        message.set(Some(
            "The common rack is in the form; save it to use it.".into(),
        ));
    };
    view! {
        <details class="card" data-testid="rack-settings">
            <summary>"The chip rack"</summary>
            <p class="hint">"The denominations your house's rack holds and their colours, and how many chips beyond the fewest a payout may use. Every page that pays from chips uses the rack saved here."</p>
            <table class="rack-settings">
                <thead><tr><th scope="col">"Chip"</th><th scope="col">"In the rack"</th><th scope="col">"Colour"</th></tr></thead>
                <tbody>
                    {(0..DEFAULT_DENOMINATIONS.len()).map(|k| {
                        let row = move || rows.with(|r| r[k].clone());
                        let face = chip_face(Cents(DEFAULT_DENOMINATIONS[k].0));
                        let cents = DEFAULT_DENOMINATIONS[k].0;
                        view! {
                            <tr>
                                <th scope="row">{face.clone()}</th>
                                <td><input type="checkbox" data-testid=format!("rack-chip-{cents}") aria-label=format!("{face} chips in the rack")
                                    prop:checked=move || row().held
                                    on:change=move |ev| { let on = event_target_checked(&ev); rows.update(|r| r[k].held = on); } /></td>
                                <td><input type="color" data-testid=format!("rack-colour-{cents}") aria-label=format!("{face} chip colour")
                                    prop:value=move || row().css
                                    on:change=move |ev| { let css = event_target_value(&ev); rows.update(|r| r[k].css = css); } /></td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
            <div class="controls">
                <label>"Chips allowed beyond the fewest "
                    <input data-testid="rack-extra" inputmode="numeric" size="3" prop:value=move || extra.get() on:input=move |ev| extra.set(event_target_value(&ev)) />
                </label>
                <button data-testid="rack-save" on:click=save>"Save the rack"</button>
                <button data-testid="rack-reset" on:click=reset>"The common rack"</button>
            </div>
            <p role="status" data-testid="rack-message">{move || message.get()}</p>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_reads_and_writes_a_rack() {
        let common = Rack::default();
        assert_eq!(rack_of(&rows_of(&common), 0).unwrap(), common);
        let mut rows = rows_of(&common);
        rows[1].held = false;
        rows[0].css = "#3366ff".into();
        let rack = rack_of(&rows, 1).unwrap();
        assert_eq!(rack.chips().len(), 7);
        assert!(rack.chip(Cents(250)).is_none());
        assert_eq!(rack.chips()[0].colour, "#3366ff");
        assert_eq!(rack.chips()[1].colour, "red");
        assert_eq!(rows_of(&rack), rows);
        rows.iter_mut().for_each(|r| r.held = false);
        assert!(rack_of(&rows, 0)
            .unwrap_err()
            .contains("at least one denomination"));
    }
}
