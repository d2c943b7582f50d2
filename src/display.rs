//! The display settings: the colour theme (the system's, light or dark) and the four-colour
//! deck. Kept on the device (`app.display.v1`, through `storage`, as words: `dark four`),
//! applied to the page's root element, where the stylesheet reads them (`data-theme`,
//! `data-deck`), before anything shows. Plain words rather than JSON: every page bundle carries
//! this, and a parser of its own costs less than a serde type.

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Follows the system's light or dark setting.
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    pub fn code(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Theme::System => "As the system",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }

    pub fn from_code(code: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.code() == code)
    }
}

/// What the user chose for the display.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Display {
    pub theme: Theme,
    /// Diamonds blue and clubs green, so no two suits share a colour.
    pub four_colour: bool,
}

impl Display {
    /// Saved settings; words it does not know are passed over (a display choice is cheap to
    /// make again, and nothing else depends on it).
    pub fn parse(text: &str) -> Display {
        let mut display = Display::default();
        for word in text.split_whitespace() {
            match word {
                "four" => display.four_colour = true,
                other => {
                    if let Some(theme) = Theme::from_code(other) {
                        display.theme = theme;
                    }
                }
            }
        }
        display
    }

    /// The words kept: the theme, then `four` for the four-colour deck.
    pub fn to_text(self) -> String {
        let mut text = self.theme.code().to_string();
        if self.four_colour {
            text.push_str(" four");
        }
        text
    }

    /// The saved choice, applied to the page.
    pub fn load_and_apply() -> Display {
        let display = crate::storage::load_display()
            .map(|t| Display::parse(&t))
            .unwrap_or_default();
        display.apply();
        display
    }

    /// Keeps the choice and applies it. `Some` says why it could not be kept.
    pub fn save_and_apply(self) -> Option<String> {
        self.apply();
        crate::storage::save_display(&self.to_text())
    }

    fn apply(self) {
        let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        else {
            return;
        };
        let _ = match self.theme {
            Theme::System => root.remove_attribute("data-theme"),
            other => root.set_attribute("data-theme", other.code()),
        };
        let _ = if self.four_colour {
            root.set_attribute("data-deck", "four")
        } else {
            root.remove_attribute("data-deck")
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_settings_round_trip_and_unknown_words_give_the_defaults() {
        let d = Display {
            theme: Theme::Dark,
            four_colour: true,
        };
        assert_eq!(Display::parse(&d.to_text()), d);
        assert_eq!(d.to_text(), "dark four");
        assert_eq!(Display::parse(""), Display::default());
        assert_eq!(Display::parse("purple stripes"), Display::default());
        assert_eq!(Display::parse("light").theme, Theme::Light);
        assert_eq!(Theme::from_code("light"), Some(Theme::Light));
    }
}
