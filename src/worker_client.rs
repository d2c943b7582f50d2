//! The page's side of the compute worker: start a job (sent once the worker reports it is ready),
//! receive progress and the result, cancel by terminating the worker (a running computation
//! cannot be interrupted any other way).

use crate::base_path::router_base;
use crate::worker_protocol::{
    read_kind, read_response, read_status, read_summary, JheMainGameSummary, Request, Response,
    Status, TallyShare, READY,
};
use serde::de::DeserializeOwned;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// A worker, with what its messages are handed to: its handlers change from job to job, so a
/// warm worker (its wasm compiled and started) can take another job.
struct Slot {
    worker: Worker,
    state: Rc<RefCell<SlotState>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

type Handler<T> = Rc<RefCell<Box<dyn FnMut(T)>>>;

#[derive(Default)]
struct SlotState {
    /// The worker reported ready; a job sent before would be lost.
    ready: bool,
    /// The job to send once it is.
    waiting: Option<JsValue>,
    on_message: Option<Handler<JsValue>>,
    on_error: Option<Handler<String>>,
}

thread_local! {
    /// The workers of the job running (one, or a pool).
    static CURRENT: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
    /// Warm workers with no job, kept for the next light job ([`warm`], [`start_shares`]).
    static IDLE: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
    /// Counts jobs ended ([`cancel`], which every start calls): a clean-up deferred by a job
    /// that has ended since does nothing ([`later`]).
    static JOB: Cell<u64> = const { Cell::new(0) };
}

/// A new worker, with no job yet.
fn new_slot() -> Result<Slot, String> {
    let url = format!("{}/worker_loader.js", router_base());
    let worker =
        Worker::new(&url).map_err(|e| format!("the compute worker could not start: {e:?}"))?;
    let state = Rc::new(RefCell::new(SlotState::default()));
    let on_message = {
        let (worker, state) = (worker.clone(), state.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            if data.as_string().as_deref() == Some(READY) {
                let job = {
                    let mut state = state.borrow_mut();
                    state.ready = true;
                    state.waiting.take()
                };
                if let Some(job) = job {
                    send(&worker, &state, &job);
                }
                return;
            }
            // The handler is taken out of the state while it runs: it may start another job.
            let handler = state.borrow().on_message.clone();
            if let Some(handler) = handler {
                (handler.borrow_mut())(data);
            }
        })
    };
    let on_error = {
        let state = state.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            let handler = state.borrow().on_error.clone();
            if let Some(handler) = handler {
                (handler.borrow_mut())("the compute worker stopped with an error".into());
            }
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Slot {
        worker,
        state,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Posts `job` to a ready worker; a failure to send goes to its message handler as an error.
fn send(worker: &Worker, state: &Rc<RefCell<SlotState>>, job: &JsValue) {
    if worker.post_message(job).is_err() {
        let handler = state.borrow().on_message.clone();
        if let Some(handler) = handler {
            let error = Status::Error {
                message: "could not send the job to the worker".into(),
            };
            (handler.borrow_mut())(JsValue::from_str(
                &serde_json::to_string(&error).unwrap_or_default(),
            ));
        }
    }
}

/// Gives `job` to a warm worker if one is idle, else to a new one (sent once it reports it is
/// ready); every later message goes to `on_message`, an error to `on_error`. The worker is kept
/// with the current job's (see [`cancel`]).
fn spawn(
    job: JsValue,
    on_message: impl FnMut(JsValue) + 'static,
    on_error: impl FnMut(String) + 'static,
) -> Result<Worker, String> {
    let slot = match IDLE.with(|idle| idle.borrow_mut().pop()) {
        Some(slot) => slot,
        None => new_slot()?,
    };
    let ready = {
        let mut state = slot.state.borrow_mut();
        state.on_message = Some(Rc::new(RefCell::new(Box::new(on_message))));
        state.on_error = Some(Rc::new(RefCell::new(Box::new(on_error))));
        if !state.ready {
            state.waiting = Some(job.clone());
        }
        state.ready
    };
    if ready {
        send(&slot.worker, &slot.state, &job);
    }
    let worker = slot.worker.clone();
    CURRENT.with(|c| c.borrow_mut().push(slot));
    Ok(worker)
}

/// Starts workers until `count` are warm and idle, so the next light job ([`start_shares`])
/// does not wait for them to load: the page showing such a job calls it on opening, and
/// [`cool`] on closing.
pub fn warm(count: usize) {
    let idle = IDLE.with(|idle| idle.borrow().len());
    for _ in idle..count {
        match new_slot() {
            Ok(slot) => IDLE.with(|idle| idle.borrow_mut().push(slot)),
            // A job started later reports why a worker cannot start.
            Err(_) => return,
        }
    }
}

/// Ends the warm idle workers (the page that wanted them is gone).
pub fn cool() {
    let idle = IDLE.with(|idle| std::mem::take(&mut *idle.borrow_mut()));
    for slot in &idle {
        slot.worker.terminate();
    }
}

/// A reply as the worker wrote it (JSON text).
fn read(data: &JsValue) -> Response {
    let text = data.as_string().unwrap_or_default();
    read_response(&text).unwrap_or_else(|message| Response::Error { message })
}

/// A reply, or `None` for bytes.
fn read_or_bytes(data: &JsValue) -> Option<Response> {
    (!data.is_instance_of::<js_sys::Uint8Array>()).then(|| read(data))
}

/// Starts `request` in a fresh worker (ending any job still running) and calls `on_response`
/// for each message it sends back.
pub fn start(request: &Request, on_response: impl Fn(Response) + 'static) -> Result<(), String> {
    cancel();
    let job = JsValue::from_str(&serde_json::to_string(request).map_err(|e| e.to_string())?);
    let on_response = std::rc::Rc::new(on_response);
    let on_error = {
        let on_response = on_response.clone();
        move |message| end_job(|| on_response(Response::Error { message }), cancel)
    };
    spawn(
        job,
        move |data| {
            let response = read(&data);
            if matches!(response, Response::Progress { .. }) {
                on_response(response);
            } else {
                end_job(|| on_response(response), cancel);
            }
        },
        on_error,
    )?;
    Ok(())
}

/// What a job whose shares go to every worker ([`start_shares`]) reports.
#[derive(Clone, Debug, PartialEq)]
pub enum SharesEvent {
    /// The share of the work done, over all workers.
    Progress(f64),
    /// Every worker's reply in part order, the number of workers and the time from start to
    /// the last reply, milliseconds.
    Done {
        replies: Vec<Response>,
        workers: usize,
        milliseconds: f64,
    },
    Failed(String),
}

/// Starts `request(part, parts)` in each of [`workers`] workers (ending any job still running)
/// and reports their progress together, then all their replies at once: for a walk whose
/// shares the page adds up itself. A light job: its workers are kept warm afterwards (and warm
/// ones are used, see [`warm`]).
pub fn start_shares(
    request: impl Fn(usize, usize) -> Request,
    on_event: impl Fn(SharesEvent) + 'static,
) -> Result<(), String> {
    cancel();
    let (started, count) = (now(), workers());
    let reporter = Reporter::new(on_event, SharesEvent::Failed);
    let progress = reporter.progress(SharesEvent::Progress);
    let Reporter {
        on_event,
        finished,
        fail,
    } = reporter;
    let all_in = {
        let fail = fail.clone();
        move |shares: Vec<JsValue>| {
            let replies: Result<Vec<Response>, String> = shares
                .iter()
                .map(|data| read_or_bytes(data).ok_or("unexpected bytes from a worker".into()))
                .collect();
            match replies {
                Ok(replies) if !finished.replace(true) => {
                    // Every worker has sent its share and is idle: kept warm for the next.
                    end_job(
                        || {
                            on_event(SharesEvent::Done {
                                replies,
                                workers: count,
                                milliseconds: now() - started,
                            })
                        },
                        rest_current,
                    );
                }
                Ok(_) => {}
                Err(message) => fail(message),
            }
        }
    };
    start_pool(
        count,
        |p, c| text_job(&request(p, c)),
        progress,
        fail,
        all_in,
    )
}

/// How a pool job reports: each event to the page, whether the job has ended (its result or
/// its first failure ends it), and its failure, reported once ([`failing`]).
struct Reporter<E> {
    on_event: Rc<dyn Fn(E)>,
    finished: Rc<Cell<bool>>,
    fail: Rc<dyn Fn(String)>,
}

impl<E: 'static> Reporter<E> {
    /// `failed`: the event a failure is reported as.
    fn new(on_event: impl Fn(E) + 'static, failed: fn(String) -> E) -> Reporter<E> {
        let on_event: Rc<dyn Fn(E)> = Rc::new(on_event);
        let finished = Rc::new(Cell::new(false));
        let fail = failing(finished.clone(), {
            let on_event = on_event.clone();
            move |message| on_event(failed(message))
        });
        Reporter {
            on_event,
            finished,
            fail,
        }
    }

    /// The job's progress (the share done over every worker), as the event `progress` makes.
    fn progress(&self, progress: fn(f64) -> E) -> impl Fn(f64) + 'static {
        let on_event = self.on_event.clone();
        move |done| on_event(progress(done))
    }
}

/// A job's failure, reported once (the first error ends the job and its workers).
fn failing(finished: Rc<Cell<bool>>, report: impl Fn(String) + 'static) -> Rc<dyn Fn(String)> {
    Rc::new(move |message: String| {
        if !finished.replace(true) {
            end_job(|| report(message), cancel);
        }
    })
}

/// A request as the worker reads it: its JSON text.
fn text_job(request: &Request) -> Result<JsValue, String> {
    Ok(JsValue::from_str(
        &serde_json::to_string(request).map_err(|e| e.to_string())?,
    ))
}

/// One job in `count` shares, a worker each: every worker is sent `job(part, count)`; their
/// progress is reported together; a worker's share is its one message that is neither progress
/// nor an error (bytes, or a reply's JSON text), and once every share is in, `all_in` gets them
/// in part order. An error from any worker goes to `fail`.
fn start_pool(
    count: usize,
    job: impl Fn(usize, usize) -> Result<JsValue, String>,
    progress: impl Fn(f64) + 'static,
    fail: Rc<dyn Fn(String)>,
    all_in: impl Fn(Vec<JsValue>) + 'static,
) -> Result<(), String> {
    let progress: Rc<dyn Fn(f64)> = Rc::new(progress);
    let all_in: Rc<dyn Fn(Vec<JsValue>)> = Rc::new(all_in);
    let fractions = Rc::new(RefCell::new(vec![0.0; count]));
    let shares: Rc<RefCell<Vec<Option<JsValue>>>> = Rc::new(RefCell::new(vec![None; count]));
    for part in 0..count {
        let job = job(part, count)?;
        let (progress, all_in, fractions, shares, fail_here) = (
            progress.clone(),
            all_in.clone(),
            fractions.clone(),
            shares.clone(),
            fail.clone(),
        );
        let fail_here_too = fail.clone();
        let spawned = spawn(
            job,
            move |data| match data.as_string().as_deref().and_then(read_status) {
                Some(Status::Progress { fraction }) => {
                    fractions.borrow_mut()[part] = fraction;
                    let done = fractions.borrow().iter().sum::<f64>() / count as f64;
                    progress(done);
                }
                Some(Status::Error { message }) => fail_here(message),
                _ => {
                    fractions.borrow_mut()[part] = 1.0;
                    shares.borrow_mut()[part] = Some(data);
                    let every: Option<Vec<JsValue>> = shares.borrow().iter().cloned().collect();
                    if let Some(every) = every {
                        all_in(every);
                    }
                }
            },
            move |message| fail_here_too(message),
        );
        if let Err(message) = spawned {
            cancel();
            return Err(message);
        }
    }
    Ok(())
}

/// What a job shared among workers reports.
/// `S`: the summary as the page reads it (the whole [`JheMainGameSummary`], or a part of it).
#[derive(Clone, Debug, PartialEq)]
pub enum PoolEvent<S = JheMainGameSummary> {
    /// The share of the work done, over all workers.
    Progress(f64),
    /// The result, the number of workers and the time from start to result, milliseconds.
    /// Optimal play's first-decision values are kept for the page (see `jhe_values`).
    Done {
        summary: Box<S>,
        workers: usize,
        milliseconds: f64,
        /// The walk's parts as the workers sent them, when asked to keep them ([`start_jhe`]).
        parts: KeptParts,
    },
    Failed(String),
}

/// A walk's parts (each worker's bytes, in part order), kept for a tally of the same walk
/// ([`start_tally`]); none unless asked for.
#[derive(Clone, Default)]
pub struct KeptParts(pub Option<Rc<Vec<JsValue>>>);

impl PartialEq for KeptParts {
    fn eq(&self, other: &KeptParts) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
}

impl std::fmt::Debug for KeptParts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "KeptParts({:?})", self.0.as_ref().map(|p| p.len()))
    }
}

/// The number of workers to share a job among: every core the browser reports (at least one,
/// at most 16).
pub fn workers() -> usize {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    (cores as usize).clamp(1, 16)
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// Jackpot Hold 'Em's exact analysis for `strategy`, shared among [`workers`] workers (each takes
/// a share of the flops), then added up by one more; ends any job still running.
/// `xtra`: a custom X-tra Bonus table's pays (none: Paytable A). The summary is read as `S`.
pub fn start_jhe<S: DeserializeOwned + 'static>(
    strategy: &str,
    xtra: Option<Vec<u32>>,
    on_event: impl Fn(PoolEvent<S>) + 'static,
) -> Result<(), String> {
    start_jhe_walk(strategy, xtra, false, on_event)
}

/// [`start_jhe`], and with `for_tally` the walk's parts kept ([`PoolEvent::Done`]'s `parts`)
/// and its first decisions sent in the summary (`first_plays`): what [`start_tally`] needs.
pub fn start_jhe_walk<S: DeserializeOwned + 'static>(
    strategy: &str,
    xtra: Option<Vec<u32>>,
    for_tally: bool,
    on_event: impl Fn(PoolEvent<S>) + 'static,
) -> Result<(), String> {
    cancel();
    let (started, count) = (now(), workers());
    let reporter = Reporter::new(on_event, PoolEvent::Failed);
    let progress = reporter.progress(PoolEvent::Progress);
    let Reporter {
        on_event,
        finished,
        fail,
    } = reporter;
    let request = {
        let (strategy, xtra) = (strategy.to_string(), xtra.clone());
        move |part, parts| Request::JhePart {
            strategy: strategy.clone(),
            part,
            parts,
            xtra: xtra.clone(),
        }
    };
    let all_in = {
        let (strategy, fail) = (strategy.to_string(), fail.clone());
        move |parts: Vec<JsValue>| {
            // Each part's sums come as bytes; anything else is a worker gone wrong.
            if let Some(other) = parts
                .iter()
                .find(|p| !p.is_instance_of::<js_sys::Uint8Array>())
            {
                let text = other.as_string().unwrap_or_default();
                fail(format!(
                    "unexpected reply from a worker: {}",
                    text.chars().take(200).collect::<String>()
                ));
                return;
            }
            combine_parts(
                Request::JheCombine {
                    strategy: strategy.clone(),
                    xtra: xtra.clone(),
                    first_plays: for_tally,
                },
                &parts,
                KeptParts(for_tally.then(|| Rc::new(parts.clone()))),
                (count, started),
                on_event.clone(),
                finished.clone(),
                {
                    let fail = fail.clone();
                    move |message| fail(message)
                },
            );
        }
    };
    start_pool(
        count,
        |p, c| text_job(&request(p, c)),
        progress,
        fail,
        all_in,
    )
}

/// The tally's shares, each its counts as decimal text, in part order.
pub type TallyShares = Vec<Vec<String>>;

/// The tally of the optimal player's showdowns with the X-tra Bonus table `xtra` (the par
/// sheet's X-tra Bonus section), after its walk ([`start_jhe_walk`] with `for_tally`): each of
/// the walk's `parts` to a worker of its own with the walk's `first_plays`; the shares' counts
/// in part order (`compute::tally_of` adds them up). Ends any job still running.
pub fn start_tally(
    xtra: Vec<u32>,
    parts: &KeptParts,
    first_plays: String,
    on_event: impl Fn(PoolEvent<TallyShares>) + 'static,
) -> Result<(), String> {
    let Some(parts) = parts.0.clone() else {
        return Err("the walk's parts were not kept for its tally".into());
    };
    let count = parts.len();
    start_counts(
        count,
        move |part, parts_count| {
            let message = js_sys::Array::new();
            message.push(&text_job(&Request::Tally {
                strategy: "optimal".into(),
                xtra: Some(xtra.clone()),
                part,
                parts: parts_count,
                first_plays: first_plays.clone(),
            })?);
            message.push(&parts[part]);
            Ok(message.into())
        },
        on_event,
    )
}

/// The strategy card's forward walk with the X-tra Bonus table `xtra` (the par sheet's main
/// game and hold band under an own X-tra Bonus table), its boards shared among [`workers`]
/// workers; the shares' sums in part order (`compute::forward_of` adds them up). Ends any job
/// still running.
pub fn start_forward(
    xtra: Vec<u32>,
    on_event: impl Fn(PoolEvent<TallyShares>) + 'static,
) -> Result<(), String> {
    start_counts(
        workers(),
        move |part, parts| {
            text_job(&Request::Forward {
                xtra: Some(xtra.clone()),
                part,
                parts,
            })
        },
        on_event,
    )
}

/// A pool of `count` workers, each sent `job(part, count)` and answering with a share of
/// counts ([`TallyShare`]); the shares in part order when all are in. Ends any job still
/// running.
fn start_counts(
    count: usize,
    job: impl Fn(usize, usize) -> Result<JsValue, String>,
    on_event: impl Fn(PoolEvent<TallyShares>) + 'static,
) -> Result<(), String> {
    cancel();
    let started = now();
    let reporter = Reporter::new(on_event, PoolEvent::Failed);
    let progress = reporter.progress(PoolEvent::Progress);
    let Reporter {
        on_event,
        finished,
        fail,
    } = reporter;
    let all_in = {
        let fail = fail.clone();
        move |shares: Vec<JsValue>| {
            let read: Result<Vec<Vec<String>>, String> = shares
                .iter()
                .map(|data| {
                    let text = data.as_string().unwrap_or_default();
                    match read_kind::<TallyShare>(&text, "tally", "share of counts") {
                        Some(share) => share.map(|s| s.counts),
                        None => Err(format!(
                            "unexpected reply from a worker: {}",
                            text.chars().take(200).collect::<String>()
                        )),
                    }
                })
                .collect();
            match read {
                Ok(counts) if !finished.replace(true) => end_job(
                    || {
                        on_event(PoolEvent::Done {
                            summary: Box::new(counts),
                            workers: count,
                            milliseconds: now() - started,
                            parts: KeptParts::default(),
                        })
                    },
                    cancel,
                ),
                Ok(_) => {}
                Err(message) => fail(message),
            }
        }
    };
    start_pool(count, job, progress, fail, all_in)
}

/// The last step of [`start_jhe`]: every part to one more worker, which adds them up.
/// `request`: the [`Request::JheCombine`] to send with the parts.
/// `kept`: the parts as kept for a tally (none unless asked for); `(count, started)`: the
/// walk's workers and when it started.
fn combine_parts<S: DeserializeOwned + 'static>(
    request: Request,
    parts: &[JsValue],
    kept: KeptParts,
    (count, started): (usize, f64),
    on_event: Rc<dyn Fn(PoolEvent<S>)>,
    finished: Rc<Cell<bool>>,
    fail: impl Fn(String) + Clone + 'static,
) {
    // The part workers are done: end them now (their closures are dropped with the job).
    CURRENT.with(|c| c.borrow().iter().for_each(|slot| slot.worker.terminate()));
    let message = js_sys::Array::new();
    message.push(&JsValue::from_str(
        &serde_json::to_string(&request).unwrap_or_default(),
    ));
    for part in parts {
        message.push(part);
    }
    let fail_here = fail.clone();
    let spawned = spawn(
        message.into(),
        move |data| {
            let Some(text) = data.as_string() else {
                let bytes = js_sys::Uint8Array::new(&data).to_vec();
                if let Err(message) = crate::jhe_values::store(&bytes) {
                    fail_here(message);
                }
                return;
            };
            match (read_status(&text), read_summary::<S>(&text)) {
                (_, Some(Ok(summary))) => {
                    if !finished.replace(true) {
                        end_job(
                            || {
                                on_event(PoolEvent::Done {
                                    summary: Box::new(summary),
                                    workers: count,
                                    milliseconds: now() - started,
                                    parts: kept.clone(),
                                })
                            },
                            cancel,
                        );
                    }
                }
                (_, Some(Err(message))) | (Some(Status::Error { message }), _) => {
                    fail_here(message)
                }
                (Some(Status::Progress { .. }), _) => {}
                (None, None) => fail_here(format!(
                    "unexpected reply from the worker: {}",
                    text.chars().take(200).collect::<String>()
                )),
            }
        },
        fail.clone(),
    );
    if let Err(message) = spawned {
        fail(message);
    }
}

/// Stops the running job, if any (every worker of it; warm idle workers stay).
pub fn cancel() {
    JOB.with(|job| job.set(job.get() + 1));
    let running = CURRENT.with(|c| std::mem::take(&mut *c.borrow_mut()));
    for slot in &running {
        slot.worker.terminate();
    }
}

/// The finished job's workers, idle now, kept warm for the next job (their handlers dropped).
fn rest_current() {
    let resting = CURRENT.with(|c| std::mem::take(&mut *c.borrow_mut()));
    for slot in resting {
        {
            let mut state = slot.state.borrow_mut();
            state.on_message = None;
            state.on_error = None;
            state.waiting = None;
        }
        IDLE.with(|idle| idle.borrow_mut().push(slot));
    }
}

/// A job's last report: `report` runs now, then `clean_up` (its workers ended, [`cancel`], or
/// kept warm, [`rest_current`]) once the worker's callback has returned (a closure cannot drop
/// itself) — unless the job has ended by then. The job is the one running *before* `report`,
/// so a job that `report` starts (the next walk, started from the last one's result) is never
/// the one cleaned up.
fn end_job(report: impl FnOnce(), clean_up: fn()) {
    let job = JOB.with(Cell::get);
    report();
    later(job, clean_up);
}

/// Runs `then` once the current callback has returned, if `job` is still the current job.
fn later(job: u64, then: fn()) {
    if let Some(window) = web_sys::window() {
        let later = Closure::once_into_js(move || {
            if JOB.with(Cell::get) == job {
                then();
            }
        });
        let _ =
            window.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
    }
}
