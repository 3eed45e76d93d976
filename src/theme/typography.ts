import type { TypographyVariantsOptions } from '@mui/material/styles';
import { FONT_PRIMARY, FONT_SECONDARY } from '../config/constants';

const heading = { fontFamily: FONT_SECONDARY, fontWeight: 700 };

export const typography: TypographyVariantsOptions = {
  fontFamily: FONT_PRIMARY,
  h1: { ...heading, fontSize: '2.5rem', lineHeight: 1.25 },
  h2: { ...heading, fontSize: '2rem', lineHeight: 1.3 },
  h3: { ...heading, fontSize: '1.5rem', lineHeight: 1.4 },
  h4: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.5 },
  h5: { fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.5 },
  h6: { fontWeight: 600, fontSize: '1.0625rem', lineHeight: 1.55 },
  subtitle1: { fontWeight: 600 },
  subtitle2: { fontWeight: 600, fontSize: '0.875rem' },
  button: { fontWeight: 700, textTransform: 'none' },
};
