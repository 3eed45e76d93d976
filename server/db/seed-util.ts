import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePng } from '../lib/png.ts';
import type { BookingStatus } from '../../src/config/booking-flow.ts';

/** A small deterministic PRNG so every fresh seed looks the same. */
export function prng(seedValue: number) {
  let a = seedValue;
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof prng>;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function writeImages(uploadsDir: string): Record<string, string> {
  const colours: Record<string, [[number, number, number], [number, number, number]]> = {
    lab: [
      [0, 120, 103],
      [96, 200, 180],
    ],
    photo1: [
      [33, 150, 243],
      [200, 230, 255],
    ],
    photo2: [
      [255, 171, 0],
      [255, 236, 179],
    ],
    photo3: [
      [156, 39, 176],
      [225, 190, 231],
    ],
    member: [
      [84, 110, 122],
      [207, 216, 220],
    ],
    service: [
      [0, 150, 136],
      [178, 223, 219],
    ],
    avatar: [
      [233, 30, 99],
      [248, 187, 208],
    ],
  };
  const paths: Record<string, string> = {};
  for (const [name, [from, to]] of Object.entries(colours)) {
    writeFileSync(path.join(uploadsDir, `seed-${name}.png`), makePng(96, from, to));
    paths[name] = `/media/seed-${name}.png`;
  }
  return paths;
}

/** Booking history for a status, along the contract's flow. */
export function historyFor(status: BookingStatus, created: number, scheduled: number, now: number) {
  const path: [BookingStatus, number][] = [['pending', created]];
  const confirmed = created + HOUR;
  if (status === 'cancelled') path.push(['cancelled', Math.min(now, confirmed + HOUR)]);
  if (['confirmed', 'sample_collected', 'report_ready', 'completed', 'no_show'].includes(status)) {
    path.push(['confirmed', confirmed]);
  }
  if (status === 'no_show') path.push(['no_show', scheduled + HOUR]);
  if (['sample_collected', 'report_ready', 'completed'].includes(status)) {
    path.push(['sample_collected', scheduled]);
  }
  if (['report_ready', 'completed'].includes(status))
    path.push(['report_ready', scheduled + DAY / 2]);
  if (status === 'completed') path.push(['completed', scheduled + DAY]);
  let last = 0;
  return path.map(([s, at]) => {
    last = Math.max(last, Math.min(at, now));
    return { status: s, at: new Date(last).toISOString() };
  });
}

export function statusFor(scheduled: number, now: number, random: Random): BookingStatus {
  const r = random.next();
  if (scheduled > now) return r < 0.5 ? 'pending' : r < 0.9 ? 'confirmed' : 'cancelled';
  if (now - scheduled < DAY)
    return r < 0.6 ? 'sample_collected' : r < 0.8 ? 'confirmed' : 'no_show';
  if (now - scheduled < 2 * DAY) return r < 0.7 ? 'report_ready' : 'cancelled';
  return r < 0.65 ? 'completed' : r < 0.8 ? 'cancelled' : r < 0.9 ? 'no_show' : 'report_ready';
}
