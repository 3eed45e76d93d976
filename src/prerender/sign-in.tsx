/**
 * Build-time only (build/prerender-sign-in.ts): renders the English sign-in screen to HTML, so
 * that index.html can paint the form before any script has loaded. main.tsx then hydrates that
 * markup instead of replacing it. Not part of the app bundle. The screen is drawn in plain
 * elements: its styles are the entry's stylesheet and the theme's variables.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import deAuth from '../../public/locales/de/auth.json';
import deCommon from '../../public/locales/de/common.json';
import enAuth from '../../public/locales/en/auth.json';
import enCommon from '../../public/locales/en/common.json';
import { AppFrame } from '../app/app';
import { AppRoutes, prepareFirstScreen } from '../app/router';
import { i18n, sharedOptions } from '../lib/i18n';
import { THEME_VARS_CSS, THEME_VARS_STYLE_ID } from '../theme/css-vars';

const SIGN_IN_PATH = '/login';

export interface Prerendered {
  /** The markup of #root, as React renders it. */
  html: string;
  /** The theme's variables, as main.tsx would write them (applyThemeVars), for the page's head. */
  styles: string;
}

export async function renderSignIn(): Promise<Prerendered> {
  await i18n.init({
    ...sharedOptions,
    lng: 'en',
    ns: ['common', 'auth'],
    resources: {
      en: { common: enCommon, auth: enAuth },
      de: { common: deCommon, auth: deAuth },
    },
  });
  await prepareFirstScreen(SIGN_IN_PATH, false);

  // The same element tree as main.tsx renders (useId's ids depend on it), around a static router.
  const html = renderToString(
    <StrictMode>
      <AppFrame>
        <StaticRouter location={SIGN_IN_PATH}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
  );
  return { html, styles: `<style id="${THEME_VARS_STYLE_ID}">${THEME_VARS_CSS}</style>` };
}
