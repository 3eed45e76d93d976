import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import type { BootData, ShowSignInData } from './page/page-data.ts';

/**
 * Compiles a page script of build/page/ (`file`, relative to this one) into one minified classic
 * script, its data written in as a JSON literal where the script reads `PAGE_DATA`. The same
 * source and data always give the same text.
 */
async function compilePageScript(file: string, data: object): Promise<string> {
  const output = (await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    publicDir: false,
    define: { PAGE_DATA: JSON.stringify(data) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: fileURLToPath(new URL(file, import.meta.url)),
        formats: ['iife'],
        name: 'page',
      },
    },
  })) as Rollup.RolldownOutput[];
  const chunk = output[0]?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error(`build/${file}: compiled to nothing`);
  // Inside <script>, this text would end the element early.
  if (/<\/script/i.test(chunk.code)) {
    throw new Error(`build/${file}: the compiled script holds </script`);
  }
  return chunk.code.trim();
}

/** The inline scripts of index.html, every one of them (a Content-Security-Policy hashes these). */
export const inlineScripts = {
  showSignIn: (data: ShowSignInData) => compilePageScript('page/show-sign-in.ts', data),
  paintSnapshot: () => compilePageScript('page/paint-snapshot.ts', {}),
  boot: (data: BootData) => compilePageScript('page/boot.ts', data),
};
