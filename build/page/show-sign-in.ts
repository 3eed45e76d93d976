/**
 * Runs inline while index.html is parsed, before any script has loaded: on /login, for a visitor
 * who will get English, it puts the pre-rendered form (build/prerender-sign-in.ts) in #root, so
 * the first paint is the form (its styles, the entry's stylesheet and the theme's variables, are in
 * the head already). main.tsx hydrates it. Any other path
 * keeps the splash. What is typed before then stays (OtpForm adopts it).
 */
import { pageLanguage } from '../../src/lib/language.ts';
import type { ShowSignInData } from './page-data.ts';

declare const PAGE_DATA: ShowSignInData;

function showSignIn({ templateId }: ShowSignInData): void {
  const root = document.getElementById('root');
  const template = document.getElementById(templateId);
  if (!root || !(template instanceof HTMLTemplateElement)) return;
  if (!/^\/login\/?$/.test(location.pathname)) return;
  // The same answer as i18next's will be: the form is English only.
  if (pageLanguage() !== 'en') return;
  root.replaceChildren(template.content);
  root.dataset.prerendered = 'sign-in';
  // Until React has hydrated the form its buttons stay disabled: the submit button would let
  // Enter submit the form natively, the others (a password instead, the language) would take a
  // click and do nothing. AppRoutes enables them.
  root.querySelectorAll('button').forEach((button) => {
    button.setAttribute('disabled', '');
    button.setAttribute('data-until-ready', '');
  });
}

try {
  showSignIn(PAGE_DATA);
} catch {
  // The splash stays and React renders the screen.
}
