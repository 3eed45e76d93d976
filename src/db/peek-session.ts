import type { SessionRow } from './db';
import { peekRecord } from './peek-record';
import type { OpenResult } from './storage-status';

export interface SessionPeek {
  session: SessionRow | null;
  storage: OpenResult;
}

/**
 * Reads the session row with plain IndexedDB, so that deciding between the sign-in screen and the
 * dashboard does not wait for Dexie to download (see peekRecord).
 */
export async function peekSession(timeoutMs?: number): Promise<SessionPeek> {
  const peek = await peekRecord<SessionRow>('session', 'current', timeoutMs);
  return { session: peek.value, storage: peek.storage };
}
