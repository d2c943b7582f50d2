//! The browser app: a thin view over the `engine` crate. One file per page under `pages/`,
//! shared widgets under `components/`, the address model below the pages (`address.rs`), the
//! registry of games above them (`registry.rs`), and the app shell (navigation) in `shell.rs`.

#![forbid(unsafe_code)]

pub mod academy_state;
pub mod address;
pub mod analysis_cache;
pub mod base_path;
pub mod classroom_state;
pub mod components;
pub mod compute;
pub mod custom_tables;
pub mod display;
#[cfg(test)]
mod fuzz_loaders;
#[cfg(test)]
mod game_names;
pub mod jhe_play_state;
pub mod jhe_values;
#[cfg(test)]
mod module_graph;
pub mod pace_state;
pub mod pages;
pub mod play_state;
pub mod query_state;
pub mod rack_state;
pub mod registry;
pub mod round_ui;
pub mod router;
#[cfg(test)]
mod saved_formats;
pub mod scorm;
pub mod scorm_package;
pub mod session;
pub mod session_view;
pub mod shell;
pub mod storage;
pub mod worker_client;
pub mod worker_protocol;

pub use shell::App;
