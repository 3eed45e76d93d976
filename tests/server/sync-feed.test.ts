import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openReader } from '../../server/db/index.ts';
import type {
  Address,
  ClientRow,
  Lab,
  LabImage,
  SubCategory,
  TeamMember,
} from '../../server/db/rows.ts';
import { call, form, otherVendor, png, signIn, startServer, type TestServer } from './helpers.ts';
import { startOfDay } from '../../server/lib/dashboard-summary.ts';
import { syncFeed } from '../../server/lib/sync-feed.ts';
import {
  follower,
  otherConnection,
  pull,
  pullAll,
  type FeedChange,
  type FeedPage,
} from './sync-helpers.ts';

type Client = ClientRow & { addresses: Address[] };
interface People {
  team_members: TeamMember[];
  clients: Client[];
}
interface Offer {
  id: number;
  title: string;
}
interface Booking {
  id: number;
  status: string;
}
interface Notification {
  id: number;
  read: boolean;
}

let server: TestServer;
let base: string;
let token: string;
let lab: Lab;

beforeAll(async () => {
  server = await startServer();
  base = server.base;
  token = await signIn(base);
  lab = (await call<Lab[]>(base, 'GET', '/labs', { token })).body.data[0] as Lab;
});
afterAll(() => server.close());

const get = async <T>(path: string, auth = token): Promise<T> =>
  (await call<T>(base, 'GET', path, { token: auth })).body.data;

/** Every record as the spec's GETs list it, keyed `type:id` like the feed's changes. */
async function stateFromGets(auth = token, labId = lab.id): Promise<Map<string, unknown>> {
  const people = await get<People>('/users/', auth);
  const notifications = await get<{ notifications: unknown[] }>('/notifications/', auth);
  const lists: [string, { id: number }[]][] = [
    ['lab', await get<Lab[]>('/labs', auth)],
    ['bookings', await get<{ id: number }[]>('/bookings', auth)],
    ['offers', await get<{ id: number }[]>('/offers/', auth)],
    ['teamMembers', people.team_members],
    ['clients', people.clients],
    ['notifications', notifications.notifications as { id: number }[]],
    ['labImages', await get<LabImage[]>('/lab-images/', auth)],
    ['subCategories', await get<SubCategory[]>(`/labs/${labId}/test_types`, auth)],
  ];
  return new Map(lists.flatMap(([type, rows]) => rows.map((row) => [`${type}:${row.id}`, row])));
}

const byKey = (changes: FeedChange[]) =>
  new Map(changes.map((change) => [`${change.type}:${change.id}`, change.record]));

/** A state by key with the changes that follow it applied, as a client applies them. */
function applied(state: ReturnType<typeof byKey>, changes: FeedChange[]) {
  for (const change of changes) {
    const key = `${change.type}:${change.id}`;
    if (change.deleted) state.delete(key);
    else state.set(key, change.record);
  }
  return state;
}

describe('the change feed from no cursor', () => {
  it('is the whole state, each record exactly as the GETs answer it, with no deletions', async () => {
    await call(base, 'DELETE', `/offers/${(await get<Offer[]>('/offers/'))[0]?.id}/`, { token });
    const pulled = await pullAll(base, token);
    expect(pulled.changes.every((change) => change.record && !change.deleted)).toBe(true);
    const keys = pulled.changes.map((change) => `${change.type}:${change.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(byKey(pulled.changes)).toEqual(await stateFromGets());
    expect(pulled.pages).toHaveLength(1);
  });

  it('pages with `limit`, each page naming the cursor the next one starts from', async () => {
    const whole = await pullAll(base, token);
    const paged = await pullAll(base, token, undefined, 7);
    expect(paged.pages.length).toBe(Math.ceil(whole.changes.length / 7));
    expect(paged.pages.slice(0, -1).every((page) => page.more && page.changes.length === 7)).toBe(
      true,
    );
    expect(paged.changes).toEqual(whole.changes);
    expect(paged.cursor).toBe(whole.cursor);
    // The first page and the last carry the summary, the first the dashboard's figures: a
    // device filling its mirror shows the lab's counts, not those of what landed so far.
    expect(paged.pages.filter((page) => page.summary)).toEqual([
      paged.pages[0],
      paged.pages.at(-1),
    ]);
    const dashboard = await get<{ counts_by_status: unknown; totals: unknown }>('/dashboard/');
    expect(paged.pages[0]?.summary).toMatchObject({
      counts_by_status: dashboard.counts_by_status,
      totals: dashboard.totals,
    });
  });

  it('brings what is deleted during the walk as a deletion on a later page', async () => {
    const whole = await pullAll(base, token);
    const limit = whole.changes.findIndex((change) => change.type === 'offers') + 1;
    const first = (await pull(base, token, undefined, limit)).body.data;
    const offer = first.changes.at(-1) as FeedChange;
    expect(offer.type).toBe('offers');
    await call(base, 'DELETE', `/offers/${offer.id}/`, { token });
    const rest = await pullAll(base, token, first.cursor, limit);
    expect(rest.changes).toContainEqual({ type: 'offers', id: offer.id, deleted: true });
    expect(rest.changes.filter((change) => change.deleted)).toHaveLength(1);
    expect(applied(byKey(first.changes), rest.changes)).toEqual(await stateFromGets());
  });

  it('takes a limit below 1 as 1', async () => {
    const one = await pull(base, token, undefined, 0);
    expect(one.body.data.changes).toHaveLength(1);
    expect(one.body.data.more).toBe(true);
  });
});

/** The walk's phases, split where the changes' types and bookings' days say they are. */
function phasesOf(changes: FeedChange[], today: string) {
  const at = (change: FeedChange) => String(change.record?.scheduled_at);
  const firstOther = changes.findIndex((c) => c.type !== 'bookings' && c.type !== 'lab');
  const firstPast = changes.findIndex((c) => c.type === 'bookings' && at(c) < today);
  return {
    lab: changes.slice(0, 1),
    upcoming: changes.slice(1, firstOther),
    others: changes.slice(firstOther, firstPast),
    past: changes.slice(firstPast),
  };
}

/** Bookings as the walk orders them: by (scheduled_at, id), ascending or descending. */
const sortedBookings = (changes: FeedChange[], direction: 1 | -1): FeedChange[] =>
  [...changes].sort((a, b) => {
    const [x, y] = [String(a.record?.scheduled_at), String(b.record?.scheduled_at)];
    return direction * (x < y ? -1 : x > y ? 1 : a.id - b.id);
  });

const keysOf = (changes: FeedChange[]) => changes.map((c) => `${c.type}:${c.id}`);

describe('the walk from no cursor: what a person needs first, first', () => {
  it('the lab, bookings from today on ascending, the other records, then past bookings most recent first', async () => {
    const today = startOfDay(new Date()).toISOString();
    const { changes } = await pullAll(base, token);
    const phases = phasesOf(changes, today);
    expect(phases.lab.map((c) => c.type)).toEqual(['lab']);
    expect(phases.upcoming.length).toBeGreaterThan(0);
    expect(phases.upcoming.every((c) => c.type === 'bookings')).toBe(true);
    expect(phases.upcoming.every((c) => String(c.record?.scheduled_at) >= today)).toBe(true);
    expect(phases.upcoming).toEqual(sortedBookings(phases.upcoming, 1));
    expect(phases.others.length).toBeGreaterThan(0);
    expect(phases.others.some((c) => c.type === 'bookings' || c.type === 'lab')).toBe(false);
    expect(new Set(phases.others.map((c) => c.type))).toEqual(
      new Set(['subCategories', 'offers', 'labImages', 'teamMembers', 'clients', 'notifications']),
    );
    expect(phases.past.length).toBeGreaterThan(0);
    expect(phases.past.every((c) => c.type === 'bookings')).toBe(true);
    expect(phases.past.every((c) => String(c.record?.scheduled_at) < today)).toBe(true);
    expect(phases.past).toEqual(sortedBookings(phases.past, -1));
  });

  it('every record once, none missing, at limit 1 and at a page size that splits each phase', async () => {
    const whole = await pullAll(base, token);
    const today = startOfDay(new Date()).toISOString();
    const phases = phasesOf(whole.changes, today);
    const limit = 4;
    for (const phase of [phases.upcoming, phases.others, phases.past]) {
      expect(phase.length).toBeGreaterThan(limit);
    }
    expect(byKey(whole.changes)).toEqual(await stateFromGets());
    for (const size of [1, limit]) {
      const paged = await pullAll(base, token, undefined, size);
      expect(paged.changes).toEqual(whole.changes);
      expect(new Set(keysOf(paged.changes)).size).toBe(paged.changes.length);
      expect(paged.pages).toHaveLength(Math.ceil(whole.changes.length / size));
      expect(paged.cursor).toBe(whole.cursor);
      // Short, URL-safe cursors: nothing that a query string would escape.
      for (const page of paged.pages) expect(page.cursor).toMatch(/^[0-9A-Za-z._-]{1,80}$/);
    }
  });

  it('a booking changed during the walk comes once, after it, as it is now', async () => {
    const today = startOfDay(new Date()).toISOString();
    const whole = await pullAll(base, token);
    const { upcoming, past } = phasesOf(whole.changes, today);
    const first = (await pull(base, token, undefined, 3)).body.data;
    const sent = first.changes.at(-1) as FeedChange;
    const unsent = past.at(-1) as FeedChange;
    expect(sent).toEqual(upcoming[1]);
    const db = otherConnection(server.dataDir);
    try {
      const update = db.prepare(
        "UPDATE bookings SET notes = 'Changed during the walk' WHERE id = ?",
      );
      update.run(sent.id);
      update.run(unsent.id);
    } finally {
      db.close();
    }
    const rest = await pullAll(base, token, first.cursor, 3);
    const all = [...first.changes, ...rest.changes];
    const walked = all.length - 2;
    // Both come once after the walk's records, in the order they changed, as they are now.
    expect(keysOf(all.slice(walked))).toEqual([`bookings:${sent.id}`, `bookings:${unsent.id}`]);
    expect(all.slice(walked).map((c) => c.record?.notes)).toEqual([
      'Changed during the walk',
      'Changed during the walk',
    ]);
    expect(keysOf(all.slice(0, walked))).not.toContain(`bookings:${unsent.id}`);
    expect(keysOf(all).filter((key) => key === `bookings:${sent.id}`)).toHaveLength(2);
    expect(rest.pages.at(-1)?.more).toBe(false);
    expect(rest.pages.slice(0, -1).every((page) => page.more)).toBe(true);
    expect(rest.cursor).toBe((await pullAll(base, token)).cursor);
    const state = byKey(all);
    expect(state).toEqual(await stateFromGets());
  });

  it('a record deleted during the walk arrives as a deletion after it, sent before or not', async () => {
    const today = startOfDay(new Date()).toISOString();
    const whole = await pullAll(base, token);
    const { upcoming, others, past } = phasesOf(whole.changes, today);
    const first = (await pull(base, token, undefined, 3)).body.data;
    const sent = upcoming[1] as FeedChange;
    expect(first.changes).toContainEqual(sent);
    const unsentBooking = past[0] as FeedChange;
    const unsentOffer = others.find((c) => c.type === 'offers') as FeedChange;
    const db = otherConnection(server.dataDir);
    try {
      const remove = db.prepare('DELETE FROM bookings WHERE id = ?');
      remove.run(sent.id);
      remove.run(unsentBooking.id);
    } finally {
      db.close();
    }
    await call(base, 'DELETE', `/offers/${unsentOffer.id}/`, { token });
    const rest = await pullAll(base, token, first.cursor, 3);
    // The server keeps no note of which pages a client has: a deletion after W is sent as a pull
    // from W sends it, whether the walk had brought the record or not (for the app, deleting a
    // record it does not hold is nothing).
    expect(rest.changes.slice(-3)).toEqual([
      { type: 'bookings', id: sent.id, deleted: true },
      { type: 'bookings', id: unsentBooking.id, deleted: true },
      { type: 'offers', id: unsentOffer.id, deleted: true },
    ]);
    for (const gone of [unsentBooking, unsentOffer]) {
      expect(keysOf(rest.changes).filter((key) => key === `${gone.type}:${gone.id}`)).toHaveLength(
        1,
      );
    }
    expect(applied(byKey(first.changes), rest.changes)).toEqual(await stateFromGets());
  });

  it('a walk across midnight keeps the day it began with: nothing skipped, nothing twice', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lab-walk-midnight-'));
    const opened = openDatabase(dataDir);
    const reader = openReader(dataDir);
    try {
      const labId = opened.db.prepare<[], number>('SELECT id FROM labs ORDER BY id').pluck().get();
      const beforeMidnight = startOfDay(new Date());
      beforeMidnight.setHours(23, 59, 59, 900);
      const afterMidnight = new Date(beforeMidnight.getTime() + 200);
      let clock = beforeMidnight;
      const feed = syncFeed(reader, () => clock);
      const walk = (limit: number, switchAfter: number): FeedChange[] => {
        clock = beforeMidnight;
        const changes: FeedChange[] = [];
        let cursor: string | undefined;
        for (let page = 0; ; page++) {
          if (page === switchAfter) clock = afterMidnight;
          const { data } = JSON.parse(feed.read(labId ?? 0, cursor, limit).body) as {
            data: FeedPage;
          };
          changes.push(...data.changes);
          cursor = data.cursor;
          if (!data.more) return changes;
        }
      };
      const live = opened.db
        .prepare<[number], string>(
          "SELECT type || ':' || record_id FROM change_log WHERE lab_id = ? AND deleted = 0",
        )
        .pluck()
        .all(labId ?? 0);
      const stillToday = walk(1000, Infinity);
      const today = startOfDay(beforeMidnight).toISOString();
      const { upcoming } = phasesOf(stillToday, today);
      // The seed books at least three visits for today: they lead the walk, on this side of midnight.
      const tomorrow = startOfDay(afterMidnight).toISOString();
      expect(
        upcoming.filter((c) => String(c.record?.scheduled_at) < tomorrow).length,
      ).toBeGreaterThanOrEqual(3);
      for (const [limit, switchAfter] of [
        [5, 1],
        [5, 12],
        [5, 20],
        [1, 3],
        [1, 60],
      ] as const) {
        const crossed = walk(limit, switchAfter);
        expect(crossed).toEqual(stillToday);
        expect(new Set(keysOf(crossed))).toEqual(new Set(live));
        expect(crossed).toHaveLength(live.length);
      }
    } finally {
      reader.close();
      opened.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('every change the API makes lands in the feed', () => {
  const feed = () => follower(base, token);
  /** The one change a call made, checked against the record the GETs now list. */
  async function expectChange(
    follow: ReturnType<typeof feed>,
    type: string,
    id: number,
  ): Promise<FeedChange> {
    const changes = await follow.next();
    expect(changes.map((c) => `${c.type}:${c.id}`)).toEqual([`${type}:${id}`]);
    const change = changes[0] as FeedChange;
    const listed = (await stateFromGets()).get(`${type}:${id}`);
    if (listed === undefined) expect(change).toEqual({ type, id, deleted: true });
    else expect(change).toEqual({ type, id, record: listed });
    return change;
  }

  it('the lab: POST /labs/ (a new vendor) and PATCH /labs/{id}/', async () => {
    const other = await otherVendor(base);
    const theirs = await pullAll(base, other.token);
    expect(theirs.changes).toEqual([
      { type: 'lab', id: other.labId, record: (await get<Lab[]>('/labs', other.token))[0] },
    ]);
    const follow = feed();
    await follow.next();
    await call(base, 'PATCH', `/labs/${lab.id}/`, {
      token,
      form: form({ about: 'Open on Saturdays' }, [['profile_image', png(), 'lab.png']]),
    });
    const change = await expectChange(follow, 'lab', lab.id);
    expect(change.record).toMatchObject({ about: 'Open on Saturdays' });
  });

  it('sub-categories and services: POST /lab-test-types/, POST /common/service-type/, PATCH /services/{id}/', async () => {
    const follow = feed();
    await follow.next();
    const sub = (
      await call<SubCategory>(base, 'POST', '/lab-test-types/', {
        token,
        json: { name: 'Allergy', lab: lab.id },
      })
    ).body.data;
    await expectChange(follow, 'subCategories', sub.id);
    const service = (
      await call<{ id: number }>(base, 'POST', '/common/service-type/', {
        token,
        form: form({ sub_category: sub.id, name: 'IgE total', price: 31 }),
      })
    ).body.data;
    const added = await expectChange(follow, 'subCategories', sub.id);
    expect(added.record?.items).toEqual([expect.objectContaining({ id: service.id })]);
    await call(base, 'PATCH', `/services/${service.id}/`, {
      token,
      form: form({ price: 33 }),
    });
    const patched = await expectChange(follow, 'subCategories', sub.id);
    expect(patched.record?.items).toEqual([expect.objectContaining({ price: 33 })]);
  });

  it('offers: POST /offers/, PUT /services/{offerId}/, DELETE /offers/{id}/', async () => {
    const follow = feed();
    await follow.next();
    const body = { title: 'Spring check', price: 80, tests: ['CBC', 'Iron'] };
    const offer = (await call<Offer>(base, 'POST', '/offers/', { token, json: body })).body.data;
    await expectChange(follow, 'offers', offer.id);
    await call(base, 'PUT', `/services/${offer.id}/`, {
      token,
      json: { ...body, title: 'Summer check' },
    });
    const put = await expectChange(follow, 'offers', offer.id);
    expect(put.record).toMatchObject({ title: 'Summer check', tests: ['CBC', 'Iron'] });
    await call(base, 'DELETE', `/offers/${offer.id}/`, { token });
    await expectChange(follow, 'offers', offer.id);
  });

  it('lab images: POST /lab-images/ (several) and DELETE /lab-images/{id}/', async () => {
    const follow = feed();
    await follow.next();
    const images = (
      await call<LabImage[]>(base, 'POST', '/lab-images/', {
        token,
        form: form({ vendor: lab.id }, [
          ['images', png(), 'a.png'],
          ['images', png(), 'b.png'],
        ]),
      })
    ).body.data;
    const listed = await stateFromGets();
    expect(await follow.next()).toEqual(
      images.map((image) => ({
        type: 'labImages',
        id: image.id,
        record: listed.get(`labImages:${image.id}`),
      })),
    );
    await call(base, 'DELETE', `/lab-images/${images[0]?.id}/`, { token });
    expect(await follow.next()).toEqual([{ type: 'labImages', id: images[0]?.id, deleted: true }]);
  });

  it('team: POST /team-members/, PATCH /team-members/{id}/, DELETE /team-members/{id}/', async () => {
    const follow = feed();
    await follow.next();
    const member = (
      await call<TeamMember>(base, 'POST', '/team-members/', {
        token,
        form: form({ first_name: 'Ida', last_name: 'Berg' }),
      })
    ).body.data;
    await expectChange(follow, 'teamMembers', member.id);
    await call(base, 'PATCH', `/team-members/${member.id}/`, {
      token,
      form: form({ phone: '+49 1' }, [['profile_image', png(), 'ida.png']]),
    });
    const patched = await expectChange(follow, 'teamMembers', member.id);
    expect(patched.record).toMatchObject({ phone: '+49 1' });
    await call(base, 'DELETE', `/team-members/${member.id}/`, { token });
    expect(await follow.next()).toEqual([{ type: 'teamMembers', id: member.id, deleted: true }]);
  });

  it('clients: POST /users/, and POST /user/addresses/ changes the client with its addresses', async () => {
    const follow = feed();
    await follow.next();
    const client = (
      await call<Client>(base, 'POST', '/users/', {
        token,
        json: { first_name: 'Kim', last_name: 'Lee' },
      })
    ).body.data;
    const made = await expectChange(follow, 'clients', client.id);
    expect(made.record?.addresses).toEqual([]);
    const address = (
      await call<Address>(base, 'POST', '/user/addresses/', {
        token,
        json: { user: client.id, line1: 'Hauptstraße 5', city: 'Berlin' },
      })
    ).body.data;
    const changed = await expectChange(follow, 'clients', client.id);
    expect(changed.record?.addresses).toEqual([address]);
  });

  it('bookings: PATCH /bookings/{id}/', async () => {
    const follow = feed();
    await follow.next();
    const pending = (await get<Booking[]>('/bookings')).find((b) => b.status === 'pending');
    await call(base, 'PATCH', `/bookings/${pending?.id}/`, {
      token,
      json: { status: 'confirmed' },
    });
    const change = await expectChange(follow, 'bookings', pending?.id ?? 0);
    expect(change.record).toMatchObject({ status: 'confirmed' });
  });

  it('notifications: test, mark one, mark all, delete one, delete all', async () => {
    const follow = feed();
    await follow.next();
    const made = (await call<Notification>(base, 'POST', '/notifications/test/', { token })).body
      .data;
    await expectChange(follow, 'notifications', made.id);
    await call(base, 'PATCH', `/notifications/${made.id}/mark-as-read/`, { token });
    const read = await expectChange(follow, 'notifications', made.id);
    expect(read.record).toMatchObject({ read: true });

    const unread = (await get<{ notifications: Notification[] }>('/notifications/')).notifications
      .filter((n) => !n.read)
      .map((n) => n.id);
    expect(unread.length).toBeGreaterThan(0);
    await call(base, 'PATCH', '/notifications/mark-as-read/', { token });
    const marked = await follow.next();
    expect(marked.map((c) => c.id).sort()).toEqual([...unread].sort());
    expect(marked.every((c) => c.record?.read === true)).toBe(true);

    await call(base, 'DELETE', `/notifications/${made.id}/delete/`, { token });
    expect(await follow.next()).toEqual([{ type: 'notifications', id: made.id, deleted: true }]);
    const rest = (await get<{ notifications: Notification[] }>('/notifications/')).notifications;
    await call(base, 'DELETE', '/notifications/delete/', { token });
    const gone = await follow.next();
    expect(gone.map((c) => c.id).sort()).toEqual(rest.map((n) => n.id).sort());
    expect(gone.every((c) => c.deleted === true && c.record === undefined)).toBe(true);
  });

  it('a change the server refuses (400, 403, 404) writes nothing', async () => {
    const follow = feed();
    await follow.next();
    const other = await otherVendor(base);
    await call(base, 'POST', '/offers/', { token, json: { title: '' } });
    await call(base, 'PATCH', '/bookings/999999/', { token, json: { status: 'confirmed' } });
    const theirOffer = (
      await call<Offer>(base, 'POST', '/offers/', {
        token: other.token,
        json: { title: 'Theirs', price: 1 },
      })
    ).body.data;
    expect((await call(base, 'DELETE', `/offers/${theirOffer.id}/`, { token })).status).toBe(403);
    expect(await follow.next()).toEqual([]);
  });
});

describe('paging from a cursor', () => {
  /** Makes `n` offers; answers the cursor before them and their ids. */
  async function offers(n: number): Promise<{ before: string; ids: number[] }> {
    const before = (await pullAll(base, token)).cursor;
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const json = { title: `Paged ${i}`, price: 10 + i };
      ids.push((await call<Offer>(base, 'POST', '/offers/', { token, json })).body.data.id);
    }
    return { before, ids };
  }

  it('limit 1 walks one change a page; the last page has more=false, the summary and the head', async () => {
    const { before, ids } = await offers(3);
    const pages = (await pullAll(base, token, before, 1)).pages;
    expect(pages.map((page) => [page.more, page.changes.map((c) => c.id)])).toEqual([
      [true, [ids[0]]],
      [true, [ids[1]]],
      [false, [ids[2]]],
    ]);
    expect(pages.map((page) => Boolean(page.summary))).toEqual([false, false, true]);
    expect(new Set(pages.map((page) => page.cursor)).size).toBe(3);
  });

  it('exactly a page of changes is one page with more=false', async () => {
    const { before, ids } = await offers(3);
    const answer = await pull(base, token, before, 3);
    expect(answer.body.data.more).toBe(false);
    expect(answer.body.data.changes.map((c) => c.id)).toEqual(ids);
    expect(answer.body.data.summary).toBeDefined();
  });

  it('the cursor of the last page gives an empty page with the same cursor and no summary', async () => {
    const { before } = await offers(2);
    const last = (await pullAll(base, token, before)).cursor;
    const answer = await pull(base, token, last);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { cursor: last, more: false, changes: [] } });
  });

  it('sends a record changed twice once, where it changed last', async () => {
    const { before, ids } = await offers(2);
    const json = { title: 'Renamed', price: 10 };
    await call(base, 'PUT', `/services/${ids[0]}/`, { token, json });
    const changes = (await pullAll(base, token, before)).changes;
    expect(changes.map((c) => c.id)).toEqual([ids[1], ids[0]]);
    expect(changes[1]?.record).toMatchObject({ title: 'Renamed' });
  });

  it('the summary is the dashboard figures with the unread count', async () => {
    const { before } = await offers(1);
    const { summary } = (await pull(base, token, before)).body.data;
    const dashboard = await get<Record<string, unknown>>('/dashboard/');
    const unread = await get<{ unread_count: number }>('/notifications/unread-count/');
    expect(summary).toEqual({
      counts_by_status: dashboard.counts_by_status,
      weekly: dashboard.weekly,
      totals: dashboard.totals,
      generated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      unread_count: unread.unread_count,
    });
  });
});

describe('ETag and "nothing new"', () => {
  it('answers the head as ETag, 304 to it when nothing is new, 200 once something is', async () => {
    const head = (await pullAll(base, token)).cursor;
    const current = await pull(base, token, head);
    const etag = current.headers.get('etag');
    expect(etag).toBe(`"${head}"`);
    const unchanged = await pull(base, token, head, undefined, { 'If-None-Match': etag ?? '' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toEqual({});

    await call(base, 'POST', '/notifications/test/', { token });
    const changed = await pull(base, token, head, undefined, { 'If-None-Match': etag ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.changes).toHaveLength(1);
    expect(changed.headers.get('etag')).toBe(`"${changed.body.data.cursor}"`);
  });

  it('an older cursor with the head as If-None-Match still gets its changes', async () => {
    const before = (await pullAll(base, token)).cursor;
    await call(base, 'POST', '/notifications/test/', { token });
    const etag = (await pull(base, token, before)).headers.get('etag') ?? '';
    const answer = await pull(base, token, before, undefined, { 'If-None-Match': etag });
    expect(answer.status).toBe(200);
    expect(answer.body.data.changes).toHaveLength(1);
  });

  it('"nothing new" is well under 1 KB, headers included', async () => {
    const head = (await pullAll(base, token)).cursor;
    const response = await fetch(`${base}/sync/?cursor=${encodeURIComponent(head)}`, {
      headers: { Authorization: `Token ${token}` },
    });
    const body = await response.text();
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
    expect(body.length).toBeLessThan(200);
    expect(Buffer.byteLength(body) + Buffer.byteLength(headers)).toBeLessThan(1024);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('cursors that cannot be continued answer 410 cursor_expired', () => {
  const expired = { message: 'Sync cursor expired; start over', code: 'cursor_expired' };

  it('garbage, a truncated cursor or several cursors', async () => {
    const head = (await pullAll(base, token)).cursor;
    for (const cursor of ['garbage', head.slice(0, -1) + 'x', `${head}0`, '..', '-1']) {
      const answer = await pull(base, token, cursor);
      expect([cursor, answer.status, answer.body]).toEqual([cursor, 410, expired]);
    }
    const twice = await call(base, 'GET', `/sync/?cursor=${head}&cursor=${head}`, { token });
    expect(twice.status).toBe(410);
  });

  it('a cursor of another database (another epoch), even for a lab of the same id', async () => {
    const elsewhere = await startServer();
    try {
      const theirToken = await signIn(elsewhere.base);
      const theirCursor = (await pullAll(elsewhere.base, theirToken)).cursor;
      const answer = await pull(base, token, theirCursor);
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual(expired);
    } finally {
      await elsewhere.close();
    }
  });

  it("another lab's cursor", async () => {
    const other = await otherVendor(base);
    const theirs = (await pullAll(base, other.token)).cursor;
    expect((await pull(base, token, theirs)).status).toBe(410);
  });

  it('after 410 the client starts over from no cursor', async () => {
    expect((await pull(base, token, 'garbage')).status).toBe(410);
    expect((await pull(base, token)).status).toBe(200);
  });
});

describe('labs apart', () => {
  it('a lab only ever sees its own records; a user without a lab gets 403', async () => {
    const other = await otherVendor(base);
    const mine = follower(base, token);
    await mine.next();
    const theirs = follower(base, other.token);
    const theirStart = await theirs.next();
    expect(theirStart.map((c) => c.type)).toEqual(['lab']);

    const offer = (
      await call<Offer>(base, 'POST', '/offers/', {
        token: other.token,
        json: { title: 'Only theirs', price: 5 },
      })
    ).body.data;
    await call(base, 'POST', '/notifications/test/', { token: other.token });
    expect(await mine.next()).toEqual([]);
    expect((await theirs.next()).map((c) => c.type)).toEqual(['offers', 'notifications']);
    expect(byKey((await pullAll(base, other.token)).changes)).toEqual(
      await stateFromGets(other.token, other.labId),
    );
    expect(
      (await pullAll(base, token)).changes.some((c) => c.id === offer.id && c.type === 'offers'),
    ).toBe(false);

    const newcomer = await signIn(base, 'no-lab-yet@lab.test');
    expect((await pull(base, newcomer)).status).toBe(403);
    expect((await pull(base, 'not-a-token')).status).toBe(401);
  });
});

describe('a large lab', () => {
  let bench: TestServer;
  let benchToken: string;
  beforeAll(async () => {
    bench = await startServer({ seedScale: 'bench' });
    benchToken = await signIn(bench.base);
  });
  afterAll(() => bench.close());

  it('pages 500 changes by default and 2,000 at most; the pages together are every record once', async () => {
    for (const [limit, size] of [
      [undefined, 500],
      ['lots', 500],
      [100_000, 2000],
    ] as const) {
      const answer = await pull(bench.base, benchToken, undefined, limit);
      expect([limit, answer.body.data.changes.length]).toEqual([limit, size]);
    }
    const pulled = await pullAll(bench.base, benchToken, undefined, 2000);
    const keys = new Set(pulled.changes.map((c) => `${c.type}:${c.id}`));
    expect(keys.size).toBe(pulled.changes.length);
    const bookings = pulled.changes.filter((c) => c.type === 'bookings');
    expect(bookings).toHaveLength(10_000);
  });
});
