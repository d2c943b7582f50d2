//! Jackpot Hold 'Em's part of the comparison and the export: which tables can be compared (the
//! Player Bonus and Progressive tables, published and the user's own), the figures each shows,
//! and the CSV of every table with its exact figures. The comparison's frame and rows are the
//! shared ones (`compare.rs`); the CSV follows High Card Flush's conventions
//! (`components::download::csv_row`).

use super::compare::{compare_frame, fixed_odds_figures, Compared, Difference, Figure};
use super::jhe_side_wagers::Lines;
use super::percent;
use crate::components::download::{csv_lines, csv_row};
use crate::custom_tables::JheSavedTables;
use crate::query_state::{initial, keep};
use engine::jhe::analysis::{player_bonus_odds, progressive_value};
use engine::jhe::paytables::{all_paytables, minimum_meters_in_dollars, JhePaytable};
use engine::jhe::{JheProgressive, JheWager};
use engine::paytable::PaytableHand;
use leptos::prelude::*;

/// The wagers whose tables are compared here. The X-tra Bonus is priced only with the whole main
/// game (the explorer's "Main game" view runs the exact analysis of a copy).
pub const COMPARED: [JheWager; 2] = [JheWager::Progressive, JheWager::PlayerBonus];

/// The rate of progression the comparison's long-run hold assumes for every meter: the practice
/// table's 5% (the rules leave it to the Rules Submission, AMB-75), with the minimum resets.
pub const COMPARED_RATE_BP: u32 = 500;

/// How a side names one of the user's saved tables (`a=yours:My E` in the address).
const YOURS: &str = "yours:";

/// A table by its choice — a published label ("A") or one of the user's (`yours:Name`) — with
/// the label of the published table it is or copies (whose meter minimums apply).
fn table_of(
    saved: &JheSavedTables,
    wager: JheWager,
    choice: &str,
) -> Option<(JhePaytable, String)> {
    match choice.strip_prefix(YOURS) {
        Some(name) => saved
            .of(wager)
            .find(|t| t.name == name)
            .and_then(|t| Some((t.paytable().ok()?, t.base.clone()))),
        None => {
            engine::jhe::paytables::paytable(wager, choice).map(|t| (t.clone(), t.label.clone()))
        }
    }
}

/// Every meter of the published table `base` at its statutory minimum, in dollars.
fn minimums_of(base: &str) -> Vec<(engine::meters::MeterName, f64)> {
    engine::jhe::paytables::paytable(JheWager::Progressive, base)
        .map(minimum_meters_in_dollars)
        .unwrap_or_default()
}

/// The figures of a Progressive table (a $1 wager).
fn progressive_figures(table: &JhePaytable, base: &str) -> Vec<Figure> {
    let value = progressive_value(table);
    let net = value.net_return(&minimums_of(base));
    // The long run with every meter at the practice table's rate and its minimum reset.
    let hold = JheProgressive::at_minimums(base, COMPARED_RATE_BP)
        .and_then(|p| value.long_run(&p.meters).ok())
        .map(|l| l.hold);
    vec![
        Figure {
            name: "Fixed lines return",
            text: format!("{:.4} per $1", value.fixed_return),
            number: Some(value.fixed_return),
            difference: Difference::Decimals(4),
        },
        Figure {
            name: "Net at the minimum meters",
            text: format!("{:+.3}%", net * 100.0),
            number: Some(net),
            difference: Difference::Points,
        },
        Figure {
            name: "Long-run hold (5% to each meter, minimum resets)",
            text: hold.map(percent).unwrap_or_default(),
            number: hold,
            difference: Difference::Points,
        },
        Figure {
            name: "Hit rate",
            text: percent(value.hit_frequency),
            number: Some(value.hit_frequency),
            difference: Difference::Points,
        },
    ]
}

/// One side of the comparison, as shown.
fn compared(saved: &JheSavedTables, wager: JheWager, choice: &str) -> Option<Compared> {
    let (table, base) = table_of(saved, wager, choice)?;
    let title = match choice.strip_prefix(YOURS) {
        Some(_) => format!("{} (yours)", table.title()),
        None => table.title(),
    };
    let (figures, lines) = match wager {
        JheWager::Progressive => (
            progressive_figures(&table, &base),
            progressive_value(&table).lines,
        ),
        _ => {
            let odds = player_bonus_odds(&table).ok()?;
            (fixed_odds_figures(&odds), odds.lines)
        }
    };
    Some(Compared {
        title,
        figures,
        lines: view! { <Lines lines=lines testid="jhe-compare-lines" /> }.into_any(),
    })
}

/// The choices of a wager's tables: published labels, then the user's.
fn choices(saved: &JheSavedTables, wager: JheWager) -> Vec<(String, String)> {
    all_paytables()
        .iter()
        .filter(|t| t.wager == wager)
        .map(|t| (t.label.clone(), t.title()))
        .chain(
            saved
                .of(wager)
                .map(|t| (format!("{YOURS}{}", t.name), format!("{} (yours)", t.name))),
        )
        .collect()
}

/// The default of each side: the first and the last published table of the wager.
fn default_choice(wager: JheWager, second: bool) -> String {
    let mut labels = all_paytables().iter().filter(|t| t.wager == wager);
    let table = if second {
        labels.next_back()
    } else {
        labels.next()
    };
    table.map(|t| t.label.clone()).unwrap_or_default()
}

/// Jackpot Hold 'Em's comparison: a wager, and a table of it on each side.
#[component]
pub fn JheCompare(saved: ReadSignal<JheSavedTables>) -> impl IntoView {
    // The choices, from the address and kept in it: `cw=pb&a=A&b=yours:Rich`.
    let wager = RwSignal::new(
        initial("cw")
            .and_then(|c| COMPARED.into_iter().find(|w| w.code() == c))
            .unwrap_or(JheWager::Progressive),
    );
    let side = |key: &str, second: bool| {
        let w = wager.get_untracked();
        let chosen = initial(key)
            .filter(|c| saved.with_untracked(|s| table_of(s, w, c).is_some()))
            .unwrap_or_else(|| default_choice(w, second));
        RwSignal::new(chosen)
    };
    let left = side("a", false);
    let right = side("b", true);
    keep("cw", move || {
        let w = wager.get();
        (w != JheWager::Progressive).then(|| w.code().to_string())
    });
    for (key, choice, second) in [("a", left, false), ("b", right, true)] {
        keep(key, move || {
            let c = choice.get();
            (c != default_choice(wager.get(), second)).then_some(c)
        });
    }
    let controls = view! {
        <label>
            "Wager "
            <select data-testid="jhe-compare-wager" on:change=move |ev| {
                let code = event_target_value(&ev);
                if let Some(w) = COMPARED.into_iter().find(|w| w.code() == code) {
                    wager.set(w);
                    left.set(default_choice(w, false));
                    right.set(default_choice(w, true));
                }
            }>
                {COMPARED.into_iter().map(|w| view! { <option value=w.code() selected=move || wager.get() == w>{w.name()}</option> }).collect_view()}
            </select>
        </label>
    }
    .into_any();
    let side_view = move |choice: RwSignal<String>, name: &'static str| {
        view! {
            <fieldset class="compare-side">
                <legend>{name}</legend>
                <label>
                    "Paytable "
                    <select data-testid=format!("jhe-compare-{}-paytable", name.to_lowercase()) on:change=move |ev| choice.set(event_target_value(&ev))>
                        {move || {
                            let chosen = choice.get();
                            saved.with(|s| choices(s, wager.get())).into_iter().map(|(value, label)| {
                                let selected = value == chosen;
                                view! { <option value=value selected=selected>{label}</option> }
                            }).collect_view()
                        }}
                    </select>
                </label>
            </fieldset>
        }
    };
    let sides = view! { {side_view(left, "First")} {side_view(right, "Second")} }.into_any();
    compare_frame(controls, sides, move || {
        let w = wager.get();
        let (a, b) = (left.get(), right.get());
        saved.with(|s| Some((compared(s, w, &a)?, compared(s, w, &b)?)))
    })
}

/// Every Jackpot Hold 'Em table, published and the user's, with its exact figures, as CSV: the
/// columns of High Card Flush's export where they apply (no ace rule), then the Progressive's
/// return per $1 (its fixed lines, and net with every meter at its statutory minimum). The
/// X-tra Bonus is priced only with the whole main game, so its figures are left empty.
pub fn jhe_paytables_csv(saved: &JheSavedTables) -> String {
    let mut csv = csv_row(&[
        "Jurisdiction",
        "Wager",
        "Paytable",
        "Lines",
        "House edge",
        "Hit frequency",
        "Standard deviation",
        "Top prize 1 in",
        "Fixed lines return",
        "Net at minimum meters",
        "Source",
    ]);
    let published = all_paytables()
        .iter()
        .map(|t| (t.clone(), t.label.clone(), None));
    let yours = saved
        .tables
        .iter()
        .filter_map(|c| Some((c.paytable().ok()?, c.base.clone(), Some(c.source()))));
    for (table, base, source) in published.chain(yours) {
        let mut figures = vec![String::new(); 6];
        match table.wager {
            JheWager::PlayerBonus => {
                if let Ok(o) = player_bonus_odds(&table) {
                    figures[0] = format!("{:.8}", o.house_edge);
                    figures[1] = format!("{:.8}", o.hit_frequency);
                    figures[2] = format!("{:.6}", o.standard_deviation);
                    figures[3] = o
                        .top_prize_one_in
                        .map(|v| format!("{v:.0}"))
                        .unwrap_or_default();
                }
            }
            JheWager::Progressive => {
                let value = progressive_value(&table);
                let minimums = minimums_of(&base);
                figures[1] = format!("{:.8}", value.hit_frequency);
                figures[4] = format!("{:.8}", value.fixed_return);
                figures[5] = format!("{:.8}", value.net_return(&minimums));
            }
            _ => {}
        }
        let mut fields = vec![
            table.jurisdiction.name().to_string(),
            table.wager.name().to_string(),
            table.display_label(),
            csv_lines(table.lines.iter().map(|l| (l.hand.name(), &l.pay))),
        ];
        fields.extend(figures);
        fields.push(
            source.unwrap_or_else(|| table.citation().map(|c| c.to_string()).unwrap_or_default()),
        );
        csv.push_str(&csv_row(&fields));
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::jhe::custom::JheCustomTable;
    use engine::paytable::Pay;

    #[test]
    fn the_csv_holds_every_table_with_figures_worked_from_the_hand_counts() {
        let mut saved = JheSavedTables::fresh();
        let mut rich = JheCustomTable::of(
            engine::jhe::paytables::paytable(JheWager::Progressive, "A").unwrap(),
            "Rich, really",
        );
        rich.pays[5] = Pay::ForOne(40);
        saved.save(rich).unwrap();
        let csv = jhe_paytables_csv(&saved);
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(rows[0], "Jurisdiction,Wager,Paytable,Lines,House edge,Hit frequency,Standard deviation,Top prize 1 in,Fixed lines return,Net at minimum meters,Source");
        // X-tra Bonus A, the Player Bonus A, Progressive A–E, then the one of the user's.
        assert_eq!(rows.len(), 1 + 7 + 1);
        assert_eq!(rows[1], "Maryland,X-tra Bonus,A,Royal flush: 500 to 1; Straight flush: 50 to 1; Four of a kind: 10 to 1; Full house: 4 to 1; Flush: 2 to 1; Straight: 1 to 1; Less than a straight: a push,,,,,,,001 Ch.12 B(1)");
        // Progressive A on the 2,598,960 five-card hands: the fixed lines pay 50×3,744 +
        // 30×5,108 + 20×10,200 + 10×54,912 + 4×123,552 = 1,587,768 for every 2,598,960
        // wagered; the meters at their minimums add 10,000×1 + 5,000×3 + 1,000×36 + 500×624 =
        // 373,000; hits: 1 + 3 + 36 + 624 + 3,744 + 5,108 + 10,200 + 54,912 + 123,552 = 198,180.
        let a = rows
            .iter()
            .find(|r| r.starts_with("Maryland,Progressive,A,"))
            .unwrap();
        let fixed = 1_587_768.0 / 2_598_960.0;
        let net = (1_587_768.0 + 373_000.0) / 2_598_960.0 - 1.0;
        let hit = 198_180.0 / 2_598_960.0;
        assert!(
            a.ends_with(&format!(",,{hit:.8},,,{fixed:.8},{net:.8},001 Ch.12 D(2)")),
            "{a}"
        );
        assert!(a.contains("Royal flush of diamonds: 100% of the Star meter; Royal flush of spades, hearts or clubs: 100% of the Spade meter;"));
        // The user's copy: a flush 40 for 1, not 30 (+10 × 5,108 for every 2,598,960), its name
        // quoted (it holds a comma) and its source.
        let mine = rows.last().unwrap();
        assert!(
            mine.starts_with("Maryland,Progressive,\"Rich, really\","),
            "{mine}"
        );
        let fixed = 1_638_848.0 / 2_598_960.0;
        assert!(
            mine.ends_with(&format!(
                ",{fixed:.8},{:.8},\"yours, from MD Progressive A\"",
                fixed + 373_000.0 / 2_598_960.0 - 1.0
            )),
            "{mine}"
        );
    }

    #[test]
    fn the_player_bonus_row_is_its_exact_edge_worked_by_hand() {
        let csv = jhe_paytables_csv(&JheSavedTables::fresh());
        let row = csv
            .lines()
            .find(|r| r.starts_with("Maryland,Player Bonus,A,"))
            .unwrap();
        // Seven-card hands (C(52, 7) = 133,784,560): royal 4,324, straight flush 37,260, four
        // 224,848, full house 3,473,184, flush 4,047,644, straight 6,180,020, three 6,461,620
        // (20,428,900 winning, 113,355,660 losing). Won "to 1": 100×4,324 + 40×37,260 +
        // 30×224,848 + 8×3,473,184 + 7×4,047,644 + 4×6,180,020 + 3×6,461,620 = 108,892,160.
        // Net −4,463,500 per 133,784,560: a house edge of 4,463,500 / 133,784,560.
        let edge = 4_463_500.0 / 133_784_560.0;
        let hit = 20_428_900.0 / 133_784_560.0;
        assert!(row.contains(&format!(",{edge:.8},{hit:.8},")), "{row}");
        // The royal flush comes once in 133,784,560 / 4,324 = 30,940 hands.
        assert!(row.ends_with(",30940,,,001 Ch.12 C(1)"), "{row}");
    }
}
