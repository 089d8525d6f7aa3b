"""One way to run many seeded chunks of work: in this process, on a local
process pool, or as Ray tasks on a cluster (issue 27).

A run is a list of *chunks* — argument tuples for one module-level function
— each covering a known number of *items* (games, deals, episodes). Each
chunk's work is seeded from the run's master seed and the items' indices
alone, never from the chunk or the worker, so any chunking gives the same
per-item results. :func:`run_chunks` hands every chunk's result to
``merge`` **in chunk order** (results that finish early wait for their
predecessors), so floating-point sums and rating updates happen in one
order whatever the backend or the number of workers: the same seed gives
byte-identical output for ``local`` with 1 or K workers and for ``ray`` on
any cluster.

Ctrl-C stops the run: the pool's processes are terminated, or the Ray tasks
cancelled, and :class:`Interrupted` reports how many items of the finished
*prefix* were merged (a prefix is itself a complete smaller run, so it can
be shown, and the rest resumed).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import signal
import socket
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from paixi.core.errors import OptionError

BACKENDS = ("local", "ray")
RAY_EXTRA = "pip install 'paixi[ray]'"
MAX_WORKERS = 1024


@dataclass(frozen=True)
class Backend:
    """Where chunks run.

    ``kind`` is ``"local"`` or ``"ray"``. ``workers``: for ``local``, the
    processes (None or 1 = in this process); for ``ray`` without an ``address``, the
    CPUs of the local Ray instance started (None = all cores); with an
    ``address`` (``"auto"``, ``"HOST:6379"`` or ``"ray://HOST:10001"``) it is
    ignored and the cluster's CPUs are used.
    """

    kind: str = "local"
    workers: int | None = 1
    address: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in BACKENDS:
            raise OptionError(f"--backend must be local or ray, not {self.kind!r}")
        if self.workers is not None and not 1 <= self.workers <= MAX_WORKERS:
            raise OptionError(f"workers must be 1-{MAX_WORKERS:,}, not {self.workers}")
        if self.address is not None and self.kind != "ray":
            raise OptionError("--address joins a Ray cluster: give it with --backend ray")


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped a run. ``done`` of ``total`` items finished in an
    unbroken prefix and were merged; ``partial`` is the result over them
    (set by the function that ran the chunks), or None if nothing finished."""

    def __init__(self, done: int, total: int, partial: Any = None) -> None:
        super().__init__(f"interrupted: {done:,} of {total:,} finished")
        self.done = done
        self.total = total
        self.partial = partial


def chunk_ranges(total: int, parallel: int, cap: int, first: int = 0) -> list[tuple[int, int]]:
    """``[start, stop)`` ranges covering ``first .. first+total-1``: about 32
    chunks per worker (so a slow chunk does not leave cores idle and the
    progress bar moves), at most ``cap`` items each."""
    size = max(1, min(cap, total // (max(1, parallel) * 32) or 1))
    end = first + total
    return [(s, min(end, s + size)) for s in range(first, end, size)]


def parallelism(backend: Backend) -> int:
    """How many chunks can run at once (for choosing chunk sizes only: the
    results never depend on it). For Ray, connects first."""
    if backend.kind == "ray":
        ray = _ray_connect(backend)
        return max(1, int(ray.cluster_resources().get("CPU", 1)))
    return backend.workers or 1


def run_chunks(
    fn: Callable[..., Any],
    chunks: Sequence[tuple[Any, ...]],
    sizes: Sequence[int],
    merge: Callable[[Any], None],
    backend: Backend,
    progress: Callable[[int], None] | None = None,
    label: str = "paixi",
) -> None:
    """Run ``fn(*chunk)`` for every chunk and ``merge`` the results in chunk order.

    ``sizes[i]`` is the number of items of chunk ``i``; ``progress`` gets
    the items finished so far (in any order). ``label`` names the Ray tasks
    on the cluster's dashboard. Raises :class:`Interrupted` on Ctrl-C, after
    stopping the work (``done`` = items merged), and :class:`OptionError` if
    Ray is asked for but cannot be used.
    """
    ordered = _Ordered(merge, sizes)
    try:
        if backend.kind == "ray":
            _run_ray(fn, chunks, sizes, ordered, backend, progress, label)
        elif (backend.workers or 1) <= 1 or len(chunks) <= 1:
            done = 0
            for i, chunk in enumerate(chunks):
                ordered.add(i, fn(*chunk))
                done += sizes[i]
                if progress is not None:
                    progress(done)
        else:
            _run_pool(fn, chunks, sizes, ordered, backend.workers or 1, progress)
    except KeyboardInterrupt:
        raise Interrupted(ordered.items, sum(sizes)) from None


class _Ordered:
    """Merges results in chunk order, holding back those that finish early."""

    def __init__(self, merge: Callable[[Any], None], sizes: Sequence[int]) -> None:
        self.merge = merge
        self.sizes = sizes
        self.next = 0
        self.items = 0
        self.waiting: dict[int, Any] = {}

    def add(self, index: int, result: Any) -> None:
        self.waiting[index] = result
        while self.next in self.waiting:
            # Ctrl-C waits until this chunk is merged whole, so the totals
            # always cover exactly the first ``items`` items.
            with _sigint_held():
                self.merge(self.waiting.pop(self.next))
                self.items += self.sizes[self.next]
                self.next += 1


@contextlib.contextmanager
def _sigint_held() -> Iterator[None]:
    block = getattr(signal, "pthread_sigmask", None)  # not on Windows
    if block is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    block(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        block(signal.SIG_UNBLOCK, {signal.SIGINT})


def _ignore_sigint() -> None:
    # Ctrl-C reaches the whole terminal process group: the parent alone
    # handles it (and terminates the pool), so no worker prints a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _call(job: tuple[int, Callable[..., Any], tuple[Any, ...]]) -> tuple[int, Any]:
    index, fn, args = job
    return index, fn(*args)


def _run_pool(
    fn: Callable[..., Any],
    chunks: Sequence[tuple[Any, ...]],
    sizes: Sequence[int],
    ordered: _Ordered,
    workers: int,
    progress: Callable[[int], None] | None,
) -> None:
    processes = min(workers, os.cpu_count() or 1, len(chunks))
    pool = multiprocessing.Pool(processes, initializer=_ignore_sigint)
    try:
        done = 0
        jobs = ((i, fn, chunk) for i, chunk in enumerate(chunks))
        for index, result in pool.imap_unordered(_call, jobs):
            ordered.add(index, result)
            done += sizes[index]
            if progress is not None:
                progress(done)
        pool.close()
    except BaseException:
        pool.terminate()  # Ctrl-C or a failed chunk: stop the others now
        raise
    finally:
        pool.join()


def import_ray() -> Any:
    """The ``ray`` module, or a one-line :class:`OptionError` naming the extra."""
    try:
        import ray
    except ImportError:
        raise OptionError(f"--backend ray needs Ray: {RAY_EXTRA}") from None
    return ray


def _ray_connect(backend: Backend) -> Any:
    """Ray, initialised: joins ``backend.address`` or starts a local instance
    (reused if this process is already connected)."""
    global _STARTED_HERE
    ray = import_ray()
    if ray.is_initialized():
        return ray
    if backend.address is not None:
        check_reachable(backend.address)
    kwargs: dict[str, Any] = {"logging_level": logging.ERROR, "log_to_driver": False}
    if backend.address is not None and backend.address.startswith("ray://"):
        kwargs = {"address": backend.address}  # Ray client: the cluster keeps its own settings
    elif backend.address is not None:
        kwargs["address"] = backend.address
    else:
        kwargs["num_cpus"] = backend.workers or os.cpu_count() or 1
    # Ctrl-C in the middle of ray.init can end the process from inside Ray's
    # native code with no word: hold it until Ray is up, then stop cleanly.
    held: list[int] = []
    main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, lambda signum, _: held.append(signum)) if main else None
    try:
        ray.init(**kwargs)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        where = backend.address or "a local instance"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise OptionError(f"cannot start Ray on {where}: {first}") from None
    finally:
        if main:
            signal.signal(signal.SIGINT, previous)
    _STARTED_HERE = True
    if held:
        raise KeyboardInterrupt
    return ray


def check_reachable(address: str, timeout: float = 5.0) -> None:
    """:class:`OptionError` unless ``HOST:PORT`` (or ``ray://HOST:PORT``)
    accepts a connection: Ray itself would retry a wrong address for minutes.
    ``auto`` (the cluster of this machine) is left to Ray, which answers at once."""
    rest = address.removeprefix("ray://")
    host, sep, port = rest.rpartition(":")
    if address == "auto":
        return
    if not sep or not host or not port.isdigit():
        raise OptionError(f"--address must be auto, HOST:PORT or ray://HOST:PORT, not {address!r}")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise OptionError(f"cannot reach a Ray cluster at {address}: {reason}") from None


def _run_ray(
    fn: Callable[..., Any],
    chunks: Sequence[tuple[Any, ...]],
    sizes: Sequence[int],
    ordered: _Ordered,
    backend: Backend,
    progress: Callable[[int], None] | None,
    label: str,
) -> None:
    ray = _ray_connect(backend)
    remote = ray.remote(num_cpus=1, max_retries=3)(_ray_task)
    # A bounded window of tasks in flight keeps the held-back results (and
    # the work thrown away on Ctrl-C) small on a big run.
    window = 4 * max(1, int(ray.cluster_resources().get("CPU", 1)))
    index_of: dict[Any, int] = {}
    submitted = done = 0
    try:
        while submitted < len(chunks) or index_of:
            while submitted < len(chunks) and len(index_of) < window:
                name = f"{label} chunk {submitted + 1}/{len(chunks)}"
                ref = remote.options(name=name).remote(fn, chunks[submitted])
                index_of[ref] = submitted
                submitted += 1
            ready, _ = ray.wait(list(index_of), num_returns=1, timeout=0.5)
            for ref in ready:
                index = index_of.pop(ref)
                try:
                    result = ray.get(ref)
                except ray.exceptions.RayTaskError as exc:
                    # the chunk's own error (an illegal move, a bad option), not Ray's wrapper
                    cause = getattr(exc, "cause", None)
                    if isinstance(cause, Exception):
                        raise cause from None
                    raise
                ordered.add(index, result)
                done += sizes[index]
                if progress is not None:
                    progress(done)
    except BaseException:
        for ref in index_of:  # Ctrl-C or a failed chunk: free the cluster's CPUs
            with contextlib.suppress(Exception):  # a task that has just ended
                ray.cancel(ref, force=True)
        raise


def _ray_task(fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    return fn(*args)


_STARTED_HERE = False
"""Whether :func:`run_chunks` started (or joined) Ray in this process, rather
than finding it already initialised by the caller."""


def shutdown_ray() -> None:
    """Disconnect from Ray if :func:`run_chunks` connected (stopping a local
    instance it started); a connection the caller made is left alone."""
    global _STARTED_HERE
    if not _STARTED_HERE:
        return
    _STARTED_HERE = False
    import ray

    if ray.is_initialized():
        ray.shutdown()
