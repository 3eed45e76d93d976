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
];
