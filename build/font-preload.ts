import type { Plugin, Rollup } from 'vite';
import { STYLESHEET_LINK, stylesheetText } from './inline-small-css.ts';

/** The woff2 files the page's stylesheets name (inline `<style>` or linked from the bundle). */
export function fontFiles(html: string, bundle: Rollup.OutputBundle | undefined): string[] {
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  for (const [, file] of html.matchAll(STYLESHEET_LINK)) {
    const css = file ? stylesheetText(bundle, file) : undefined;
    if (css !== undefined) sheets.push(css);
  }
  const urls = sheets.flatMap((css) =>
    [...css.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)].map((m) => m[1] ?? ''),
  );
  return [...new Set(urls.filter(Boolean))];
}

/**
 * Preloads, from index.html, the fonts its own stylesheets use (src/theme/fonts.css): found by the
 * preload scanner as the page is parsed rather than when the first layout needs them, they are
 * there for the first paint, which `font-display: optional` waits for (up to 100 ms) when the
 * font is preloaded. Runs after the entry's stylesheet is inlined (build/inline-small-css.ts).
 */
export function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        fontFiles(html, ctx.bundle).map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        })),
    },
  };
}
