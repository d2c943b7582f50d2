//! The main page bundle (the start page, High Card Flush's table): mount-only, the app lives in the library.

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle::MAIN) });
}
