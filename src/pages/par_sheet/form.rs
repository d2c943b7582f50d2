//! The par sheet's form: the table as configured (rule set, paytables in force — published and
//! the user's own saved ones — the Progressive's unit, meters, rates and resets, the payout
//! limit, seats) and the expected play (each wager's share and average, the pace, the period).
//! A field commits on change; what cannot be is refused beside it, changing nothing.

use super::inputs::{self as edit, TableChoice};
use crate::custom_tables::{JheSavedTables, SavedTables};
use crate::storage::{self, Entry};
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::{HcfRules, MeterModel};
use engine::jhe::paytables::all_paytables as jhe_paytables;
use engine::jhe::JheWager;
use engine::par_sheet::{ParInputs, TableInputs};
use engine::{GameId, Jurisdiction};
use leptos::prelude::*;

/// Reads a field's text from the inputs.
type Read = fn(&ParInputs, usize) -> String;
/// Writes a field's text into the inputs, or says why it cannot.
type Write = fn(&mut ParInputs, usize, &str) -> Result<(), String>;

/// One text field over the inputs: shows `read`, commits by `write` on change; a refusal is
/// shown under it (and named to assistive technology) and the inputs stay as they were.
/// `index` is passed to both (a meter's or a mix entry's place).
fn field(
    inputs: RwSignal<ParInputs>,
    label: String,
    testid: String,
    index: usize,
    read: Read,
    write: Write,
) -> impl IntoView {
    let problem = RwSignal::new(None::<String>);
    let note_id = format!("{testid}-note");
    view! {
        <label>
            {label}
            <input
                type="text"
                inputmode="decimal"
                data-testid=testid
                aria-invalid=move || problem.with(|p| p.is_some()).to_string()
                aria-describedby=note_id.clone()
                prop:value=move || inputs.with(|i| read(i, index))
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    let mut next = inputs.get_untracked();
                    match write(&mut next, index, &text) {
                        Ok(()) => {
                            problem.set(None);
                            inputs.set(next);
                        }
                        Err(e) => problem.set(Some(e)),
                    }
                }
            />
            <small class="field-note" id=note_id aria-live="polite">{move || problem.get()}</small>
        </label>
    }
}

/// A paytable choice: the options (value, text) and the one in force.
fn table_select(
    label: String,
    testid: String,
    options: Vec<(String, String)>,
    chosen: Signal<String>,
    on_choose: impl Fn(TableChoice) + 'static,
) -> impl IntoView {
    view! {
        <label>
            {label}
            <select data-testid=testid on:change=move |ev| on_choose(TableChoice::parse(&event_target_value(&ev)))>
                {options
                    .into_iter()
                    .map(|(value, text)| {
                        let v = value.clone();
                        view! { <option value=value selected=move || chosen.get() == v>{text}</option> }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

#[component]
pub fn TableForm(inputs: RwSignal<ParInputs>) -> impl IntoView {
    let problem = RwSignal::new(None::<String>);
    let is_hcf = inputs.with_untracked(|i| matches!(i.table, TableInputs::Hcf { .. }));
    let table = if is_hcf {
        hcf_table(inputs, problem).into_any()
    } else {
        jhe_table(inputs, problem).into_any()
    };
    let pace: Write = |i, _, t| {
        i.hands_per_hour = edit::whole("Pace", t, 1, 10_000)? as u32;
        Ok(())
    };
    let period: Write = |i, _, t| {
        i.period_hands = edit::whole("Period", t, 1, 1_000_000_000)?;
        Ok(())
    };
    // The seats of one round share the dealer's hand: more players a round widen the band.
    let players: Write = |i, _, t| {
        let seats = u64::from(i.table.seats());
        i.players_per_round = edit::whole("Players per round", t, 1, seats)? as u8;
        Ok(())
    };
    // Only a change of wagers redraws the rows (so a field keeps the focus after a change).
    let mix_codes = Memo::new(move |_| {
        inputs.with(|i| i.mix.iter().map(|m| m.wager.clone()).collect::<Vec<_>>())
    });
    let preset = move |hours: u64| {
        inputs.update(|i| i.period_hands = i.hands_per_hour as u64 * hours);
    };
    view! {
        <form class="par-form controls-form" on:submit=|ev| ev.prevent_default() data-testid="par-form">
            {table}
            <fieldset class="par-fieldset">
                <legend>"Expected play"</legend>
                <p class="hint">"Each wager: the share of player hands with it (%) and its average amount ($). Every hand has an Ante; the Progressive is its unit."</p>
                <div class="par-mix">
                    {move || {
                        mix_codes
                            .get()
                            .into_iter()
                            .enumerate()
                            .map(|(n, code)| {
                                let name = edit::wager_name(&code);
                                view! {
                                    <div class="par-mix-row">
                                        {field(inputs, format!("{name}: share %"), format!("mix-{code}-share"), n,
                                            |i, n| edit::percent_text(i.mix[n].share_bp),
                                            |i, n, t| { i.mix[n].share_bp = edit::basis_points("Share", t)?; Ok(()) })}
                                        {field(inputs, format!("{name}: average $"), format!("mix-{code}-average"), n,
                                            |i, n| edit::dollars_text(i.mix[n].average),
                                            |i, n, t| { i.mix[n].average = edit::dollars("Average wager", t)?; Ok(()) })}
                                    </div>
                                }
                            })
                            .collect_view()
                    }}
                </div>
                <div class="par-row">
                    {field(inputs, "Pace: player hands an hour (all seats)".into(), "par-pace".into(), 0, |i, _| i.hands_per_hour.to_string(), pace)}
                    {field(inputs, "Period: player hands".into(), "par-period".into(), 0, |i, _| i.period_hands.to_string(), period)}
                    {field(inputs, "Players per round".into(), "par-players".into(), 0, |i, _| i.players_per_round.to_string(), players)}
                    <div class="par-presets" role="group" aria-label="Period at this pace">
                        <button type="button" data-testid="period-shift" on:click=move |_| preset(8)>"A shift (8 h)"</button>
                        <button type="button" data-testid="period-month" on:click=move |_| preset(8 * 30)>"A month"</button>
                        <button type="button" data-testid="period-year" on:click=move |_| preset(8 * 365)>"A year"</button>
                    </div>
                </div>
            </fieldset>
            <p class="warning" role="alert" data-testid="par-form-problem" hidden=move || problem.with(|p| p.is_none())>
                {move || problem.get()}
            </p>
        </form>
    }
}

fn hcf_table(inputs: RwSignal<ParInputs>, problem: RwSignal<Option<String>>) -> impl IntoView {
    let (saved, _) = storage::load(
        GameId::HighCardFlush,
        Entry::CustomTables,
        SavedTables::parse,
        SavedTables::fresh,
    );
    let saved = StoredValue::new(saved.tables);
    // A memo: the paytable choices are redrawn only when the rule set changes.
    let jurisdiction = Memo::new(move |_| {
        inputs.with(|i| match &i.table {
            TableInputs::Hcf { config } => config.jurisdiction,
            _ => Jurisdiction::Maryland,
        })
    });
    let jurisdiction = move || jurisdiction.get();
    let choose_rules = move |ev: leptos::ev::Event| {
        if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
            inputs.update(|i| {
                let kept = (i.hands_per_hour, i.period_hands, i.players_per_round);
                *i = edit::fresh(GameId::HighCardFlush, j);
                (i.hands_per_hour, i.period_hands, i.players_per_round) = kept;
            });
            problem.set(None);
        }
    };
    let selects = move || {
        let j = jurisdiction();
        SideWager::ALL
            .map(|wager| {
                let mut options = vec![(String::new(), "Not offered".to_string())];
                options.extend(
                    paytables(j, wager)
                        .map(|t| (TableChoice::Published(t.label.clone()).value(), t.title())),
                );
                if wager != SideWager::Progressive {
                    saved.with_value(|s| {
                        options.extend(
                            s.iter()
                                .filter(|c| c.jurisdiction == j && c.wager == wager)
                                .map(|c| {
                                    (
                                        TableChoice::Own(c.name.clone()).value(),
                                        format!("{} (your own, from {})", c.name, c.base),
                                    )
                                }),
                        )
                    });
                }
                let chosen = Signal::derive(move || {
                    inputs.with(|i| match &i.table {
                        TableInputs::Hcf { config } => edit::hcf_choice(config, wager).value(),
                        _ => String::new(),
                    })
                });
                table_select(
                    format!("{} paytable", wager.name()),
                    format!("par-table-{}", wager.code()),
                    options,
                    chosen,
                    move |choice| {
                        let mut next = inputs.get_untracked();
                        match saved
                            .with_value(|s| edit::set_hcf_table(&mut next, wager, &choice, s))
                        {
                            Ok(()) => {
                                problem.set(None);
                                inputs.set(next);
                            }
                            Err(e) => problem.set(Some(e)),
                        }
                    },
                )
            })
            .into_iter()
            .collect_view()
    };
    // Massachusetts' Straight Flush Bonus G reads "Bonus": the licensee's amounts, one field a
    // line (a memo: the fields are redrawn only when the lines change, so focus stays).
    let sfb_hands = Memo::new(move |_| {
        inputs.with(|i| match &i.table {
            TableInputs::Hcf { config } if edit::sfb_reads_bonus(config) => {
                edit::sfb_bonus_hands(config)
            }
            _ => Vec::new(),
        })
    });
    let has_progressive = move || {
        inputs.with(
            |i| matches!(&i.table, TableInputs::Hcf { config } if config.progressive.is_some()),
        )
    };
    let two_meters = move || {
        !matches!(
            HcfRules::of(jurisdiction()).meter.value,
            MeterModel::OperatorSeedWithMinimum
        )
    };
    fn progressive(
        i: &mut ParInputs,
    ) -> Result<&mut engine::hcf::config::ProgressiveConfig, String> {
        match &mut i.table {
            TableInputs::Hcf { config } => config
                .progressive
                .as_mut()
                .ok_or_else(|| "no Progressive is offered".into()),
            _ => Err("not a High Card Flush table".into()),
        }
    }
    fn shown(i: &ParInputs, f: fn(&engine::hcf::config::ProgressiveConfig) -> String) -> String {
        match &i.table {
            TableInputs::Hcf { config } => config.progressive.as_ref().map(f).unwrap_or_default(),
            _ => String::new(),
        }
    }
    view! {
        <fieldset class="par-fieldset">
            <legend>"The table"</legend>
            <div class="par-row">
                <label>
                    "Rule set"
                    <select data-testid="par-rules" on:change=choose_rules>
                        {Jurisdiction::ALL
                            .map(|j| view! { <option value=j.code() selected=move || jurisdiction() == j>{format!("{} ({})", j.name(), j.code())}</option> })
                            .into_iter()
                            .collect_view()}
                    </select>
                </label>
                {field(inputs, "Seats".into(), "par-seats".into(), 0,
                    |i, _| match &i.table { TableInputs::Hcf { config } => config.seats.to_string(), _ => String::new() },
                    |i, _, t| { if let TableInputs::Hcf { config } = &mut i.table { config.seats = edit::whole("Seats", t, 1, 7)? as u8; } Ok(()) })}
                {field(inputs, "Payout limit $ (empty: the rules' own)".into(), "par-limit".into(), 0,
                    |i, _| match &i.table { TableInputs::Hcf { config } => config.payout_limit.map(edit::dollars_text).unwrap_or_default(), _ => String::new() },
                    |i, _, t| { if let TableInputs::Hcf { config } = &mut i.table { config.payout_limit = edit::payout_limit(t)?; } Ok(()) })}
            </div>
            <div class="par-row">{selects}</div>
            {move || {
                let hands = sfb_hands.get();
                (!hands.is_empty()).then(|| view! {
                    <div class="par-row" role="group" aria-label="Straight Flush Bonus G: the licensee's amounts (003 §11(g))" data-testid="par-sfb-amounts">
                        {hands
                            .into_iter()
                            .enumerate()
                            .map(|(n, hand)| field(inputs, format!("{hand}: pays (to 1)"), format!("par-sfb-amount-{n}"), n,
                                edit::sfb_amount_text,
                                edit::set_sfb_amount))
                            .collect_view()}
                    </div>
                })
            }}
            <Show when=has_progressive>
                <div class="par-row" role="group" aria-label="The Progressive's terms">
                    {field(inputs, "Progressive wager $".into(), "par-unit".into(), 0,
                        |i, _| shown(i, |p| edit::dollars_text(p.unit)),
                        |i, _, t| { let unit = edit::dollars("Progressive wager", t)?; edit::set_progressive_unit(i, unit) })}
                    {field(inputs, "Meter's initial amount $".into(), "par-seed".into(), 0,
                        |i, _| shown(i, |p| edit::dollars_text(p.seed)),
                        |i, _, t| { progressive(i)?.seed = edit::dollars("Initial amount", t)?; Ok(()) })}
                    {field(inputs, "Reset amount $".into(), "par-reset".into(), 0,
                        |i, _| shown(i, |p| edit::dollars_text(p.reset)),
                        |i, _, t| { progressive(i)?.reset = edit::dollars("Reset amount", t)?; Ok(()) })}
                    {field(inputs, "Rate of progression %".into(), "par-rate".into(), 0,
                        |i, _| shown(i, |p| edit::percent_text(p.main_rate_bp)),
                        |i, _, t| { progressive(i)?.main_rate_bp = edit::basis_points("Rate of progression", t)?; Ok(()) })}
                    <Show when=two_meters>
                        {field(inputs, "Secondary / reserve rate %".into(), "par-rate2".into(), 0,
                            |i, _| shown(i, |p| edit::percent_text(p.secondary_rate_bp)),
                            |i, _, t| { progressive(i)?.secondary_rate_bp = edit::basis_points("Secondary rate", t)?; Ok(()) })}
                    </Show>
                </div>
            </Show>
        </fieldset>
    }
}

fn jhe_table(inputs: RwSignal<ParInputs>, problem: RwSignal<Option<String>>) -> impl IntoView {
    let (saved, _) = storage::load(
        GameId::JackpotHoldEm,
        Entry::CustomTables,
        JheSavedTables::parse,
        JheSavedTables::fresh,
    );
    let saved = StoredValue::new(saved.tables);
    let selects = [
        JheWager::XtraBonus,
        JheWager::PlayerBonus,
        JheWager::Progressive,
    ]
    .map(|wager| {
        let mut options = Vec::new();
        if wager != JheWager::XtraBonus {
            options.push((String::new(), "Not offered".to_string()));
        }
        options.extend(
            jhe_paytables()
                .iter()
                .filter(|t| t.wager == wager)
                .map(|t| (TableChoice::Published(t.label.clone()).value(), t.title())),
        );
        saved.with_value(|s| {
            options.extend(s.iter().filter(|t| t.wager == wager).map(|t| {
                (
                    TableChoice::Own(t.name.clone()).value(),
                    format!("{} (your own, from {})", t.name, t.base),
                )
            }))
        });
        let chosen = Signal::derive(move || {
            inputs.with(|i| match &i.table {
                TableInputs::Jhe { config, own } => edit::jhe_choice(config, own, wager).value(),
                _ => String::new(),
            })
        });
        table_select(
            format!("{} paytable", wager.name()),
            format!("par-table-{}", wager.code()),
            options,
            chosen,
            move |choice| {
                let mut next = inputs.get_untracked();
                match saved.with_value(|s| edit::set_jhe_table(&mut next, wager, &choice, s)) {
                    Ok(()) => {
                        problem.set(None);
                        inputs.set(next);
                    }
                    Err(e) => problem.set(Some(e)),
                }
            },
        )
    })
    .into_iter()
    .collect_view();
    fn meter(
        i: &mut ParInputs,
        n: usize,
    ) -> Result<&mut engine::jhe::config::MeterSetting, String> {
        match &mut i.table {
            TableInputs::Jhe { config, .. } => config
                .progressive
                .as_mut()
                .and_then(|p| p.meters.get_mut(n))
                .ok_or_else(|| "no such meter".into()),
            _ => Err("not a Jackpot Hold 'Em table".into()),
        }
    }
    fn shown(
        i: &ParInputs,
        n: usize,
        f: fn(&engine::jhe::config::MeterSetting) -> String,
    ) -> String {
        match &i.table {
            TableInputs::Jhe { config, .. } => config
                .progressive
                .as_ref()
                .and_then(|p| p.meters.get(n))
                .map(f)
                .unwrap_or_default(),
            _ => String::new(),
        }
    }
    let meters = Memo::new(move |_| {
        inputs.with(|i| match &i.table {
            TableInputs::Jhe { config, .. } => config
                .progressive
                .as_ref()
                .map(|p| p.meters.iter().map(|m| m.meter.name()).collect::<Vec<_>>())
                .unwrap_or_default(),
            _ => Vec::new(),
        })
    });
    let unit = move || {
        inputs.with(|i| match &i.table {
            TableInputs::Jhe { config, .. } => config
                .progressive
                .as_ref()
                .map(|p| edit::dollars_text(p.unit)),
            _ => None,
        })
    };
    view! {
        <fieldset class="par-fieldset">
            <legend>"The table (Maryland, jhe-MD)"</legend>
            <div class="par-row">
                {field(inputs, "Seats".into(), "par-seats".into(), 0,
                    |i, _| match &i.table { TableInputs::Jhe { config, .. } => config.seats.to_string(), _ => String::new() },
                    |i, _, t| { if let TableInputs::Jhe { config, .. } = &mut i.table { config.seats = edit::whole("Seats", t, 1, 7)? as u8; } Ok(()) })}
                {field(inputs, "Payout limit $ (empty: none)".into(), "par-limit".into(), 0,
                    |i, _| match &i.table { TableInputs::Jhe { config, .. } => config.payout_limit.map(edit::dollars_text).unwrap_or_default(), _ => String::new() },
                    |i, _, t| { if let TableInputs::Jhe { config, .. } = &mut i.table { config.payout_limit = edit::payout_limit(t)?; } Ok(()) })}
            </div>
            <div class="par-row">{selects}</div>
            <Show when=move || unit().is_some()>
                <div class="par-row" role="group" aria-label="The Progressive's wager">
                    {field(inputs, "Progressive wager $".into(), "par-unit".into(), 0,
                        |i, _| match &i.table { TableInputs::Jhe { config, .. } => config.progressive.as_ref().map(|p| edit::dollars_text(p.unit)).unwrap_or_default(), _ => String::new() },
                        |i, _, t| { let unit = edit::dollars("Progressive wager", t)?; edit::set_progressive_unit(i, unit) })}
                </div>
            </Show>
            {move || {
                meters
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(n, name)| {
                        view! {
                            <div class="par-row" role="group" aria-label=format!("{name}")>
                                {field(inputs, format!("{name}: initial $"), format!("par-meter-{n}-initial"), n,
                                    |i, n| shown(i, n, |m| edit::dollars_text(m.initial)),
                                    |i, n, t| { meter(i, n)?.initial = edit::dollars("Initial amount", t)?; Ok(()) })}
                                {field(inputs, format!("{name}: reset $"), format!("par-meter-{n}-reset"), n,
                                    |i, n| shown(i, n, |m| edit::dollars_text(m.reset)),
                                    |i, n, t| { meter(i, n)?.reset = edit::dollars("Reset amount", t)?; Ok(()) })}
                                {field(inputs, format!("{name}: rate %"), format!("par-meter-{n}-rate"), n,
                                    |i, n| shown(i, n, |m| edit::percent_text(m.rate_bp)),
                                    |i, n, t| { meter(i, n)?.rate_bp = edit::basis_points("Rate of progression", t)?; Ok(()) })}
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </fieldset>
    }
}
