import type { PaletteOptions } from '@mui/material/styles';
import { MAIN_BACKGROUND, PRIMARY_COLOR } from '../config/constants';

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: PRIMARY_COLOR, contrastText: '#FFFFFF' },
  secondary: { main: '#8E33FF' },
  background: { default: MAIN_BACKGROUND, paper: '#FFFFFF' },
  text: { primary: '#1C252E', secondary: '#5F6B76' },
};
