import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/**
 * A screen the person's role may not open (docs/staff-access.md): says so under the screen's
 * title, with the way back, instead of a form whose every change the server would refuse.
 */
export function RoleRefusal({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title={t('roleRefusal.title')}
        description={t('roleRefusal.description')}
        action={
          <Button component={RouterLink} to="/" variant="contained" sx={{ minHeight: 44 }}>
            {t('roleRefusal.back')}
          </Button>
        }
      />
    </>
  );
}
