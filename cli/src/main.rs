//! `odds`: the engine on the command line, for scripting. Every subcommand takes `--json`;
//! `odds --help` and `odds <COMMAND> --help` describe them. `odds round --rounds N` streams its
//! rounds to standard output as they are played.

#![forbid(unsafe_code)]

mod class_out;
mod cli;
mod commands;
mod games;
#[cfg(test)]
mod golden_tests;
mod jhe_commands;
mod leak_out;
mod level_card_out;
mod par_sheet_out;
mod rounds;
mod table_args;
mod trace_out;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    // clap prints help, versions and usage errors itself (usage errors exit with status 2).
    let cli = cli::Cli::parse();
    match cli.run(&mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("odds: {message}");
            ExitCode::from(2)
        }
    }
}
