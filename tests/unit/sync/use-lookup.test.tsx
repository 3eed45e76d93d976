import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { useLookup } from '../../../src/sync/use-lookup';

beforeEach(async () => {
  await db.lookups.clear();
});

describe('useLookup', () => {
  it('reads a list from the database, empty before the first pull', async () => {
    await db.lookups.put({ kind: 'roles', items: [{ id: 1, name: 'Phlebotomist' }], fetchedAt: 1 });
    const roles = renderHook(() => useLookup('roles'));
    await waitFor(() => expect(roles.result.current).toEqual([{ id: 1, name: 'Phlebotomist' }]));
    const types = renderHook(() => useLookup('testTypes'));
    await waitFor(() => expect(types.result.current).toEqual([]));
  });

  it('follows the list when a pull replaces it', async () => {
    const types = renderHook(() => useLookup('testTypes'));
    await waitFor(() => expect(types.result.current).toEqual([]));
    await db.lookups.put({ kind: 'testTypes', items: [{ id: 4, name: 'HbA1c' }], fetchedAt: 2 });
    await waitFor(() => expect(types.result.current).toEqual([{ id: 4, name: 'HbA1c' }]));
  });
});
