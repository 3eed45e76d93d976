// @vitest-environment node
import { defaultConfig } from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { describe, expect, it } from 'vitest';
import { AUDIT_SELECTION } from '../../../bench/lighthouse-audits';

/** The artifacts gathered and the audits run by Lighthouse's default config under `flags`. */
async function resolved(flags: object) {
  // Lighthouse's declarations name its config types from a global namespace they do not import.
  const { resolvedConfig } = (await initializeConfig('navigation', undefined, flags)) as {
    resolvedConfig: {
      artifacts: { id: string }[] | null;
      audits: { implementation: { meta: { id: string } } }[] | null;
    };
  };
  return {
    artifacts: (resolvedConfig.artifacts ?? []).map((a) => a.id),
    audits: (resolvedConfig.audits ?? []).map((a) => a.implementation.meta.id),
  };
}

describe("the bench's Lighthouse audits (bench/lighthouse.ts)", () => {
  it('start no JS coverage, which the two categories alone would', async () => {
    expect(
      (await resolved({ onlyCategories: AUDIT_SELECTION.onlyCategories })).artifacts,
    ).toContain('JsUsage');
    const { artifacts } = await resolved(AUDIT_SELECTION);
    expect(artifacts).not.toContain('JsUsage');
    expect(artifacts).toContain('Trace');
  });

  it('keep every audit that weighs in the performance or the accessibility score', async () => {
    const weighed = AUDIT_SELECTION.onlyCategories.flatMap((id) =>
      (defaultConfig.categories?.[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => ref.id),
    );
    expect(weighed).toContain('total-blocking-time');
    expect((await resolved(AUDIT_SELECTION)).audits).toEqual(expect.arrayContaining(weighed));
  });
});
