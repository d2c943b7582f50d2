//! A small argument parser: a command, positional words, `--flag` and `--key value` options.

use std::collections::BTreeMap;

#[derive(Debug, Default, PartialEq)]
pub struct Args {
    pub command: Option<String>,
    pub positional: Vec<String>,
    pub options: BTreeMap<String, String>,
    pub json: bool,
    pub help: bool,
}

/// Options that take no value.
const FLAGS: &[&str] = &["json", "help"];

impl Args {
    pub fn parse(argv: &[String]) -> Result<Args, String> {
        let mut args = Args::default();
        let mut words = argv.iter();
        while let Some(word) = words.next() {
            if word == "-h" || word == "--help" {
                args.help = true;
            } else if let Some(name) = word.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if FLAGS.contains(&name) {
                    if name == "json" {
                        args.json = true;
                    }
                    continue;
                }
                let value = match inline {
                    Some(v) => v,
                    None => words
                        .next()
                        .cloned()
                        .ok_or_else(|| format!("--{name} needs a value"))?,
                };
                args.options.insert(name.to_string(), value);
            } else if args.command.is_none() {
                args.command = Some(word.clone());
            } else {
                args.positional.push(word.clone());
            }
        }
        if args.command.as_deref() == Some("help") {
            args.help = true;
        }
        Ok(args)
    }

    pub fn option(&self, name: &str) -> Option<&str> {
        self.options.get(name).map(String::as_str)
    }

    /// Refuses options the command does not know, so a typo is not silently ignored.
    pub fn only(&self, allowed: &[&str]) -> Result<(), String> {
        match self.options.keys().find(|k| !allowed.contains(&k.as_str())) {
            Some(unknown) => Err(format!("unknown option --{unknown}")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(words: &[&str]) -> Result<Args, String> {
        Args::parse(&words.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn commands_options_and_flags() {
        let a = parse(&["hand", "Ah Kh", "--json", "--rules", "MD", "--wager=fb"]).unwrap();
        assert_eq!(a.command.as_deref(), Some("hand"));
        assert_eq!(a.positional, ["Ah Kh"]);
        assert!(a.json);
        assert_eq!(a.option("rules"), Some("MD"));
        assert_eq!(a.option("wager"), Some("fb"));
        assert!(parse(&["hand", "--rules"]).is_err());
        assert!(a.only(&["rules"]).is_err());
        assert!(parse(&["help"]).unwrap().help);
    }
}
