import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../src/db/types';
import {
  canChangeStatus,
  isFinalStatus,
  nextStatuses,
  STATUS_COLOURS,
  statusKey,
} from '../../../src/lib/booking-status';
import { BOOKING_STATUSES, STEP_STATUSES } from '../../../src/config/booking-flow';
import de from '../../../public/locales/de/bookings.json';
import en from '../../../public/locales/en/bookings.json';
import { contrastRatio, rgbOfHex } from '../../wcag-contrast';

const contrast = (a: string, b: string): number => contrastRatio(rgbOfHex(a), rgbOfHex(b));

describe('booking status flow', () => {
  it('lets a step reach every status but the first, in the order of the flow', () => {
    expect(STEP_STATUSES).toEqual([
      'confirmed',
      'sample_collected',
      'report_ready',
      'completed',
      'cancelled',
      'no_show',
    ]);
  });

  it('follows the contract: pending to confirmed or cancelled', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['sample_collected', 'cancelled', 'no_show']);
    expect(nextStatuses('sample_collected')).toEqual(['report_ready']);
    expect(nextStatuses('report_ready')).toEqual(['completed']);
  });

  it('makes completed, cancelled and no-show final', () => {
    const finals = BOOKING_STATUSES.filter(isFinalStatus);
    expect(finals.sort()).toEqual(['cancelled', 'completed', 'no_show']);
  });

  it('refuses skipping steps and going back', () => {
    expect(canChangeStatus('pending', 'completed')).toBe(false);
    expect(canChangeStatus('confirmed', 'pending')).toBe(false);
    expect(canChangeStatus('report_ready', 'completed')).toBe(true);
    expect(canChangeStatus('cancelled', 'confirmed')).toBe(false);
  });
});

describe('status colours and names', () => {
  it('gives every status its own colour, readable against its text colour', () => {
    const backgrounds = BOOKING_STATUSES.map((s) => STATUS_COLOURS[s].bg);
    expect(new Set(backgrounds).size).toBe(BOOKING_STATUSES.length);
    for (const s of BOOKING_STATUSES) {
      expect(contrast(STATUS_COLOURS[s].bg, STATUS_COLOURS[s].fg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('names every status and every next-status button in English and German', () => {
    for (const s of BOOKING_STATUSES) {
      const key = statusKey(s).split('.')[1] as BookingStatus;
      expect(en.status[key]).toBeTruthy();
      expect(de.status[key]).toBeTruthy();
      expect(en.actions[key]).toBeTruthy();
      expect(de.actions[key]).toBeTruthy();
    }
    expect(de.status.cancelled).toBe('Storniert');
    expect(en.status.no_show).toBe('No-show');
  });
});
