import type { Database } from 'better-sqlite3';

/** One mutating request's SQLite transaction, from before its handler to before its answer. */
export interface WriteUnit {
  /**
   * Work outside the database that must wait until the change is durable: deleting the file a
   * change replaced (after a rollback the row would still point at it). Dropped on rollback.
   */
  afterCommit(task: () => Promise<void>): void;
  /** COMMIT, hand the turn on, then run the afterCommit work. */
  commit(): Promise<void>;
  /** ROLLBACK (if SQLite has not already) and hand the turn on; a no-op once ended. */
  rollback(): void;
}

export interface WriteQueue {
  /** Waits until every earlier unit has ended, then opens one with BEGIN IMMEDIATE. */
  begin(): Promise<WriteUnit>;
}

/**
 * better-sqlite3 has one connection and handlers await (uploads, scrypt) between their
 * statements. A transaction left open across an await would take in whatever another request
 * runs meanwhile, so units take turns: one open at a time, in arrival order. Reads do not wait;
 * on this connection they see the open unit's uncommitted rows.
 */
export function createWriteQueue(db: Database): WriteQueue {
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  let turn: Promise<void> = Promise.resolve();

  return {
    async begin(): Promise<WriteUnit> {
      const previous = turn;
      let handOn = (): void => undefined;
      turn = new Promise((resolve) => (handOn = resolve));
      await previous;
      try {
        begin.run();
      } catch (error) {
        handOn();
        throw error;
      }
      let open = true;
      const tasks: (() => Promise<void>)[] = [];
      const end = (): void => {
        // Some failures (disk full, I/O) make SQLite roll back by itself.
        if (db.inTransaction) rollback.run();
        open = false;
        handOn();
      };
      return {
        afterCommit: (task) => void tasks.push(task),
        async commit() {
          if (!open) throw new Error('This write unit has already ended');
          try {
            commit.run();
          } finally {
            end();
          }
          await Promise.all(tasks.map((task) => task().catch(() => undefined)));
        },
        rollback() {
          if (open) end();
        },
      };
    },
  };
}
