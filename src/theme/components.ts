import type { Components, Theme } from '@mui/material/styles';

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      '*': { boxSizing: 'border-box' },
      html: { WebkitTextSizeAdjust: '100%' },
      'input[type=number]': { MozAppearance: 'textfield' },
    },
  },
  MuiButton: { defaultProps: { disableElevation: true } },
  // Touch targets on the counter tablet: at least 44 px.
  MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
  MuiListItemButton: { styleOverrides: { root: { minHeight: 44 } } },
  MuiCard: {
    styleOverrides: {
      root: {
        boxShadow: '0 0 2px 0 rgba(145,158,171,0.2), 0 12px 24px -4px rgba(145,158,171,0.12)',
      },
    },
  },
};
