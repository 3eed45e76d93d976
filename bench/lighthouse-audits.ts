/**
 * Audits left out of every run: unused JavaScript and the treemap's data, Lighthouse's only users
 * of V8's precise coverage. Its start walks the audited tab's heap as the navigation begins, with
 * the garbage of Lighthouse's own benchmark (computeBenchmarkIndex, run in that tab just before):
 * a task of 3 to 31 ms that Lantern placed on or after the first paint and charged to the page,
 * up to about 130 ms of blocking time (bench/README.md, 2026-12-04). Neither weighs in the
 * performance score; the bench's JS budgets measure what the screens load.
 */
const SKIPPED_AUDITS = ['unused-javascript', 'script-treemap-data'];

/** What each audit runs: the two categories, less SKIPPED_AUDITS. */
export const AUDIT_SELECTION = {
  onlyCategories: ['performance', 'accessibility'],
  skipAudits: SKIPPED_AUDITS,
};
