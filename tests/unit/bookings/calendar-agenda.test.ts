import { describe, expect, it } from 'vitest';
import {
  agendaHeaderFormat,
  agendaStep,
  agendaTimeRangeFormat,
} from '../../../src/features/bookings/lib/calendar-agenda';
import { calendarRange } from '../../../src/features/bookings/lib/calendar-range';

const day = new Date(2026, 10, 23, 15, 30);

describe("the phone's one-day agenda", () => {
  it('reads the bookings of its one day', () => {
    expect(calendarRange('agenda', day)).toEqual({
      from: new Date(2026, 10, 23),
      to: new Date(2026, 10, 24),
    });
  });

  it('moves a day with Back and Next and stays put otherwise', () => {
    expect(agendaStep(day, 'NEXT')).toEqual(new Date(2026, 10, 24, 15, 30));
    expect(agendaStep(day, 'PREV')).toEqual(new Date(2026, 10, 22, 15, 30));
    expect(agendaStep(day, 'TODAY')).toBe(day);
    expect(agendaStep(day, 'DATE')).toBe(day);
  });

  it('names its day and each booking by its start, in the vendor language', () => {
    const range = { start: day, end: new Date(2026, 10, 23, 16, 30) };
    expect(agendaHeaderFormat(range, 'en')).toBe('Monday, November 23rd, 2026');
    expect(agendaHeaderFormat(range, 'de')).toBe('Montag, 23. November 2026');
    expect(agendaTimeRangeFormat(range, 'en')).toBe('3:30 PM');
    expect(agendaTimeRangeFormat(range, 'de')).toBe('15:30');
  });
});
