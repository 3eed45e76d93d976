import { describe, expect, it } from 'vitest';
import { NAV_FIXED_MEDIA } from '../../../src/config/constants';
import { createTheme } from '../../../src/theme/create-theme';

describe('where the side navigation is fixed', () => {
  it('is the theme’s lg breakpoint, as a media query the boot script can ask', () => {
    expect(createTheme().breakpoints.up('lg')).toBe(`@media ${NAV_FIXED_MEDIA}`);
  });
});
