import { Button, Stack } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';

interface FormActionsProps {
  loading: boolean;
  dirty: boolean;
  onDiscard: () => void;
}

export function FormActions({ loading, dirty, onDiscard }: FormActionsProps) {
  const { t } = useTranslation('account');
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      {dirty && (
        <Button onClick={onDiscard} sx={{ minHeight: 44 }}>
          {t('save.discard')}
        </Button>
      )}
      <Button type="submit" variant="contained" size="large" loading={loading}>
        {t('save.submit')}
      </Button>
    </Stack>
  );
}
