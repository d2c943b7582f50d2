//! Widgets shared by several pages.

pub mod download;
pub mod playing_card;
pub mod text;
pub mod upload;
