import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from '../../../db/db';
import { usePullState } from '../../../sync/hooks';
import { refresh } from '../../../sync/pull';
import type { PullState } from '../../../sync/pull-state';
import type { LocalLabImage } from '../api/lab-images';

/** The lab's images from the mirror (undefined while loading), refreshed when the screen opens. */
export function useLabImages(): {
  images: LocalLabImage[] | undefined;
  pull: PullState | undefined;
  retry: () => void;
} {
  const images = useLiveQuery(() => db.labImages.toArray() as Promise<LocalLabImage[]>, []);
  const pull = usePullState('labImages');
  useEffect(() => {
    void refresh('labImages').catch(() => undefined);
  }, []);
  return { images, pull, retry: () => void refresh('labImages').catch(() => undefined) };
}
