//! `odds`: the engine on the command line, for scripting. Every subcommand takes `--json`.

mod args;
mod commands;
#[cfg(test)]
mod golden_tests;
mod table_args;

use std::process::ExitCode;

const HELP: &str = "\
odds — High Card Flush analysis on the command line

USAGE:
    odds <COMMAND> [OPTIONS]

COMMANDS:
    hand <CARDS>        Evaluate a seven-card hand: best flush, dealer qualification, raise
                        limits, straight flushes under each ace rule
    paytables           List every paytable (filter with --rules MD|MA|SD and --wager fb|sfb|prog)
    rules               Print a jurisdiction's rules with citations (--rules MD|MA|SD)
    round               Play one round and print every card, decision and settlement step
    simulate            Play many rounds (--rounds N, --threads T): return per unit wagered
                        of each wager, with its standard error
    main-game           Exact house edge of the Ante and Raise over every hand, for a strategy
                        (--strategy optimal|always|threshold:T86)
    sidebet             Exact odds of side-wager paytables: --rules, --wager fb|sfb|prog,
                        --paytable LABEL, --ace high|low, --custom 300,100,10,1, --meter DOLLARS
    decide <CARDS>      Exact value of folding and of each raise for a seven-card hand

TABLE OPTIONS (round, simulate):
    --rules MD|MA|SD    Jurisdiction (default MD)
    --players N         Players at the table, 1-6 (default 6)
    --ante DOLLARS      Each player's Ante (default the table minimum, $5)
    --fb LABEL[:$]      Offer this Flush Bonus paytable; each player bets $ (default $1)
    --sfb LABEL[:$]     Offer this Straight Flush Bonus paytable
    --sfb-bonus a,b,c,d,e   Massachusetts SFB G amounts, 7- to 3-card, \"to 1\"
    --prog LABEL        Offer this Progressive paytable; each player bets the $1 unit
    --meter DOLLARS     Starting meter (default the seed)
    --strategy S        optimal | always | threshold:T86 (default optimal)
    --seed N            Reproducible deal (default: random, printed)
    --method M          shoe | hand | auto (dealing method)
    --shuffler S        hand | auto | counting
    help                Show this help

OPTIONS:
    --json              Machine-readable output
    -h, --help          Show this help

Cards may be typed as Th, 10h, T♥ or th, with or without separators: \"Ah Kh 9h 4c 3d 2s 7s\".
";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match args::Args::parse(&argv) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("odds: {message}\nRun `odds --help` for usage.");
            return ExitCode::from(2);
        }
    };
    if parsed.help || parsed.command.is_none() {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    match commands::run(&parsed) {
        Ok(output) => {
            println!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("odds: {message}");
            ExitCode::from(2)
        }
    }
}
