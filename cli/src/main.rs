//! `odds`: the engine on the command line, for scripting. Every subcommand takes `--json`.

mod args;
mod commands;

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
