import {
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { roleSummaries } from '../lib/rights-summary';

/** "What each role can do": the rights table in words, for everyone on the team screen. */
export function RoleRights() {
  const { t, i18n } = useTranslation('catalogue');
  const language = i18n.resolvedLanguage ?? 'en';
  const summaries = useMemo(
    () => roleSummaries((key, values) => t(key, values ?? {}), language),
    [t, language],
  );
  const title = t('team.access.title');
  return (
    <Card component="section" aria-label={title} sx={{ mt: 3 }}>
      <CardHeader
        title={title}
        subheader={t('team.access.hint')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding>
          {summaries.map(({ role, name, text }) => (
            <ListItem key={role} disableGutters>
              <ListItemText
                primary={name}
                secondary={text}
                slotProps={{
                  primary: { variant: 'subtitle2' },
                  secondary: { variant: 'body2', color: 'textPrimary' },
                }}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('team.access.noRole')}
        </Typography>
      </CardContent>
    </Card>
  );
}
