//! The page bundle of the student's assignment page (`academy/class/take?a=…`: the paper and
//! the graded dealer-mode run; see `app::registry`).

fn main() {
    app::shell::start(const { app::registry::pages(app::address::Bundle("class-take")) });
}
