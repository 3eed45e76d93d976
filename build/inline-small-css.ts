import type { Plugin } from 'vite';

/**
 * The entry's stylesheet is the @font-face rules and the plain elements' styles
 * (src/components/plain: about 8 KB, 2 KB gzipped), yet as a file it is render-blocking: one
 * more round trip before the first paint on a weak network. Small enough stylesheets go into
 * index.html instead.
 */
export function inlineSmallCss(maxBytes = 12_288): Plugin {
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
