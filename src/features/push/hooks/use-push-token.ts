import { useLiveQuery } from 'dexie-react-hooks';
import { readPushToken, type StoredPushToken } from '../api/push-token-store';

/** This device's registered push token: undefined while loading, null when push is not on. */
export function usePushToken(): StoredPushToken | null | undefined {
  return useLiveQuery(async () => (await readPushToken()) ?? null, []);
}
