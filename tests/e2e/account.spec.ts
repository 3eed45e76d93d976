import { expect, test } from './test';
import { DEMO_EMAIL, DEMO_OTP, api, signInFast } from './fixtures';
import { withE2eDb } from './e2e-db';

interface Lab {
  id: number;
  name: string;
}
interface LabImage {
  id: number;
  image: string;
}

/**
 * The demo lab's name, read from the e2e server's database, or written back to it. Two tests here
 * rename the lab and put the name back at their end; one that fails halfway would leave its name,
 * and the specs after it in the shard (the lock's, the header's) read the lab's name.
 */
function labName(name?: string): string | undefined {
  return withE2eDb((db) => {
    if (name !== undefined)
      db.prepare('UPDATE labs SET name = ? WHERE email = ?').run(name, DEMO_EMAIL);
    const row = db.prepare('SELECT name FROM labs WHERE email = ?').get(DEMO_EMAIL) as
      { name: string } | undefined;
    return row?.name;
  });
}

let seedName: string | undefined;
test.beforeAll(() => {
  seedName = labName();
});
test.afterEach(() => {
  if (seedName !== undefined && labName() !== seedName) labName(seedName);
});

// A 2x2 PNG that every browser decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

test('edits the business name: shown after a reload and stored on the server', async ({ page }) => {
  await signInFast(page);
  const [before] = await api<Lab[]>(page, '/labs');
  if (!before) throw new Error('the demo lab is missing');
  const name = `Demo Lab ${Date.now()}`;

  await page.goto('/business');
  const field = page.getByLabel('Business name');
  await expect(field).toHaveValue(before.name);
  await field.fill(name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved/ })).toBeVisible();

  await expect
    .poll(async () => (await api<Lab[]>(page, '/labs'))[0]?.name, { timeout: 15_000 })
    .toBe(name);
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue(name);

  // Put the shared demo lab back as it was for the other specs.
  await page.getByLabel('Business name').fill(before.name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(async () => (await api<Lab[]>(page, '/labs'))[0]?.name, { timeout: 15_000 })
    .toBe(before.name);
});

test('a required field left empty is refused next to the field', async ({ page }) => {
  await signInFast(page);
  await page.goto('/business');
  await page.getByLabel('Business name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter the business name.')).toBeVisible();
});

test('uploads a business image and deletes it again', async ({ page }) => {
  await signInFast(page);
  const [lab] = await api<Lab[]>(page, '/labs');
  if (!lab) throw new Error('the demo lab is missing');
  const list = () => api<LabImage[]>(page, `/lab-images/?vendor_id=${lab.id}`);
  const known = new Set((await list()).map((i) => i.id));

  await page.goto('/business_images');
  // Files can be set on a disabled input: wait until the lab's id is known, as a person must.
  await expect(page.getByLabel('Add images')).toBeEnabled();
  await page.getByLabel('Add images').setInputFiles({
    name: 'reception.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('1 image added.')).toBeVisible();

  let added: LabImage | undefined;
  await expect
    .poll(
      async () => {
        added = (await list()).find((i) => !known.has(i.id));
        return added !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!added) throw new Error('upload not on the server');

  const tile = page.locator(`[data-image-id="${added.id}"]`);
  await expect(tile).toBeVisible();
  await tile.getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(tile).toHaveCount(0);
  const gone = added.id;
  await expect
    .poll(async () => (await list()).some((i) => i.id === gone), { timeout: 15_000 })
    .toBe(false);
});

test('a non-image file is refused before upload, naming the file', async ({ page }) => {
  await signInFast(page);
  let uploads = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/lab-images/')) uploads += 1;
  });
  await page.goto('/business_images');
  // Files can be set on a disabled input: wait until the lab's id is known, as a person must.
  await expect(page.getByLabel('Add images')).toBeEnabled();
  await page.getByLabel('Add images').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are not pixels'),
  });
  await expect(page.getByRole('alert')).toContainText(
    'notes.png is not a JPEG, PNG or WebP image.',
  );
  await page.waitForTimeout(500);
  expect(uploads).toBe(0);
});

test('after the server drops the session, the same vendor signs in again and the queued change still arrives', async ({
  page,
}) => {
  const oldToken = await signInFast(page);
  const [before] = await api<Lab[]>(page, '/labs');
  if (!before) throw new Error('the demo lab is missing');
  const name = `Renewed Lab ${Date.now()}`;
  await page.goto('/business');
  await page.getByLabel('Business name').fill(name);
  // The token dies on the server (as after a sign-out on another device), then the save is sent.
  await page.request.post('/api/logout', { headers: { Authorization: `Token ${oldToken}` } });
  await page.getByRole('button', { name: 'Save changes' }).click();

  const dialog = page.getByRole('dialog', { name: 'Please sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('demo@lab.test');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Code').fill(DEMO_OTP);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await api<Lab[]>(page, '/labs'))[0]?.name, { timeout: 15_000 })
    .toBe(name);
  // The answer lands in the session before the form is typed in again (it refreshes the form).
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
  await page.getByLabel('Business name').fill(before.name);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(async () => (await api<Lab[]>(page, '/labs'))[0]?.name, { timeout: 15_000 })
    .toBe(before.name);
});

test('keeps a half-typed profile through a reload, and saves a new profile image', async ({
  page,
}) => {
  await signInFast(page);
  const [before] = await api<(Lab & { last_name: string; profile_image: string | null })[]>(
    page,
    '/labs',
  );
  if (!before) throw new Error('the demo lab is missing');

  await page.goto('/profile');
  await expect(page.getByLabel('E-mail')).toHaveValue('demo@lab.test');
  await page.getByLabel('Last name').fill('Half-typed');
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Half-typed');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Last name')).toHaveValue(before.last_name);

  await page.getByLabel('Choose profile image').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('New image picked; save to keep it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Saved/ })).toBeVisible();
  await expect
    .poll(
      async () => (await api<{ profile_image: string | null }[]>(page, '/labs'))[0]?.profile_image,
      { timeout: 15_000 },
    )
    .not.toBe(before.profile_image);
});
