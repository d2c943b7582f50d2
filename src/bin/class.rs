//! The page bundle of the classroom (`academy/class…`: the assignment maker, the student's
//! assignment page and the class page; see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("class")) });
}
