import { db } from '../../../db/db';

/** The meta row that remembers this device's push token (SPEC 4: refreshed after 7 days). */
export const PUSH_TOKEN_KEY = 'pushToken';

export interface StoredPushToken {
  token: string;
  /** When the server last accepted this token (ms since the epoch). */
  registeredAt: number;
}

function isStored(value: unknown): value is StoredPushToken {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && typeof v.registeredAt === 'number';
}

export async function readPushToken(): Promise<StoredPushToken | undefined> {
  const row = await db.meta.get(PUSH_TOKEN_KEY);
  return isStored(row?.value) ? row.value : undefined;
}

export async function savePushToken(value: StoredPushToken): Promise<void> {
  await db.meta.put({ key: PUSH_TOKEN_KEY, value: { ...value } });
}

export async function forgetPushToken(): Promise<void> {
  await db.meta.delete(PUSH_TOKEN_KEY);
}
