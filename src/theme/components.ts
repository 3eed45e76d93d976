import type { Components, Theme } from '@mui/material/styles';
import { HEADER_HEIGHT_DESKTOP } from '../config/constants';
import { FOCUS_RING, FOCUS_RING_INSET } from './focus';

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      '*': { boxSizing: 'border-box' },
      'input[type=number]': { MozAppearance: 'textfield' },
      // One visible focus for the keyboard on everything focusable (`html` outranks a
      // component's own `outline: 0`). A text field shows its focus on its own outline instead;
      // the main region and a screen's heading are focused by the app (skip link, route change)
      // as a starting point, not as controls.
      'html :focus-visible:not(input, textarea, [role="combobox"], main, h1), html .Mui-focusVisible':
        FOCUS_RING,
      'html :is(.MuiListItemButton-root, .MuiMenuItem-root, .ld-nav__item, [role="row"], [role="gridcell"], [role="columnheader"]):is(:focus-visible, .Mui-focusVisible)':
        FOCUS_RING_INSET,
      // Whatever the keyboard reaches scrolls clear of the sticky header (2.4.11).
      html: { WebkitTextSizeAdjust: '100%', scrollPaddingTop: HEADER_HEIGHT_DESKTOP + 8 },
    },
  },
  // Touch targets on the counter tablet and on phones: at least 44 px (issue 17).
  // The focus ring above is the keyboard's focus; a pulsing ripple beside it is motion only.
  MuiButton: {
    defaultProps: { disableElevation: true, disableFocusRipple: true },
    styleOverrides: { root: { minHeight: 44 } },
  },
  MuiIconButton: {
    defaultProps: { disableFocusRipple: true },
    styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
  },
  MuiListItemButton: { styleOverrides: { root: { minHeight: 44 } } },
  // MUI drops a menu item to its text's height from `sm` up; a finger still needs 44 px there.
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({ minHeight: 44, [theme.breakpoints.up('sm')]: { minHeight: 44 } }),
    },
  },
  MuiCard: {
    styleOverrides: {
      root: {
        boxShadow: '0 0 2px 0 rgba(145,158,171,0.2), 0 12px 24px -4px rgba(145,158,171,0.12)',
      },
    },
  },
};
