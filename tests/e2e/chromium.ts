/**
 * The flags of every Chromium this project starts: the e2e suite (playwright.config.ts), the
 * bench and the screenshots. A module of its own, so that importing them sets nothing else (the
 * config sets the e2e run's time zone).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
