import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import { SERVER_NOTICE_KEY } from '../api/notification-notice';

/** What the server said about outbox row `seq` once it answered; undefined until then. */
export function useServerNotice(seq: number | null): string | undefined {
  return useLiveQuery(async () => {
    if (seq === null) return undefined;
    const value = (await db.meta.get(SERVER_NOTICE_KEY))?.value as
      { seq?: unknown; text?: unknown } | undefined;
    return value?.seq === seq && typeof value.text === 'string' ? value.text : undefined;
  }, [seq]);
}
