import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { rankItems, type RankedItem } from '../lib/rank';
import { useSearchIndex } from './use-search-index';

export interface SearchCombobox {
  results: RankedItem[];
  /** Index of the highlighted result, -1 for none. */
  active: number;
  listId: string;
  optionId: (index: number) => string;
  loading: boolean;
  onKeyDown: (e: KeyboardEvent) => void;
  pick: (item: RankedItem) => void;
  setActive: (index: number) => void;
}

/**
 * The header search's results as the vendor types, with arrow keys to move and Enter to open.
 * `onDone` runs after a result is opened (the bar closes).
 */
export function useSearchCombobox(
  query: string,
  open: boolean,
  onDone: () => void,
): SearchCombobox {
  const navigate = useNavigate();
  const listId = useId();
  const index = useSearchIndex(open);
  const deferred = useDeferredValue(query);
  const results = useMemo(() => (index ? rankItems(index, deferred) : []), [index, deferred]);
  const [activeState, setActive] = useState({ query: '', index: -1 });
  // A new query starts with nothing highlighted.
  const active =
    activeState.query === deferred ? Math.min(activeState.index, results.length - 1) : -1;

  const pick = (item: RankedItem) => {
    navigate(item.href);
    onDone();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (results.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next =
        (active + step + results.length + (active < 0 && step < 0 ? 1 : 0)) % results.length;
      setActive({ query: deferred, index: next });
    } else if (e.key === 'Enter' && active >= 0) {
      const item = results[active];
      if (!item) return;
      e.preventDefault();
      pick(item);
    }
  };

  return {
    results,
    active,
    listId,
    optionId: (i) => `${listId}-option-${i}`,
    loading: open && index === undefined && query.trim() !== '',
    onKeyDown,
    pick,
    setActive: (i) => setActive({ query: deferred, index: i }),
  };
}
