import type { Plugin } from 'vite';
import { inlineScripts } from './inline-scripts.ts';
import { bootData } from './route-preload.ts';

/**
 * Takes the entry's module scripts out of index.html and starts them from build/page/boot.ts
 * instead, which first preloads what the path being opened needs. Before it,
 * build/page/paint-snapshot.ts paints the dashboard's snapshot on `/`. Must come after
 * prerenderSignIn: boot.ts waits for the first frame when either inline script marked #root.
 */
export function bootScripts(): Plugin {
  return {
    name: 'boot-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const entry: string[] = [];
        const rest = html.replace(
          /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g,
          (_tag, src: string) => {
            entry.push(src);
            return '';
          },
        );
        const paint = await inlineScripts.paintSnapshot();
        const boot = await inlineScripts.boot(bootData(ctx.bundle, entry));
        // A function, so that `$` in the scripts is not read as a replacement pattern.
        return rest.replace(
          '</body>',
          () => `  <script>${paint}</script>\n  <script>${boot}</script>\n  </body>`,
        );
      },
    },
  };
}
