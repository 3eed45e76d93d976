import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, InputBase, Slide } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { SearchResults } from '../../features/search/components/search-results';
import { useSearchCombobox } from '../../features/search/hooks/use-search-combobox';
import { SEARCH_BAR_HEIGHT_DESKTOP, SEARCH_BAR_HEIGHT_MOBILE } from '../../config/constants';

interface SearchPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The slide-down search bar and its results; its own chunk, loaded when first opened. */
export function SearchPanel({ open, onClose: close }: SearchPanelProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');

  const combobox = useSearchCombobox(query, open, close);
  const activeId = combobox.active >= 0 ? combobox.optionId(combobox.active) : undefined;

  return (
    <Slide direction="down" in={open} mountOnEnter unmountOnExit>
      <Box
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          close();
        }}
        sx={(theme) => ({
          top: 0,
          left: 0,
          zIndex: theme.zIndex.appBar + 1,
          width: 1,
          display: 'flex',
          position: 'absolute',
          alignItems: 'center',
          height: SEARCH_BAR_HEIGHT_MOBILE,
          px: { xs: 3, md: 5 },
          bgcolor: 'background.paper',
          boxShadow: '0 8px 16px 0 rgba(145,158,171,0.16)',
          // SPEC 9: 92 from the medium breakpoint up, whatever the header's own height there.
          [theme.breakpoints.up('md')]: { height: SEARCH_BAR_HEIGHT_DESKTOP },
        })}
      >
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
            else combobox.onKeyDown(e);
          }}
          placeholder={t('search.placeholder')}
          inputProps={{
            'aria-label': t('search.label'),
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': query.trim() !== '' && combobox.results.length > 0,
            'aria-controls': combobox.listId,
            'aria-activedescendant': activeId,
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          }
          sx={{ fontWeight: 600, minHeight: 44 }}
        />
        <Button type="submit" variant="contained">
          {t('search.submit')}
        </Button>
        <SearchResults query={query} combobox={combobox} />
      </Box>
    </Slide>
  );
}
