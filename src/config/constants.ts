/** Every number the spec fixes, once. Section numbers point at SPEC.md. */

// SPEC 9: layout
export const NAV_WIDTH = 280;
/** Where the side navigation is fixed rather than a drawer: MUI's `lg` breakpoint. */
export const NAV_FIXED_MEDIA = '(min-width:1200px)';
/**
 * MUI's breakpoints above `xs` (sm, md, lg, xl), which the theme keeps: a window's layout is the
 * band of them it is in. Plain numbers, so the inline paint script can ask them too.
 */
export const LAYOUT_WIDTHS = [600, 900, 1200, 1536] as const;
export const HEADER_HEIGHT_MOBILE = 64;
export const HEADER_HEIGHT_DESKTOP = 82;
export const HEADER_OFFSET = 64;
export const SEARCH_BAR_HEIGHT_MOBILE = 64;
export const SEARCH_BAR_HEIGHT_DESKTOP = 92;
export const LOGO_WIDTH = 150;
export const LOGO_HEIGHT = 60;
export const NOTIFICATION_PANEL_WIDTH = 360;
export const ACCOUNT_MENU_WIDTH = 200;

// SPEC 9: theme
// Dark enough for text and white-on-primary buttons at WCAG AA (5.3:1 on white).
export const PRIMARY_COLOR = '#007B55';
export const BORDER_RADIUS = 8;
export const MAIN_BACKGROUND = '#F4F6F8';
export const FONT_PRIMARY = '"Public Sans", sans-serif';
export const FONT_SECONDARY = '"Barlow", sans-serif';

// Sign-in: the one-time code's length (the reference server's codes; the field took no more).
export const OTP_LENGTH = 6;

// SPEC 9: snackbars
export const SNACKBAR_MAX = 3;
export const SNACKBAR_AUTO_HIDE_MS = 5000;

// SPEC 4 / 9: persistence and push
export const DB_NAME = 'root';
export const REHYDRATE_TIMEOUT_MS = 5000;
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
export const DEVICE_TYPE = 'web';

// SPEC 1 / 9: languages
export const DEFAULT_LANGUAGE = 'en';
export const FALLBACK_LANGUAGE = 'de';
export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** One translation file per area, so each feature owns its own strings. */
export const I18N_NAMESPACES = [
  'common',
  'auth',
  'account',
  'sync',
  'bookings',
  'catalogue',
  'notifications',
  'lock',
] as const;

// Uploads (the reference API's limit, checked before sending)
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The service worker's caches of the locale files (sw/sw.ts), one per version: part of the shell,
 * kept at sign-out like the precache.
 */
export const LOCALES_CACHE_PREFIX = 'labdesk-locales-';
