//! A background computation as a view sees it, and how the explorer shows one in progress,
//! cancelled or failed (the finished result is each view's own).

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub enum Job<T> {
    Idle,
    Running { fraction: f64 },
    Done(T),
    Failed(String),
    Cancelled,
}

impl<T> Job<T> {
    pub fn running(&self) -> bool {
        matches!(self, Job::Running { .. })
    }
}

/// A progress bar with its percentage; `testid` names the bar.
pub fn progress_bar(fraction: f64, testid: String) -> AnyView {
    view! {
        <div class="progress-wrap">
            <progress data-testid=testid max="1" value=fraction aria-label="Analysis progress"></progress>
            <span>{format!("{:.0}%", fraction * 100.0)}</span>
        </div>
    }
    .into_any()
}

/// The view of a job that has not finished (`Idle` and `Done` are the caller's):
/// `<prefix>-progress` while running, `<prefix>-cancelled` once cancelled, the failure's message.
pub fn unfinished<T>(job: &Job<T>, prefix: &'static str) -> Option<AnyView> {
    match job {
        Job::Running { fraction } => Some(progress_bar(*fraction, format!("{prefix}-progress"))),
        Job::Cancelled => Some(
            view! { <p class="hint" data-testid=format!("{prefix}-cancelled")>"Cancelled."</p> }
                .into_any(),
        ),
        Job::Failed(message) => {
            Some(view! { <p class="error" role="alert">{message.clone()}</p> }.into_any())
        }
        Job::Idle | Job::Done(_) => None,
    }
}

/// A Cancel button shown while the job runs: stops the workers and says so.
#[component]
pub fn CancelButton<T: Clone + Send + Sync + 'static>(
    job: RwSignal<Job<T>>,
    testid: &'static str,
) -> impl IntoView {
    let cancel = move |_| {
        crate::worker_client::cancel();
        job.set(Job::Cancelled);
    };
    view! {
        <Show when=move || job.with(Job::running)>
            <button data-testid=testid on:click=cancel>"Cancel"</button>
        </Show>
    }
}
