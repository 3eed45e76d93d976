import type { Page } from '@playwright/test';

/** The smallest side of a touch target (WCAG 2.5.5, Apple's and Material's 44 to 48 px). */
export const MIN_TARGET = 44;

/** The sizes issue 17 names: a phone, a tablet both ways round, a desktop. */
export const VIEWPORTS = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'tablet portrait', width: 768, height: 1024 },
  { name: 'tablet landscape', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

export interface FitAudit {
  scrollWidth: number;
  innerWidth: number;
  /** Elements wider than the window, the likely cause of a sideways scroll. */
  wide: string[];
  small: SmallTarget[];
}

/**
 * Runs in the page: how wide the document is, and every control a finger uses (buttons, links,
 * fields, checkboxes and the like) that is on screen and smaller than `min` either way. A control
 * passes when its own box is big enough, or when it sits inside a clickable box that is: the
 * outlined field around an input (MUI focuses the input on a tap anywhere in it) or a label.
 */
function auditPage(min: number): FitAudit {
  const SELECTOR = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="tab"]',
    '[role="combobox"]',
    '[role="menuitem"]',
    '[role="option"]',
    '[tabindex="0"]',
    // react-big-calendar's month events are clickable boxes without a role.
    '.rbc-event',
  ].join(',');
  const describe = (el: Element) => {
    const label =
      el.getAttribute('aria-label') ??
      el.getAttribute('placeholder') ??
      (el.textContent ?? '').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${label}"`;
  };
  const bigEnough = (r: DOMRect) => r.width >= min - 0.5 && r.height >= min - 0.5;
  const small: SmallTarget[] = [];
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (el.closest('[aria-hidden="true"], [inert]')) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    // Zero-sized or clipped to a pixel: for screen readers only, no finger lands on it.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right <= 0 || box.left >= innerWidth) continue;
    if (bigEnough(box)) continue;
    const wrapper = el.closest('.MuiInputBase-root, label');
    if (wrapper && wrapper !== el && bigEnough(wrapper.getBoundingClientRect())) continue;
    small.push({
      what: describe(el),
      width: Math.round(box.width),
      height: Math.round(box.height),
    });
  }
  const wide: string[] = [];
  if (document.documentElement.scrollWidth > innerWidth) {
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.right > innerWidth + 0.5 && box.width > 0) {
        const parentBox = el.parentElement?.getBoundingClientRect();
        if (!parentBox || parentBox.right <= innerWidth + 0.5) wide.push(describe(el));
      }
    }
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    wide: wide.slice(0, 10),
    small,
  };
}

export function auditFit(page: Page): Promise<FitAudit> {
  return page.evaluate(auditPage, MIN_TARGET);
}
