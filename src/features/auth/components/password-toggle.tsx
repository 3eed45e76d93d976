import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The show/hide button at the end of a password input. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={shown ? t('password.hide') : t('password.show')}
        onClick={onToggle}
        edge="end"
        sx={{ width: 44, height: 44 }}
      >
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
