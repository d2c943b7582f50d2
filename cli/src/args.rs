//! The command line as the commands read it: a command, positional words and named options
//! (filled in by [`crate::cli`], which checks them first).

use std::collections::BTreeMap;

#[derive(Debug, Default, PartialEq)]
pub struct Args {
    pub command: Option<String>,
    pub positional: Vec<String>,
    pub options: BTreeMap<String, String>,
    pub json: bool,
}

impl Args {
    /// The game the line is about (`hcf` unless `--game` says otherwise).
    pub fn game(&self) -> &str {
        self.option("game").unwrap_or("hcf")
    }

    pub fn option(&self, name: &str) -> Option<&str> {
        self.options.get(name).map(String::as_str)
    }

    /// Refuses options the command does not know, so a typo is not silently ignored (`--game`
    /// is every command's).
    pub fn only(&self, allowed: &[&str]) -> Result<(), String> {
        match self
            .options
            .keys()
            .find(|k| k.as_str() != "game" && !allowed.contains(&k.as_str()))
        {
            Some(unknown) => Err(format!("unknown option --{unknown}")),
            None => Ok(()),
        }
    }
}
