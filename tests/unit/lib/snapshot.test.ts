import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureSnapshot,
  OTHER_CLASSES_MAX_CHARS,
  SNAPSHOT_ROWS,
} from '../../../src/lib/snapshot-capture';
import {
  blockSnapshot,
  dropSnapshot,
  layoutBand,
  localDay,
  paintableSnapshot,
  SNAPSHOT_BLOCK_KEY,
  SNAPSHOT_KEYS,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_VERSION,
  snapshotScreen,
  writeSnapshot,
  type Snapshot,
  type SnapshotPlace,
} from '../../../src/lib/snapshot';

const NOW = new Date(2026, 10, 23, 10, 42);
const DASHBOARD: SnapshotPlace = { screen: '/', search: '', band: 0 };
const KEY = SNAPSHOT_KEYS['/'];

function snapshot(over: Partial<Snapshot> = {}): Snapshot {
  return {
    v: SNAPSHOT_VERSION,
    at: NOW.getTime(),
    day: localDay(NOW),
    lang: 'en-US',
    ...DASHBOARD,
    html: '<p data-status-count="pending">14</p>',
    css: '.a{color:red}',
    emotion: { ids: ['1x2y3z-MuiCard-root'], css: '.css-1x2y3z-MuiCard-root{padding:0}' },
    ...over,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the stored screen snapshots', () => {
  it('is painted only on the day it was taken and in the language it was taken in', () => {
    writeSnapshot(snapshot());
    expect(paintableSnapshot(DASHBOARD, NOW, 'en-US')?.html).toContain('14');
    expect(paintableSnapshot(DASHBOARD, NOW, 'de-DE')).toBeNull();
    expect(paintableSnapshot(DASHBOARD, new Date(2026, 10, 24, 0, 1), 'en-US')).toBeNull();
  });

  it('is painted only in a window of the layout band it was taken in', () => {
    writeSnapshot(snapshot({ band: 3 }));
    expect(paintableSnapshot({ ...DASHBOARD, band: 3 }, NOW, 'en-US')).not.toBeNull();
    expect(paintableSnapshot({ ...DASHBOARD, band: 2 }, NOW, 'en-US')).toBeNull();
    expect(paintableSnapshot(DASHBOARD, NOW, 'en-US')).toBeNull();
  });

  it("reads the window's band from MUI's breakpoints", () => {
    const width = (px: number) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: px >= Number(/min-width:(\d+)px/.exec(query)?.[1]),
      }));
    width(412);
    expect(layoutBand()).toBe(0);
    width(768);
    expect(layoutBand()).toBe(1);
    width(1280);
    expect(layoutBand()).toBe(3);
    vi.unstubAllGlobals();
  });

  it('keeps one per screen, each painted only on its own screen and at its own query', () => {
    const bookings: SnapshotPlace = { screen: '/bookings', search: '?status=pending', band: 0 };
    writeSnapshot(snapshot());
    writeSnapshot(snapshot({ ...bookings, html: '<div role="list">Anna</div>' }));
    expect(paintableSnapshot(DASHBOARD, NOW, 'en-US')?.html).toContain('14');
    expect(paintableSnapshot(bookings, NOW, 'en-US')?.html).toContain('Anna');
    expect(paintableSnapshot({ ...bookings, search: '' }, NOW, 'en-US')).toBeNull();
    expect(paintableSnapshot({ ...bookings, screen: '/reception' }, NOW, 'en-US')).toBeNull();
    // One written under another screen's key is not painted there.
    localStorage.setItem(SNAPSHOT_KEYS['/reception'], localStorage.getItem(KEY) ?? '');
    expect(paintableSnapshot({ ...DASHBOARD, screen: '/reception' }, NOW, 'en-US')).toBeNull();
  });

  it('knows the screens that keep one by their path only', () => {
    expect(snapshotScreen('/')).toBe('/');
    expect(snapshotScreen('/bookings')).toBe('/bookings');
    expect(snapshotScreen('/reception')).toBe('/reception');
    expect(snapshotScreen('/bookings/12')).toBeUndefined();
    expect(snapshotScreen('/settings')).toBeUndefined();
    expect(snapshotScreen('/toString')).toBeUndefined();
  });

  it('is not painted from an older shape or from text that is not one', () => {
    localStorage.setItem(KEY, JSON.stringify({ ...snapshot(), v: 3, wide: false }));
    expect(paintableSnapshot(DASHBOARD, NOW, 'en-US')).toBeNull();
    localStorage.setItem(KEY, '{not json');
    expect(paintableSnapshot(DASHBOARD, NOW, 'en-US')).toBeNull();
  });

  it('is dropped and neither kept nor painted while the device is locked', () => {
    const counter: SnapshotPlace = { screen: '/reception', search: '', band: 1 };
    writeSnapshot(snapshot());
    writeSnapshot(snapshot(counter));
    blockSnapshot(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(SNAPSHOT_KEYS['/reception'])).toBeNull();
    writeSnapshot(snapshot());
    expect(localStorage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify(snapshot()));
    expect(paintableSnapshot(DASHBOARD, NOW, 'en-US')).toBeNull();
    blockSnapshot(false);
    expect(localStorage.getItem(SNAPSHOT_BLOCK_KEY)).toBeNull();
    expect(paintableSnapshot(DASHBOARD, NOW, 'en-US')).not.toBeNull();
  });

  it('is not kept when it is too large, and the older one goes too', () => {
    writeSnapshot(snapshot());
    writeSnapshot(snapshot({ html: 'x'.repeat(SNAPSHOT_MAX_CHARS) }));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("goes with dropSnapshot, every screen's, and a sealed page (signing out) writes none again", async () => {
    writeSnapshot(snapshot());
    writeSnapshot(snapshot({ screen: '/bookings' }));
    localStorage.setItem('labdesk:other', 'kept');
    dropSnapshot();
    for (const key of Object.values(SNAPSHOT_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('labdesk:other')).toBe('kept');
    vi.resetModules();
    const fresh = await import('../../../src/lib/snapshot');
    fresh.writeSnapshot(snapshot());
    fresh.sealSnapshot();
    expect(localStorage.getItem(KEY)).toBeNull();
    fresh.writeSnapshot(snapshot({ screen: '/reception' }));
    expect(localStorage.getItem(SNAPSHOT_KEYS['/reception'])).toBeNull();
  });
});

describe('taking the snapshot from the page', () => {
  function page(markup: string, css: string): HTMLElement {
    const style = document.createElement('style');
    style.dataset.emotion = 'css';
    style.textContent = css;
    document.head.appendChild(style);
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = markup;
    document.body.appendChild(root);
    return root;
  }

  it("keeps figures and today's first rows, and leaves out what is marked", async () => {
    const rows = Array.from({ length: 8 }, (_, i) => `<li>Client ${i}</li>`).join('');
    const root = page(
      `<header><span data-snapshot="drop">Demo Lab · 4 unread</span><span>Search</span></header>
       <main>
         <p data-snapshot="as-of">Updated 2 minutes ago</p>
         <p class="figure">14</p>
         <section><h2>Waiting</h2><ul data-snapshot="empty"><li>Lukas</li></ul></section>
         <section><h2>Today</h2><ul data-snapshot="rows">${rows}</ul></section>
         <img src="blob:http://x/1" alt=""><img src="/logo.svg" alt="">
       </main>`,
      '.figure{font-size:2rem}',
    );
    const taken = await captureSnapshot(root, 'As of 10:42 AM');
    expect(taken).not.toBeNull();
    const html = taken?.html ?? '';
    expect(html).not.toContain('Demo Lab');
    expect(html).not.toContain('Lukas');
    expect(html).toContain('<h2>Waiting</h2>');
    expect(html).toContain('As of 10:42 AM');
    expect(html).not.toContain('Updated 2 minutes ago');
    expect(html.match(/<li>/g)).toHaveLength(SNAPSHOT_ROWS);
    expect(html).toContain(`Client ${SNAPSHOT_ROWS - 1}`);
    expect(html).not.toContain(`Client ${SNAPSHOT_ROWS}`);
    expect(html).not.toContain('blob:');
    expect(html).toContain('/logo.svg');
    expect(html).not.toContain('data-snapshot');
    // The live page is untouched.
    expect(root.textContent).toContain('Demo Lab');
  });

  it('keeps the first rows that are kept, a dropped one not counted, and marks within them', async () => {
    const rows = Array.from(
      { length: 8 },
      (_, i) =>
        `<li${i === 1 ? ' data-snapshot="drop"' : ''}>Client ${i}<b data-snapshot="drop">x</b></li>`,
    ).join('');
    const root = page(`<ul data-snapshot="rows">${rows}</ul>`, '');
    const html = (await captureSnapshot(root, ''))?.html ?? '';
    expect(html.match(/<li>/g)).toHaveLength(SNAPSHOT_ROWS);
    expect(html).not.toContain('Client 1');
    expect(html).toContain(`Client ${SNAPSHOT_ROWS}`);
    expect(html).not.toContain(`Client ${SNAPSHOT_ROWS + 1}`);
    expect(html).not.toContain('<b>');
  });

  it('keeps only the style rules the kept markup uses, media queries included', async () => {
    const root = page(
      '<p class="a b">1</p><p data-snapshot="drop" class="gone">2</p>',
      `.a{color:red} .a.b{font-weight:700} .gone{color:blue} .a .c{color:green}
       body{margin:0} @media (min-width: 600px){.a{color:pink} .gone{color:navy}}`,
    );
    const css = (await captureSnapshot(root, ''))?.css ?? '';
    expect(css).toContain('color: red');
    expect(css).toContain('font-weight: 700');
    expect(css).toContain('margin: 0');
    expect(css).toMatch(/@media \(min-width: 600px\)\{\.a \{ color: pink; \}\}/);
    expect(css).not.toContain('blue');
    expect(css).not.toContain('navy');
    expect(css).not.toContain('green');
  });

  it("keeps every rule of Emotion's classes on the page, with their names, for the app to adopt", async () => {
    const root = page(
      '<div class="css-1x2y3z-MuiCard-root"><span class="css-9q8w7e-MuiBadge-badge">4</span></div>' +
        '<p data-snapshot="drop" class="css-5dr0p5-MuiChip-root">Lukas</p>' +
        '<p class="css-7p1c7r-MuiAvatar-root">D</p>' +
        '<p data-snapshot="drop" class="css-3g0ne1-MuiAvatar-root">E</p>',
      `.css-1x2y3z-MuiCard-root{padding:8px} .css-1x2y3z-MuiCard-root.Mui-disabled{opacity:0.5}
       @media (min-width: 600px){.css-1x2y3z-MuiCard-root{padding:16px}}
       .css-9q8w7e-MuiBadge-badge{animation:animation-abc 1s} @keyframes animation-abc{from{opacity:0}}
       .css-5dr0p5-MuiChip-root{color:blue} .css-7p1c7r-MuiAvatar-root{background:url(/media/a.png)}
       .css-3g0ne1-MuiAvatar-root{background:url(/media/b.png)}
       .plain{margin:0} .css-1x2y3z-MuiCard-root .plain{margin:1px} .unused{color:teal}`,
    );
    const global = document.createElement('style');
    global.dataset.emotion = 'css-global';
    global.textContent = 'body{margin:0} .css-1x2y3z-MuiCard-root h2{color:green}';
    document.head.appendChild(global);
    const taken = await captureSnapshot(root, '');
    // A part left out of the markup is drawn by the live render too: its styles come along, but
    // not a class that names a picture's address.
    expect(taken?.html).not.toContain('Lukas');
    expect(taken?.emotion.ids.sort()).toEqual([
      '1x2y3z-MuiCard-root',
      '5dr0p5-MuiChip-root',
      '9q8w7e-MuiBadge-badge',
    ]);
    const own = taken?.emotion.css ?? '';
    // A state the markup is not in (disabled) still belongs to the class: Emotion will not insert
    // it again once the class is adopted.
    expect(own).toContain('opacity: 0.5');
    expect(own).toMatch(/@media \(min-width: 600px\)/);
    expect(own).toContain('@keyframes animation-abc');
    expect(own).toContain('margin: 1px');
    expect(own).toContain('color: blue');
    expect(own).not.toContain('url(');
    expect(own).not.toContain('teal');
    // The global sheet's rules are the snapshot's own, kept by what the markup uses.
    const css = taken?.css ?? '';
    expect(css).toContain('margin: 0');
    expect(css).toContain('color: green');
    expect(css).not.toContain('padding');
    // A class naming a picture is not adopted: its rules stay the kept markup's, as before.
    expect(css).toContain('a.png');
    expect(css).not.toContain('b.png');
  });

  it("adopts the classes Emotion inserted for no element too, up to a limit, in the sheet's order", async () => {
    // An IconButton: its own layer's class, then the ButtonBase class that composes it and is the
    // only one in the markup. Then other screens' classes, more than the limit.
    const others = Array.from(
      { length: 40 },
      (_, i) =>
        `.css-other${i}{font-family:${Array(OTHER_CLASSES_MAX_CHARS / 100)
          .fill('f')
          .join(',')}}`,
    );
    const root = page(
      '<button class="css-10wihli">+</button>',
      `.css-1urg4ul{padding:8px} .css-10wihli{display:inline-flex;padding:8px}
       .css-1urg4ul:hover{color:red} ${others.join(' ')}`,
    );
    const taken = await captureSnapshot(root, '');
    const ids = taken?.emotion.ids ?? [];
    expect(ids).toContain('10wihli');
    expect(ids).toContain('1urg4ul');
    const adoptedOthers = ids.filter((id) => id.startsWith('other'));
    // The first others, as many as fit, never more: the page's own class is never left out.
    expect(adoptedOthers).toEqual(others.slice(0, adoptedOthers.length).map((_, i) => `other${i}`));
    expect(adoptedOthers.length).toBeGreaterThan(0);
    expect(adoptedOthers.length).toBeLessThan(others.length);
    const css = taken?.emotion.css ?? '';
    expect(css.length).toBeLessThan(OTHER_CLASSES_MAX_CHARS + 200);
    expect(css.indexOf('.css-1urg4ul {')).toBeLessThan(css.indexOf('.css-10wihli {'));
    expect(css.indexOf('.css-10wihli {')).toBeLessThan(css.indexOf('.css-1urg4ul:hover'));
  });

  it('reads the rules in slices, giving the thread back between them, and misses none', async () => {
    const classes = Array.from({ length: 300 }, (_, i) => `css-r${i}-MuiBox-root`);
    const root = page(
      classes.map((c) => `<p class="${c}">x</p>`).join(''),
      classes.map((c, i) => `.${c}{margin:${i}px}`).join(' '),
    );
    // A slow thread: every clock read is a millisecond later.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    const pauses = vi.spyOn(globalThis, 'setTimeout');
    const taken = await captureSnapshot(root, '');
    expect(pauses.mock.calls.filter(([, ms]) => ms === 0).length).toBeGreaterThan(30);
    expect(taken?.emotion.ids).toHaveLength(300);
    expect(taken?.emotion.css).toContain('margin: 299px');
  });

  it('takes nothing while a dialog hides the page', async () => {
    const root = page('<p>14</p>', '');
    root.setAttribute('aria-hidden', 'true');
    expect(await captureSnapshot(root, '')).toBeNull();
  });
});
