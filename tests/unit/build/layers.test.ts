// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The layer rule's messages for a file at `filePath` holding `code`. */
async function layerErrors(
  filePath: string,
  code: string,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('the layer rule of eslint.config.js', () => {
  it('refuses an import that goes up the layers', async () => {
    const errors = await layerErrors(
      'src/sync/example.ts',
      "import { fold } from '../features/search/lib/rank';\nexport const f = fold;\n",
    );
    expect(errors).toEqual([expect.stringContaining('src/sync sits below these layers')]);
  });

  it('refuses an import from one feature into another', async () => {
    const errors = await layerErrors(
      'src/features/dashboard/components/example.tsx',
      "import { filterBookings } from '../../bookings/lib/filters';\nexport const f = filterBookings;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuses it from a file directly in a feature folder too', async () => {
    const errors = await layerErrors(
      'src/features/auth/example.ts',
      "import { useBookingsScreen } from '../bookings/hooks/use-bookings-screen';\nexport const f = useBookingsScreen;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuses an import it cannot resolve, which the layer rule could not judge', async () => {
    // From src/features/auth/, '../../bookings/…' names src/bookings/, which does not exist: the
    // layer rule skips what it cannot resolve, so this one says so instead.
    const code =
      "import { useBookingsScreen } from '../../bookings/hooks/use-bookings-screen';\n" +
      'export const f = useBookingsScreen;\n';
    expect(await layerErrors('src/features/auth/example.ts', code)).toEqual([]);
    expect(
      await layerErrors('src/features/auth/example.ts', code, 'import-x/no-unresolved'),
    ).toEqual([expect.stringContaining('Unable to resolve path')]);
  });

  it('lets a feature import its own files and the layers below it', async () => {
    const errors = await layerErrors(
      'src/features/dashboard/components/example.tsx',
      [
        "import { loadSummary } from '../lib/summarize';",
        "import { fold } from '../../../lib/text';",
        "import { useRefresh } from '../../../sync/use-refresh';",
        "import { StatusChip } from '../../../components/bookings/status-chip';",
        'export const all = [loadSummary, fold, useRefresh, StatusChip];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps build/ and the app apart: the app never imports the build', async () => {
    const errors = await layerErrors(
      'src/app/example.ts',
      "import { bootData } from '../../build/route-preload';\nexport const f = bootData;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The app does not import the build')]);
  });

  it('lets the build read src/config only, and a page script src/config and src/lib', async () => {
    expect(
      await layerErrors(
        'build/example.ts',
        [
          "import { ROUTES } from '../src/config/routes.ts';",
          "import { i18n } from '../src/lib/i18n.ts';",
          'export const all = [ROUTES, i18n];',
        ].join('\n'),
      ),
    ).toEqual([expect.stringContaining('The build reads only the plain data of src/config')]);
    expect(
      await layerErrors(
        'build/page/example.ts',
        [
          "import { detectLanguage } from '../../src/lib/language.ts';",
          "import { startSync } from '../../src/sync/start.ts';",
          "import { bootData } from '../route-preload.ts';",
          'export const all = [detectLanguage, startSync, bootData];',
        ].join('\n'),
      ),
    ).toEqual([
      expect.stringContaining('A page script runs before the app'),
      expect.stringContaining('does not import the build’s Node code'),
    ]);
  });
});
