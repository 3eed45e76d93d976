/**
 * SPEC 1's language detection, once: i18next's detector (i18n.ts) and the inline script that
 * shows the pre-rendered English sign-in form (build/page/show-sign-in.ts) both ask it, so the
 * form is shown exactly to the visitors the app will speak English to.
 */
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../config/constants';

/** i18next's cookie; the app itself never writes it. */
const LANGUAGE_COOKIE = 'i18next';

/** What SPEC 1 looks at for the language, in its order. */
export interface LanguageHintValues {
  /** `?lng=` */
  query: string | null;
  cookie: string | null;
  localStorage: string | null;
  sessionStorage: string | null;
  /** The browser's languages, preferred first. */
  browser: readonly string[];
  /** `<html lang>` */
  htmlTag: string | null;
}

/**
 * Each hint read when it is asked for: detection stops at the first supported one, and a page's
 * first read of the cookie or of a storage is a synchronous call to the browser, which a busy
 * start makes wait (a returning vendor's language is in local storage: session storage is never
 * read).
 */
export type LanguageHints = { [K in keyof LanguageHintValues]: () => LanguageHintValues[K] };

/** The code with i18next's casing (en-us: en-US) when its language is supported. */
function supported(code: string | null): string | undefined {
  if (!code) return undefined;
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(code.replace(/_/g, '-'));
  } catch {
    return undefined;
  }
  const language = canonical?.split('-')[0];
  return SUPPORTED_LANGUAGES.some((l) => l === language) ? canonical : undefined;
}

/** The first hint in a supported language, region kept (for dates and numbers); else German. */
export function detectLanguage(hints: LanguageHints): string {
  const { query, cookie, localStorage, sessionStorage, browser, htmlTag } = hints;
  const one = (read: () => string | null) => () => [read()];
  for (const read of [one(query), one(cookie), one(localStorage), one(sessionStorage), browser]) {
    for (const code of read()) {
      const found = supported(code);
      if (found) return found;
    }
  }
  return supported(htmlTag()) ?? FALLBACK_LANGUAGE;
}

function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): as if nothing were stored.
    return null;
  }
}

function cookieValue(name: string): string | null {
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) : null;
}

/** The hints of this page, each read when asked: works while index.html is still being parsed. */
export function readLanguageHints(): LanguageHints {
  return {
    query: () => new URLSearchParams(location.search).get('lng'),
    cookie: () => cookieValue(LANGUAGE_COOKIE),
    localStorage: () => stored(() => window.localStorage),
    sessionStorage: () => stored(() => window.sessionStorage),
    browser: () => [...navigator.languages, navigator.language],
    htmlTag: () => document.documentElement.getAttribute('lang'),
  };
}

/**
 * This page's language without its region (en for en-GB): the one whose words files and
 * pre-rendered sign-in form apply, for index.html's scripts before i18next runs.
 */
export function pageLanguage(): string {
  return detectLanguage(readLanguageHints()).split('-')[0] ?? FALLBACK_LANGUAGE;
}
