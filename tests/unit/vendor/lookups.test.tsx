import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { lookupName, useRoles, useTestTypes } from '../../../src/features/common/hooks/use-lookups';

beforeEach(async () => {
  await db.lookups.clear();
});

describe('common lookups', () => {
  it('reads a list from the database, empty before the first pull', async () => {
    await db.lookups.put({ kind: 'roles', items: [{ id: 1, name: 'Phlebotomist' }], fetchedAt: 1 });
    const roles = renderHook(() => useRoles());
    await waitFor(() => expect(roles.result.current).toEqual([{ id: 1, name: 'Phlebotomist' }]));
    const types = renderHook(() => useTestTypes());
    await waitFor(() => expect(types.result.current).toEqual([]));
  });

  it('names a stored id', () => {
    const list = [{ id: 2, name: 'Female' }];
    expect(lookupName(list, 2)).toBe('Female');
    expect(lookupName(list, 9)).toBe('');
    expect(lookupName(undefined, null)).toBe('');
  });
});
