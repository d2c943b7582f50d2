//! The browser app: a thin view over the `engine` crate. One file per page under `pages/`,
//! shared widgets under `components/`, and the app shell (navigation, routes) in `shell.rs`.

pub mod academy_state;
pub mod analysis_cache;
pub mod base_path;
pub mod components;
pub mod compute;
pub mod custom_tables;
pub mod display;
#[cfg(test)]
mod fuzz_loaders;
pub mod jhe_play_state;
pub mod jhe_values;
pub mod pages;
pub mod play_state;
pub mod query_state;
pub mod round_ui;
pub mod router;
pub mod routes;
#[cfg(test)]
mod saved_formats;
pub mod session;
pub mod session_view;
pub mod shell;
pub mod storage;
pub mod worker_client;
pub mod worker_protocol;

pub use shell::App;
