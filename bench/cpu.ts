import type { Browser, BrowserContext, Page } from 'playwright-core';
// Lighthouse's own benchmark, the one behind "CPU/Memory Power" in its reports.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { pinNow } from './pin.ts';
import { median, round } from './util.ts';

/**
 * The device the bench emulates, whatever the host: one mid-tier phone, the one Lighthouse's
 * throttling documentation (docs/throttling.md, "Calibrating the CPU slowdown") emulates with its
 * default 4x on a host of `benchmarkIndex` 1,533. DevTools' CPU throttling is relative to the
 * host (4x on a fast host and 4x on a slow one are two different phones), so the bench measures
 * the host with Lighthouse's `benchmarkIndex` and throttles it by `index / PHONE_INDEX`: the index
 * scales with DevTools' throttling (measured on this kind of host: 2,950 unthrottled, 710 at 4x,
 * 343 at 8x), so every host then runs as a phone of index 383. Chrome DevTools' own CPU
 * calibration does the same, by a target score (panels/mobile_throttling/CalibrationController).
 *
 * Not Lighthouse's calculator (lighthouse-cpu-throttling-calculator: 1300 = 3x, 1533 = 4x,
 * 2000 = 6x, on by 233 per 1x): its line is not proportional, so a faster host got a slower phone
 * (index 433 at 1,300, 303 at 2,600, 275 at 3,900). On one host whose speed moved during a day,
 * the warm dashboard took 996 ms at 2.8x (index 1,190) and 1,423 ms at 8.7x (index 2,600); at
 * `index / 383` both come to about 1,100 ms (bench/README.md, "One phone on any host").
 *
 * `BENCH_CPU_SLOWDOWN=<rate>` sets the multiplier by hand (to compare with an older run); the
 * figures' notes then say so.
 */

export interface CpuCalibration {
  /** Lighthouse's benchmarkIndex of the host, unthrottled: the median of the runs. */
  index: number;
  runs: number[];
  /** DevTools' CPU throttling rate the bench uses for "the phone". */
  slowdown: number;
  /** How the rate was chosen. */
  source: 'calibrated' | 'BENCH_CPU_SLOWDOWN';
}

const RUNS = 5;
const BENCHMARK = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
let calibration: CpuCalibration | null = null;

/** The host's index just before one timed run, and the rate that run was throttled to. */
export interface RunRate {
  index: number;
  rate: number;
}

/** The emulated phone's `benchmarkIndex`: Lighthouse's default 4x on its host of 1,533. */
export const PHONE_INDEX = 1533 / 4;

/** DevTools' throttling rate that makes a host of `index` the phone (never below 1x). */
export function slowdownForIndex(index: number): number {
  return Math.max(1, index / PHONE_INDEX);
}

/** The rate `BENCH_CPU_SLOWDOWN` sets by hand, or null. */
function rateByHand(): number | null {
  const rate = Number(process.env.BENCH_CPU_SLOWDOWN);
  return rate >= 1 ? rate : null;
}

/** The rate a run on a host of `index` is throttled to. */
function rateFor(index: number): number {
  return rateByHand() ?? round(slowdownForIndex(index), 1);
}

/**
 * One index run, the first in a page of its own, as Lighthouse takes it. The index is bimodal
 * (Lighthouse issue 9085): in a page that has run it a few times it may jump to a mode about 1.4x
 * higher, and app-like work in that page runs faster too, but a page loading the app has run
 * nothing yet. Six runs in one page read 2,177 / 2,363 / 3,551 / 3,288 / 3,129 (median in the
 * high mode, 8.2x) where first runs read 1,900 to 2,150 (bench/README.md, "The index is bimodal").
 */
async function firstRunIn(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  pinNow();
  try {
    return Number(await page.evaluate(BENCHMARK));
  } finally {
    await page.close();
  }
}

/**
 * Measures the host: RUNS first runs, each in a fresh context of `browser` (about a second each),
 * and sets the rate every "phone CPU" figure uses.
 */
export async function calibrate(browser: Browser): Promise<CpuCalibration> {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext();
    try {
      runs.push(await firstRunIn(context));
    } finally {
      await context.close();
    }
  }
  const index = median(runs);
  calibration = {
    index,
    runs,
    slowdown: rateFor(index),
    source: rateByHand() === null ? 'calibrated' : 'BENCH_CPU_SLOWDOWN',
  };
  return calibration;
}

/**
 * The host measured once more just before one timed run, in a fresh page beside `page`'s
 * (firstRunIn; unthrottled, about a second):
 * its speed moves by itself over minutes (Lighthouse's index 1,311 for one group and 2,400 to
 * 2,700 in the audits of the same group minutes later, on a 2-core host), so a run throttled by
 * the group's calibration can be a different phone from the one before it. The run is throttled
 * by this rate instead (`BENCH_CPU_SLOWDOWN` still wins).
 */
export async function calibrateRun(page: Page): Promise<RunRate> {
  const index = await firstRunIn(page.context());
  return { index, rate: rateFor(index) };
}

/** For a figure's note: "phone CPU per run 7.6x / 3.1x (host index 2,376 / 1,311)". */
export function runRatesNote(runs: RunRate[]): string {
  const how = rateByHand() === null ? 'host index' : 'set by hand; host index';
  return (
    `phone CPU per run ${runs.map((r) => `${r.rate}x`).join(' / ')} (${how} ` +
    `${runs.map((r) => Math.round(r.index).toLocaleString('en')).join(' / ')}, measured before each)`
  );
}

/** The phone's CPU throttling rate (4, Lighthouse's default, until `calibrate` has run). */
export function cpuSlowdown(): number {
  return calibration?.slowdown ?? 4;
}

/** For a figure's note: "phone CPU 7.6x (host index 2,900)". */
export function cpuNote(): string {
  const rate = `phone CPU ${cpuSlowdown()}x`;
  if (!calibration) return `${rate} (not calibrated)`;
  const how = calibration.source === 'calibrated' ? 'host index' : 'set by hand; host index';
  return `${rate} (${how} ${Math.round(calibration.index).toLocaleString('en')})`;
}

/** The line the bench prints at the start of each group. */
export function calibrationText(c: CpuCalibration): string {
  return (
    `Host: Lighthouse benchmarkIndex ${Math.round(c.index)} (median of ` +
    `${c.runs.map((r) => Math.round(r)).join(' / ')}); the phone's CPU: ${c.slowdown}x ` +
    (c.source === 'calibrated'
      ? `(a phone of index ${Math.round(PHONE_INDEX)})`
      : '(BENCH_CPU_SLOWDOWN)')
  );
}
