import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { api, signInFast } from './fixtures';
import { bookingsOf, clientName as name, type ServerBookingBase } from './bookings-data';
import { isFocused, pressUntilFocused } from './keyboard';
import { ownServerPerTest } from './own-server';
import { contrastRatio } from '../wcag-contrast';
import { settle, settleAnimations } from './settle';
import { expect, test } from './test';

// The bookings screens and the counter screen by keyboard and screen reader (issue 26, WCAG 2.2
// AA): every path here is taken with the keyboard alone, and axe finds nothing in each state.

type Booking = ServerBookingBase;

const PHONE = { width: 360, height: 640 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };

/** axe finds nothing on the whole page, with whatever is open over the screen. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/** The contrast of an element's text on its own background (the text's alpha blended over it). */
async function contrastOf(element: Locator): Promise<number> {
  const { text, background } = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const [br = 0, bg = 0, bb = 0] = channels(style.backgroundColor);
    const [r = 0, g = 0, b = 0, a = 1] = channels(style.color);
    return {
      text: [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)] as const,
      background: [br, bg, bb] as const,
    };
  });
  return contrastRatio(text, background);
}

const serverStatus = async (page: Page, id: number) =>
  (await api<Booking[]>(page, '/bookings')).find((b) => b.id === id)?.status;

/** Presses Tab (or `key`) until `target` has the focus: it is in the Tab order. */
const tabTo = (page: Page, target: Locator, key = 'Tab') =>
  pressUntilFocused(page, target, { key, max: 60 });

/**
 * Each press of Tab reaches the next of `stops`, in order. A date field takes one press per part
 * (month, day, year, its calendar button) and stays one stop.
 */
async function expectTabOrder(page: Page, stops: Locator[]): Promise<void> {
  for (const [i, stop] of stops.entries()) {
    const previous = stops[i - 1];
    await page.keyboard.press('Tab');
    for (let part = 0; part < 3 && previous; part++) {
      if (!(await isFocused(previous))) break;
      await page.keyboard.press('Tab');
    }
    await expect(stop, `Tab stop ${i}`).toBeFocused();
  }
}

function gridCell(page: Page, id: number, field: string): Locator {
  return page.locator(`[role="row"][data-id="${id}"] [role="gridcell"][data-field="${field}"]`);
}

/** The bookings grid has taken over from the first page. */
async function openGrid(page: Page, path = '/bookings'): Promise<Locator> {
  await page.goto(path);
  await settle(page);
  const grid = page.getByRole('grid', { name: 'Bookings' });
  await expect(grid).toBeVisible();
  return grid;
}

test.describe('the bookings grid on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Tab goes through the actions, the filters, then into the grid', async ({ page }) => {
    await signInFast(page);
    const grid = await openGrid(page);
    await page.getByRole('link', { name: 'Calendar', exact: true }).last().focus();
    await expectTabOrder(page, [
      page.getByRole('button', { name: 'Export CSV' }),
      page.getByLabel('Client, tests or notes'),
      page.getByRole('combobox', { name: 'Status' }),
      page.getByLabel('From'),
      page.getByLabel('To', { exact: true }),
      page.getByRole('button', { name: 'Past bookings' }),
      grid.getByRole('columnheader', { name: 'Date and time' }),
    ]);
  });

  test('Enter on a row opens its booking; Escape closes it and the focus is back on the cell', async ({
    page,
  }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    const [first, second, third] = coming;
    expect(third, 'three bookings from today on').toBeDefined();
    if (!first || !second || !third) return;
    const grid = await openGrid(page);
    await expectNoViolations(page, 'the grid at 1280x800');

    // Into the grid by Tab (its header), down two rows by arrow: the second booking's date.
    await tabTo(page, grid.getByRole('columnheader', { name: 'Date and time' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const cell = gridCell(page, second.id, 'client');
    await expect(cell).toBeFocused();
    await expect(cell).toHaveText(name(second));

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${second.id}(&|$)`));
    const drawer = page.getByRole('dialog', { name: name(second) });
    await expect(drawer).toContainText(`Booking #${second.id}`);
    await settleAnimations(page);
    await expectNoViolations(page, 'the booking drawer');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/booking=/);
    await expect(cell).toBeFocused();

    // Space opens a booking too; the arrows keep working after the drawer.
    await page.keyboard.press('ArrowDown');
    await expect(gridCell(page, third.id, 'client')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${third.id}(&|$)`));
    await expect(page.getByRole('dialog', { name: name(third) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gridCell(page, third.id, 'client')).toBeFocused();
  });

  test("a booking's status changes by keyboard in the drawer and reaches the server", async ({
    page,
  }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    // A pending booking whose client has no other booking to come: the search finds it alone.
    const booking = coming.find(
      (b) => b.status === 'pending' && coming.filter((o) => name(o) === name(b)).length === 1,
    );
    expect(booking, 'a pending booking').toBeDefined();
    if (!booking) return;
    const grid = await openGrid(page);

    await tabTo(page, page.getByLabel('Client, tests or notes'));
    await page.keyboard.type(name(booking));
    await expect(grid.getByRole('row')).toHaveCount(2);
    await tabTo(page, grid.getByRole('columnheader', { name: 'Date and time' }));
    await page.keyboard.press('ArrowDown');
    await expect(gridCell(page, booking.id, 'scheduled_at')).toBeFocused();
    await page.keyboard.press('Enter');

    const drawer = page.getByRole('dialog', { name: name(booking) });
    await expect(drawer.locator('[data-status]').first()).toHaveText('Pending');
    await tabTo(page, drawer.getByRole('button', { name: 'Confirm', exact: true }));
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('status')).toContainText('Confirmed');
    await expect.poll(() => serverStatus(page, booking.id), { timeout: 20_000 }).toBe('confirmed');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(gridCell(page, booking.id, 'scheduled_at')).toBeFocused();
    await expect(gridCell(page, booking.id, 'status')).toHaveText('Confirmed');
  });

  test('status, days and past bookings filter by keyboard, and the CSV export follows them', async ({
    page,
  }) => {
    await signInFast(page);
    const { all } = await bookingsOf<Booking>(page);
    const wanted = all.filter((b) => b.status === 'completed');
    expect(wanted.length).toBeGreaterThan(0);
    const grid = await openGrid(page);

    // Completed visits are past: show the past first (Space on the toggle), then the status.
    await tabTo(page, page.getByRole('button', { name: 'Past bookings' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Past bookings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`${all.length} of ${all.length} bookings`)).toBeVisible();

    const status = page.getByRole('combobox', { name: 'Status' });
    await tabTo(page, status, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expectNoViolations(page, 'the status list open');
    await page.keyboard.type('Comp');
    await expect(listbox.getByRole('option', { name: 'Completed' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(status).toBeFocused();
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByText(`${wanted.length} of ${all.length} bookings`)).toBeVisible();

    // A first day typed into the date field: the last completed visit's day leaves those from it on.
    const last = wanted.reduce((a, b) =>
      Date.parse(a.scheduled_at) > Date.parse(b.scheduled_at) ? a : b,
    );
    const day = new Date(last.scheduled_at);
    const fromThatDay = wanted.filter((b) => {
      const d = new Date(b.scheduled_at);
      return d.setHours(0, 0, 0, 0) >= new Date(last.scheduled_at).setHours(0, 0, 0, 0);
    });
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('From')).toBeFocused();
    await page.keyboard.type(
      `${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}${day.getFullYear()}`,
    );
    await expect(page.getByText(`${fromThatDay.length} of ${all.length} bookings`)).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(fromThatDay.length + 1);
    await expectNoViolations(page, 'the grid, filtered');

    await tabTo(page, page.getByRole('button', { name: 'Export CSV' }), 'Shift+Tab');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path())
      .subarray(3)
      .toString('utf8')
      .trim()
      .split('\r\n');
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids.sort((a, b) => a - b)).toEqual(fromThatDay.map((b) => b.id).sort((a, b) => a - b));
  });
});

test.describe('the bookings on a tablet', () => {
  test.use({ viewport: TABLET });

  test('the grid and the drawer have no WCAG violations', async ({ page }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    const grid = await openGrid(page);
    await expectNoViolations(page, 'the grid at 768x1024');
    await tabTo(page, grid.getByRole('columnheader', { name: 'Date and time' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: name(coming[0]!) })).toBeVisible();
    await settleAnimations(page);
    await expectNoViolations(page, 'the drawer at 768x1024');
  });
});

test.describe('the bookings on a phone', () => {
  test.use({ viewport: PHONE });

  const cardOf = (page: Page, b: Booking) =>
    page.getByRole('list', { name: 'Bookings' }).locator(`[data-id="${b.id}"]`);

  test('a card opens with Enter, and its action changes the status by keyboard', async ({
    page,
  }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    const first = coming[0]!;
    await page.goto('/bookings');
    await settle(page);
    await expectNoViolations(page, 'the phone list at 360x640');

    const open = cardOf(page, first).getByRole('button').first();
    await tabTo(page, open);
    await expect(open).toContainText(name(first));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: name(first) });
    await expect(drawer).toContainText(`Booking #${first.id}`);
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${first.id}(&|$)`));
    await settleAnimations(page);
    await expectNoViolations(page, 'the drawer at 360x640');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // The first pending booking's "Confirm", reached by Tab from the card before it.
    const pending = coming.find((b) => b.status === 'pending')!;
    const confirm = cardOf(page, pending).getByRole('button', {
      name: `Confirm: booking #${pending.id} of ${name(pending)}`,
    });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(cardOf(page, pending).locator('[data-status]')).toHaveText('Confirmed');
    await expect.poll(() => serverStatus(page, pending.id), { timeout: 20_000 }).toBe('confirmed');
  });

  test('the filters sheet works by keyboard, and the export too', async ({ page }) => {
    await signInFast(page);
    const { coming } = await bookingsOf<Booking>(page);
    const confirmed = coming.filter((b) => b.status === 'confirmed');
    expect(confirmed.length).toBeGreaterThan(0);
    await page.goto('/bookings');
    await settle(page);

    const opener = page.getByRole('button', { name: /^Filters/ });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filter bookings' });
    await expect(sheet).toBeVisible();
    await settleAnimations(page);
    await expectNoViolations(page, 'the filters sheet at 360x640');

    const status = sheet.getByRole('combobox', { name: 'Status' });
    await tabTo(page, status);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Conf');
    await expect(page.getByRole('option', { name: 'Confirmed' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toBeFocused();
    const show = sheet.getByRole('button', { name: `Show ${confirmed.length} bookings` });
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveText('Filters (2)');
    await expect(page).toHaveURL(/status=confirmed/);

    await tabTo(page, page.getByRole('button', { name: 'Export CSV' }), 'Shift+Tab');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const lines = readFileSync(await (await downloading).path())
      .subarray(3)
      .toString('utf8')
      .trim()
      .split('\r\n');
    expect(
      lines
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
        .sort((a, b) => a - b),
    ).toEqual(confirmed.map((b) => b.id).sort((a, b) => a - b));
  });
});

test.describe('the counter screen', () => {
  // Each test on fresh demo data, whose seed has patients still to come today (as reception.spec).
  test.use({ baseURL: ownServerPerTest('a11y-reception') });

  const rowOf = (page: Page, b: Booking) => page.locator(`li[data-booking-id="${b.id}"]`);

  test('a booking opens and its next step is taken by keyboard, announced without moving the focus', async ({
    page,
  }) => {
    await page.setViewportSize(TABLET);
    await signInFast(page);
    await page.goto('/reception');
    await settle(page);
    const patient = (await bookingsOf<Booking>(page)).coming.find((b) => b.status === 'pending');
    expect(patient, 'a patient still to arrive').toBeDefined();
    if (!patient) return;
    const row = rowOf(page, patient);
    const live = page.locator('main [aria-live]');

    const opener = row.getByRole('button', { name: name(patient), exact: true });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: name(patient) });
    await expect(drawer).toContainText(`Booking #${patient.id}`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    const step = row.getByRole('button', { name: 'Arrived', exact: true });
    await tabTo(page, step);
    await page.keyboard.press('Enter');
    const undo = row.getByRole('button', { name: 'Undo Confirmed' });
    await expect(undo).toBeVisible();
    await expect(live).toHaveText(`${name(patient)} arrived`);
    // The focus stays where it was: on the row's step, which now offers its undo.
    await expect(undo).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(live).toHaveText(`Undone: ${name(patient)} arrived`);
    await expect(step).toBeFocused();
    await page.waitForTimeout(5500);
    expect(await serverStatus(page, patient.id)).toBe('pending');

    // Taken again and left alone: it reaches the server after the undo time.
    await page.keyboard.press('Enter');
    await expect(undo).toBeFocused();
    await expect.poll(() => serverStatus(page, patient.id), { timeout: 20_000 }).toBe('confirmed');
    // The patient's next step takes the same place: the focus is still there.
    await expect(row.getByRole('button', { name: 'Sample collected', exact: true })).toBeFocused();
  });

  test('the "Late" mark reads at 4.5:1 and nothing is amiss with a step just taken', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInFast(page);
    for (const size of [PHONE, TABLET, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/reception');
      await settle(page);
      const where = `the counter at ${size.width}x${size.height}`;
      await expectNoViolations(page, where);
      const late = page.locator('.chip-late').first();
      await expect(late, 'a late patient in the seed').toBeVisible();
      expect(await contrastOf(late), `"Late" at ${size.width}`).toBeGreaterThanOrEqual(4.5);

      const step = page.locator('li[data-booking-id] button.step').first();
      await step.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /^Undo/ })).toBeVisible();
      await expect(page.locator('main [aria-live]')).not.toHaveText('');
      // The step's button is the undo's now: its colours fade over for a moment.
      await settleAnimations(page);
      await expectNoViolations(page, `${where}, a step just taken`);
      await page.getByRole('button', { name: /^Undo/ }).focus();
      await page.keyboard.press('Enter');
    }
  });

  test('the announcement is in German too', async ({ page }) => {
    await page.setViewportSize(TABLET);
    await signInFast(page);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.goto('/reception');
    await settle(page);
    const patient = (await bookingsOf<Booking>(page)).coming.find((b) => b.status === 'pending');
    if (!patient) throw new Error('a patient still to arrive');
    const step = rowOf(page, patient).getByRole('button', { name: 'Angekommen', exact: true });
    await step.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main [aria-live]')).toHaveText(`${name(patient)} ist angekommen`);
  });
});
