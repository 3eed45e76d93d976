import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * For the groups whose figures are the main thread's own tasks (Lighthouse, and the phone list's
 * longest scroll task): every page's main thread on a core of its own, and everything else on the
 * host's other cores.
 *
 * Lighthouse's simulated throttling multiplies the main thread's tasks as observed, by the
 * phone's rate (bench/cpu.ts): on a 2-core host a task that waited for its core behind the
 * browser's other threads, the GPU process, the reference API or Lighthouse itself was multiplied
 * with its wait. A phone's main thread has a core to itself while raster, compositing and the GPU
 * run on the others; pinned alone, the observed task is the page's own work. Same hour, this
 * host: the dashboard's blocking time 216 ms pinned against 292 not, `/bookings` 214 against
 * 269, `/reception` 195 against 364; the page's own work (`own-blocking.ts`) 46 and 42 ms.
 *
 * The phone list's scroll, DevTools-throttled, is the main thread's alone: interleaved on this
 * host, its longest task 34 / 31 / 32 ms pinned against 52 / 53 not, and unpinned its frames
 * stopped coming in two groups of six tonight (bench/README.md, "The phone list pinned too").
 *
 * Not for the other groups DevTools throttles (`Emulation.setCPUThrottlingRate`): its throttler
 * interrupts the main thread about every millisecond and busy-waits (rate - 1) times as long as
 * it ran, and the throttled thread was seen holding a core throughout (bench/README.md,
 * "Chromium's CPU throttling spins"); left free, the host's other threads share that core while
 * it spins. Pinned, they had one core for the compositor, the GPU, the worker and IndexedDB: the
 * status taps' event entries went from 40 and 56 ms to 88 and 112 (bench/README.md, "The page's
 * main thread on a core of its own").
 *
 * How: this process (and so what it starts later: the reference API, Lighthouse's browser and
 * its processes) is moved to the other cores; a scan every SCAN_MS, and pinNow() before the host
 * is measured, moves each renderer's main thread to PAGE_CORE and every other thread of the
 * browsers' child processes to the other cores (threads a pinned main thread starts would inherit
 * its core; SwiftShader's threads in the GPU process pin themselves one to a core).
 * `BENCH_PIN=0` leaves the host as it is; a host of one core, or without `taskset`, is not pinned.
 */

/** The core the pages' main threads run on. */
const PAGE_CORE = 0;
const SCAN_MS = 50;
/** The host's cores (not this process's: once pinned, it has fewer). */
const CORES = cpus().length;

let timer: NodeJS.Timeout | undefined;
/**
 * The cores each thread was placed on, by `pid:tid`. A renderer forked from the zygote shows the
 * zygote's command line until it renames itself, so a process first seen as a zygote's child may
 * turn out a renderer: each scan compares, and places a thread again when its role changed (the
 * phone page's main thread was left on core 1 that way, and the phone list read 105 ms for 35).
 */
const placed = new Map<string, string>();

/** The cores (a `taskset` list) a thread runs on, on a host of `cores`. */
export function coresFor(thread: { renderer: boolean; main: boolean }, cores: number): string {
  if (thread.renderer && thread.main) return String(PAGE_CORE);
  return cores === 2 ? '1' : `1-${cores - 1}`;
}

/** The browsers' child processes (all started with `--type=`), and which are pages'. */
export function browserChildren(): { pid: number; renderer: boolean }[] {
  const found: { pid: number; renderer: boolean }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (cmd.includes('--type=')) {
        found.push({ pid: Number(entry), renderer: cmd.includes('--type=renderer') });
      }
    } catch {
      // Ended meanwhile.
    }
  }
  return found;
}

/** The live threads of the browsers' child processes, each with the cores its role wants. */
function browserThreads(): { key: string; tid: string; cores: string }[] {
  const threads: { key: string; tid: string; cores: string }[] = [];
  for (const { pid, renderer } of browserChildren()) {
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const cores = coresFor({ renderer, main: Number(tid) === pid }, CORES);
      threads.push({ key: `${pid}:${tid}`, tid, cores });
    }
  }
  return threads;
}

/** `taskset`'s arguments for each thread not yet on the cores its role wants. */
function pending(): string[][] {
  const calls: string[][] = [];
  for (const { key, tid, cores } of browserThreads()) {
    if (placed.get(key) === cores) continue;
    placed.set(key, cores);
    calls.push(['-p', '-c', cores, tid]);
  }
  return calls;
}

/** Runs `taskset` with `args` and waits for it; a thread that ended meanwhile is no error. */
function tasksetNow(args: string[]): void {
  try {
    execFileSync('taskset', args, { stdio: 'ignore' });
  } catch {
    // The thread ended.
  }
}

/** Whether to pin: asked for, a host of two cores or more, and `taskset` there. */
function canPin(): boolean {
  if (process.env.BENCH_PIN === '0' || CORES < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Starts pinning (see above), where the host allows it; pinningNote() says which. */
export function startPinning(): void {
  if (timer || !canPin()) return;
  const rest = coresFor({ renderer: false, main: false }, CORES);
  execFileSync('taskset', ['-a', '-p', '-c', rest, String(process.pid)], { stdio: 'ignore' });
  // A thread that ended before its call is no error.
  const scan = () => {
    for (const args of pending()) execFile('taskset', args, () => undefined);
  };
  timer = setInterval(scan, SCAN_MS);
  timer.unref();
}

/**
 * Undoes startPinning: this process and every live thread of the browsers' child processes back on
 * all the host's cores (the shared browser's processes outlive a group), and the scan stopped.
 */
export function stopPinning(): void {
  if (!timer) return;
  clearInterval(timer);
  timer = undefined;
  const all = `0-${CORES - 1}`;
  execFileSync('taskset', ['-a', '-p', '-c', all, String(process.pid)], { stdio: 'ignore' });
  for (const { tid } of browserThreads()) tasksetNow(['-p', '-c', all, tid]);
  placed.clear();
}

/** Places the threads started since the last scan before returning (a page about to be timed). */
export function pinNow(): void {
  if (!timer) return;
  for (const args of pending()) tasksetNow(args);
}

/** For a pinned group's line and `results.json`. */
export function pinningNote(): string {
  return timer
    ? `pages' main threads on core ${PAGE_CORE} alone, the rest on ${coresFor({ renderer: false, main: false }, CORES)}`
    : 'threads not pinned';
}
