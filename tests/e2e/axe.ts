import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rules of axe-core (issue 26). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's transitions that end (a dialog or popover fading in) to end, 2 s at most:
 * axe reads the colours as they are drawn, and half-faded text reads as too little contrast.
 * Endless animations (a spinner) are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([
      Promise.all(ending),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]).then(() => undefined);
  });
}

/**
 * Each WCAG violation axe finds on the page (or inside `within`, a selector), one line per
 * element: "rule: target (what is wrong)", so a failing test names what to mend. Run once the
 * page's transitions have ended.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await transitionsEnded(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
    ),
  );
}
