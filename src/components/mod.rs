//! Widgets shared by several pages.

pub mod playing_card;
