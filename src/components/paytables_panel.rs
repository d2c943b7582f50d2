//! "Paytables at this table": every paytable a play table pays from, line by line, in one
//! folded panel under the table (either game). A line paying a share of a meter shows the
//! meter's amount now, so the Progressive reads as money.

use engine::meters::MeterName;
use engine::paytable::{Pay, Paytable, PaytableHand, PaytableWager};
use engine::Cents;
use leptos::prelude::*;

/// One paytable as a table shows it: its caption and each line's hand and pay.
#[derive(Clone, Debug, PartialEq)]
pub struct PaytableShown {
    /// "Flush Bonus A" — the summary lists these.
    pub name: String,
    /// The name with where it is published ("(000/002 Ch.12 B(1))", or that it is the user's).
    pub caption: String,
    pub lines: Vec<(String, String)>,
}

impl PaytableShown {
    /// A game's paytable as it pays at this table; `meter` reads a meter's amount now.
    pub fn of<W: PaytableWager, H: PaytableHand>(
        table: &Paytable<W, H>,
        meter: impl Fn(MeterName) -> Option<Cents>,
    ) -> PaytableShown {
        let name = format!("{} {}", table.wager.name(), table.display_label());
        let caption = match table.citation() {
            Some(c) => format!("{name} ({})", c.as_str()),
            None => format!("{name} (your own table: no regulation publishes it)"),
        };
        let lines = table
            .lines
            .iter()
            .map(|line| {
                let pay = match line.pay {
                    Pay::MeterPercent { meter: m, .. } => match meter(m) {
                        Some(amount) => format!("{} (now {amount})", line.pay),
                        None => line.pay.to_string(),
                    },
                    other => other.to_string(),
                };
                (line.hand.name(), pay)
            })
            .collect();
        PaytableShown {
            name,
            caption,
            lines,
        }
    }
}

/// The folded panel of the paytables in force; nothing when the table pays from none. Only its
/// contents follow the tables (a meter moving each round), so an open panel stays open.
#[component]
pub fn PaytablesPanel(#[prop(into)] tables: Signal<Vec<PaytableShown>>) -> impl IntoView {
    let summary = move || {
        let names: Vec<String> = tables.with(|ts| ts.iter().map(|t| t.name.clone()).collect());
        format!("Paytables at this table ({})", names.join(", "))
    };
    let cards = move || paytable_tables(tables.get(), "paytable");
    view! {
        <Show when=move || tables.with(|ts| !ts.is_empty())>
            <details class="paytables-in-force" data-testid="paytables-in-force">
                <summary>{summary}</summary>
                <div class="paytable-cards">{cards}</div>
            </details>
        </Show>
    }
}

/// Each paytable as a table of its lines under its caption: the play tables' panel and dealer
/// mode's draw them alike (`testid` names each table for the tests).
pub fn paytable_tables(tables: Vec<PaytableShown>, testid: &'static str) -> impl IntoView {
    tables
        .into_iter()
        .map(|table| {
            view! {
                <table class="lines" data-testid=testid>
                    <caption>{table.caption}</caption>
                    <thead><tr><th scope="col">"Hand"</th><th scope="col">"Pays"</th></tr></thead>
                    <tbody>
                        {table.lines.into_iter().map(|(hand, pay)| view! { <tr><th scope="row">{hand}</th><td>{pay}</td></tr> }).collect_view()}
                    </tbody>
                </table>
            }
        })
        .collect_view()
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::jhe::paytables::paytable;
    use engine::jhe::JheWager;

    /// Progressive A as PAYTABLES.md §5.4 prints it, each meter line with the meter's amount.
    #[test]
    fn a_meter_line_reads_as_money() {
        let table = paytable(JheWager::Progressive, "A").expect("Progressive A");
        let shown = PaytableShown::of(table, |m| {
            (m == MeterName::Star).then_some(Cents(1_000_012))
        });
        assert_eq!(shown.name, "Progressive A");
        assert_eq!(shown.caption, "Progressive A (001 Ch.12 D(2))");
        assert_eq!(
            shown.lines[0],
            (
                "Royal flush of diamonds".to_string(),
                "100% of the Star meter (now $10,000.12)".to_string()
            )
        );
        // A meter not read is named without an amount; fixed lines as printed.
        assert_eq!(shown.lines[1].1, "100% of the Spade meter");
        assert_eq!(shown.lines[4], ("Full house".into(), "50 for 1".into()));
        assert_eq!(shown.lines.len(), 9);
    }
}
