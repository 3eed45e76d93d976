import { deflateSync } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { api, DEMO_EMAIL, signInFast, waitForServiceWorker } from './fixtures';

interface ServerOffer {
  id: number;
  title: string;
  price: number;
  discounted_price: number | null;
  tests: string[];
}
interface ServerMember {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  role: number | null;
  profile_image: string | null;
}
interface ServerClient {
  id: number;
  first_name: string;
  email: string;
  addresses: { city: string; postcode: string; line1: string }[];
}
interface ServerSubCategory {
  id: number;
  name: string;
  items: { id: number; name: string; price: number; test_type: number | null }[];
}
interface People {
  team_members: ServerMember[];
  clients: ServerClient[];
}

/** Holds the page's POSTs to `url` until `release`, so a test can look at the change waiting. */
async function holdPosts(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  return { release };
}

/** Where an element sits on the page, whatever the page's scroll. */
const onPage = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY };
  });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 2×2 RGB PNG that the browser can decode. */
function smallPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = [0, 0, 167, 111, 0, 167, 111];
  const pixels = Buffer.from([...row, ...row]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function vendorId(page: Page): Promise<number> {
  const labs = await api<{ id: number; email: string }[]>(page, '/labs');
  const lab = labs.find((l) => l.email === DEMO_EMAIL);
  if (!lab) throw new Error('demo lab missing');
  return lab.id;
}

const offersNamed = async (page: Page, title: string) =>
  (await api<ServerOffer[]>(page, '/offers/')).filter((o) => o.title === title);

async function fillOffer(page: Page, title: string, price: string, discount: string) {
  const form = page.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill(price);
  await form.getByLabel('Discounted price').fill(discount);
  await form.getByLabel('Valid from').fill('2026-04-01');
  await form.getByLabel('Valid to').fill('2026-06-30');
}

test.describe('catalogue screens', () => {
  test('creates, edits and deletes an offer, each landing on the server; no button moves', async ({
    page,
  }) => {
    await signInFast(page);
    await page.goto('/offers');
    await page.setViewportSize({ width: 360, height: 640 }); // one card per row: nothing holds its height
    const title = `Spring panel ${unique()}`;
    const createHeld = await holdPosts(page, '**/api/offers/');
    await page.getByRole('button', { name: 'New offer' }).click();
    await fillOffer(page, title, '80', '65');
    const tests = page.getByRole('dialog').getByLabel('Tests included');
    await tests.click();
    const firstTest = page.getByRole('option').first();
    const testName = (await firstTest.textContent()) ?? '';
    await firstTest.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The card's buttons stay put when the offer lands.
    const card = page.getByRole('article', { name: title });
    const edit = card.getByRole('button', { name: `Edit offer ${title}` });
    await expect(card.getByText('Waiting to sync')).toBeVisible();
    const waiting = await onPage(edit);
    createHeld.release();
    await expect(card.getByText('Waiting to sync')).toBeHidden();
    expect(await onPage(edit)).toEqual(waiting);

    await expect.poll(async () => (await offersNamed(page, title)).length).toBe(1);
    const [created] = await offersNamed(page, title);
    expect(created).toMatchObject({ price: 80, discounted_price: 65, tests: [testName] });

    const renamed = `${title} (extended)`;
    await edit.click();
    await page.getByRole('dialog').getByLabel('Title').fill(renamed);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Price', exact: true }).fill('90');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect
      .poll(async () => (await offersNamed(page, renamed)).map((o) => [o.id, o.price]))
      .toEqual([[created?.id, 90]]);

    await page.getByRole('button', { name: `Delete offer ${renamed}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Delete the offer “${renamed}”?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // While the dialog closes a role query finds nothing behind it, the heading there or not.
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: renamed })).toBeHidden();
    await expect.poll(async () => (await offersNamed(page, renamed)).length).toBe(0);
  });

  test('shows a validation error next to its field and keeps what was typed', async ({ page }) => {
    await signInFast(page);
    await page.goto('/offers');
    await page.getByRole('button', { name: 'New offer' }).click();
    const title = `Too cheap ${unique()}`;
    await fillOffer(page, title, '50', '60');
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Save' }).click();
    const discount = form.getByLabel('Discounted price');
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    await expect(discount).toHaveAccessibleDescription(
      'The discounted price must be below the price.',
    );
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await expect(form.getByRole('textbox', { name: 'Price', exact: true })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(await offersNamed(page, title)).toHaveLength(0);
  });

  test('adds a team member with a photo, edits and removes them', async ({ page }) => {
    await signInFast(page);
    const vendor = await vendorId(page);
    const members = async (last: string) =>
      (await api<People>(page, `/users/?vendor_id=${vendor}`)).team_members.filter(
        (m) => m.last_name === last,
      );
    await page.goto('/team');
    const last = `Photo${unique()}`;
    await page.getByRole('button', { name: 'Add member' }).click();
    const form = page.getByRole('dialog');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: smallPng() });
    await expect(form.getByText('face.png')).toBeVisible();
    await form.getByLabel('First name').fill('Mia');
    await form.getByLabel('Last name').fill(last);
    await form.getByLabel('E-mail').fill(`mia.${last.toLowerCase()}@lab.test`);
    await form.getByLabel('Phone').fill('+49 30 1234567');
    await form.getByRole('combobox', { name: 'Role' }).click();
    const role = page.getByRole('option').nth(1);
    const roleName = (await role.textContent()) ?? '';
    await role.click();
    await form.getByRole('button', { name: 'Save' }).click();
    const name = `Mia ${last}`;
    await expect(page.getByRole('article', { name })).toBeVisible();

    await expect.poll(async () => (await members(last)).length).toBe(1);
    const [created] = await members(last);
    expect(created?.profile_image).toMatch(/^\/media\//);
    expect(created?.role).not.toBeNull();
    await expect(page.getByRole('article', { name })).toContainText(roleName);
    const photo = page.getByRole('img', { name: `Photo of ${name}` });
    await expect(photo).toHaveAttribute('src', /\/media\//);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Phone').fill('+49 30 7654321');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('article', { name })).toContainText('+49 30 7654321');
    await expect.poll(async () => (await members(last))[0]?.phone).toBe('+49 30 7654321');
    expect((await members(last))[0]?.profile_image).toBe(created?.profile_image);

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('article', { name })).toBeHidden();
    await expect.poll(async () => (await members(last)).length).toBe(0);
  });

  test('creates a client and adds an address, both on the server; neither landing moves the button', async ({
    page,
  }) => {
    await signInFast(page);
    const vendor = await vendorId(page);
    await page.goto('/client');
    const email = `client.${unique()}@mail.test`;
    const createHeld = await holdPosts(page, '**/api/users/');
    await page.getByRole('button', { name: 'New client' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('First name').fill('Ola');
    await form.getByLabel('Last name').fill('Nowak');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Phone').fill('+48 600 100 200');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    // This client's card, whatever other Ola Nowak an earlier attempt left.
    const card = page.getByRole('article').filter({ hasText: email });
    const addAddress = card.getByRole('button', { name: 'Add address for Ola Nowak' });
    await expect(card.getByText('Waiting to sync')).toBeVisible();
    const waiting = await onPage(addAddress);
    createHeld.release();
    await expect(card.getByText('Waiting to sync')).toBeHidden();
    expect(await onPage(addAddress)).toEqual(waiting);

    const addressHeld = await holdPosts(page, '**/api/user/addresses/');
    await addAddress.click();
    const addressForm = page.getByRole('dialog');
    await addressForm.getByLabel('Street and number').fill('Hauptstr. 12');
    await addressForm.getByLabel('Postcode').fill('1');
    await addressForm.getByLabel('City').fill('Berlin');
    await addressForm.getByLabel('Country').fill('Germany');
    await addressForm.getByRole('button', { name: 'Save' }).click();
    await expect(addressForm.getByLabel('Postcode')).toHaveAccessibleDescription(
      'Enter a valid postcode (3 to 10 letters or digits).',
    );
    await addressForm.getByLabel('Postcode').fill('10115');
    await addressForm.getByRole('button', { name: 'Save' }).click();
    await expect(addressForm).toBeHidden();
    await expect(card.getByText('Hauptstr. 12, 10115 Berlin, Germany')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Waiting to sync' })).toBeVisible();
    const addressWaiting = await onPage(addAddress);
    addressHeld.release();
    await expect(card.getByRole('img', { name: 'Waiting to sync' })).toBeHidden();
    expect(await onPage(addAddress)).toEqual(addressWaiting);

    await expect
      .poll(async () => {
        const { clients } = await api<People>(page, `/users/?vendor_id=${vendor}`);
        return clients.filter((c) => c.email === email).map((c) => c.addresses);
      })
      .toEqual([
        [expect.objectContaining({ line1: 'Hauptstr. 12', postcode: '10115', city: 'Berlin' })],
      ]);
  });

  test('adds a sub-category, a service type in it, and edits the service; no landing moves a button', async ({
    page,
  }) => {
    await signInFast(page);
    const vendor = await vendorId(page);
    const subsNamed = async (name: string) =>
      (await api<ServerSubCategory[]>(page, `/labs/${vendor}/test_types`)).filter(
        (s) => s.name === name,
      );
    await page.goto('/services');
    const subName = `Panel ${unique()}`;
    const subHeld = await holdPosts(page, '**/api/lab-test-types/');
    await page.getByRole('button', { name: 'New sub-category' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(subName);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('region', { name: subName });
    const addService = card.getByRole('button', { name: `Add service to ${subName}` });
    await expect(card.getByText('Waiting to sync')).toBeVisible();
    const subWaiting = await onPage(addService);
    subHeld.release();
    await expect(card.getByText('Waiting to sync')).toBeHidden();
    expect(await onPage(addService)).toEqual(subWaiting);
    await expect.poll(async () => (await subsNamed(subName)).length).toBe(1);

    const serviceHeld = await holdPosts(page, '**/api/common/service-type/');
    await addService.click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('combobox', { name: 'Test type' })).toHaveAccessibleDescription(
      'Choose a test type.',
    );
    await form.getByRole('combobox', { name: 'Test type' }).click();
    await page.getByRole('option').first().click();
    const serviceName = await form.getByRole('textbox', { name: 'Name' }).inputValue();
    expect(serviceName).not.toBe('');
    await form.getByRole('textbox', { name: 'Price' }).fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText(serviceName)).toBeVisible();
    const editService = card.getByRole('button', { name: `Edit service ${serviceName}` });
    await expect(card.getByRole('img', { name: 'Waiting to sync' })).toBeVisible();
    const serviceWaiting = [await onPage(editService), await onPage(addService)];
    serviceHeld.release();
    await expect(card.getByRole('img', { name: 'Waiting to sync' })).toBeHidden();
    expect([await onPage(editService), await onPage(addService)]).toEqual(serviceWaiting);
    await expect
      .poll(async () => (await subsNamed(subName))[0]?.items.map((i) => [i.name, i.price]))
      .toEqual([[serviceName, 30]]);

    await editService.click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Price' }).fill('35.5');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service updated.')).toBeVisible();
    await expect(card).toContainText('35.50');
    expect((await subsNamed(subName))[0]?.items.map((i) => i.price)).toEqual([35.5]);

    // Offline the edit waits: a snackbar says so once, and nothing on the page moves when it lands.
    await expect(page.getByText('Service updated.')).toBeHidden();
    await page.context().setOffline(true);
    await editService.click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Price' }).fill('40');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'Your change to the service is saved on this device and waits for the connection.',
      ),
    ).toBeVisible();
    await expect(card.getByRole('img', { name: 'Waiting to sync' })).toBeVisible();
    let releaseEdit!: () => void;
    const editHeld = new Promise<void>((resolve) => (releaseEdit = resolve));
    await page.route('**/api/services/*/', async (route) => {
      await editHeld;
      await route.continue();
    });
    await page.context().setOffline(false);
    await expect(page.getByText('You are offline.', { exact: false })).toBeHidden();
    const editWaiting = [await onPage(editService), await onPage(addService)];
    releaseEdit();
    await expect(page.getByText('Service updated.')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('img', { name: 'Waiting to sync' })).toBeHidden();
    expect([await onPage(editService), await onPage(addService)]).toEqual(editWaiting);
    await expect(card).toContainText('40.00');
    await expect
      .poll(async () => (await subsNamed(subName))[0]?.items.map((i) => i.price))
      .toEqual([40]);
  });

  test('an offer made offline shows at once and reaches the server once', async ({
    page,
    context,
  }) => {
    await signInFast(page);
    await page.goto('/offers');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const title = `Offline offer ${unique()}`;
    await page.getByRole('button', { name: 'New offer' }).click();
    await fillOffer(page, title, '40', '');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Waiting to sync');
    expect(await offersNamed(page, title)).toHaveLength(0);

    await context.setOffline(false);
    await expect(card).not.toContainText('Waiting to sync', { timeout: 20_000 });
    await expect.poll(async () => (await offersNamed(page, title)).length).toBe(1);
    await page.reload();
    await expect(page.getByRole('article', { name: title })).toHaveCount(1);
    expect(await offersNamed(page, title)).toHaveLength(1);
  });
});
