/**
 * Styles that keep an element for screen readers only. In sx a number up to 1 is a fraction
 * (width: 1 is 100%, which made the page scroll sideways once), hence the pixels.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
