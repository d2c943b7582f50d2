//! `odds`: the engine on the command line, for scripting. Every subcommand takes `--json`;
//! `odds --help` and `odds <COMMAND> --help` describe them. `odds round --rounds N` streams its
//! rounds to standard output as they are played.

mod args;
mod cli;
mod commands;
#[cfg(test)]
mod golden_tests;
mod jhe_commands;
mod rounds;
mod table_args;
mod trace_out;

use clap::Parser;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    // clap prints help, versions and usage errors itself (usage errors exit with status 2).
    let parsed = cli::Cli::parse();
    let stdout = &mut std::io::stdout().lock();
    let result = parsed.into_args().and_then(|args| {
        if rounds::is_batch(&args) {
            return rounds::write_rounds(&args, stdout);
        }
        let output = commands::run(&args)?;
        // A reader that has gone (`| head`) is not an error.
        match writeln!(stdout, "{output}") {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                Err(format!("cannot write: {e}"))
            }
            _ => Ok(()),
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("odds: {message}");
            ExitCode::from(2)
        }
    }
}
