import type { Plugin, Rollup } from 'vite';

/** The woff2 files the page's stylesheets name (inline `<style>` or linked from the bundle). */
export function fontFiles(html: string, bundle: Rollup.OutputBundle | undefined): string[] {
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)) {
    const asset = href ? bundle?.[href] : undefined;
    if (asset?.type === 'asset' && typeof asset.source === 'string') sheets.push(asset.source);
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
