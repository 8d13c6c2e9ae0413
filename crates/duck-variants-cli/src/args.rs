//! The command line's options: `--name value` pairs, flags and positional
//! arguments, each command saying which it takes.

use crate::Failure;

/// A command's arguments, read.
pub(crate) struct Args {
    /// `--name value` options in order.
    options: Vec<(String, String)>,
    /// Flags given (`--divide`).
    flags: Vec<String>,
    /// Positional arguments.
    pub(crate) positional: Vec<String>,
}

impl Args {
    /// Reads `args`: `valued` are the options that take a value, `flags`
    /// those that do not; anything else starting with `--` is an error.
    pub(crate) fn read(args: &[String], valued: &[&str], flags: &[&str]) -> Result<Args, Failure> {
        let mut read = Args {
            options: Vec::new(),
            flags: Vec::new(),
            positional: Vec::new(),
        };
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            if let Some(name) = arg.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((name, value)) => (name, Some(value.to_string())),
                    None => (name, None),
                };
                if valued.contains(&name) {
                    let value = match inline {
                        Some(value) => value,
                        None => rest
                            .next()
                            .cloned()
                            .ok_or_else(|| Failure::Usage(format!("--{name} needs a value")))?,
                    };
                    read.options.push((name.to_string(), value));
                } else if flags.contains(&name) && inline.is_none() {
                    read.flags.push(name.to_string());
                } else {
                    return Err(Failure::Usage(format!("unknown option --{name}")));
                }
            } else {
                read.positional.push(arg.clone());
            }
        }
        Ok(read)
    }

    /// The value of an option (the last one given).
    pub(crate) fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether a flag was given.
    pub(crate) fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// An option's value read as a `T`.
    pub(crate) fn parsed<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, Failure>
    where
        T::Err: std::fmt::Display,
    {
        self.value(name)
            .map(|v| {
                v.parse::<T>()
                    .map_err(|e| Failure::Usage(format!("--{name} {v}: {e}")))
            })
            .transpose()
    }
}
