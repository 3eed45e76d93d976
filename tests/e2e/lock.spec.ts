import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { SNAPSHOT_KEYS } from '../../src/lib/snapshot';
import { api, signInFast, waitForServiceWorker } from './fixtures';
import { lockFromMenu, openAccountMenu, tapPin } from './lock-pad';

interface ServerBooking {
  id: number;
  status: string;
  client: { first_name: string; last_name?: string };
}

const PIN = '2580';
const LAB = 'Demo Lab Diagnostics';

/** What must never be in a locked page: the vendor's own name and e-mail, and clients' names. */
async function vendorWords(page: Page): Promise<string[]> {
  const bookings = await api<ServerBooking[]>(page, '/bookings');
  const clients = bookings.flatMap((b) => [b.client.last_name ?? '']).filter((n) => n.length > 3);
  return ['demo@lab.test', 'Fischer', ...new Set(clients)];
}

/**
 * Flags, in every document of the page from its first byte, any moment the DOM or the title held
 * one of the words: a first paint that flashes the vendor's data before the lock would show here.
 */
async function watchForLeaks(page: Page, words: string[]): Promise<void> {
  await page.addInitScript((watched: string[]) => {
    const w = window as unknown as { __leaks: string[] };
    w.__leaks = [];
    const check = () => {
      const text = `${document.documentElement?.textContent ?? ''} ${document.title}`;
      for (const word of watched) if (text.includes(word)) w.__leaks.push(word);
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, words);
}

async function leaks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __leaks: string[] }).__leaks);
}

async function expectNothingOfTheVendor(page: Page, words: string[]): Promise<void> {
  await expect(page.getByRole('heading', { name: LAB })).toBeVisible();
  await expect(page.getByRole('group', { name: 'PIN pad' })).toBeVisible();
  await expect(page).toHaveTitle('Locked · LabDesk');
  const html = await page.content();
  for (const word of words) expect(html, `"${word}" in the locked page`).not.toContain(word);
  await expect(page.getByRole('navigation')).toHaveCount(0);
}

/** Sets the PIN in "Lock this device", after checking that bad PINs are refused with a reason. */
async function setPin(page: Page, pin: string, idle = '15 minutes without use'): Promise<void> {
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Lock now' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Lock this device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock this device' });
  const first = dialog.getByLabel('New PIN');
  const repeat = dialog.getByLabel('Repeat the PIN');
  await first.fill('258');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The PIN is too short: use at least 4 digits.')).toBeVisible();
  await first.fill('7777');
  await repeat.fill('7777');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Choose a PIN that is not one digit repeated (like 1111).'),
  ).toBeVisible();
  await first.fill(pin);
  await repeat.fill(pin);
  await dialog.getByRole('radio', { name: idle }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Rows of every store of the `root` database, or null when the database is gone. */
async function rowsInDatabase(page: Page): Promise<Record<string, number> | null> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('root')) return null;
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('root');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error('cannot open root'));
    });
    const counts: Record<string, number> = {};
    for (const store of Array.from(idb.objectStoreNames)) {
      counts[store] = await new Promise<number>((resolve) => {
        const req = idb.transaction(store).objectStore(store).count();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(-1);
      });
    }
    idb.close();
    return counts;
  });
}

const SIZES = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'tablet', width: 768, height: 1024 },
];

for (const size of SIZES) {
  test.describe(`lock on a ${size.name} (${size.width}x${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('locks from the menu, shows nothing of the vendor, and stays locked across reloads and tabs', async ({
      page,
      context,
    }, testInfo) => {
      await signInFast(page);
      const words = await vendorWords(page);
      // The dashboard kept its snapshot (src/lib/snapshot.ts); locking must drop every screen's.
      const snapshot = () =>
        page.evaluate(
          (keys) => keys.map((key) => localStorage.getItem(key)).find(Boolean) ?? null,
          Object.values(SNAPSHOT_KEYS),
        );
      await expect.poll(snapshot, { timeout: 15_000 }).not.toBeNull();
      await setPin(page, PIN);

      // Locked on a search (a client's name in the address): the address loses it while locked.
      await page.goto('/bookings?q=Fischer');
      await expect(page.getByRole('heading', { name: 'Bookings' }).first()).toBeVisible();
      await lockFromMenu(page);
      await expectNothingOfTheVendor(page, words);
      expect(await snapshot()).toBeNull();
      expect(new URL(page.url()).search).toBe('');
      await page.screenshot({ path: testInfo.outputPath(`locked-${size.width}.png`) });

      // Fits at both sizes, upright and sideways: no sideways scrolling, big keys.
      for (const [width, height] of [
        [size.width, size.height],
        [size.height, size.width],
      ] as const) {
        await page.setViewportSize({ width, height });
        const fit = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          width: window.innerWidth,
        }));
        expect(fit.scroll).toBeLessThanOrEqual(fit.width);
        for (const key of await page
          .getByRole('group', { name: 'PIN pad' })
          .getByRole('button')
          .all()) {
          const box = await key.boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(44);
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
        await page.screenshot({ path: testInfo.outputPath(`locked-${width}x${height}.png`) });
      }
      await page.setViewportSize({ width: size.width, height: size.height });

      // A wrong PIN is counted; the right one (from the keyboard) brings the search back.
      await tapPin(page, '1234');
      await expect(page.getByText('Wrong PIN. 4 attempts left.')).toBeVisible();
      await page.keyboard.type(PIN);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: 'PIN pad' })).toBeHidden();
      await expect(page).toHaveURL(/\/bookings\?q=Fischer$/);
      await expect(page).toHaveTitle('Bookings · LabDesk');

      // Locked again, a reload and a new tab open locked, with no frame of the vendor's data.
      await lockFromMenu(page);
      await watchForLeaks(page, words);
      await page.reload();
      await expectNothingOfTheVendor(page, words);
      expect(await leaks(page)).toEqual([]);

      const tab = await context.newPage();
      await watchForLeaks(tab, words);
      await tab.goto('/');
      await expectNothingOfTheVendor(tab, words);
      expect(await leaks(tab)).toEqual([]);

      // Unlocked in the new tab, the first one follows; the watch sees the vendor's data again.
      await tapPin(tab, PIN);
      await expect(tab.getByRole('button', { name: 'Open account menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
      await expect.poll(() => leaks(page)).not.toEqual([]);
      await tab.close();
    });

    test('a change queued offline before locking reaches the server while locked', async ({
      page,
      context,
    }) => {
      await signInFast(page);
      await setPin(page, PIN);
      const bookings = await api<ServerBooking[]>(page, '/bookings');
      const booking = bookings.find((b) => b.status === 'pending');
      if (!booking) throw new Error('The demo lab has no pending booking');
      await page.goto(`/bookings?booking=${booking.id}`);
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText(`Booking #${booking.id}`)).toBeVisible();
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await drawer
        .getByRole('group', { name: 'Change status' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(drawer.getByText('Waiting to sync')).toBeVisible();
      await drawer.getByRole('button', { name: 'Close booking' }).click();
      await lockFromMenu(page);

      await context.setOffline(false);
      await expect
        .poll(
          async () =>
            (await api<ServerBooking[]>(page, '/bookings')).find((b) => b.id === booking.id)
              ?.status,
          { timeout: 20_000 },
        )
        .toBe('confirmed');
      await expect(page.getByRole('group', { name: 'PIN pad' })).toBeVisible();
      await expect(page.getByRole('heading', { name: LAB })).toBeVisible();
    });

    test('five wrong PINs sign out and wipe the device, after warning about unsent changes', async ({
      page,
      context,
    }, testInfo) => {
      await signInFast(page);
      await setPin(page, PIN);
      const offer = `Unsent ${Date.now().toString(36)}`;
      await page.goto('/offers');
      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'New offer' }).click();
      const form = page.getByRole('dialog');
      await form.getByLabel('Title').fill(offer);
      await form.getByRole('textbox', { name: /^Price/ }).fill('49');
      await form.getByLabel('Valid from').fill('2026-01-01');
      await form.getByLabel('Valid to').fill('2026-12-31');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: offer })).toBeVisible();
      await lockFromMenu(page);

      for (const [wrong, left] of [
        ['1111', 4],
        ['2222', 3],
        ['3333', 2],
      ] as const) {
        await tapPin(page, wrong);
        await expect(page.getByText(`Wrong PIN. ${left} attempts left.`)).toBeVisible();
      }
      // Near the limit the lock screen says what a wipe would lose, in the sign-out's words.
      await expect(
        page.getByText(
          "2 more wrong PINs log out and delete your lab's data from this device. 1 change has not reached the server yet. If you log out now it is lost.",
        ),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`warning-${size.width}.png`) });
      // A reload does not reset the count.
      await page.reload();
      await expect(page.getByText('Wrong PIN. 2 attempts left.')).toBeVisible();
      await tapPin(page, '4444');
      await expect(page.getByText('Wrong PIN. 1 attempt left.')).toBeVisible();
      await tapPin(page, '5555');

      await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
      await expect(page.getByLabel('Email')).toBeVisible();
      const rows = await rowsInDatabase(page);
      if (rows)
        expect(
          Object.values(rows).every((n) => n === 0),
          JSON.stringify(rows),
        ).toBe(true);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      // Discarded: the offer queued before locking never reaches the server.
      await context.setOffline(false);
      await signInFast(page);
      const offers = await api<{ title: string }[]>(page, '/offers/');
      expect(offers.filter((o) => o.title === offer)).toHaveLength(0);
      // A new sign-in starts without a PIN.
      await openAccountMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Lock now' })).toHaveCount(0);
    });
  });
}

test('locks by itself after the idle time the vendor picked, unless someone uses the app', async ({
  page,
}) => {
  await page.clock.install();
  await signInFast(page);
  await setPin(page, PIN, '1 minute without use');
  await page.clock.fastForward('00:40');
  await page.mouse.move(200, 300);
  await page.clock.fastForward('00:40');
  // 80 s since the last save, 40 s since the mouse moved: a lock would take a few ms to show.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('group', { name: 'PIN pad' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await page.clock.fastForward('00:30');
  await expect(page.getByRole('group', { name: 'PIN pad' })).toBeVisible();
  await expect(page).toHaveTitle('Locked · LabDesk');
});
