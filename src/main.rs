//! Mount-only entry point: the whole app lives in the library crate.

fn main() {
    console_error_panic_hook::set_once();
    app::base_path::drop_trailing_slash();
    leptos::mount::mount_to_body(app::App);
}
