import type { Locator, Page } from 'playwright-core';

/** One picture for the docs: a screen of the signed-in demo lab at one window size. */
export interface Shot {
  /** The file written: docs/<name>.png. */
  name: string;
  /** Where the app is opened once signed in. */
  path: string;
  viewport: { width: number; height: number };
  /** A phone or tablet: touch, and the page laid out for a small screen's browser. */
  mobile?: boolean;
  /** What is on screen once the real content has been drawn (not a spinner). */
  ready: (page: Page) => Locator;
  /** Sets the scene once signed in, before `path` opens: the API as the signed-in vendor. */
  prepare?: (page: Page, api: Api) => Promise<void>;
  /** Once `path` has opened: what a person does to reach what is shown. */
  open?: (page: Page) => Promise<void>;
}

/** The reference API as the signed-in vendor (a staff session in `staff`): the answer's data. */
export type Api = <T>(
  path: string,
  init?: { method?: string; body?: unknown; staff?: string },
) => Promise<T>;

interface Member {
  id: number;
  first_name: string;
  role: number | null;
}

const DEVICE_PIN = '2468';
/** Three of the demo team, each with a PIN of their own (made up for the picture). */
const COUNTER_PINS = ['314159', '271828', '161803'];

/** The first three of the team get a PIN and the roles of the counter (Receptionist, ...). */
async function counterTeam(api: Api): Promise<{ member: Member; pin: string }[]> {
  const roles = await api<{ id: number; name: string }[]>('/common/roles');
  const roleId = (name: string) => roles.find((r) => r.name === name)?.id ?? null;
  const team = (await api<{ team_members: Member[] }>('/users/?vendor_id=')).team_members;
  const names = ['Receptionist', 'Phlebotomist', 'Technician'];
  return Promise.all(
    team.slice(0, 3).map(async (member, i) => {
      await api(`/team-members/${member.id}/`, {
        method: 'PATCH',
        body: { role: roleId(names[i]!) },
      });
      await api(`/team-members/${member.id}/pin/`, {
        method: 'PUT',
        body: { pin: COUNTER_PINS[i] },
      });
      return { member, pin: COUNTER_PINS[i]! };
    }),
  );
}

/** Add a screen here and run `npm run screenshots`; the README shows them all. */
export const SHOTS: Shot[] = [
  {
    name: 'dashboard-desktop',
    path: '/',
    viewport: { width: 1280, height: 800 },
    ready: (page) => page.getByRole('region', { name: 'Today' }),
  },
  {
    name: 'bookings-phone',
    path: '/bookings',
    viewport: { width: 360, height: 640 },
    mobile: true,
    ready: (page) => page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first(),
  },
  {
    name: 'calendar-tablet',
    path: '/calendar',
    viewport: { width: 768, height: 1024 },
    mobile: true,
    ready: (page) => page.locator('.rbc-event').first(),
  },
  {
    name: 'reception-tablet',
    path: '/reception',
    viewport: { width: 768, height: 1024 },
    mobile: true,
    ready: (page) => page.getByRole('list', { name: "Today's patients" }).locator('li').first(),
  },
  {
    // Team sign-in (issue 27): the counter tablet locked, its people to tap.
    name: 'lock-team-tablet',
    path: '/reception',
    viewport: { width: 768, height: 1024 },
    mobile: true,
    ready: (page) => page.getByRole('list', { name: 'Who is unlocking?' }),
    prepare: async (_page, api) => {
      await counterTeam(api);
    },
    open: async (page) => {
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('menuitem', { name: 'Lock this device' }).click();
      const dialog = page.getByRole('dialog', { name: 'Lock this device' });
      await dialog.getByLabel('New PIN').fill(DEVICE_PIN);
      await dialog.getByLabel('Repeat the PIN').fill(DEVICE_PIN);
      await dialog.getByRole('switch', { name: 'Team sign-in on this device' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('menuitem', { name: 'Switch person' }).click();
    },
  },
  {
    // A booking's history names who took each step (issue 27).
    name: 'booking-history-desktop',
    path: '/reception',
    viewport: { width: 1280, height: 800 },
    ready: (page) => page.getByRole('list', { name: 'Status history' }),
    prepare: async (page, api) => {
      const [front, sample] = await counterTeam(api);
      const session = async (who: { member: Member; pin: string }) =>
        (
          await api<{ token: string }>('/staff/sessions/', {
            method: 'POST',
            body: { member_id: who.member.id, pin: who.pin },
          })
        ).token;
      const bookings =
        await api<{ id: number; status: string; scheduled_at: string }[]>('/bookings');
      const today = new Date().toDateString();
      const target = bookings.find(
        (b) => b.status === 'pending' && new Date(b.scheduled_at).toDateString() === today,
      );
      if (!target) throw new Error('no booking pending today in the demo data');
      const step = async (status: string, staff: string) =>
        api(`/bookings/${target.id}/`, { method: 'PATCH', body: { status }, staff });
      await step('confirmed', await session(front!));
      await step('sample_collected', await session(sample!));
      await page.evaluate((id) => sessionStorage.setItem('shot:booking', String(id)), target.id);
    },
    open: async (page) => {
      const id = await page.evaluate(() => sessionStorage.getItem('shot:booking'));
      await page.locator(`li[data-booking-id="${id}"] button.name`).click();
      await page.getByRole('list', { name: 'Status history' }).scrollIntoViewIfNeeded();
    },
  },
];
