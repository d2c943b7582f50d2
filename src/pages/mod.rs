//! One module per page.

pub mod academy;
pub mod class_package;
pub mod classroom;
pub mod dealer;
pub mod drill;
pub mod explorer;
pub mod home;
pub mod jhe_play;
pub mod not_found;
pub mod par_sheet;
pub mod play;
pub mod rules;
