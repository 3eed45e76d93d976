import {
  BORDER_RADIUS,
  FONT_PRIMARY,
  HEADER_HEIGHT_DESKTOP,
  HEADER_HEIGHT_MOBILE,
  HEADER_OFFSET,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  MAIN_BACKGROUND,
  NAV_WIDTH,
  PRIMARY_COLOR,
} from '../config/constants';
import { FOCUS_COLOR } from './focus';
import { palette } from './palette';

/**
 * The theme's values as CSS custom properties, for what draws without MUI (the sign-in screen,
 * the entry's fallbacks, the signed-in shell and the dashboard's panels: src/components/plain). The same constants as the MUI theme; the
 * error red is MUI's default `error.main`, which the theme keeps.
 */
const VARS: Record<string, string> = {
  '--ld-primary': PRIMARY_COLOR,
  // MUI's `primary.dark` (the main colour darkened by 0.3): text on the primary's light tints.
  '--ld-primary-dark': 'color-mix(in srgb, var(--ld-primary) 70%, black)',
  '--ld-on-primary': '#FFFFFF',
  '--ld-focus': FOCUS_COLOR,
  '--ld-error': '#D32F2F',
  '--ld-success': '#2E7D32',
  '--ld-text': String(palette.text?.primary),
  '--ld-text-secondary': String(palette.text?.secondary),
  '--ld-background': MAIN_BACKGROUND,
  '--ld-paper': String(palette.background?.paper),
  '--ld-radius': `${BORDER_RADIUS}px`,
  '--ld-font': FONT_PRIMARY,
  '--ld-logo-width': `${LOGO_WIDTH}px`,
  '--ld-logo-height': `${LOGO_HEIGHT}px`,
  '--ld-nav-width': `${NAV_WIDTH}px`,
  '--ld-header-height': `${HEADER_HEIGHT_MOBILE}px`,
  '--ld-header-height-lg': `${HEADER_HEIGHT_DESKTOP}px`,
  '--ld-header-offset': `${HEADER_OFFSET}px`,
  '--ld-info': String((palette.info as { main: string }).main),
  '--ld-warning': String((palette.warning as { main: string }).main),
};

/** `:root { … }` with every variable, for a <style> element. */
export const THEME_VARS_CSS = `:root{${Object.entries(VARS)
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`;

export const THEME_VARS_STYLE_ID = 'theme-vars';

/** Writes the variables into the page once (a built index.html has them in its head already). */
export function applyThemeVars(doc: Document = document): void {
  if (doc.getElementById(THEME_VARS_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = THEME_VARS_STYLE_ID;
  style.textContent = THEME_VARS_CSS;
  doc.head.appendChild(style);
}
