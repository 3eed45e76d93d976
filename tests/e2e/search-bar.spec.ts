import { expect, test } from './test';
import { signInFast } from './fixtures';

// SPEC 9: the search bar is 64 px high, 92 from the medium breakpoint (900 px) up.
for (const [width, height] of [
  [360, 64],
  [900, 92],
  [1280, 92],
] as const) {
  test(`the search bar is ${height} px high at ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInFast(page);
    await page.getByRole('button', { name: 'Open search' }).click();
    const bar = page.getByRole('search');
    await expect(bar).toBeVisible();
    await expect.poll(async () => (await bar.boundingBox())?.height).toBe(height);
  });
}
