import { type Page } from '@playwright/test';
import {
  SNAPSHOT_KEYS,
  SNAPSHOT_STYLE_ID,
  type Snapshot,
  type SnapshotScreen,
} from '../../src/lib/snapshot';
import { signInFast, signUp } from './fixtures';
import { expect, test } from './test';
import { waitForQuiet } from './quiet';

// The worker would fetch the scripts itself, out of page.route's reach: the paint before any
// script is seen by keeping the scripts from loading.
test.use({ serviceWorkers: 'block' });

const SCRIPTS = '**/assets/*.js';
/** What index.html's inline script painted (build/page/paint-snapshot.ts). */
const PAINTED = '#root > [inert]';

function storedSnapshot(page: Page, screen: SnapshotScreen = '/'): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEYS[screen]);
}

/** The stored snapshot's fields; none when there is none. */
async function keptSnapshot(page: Page, screen: SnapshotScreen = '/'): Promise<Partial<Snapshot>> {
  return JSON.parse((await storedSnapshot(page, screen)) ?? '{}') as Partial<Snapshot>;
}

/** Every screen's stored snapshot that there is. */
function storedSnapshots(page: Page): Promise<string[]> {
  return page.evaluate(
    (keys) => keys.flatMap((key) => localStorage.getItem(key) ?? []),
    Object.values(SNAPSHOT_KEYS),
  );
}

/**
 * The first paint of `path` with no script at all: what index.html alone shows. The scripts stay
 * blocked until allowScripts: over a painted snapshot the boot script starts the entry after the
 * first frame, which may come after the load event (the first frame waits for the preloaded fonts).
 */
async function openWithoutScripts(page: Page, path = '/'): Promise<void> {
  await page.unroute(SCRIPTS);
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(path);
}

async function allowScripts(page: Page): Promise<void> {
  await page.unroute(SCRIPTS);
}

/** The live dashboard's status figures, as their tiles read ("14 Pending"). */
async function liveFigures(page: Page): Promise<string[]> {
  const tiles = page.locator('[data-status-count]');
  await expect(tiles.first()).toBeVisible();
  return tiles.evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ')),
  );
}

/** Client names on the dashboard's "Today" card. */
async function todaysClients(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Today' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) =>
    els.map((el) => el.querySelector('.primary')?.textContent ?? ''),
  );
}

test('the dashboard paints its last figures before any script, as of their time, then goes live', async ({
  page,
}) => {
  await signInFast(page);
  const figures = await liveFigures(page);
  const clients = await todaysClients(page);
  // One of the filled mirror: today's rows in it.
  await expect
    .poll(async () => (await keptSnapshot(page)).html?.includes(clients[0] ?? '-'), {
      timeout: 15_000,
    })
    .toBe(true);

  await openWithoutScripts(page);
  const painted = page.locator(PAINTED);
  await expect(painted.locator('[data-status-count]')).toHaveCount(figures.length);
  expect(
    await painted
      .locator('[data-status-count]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' '))),
  ).toEqual(figures);
  await expect(painted.getByText(/^As of \d{1,2}:\d{2}/)).toBeVisible();
  await expect(painted.getByText(clients[0] ?? '-')).toBeVisible();
  // Today's first rows and the figures, never more: no account, bell or waiting list (the
  // navigation's entries are list items of their own).
  await expect(painted.locator('.ld-avatar, .ld-badge')).toHaveCount(0);
  await expect(painted.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  expect(await painted.locator('main li').count()).toBeLessThanOrEqual(5);

  // With its scripts, the app renders the live dashboard in its place.
  await allowScripts(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(await liveFigures(page)).toEqual(figures);
  await expect(page.locator(PAINTED)).toHaveCount(0);
  await expect(page.locator(`#${SNAPSHOT_STYLE_ID}`)).toHaveCount(0);
  await expect(page.getByText(/^Updated /)).toBeVisible();

  // The snapshot's Emotion rules were adopted by the app's Emotion cache, not inserted again: a
  // class of the live page the snapshot painted has its rules once, in the painted style.
  const adoption = await page.evaluate(() => {
    const painted = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
    const ids = painted?.dataset.emotion?.split(' ').slice(1) ?? [];
    const onPage = ids.filter((id) => document.querySelector(`#root .css-${CSS.escape(id)}`));
    const mentions = (rules: Iterable<CSSRule>, id: string) =>
      [...rules].filter((rule) => rule.cssText.includes(`.css-${id}`)).length;
    const everywhere = (id: string) =>
      [...document.styleSheets].reduce((n, sheet) => n + mentions(sheet.cssRules, id), 0);
    return {
      adopted: painted?.hasAttribute('data-s') ?? false,
      onPage: onPage.length,
      twice: onPage.filter((id) => everywhere(id) !== mentions(painted?.sheet?.cssRules ?? [], id)),
    };
  });
  expect(adoption.adopted).toBe(true);
  // Some: the shell, the page's header and the dashboard's panels are plain elements, the rest
  // of MUI's remain (two classes at this writing).
  expect(adoption.onPage).toBeGreaterThan(0);
  expect(adoption.twice).toEqual([]);
});

test('the live render inserts no style rule the painted snapshot brought', async ({ page }) => {
  await signInFast(page);
  await liveFigures(page);
  await todaysClients(page);
  await waitForQuiet(page);
  // Away and back once the page has settled: the dashboard mounts again and takes its snapshot
  // with every class Emotion inserted so far, those it inserted for no element too (a
  // component's inner layers, a card's placeholder while its data loaded).
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  const back = await page.evaluate(() => Date.now());
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await liveFigures(page);
  await expect
    .poll(async () => (await keptSnapshot(page)).at, { timeout: 15_000 })
    .toBeGreaterThan(back);

  // Every class rule Emotion inserts from the first script on (its global styles are not adopted).
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { __inserted: string[] }).__inserted = inserted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      const owner = this.ownerNode as HTMLElement | null;
      if (owner?.dataset.emotion?.split(' ')[0] === 'css') inserted.push(rule.slice(0, 80));
      return insertRule.call(this, rule, index);
    };
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await liveFigures(page);
  await todaysClients(page);
  await expect(page.locator(PAINTED)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __inserted: string[] }).__inserted),
  ).toEqual([]);
});

test('goes from the painted figures to the live ones with nothing in between', async ({ page }) => {
  await signInFast(page);
  const figures = await liveFigures(page);
  await expect.poll(() => storedSnapshot(page), { timeout: 15_000 }).not.toBeNull();

  // From the first paint on, every change of the page is looked at: once the figures are there,
  // they must never leave it (no loading state between the snapshot and the live dashboard).
  await page.addInitScript(() => {
    const seen = { figures: false, gaps: 0, spinners: 0 };
    (window as unknown as { __figures: typeof seen }).__figures = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const shown = root.querySelectorAll('[data-status-count]').length > 0;
      if (shown) seen.figures = true;
      else if (seen.figures) seen.gaps += 1;
      if (seen.figures && root.querySelector('[role="progressbar"]')) seen.spinners += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(await liveFigures(page)).toEqual(figures);
  await expect(page.locator(PAINTED)).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { __figures: unknown }).__figures);
  expect(seen).toEqual({ figures: true, gaps: 0, spinners: 0 });
});

test('is painted only in a window of the layout band it was taken in', async ({ page }) => {
  // Taken at 1280 wide (MUI's lg band): the side navigation fixed.
  await signInFast(page);
  await liveFigures(page);
  // A snapshot of the figures: one taken before the first pull landed has none.
  await expect
    .poll(
      async () => {
        const kept = await keptSnapshot(page);
        return kept.band === 3 && (kept.html ?? '').includes('data-status-count');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // Off the live dashboard, which would take a snapshot of the narrower window itself.
  await page.goto('about:blank');

  // A narrower window has the navigation in a drawer: the splash, not a desktop's markup.
  await page.setViewportSize({ width: 800, height: 900 });
  await openWithoutScripts(page);
  await expect(page.locator('#root .splash')).toBeVisible();
  await expect(page.locator(PAINTED)).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithoutScripts(page);
  await expect(page.locator(PAINTED).locator('[data-status-count]').first()).toBeVisible();
});

test("sign-out wipes the snapshot, and the next vendor never sees the last one's figures", async ({
  page,
}) => {
  await signInFast(page);
  const clients = await todaysClients(page);
  await expect.poll(() => storedSnapshot(page), { timeout: 15_000 }).not.toBeNull();
  // The counter keeps its own too.
  await page.getByRole('navigation').getByRole('link', { name: 'Reception' }).click();
  await expect(page.locator('li[data-booking-id]').first()).toBeVisible();
  await expect.poll(() => storedSnapshot(page, '/reception'), { timeout: 15_000 }).not.toBeNull();

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await storedSnapshots(page)).toEqual([]);
  await openWithoutScripts(page);
  expect(await storedSnapshots(page)).toEqual([]);
  await expect(page.locator('#root .splash')).toBeVisible();
  await expect(page.locator(PAINTED)).toHaveCount(0);

  // From here on, any moment the page holds one of the first vendor's clients is noted.
  await page.addInitScript((watched: string[]) => {
    const w = window as unknown as { __leaks: string[] };
    w.__leaks = [];
    new MutationObserver(() => {
      const text = document.documentElement?.textContent ?? '';
      for (const word of watched) if (text.includes(word)) w.__leaks.push(word);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, clients);
  const leaks = () => page.evaluate(() => (window as unknown as { __leaks: string[] }).__leaks);

  // Another vendor signs up on the same tablet.
  await allowScripts(page);
  await signUp(page, `next-${Date.now()}@lab.test`, {
    name: 'Next Lab',
    firstName: 'Nora',
    phone: '+49 40 555 9876',
  });
  const figures = await liveFigures(page);
  expect(figures).toContain('0 Pending');
  await expect.poll(() => storedSnapshot(page), { timeout: 15_000 }).not.toBeNull();

  // Their own snapshot, painted before any script: their figures, nothing of the first vendor.
  await openWithoutScripts(page);
  expect(
    await page
      .locator(`${PAINTED} [data-status-count]`)
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' '))),
  ).toEqual(figures);
  await allowScripts(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  expect(await leaks()).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the bookings list and the counter paint their first rows before any script, as of their time, then go live', async ({
    page,
  }) => {
    await signInFast(page);
    const cases = [
      { path: '/bookings', screen: '/bookings', item: '.card[role="listitem"][data-id]' },
      { path: '/reception', screen: '/reception', item: 'li[data-booking-id]' },
    ] as const;
    for (const { path, screen, item } of cases) {
      await page.goto(path);
      const live = page.locator(`${item}:not([inert] *)`);
      await expect(live.first()).toBeVisible();
      const firstIds = await live.evaluateAll((els) =>
        els
          .slice(0, 3)
          .map((el) => el.getAttribute('data-id') ?? el.getAttribute('data-booking-id')),
      );
      await expect
        .poll(async () => (await keptSnapshot(page, screen)).html?.includes(firstIds[0] ?? '-'), {
          timeout: 15_000,
        })
        .toBe(true);

      // Before any script: the same first rows, at most a few, inert, as of their time.
      await page.goto('about:blank');
      await openWithoutScripts(page, path);
      const painted = page.locator(PAINTED);
      await expect(painted.locator(item).first()).toBeVisible();
      const paintedIds = await painted
        .locator(item)
        .evaluateAll((els) =>
          els.map((el) => el.getAttribute('data-id') ?? el.getAttribute('data-booking-id')),
        );
      expect(paintedIds.slice(0, 3)).toEqual(firstIds);
      expect(paintedIds.length).toBeLessThanOrEqual(5);
      await expect(painted.getByText(/^As of \d{1,2}:\d{2}/)).toBeVisible();
      // Nothing of the vendor's own (the account, the bell) and no clock of its own time.
      await expect(
        painted.locator('.ld-avatar, .ld-badge, [data-testid="reception-clock"]'),
      ).toHaveCount(0);
      await expect(painted).toHaveAttribute('aria-busy', 'true');

      // With its scripts, the app draws the live screen in its place.
      await allowScripts(page);
      await page.reload();
      await expect(live.first()).toBeVisible();
      await expect(page.locator(PAINTED)).toHaveCount(0);
      await expect(page.locator(`#${SNAPSHOT_STYLE_ID}`)).toHaveCount(0);
      await expect(page.getByText(/^As of /)).toHaveCount(0);
    }

    // A search for one client is not kept over the list as it opens.
    const opening = await keptSnapshot(page, '/bookings');
    await page.goto('/bookings?q=Schmidt');
    await expect(page.locator('.card[role="listitem"]').first()).toBeVisible();
    await page.waitForTimeout(6_000);
    expect(await keptSnapshot(page, '/bookings')).toEqual(opening);

    // Scrolled down the list, the kept snapshot holds no cards from far down the list.
    await page.goto('/bookings');
    await expect(page.locator('.card[role="listitem"]').first()).toBeVisible();
    const list = page.locator('[role="list"][data-snapshot]');
    await expect(list).toHaveAttribute('data-snapshot', 'rows');
    await page.evaluate(() => window.scrollTo(0, 4000));
    await expect(list).toHaveAttribute('data-snapshot', 'empty');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(list).toHaveAttribute('data-snapshot', 'rows');
  });
});
