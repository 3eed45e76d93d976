import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from '../../lib/use-translation';
import { SUPPORTED_LANGUAGES } from '../../config/constants';
import { WithTheme } from '../../theme/theme-frame';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The language list; its own chunk, loaded when the vendor first opens it. With the theme: the
 * sign-in screen's header has none.
 */
export function LanguageMenu({ anchor, onClose }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <WithTheme>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        {SUPPORTED_LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            selected={lng === current}
            onClick={() => {
              onClose();
              void i18n.changeLanguage(lng);
            }}
          >
            {t(`language.${lng}`, { lng })}
          </MenuItem>
        ))}
      </Menu>
    </WithTheme>
  );
}
