import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * `vite build --outDir <outDir>`. With `hooks`, VITE_BENCH=1 so the page exposes window.__bench
 * for the data-layer figures; without, the build is the one `npm start` serves.
 */
export function buildApp(outDir: string, hooks: boolean, timeoutMs = 5 * 60_000): Promise<void> {
  const vite = resolve('node_modules/vite/bin/vite.js');
  return new Promise((resolveBuild, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        env: { ...process.env, VITE_BENCH: hooks ? '1' : '' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`vite build took over ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolveBuild();
      else reject(new Error(`vite build exited with ${code}`));
    });
  });
}
