import { Button } from '@mui/material';
import { useTranslation } from '../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { rolesWith, type Right } from '../config/permissions';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/**
 * A screen the person's role may not open (docs/staff-access.md): says so under the screen's
 * title, with who may open it (from the rights table) and the way back, instead of a form whose
 * every change the server would refuse.
 */
export function RoleRefusal({ title, right }: { title: string; right: Right }) {
  const { t, i18n } = useTranslation();
  const roles = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(
    rolesWith(right).map((role) => t(`roles.${role}`)),
  );
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title={t('roleRefusal.title')}
        description={t('roleRefusal.description', { roles })}
        action={
          <Button component={RouterLink} to="/" variant="contained" sx={{ minHeight: 44 }}>
            {t('roleRefusal.back')}
          </Button>
        }
      />
    </>
  );
}
