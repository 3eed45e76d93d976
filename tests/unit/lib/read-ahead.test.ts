import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetReadsAhead, heldForFirstRender, readAhead } from '../../../src/lib/read-ahead';
import { runSignOutHooks } from '../../../src/lib/sign-out-hooks';

describe('heldForFirstRender', () => {
  it("hands what was read ahead to the screen's first render only", () => {
    const ahead = heldForFirstRender<string>();
    ahead.hold('rows of today');
    const first = renderHook(() => ahead.useFirst());
    expect(first.result.current).toBe('rows of today');
    first.rerender();
    expect(first.result.current).toBe('rows of today');
    // A later visit reads afresh.
    expect(renderHook(() => ahead.useFirst()).result.current).toBeUndefined();
  });

  it('lets it go at sign-out: the next vendor never gets it', async () => {
    const ahead = heldForFirstRender<string>();
    ahead.hold("the last vendor's rows");
    await runSignOutHooks(undefined);
    expect(renderHook(() => ahead.useFirst()).result.current).toBeUndefined();
  });

  it('lets it go when a sign-in empties the mirror: a read made before it is not shown', () => {
    const ahead = heldForFirstRender<string>();
    ahead.hold('no bookings (read while nobody was signed in)');
    forgetReadsAhead();
    expect(renderHook(() => ahead.useFirst()).result.current).toBeUndefined();
  });
});

describe('readAhead', () => {
  it('never throws: a failed read leaves the screen to read as usual', async () => {
    await expect(readAhead(Promise.reject(new Error('no IndexedDB')))).resolves.toBeUndefined();
  });
});
