import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { List, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { format } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { SearchCombobox } from '../hooks/use-search-combobox';
import type { SearchKind } from '../lib/rank';

const ICONS: Record<SearchKind, ReactElement> = {
  booking: <EventNoteOutlined />,
  client: <PersonOutlined />,
  offer: <LocalOfferOutlined />,
  member: <GroupsOutlined />,
};

interface SearchResultsProps {
  query: string;
  combobox: SearchCombobox;
}

/** The ranked results under the header search bar, as a listbox the input controls. */
export function SearchResults({ query, combobox }: SearchResultsProps) {
  const { t, i18n } = useTranslation('bookings');
  const locale = i18n.resolvedLanguage?.startsWith('de') ? de : enUS;
  const { results, active, listId, optionId, loading, pick, setActive } = combobox;
  if (query.trim() === '') return null;
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: '100%',
        left: { xs: 16, md: 40 },
        right: { xs: 16, md: 40 },
        maxHeight: '60vh',
        overflowY: 'auto',
      }}
    >
      {results.length === 0 ? (
        <Typography role="status" color="textSecondary" sx={{ p: 2 }}>
          {loading ? t('search.loading') : t('search.noResults', { query })}
        </Typography>
      ) : (
        <List id={listId} role="listbox" aria-label={t('search.results')} dense>
          {results.map((item, i) => (
            <ListItemButton
              key={`${item.kind}-${item.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              selected={i === active}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(item)}
              sx={{ minHeight: 48 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
                {ICONS[item.kind]}
              </ListItemIcon>
              <ListItemText
                primary={item.title}
                secondary={[
                  t(`search.kinds.${item.kind}`),
                  item.at ? format(new Date(item.at), 'PP p', { locale }) : '',
                  item.subtitle,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
