import { createTheme as muiCreateTheme, type Theme } from '@mui/material/styles';
import { BORDER_RADIUS } from '../config/constants';
import { components } from './components';
import { palette } from './palette';
import { typography } from './typography';

export function createTheme(): Theme {
  return muiCreateTheme({
    palette,
    typography,
    components,
    shape: { borderRadius: BORDER_RADIUS },
  });
}
