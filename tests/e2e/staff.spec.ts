import type { Page } from '@playwright/test';
import { api, readRoot, sessionToken, signInFast, waitForServiceWorker } from './fixtures';
import { openAccountMenu, tapPin } from './lock-pad';
import { ownServerPerTest } from './own-server';
import { expect, test } from './test';

// Issue 27: who is at the counter. At the counter tablet's size, against the real server (one of
// each test's own, on fresh demo data): team sign-in turned on, two people of the counter taking
// turns, each step signed with the name of who took it; what a receptionist is not shown and
// what the server refuses her; an unlock with no network whose queued step lands under her name;
// and the lockout after five wrong PINs.

test.use({ baseURL: ownServerPerTest('staff'), viewport: { width: 768, height: 1024 } });

const DEVICE_PIN = '2468';

interface Person {
  id: number;
  /** As the lock screen, the header and the history show them. */
  name: string;
  pin: string;
}

interface ServerBooking {
  id: number;
  status: string;
  scheduled_at: string;
  client: { first_name: string; last_name?: string };
  history: { status: string; at: string; by?: { id: number | null; name: string } }[];
}

const PEOPLE = {
  rita: { first_name: 'Rita', last_name: 'Empfang', role: 'Receptionist', pin: '314159' },
  paul: { first_name: 'Paul', last_name: 'Blutmann', role: 'Phlebotomist', pin: '271828' },
} as const;

/** Adds the two people of the counter with their role and PIN, as the owner, by the API. */
async function addPeople(page: Page): Promise<Record<keyof typeof PEOPLE, Person>> {
  const roles = await api<{ id: number; name: string }[]>(page, '/common/roles');
  const add = async (p: (typeof PEOPLE)[keyof typeof PEOPLE]): Promise<Person> => {
    const role = roles.find((r) => r.name === p.role)!.id;
    const { id } = await api<{ id: number }>(page, '/team-members/', {
      method: 'POST',
      body: { first_name: p.first_name, last_name: p.last_name, email: '', role },
    });
    const member = await api<{ pin_set: boolean }>(page, `/team-members/${id}/pin/`, {
      method: 'PUT',
      body: { pin: p.pin },
    });
    expect(member.pin_set).toBe(true);
    return { id, name: `${p.first_name} ${p.last_name[0]}.`, pin: p.pin };
  };
  return { rita: await add(PEOPLE.rita), paul: await add(PEOPLE.paul) };
}

/** The owner sets the device PIN with team sign-in in "Lock this device", then locks. */
async function turnOnTeamSignIn(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Lock this device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock this device' });
  await dialog.getByLabel('New PIN').fill(DEVICE_PIN);
  await dialog.getByLabel('Repeat the PIN').fill(DEVICE_PIN);
  await dialog.getByRole('switch', { name: 'Team sign-in on this device' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await lockToPeople(page);
}

/** The people to unlock as, on the lock screen. */
const peopleList = (page: Page) => page.getByRole('list', { name: 'Who is unlocking?' });

/** "Lock now" is "Switch person" in team sign-in: the lock screen lists the people. */
async function lockToPeople(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Switch person' }).click();
  await expect(peopleList(page)).toBeVisible();
}

/** On the lock screen: taps the person (the owner by "Owner"), then types their PIN on the pad. */
async function unlockAs(page: Page, name: string, pin: string): Promise<void> {
  const who = name === 'Owner' ? /Owner$/ : new RegExp(`^${name.replace('.', '\\.')}`);
  await peopleList(page).getByRole('button', { name: who }).click();
  await tapPin(page, pin);
}

/** The header names who acts; a tap on it goes back to the people. */
function actingButton(page: Page, name: string, role: string) {
  return page.getByRole('button', { name: `${name}, ${role}. Switch person` });
}

async function switchPerson(page: Page, name: string, role: string): Promise<void> {
  await actingButton(page, name, role).click();
  await expect(peopleList(page)).toBeVisible();
}

async function booking(page: Page, id: number): Promise<ServerBooking> {
  return (await api<ServerBooking[]>(page, '/bookings')).find((b) => b.id === id)!;
}

/** Today's bookings still to come in the state a step leads on from. */
async function todays(page: Page, status: string): Promise<ServerBooking[]> {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = start.getTime() + 24 * 60 * 60 * 1000;
  return (await api<ServerBooking[]>(page, '/bookings')).filter((b) => {
    const at = Date.parse(b.scheduled_at);
    return b.status === status && at >= start.getTime() && at < end;
  });
}

/** Takes a step at the counter and waits until the server has it (after the undo's time). */
async function step(page: Page, b: ServerBooking, label: string, status: string): Promise<void> {
  const row = page.locator(`li[data-booking-id="${b.id}"]`);
  await row.getByRole('button', { name: label, exact: true }).click();
  await expect
    .poll(async () => (await booking(page, b.id)).status, { timeout: 20_000 })
    .toBe(status);
}

function lastStep(b: ServerBooking) {
  const last = b.history.at(-1)!;
  return { status: last.status, by: last.by?.name };
}

test('a receptionist and a phlebotomist take turns on one tablet: each may do what her role allows, and each step is signed', async ({
  page,
}) => {
  await signInFast(page);
  const people = await addPeople(page);
  const [target] = await todays(page, 'pending');
  expect(target, 'a pending booking today in the demo data').toBeDefined();
  await turnOnTeamSignIn(page);

  // Locked: the lab's team to tap, the owner first.
  await expect(peopleList(page).getByRole('button')).toHaveText([
    /Owner/,
    new RegExp(people.paul.name.replace('.', '\\.')),
    new RegExp(people.rita.name.replace('.', '\\.')),
  ]);
  await unlockAs(page, people.rita.name, people.rita.pin);
  await expect(actingButton(page, people.rita.name, 'Receptionist')).toBeVisible();

  // A receptionist: no money, no offers, no business screen...
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Revenue')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Offers' })).toHaveCount(0);
  await page.goto('/business');
  await expect(page.getByText('Your role cannot open this screen')).toBeVisible();
  // ...and the server refuses her a change to an offer made with the tablet's own credentials.
  const offers = await api<{ id: number; title: string }[]>(page, '/offers/');
  const offer = offers[0]!;
  const lock = await readRoot<{ value: { team: { person: { token: string } } } }>(
    page,
    'meta',
    'device-lock',
  );
  const token = await sessionToken(page);
  const remove = (headers: Record<string, string>) =>
    page.request.delete(`/api/offers/${offer.id}/`, {
      headers: { Authorization: `Token ${token}`, ...headers },
    });
  const asHer = await remove({ 'X-Staff-Session': lock.value.team.person.token });
  expect(asHer.status()).toBe(403);
  expect(await asHer.json()).toMatchObject({
    code: 'role_forbidden',
    message: 'Only Owner, Admin or Manager may change offers.',
  });
  const asNobody = await remove({});
  expect(asNobody.status()).toBe(403);
  expect(await asNobody.json()).toMatchObject({ code: 'staff_session_required' });
  const forged = await remove({ 'X-Staff-Session': 'not-a-session' });
  expect(forged.status()).toBe(403);
  expect((await api<{ id: number }[]>(page, '/offers/')).map((o) => o.id)).toContain(offer.id);

  // Her step at the counter, then his, each under the name of who took it.
  await page.goto('/reception');
  await step(page, target!, 'Arrived', 'confirmed');
  expect(lastStep(await booking(page, target!.id))).toEqual({
    status: 'confirmed',
    by: people.rita.name,
  });
  await expect(
    page.locator(`li[data-booking-id="${target!.id}"]`).getByRole('button', {
      name: 'Sample collected',
    }),
  ).toHaveCount(0);
  await switchPerson(page, people.rita.name, 'Receptionist');
  await unlockAs(page, people.paul.name, people.paul.pin);
  await expect(actingButton(page, people.paul.name, 'Phlebotomist')).toBeVisible();
  await step(page, target!, 'Sample collected', 'sample_collected');
  const done = await booking(page, target!.id);
  expect(lastStep(done)).toEqual({ status: 'sample_collected', by: people.paul.name });

  // The booking's history says who, in the app too.
  await page.locator(`li[data-booking-id="${target!.id}"] button.name`).click();
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText(people.rita.name);
  await expect(history).toContainText(people.paul.name);
  await page.keyboard.press('Escape');

  // He changes his own PIN (online): the tablet takes the new one, no longer the old.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Lock this device' }).click();
  const own = page.getByRole('form', { name: 'Your PIN' });
  await own.getByLabel('New PIN').fill('864213');
  await own.getByLabel('Repeat the PIN').fill('864213');
  await own.getByRole('button', { name: 'Change my PIN' }).click();
  await expect(page.getByText('Your PIN is changed.')).toBeVisible();
  await switchPerson(page, people.paul.name, 'Phlebotomist');
  await unlockAs(page, people.paul.name, people.paul.pin);
  await expect(page.getByText(/Wrong PIN/)).toBeVisible();
  await tapPin(page, '864213');
  await expect(actingButton(page, people.paul.name, 'Phlebotomist')).toBeVisible();
});

test('with no network a person unlocks with her PIN and her queued step lands under her name; five wrong PINs lock a person out until the owner unlocks', async ({
  page,
  context,
}) => {
  await signInFast(page);
  await waitForServiceWorker(page);
  const people = await addPeople(page);
  const [target] = await todays(page, 'pending');
  await turnOnTeamSignIn(page);
  // Her first unlock on this tablet is online; then the tablet locks again.
  await unlockAs(page, people.rita.name, people.rita.pin);
  await switchPerson(page, people.rita.name, 'Receptionist');

  await context.setOffline(true);
  // He never unlocked here: with no network there is nothing on the tablet to check his PIN by.
  await unlockAs(page, people.paul.name, people.paul.pin);
  await expect(page.getByText('The first unlock on this tablet needs the network.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  // She did: her PIN opens the tablet offline, and her step waits on it.
  await unlockAs(page, people.rita.name, people.rita.pin);
  await expect(actingButton(page, people.rita.name, 'Receptionist')).toBeVisible();
  await page.goto('/reception');
  const row = page.locator(`li[data-booking-id="${target!.id}"]`);
  await row.getByRole('button', { name: 'Arrived', exact: true }).click();
  await expect(row.getByText('Waiting to sync')).toBeVisible({ timeout: 15_000 });
  // The owner takes the tablet before it is back online: the step stays hers.
  await switchPerson(page, people.rita.name, 'Receptionist');
  await unlockAs(page, 'Owner', DEVICE_PIN);
  await context.setOffline(false);
  await expect
    .poll(async () => lastStep(await booking(page, target!.id)), { timeout: 30_000 })
    .toEqual({ status: 'confirmed', by: people.rita.name });

  // Five wrong PINs lock him out on this tablet; the owner's unlock lets him in again.
  await lockToPeople(page);
  await peopleList(page)
    .getByRole('button', { name: new RegExp(`^${people.paul.name}`) })
    .click();
  for (let i = 0; i < 5; i += 1) await tapPin(page, '1357');
  await expect(
    page.getByText(`${people.paul.name} is locked out on this device until the owner unlocks it.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'PIN pad' }).getByRole('button', { name: 'Unlock' }),
  ).toBeDisabled();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await unlockAs(page, 'Owner', DEVICE_PIN);
  await lockToPeople(page);
  await unlockAs(page, people.paul.name, people.paul.pin);
  await expect(actingButton(page, people.paul.name, 'Phlebotomist')).toBeVisible();
});
