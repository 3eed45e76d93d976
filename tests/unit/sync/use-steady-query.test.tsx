import { renderHook, waitFor } from '@testing-library/react';
import Dexie, { rangesOverlap, RangeSet, type ObservabilitySet, type Table } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mutationMark } from '../../../src/db/mutation-mark';
import { useSteadyQuery } from '../../../src/sync/use-steady-query';

interface Row {
  id: number;
}

class TestDb extends Dexie {
  rows!: Table<Row, number>;
  other!: Table<Row, number>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ rows: 'id', other: 'id' });
  }
}

let db: TestDb;
let writer: ReturnType<typeof setInterval> | undefined;

beforeEach(() => {
  db = new TestDb(`steady-${Math.random()}`);
});

afterEach(async () => {
  clearInterval(writer);
  writer = undefined;
  db.close();
  await Dexie.delete(db.name);
});

/** Whether a commit's parts name a key of `rows` under 100. */
const touchedLow = (changed: ObservabilitySet) =>
  rangesOverlap(changed[`idb://${db.name}/rows/`] ?? new RangeSet(), new RangeSet(0, 99));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read of how many `rows` there are, which counts how often it ran (`reads`). */
function countingRowCount() {
  const counted = {
    reads: 0,
    read: () => {
      counted.reads += 1;
      return db.rows.count();
    },
  };
  return counted;
}

describe('useSteadyQuery', () => {
  it('shows each read that ends while writes keep coming faster than a read takes', async () => {
    // A page of a first pull lands every few ms; each read takes longer than that. Dexie's
    // liveQuery drops such a read for a new one each time and never shows a value.
    let next = 1;
    writer = setInterval(() => void db.rows.put({ id: next++ }), 3);
    const { result } = renderHook(() =>
      useSteadyQuery(
        async () => {
          const n = await db.rows.count();
          await pause(25);
          return n;
        },
        [],
        [db.rows],
      ),
    );
    await waitFor(() => expect(result.current).toBeGreaterThan(0));
    const seen = result.current ?? 0;
    // It goes on following: a later read shows the later writes.
    await waitFor(() => expect(result.current).toBeGreaterThan(seen));
  });

  it('reads once more after a change, and not for changes to other tables', async () => {
    const rowCount = countingRowCount();
    const { result } = renderHook(() => useSteadyQuery(rowCount.read, [], [db.rows]));
    await waitFor(() => expect(result.current).toBe(0));
    const before = rowCount.reads;
    await db.other.put({ id: 1 });
    await pause(30);
    expect(rowCount.reads).toBe(before);
    await db.rows.bulkPut([{ id: 1 }, { id: 2 }]);
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('lets go a change that `touches` says leaves the answer as it is', async () => {
    let reads = 0;
    const { result } = renderHook(() =>
      useSteadyQuery(
        async () => {
          reads += 1;
          return (await db.rows.toArray()).filter((r) => r.id < 100).length;
        },
        [],
        [db.rows],
        // Only rows under 100 count.
        { touches: touchedLow },
      ),
    );
    await waitFor(() => expect(result.current).toBe(0));
    const before = reads;
    await db.rows.put({ id: 500 });
    await pause(30);
    expect(reads).toBe(before);
    expect(result.current).toBe(0);
    await db.rows.put({ id: 5 });
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('shows later values as a transition too, when asked to', async () => {
    const { result } = renderHook(() =>
      useSteadyQuery(() => db.rows.count(), [], [db.rows], { transition: true }),
    );
    await waitFor(() => expect(result.current).toBe(0));
    await db.rows.bulkPut([{ id: 1 }, { id: 2 }]);
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('reads again from the start when its deps change', async () => {
    await db.rows.bulkPut([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const { result, rerender } = renderHook(
      ({ above }: { above: number }) =>
        useSteadyQuery(() => db.rows.where('id').above(above).count(), [above], [db.rows]),
      { initialProps: { above: 0 } },
    );
    await waitFor(() => expect(result.current).toBe(3));
    rerender({ above: 2 });
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('spaces reads that changes keep asking for', async () => {
    let next = 1;
    const starts: number[] = [];
    writer = setInterval(() => void db.rows.put({ id: next++ }), 3);
    renderHook(() =>
      useSteadyQuery(
        () => {
          starts.push(Date.now());
          return db.rows.count();
        },
        [],
        [db.rows],
        { gapMs: 400 },
      ),
    );
    await waitFor(() => expect(starts.length).toBeGreaterThanOrEqual(4), { timeout: 5000 });
    clearInterval(writer);
    const gaps = starts.slice(1).map((at, i) => at - (starts[i] ?? 0));
    // Timers may fire a millisecond early.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(398);
  });

  it('reads a change after a quiet spell at once, not a gap later', async () => {
    // A long gap, so that a loaded CI machine's slow write and timers stay well apart from it:
    // a hook that waited a gap after each change would read 2 s after the write.
    const gapMs = 2_000;
    const starts: number[] = [];
    const { result } = renderHook(() =>
      useSteadyQuery(
        () => {
          starts.push(Date.now());
          return db.rows.count();
        },
        [],
        [db.rows],
        { gapMs },
      ),
    );
    await waitFor(() => expect(result.current).toBe(0));
    // Quiet for longer than a gap since the last read (opening the database may have asked for
    // a second one, a gap after the first).
    const sinceLast = () => Date.now() - (starts.at(-1) ?? 0);
    while (sinceLast() <= gapMs + 100) await pause(gapMs + 100 - Math.max(0, sinceLast()));
    const before = starts.length;
    await db.rows.put({ id: 1 });
    // From the write's end: on a loaded machine the write itself can take hundreds of ms.
    const asked = Date.now();
    await waitFor(() => expect(result.current).toBe(1), { timeout: gapMs * 2 });
    expect(starts.length).toBe(before + 1);
    expect((starts[before] ?? 0) - asked).toBeLessThan(gapMs / 2);
  }, 15_000);

  it('stands in the given value until its first read answers', async () => {
    await db.rows.bulkPut([{ id: 1 }, { id: 2 }]);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { result } = renderHook(() =>
      useSteadyQuery(
        async () => {
          await gate;
          return db.rows.count();
        },
        [],
        [db.rows],
        { initial: 7 },
      ),
    );
    expect(result.current).toBe(7);
    release();
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('takes a value read ahead as its first answer while nothing was written since, then follows', async () => {
    await db.rows.bulkPut([{ id: 1 }, { id: 2 }]);
    const mark = mutationMark([db.rows]);
    const ahead = await db.rows.count();
    const rowCount = countingRowCount();
    const { result } = renderHook(() =>
      useSteadyQuery(rowCount.read, [], [db.rows], { initial: ahead, initialMark: mark }),
    );
    expect(result.current).toBe(2);
    // A write to another table leaves the answer and the mark as they are.
    await db.other.put({ id: 1 });
    await pause(30);
    expect(rowCount.reads).toBe(0);
    expect(result.current).toBe(2);
    await db.rows.put({ id: 3 });
    await waitFor(() => expect(result.current).toBe(3));
    expect(rowCount.reads).toBe(1);
  });

  it('reads at once when its table was written after the value read ahead began', async () => {
    const mark = mutationMark([db.rows]);
    const ahead = await db.rows.count();
    await db.rows.bulkPut([{ id: 1 }, { id: 2 }]);
    const rowCount = countingRowCount();
    const { result } = renderHook(() =>
      useSteadyQuery(rowCount.read, [], [db.rows], { initial: ahead, initialMark: mark }),
    );
    // The write's mark moved: the value read ahead stands in only until the read answers.
    expect(result.current).toBe(0);
    await waitFor(() => expect(result.current).toBe(2));
    expect(rowCount.reads).toBe(1);
  });
});
