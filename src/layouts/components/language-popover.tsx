import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../config/constants';

/** Switches between English and German; i18next stores the choice under i18nextLng. */
export function LanguagePopover() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;

  return (
    <>
      <IconButton
        aria-label={t('language.label', { language: t(`language.${current}`) })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SUPPORTED_LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            selected={lng === current}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(lng);
            }}
          >
            {t(`language.${lng}`, { lng })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
