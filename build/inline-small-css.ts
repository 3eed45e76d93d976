import type { Plugin, Rollup } from 'vite';

/** A page's `<link rel="stylesheet">` to one of the build's files (captured: its path). */
export const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** The text of the bundle's stylesheet `file`, if it is one. */
export function stylesheetText(
  bundle: Rollup.OutputBundle | undefined,
  file: string,
): string | undefined {
  const asset = bundle?.[file];
  return asset?.type === 'asset' && typeof asset.source === 'string' ? asset.source : undefined;
}

/**
 * The entry's stylesheet is the @font-face rules and the plain elements' styles
 * (src/components/plain and the signed-in shell, src/layouts/shell.css: about 15 KB, 3.5 KB
 * gzipped), yet as a file it is render-blocking: one more round trip before the first paint on a
 * weak network, and the pre-rendered sign-in form and the dashboard's snapshot need it. Small
 * enough stylesheets go into index.html instead.
 */
export function inlineSmallCss(maxBytes = 20_480): Plugin {
  return {
    name: 'inline-small-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(STYLESHEET_LINK, (tag, file: string) => {
          const css = stylesheetText(ctx.bundle, file);
          return css === undefined || css.length > maxBytes ? tag : `<style>${css}</style>`;
        });
      },
    },
  };
}
