//! The main page bundle (start page, table, rules): mount-only, the app lives in the library.

fn main() {
    app::shell::start(app::routes::Pages::MAIN);
}
