import type { OutboxRow } from '../db/db';
import { rowMentions } from './id-swap';
import { mustWait, type Scope } from './lanes';
import { isTempId } from './outbox';

/** How far past the oldest waiting row a pick looks. */
export const LOOKAHEAD = 48;

/** A row of this run not yet settled; `flying` while its request is on the way. */
export interface Entry {
  seq: number;
  row: OutboxRow;
  scope: Scope;
  flying: boolean;
}

/** A row waits for its backoff time: nothing from it on starts in this run. */
export interface Horizon {
  seq: number;
  retryAt: number;
}

function recordKey(row: Pick<OutboxRow, 'table' | 'recordId'>): string {
  return `${row.table}:${String(row.recordId)}`;
}

/** Rows that must wait: those of a record whose earlier change was refused. */
export class Blocked {
  private keys = new Set<string>();
  private temps = new Set<string>();

  add(row: OutboxRow): void {
    this.keys.add(recordKey(row));
    if (isTempId(row.recordId)) this.temps.add(row.recordId);
  }

  /**
   * True when the row must wait behind a refused one: it was refused itself, or its record or a
   * temporary id it names is blocked. Its own record then waits too (the row stays unsent, so
   * the later rows of its record must not overtake it).
   */
  holds(row: OutboxRow): boolean {
    if (row.status !== 'failed' && !this.has(row)) return false;
    this.add(row);
    return true;
  }

  private has(row: OutboxRow): boolean {
    if (this.keys.has(recordKey(row))) return true;
    for (const temp of this.temps) if (rowMentions(row, temp)) return true;
    return false;
  }
}

export interface PickLimits {
  /** How many more requests may start now. */
  room: number;
  now: number;
  /** Ignore backoff times (the network just came back, or the person pressed "Retry"). */
  force: boolean;
  /** The run's horizon so far: no row from it on is picked. */
  horizon: Horizon | undefined;
}

interface Picked {
  /** The rows to send now, oldest first. */
  picks: Entry[];
  /** Rows found waiting behind a refused row: they leave this run. */
  held: Entry[];
  /** The first row whose backoff time is still ahead, when the pick reached one. */
  horizon?: Horizon;
}

/**
 * The next rows to send, oldest first: at most `room` of them, looking at most LOOKAHEAD unsent
 * rows ahead, never one that must wait for an earlier row still unsettled (its lane, see
 * lanes.ts), nor one at or after a row still backing off. Rows of blocked records are held, and
 * `blocked` grows with their records.
 */
export function pickNext(entries: readonly Entry[], blocked: Blocked, limits: PickLimits): Picked {
  const picked: Picked = { picks: [], held: [] };
  const before: Entry[] = [];
  let looked = 0;
  for (const entry of entries) {
    if (picked.picks.length >= limits.room || looked >= LOOKAHEAD) break;
    if (limits.horizon && entry.seq >= limits.horizon.seq) break;
    if (entry.flying) {
      before.push(entry);
      continue;
    }
    looked += 1;
    if (blocked.holds(entry.row)) {
      picked.held.push(entry);
      continue;
    }
    if (before.some((e) => mustWait(e.scope, entry.scope, entry.row))) {
      before.push(entry);
      continue;
    }
    const wait = entry.row.nextAttemptAt;
    if (!limits.force && wait !== undefined && wait > limits.now) {
      picked.horizon = { seq: entry.seq, retryAt: wait };
      break;
    }
    picked.picks.push(entry);
    before.push(entry);
  }
  return picked;
}
