/**
 * Takes a screen's snapshot (snapshot.ts) from the page as it is drawn: the markup of #root
 * pruned to what may be kept, and the style rules that markup uses. Elements say what becomes of
 * them with `data-snapshot`:
 * - `drop`: left out (the vendor's name and picture, the bell's count, the sync state, banners);
 * - `empty`: kept without its content (the cards that are not figures or today's rows);
 * - `rows`: only its first SNAPSHOT_ROWS children are kept (today's list, the first cards);
 * - `as-of`: its text becomes the "as of" label (the dashboard's age, a list's count).
 */

import { yieldToPage } from './yield';

/** How many of today's rows a snapshot keeps. */
export const SNAPSHOT_ROWS = 5;

/** The class names used anywhere in the subtree. */
function classesOf(root: Element): Set<string> {
  const names = new Set<string>();
  for (const name of root.classList) names.add(name);
  for (const el of root.querySelectorAll('[class]'))
    for (const name of el.classList) names.add(name);
  return names;
}

const CLASS_TOKEN = /\.(-?[_a-zA-Z][\w-]*)/g;

/** A rule applies to the markup when every class its selector names is in it. */
function selectorUsed(selector: string, classes: Set<string>): boolean {
  for (const match of selector.matchAll(CLASS_TOKEN)) {
    if (!classes.has(match[1] ?? '')) return false;
  }
  return true;
}

function usedRules(rules: Iterable<CSSRule>, classes: Set<string>): string[] {
  const kept: string[] = [];
  for (const rule of rules) {
    if ('selectorText' in rule && typeof rule.selectorText === 'string') {
      if (selectorUsed(rule.selectorText, classes)) kept.push(rule.cssText);
    } else if (rule instanceof CSSMediaRule) {
      const inner = usedRules(rule.cssRules, classes);
      if (inner.length) kept.push(`@media ${rule.media.mediaText}{${inner.join('')}}`);
    } else {
      // Keyframes and the like: few, and a kept rule may name them.
      kept.push(rule.cssText);
    }
  }
  return kept;
}

/** Emotion names a class `css-<name>`; its cache knows the style by `<name>`. */
const EMOTION_CLASS = /^css-([a-z0-9]+(?:-[\w-]+)?)$/;

/** The style rules a snapshot paints: see Snapshot's `css` and `emotion`. */
export interface SnapshotCss {
  css: string;
  emotion: { ids: string[]; css: string };
}

/**
 * How many characters of Emotion's rules for classes not on the page a snapshot adopts besides
 * those of the page's own (which it always does): enough for the dashboard's, without letting a
 * long session's other screens fill the device's storage.
 */
export const OTHER_CLASSES_MAX_CHARS = 30_000;

/**
 * How long a capture holds the page's thread at a time. Reading every rule's text is its
 * costly part (10 to 37 ms at full speed on a cold load of the dashboard, a task of 100 to 370 ms
 * on a phone's CPU); in slices, a tap or a frame comes between them.
 */
const SLICE_MS = 4;

/**
 * The rules of Emotion's style sheets (MUI's) for the snapshot. Of the global styles, what the
 * kept markup (`classes`) uses. Of Emotion's own sheet (the class styles; its `data-emotion` is
 * `css`), every rule of each `css-<name>` class, states and breakpoints included, and the
 * keyframes: the app's Emotion cache adopts them as inserted (see build/page/paint-snapshot.ts),
 * so the live render inserts only what is new. That is every class of the live page
 * (`liveClasses`: the parts the snapshot leaves out are drawn again by the live render too), and
 * then the sheet's other classes up to OTHER_CLASSES_MAX_CHARS: above all, the inner layers of
 * MUI's components (an IconButton's own styles before its ButtonBase composes them into the class
 * the page shows), which Emotion inserts all the same, a third of the live render's rules. A class
 * with a `url(` in its rules is not adopted, so that a picture's address is kept only where the
 * kept markup shows it: its rules are the markup's like the global ones.
 */
async function collectCss(classes: Set<string>, liveClasses: Set<string>): Promise<SnapshotCss> {
  const live = new Set<string>();
  for (const name of liveClasses) {
    const id = EMOTION_CLASS.exec(name)?.[1];
    if (id) live.add(id);
  }
  const kept: string[] = [];
  const keyframes: string[] = [];
  const byId = new Map<string, CSSRule[]>();
  /** The class rules in the sheet's order: of two rules as specific, the later one wins. */
  const classRules: CSSRule[] = [];
  let sliceStart = performance.now();
  for (const sheet of document.styleSheets) {
    const owner = sheet.ownerNode;
    if (!(owner instanceof HTMLStyleElement) || owner.dataset.emotion === undefined) continue;
    const classSheet = owner.dataset.emotion.split(' ')[0] === 'css';
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      // A sheet that cannot be read is not ours.
      continue;
    }
    for (const rule of rules) {
      // Emotion only ever adds rules, so what a slice read stays true across the pause.
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToPage();
        sliceStart = performance.now();
      }
      if (classSheet) {
        if (rule instanceof CSSKeyframesRule) {
          keyframes.push(rule.cssText);
          continue;
        }
        const named = [...rule.cssText.matchAll(CLASS_TOKEN)]
          .map((m) => EMOTION_CLASS.exec(m[1] ?? '')?.[1])
          .filter((id) => id !== undefined);
        // A rule naming several classes (a component selector) goes with each of them.
        for (const id of named) byId.set(id, [...(byId.get(id) ?? []), rule]);
        if (named.length > 0) {
          classRules.push(rule);
          continue;
        }
      }
      kept.push(...usedRules([rule], classes));
    }
  }
  const adoptable = [...byId].filter(([, rules]) => !rules.some((r) => r.cssText.includes('url(')));
  let room = OTHER_CLASSES_MAX_CHARS;
  const adopted = adoptable.filter(([id, rules]) => {
    if (live.has(id)) return true;
    room -= rules.reduce((sum, r) => sum + r.cssText.length, 0);
    return room >= 0;
  });
  const adoptedRules = new Set(adopted.flatMap(([, rules]) => rules));
  // Of the page's classes not adopted, the rules but those shared with an adopted one.
  const left = [...byId]
    .filter(([id]) => live.has(id))
    .flatMap(([, rules]) => rules)
    .filter((rule) => !adoptedRules.has(rule));
  for (const rule of new Set(left)) kept.push(...usedRules([rule], classes));
  return {
    css: kept.join('\n'),
    emotion: {
      ids: adopted.map(([id]) => id),
      css: [
        ...keyframes,
        ...classRules.filter((rule) => adoptedRules.has(rule)).map((rule) => rule.cssText),
      ].join('\n'),
    },
  };
}

/** What a snapshot never keeps: a blob: picture lives only as long as this page; no scripts. */
const NEVER_KEPT = 'img[src^="blob:"], script, iframe, object, embed';

/**
 * A copy of `node` as a snapshot may keep it (see the marks above), or null when it is left out.
 * It copies only what is kept, element by element: a counter's day or a list drawn to a few
 * hundred rows is not copied whole to keep five of them.
 */
function keptCopy(node: Node, asOf: string): Node | null {
  if (!(node instanceof Element)) return node.cloneNode(false);
  const mark = node.getAttribute('data-snapshot');
  if (mark === 'drop' || node.matches(NEVER_KEPT)) return null;
  const copy = node.cloneNode(false) as Element;
  copy.removeAttribute('data-snapshot');
  if (mark === 'empty') return copy;
  if (mark === 'as-of') {
    copy.textContent = asOf;
    return copy;
  }
  let rows = 0;
  for (const child of node.childNodes) {
    const isRow = mark === 'rows' && child instanceof Element;
    if (isRow && rows >= SNAPSHOT_ROWS) break;
    const kept = keptCopy(child, asOf);
    if (!kept) continue;
    copy.appendChild(kept);
    if (isRow) rows += 1;
  }
  return copy;
}

/** The markup of `root`'s content as a snapshot may keep it; null when there is nothing. */
function pruneMarkup(root: HTMLElement, asOf: string): HTMLElement | null {
  const copy = keptCopy(root, asOf);
  return copy instanceof HTMLElement && copy.children.length ? copy : null;
}

/**
 * The snapshot of what `root` shows now, with `asOf` where the live age was; null when a dialog
 * is open over it (its content would be hidden) or there is nothing to keep. The markup is taken
 * at once; the live page's classes in a task after it, and its style rules in slices (SLICE_MS),
 * so the promise settles a few tasks later.
 */
export async function captureSnapshot(
  root: HTMLElement,
  asOf: string,
): Promise<({ html: string } & SnapshotCss) | null> {
  if (root.getAttribute('aria-hidden') === 'true' || root.hasAttribute('inert')) return null;
  const copy = pruneMarkup(root, asOf);
  if (!copy) return null;
  const html = copy.innerHTML;
  const classes = classesOf(copy);
  // Reading the live page's classes walks all of it (a counter's day of rows): a task of its own.
  await yieldToPage();
  return { html, ...(await collectCss(classes, classesOf(root))) };
}
