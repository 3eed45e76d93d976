import { describe, expect, it } from 'vitest';
import { coresFor } from '../../../bench/pin';

describe("the bench's pinning of the page's main thread", () => {
  it('gives a renderer main thread core 0 alone, on a host of two cores or more', () => {
    expect(coresFor({ renderer: true, main: true }, 2)).toBe('0');
    expect(coresFor({ renderer: true, main: true }, 8)).toBe('0');
  });

  it("puts every other thread on the other cores: the renderer's own, the GPU process's, the browser's", () => {
    expect(coresFor({ renderer: true, main: false }, 2)).toBe('1');
    expect(coresFor({ renderer: false, main: true }, 2)).toBe('1');
    expect(coresFor({ renderer: false, main: false }, 4)).toBe('1-3');
    expect(coresFor({ renderer: true, main: false }, 4)).toBe('1-3');
  });
});
