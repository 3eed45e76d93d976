import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { Lab } from '../../../src/db/types';
import { useVendorForm } from '../../../src/features/vendor/hooks/use-vendor-form';
import { businessFrom, validateBusiness } from '../../../src/features/vendor/lib/vendor-form';

const lab: Lab = {
  id: 5,
  name: 'Demo Lab',
  first_name: 'Dana',
  email: 'demo@lab.test',
  phone: '+49 30 1234567',
};
const SPEC = { kind: 'business' as const, from: businessFrom, validate: validateBusiness };

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.session.put({
    key: 'current',
    token: 't',
    user: { id: 1, email: lab.email, first_name: 'Dana' },
    vendor: lab,
    signedInAt: '',
  });
  // The replayer stays out of it: the test plays the server's answer by removing the row.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});

afterEach(() => vi.unstubAllGlobals());

describe('useVendorForm', () => {
  it('keeps what was typed after a save when the server takes the save', async () => {
    const form = renderHook(({ vendor }) => useVendorForm(vendor, SPEC), {
      initialProps: { vendor: lab },
    });
    await waitFor(() => expect(form.result.current.ready).toBe(true));

    act(() => form.result.current.change('name', 'Renewed Lab'));
    await act(() => form.result.current.submit());
    const [row] = await db.outbox.toArray();
    if (row?.seq === undefined) throw new Error('the save was not queued');
    // Typed while the save waits (for the network, for a sign-in again).
    act(() => form.result.current.change('phone', '+49 30 7654321'));

    // The server takes the save: the lab has the new name, the row goes.
    form.rerender({ vendor: { ...lab, name: 'Renewed Lab' } });
    await act(() => db.outbox.delete(row.seq as number));
    await waitFor(() => expect(form.result.current.queued.state).toBe('sent'));

    expect(form.result.current.values).toMatchObject({
      name: 'Renewed Lab',
      phone: '+49 30 7654321',
    });
    expect(form.result.current.dirty).toBe(true);
  });
});
