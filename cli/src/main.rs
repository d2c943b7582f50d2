//! `odds`: the engine on the command line, for scripting. Every subcommand takes `--json`;
//! `odds --help` and `odds <COMMAND> --help` describe them.

mod args;
mod cli;
mod commands;
#[cfg(test)]
mod golden_tests;
mod jhe_commands;
mod table_args;
mod trace_out;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    // clap prints help, versions and usage errors itself (usage errors exit with status 2).
    let parsed = cli::Cli::parse();
    let result = parsed.into_args().and_then(|args| commands::run(&args));
    match result {
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
