import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeViolations } from './axe';
import { api, signInFast } from './fixtures';
import {
  aloneOnDay,
  clientName as name,
  clock,
  localDay,
  type ServerBookingBase,
} from './bookings-data';
import { pressUntilFocused } from './keyboard';
import { settle } from './settle';
import { expect, test } from './test';

interface Booking extends ServerBookingBase {
  tests: { name: string }[];
}

const VIEWS = ['month', 'week', 'day', 'agenda'] as const;

const STATUS_NAMES = (
  JSON.parse(readFileSync('public/locales/en/bookings.json', 'utf8')) as {
    status: Record<string, string>;
  }
).status;

/** What the calendar draws on a booking: the client, then the tests. */
const title = (b: Booking) => `${name(b)} · ${b.tests.map((t) => t.name).join(', ')}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const dateText = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleDateString('en-US', options);

/**
 * A booking's name in the calendar: its day ("Friday, November 27th, 2026") and start (the week
 * and day views say "9:00 AM – 10:00 AM", as they draw it), what the calendar draws, its status.
 */
function bookingName(b: Booking): RegExp {
  const at = b.scheduled_at;
  const day = `${dateText(at, { weekday: 'long' })}, ${dateText(at, { month: 'long' })} ${new Date(at).getDate()}(st|nd|rd|th), ${new Date(at).getFullYear()}`;
  return new RegExp(
    `^${day}, ${escape(clock(at))}( – \\d{1,2}:\\d\\d [AP]M)?: ${escape(title(b))}, ${STATUS_NAMES[b.status]}$`,
  );
}

/** Presses Tab until `target` has the focus, as someone without a mouse would. */
const tabTo = (page: Page, target: Locator, max = 250) => pressUntilFocused(page, target, { max });

async function drawerOpensAndGives(page: Page, b: Booking, key: 'Enter' | ' ', from: Locator) {
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  await expect(page).toHaveURL(new RegExp(`[?&]booking=${b.id}(&|$)`));
  const drawer = page.getByRole('dialog', { name: name(b) });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(`Booking #${b.id}`);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]booking=/);
  await expect(from, 'the focus is back on the booking that opened the drawer').toBeFocused();
}

// axe on every view at every size is in a11y.spec.ts, with the other screens.

test.describe('the calendar by keyboard (1280 x 800)', () => {
  test('each view: Tab reaches a booking, Enter and Space open it, Escape gives the focus back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInFast(page);
    const all = await api<Booking[]>(page, '/bookings');
    // Alone on its day, so the month draws it rather than "+n more".
    const booking = all.find((b) => aloneOnDay(all, b));
    expect(booking, 'a day with one booking').toBeDefined();
    if (!booking) return;

    for (const view of VIEWS) {
      await page.goto(`/calendar?view=${view}&date=${localDay(booking.scheduled_at)}`);
      await settle(page);
      const event = page.getByRole('button', { name: bookingName(booking) });
      await expect(event, `${view}: the booking's name`).toHaveCount(1);
      await tabTo(page, event);
      await drawerOpensAndGives(page, booking, 'Enter', event);
      await drawerOpensAndGives(page, booking, ' ', event);
    }
  });

  test('the month\'s "+n more" opens the day\'s bookings, each one opens by keyboard', async ({
    page,
  }) => {
    await signInFast(page);
    const all = await api<Booking[]>(page, '/bookings');
    // The seed books today's counter patients at 9, 12 and 15 o'clock: more than a day shows.
    const now = new Date().toISOString();
    const today = localDay(now);
    const todays = all.filter((b) => localDay(b.scheduled_at) === today);
    expect(todays.length).toBeGreaterThanOrEqual(3);

    await page.goto(`/calendar?view=month&date=${today}`);
    await settle(page);
    // The "+n more" in today's square of the month.
    const square = await page.locator('.rbc-month-view .rbc-day-bg.rbc-today').boundingBox();
    const buttons = page.locator('.rbc-show-more');
    let more: Locator | undefined;
    for (const candidate of await buttons.all()) {
      const box = await candidate.boundingBox();
      if (!square || !box) continue;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      if (
        x > square.x &&
        x < square.x + square.width &&
        y > square.y &&
        y < square.y + square.height
      )
        more = candidate;
    }
    expect(more, "today's +n more").toBeDefined();
    if (!more) return;
    const shown = await page.locator('.rbc-month-view .rbc-event').count();
    await expect(more).toHaveAccessibleName(/^\+\d+ more$/);
    await tabTo(page, more);
    await page.keyboard.press('Enter');

    // Named by its heading, the day ("Friday Nov 27").
    const heading = `${dateText(now, { weekday: 'long' })} ${dateText(now, { month: 'short' })} ${today.slice(8)}`;
    const popover = page.getByRole('dialog', { name: heading });
    await expect(popover).toBeVisible();
    const inside = popover.getByRole('button');
    await expect(inside, "every booking of today's").toHaveCount(todays.length);
    await expect(inside.first(), 'the focus moves into the list').toBeFocused();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    // The month itself still draws the same bookings (the list is beside it, not in it).
    await expect(page.locator('.rbc-month-view .rbc-event')).toHaveCount(shown);

    // The day's last booking, one the square hid, by Tab within the list.
    const last = [...todays].sort(
      (a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.id - b.id,
    )[todays.length - 1];
    if (!last) return;
    const hidden = popover.getByRole('button', { name: bookingName(last) });
    await expect(hidden).toHaveCount(1);
    await tabTo(page, hidden, todays.length);
    await drawerOpensAndGives(page, last, 'Enter', hidden);

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(more, 'the focus is back on "+n more"').toBeFocused();
  });
});
