import { describe, expect, it } from 'vitest';
import { visibleRange } from '../../../src/features/bookings/hooks/use-window-range';

describe('the window of a long list of equal cards', () => {
  it('draws what fits the window from the top, and a few more', () => {
    // The list starts 300 px down a 640 px window; slots of 100 px: 4 in view, 2 beyond.
    expect(visibleRange(300, 640, 10_000, 100, 2)).toEqual({ start: 0, end: 6 });
  });

  it('follows the scroll: the slots under the window, and a few on each side', () => {
    // Scrolled so the list's top is 5,000 px above the window: slots 50 to 56 are in view.
    expect(visibleRange(-5_000, 640, 10_000, 100, 2)).toEqual({ start: 48, end: 59 });
  });

  it('never runs past either end of the list', () => {
    expect(visibleRange(-1_000_000, 640, 10_000, 100, 2)).toEqual({ start: 9_998, end: 10_000 });
    expect(visibleRange(0, 640, 3, 100, 2)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(2_000, 640, 10, 100, 2)).toEqual({ start: 0, end: 0 });
  });
});
