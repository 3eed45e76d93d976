import { Alert, Button, type AlertProps } from '@mui/material';
import { useTranslation } from '../lib/use-translation';

interface ErrorStateProps extends AlertProps {
  message: string;
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry, ...other }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
      {...other}
    >
      {message}
    </Alert>
  );
}
