import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../src/db/db';
import { Flights } from '../../../src/sync/replay-flights';
import type { Outcome } from '../../../src/sync/replay-send';
import { entry, outboxRow } from './outbox-rows';

/** A send whose answers the test gives by hand. */
function manualSend() {
  const waiting = new Map<number, (o: Outcome) => void>();
  const send = (row: OutboxRow) =>
    new Promise<Outcome>((resolve) => waiting.set(row.seq ?? 0, resolve));
  const answer = (seq: number) => waiting.get(seq)?.({ kind: 'ok', data: seq });
  return { send, answer };
}

describe('Flights', () => {
  it('counts requests on the way and hands the answers over oldest row first', async () => {
    const { send, answer } = manualSend();
    const flights = new Flights(send);
    const [a, b] = [entry(outboxRow(1)), entry(outboxRow(2))];
    flights.launch(a);
    flights.launch(b);
    expect(a.flying && b.flying).toBe(true);
    expect(flights.count).toBe(2);

    answer(2);
    await flights.next();
    answer(1);
    await flights.next();
    expect(flights.count).toBe(0);
    expect(flights.answered).toBe(2);
    expect(flights.take().map((x) => x.entry.seq)).toEqual([1, 2]);
    expect(flights.answered).toBe(0);
  });

  it('drains: resolves only once every request has its answer', async () => {
    const { send, answer } = manualSend();
    const flights = new Flights(send);
    flights.launch(entry(outboxRow(1)));
    flights.launch(entry(outboxRow(2)));
    let drained = false;
    const done = flights.drain().then(() => (drained = true));
    answer(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(drained).toBe(false);
    answer(2);
    await done;
    expect(flights.count).toBe(0);
  });
});
