/** What an action has to tell the vendor (SPEC 8 texts or a failure), shown as an alert. */
export type NotificationNotice =
  | { severity: 'info' | 'error'; text: string }
  /** Queued as outbox row `seq`: the server's message shows once it has answered (SPEC 8). */
  | { severity: 'info'; awaiting: number };

/** The meta key under which the replayer keeps the server's message of a notification change. */
export const SERVER_NOTICE_KEY = 'notice:notifications';
