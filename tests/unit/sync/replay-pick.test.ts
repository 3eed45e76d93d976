import { describe, expect, it } from 'vitest';
import { Blocked, LOOKAHEAD, pickNext, type PickLimits } from '../../../src/sync/replay-pick';
import { entry, outboxRow } from './outbox-rows';

const NOW = 1_000_000;
const limits = (extra: Partial<PickLimits> = {}): PickLimits => ({
  room: 6,
  now: NOW,
  force: false,
  horizon: undefined,
  ...extra,
});
const seqs = (list: { seq: number }[]) => list.map((e) => e.seq);

describe('pickNext', () => {
  it('picks the oldest rows of independent records, as many as there is room for', () => {
    const entries = [1, 2, 3, 4].map((seq) => entry(outboxRow(seq)));
    expect(seqs(pickNext(entries, new Blocked(), limits({ room: 3 })).picks)).toEqual([1, 2, 3]);
    expect(pickNext(entries, new Blocked(), limits({ room: 0 })).picks).toEqual([]);
  });

  it('keeps a later row of a record behind its earlier row, in flight or picked', () => {
    const entries = [
      entry(outboxRow(1, 10), true),
      entry(outboxRow(2, 20)),
      entry(outboxRow(3, 10)),
      entry(outboxRow(4, 20)),
      entry(outboxRow(5, 30)),
    ];
    expect(seqs(pickNext(entries, new Blocked(), limits()).picks)).toEqual([2, 5]);
  });

  it('holds the rows of a blocked record, and the record of a row that names a blocked temporary id', () => {
    const blocked = new Blocked();
    blocked.add(outboxRow(1, 'tmp_client', { table: 'clients', method: 'POST' }));
    const address = outboxRow(2, 'tmp_address', {
      table: 'clients',
      body: { kind: 'json', value: { user: 'tmp_client' } },
    });
    const sameAddress = outboxRow(3, 'tmp_address', { table: 'clients' });
    const other = outboxRow(4, 40);
    const picked = pickNext([entry(address), entry(sameAddress), entry(other)], blocked, limits());
    expect(seqs(picked.held)).toEqual([2, 3]);
    expect(seqs(picked.picks)).toEqual([4]);
  });

  it('holds a refused row and later rows of its record', () => {
    const refused = outboxRow(1, 10, { status: 'failed' });
    const picked = pickNext([entry(refused), entry(outboxRow(2, 10))], new Blocked(), limits());
    expect(seqs(picked.held)).toEqual([1, 2]);
  });

  it('stops at a row still backing off and says where, unless forced', () => {
    const entries = [
      entry(outboxRow(1)),
      entry(outboxRow(2, 2, { nextAttemptAt: NOW + 5000 })),
      entry(outboxRow(3)),
    ];
    const picked = pickNext(entries, new Blocked(), limits());
    expect(seqs(picked.picks)).toEqual([1]);
    expect(picked.horizon).toEqual({ seq: 2, retryAt: NOW + 5000 });
    expect(seqs(pickNext(entries, new Blocked(), limits({ force: true })).picks)).toEqual([
      1, 2, 3,
    ]);
  });

  it('picks nothing at or after the run’s horizon', () => {
    const entries = [1, 2, 3].map((seq) => entry(outboxRow(seq)));
    const picked = pickNext(entries, new Blocked(), limits({ horizon: { seq: 2, retryAt: NOW } }));
    expect(seqs(picked.picks)).toEqual([1]);
  });

  it('looks no further than LOOKAHEAD unsent rows ahead', () => {
    const waiting = Array.from({ length: LOOKAHEAD }, (_, i) => entry(outboxRow(i + 2, 1)));
    const entries = [entry(outboxRow(1, 1), true), ...waiting, entry(outboxRow(LOOKAHEAD + 2, 99))];
    expect(pickNext(entries, new Blocked(), limits()).picks).toEqual([]);
  });
});
