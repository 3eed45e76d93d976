import type { Plugin } from 'vite';
import { inlineScripts } from './inline-scripts.ts';
import { bootData } from './route-preload.ts';

/**
 * Takes the entry's module scripts out of index.html and starts them from build/page/boot.ts
 * instead, which first preloads what the path being opened needs. Must come after
 * prerenderSignIn, whose inline script marks #root for it.
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
        const script = await inlineScripts.boot(bootData(ctx.bundle, entry));
        // A function, so that `$` in the script is not read as a replacement pattern.
        return rest.replace('</body>', () => `  <script>${script}</script>\n  </body>`);
      },
    },
  };
}
