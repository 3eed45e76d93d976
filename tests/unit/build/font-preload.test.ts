// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontFiles } from '../../../build/font-preload';

const linked = {
  'assets/app.css': {
    type: 'asset',
    fileName: 'assets/app.css',
    source: "@font-face{src:url('/assets/b.woff2') format('woff2')}.x{background:url(/bg.png)}",
  },
} as unknown as Rollup.OutputBundle;

describe('the fonts index.html preloads', () => {
  it('are the woff2 files of its inline and linked stylesheets, each once', () => {
    const html =
      '<head><style>@font-face{src:url(/assets/a.woff2)}@font-face{src:url("/assets/a.woff2")}</style>' +
      '<link rel="stylesheet" crossorigin href="/assets/app.css"></head>';
    expect(fontFiles(html, linked)).toEqual(['/assets/a.woff2', '/assets/b.woff2']);
  });

  it('are none when the stylesheets name no font', () => {
    expect(fontFiles('<style>.a{color:red}</style>', {})).toEqual([]);
  });
});

describe('the app’s font faces', () => {
  const css = readFileSync('src/theme/fonts.css', 'utf8');
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];

  it('wait for their preloaded files instead of drawing the page twice', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face).toContain('font-display: optional');
      expect(face).toMatch(/src: url\('[^']+\.woff2'\) format\('woff2'\);/);
    }
  });
});
