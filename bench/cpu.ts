import type { Browser } from 'playwright-core';
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
let calibration: CpuCalibration | null = null;

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
    const script = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await page.evaluate(script);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(Number(await page.evaluate(script)));
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
