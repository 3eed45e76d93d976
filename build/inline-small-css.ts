import type { Plugin } from 'vite';

/**
 * The entry's stylesheet is only the @font-face rules (about 600 bytes), yet as a file it is
 * render-blocking: one more round trip before the first paint on a weak network. Small enough
 * stylesheets go into index.html instead.
 */
export function inlineSmallCss(maxBytes = 4096): Plugin {
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
