//! Long work (a perft count, an engine search) run so that Python stays
//! responsive: on a worker thread with the GIL released, while the
//! calling thread looks for signals.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::Duration;

use pyo3::prelude::*;

use crate::error::{Error, Result, guard};

/// Runs `work` on a worker thread with the GIL released while this thread
/// looks for signals every 20 ms: a KeyboardInterrupt (SIGINT) sets
/// `cancel`, which the work watches, and is raised once the worker has
/// stopped. `what` names the work in the error of a worker that panicked.
pub(crate) fn interruptible<T: Send>(
    py: Python<'_>,
    cancel: &AtomicBool,
    what: &str,
    work: impl FnOnce() -> Result<T> + Send,
) -> PyResult<T> {
    py.detach(|| {
        std::thread::scope(|scope| {
            // The worker says when it is done, so short work returns at
            // once rather than at the next 20 ms look.
            let (done, finished) = channel::<()>();
            let worker = scope.spawn(move || {
                let result = guard(work);
                let _ = done.send(());
                result
            });
            while let Err(RecvTimeoutError::Timeout) =
                finished.recv_timeout(Duration::from_millis(20))
            {
                if let Err(interrupt) = Python::attach(|py| py.check_signals()) {
                    cancel.store(true, Ordering::Relaxed);
                    let _ = worker.join();
                    return Err(interrupt);
                }
            }
            match worker.join() {
                Ok(result) => result,
                Err(_) => Err(PyErr::from(Error::Internal(format!(
                    "the {what} worker thread panicked"
                )))),
            }
        })
    })
}
