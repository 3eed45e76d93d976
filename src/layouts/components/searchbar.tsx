import { ClickAwayListener } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Icon } from '../../components/plain/icons';
import { useLatch } from '../../components/use-latch';

// The bar, its input and the search over the mirror load when the vendor first opens it.
const SearchPanel = lazy(() => import('./search-panel').then((m) => ({ default: m.SearchPanel })));

/**
 * SPEC 2: a search icon opens a slide-down bar; clicking outside or pressing Search closes it.
 * As the vendor types, bookings, clients, offers and team members from the mirror show below.
 */
export function Searchbar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useLatch(open);

  const close = () => setOpen(false);

  return (
    // Listening only while open: the listener reads the page's size on every click anywhere,
    // a forced layout in each tap's handler (11 to 13 ms of a status tap on a phone's CPU).
    <ClickAwayListener
      onClickAway={close}
      mouseEvent={open ? 'onClick' : false}
      touchEvent={open ? 'onTouchEnd' : false}
    >
      <div>
        {!open && (
          <button
            type="button"
            className="ld-icon-button"
            aria-label={t('search.open')}
            onClick={() => setOpen(true)}
          >
            <Icon name="search" />
          </button>
        )}
        {opened && (
          <Suspense fallback={null}>
            <SearchPanel open={open} onClose={close} />
          </Suspense>
        )}
      </div>
    </ClickAwayListener>
  );
}
