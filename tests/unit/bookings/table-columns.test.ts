import { describe, expect, it } from 'vitest';
import { rowsInView } from '../../../src/features/bookings/lib/table-columns';

describe("the rows the table's box shows", () => {
  it('follows the window from md: the box is the window less 320 px', () => {
    // 800 - 320 = 480 px: 56 of header, 2 of borders, 422 of rows of 52 → 9 rows (the last cut).
    expect(rowsInView(1280, 800)).toBe(9);
    expect(rowsInView(1920, 1080)).toBe(14);
  });

  it('is never lower than 420 px from md, and 560 px below md', () => {
    expect(rowsInView(1024, 600)).toBe(rowsInView(1024, 740));
    expect(rowsInView(1024, 600)).toBe(7);
    expect(rowsInView(768, 1024)).toBe(10);
    expect(rowsInView(768, 500)).toBe(10);
  });
});
