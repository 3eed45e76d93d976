/**
 * The keyboard's focus ring, one for the whole app (WCAG 2.4.7, toward 2.4.13): 3 px of a dark
 * green that has 9:1 or more against white, the page's grey and the light tints of selected
 * rows, and 3:1 against the primary green of a filled button it surrounds.
 */
export const FOCUS_COLOR = '#00432E';

/** Around the element: for buttons, links and anything with its own background. */
export const FOCUS_RING = { outline: `3px solid ${FOCUS_COLOR}`, outlineOffset: '2px' } as const;

/** Inside the element: for rows and entries that fill a list or a menu edge to edge. */
export const FOCUS_RING_INSET = { ...FOCUS_RING, outlineOffset: '-3px' } as const;
