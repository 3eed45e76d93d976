import type { PaletteOptions } from '@mui/material/styles';
import { MAIN_BACKGROUND, PRIMARY_COLOR } from '../config/constants';

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: PRIMARY_COLOR, contrastText: '#FFFFFF' },
  secondary: { main: '#8E33FF' },
  // Darker than MUI's own warning and info: white text on them, and they as text on white or on
  // the page's grey, reach 4.5:1 (MUI's #ED6C02 has 3.1:1, #0288D1 3.9:1).
  warning: { main: '#B54D00', contrastText: '#FFFFFF' },
  info: { main: '#01579B', contrastText: '#FFFFFF' },
  background: { default: MAIN_BACKGROUND, paper: '#FFFFFF' },
  text: { primary: '#1C252E', secondary: '#5F6B76' },
};
