import type { Components, Theme } from '@mui/material/styles';

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      '*': { boxSizing: 'border-box' },
      html: { WebkitTextSizeAdjust: '100%' },
      'input[type=number]': { MozAppearance: 'textfield' },
    },
  },
  // Touch targets on the counter tablet and on phones: at least 44 px (issue 17).
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { minHeight: 44 } },
  },
  MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
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
