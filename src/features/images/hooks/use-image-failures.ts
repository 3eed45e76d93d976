import type { OutboxRow } from '../../../db/db';
import { ACTIONS } from '../../../sync/actions';
import { useFailedRows } from '../../../sync/hooks';

const MINE = new Set<string>([ACTIONS.addLabImages, ACTIONS.deleteLabImage]);

/** Image uploads and deletes the server refused (with the SPEC 8 text), for this screen. */
export function useImageFailures(): OutboxRow[] | undefined {
  return useFailedRows()?.filter((row) => MINE.has(row.action));
}
