import { describe, expect, it } from 'vitest';
import { readUrlFilters, writeUrlFilters } from '../../../src/features/bookings/lib/url-filters';

const TODAY = '2026-11-23';
const read = (query: string) => readUrlFilters(new URLSearchParams(query), TODAY);
const write = (query: string, patch: Parameters<typeof writeUrlFilters>[1]) =>
  writeUrlFilters(new URLSearchParams(query), patch, TODAY).toString();

describe('bookings filters in the address', () => {
  it('opens a bare address on today and after', () => {
    expect(read('')).toEqual({ status: 'all', from: TODAY, to: '', text: '' });
  });

  it("keeps the dashboard's status links and other filters working", () => {
    expect(read('status=pending')).toEqual({ status: 'pending', from: TODAY, to: '', text: '' });
    // A status this app does not know is a filter too (another server's value).
    expect(read('status=on_hold&q=anna&to=2026-12-01')).toEqual({
      status: 'on_hold',
      from: TODAY,
      to: '2026-12-01',
      text: 'anna',
    });
    expect(read('from=2026-11-01').from).toBe('2026-11-01');
    expect(read('status=').status).toBe('all');
  });

  it('reads ?from=all (or an empty from) as every day, the past included', () => {
    expect(read('from=all').from).toBe('');
    expect(read('from=').from).toBe('');
  });

  it('writes only what differs from the default, and no first day as from=all', () => {
    expect(write('', { from: '' })).toBe('from=all');
    expect(write('from=all', { from: TODAY })).toBe('');
    expect(write('q=anna', { status: 'pending', text: '' })).toBe('status=pending');
    expect(write('status=pending&booking=12', { status: 'all', from: '2026-11-01' })).toBe(
      'booking=12&from=2026-11-01',
    );
  });
});
