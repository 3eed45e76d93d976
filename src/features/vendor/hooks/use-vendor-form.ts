import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Lab } from '../../../db/types';
import { updateMessage } from '../../../lib/errors';
import { updateVendor, type VendorChange } from '../api/update-vendor';
import { changedFields, type FieldErrors } from '../lib/vendor-form';
import { initialVendorState, vendorReducer, type VendorState } from '../lib/vendor-state';
import { useQueuedChange, type QueuedState } from './use-queued-change';
import { useVendorDraft } from './use-vendor-draft';

interface FormSpec<T extends object> {
  kind: 'profile' | 'business';
  from: (lab: Lab) => T;
  validate: (values: T) => FieldErrors<T>;
}

export interface VendorForm<T extends object> {
  ready: boolean;
  vendor: Lab | null;
  values: T;
  image: Blob | undefined;
  errors: FieldErrors<T>;
  state: VendorState<T>;
  queued: QueuedState;
  dirty: boolean;
  change: (key: keyof T, value: string) => void;
  pickImage: (image: Blob | undefined) => void;
  submit: () => Promise<void>;
  discard: () => Promise<void>;
}

/**
 * One vendor edit screen: the lab's fields with the draft merged over them (SPEC 4 partial
 * form data), validation, and a save queued as PATCH /labs/{id}/ through the outbox.
 */
export function useVendorForm<T extends object>(
  vendor: Lab | null | undefined,
  spec: FormSpec<T>,
): VendorForm<T> {
  const [state, dispatch] = useReducer(vendorReducer<T>, initialVendorState<T>());
  const draft = useVendorDraft<T>(spec.kind);
  const [image, setImage] = useState<Blob | undefined>();
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [seq, setSeq] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);

  // The draft of an earlier visit comes back once, when it has been read.
  useEffect(() => {
    if (!draft.loaded || hydrated) return;
    dispatch({ type: 'merge', data: draft.loaded.fields });
    setImage(draft.loaded.image);
    setHydrated(true);
  }, [draft.loaded, hydrated]);

  // SPEC 4: leaving the screen resets the vendor state.
  useEffect(() => () => dispatch({ type: 'reset' }), []);

  const onFailed = useCallback(
    (error: string) => dispatch({ type: 'failure', error: error || updateMessage(undefined) }),
    [],
  );
  // Until the server has the change, the form keeps showing what was typed: if it is refused,
  // the lab goes back as it was but nothing typed is lost. Once it has it, the fields follow the
  // lab again, but for what was typed after the save (the answer may come long after it, when the
  // device is back online).
  const sent = useRef<Partial<T>>({});
  const onSent = useCallback(() => dispatch({ type: 'clearSent', sent: sent.current }), []);
  const queued = useQueuedChange(seq, onFailed, onSent);

  const saved = useMemo(() => (vendor ? spec.from(vendor) : null), [vendor, spec]);
  const values = useMemo(
    () => ({ ...(saved ?? ({} as T)), ...state.formData }) as T,
    [saved, state.formData],
  );
  const dirty =
    image !== undefined || (saved !== null && Object.keys(changedFields(values, saved)).length > 0);

  const change = (key: keyof T, value: string) => {
    const data = { [key]: value } as Partial<T>;
    dispatch({ type: 'merge', data });
    if (state.isSuccess || state.error) dispatch({ type: 'reset' });
    draft.save({ fields: { ...state.formData, ...data }, image });
  };

  const pickImage = (next: Blob | undefined) => {
    setImage(next);
    draft.save({ fields: state.formData, image: next });
  };

  const submit = async () => {
    if (!vendor || !saved) return;
    const found = spec.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    dispatch({ type: 'start' });
    try {
      const fields = changedFields(values, saved) as VendorChange['fields'];
      if (Object.keys(fields).length > 0 || image) {
        sent.current = fields as Partial<T>;
        setSeq(await updateVendor(vendor, { fields, image }));
      }
      await draft.clear();
      setImage(undefined);
      dispatch({ type: 'success' });
    } catch (err) {
      // Nothing typed is lost: the draft and the form keep every value.
      dispatch({ type: 'failure', error: updateMessage(err) });
    }
  };

  const discard = async () => {
    await draft.clear();
    setImage(undefined);
    setErrors({});
    dispatch({ type: 'reset' });
    dispatch({ type: 'clearForm' });
  };

  return {
    ready: vendor !== undefined && hydrated,
    vendor: vendor ?? null,
    values,
    image,
    errors,
    state,
    queued,
    dirty,
    change,
    pickImage,
    submit,
    discard,
  };
}
