import type { Database } from 'better-sqlite3';
import type { BookingStatus } from '../../src/config/booking-flow.ts';
import * as data from './seed-data.ts';
import { DAY, HOUR, historyFor, prng, statusFor, writeImages } from './seed-util.ts';

/**
 * The first bookings of the seed are today's patients at the counter (at their usual hours, 9,
 * 12 and 15 o'clock), still to come whatever the hour the demo starts, so the counter screen
 * always has someone to call. Their random draws are still made, so the rest of the seed stays
 * the same.
 */
const COUNTER_TODAY: readonly BookingStatus[] = ['confirmed', 'pending', 'confirmed'];

export type SeedScale = 'demo' | 'bench' | 'large';
export const DEMO_EMAIL = 'demo@lab.test';

/** A month either side of today: what a screen shows, dense enough to fill every screen. */
const MONTH_EACH_SIDE = { past: 30, ahead: 30 };

const SIZES = {
  demo: { bookings: 60, offers: 5, team: 6, clients: 20, notifications: 8, days: MONTH_EACH_SIDE },
  bench: {
    bookings: 10_000,
    offers: 1_000,
    team: 500,
    clients: 500,
    notifications: 2_000,
    days: MONTH_EACH_SIDE,
  },
  // The change feed's first pull and paging at ten times the bench: still one transaction. A lab
  // with 100,000 bookings has years of history: five years of them (about 55 a day) and the
  // month to come.
  large: {
    bookings: 100_000,
    offers: 10_000,
    team: 5_000,
    clients: 5_000,
    notifications: 20_000,
    days: { past: 5 * 365, ahead: 30 },
  },
};

/** Reference lookups plus the demo lab with its catalogue, people, bookings and notifications. */
export function seed(db: Database, uploadsDir: string, scale: SeedScale): void {
  const random = prng(20240611);
  const size = SIZES[scale];
  const images = writeImages(uploadsDir);
  const now = Date.now();
  const iso = (ms: number): string => new Date(ms).toISOString();

  db.transaction(() => {
    const lookup = db.prepare<[string, string, string | null]>(
      'INSERT INTO lookups (kind, name, code) VALUES (?, ?, ?)',
    );
    const ids = (kind: string, names: string[]): number[] =>
      names.map((name) => Number(lookup.run(kind, name, null).lastInsertRowid));
    const roles = ids('role', data.ROLES);
    const genders = ids('gender', data.GENDERS);
    const designations = ids('designation', data.DESIGNATIONS);
    const testTypes = new Map(
      data.TEST_TYPES.map(([name, code]) => [
        code,
        { id: Number(lookup.run('test_type', name, code).lastInsertRowid), name },
      ]),
    );

    const userId = db
      .prepare(
        "INSERT INTO users (email, first_name, last_name, created_at) VALUES (?, 'Dana', 'Fischer', ?)",
      )
      .run(DEMO_EMAIL, iso(now - 90 * DAY)).lastInsertRowid;
    const labId = Number(
      db
        .prepare(
          `INSERT INTO labs (user_id, name, first_name, last_name, email, phone, address, about, profile_image, created_at)
           VALUES (?, 'Demo Lab Diagnostics', 'Dana', 'Fischer', ?, '+49 30 1234567',
             'Invalidenstraße 1, 10115 Berlin', 'Blood tests with same-day results and home visits.', ?, ?)`,
        )
        .run(userId, DEMO_EMAIL, images.lab ?? null, iso(now - 90 * DAY)).lastInsertRowid,
    );

    const subCategory = db.prepare<[number, string, string]>(
      'INSERT INTO sub_categories (lab_id, key, name) VALUES (?, ?, ?)',
    );
    const service = db.prepare<[number, number, number, string, number, string, string | null]>(
      `INSERT INTO services (lab_id, sub_category_id, test_type_id, name, price, description, image)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const catalogue: { id: number; name: string; price: number }[] = [];
    for (const [name, items] of data.CATALOGUE) {
      const key = name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
      const subId = Number(subCategory.run(labId, key, name).lastInsertRowid);
      for (const [code, price] of items) {
        const type = testTypes.get(code);
        if (!type) continue;
        const image = catalogue.length % 3 === 0 ? (images.service ?? null) : null;
        const info = service.run(
          labId,
          subId,
          type.id,
          type.name,
          price,
          `${type.name} (${code})`,
          image,
        );
        catalogue.push({ id: Number(info.lastInsertRowid), name: type.name, price });
      }
    }

    const offer = db.prepare<
      [number, string, string, number, number, string, string, string, string]
    >(
      `INSERT INTO offers (lab_id, title, description, price, discounted_price, valid_from, valid_to, tests, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < size.offers; i++) {
      const [title, description, price, tests] = data.OFFERS[i % data.OFFERS.length]!;
      const round = Math.floor(i / data.OFFERS.length);
      const from = now - (10 + (i % 20)) * DAY;
      offer.run(
        labId,
        round ? `${title} #${round + 1}` : title,
        description,
        price,
        Math.round(price * 0.85),
        iso(from).slice(0, 10),
        iso(from + 60 * DAY).slice(0, 10),
        JSON.stringify(tests),
        iso(from),
      );
    }

    db.prepare<[number, string]>('INSERT INTO lab_images (lab_id, image) VALUES (?, ?)');
    for (const name of ['photo1', 'photo2', 'photo3']) {
      db.prepare('INSERT INTO lab_images (lab_id, image) VALUES (?, ?)').run(
        labId,
        images[name] ?? '',
      );
    }

    const member = db.prepare(
      `INSERT INTO team_members (lab_id, first_name, last_name, email, phone, role, gender, designation, profile_image)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < size.team; i++) {
      const first = data.FIRST_NAMES[(i * 7 + 2) % data.FIRST_NAMES.length]!;
      const last = data.LAST_NAMES[(i * 5 + 1) % data.LAST_NAMES.length]!;
      member.run(
        labId,
        first,
        last,
        `${first}.${last}${i || ''}@lab.test`.toLowerCase(),
        `+49 151 ${String(2000000 + i * 137).padStart(7, '0')}`,
        random.pick(roles),
        random.pick(genders),
        random.pick(designations),
        i % 2 === 0 ? (images.member ?? null) : null,
      );
    }

    const client = db.prepare(
      `INSERT INTO clients (lab_id, first_name, last_name, email, phone, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const address = db.prepare(
      `INSERT INTO addresses (client_id, line1, line2, city, postcode, country) VALUES (?, ?, ?, ?, ?, 'Germany')`,
    );
    const clients: { snapshot: Record<string, string | number>; address: string }[] = [];
    for (let i = 0; i < size.clients; i++) {
      const first = data.FIRST_NAMES[i % data.FIRST_NAMES.length]!;
      const last = data.LAST_NAMES[(i * 3) % data.LAST_NAMES.length]!;
      const email =
        `${first}.${last}${i >= data.FIRST_NAMES.length ? i : ''}@example.com`.toLowerCase();
      const phone = `+49 170 ${String(1000000 + i * 911).padStart(7, '0')}`;
      const id = Number(
        client.run(labId, first, last, email, phone, iso(now - 60 * DAY)).lastInsertRowid,
      );
      const [city, postcode] = random.pick(data.CITIES);
      const line1 = `${random.pick(data.STREETS)} ${1 + random.int(120)}`;
      address.run(id, line1, i % 4 === 0 ? `Apartment ${1 + random.int(40)}` : '', city, postcode);
      if (i % 3 === 0)
        address.run(id, `${random.pick(data.STREETS)} ${1 + random.int(80)}`, '', city, postcode);
      clients.push({
        snapshot: { id, first_name: first, last_name: last, email, phone },
        address: `${line1}, ${postcode} ${city}`,
      });
    }

    const booking = db.prepare(
      `INSERT INTO bookings (lab_id, client_id, status, client, tests, scheduled_at, address, price, notes, history, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const today = new Date(now);
    today.setHours(0, 0, 0, 0);
    for (let i = 0; i < size.bookings; i++) {
      const day = i < 3 ? 0 : random.int(size.days.past + size.days.ahead + 1) - size.days.past;
      const when = new Date(today);
      when.setDate(when.getDate() + day);
      when.setHours(7 + (i < 3 ? 3 * i + 2 : random.int(11)), 15 * random.int(4));
      const scheduled = when.getTime();
      const drawn = statusFor(scheduled, now, random);
      const status = COUNTER_TODAY[i] ?? drawn;
      const created = Math.min(now - HOUR, scheduled - (1 + random.int(10)) * DAY);
      const history = historyFor(status, created, scheduled, now);
      const tests = Array.from({ length: 1 + random.int(3) }, () => random.pick(catalogue));
      const unique = [...new Map(tests.map((t) => [t.id, t])).values()];
      const price = unique.reduce((sum, t) => sum + t.price, 0);
      const who = random.pick(clients);
      booking.run(
        labId,
        who.snapshot.id,
        status,
        JSON.stringify(who.snapshot),
        JSON.stringify(unique),
        iso(scheduled),
        who.address,
        price,
        i % 5 === 0 ? 'Fasting since 8 pm' : '',
        JSON.stringify(history),
        iso(created),
        history[history.length - 1]?.at ?? iso(created),
      );
    }

    const notification = db.prepare(
      `INSERT INTO notifications (lab_id, created_at, read, title, message, type, avatar) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < size.notifications; i++) {
      const [type, title, message, minutes, read] =
        data.NOTIFICATIONS[i % data.NOTIFICATIONS.length]!;
      const round = Math.floor(i / data.NOTIFICATIONS.length);
      const avatar = type === 'team_reminder' ? (images.avatar ?? null) : null;
      notification.run(
        labId,
        iso(now - (minutes + round * 4500) * 60_000),
        read || (round > 0 && random.next() < 0.9) ? 1 : 0,
        title,
        message,
        type,
        avatar,
      );
    }
  })();
}
