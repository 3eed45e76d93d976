import type { Browser, Page } from 'playwright-core';
// Lighthouse's own benchmark, the one behind "CPU/Memory Power" in its reports.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median, round } from './util.ts';

/**
 * The device the bench emulates, whatever the host: a mid-tier phone, as Lighthouse's throttling
 * documentation (docs/throttling.md, "Calibrating the CPU slowdown") defines it. DevTools' CPU
 * throttling is relative to the host (4x on a fast host and 4x on a slow one are two different
 * phones), so the bench measures the host with Lighthouse's `benchmarkIndex` and takes the
 * multiplier from it as Lighthouse's CPU slowdown calculator does
 * (lighthouse-cpu-throttling-calculator.vercel.app): 1300 = 3x, 1533 = 4x, 2000 = 6x (and on by
 * 233 per 1x), 800 = 2x, 150 = 1x. The index scales with DevTools' throttling (measured on this
 * kind of host: 2,950 unthrottled, 710 at 4x, 343 at 8x), so every host lands on the same index.
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

/** Lighthouse's CPU slowdown calculator: the multiplier for a mid-tier phone from the index. */
export function slowdownForIndex(index: number): number {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return Math.max(1, 1 + (index - 150) / 650);
}

/**
 * Measures the host in a fresh page of `browser` (one run to warm up, then RUNS, about a second
 * each) and sets the rate every "phone CPU" figure uses.
 */
export async function calibrate(browser: Browser): Promise<CpuCalibration> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.evaluate(BENCHMARK);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(Number(await page.evaluate(BENCHMARK)));
    const index = median(runs);
    const byHand = Number(process.env.BENCH_CPU_SLOWDOWN);
    calibration =
      byHand >= 1
        ? { index, runs, slowdown: byHand, source: 'BENCH_CPU_SLOWDOWN' }
        : { index, runs, slowdown: round(slowdownForIndex(index), 1), source: 'calibrated' };
    return calibration;
  } finally {
    await context.close();
  }
}

/**
 * The host measured once more just before one timed run, in `page` (unthrottled, about a second):
 * its speed moves by itself over minutes (Lighthouse's index 1,311 for one group and 2,400 to
 * 2,700 in the audits of the same group minutes later, on a 2-core host), so a run throttled by
 * the group's calibration can be a different phone from the one before it. The run is throttled
 * by this rate instead (`BENCH_CPU_SLOWDOWN` still wins).
 */
export async function calibrateRun(page: Page): Promise<RunRate> {
  const index = Number(await page.evaluate(BENCHMARK));
  const byHand = Number(process.env.BENCH_CPU_SLOWDOWN);
  return { index, rate: byHand >= 1 ? byHand : round(slowdownForIndex(index), 1) };
}

/** For a figure's note: "phone CPU per run 7.6x / 3.1x (host index 2,376 / 1,311)". */
export function runRatesNote(runs: RunRate[]): string {
  const how = process.env.BENCH_CPU_SLOWDOWN ? 'set by hand; host index' : 'host index';
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
      ? "(Lighthouse's calculator for a mid-tier phone)"
      : '(BENCH_CPU_SLOWDOWN)')
  );
}
