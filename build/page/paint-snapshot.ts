/**
 * Runs inline while index.html is parsed, before any script has loaded: on the dashboard (`/`),
 * when this device keeps a snapshot of today's dashboard in the language the app will speak
 * (src/lib/snapshot.ts), taken in a window of this one's layout (fixed navigation or not), it
 * paints it in #root with its styles, inert and marked "as of" its time, so the first paint shows
 * the last known figures. main.tsx then renders the live dashboard over it, adopting the
 * snapshot's Emotion rules. Any other path, a locked device or no snapshot keeps the splash.
 */
import { detectLanguage, readLanguageHints } from '../../src/lib/language.ts';
import { paintableSnapshot, SNAPSHOT_STYLE_ID, wideLayout } from '../../src/lib/snapshot.ts';

function paintSnapshot(): void {
  const root = document.getElementById('root');
  if (!root || root.dataset.prerendered || !/^\/$/.test(location.pathname)) return;
  const snapshot = paintableSnapshot(new Date(), detectLanguage(readLanguageHints()), wideLayout());
  if (!snapshot) return;
  const style = document.createElement('style');
  style.id = SNAPSHOT_STYLE_ID;
  style.textContent = snapshot.css;
  document.head.appendChild(style);
  // Emotion's server-rendered form: the app's Emotion cache adopts these rules as inserted when
  // it is created, and keeps them (the snapshot's style above goes at the first render).
  const { ids, css } = snapshot.emotion;
  if (ids.length > 0) {
    const own = document.createElement('style');
    own.setAttribute('data-emotion', `css ${ids.join(' ')}`);
    own.textContent = css;
    document.head.appendChild(own);
  }
  const frame = document.createElement('div');
  frame.inert = true;
  frame.setAttribute('aria-busy', 'true');
  frame.innerHTML = snapshot.html;
  root.replaceChildren(frame);
  root.dataset.prerendered = 'snapshot';
}

try {
  paintSnapshot();
} catch {
  // The splash stays and React renders the screen.
}
