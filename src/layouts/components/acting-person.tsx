import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActing } from '../../components/use-acting';
import { lockNow } from '../../features/lock/api/lock-now';

/**
 * In team sign-in, who is unlocked ("Anna K.", Receptionist): one tap locks the device back to
 * the lock screen's list of people, for the next person at the counter. Nothing without it.
 */
export function ActingPerson() {
  const { t } = useTranslation();
  const acting = useActing();
  const person = acting?.person;
  if (!person) return null;
  const role = t(`roles.${acting.role ?? 'none'}`);
  return (
    <Button
      color="inherit"
      onClick={() => void lockNow()}
      aria-label={t('staff.acting', { name: person.name, role })}
      title={t('staff.switch')}
      startIcon={<SwitchAccountOutlined />}
      sx={{
        minHeight: 44,
        minWidth: 0,
        flexShrink: 0,
        textTransform: 'none',
        textAlign: 'left',
        lineHeight: 1.2,
        px: { xs: 0.5, sm: 1 },
        // A phone's header keeps the name: the icon and the role give way.
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography variant="subtitle2" component="span" noWrap sx={{ maxWidth: 120 }}>
          {person.name}
        </Typography>
        <Typography
          variant="caption"
          component="span"
          color="textSecondary"
          noWrap
          sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 120 }}
        >
          {role}
        </Typography>
      </Box>
    </Button>
  );
}
