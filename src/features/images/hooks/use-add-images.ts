import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { generalMessage } from '../../../lib/errors';
import { checkImages } from '../../../lib/image-check';
import { addLabImages } from '../api/lab-images';

/** Checks picked files (content, size, decoding) and queues the good ones in one upload. */
export function useAddImages(vendorId: number | null | undefined) {
  const { t } = useTranslation('account');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(0);

  const add = async (files: File[]) => {
    if (!vendorId || files.length === 0) return;
    setBusy(true);
    setAdded(0);
    try {
      const { accepted, refused } = await checkImages(files);
      setProblems(refused.map((r) => t(`imageProblem.${r.problem}`, { name: r.file.name })));
      if (accepted.length > 0) {
        await addLabImages(vendorId, accepted);
        setAdded(accepted.length);
      }
    } catch (err) {
      setProblems([generalMessage(err)]);
    } finally {
      setBusy(false);
    }
  };

  return { add, busy, problems, added, dismiss: () => setProblems([]) };
}
