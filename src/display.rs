//! The display settings: the colour theme (the system's, light or dark) and the four-colour
//! deck. Kept on the device (`app.display.v1`, through `storage`), applied to the page's root
//! element, where the stylesheet reads them (`data-theme`, `data-deck`), before anything shows.

use serde::{Deserialize, Serialize};

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Display {
    #[serde(default)]
    pub theme: Theme,
    /// Diamonds blue and clubs green, so no two suits share a colour.
    #[serde(default)]
    pub four_colour: bool,
}

impl Display {
    /// Saved settings; anything unreadable gives the defaults (a display choice is cheap to
    /// make again, and nothing else depends on it).
    pub fn parse(text: &str) -> Display {
        serde_json::from_str(text).unwrap_or_default()
    }

    pub fn to_json(self) -> String {
        serde_json::to_string(&self).unwrap_or_default()
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
        crate::storage::save_display(&self.to_json())
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
    fn display_settings_round_trip_and_damaged_ones_give_the_defaults() {
        let d = Display {
            theme: Theme::Dark,
            four_colour: true,
        };
        assert_eq!(Display::parse(&d.to_json()), d);
        assert_eq!(d.to_json(), r#"{"theme":"dark","four_colour":true}"#);
        assert_eq!(Display::parse("{}"), Display::default());
        assert_eq!(Display::parse("not json"), Display::default());
        assert_eq!(Display::parse(r#"{"theme":"purple"}"#), Display::default());
        assert_eq!(Theme::from_code("light"), Some(Theme::Light));
    }
}
