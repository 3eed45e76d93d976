import type { BrowserContext } from 'playwright-core';
import { DB_NAME } from '../src/config/constants.ts';
import { cpuNote, cpuSlowdown } from './cpu.ts';
import type { Report } from './report.ts';
import type { SyncNotes } from './sync-devices.ts';
import { median, round } from './util.ts';

/** Bookings put back per run, in transactions of PUT_BATCH (the walk's largest page). */
const PUT_RECORDS = 6000;
const PUT_BATCH = 2000;
const RUNS = 3;
/** The large seed's bookings, which the floor is given for. */
const LARGE_BOOKINGS = 100_000;

interface PutRun {
  /** Wall time per record, the commits included (µs). */
  perRecord: number;
  /** Of which the `put` calls themselves, on the thread (µs). */
  calls: number;
}

/**
 * What a single thread cannot go under when it writes the large seed's bookings into IndexedDB
 * at the phone's CPU, whatever the app around it does: in `context`'s mirror (the app's own
 * database, schema and records), PUT_RECORDS bookings read and put back unchanged with plain
 * IndexedDB (no Dexie), in transactions of PUT_BATCH, on a page of the origin with no app
 * running, its CPU throttled like every "phone CPU" figure. Chromium's put is a request of its
 * own per record (the value serialised, its index keys taken, a message to the database
 * process): about 30 µs of the thread per booking at full speed here, against 6 µs for a
 * structured clone alone. The figure is that cost times LARGE_BOOKINGS: the floor under the first
 * sign-in's "whole mirror" for its bookings alone (the other 40,007 records add to it).
 * Then the database's share: the same bookings inserted into a fresh store at full speed, with
 * the mirror's indexes and with none. A first sign-in inserts, and an insert is the database
 * process's work (a new record and a new entry in each index), which the page's CPU setting does
 * not slow. In an incognito context (IndexedDB in memory) that share cost more at full speed than
 * a put back at the phone's CPU (92.5 s); on a device's profile on disk (bench/device.ts) it is
 * the smaller one (16.7 s, against 43.6 s for the put back at 3.1x).
 */
export async function measurePutFloor(
  context: BrowserContext,
  base: string,
  report: Report,
  notes: SyncNotes,
): Promise<Record<string, unknown>> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    // A document of the origin that runs no script: the app's database, and nothing else awake.
    await page.goto(`${base}/favicon.svg`);
    const runs: PutRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown() });
      try {
        runs.push(
          await page.evaluate(timePuts, [DB_NAME, PUT_RECORDS, PUT_BATCH, 'mirror'] as const),
        );
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    }
    // The database's own share: the same bookings inserted at full speed into a fresh store, with
    // the mirror's indexes and with none.
    const inserts: Record<'indexed' | 'bare', number[]> = { indexed: [], bare: [] };
    for (let i = 0; i < RUNS; i += 1) {
      for (const into of ['indexed', 'bare'] as const) {
        const run = await page.evaluate(timePuts, [DB_NAME, PUT_RECORDS, PUT_BATCH, into] as const);
        inserts[into].push(run.perRecord);
      }
    }
    const perRecord = median(runs.map((r) => r.perRecord));
    const calls = median(runs.map((r) => r.calls));
    report.add({
      name: "sync: IndexedDB's floor, 100,000 bookings put on one thread (phone CPU)",
      value: round((perRecord * LARGE_BOOKINGS) / 1e6, 1),
      unit: 's',
      note: notes.with(
        `${round(perRecord, 0)} µs a booking, of which ${round(calls, 0)} µs in the put calls ` +
          `(median of ${RUNS}: ${runs.map((r) => round(r.perRecord, 0)).join(' / ')} µs); ` +
          `${PUT_RECORDS} bookings of the mirror put back with plain IndexedDB in transactions ` +
          `of ${PUT_BATCH}, ${cpuNote()}`,
      ),
    });
    const indexed = median(inserts.indexed);
    const bare = median(inserts.bare);
    const each = (list: number[]) => list.map((us) => round(us, 0)).join(' / ');
    report.add({
      name: "sync: IndexedDB's inserts at full speed, 100,000 bookings with their indexes",
      value: round((indexed * LARGE_BOOKINGS) / 1e6, 1),
      unit: 's',
      note: notes.with(
        `${round(indexed, 0)} µs a booking (median of ${RUNS}: ${each(inserts.indexed)}), ` +
          `without indexes ${round(bare, 0)} µs (${each(inserts.bare)}): ${PUT_RECORDS} ` +
          `bookings of the mirror inserted into a fresh store in transactions of ${PUT_BATCH}, ` +
          "the page's CPU not throttled; mostly the database's own work, which no throttling " +
          'of the page slows',
      ),
    });
    return { perRecordUs: perRecord, callsUs: calls, runs, inserts };
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close().catch(() => undefined);
  }
}

/**
 * In the page: reads `count` bookings of the mirror, then times putting them back (`mirror`) or
 * inserting them into a fresh database's store with the mirror's bookings indexes (`indexed`) or
 * none (`bare`), in transactions of `batch`; a fresh database is deleted after.
 */
async function timePuts([dbName, count, batch, into]: readonly [
  string,
  number,
  number,
  'mirror' | 'indexed' | 'bare',
]): Promise<PutRun> {
  const open = (name: string, upgrade?: (db: IDBDatabase) => void) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = upgrade ? indexedDB.open(name, 1) : indexedDB.open(name);
      if (upgrade) request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
  const mirror = await open(dbName);
  const fresh = `labdesk-bench-insert-${Math.random().toString(36).slice(2)}`;
  let idb = mirror;
  try {
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const read = mirror.transaction('bookings').objectStore('bookings').getAll(null, count);
      read.onsuccess = () => resolve(read.result as unknown[]);
      read.onerror = () => reject(read.error ?? new Error('read failed'));
    });
    if (rows.length < count) throw new Error(`only ${rows.length} bookings in the mirror`);
    if (into !== 'mirror') {
      const source = mirror.transaction('bookings').objectStore('bookings');
      const indexes = Array.from(source.indexNames, (name) => source.index(name));
      idb = await open(fresh, (db) => {
        const store = db.createObjectStore('bookings', { keyPath: 'id' });
        if (into === 'indexed')
          for (const index of indexes) store.createIndex(index.name, index.keyPath);
      });
    }
    let calls = 0;
    const started = performance.now();
    for (let i = 0; i < rows.length; i += batch) {
      const tx = idb.transaction('bookings', 'readwrite');
      const store = tx.objectStore('bookings');
      const callsFrom = performance.now();
      for (const row of rows.slice(i, i + batch)) store.put(row);
      calls += performance.now() - callsFrom;
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('put failed'));
      });
    }
    const ms = performance.now() - started;
    return { perRecord: (ms * 1000) / rows.length, calls: (calls * 1000) / rows.length };
  } finally {
    mirror.close();
    if (idb !== mirror) {
      idb.close();
      await new Promise((resolve) => {
        const gone = indexedDB.deleteDatabase(fresh);
        gone.onsuccess = gone.onerror = gone.onblocked = () => resolve(null);
      });
    }
  }
}
