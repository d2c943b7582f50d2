//! Widgets shared by several pages.

pub mod card_picker;
pub mod chip_rack;
pub mod confirm;
pub mod dealer_result;
pub mod download;
pub mod focus;
pub mod paytables_panel;
pub mod play_panels;
pub mod playing_card;
pub mod print_header;
pub mod qr;
pub mod qr_reader;
pub mod scorm;
pub mod seat_box;
pub mod table_controls;
pub mod text;
pub mod upload;
