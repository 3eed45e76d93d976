import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { cpuNote, cpuSlowdown } from './cpu.ts';
import type { Report } from './report.ts';
import { settleLoadsBookingsPull } from './session.ts';
import { LIGHTHOUSE_PHONE, median, round, TABLET_VIEWPORT } from './util.ts';
import { throttle, watchChange, watchedTimes } from './warm.ts';

/** A status tapped on a phone card or at the counter: to the new status painted; Event Timing. */
export const STATUS_TAP_LIMIT_MS = 150;
export const STATUS_TAP_EVENT_LIMIT_MS = 100;
const RUNS = 5;
/**
 * How long the finger holds the screen in a tap, from `pointerdown` to `pointerup`. A tap with no
 * contact time (Playwright's default) delivers the six input events of a tap (move, down, up,
 * click and their pointer twins) to one task: the press's work (hover and active styles, focus,
 * React's handlers) then ran inside the click's event entry, which read about twice a finger's
 * (bench/README.md, "A tap has a contact time"). 80 ms is a quick tap: under Android's 100 ms
 * `ViewConfiguration.TAP_TIMEOUT`, past which a touch shows as a press.
 */
const TAP_CONTACT_MS = 80;

interface Tap {
  /** From the tap's click (the finger lifted) to the frame after the item shows another status. */
  painted: number;
  /** The longest Event Timing entry of the tap's interaction. */
  longestEvent: number;
}

/**
 * One tap at the phone's CPU: `button` is in the item `item` (a selector naming it by its id);
 * timed until the item's status label shows a status other than the one it had.
 */
async function timedTap(page: Page, cdp: CDPSession, item: string, button: Locator): Promise<Tap> {
  // Headless Chromium presents no frame whose only change is in the lowest 40 to 60 px of the
  // page's viewport until some later frame changes more (a page of one button at 412x823: its
  // press reads 440 to 1,300 ms there, 24 ms higher up; bench/README.md, "The latest figures"):
  // a press there would read as long as the hold. A phone's screen draws its foot like the rest,
  // so the button is brought to the middle first, then the page left to draw the cards it opens.
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const before = await page.locator(`${item} .ld-status`).first().getAttribute('data-status');
  await page.evaluate(watchChange, {
    painted: `${item} .ld-status:not([data-status="${before ?? ''}"])`,
  });
  // A raw tap at the button's middle (found before the CPU is slowed): Playwright's click checks
  // the target in the page around the events, work of its own a user's tap does not cause.
  const box = await button.boundingBox();
  if (!box) throw new Error(`the button in ${item} is not on screen`);
  await throttle(cdp, cpuSlowdown());
  try {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, {
      delay: TAP_CONTACT_MS,
    });
    await page.waitForFunction(
      () => window.__benchChange?.frames.painted !== undefined,
      undefined,
      {
        timeout: 30_000,
        polling: 100,
      },
    );
    const { frames, longestEvent } = await watchedTimes(page);
    return { painted: frames.painted ?? NaN, longestEvent };
  } finally {
    await throttle(cdp, 1);
  }
}

/**
 * The status taps of the phone and the counter, at the phone's CPU (bench/cpu.ts), median of
 * RUNS each: on /bookings at 412x823, a card's first action (its next status, one tap); on
 * /reception at 768x1024, a patient's step (held five seconds for an undo, and shown at once).
 */
export async function measureStatusTaps(
  page: Page,
  context: BrowserContext,
  base: string,
  report: Report,
): Promise<Record<string, unknown>> {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  const cdp = await context.newCDPSession(page);
  const phone: Tap[] = [];
  const counter: Tap[] = [];
  try {
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    await page.goto(`${base}/bookings`);
    await settleLoadsBookingsPull(page);
    for (let i = 0; i < RUNS; i += 1) {
      const card = page.locator('.card[role="listitem"][data-id]:has(.actions button)').first();
      const id = await card.getAttribute('data-id');
      if (!id) throw new Error('no card with an action on the phone list');
      phone.push(
        await timedTap(page, cdp, `[data-id="${id}"]`, card.locator('.actions button').first()),
      );
      await settleLoadsBookingsPull(page);
    }
    await page.setViewportSize(TABLET_VIEWPORT);
    await page.goto(`${base}/reception`);
    await settleLoadsBookingsPull(page);
    for (let i = 0; i < RUNS; i += 1) {
      // A patient with a step to take (a held one shows its undo instead).
      const row = page.locator('li[data-booking-id]:has(button.step)').first();
      const id = await row.getAttribute('data-booking-id');
      if (!id) throw new Error('no patient with a step at the counter');
      counter.push(
        await timedTap(
          page,
          cdp,
          `li[data-booking-id="${id}"]`,
          row.locator('button.step').first(),
        ),
      );
    }
  } finally {
    await page.setViewportSize(desktop).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
  const add = (where: string, taps: Tap[]) => {
    const painted = taps.map((t) => round(t.painted, 0));
    const events = taps.map((t) => round(t.longestEvent, 0));
    report.add({
      name: `status tap (phone CPU), ${where}: to the new status`,
      value: median(painted),
      unit: 'ms',
      limit: STATUS_TAP_LIMIT_MS,
      note: `${cpuNote()}; a tap of ${TAP_CONTACT_MS} ms; runs ${painted.join(' / ')} ms`,
    });
    report.add({
      name: `status tap (phone CPU), ${where}: longest event entry`,
      value: median(events),
      unit: 'ms',
      limit: STATUS_TAP_EVENT_LIMIT_MS,
      note: `${cpuNote()}; Event Timing, the tap's interaction; runs ${events.join(' / ')} ms`,
    });
  };
  add(`phone card (${LIGHTHOUSE_PHONE.width}x${LIGHTHOUSE_PHONE.height})`, phone);
  add(`counter (${TABLET_VIEWPORT.width}x${TABLET_VIEWPORT.height})`, counter);
  return { phone, counter };
}
