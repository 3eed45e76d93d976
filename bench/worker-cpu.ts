import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { browserChildren } from './pin.ts';
import { median } from './util.ts';

/**
 * DevTools slows a page's main thread only (`Emulation.setCPUThrottlingRate`); Chromium refuses
 * it for workers ("only supported for pages"). The app walks a first sign-in's mirror in a
 * dedicated worker, so the bench slows the browser's worker threads itself, the way Blink's
 * ThreadCPUThrottler slows the main thread (a duty cycle: it runs for a slice, then is held
 * (rate - 1) slices): each `DedicatedWorker` thread of the running Chromium renderers goes into
 * a Linux cgroup (v1 `cpu` controller, which takes single threads) whose CFS quota is 1/rate of
 * one CPU per 10 ms period (a longer period above 10x: the kernel takes no quota under 1 ms).
 * Needs root and that controller; without them the workers run at full speed and the figure says
 * so.
 */

const CGROUP_CPU = '/sys/fs/cgroup/cpu';
const PERIOD_US = 10_000;
/** The kernel's smallest CFS quota (1 ms): above 10x, the period grows instead. */
const MIN_QUOTA_US = 1_000;
/** How often the renderers' threads are looked at for new workers, and the renderers listed. */
const SCAN_MS = 20;
const RENDERERS_MS = 250;

export interface SlowWorkers {
  /** For a figure's note: how the workers ran (and how many were slowed so far). */
  note: () => string;
  stop: () => void;
}

/** The process ids of the running Chromium renderers. */
function renderers(): string[] {
  return browserChildren()
    .filter((child) => child.renderer)
    .map((child) => String(child.pid));
}

/** The thread ids of the dedicated workers of `pids`. */
function workerThreads(pids: string[]): string[] {
  const found: string[] = [];
  for (const pid of pids) {
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        if (comm === 'DedicatedWorker') found.push(tid);
      }
    } catch {
      // The process or thread ended while being read.
    }
  }
  return found;
}

/** The CFS quota and period (microseconds) that hold a thread to 1/rate of one CPU. */
export function cfsSlice(rate: number): { quotaUs: number; periodUs: number } {
  const quotaUs = Math.max(MIN_QUOTA_US, Math.round(PERIOD_US / rate));
  return { quotaUs, periodUs: Math.round(quotaUs * rate) };
}

/** Removes the empty groups of earlier runs that ended before their `stop` (killed). */
function removeStaleGroups(): void {
  for (const name of readdirSync(CGROUP_CPU)) {
    const pid = /^labdesk-bench-(\d+)$/.exec(name)?.[1];
    if (!pid || pid === String(process.pid) || existsSync(`/proc/${pid}`)) continue;
    try {
      rmdirSync(path.join(CGROUP_CPU, name));
    } catch {
      // Not empty (a thread still in it) or gone already.
    }
  }
}

export function slowWorkers(rate: number): SlowWorkers {
  const group = path.join(CGROUP_CPU, `labdesk-bench-${process.pid}`);
  const { quotaUs, periodUs } = cfsSlice(rate);
  try {
    if (!existsSync(path.join(CGROUP_CPU, 'tasks'))) throw new Error('no cgroup v1 cpu controller');
    removeStaleGroups();
    mkdirSync(group, { recursive: true });
    // The period first when it grows: the kernel checks the quota against the current period.
    writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(periodUs));
    writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quotaUs));
  } catch (err) {
    return {
      note: () => `workers at full speed (${(err as Error).message.split('\n')[0]})`,
      stop: () => undefined,
    };
  }
  const moved = new Set<string>();
  let pids = renderers();
  let listed = Date.now();
  const scan = () => {
    if (Date.now() - listed > RENDERERS_MS) {
      pids = renderers();
      listed = Date.now();
    }
    for (const tid of workerThreads(pids)) {
      if (moved.has(tid)) continue;
      try {
        writeFileSync(path.join(group, 'tasks'), tid);
        moved.add(tid);
      } catch {
        // It ended meanwhile.
      }
    }
  };
  scan();
  const timer = setInterval(scan, SCAN_MS);
  return {
    note: () =>
      `${moved.size} worker thread(s) ${rate}x slower (cgroup cpu quota ` +
      `${quotaUs / 1000} ms per ${periodUs / 1000} ms)`,
    stop() {
      clearInterval(timer);
      // Threads still alive go back to the root group; the group can go once it is empty.
      const root = path.join(CGROUP_CPU, 'tasks');
      for (const tid of readFileSync(path.join(group, 'tasks'), 'utf8').split('\n')) {
        if (!tid) continue;
        try {
          writeFileSync(root, tid);
        } catch {
          // It ended meanwhile.
        }
      }
      try {
        rmdirSync(group);
      } catch {
        // A thread moved in between; the empty group is removed by the next run's owner or a reboot.
      }
    },
  };
}

/** Two hundred slices of the same arithmetic, each its own task, as the walk's work comes. */
const SLICED_WORK = `async function work() {
  const t = performance.now();
  let x = 0;
  for (let k = 0; k < 200; k += 1) {
    for (let i = 0; i < 5e6; i += 1) x += i % 7;
    await new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); });
  }
  return x > 0 ? performance.now() - t : 0;
}`;

/** How long SLICED_WORK takes in a dedicated worker of `page`, in ms. */
function timeInWorker(page: Page): Promise<number> {
  const code = `${SLICED_WORK}\nonmessage = () => setTimeout(() => work().then((ms) => postMessage(ms)), 100);`;
  return page.evaluate(async (source) => {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const ms = await new Promise<number>((resolve) => {
      worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
      worker.postMessage(0);
    });
    worker.terminate();
    return ms;
  }, code);
}

/**
 * Each time of the check is the median of RUNS: one run's time at full speed moved by a tenth
 * with what else the 2-core host ran, and the ratio with it (a fresh clone read 4.00x against a
 * quota of 4.5x with one run each).
 */
const RUNS = 3;

async function medianOf(runs: number, time: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await time());
  return median(times);
}

/**
 * The check that the workers are slowed as much as the page: the same sliced work at full speed
 * and at `rate`, on the page's thread (DevTools) and in a worker (the cgroup), as ratios.
 */
export async function measureWorkerSlowdown(
  browser: Browser,
  rate: number,
): Promise<{ page: number; worker: number; note: string }> {
  const page = await browser.newPage();
  try {
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    const onPage = async () =>
      (await page.evaluate(`(async () => { ${SLICED_WORK}; return work(); })()`)) as number;
    const worker = () => timeInWorker(page);
    const pageFull = await medianOf(RUNS, onPage);
    const workerFull = await medianOf(RUNS, worker);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const pageSlow = await medianOf(RUNS, onPage);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const slow = slowWorkers(rate);
    try {
      const workerSlow = await medianOf(RUNS, worker);
      return { page: pageSlow / pageFull, worker: workerSlow / workerFull, note: slow.note() };
    } finally {
      slow.stop();
    }
  } finally {
    await page.close();
  }
}
