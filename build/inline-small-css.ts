import type { Plugin } from 'vite';

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
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset' || typeof asset.source !== 'string') return tag;
            return asset.source.length > maxBytes ? tag : `<style>${asset.source}</style>`;
          },
        );
      },
    },
  };
}
