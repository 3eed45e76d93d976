import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('../../../src/sync/first-screen');
}

function shown(promise: Promise<void>): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((r) => setTimeout(r, 10, false)),
  ]);
}

describe('the first screen, which the start-of-session refresh waits for', () => {
  it('counts as shown once it has committed', async () => {
    const m = await freshModule();
    expect(await shown(m.firstScreenShown)).toBe(false);
    m.markFirstScreenShown();
    expect(await shown(m.firstScreenShown)).toBe(true);
  });

  it('waits for a screen that holds it until its data is in', async () => {
    const m = await freshModule();
    function Screen({ ready }: { ready: boolean }) {
      m.useFirstScreenHold(ready);
      return null;
    }
    const view = render(<Screen ready={false} />);
    m.markFirstScreenShown();
    expect(await shown(m.firstScreenShown)).toBe(false);
    view.rerender(<Screen ready />);
    expect(await shown(m.firstScreenShown)).toBe(true);
  });

  it('stops waiting when the holding screen goes away', async () => {
    const m = await freshModule();
    function Screen() {
      m.useFirstScreenHold(false);
      return null;
    }
    const view = render(<Screen />);
    m.markFirstScreenShown();
    view.unmount();
    expect(await shown(m.firstScreenShown)).toBe(true);
  });
});
