/**
 * Build-time only (build/prerender-sign-in.ts): renders the English sign-in screen to
 * HTML with its Emotion styles, so that index.html can paint the form before any script has
 * loaded. main.tsx then hydrates that markup instead of replacing it. Not part of the app bundle.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import deAuth from '../../public/locales/de/auth.json';
import deCommon from '../../public/locales/de/common.json';
import enAuth from '../../public/locales/en/auth.json';
import enCommon from '../../public/locales/en/common.json';
import { AppFrame } from '../app/app';
import { AppRoutes, prepareFirstScreen } from '../app/router';
import { i18n, sharedOptions } from '../lib/i18n';

const SIGN_IN_PATH = '/login';

export interface Prerendered {
  /** The markup of #root, as React renders it. */
  html: string;
  /** `<style data-emotion>` tags that Emotion's client cache adopts as already inserted. */
  styles: string;
}

/**
 * The style tags of what was rendered, the way @emotion/server's extractCriticalToChunks and
 * constructStyleTagsFromChunks write them (that package would bring Node stream shims into the
 * build for two loops): global styles one tag each, the rest in one tag listing their ids.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set(
    [...html.matchAll(new RegExp(`${cache.key}-([\\w-]+)`, 'g'))].map((m) => m[1]),
  );
  const ids: string[] = [];
  let css = '';
  let globals = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!registered) {
      globals += `<style data-emotion="${cache.key}-global ${id}">${rules}</style>`;
    } else if (used.has(id)) {
      ids.push(id);
      css += rules;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`;
}

export async function renderSignIn(): Promise<Prerendered> {
  await i18n.use(initReactI18next).init({
    ...sharedOptions,
    lng: 'en',
    ns: ['common', 'auth'],
    resources: {
      en: { common: enCommon, auth: enAuth },
      de: { common: deCommon, auth: deAuth },
    },
  });
  await prepareFirstScreen(SIGN_IN_PATH, false);

  // Compat mode: Emotion keeps the rules in `inserted` instead of writing <style> tags inline.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // The same element tree as main.tsx renders (useId's ids depend on it), around a static router.
  const html = renderToString(
    <CacheProvider value={cache}>
      <StrictMode>
        <AppFrame>
          <StaticRouter location={SIGN_IN_PATH}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </StrictMode>
    </CacheProvider>,
  );
  return { html, styles: styleTags(cache, html) };
}
