/**
 * The header's buttons that open something over the screen, by their names; the first is there
 * only below the large breakpoint (the navigation is fixed from it).
 */
export const HEADER_OPENERS = [
  /^Open navigation$/,
  /^Open search$/,
  /^Sync status/,
  /^Language/,
  /^Notifications/,
  /^Open account menu$/,
];
