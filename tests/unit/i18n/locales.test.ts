import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { I18N_NAMESPACES, SUPPORTED_LANGUAGES } from '../../../src/config/constants';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8')) as Tree;
}

describe('translation files', () => {
  it.each([...I18N_NAMESPACES])('namespace %s has the same keys in every language', (ns) => {
    const [first, ...others] = SUPPORTED_LANGUAGES.map((lng) => keys(load(lng, ns)).sort());
    for (const other of others) expect(other).toEqual(first);
  });

  it.each([...I18N_NAMESPACES])('namespace %s has no empty strings', (ns) => {
    for (const lng of SUPPORTED_LANGUAGES) {
      const tree = load(lng, ns);
      const empty = keys(tree).filter((k) => {
        const value = k
          .split('.')
          .reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree, tree);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${lng}/${ns}`).toEqual([]);
    }
  });

  // src/lib/i18n.ts names the separators, so i18next reads every key as a path: a key of words
  // (a space, a colon, a question) would be cut at its separators rather than looked up whole.
  it.each([...I18N_NAMESPACES])('namespace %s keys are paths, never words', (ns) => {
    for (const lng of SUPPORTED_LANGUAGES) {
      const wordy = keys(load(lng, ns)).filter((k) => /[\s,?!;:]/.test(k));
      expect(wordy, `${lng}/${ns}`).toEqual([]);
    }
  });
});
