import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import catalogueDe from '../../../public/locales/de/catalogue.json';
import catalogue from '../../../public/locales/en/catalogue.json';
import commonDe from '../../../public/locales/de/common.json';
import common from '../../../public/locales/en/common.json';
import lock from '../../../public/locales/en/lock.json';
import { SnackbarHost } from '../../../src/components/snackbar';
import { RIGHTS, ROLE_KEYS } from '../../../src/config/permissions';
import { db } from '../../../src/db/db';
import { TeamView } from '../../../src/features/team/components/team-view';
import { roleSummaries } from '../../../src/features/team/lib/rights-summary';
import { serverReachable } from '../../../src/lib/reachability';
import type * as Pull from '../../../src/sync/pull';
import { fakeServer, json, resetDb } from '../sync/fake-server';
import { ANNA, ROLES, unlockAs } from './acting';

vi.mock('../../../src/sync/pull', async (importOriginal) => ({
  ...(await importOriginal<typeof Pull>()),
  refresh: vi.fn(async () => undefined),
}));

const BEN = {
  id: 22,
  first_name: 'Ben',
  last_name: 'Ohm',
  email: 'ben@example.com',
  role: 3,
  pin_set: false,
  last_active_at: new Date().toISOString(),
};

function renderTeam() {
  return render(
    <>
      <TeamView />
      <SnackbarHost />
    </>,
  );
}

const inEnglish = (key: string, values?: Record<string, string>) => i18n.t(key, values);

describe('what each role can do, in words', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: {
        en: { catalogue, common, lock },
        de: { catalogue: catalogueDe, common: commonDe },
      },
      ns: ['catalogue', 'common', 'lock'],
      defaultNS: 'catalogue',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });

  it('says each role from the rights table', () => {
    const text = Object.fromEntries(roleSummaries(inEnglish, 'en').map((s) => [s.role, s.text]));
    expect(text.receptionist).toBe(
      'A receptionist can confirm arrivals, hand over results, cancel bookings, mark no-shows, ' +
        'and change clients.',
    );
    expect(text.technician).toBe(
      'A technician can record samples as collected and mark reports as ready.',
    );
    expect(text.manager).toBe(
      "A manager can do everything but change the business details or set the team's PINs " +
        'and roles.',
    );
    expect(text.owner).toBe('The account owner can do everything.');
    expect(text.admin).toBe('An admin can do everything.');
  });

  it('says it in German too', () => {
    const de = i18n.getFixedT('de', 'catalogue');
    const text = roleSummaries((key, values) => de(key, values), 'de');
    expect(text.find((s) => s.role === 'receptionist')?.text).toBe(
      'Wer die Rolle Empfang hat, darf Ankünfte bestätigen, Befunde übergeben, ' +
        'Buchungen stornieren, Nichterscheinen vermerken und Kunden ändern.',
    );
  });

  it('has words for every right and role of the table, in both languages', () => {
    for (const roles of [common.roles, commonDe.roles]) {
      for (const role of ROLE_KEYS) expect(roles[role]).toBeTruthy();
    }
    for (const words of [catalogue, catalogueDe]) {
      const access = words.team.access as unknown as Record<string, Record<string, string>>;
      const rights = words.team.access.rights as unknown as Record<string, string> & {
        step: Record<string, string>;
      };
      for (const right of RIGHTS) {
        const [kind, status] = right.split(':');
        expect(status ? rights.step[status] : rights[kind!]).toBeTruthy();
      }
      for (const role of ROLE_KEYS) {
        expect(access.can?.[role]).toContain('{{what}}');
      }
    }
  });
});

describe('the team screen by role', () => {
  beforeEach(async () => {
    await resetDb();
    serverReachable.set(true);
    await db.lookups.put({ kind: 'roles', items: ROLES, fetchedAt: Date.now() });
    await db.teamMembers.bulkPut([ANNA, BEN]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows everyone the PINs, the last activity and what each role can do', async () => {
    await unlockAs(ANNA);
    renderTeam();
    const ben = await screen.findByRole('article', { name: 'Ben Ohm' });
    expect(within(ben).getByText('No PIN')).toBeVisible();
    expect(within(ben).getByText(/^Last active \d/)).toBeVisible();
    const anna = screen.getByRole('article', { name: 'Anna Keller' });
    expect(within(anna).getByText('PIN set')).toBeVisible();
    expect(within(anna).getByText('No activity yet')).toBeVisible();
    const rights = screen.getByRole('region', { name: 'What each role can do' });
    expect(rights).toHaveTextContent('A receptionist can confirm arrivals');
  });

  it('gives a receptionist no add, edit, delete or PIN buttons', async () => {
    await unlockAs(ANNA);
    renderTeam();
    await screen.findByRole('article', { name: 'Ben Ohm' });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^(Edit|Remove|Staff PIN of) / })).toBeNull();
  });

  it('gives a manager the team but not its PINs or roles', async () => {
    await unlockAs({ ...ANNA, role: 2 });
    renderTeam();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit Ben Ohm' }));
    expect(screen.queryByRole('button', { name: /^Staff PIN of/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Edit team member' });
    expect(within(dialog).queryByLabelText('Role')).toBeNull();
    expect(within(dialog).getByLabelText('Designation')).toBeVisible();
  });

  it('lets the owner set a PIN entered twice, checked here and by the server, never queued', async () => {
    const { sent } = fakeServer((req) =>
      req.body && (req.body as { pin: string }).pin === '2468'
        ? json(400, {
            message: 'Another team member already has this PIN.',
            errors: ['pin: Another team member already has this PIN.'],
          })
        : json(200, { data: { ...BEN, pin_set: true } }),
    );
    renderTeam();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Staff PIN of Ben Ohm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Staff PIN of Ben Ohm' });
    const pin = within(dialog).getByLabelText('New PIN');
    const again = within(dialog).getByLabelText('New PIN again');
    const save = within(dialog).getByRole('button', { name: 'Set PIN' });

    await user.type(pin, '1111');
    await user.type(again, '1111');
    await user.click(save);
    expect(pin).toHaveAccessibleDescription(
      'Choose a PIN that is not one digit repeated (like 1111).',
    );
    await user.clear(pin);
    await user.type(pin, '2468');
    await user.clear(again);
    await user.type(again, '2469');
    await user.click(save);
    expect(again).toHaveAccessibleDescription('The two PINs are not the same.');
    expect(sent).toHaveLength(0);

    await user.clear(again);
    await user.type(again, '2468');
    await user.click(save);
    await vi.waitFor(() =>
      expect(pin).toHaveAccessibleDescription('Another team member already has this PIN.'),
    );

    await user.clear(pin);
    await user.type(pin, '3579');
    await user.clear(again);
    await user.type(again, '3579');
    await user.click(save);
    expect(await screen.findByText('PIN of Ben set.')).toBeVisible();
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/team-members/22/pin/',
      body: { pin: '3579' },
    });
    expect((await db.teamMembers.get(22))?.pin_set).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the PIN change as the person unlocked, and removes a PIN', async () => {
    await unlockAs({ ...ANNA, role: 1 });
    const { sent } = fakeServer(() => json(200, { data: { ...ANNA, pin_set: false } }));
    renderTeam();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Staff PIN of Anna Keller' }));
    await user.click(await screen.findByRole('button', { name: 'Remove PIN' }));
    expect(await screen.findByText('PIN of Anna removed.')).toBeVisible();
    expect(sent[0]).toMatchObject({ body: { pin: null }, staff: 'staff-anna' });
    expect((await db.teamMembers.get(ANNA.id))?.pin_set).toBe(false);
  });

  it('says offline that PINs are set online only, and sends nothing', async () => {
    const { sent } = fakeServer(() => json(200, {}));
    serverReachable.set(false);
    renderTeam();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Staff PIN of Ben Ohm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Staff PIN of Ben Ohm' });
    expect(within(dialog).getByText(/PINs are set online only/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Set PIN' })).toBeDisabled();
    expect(sent).toHaveLength(0);
  });
});
