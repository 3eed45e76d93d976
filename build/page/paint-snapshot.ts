/**
 * Runs inline while index.html is parsed, before any script has loaded: on a screen that keeps a
 * snapshot (the dashboard, the bookings list, the counter), when this device keeps one of today
 * in the language the app will speak (src/lib/snapshot.ts), taken at this address's query in a
 * window of this one's layout band, it paints it in #root with its styles, inert and marked "as
 * of" its time, so the first paint shows the last known figures and rows. main.tsx then renders
 * the live screen over it, adopting the snapshot's Emotion rules. Any other path, a locked device
 * or no snapshot keeps the splash.
 */
import { detectLanguage, readLanguageHints } from '../../src/lib/language.ts';
import {
  layoutBand,
  paintableSnapshot,
  SNAPSHOT_STYLE_ID,
  snapshotScreen,
} from '../../src/lib/snapshot.ts';

function paintSnapshot(): void {
  const root = document.getElementById('root');
  const screen = snapshotScreen(location.pathname);
  if (!root || root.dataset.prerendered || !screen) return;
  const place = { screen, search: location.search, band: layoutBand() };
  const snapshot = paintableSnapshot(place, new Date(), detectLanguage(readLanguageHints()));
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
