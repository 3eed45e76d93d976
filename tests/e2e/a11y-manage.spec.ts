import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { api, DEMO_EMAIL, signInFast } from './fixtures';
import { pressUntilFocused } from './keyboard';
import { createOnServer, itemButton, listOnServer, unreadOnServer } from './notifications-helpers';
import { settle, settleAnimations } from './settle';
import { expect, test } from './test';

/*
 * The management screens by keyboard alone (issue 26, WCAG 2.2 AA): offers, services, team,
 * clients and their addresses, the notification panel, the lock settings and the lock screen.
 * Every dialog is reached, filled and closed with keys; where it closes, the focus is checked;
 * axe checks each open dialog on a desktop and a phone; the server checks each change.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 640 };
const TABLET = { width: 768, height: 1024 };

test.use({ viewport: DESKTOP });
// Long keyboard paths with axe at two or three sizes each, on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is in the tab order. */
const tabTo = (page: Page, target: Locator, back = false) =>
  pressUntilFocused(page, target, { key: back ? 'Shift+Tab' : 'Tab', max: 80 });

/** Presses ArrowDown in a menu until `item` has the focus. */
const arrowTo = (page: Page, item: Locator) =>
  pressUntilFocused(page, item, { key: 'ArrowDown', max: 12 });

/**
 * axe finds no WCAG 2.2 AA violation in the page with what is open now, at each size; then back
 * to the first size (the snackbar a save leaves included).
 */
async function expectNoViolations(
  page: Page,
  sizes = [DESKTOP, PHONE],
  shot?: string,
): Promise<void> {
  const found: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await settleAnimations(page);
    if (shot) {
      const path = test.info().outputPath(`${shot}-${size.width}x${size.height}.png`);
      await page.screenshot({ path });
    }
    const violations = await axeViolations(page);
    found.push(...violations.map((v) => `${size.width}x${size.height} ${v}`));
  }
  if (sizes.length > 1 && sizes[0]) {
    await page.setViewportSize(sizes[0]);
    await settleAnimations(page);
  }
  expect(found).toEqual([]);
}

async function vendorId(page: Page): Promise<number> {
  const labs = await api<{ id: number; email: string }[]>(page, '/labs');
  const lab = labs.find((l) => l.email === DEMO_EMAIL);
  if (!lab) throw new Error('demo lab missing');
  return lab.id;
}

interface ServerOffer {
  id: number;
  title: string;
  price: number;
  valid_from: string;
  valid_to: string;
  tests: string[];
}
interface People {
  team_members: { id: number; last_name: string; phone: string; role: number | null }[];
  clients: { email: string; addresses: { line1: string; postcode: string }[] }[];
}
interface ServerSubCategory {
  name: string;
  items: { name: string; price: number }[];
}

/** The aria-label of the card after `name` in the page's list of cards (it takes its place). */
async function cardAfter(page: Page, name: string): Promise<string> {
  const labels = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  const next = labels[labels.indexOf(name) + 1] ?? labels[labels.indexOf(name) - 1];
  if (!next) throw new Error(`no card next to ${name}`);
  return next;
}

test('offers: create, edit and delete by keyboard, with the focus kept', async ({ page }) => {
  await signInFast(page);
  const offersNamed = async (title: string) =>
    (await api<ServerOffer[]>(page, '/offers/')).filter((o) => o.title === title);

  // Offers: New offer → the form, the first field focused.
  await page.goto('/offers');
  await settle(page);
  const add = page.getByRole('button', { name: 'New offer' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  let form = page.getByRole('dialog', { name: 'New offer' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await expectNoViolations(page);

  // Submitted with the price and the dates missing: the focus goes to the first field in error.
  const title = `Keyboard panel ${unique()}`;
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  const price = form.getByRole('textbox', { name: 'Price', exact: true });
  await expect(price).toBeFocused();
  await expect(price).toHaveAccessibleDescription('Enter a price.');
  await expect(form.getByLabel('Valid from')).toHaveAccessibleDescription('Choose a date.');
  await expectNoViolations(page, [DESKTOP, PHONE, TABLET], 'offer-errors');

  // Back to the tests (an autocomplete) for the first one, then the price and dates; Save.
  await page.keyboard.press('Shift+Tab');
  await expect(form.getByRole('combobox', { name: 'Tests included' })).toBeFocused();
  // The first ArrowDown opens the list, the second picks its first test.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(price).toBeFocused();
  await page.keyboard.type('80');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Valid from')).toBeFocused();
  await page.keyboard.type('04012026');
  // Tab goes through the date's parts (month, day, year) before it leaves the field.
  await tabTo(page, form.getByLabel('Valid to'));
  await page.keyboard.type('06302026');
  await expect(form.getByLabel('Valid to')).toHaveValue('2026-06-30');
  await tabTo(page, form.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();
  await expect.poll(async () => (await offersNamed(title)).length).toBe(1);
  const [created] = await offersNamed(title);
  expect(created).toMatchObject({ price: 80, valid_from: '2026-04-01', valid_to: '2026-06-30' });
  expect(created?.tests).toHaveLength(1);

  // Edit: the dialog gives the focus back to the card's Edit button.
  await tabTo(page, page.getByRole('button', { name: `Edit offer ${title}` }));
  await page.keyboard.press('Enter');
  form = page.getByRole('dialog', { name: 'Edit offer' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await expectNoViolations(page);
  const renamed = `${title} (extended)`;
  await page.keyboard.press('End');
  await page.keyboard.type(' (extended)');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit offer ${renamed}` })).toBeFocused();
  await expect
    .poll(async () => (await offersNamed(renamed)).map((o) => o.id))
    .toEqual([created?.id]);

  // Delete: the confirmation does not start on Delete; afterwards the next card has the focus.
  const next = await cardAfter(page, renamed);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Delete offer ${renamed}` })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Delete the offer “${renamed}”?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete' })).not.toBeFocused();
  await expectNoViolations(page, [DESKTOP, PHONE], 'offer-delete');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: renamed })).toBeHidden();
  await expect(page.getByRole('article', { name: next })).toBeFocused();
  await expect.poll(async () => (await offersNamed(renamed)).length).toBe(0);
});

test('team: add, edit and remove a member by keyboard, with the focus kept', async ({ page }) => {
  await signInFast(page);
  // The same path as an offer's, with a select (the role) chosen by keyboard.
  const vendor = await vendorId(page);
  const last = `Key${unique()}`;
  const members = async () =>
    (await api<People>(page, `/users/?vendor_id=${vendor}`)).team_members.filter(
      (m) => m.last_name === last,
    );
  await page.goto('/team');
  await settle(page);
  const addMember = page.getByRole('button', { name: 'Add member' });
  await tabTo(page, addMember);
  await page.keyboard.press('Enter');
  let form = page.getByRole('dialog', { name: 'Add team member' });
  await expect(form.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Aada');
  await page.keyboard.press('Enter');
  const lastName = form.getByLabel('Last name');
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAccessibleDescription('Enter the last name.');
  await expectNoViolations(page);
  await page.keyboard.type(last);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`aada.${last.toLowerCase()}@lab.test`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('+49 30 1234567');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Role' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: 'Role' })).toBeFocused();
  await tabTo(page, form.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(addMember).toBeFocused();
  await expect.poll(async () => (await members()).length).toBe(1);
  expect((await members())[0]?.role).not.toBeNull();

  const name = `Aada ${last}`;
  await tabTo(page, page.getByRole('button', { name: `Edit ${name}` }));
  await page.keyboard.press('Enter');
  form = page.getByRole('dialog', { name: 'Edit team member' });
  await expect(form.getByLabel('First name')).toBeFocused();
  await expectNoViolations(page);
  await tabTo(page, form.getByLabel('Phone'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('+49 30 7654321');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
  await expect.poll(async () => (await members())[0]?.phone).toBe('+49 30 7654321');

  const nextMember = await cardAfter(page, name);
  // Past the member's staff PIN button (docs/staff-access.md), between Edit and Remove.
  await tabTo(page, page.getByRole('button', { name: `Remove ${name}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Remove ${name} from the team?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete' })).not.toBeFocused();
  await expectNoViolations(page);
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: nextMember })).toBeFocused();
  await expect.poll(async () => (await members()).length).toBe(0);
});

test('services, clients and addresses: create and edit by keyboard', async ({ page }) => {
  await signInFast(page);
  const vendor = await vendorId(page);

  // Services: a sub-category (sorted first by its name), a service in it, then an edit.
  const subName = `Aaa keys ${unique()}`;
  const subs = async () =>
    (await api<ServerSubCategory[]>(page, `/labs/${vendor}/test_types`)).filter(
      (s) => s.name === subName,
    );
  await page.goto('/services');
  await settle(page);
  const addSub = page.getByRole('button', { name: 'New sub-category' });
  await tabTo(page, addSub);
  await page.keyboard.press('Enter');
  let form = page.getByRole('dialog', { name: 'New sub-category' });
  const subField = form.getByRole('textbox', { name: 'Name' });
  await expect(subField).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(subField).toBeFocused();
  await expect(subField).toHaveAccessibleDescription('Enter a name.');
  await expectNoViolations(page);
  await page.keyboard.type(subName);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(addSub).toBeFocused();
  await expect.poll(async () => (await subs()).length).toBe(1);

  const addService = page.getByRole('button', { name: `Add service to ${subName}` });
  await tabTo(page, addService);
  await page.keyboard.press('Enter');
  form = page.getByRole('dialog', { name: `New service in ${subName}` });
  const testType = form.getByRole('combobox', { name: 'Test type' });
  await expect(testType).toBeFocused();
  await tabTo(page, form.getByRole('textbox', { name: 'Price' }));
  await page.keyboard.press('Enter');
  await expect(testType).toBeFocused();
  await expect(testType).toHaveAccessibleDescription('Choose a test type.');
  await expectNoViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(testType).toBeFocused();
  const serviceName = await form.getByRole('textbox', { name: 'Name' }).inputValue();
  expect(serviceName).not.toBe('');
  await tabTo(page, form.getByRole('textbox', { name: 'Price' }));
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(addService).toBeFocused();
  await expect.poll(async () => (await subs())[0]?.items.map((i) => i.price)).toEqual([30]);

  const editService = page
    .getByRole('region', { name: subName })
    .getByRole('button', { name: `Edit service ${serviceName}` });
  await tabTo(page, editService, true);
  await page.keyboard.press('Enter');
  form = page.getByRole('dialog', { name: `Edit ${serviceName}` });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('35.5');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(editService).toBeFocused();
  await expect.poll(async () => (await subs())[0]?.items.map((i) => i.price)).toEqual([35.5]);

  // Clients: a client, then an address with a postcode refused first.
  const email = `aada.${unique()}@mail.test`;
  const clientLast = `Keys${unique()}`;
  const addresses = async () =>
    (await api<People>(page, `/users/?vendor_id=${vendor}`)).clients
      .filter((c) => c.email === email)
      .map((c) => c.addresses.map((a) => [a.line1, a.postcode]));
  await page.goto('/client');
  await settle(page);
  const addClient = page.getByRole('button', { name: 'New client' });
  await tabTo(page, addClient);
  await page.keyboard.press('Enter');
  form = page.getByRole('dialog', { name: 'New client' });
  await expect(form.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Aada');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Last name')).toBeFocused();
  await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Enter the last name.');
  await expectNoViolations(page);
  await page.keyboard.type(clientLast);
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('+48 600 100 200');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(addClient).toBeFocused();
  await expect.poll(addresses).toEqual([[]]);

  const addAddress = page.getByRole('button', { name: `Add address for Aada ${clientLast}` });
  await tabTo(page, addAddress);
  await page.keyboard.press('Enter');
  form = page.getByRole('dialog', { name: `New address for Aada ${clientLast}` });
  await expect(form.getByLabel('Street and number')).toBeFocused();
  await page.keyboard.type('Lindenweg 7');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Berlin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');
  const postcode = form.getByLabel('Postcode');
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAccessibleDescription(
    'Enter a valid postcode (3 to 10 letters or digits).',
  );
  await expectNoViolations(page);
  await page.keyboard.type('0115');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(addAddress).toBeFocused();
  await expect.poll(addresses).toEqual([[['Lindenweg 7', '10115']]]);
});

test('notification panel by keyboard: mark one read, delete one, mark all read', async ({
  page,
}) => {
  await signInFast(page);
  const older = await createOnServer(page, 'Keys older');
  const newer = await createOnServer(page, 'Keys newer');
  await page.reload();
  await settle(page);

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // Opened at each size (a resize closes it): the times under each item included, which had
  // 2.4:1 on an unread item. Escape gives the focus back to the bell.
  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    await expect(panel.getByText(newer.title)).toBeVisible();
    await expectNoViolations(page, [size], 'notifications');
    if (size === DESKTOP) break;
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  }

  await tabTo(page, itemButton(panel, older.title, true));
  await page.keyboard.press('Enter');
  // The same item keeps the focus, now named as read.
  await expect(itemButton(panel, older.title, false)).toBeFocused();
  await expect(panel.getByRole('alert')).toHaveText('Notification marked as read.');
  await expect
    .poll(async () => (await listOnServer(page)).notifications.find((n) => n.id === older.id))
    .toMatchObject({ read: true });

  // Deleted: its button leaves with it; the item now at its place (the older one) has the focus.
  await tabTo(
    page,
    panel.getByRole('button', { name: `Delete notification: ${newer.title}` }),
    true,
  );
  await page.keyboard.press('Enter');
  await expect(panel.getByText(newer.title)).toHaveCount(0);
  await expect(itemButton(panel, older.title, false)).toBeFocused();
  await expect
    .poll(async () => (await listOnServer(page)).notifications.map((n) => n.id))
    .not.toContain(newer.id);

  await tabTo(page, panel.getByRole('button', { name: 'Mark all as read' }), true);
  await page.keyboard.press('Enter');
  await expect(panel.getByText('0 unread notifications')).toBeVisible();
  await expect.poll(() => unreadOnServer(page)).toBe(0);
  await expectNoViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeFocused();
});

test('lock settings and the lock screen by keyboard; a wrong PIN is said without moving the focus', async ({
  page,
}) => {
  await signInFast(page);
  await settle(page);
  const account = page.getByRole('button', { name: 'Open account menu' });
  const openMenuItem = async (name: string) => {
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    await arrowTo(page, page.getByRole('menuitem', { name }));
    await page.keyboard.press('Enter');
  };

  // The PIN: too short, then not repeated the same; each time the field in error has the focus.
  await openMenuItem('Lock this device');
  const dialog = page.getByRole('dialog', { name: 'Lock this device' });
  const pin = dialog.getByLabel('New PIN');
  await expect(pin).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.type('258');
  await page.keyboard.press('Enter');
  await expect(pin).toBeFocused();
  await expect(pin).toHaveAccessibleDescription('The PIN is too short: use at least 4 digits.');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2581');
  await page.keyboard.press('Enter');
  const repeat = dialog.getByLabel('Repeat the PIN');
  await expect(repeat).toBeFocused();
  await expect(repeat).toHaveAccessibleDescription('The two PINs are not the same.');
  await expectNoViolations(page);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(account).toBeFocused();

  // Locked from the menu.
  await openMenuItem('Lock now');
  const pad = page.getByRole('group', { name: 'PIN pad' });
  await expect(pad).toBeVisible();
  await expectNoViolations(page, [DESKTOP, PHONE, TABLET]);

  // A wrong PIN on the pad, pressed with Unlock: said by the live region, Unlock keeps the focus.
  for (const digit of '1234') {
    await tabTo(page, pad.getByRole('button', { name: digit, exact: true }));
    await page.keyboard.press('Enter');
  }
  const unlock = pad.getByRole('button', { name: 'Unlock' });
  await tabTo(page, unlock);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Wrong PIN. 4 attempts left.' }),
  ).toBeVisible();
  await expect(unlock).toBeFocused();
  await expectNoViolations(page, [DESKTOP, PHONE], 'lock-wrong-pin');

  // Typed on the keyboard: another wrong one is said the same way, then the right one unlocks.
  await page.keyboard.type('9876');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Wrong PIN. 3 attempts left.' }),
  ).toBeVisible();
  await expect(unlock).toBeFocused();
  await page.keyboard.type('2580');
  await page.keyboard.press('Enter');
  await expect(pad).toBeHidden();
  await expect(account).toBeVisible();
});
