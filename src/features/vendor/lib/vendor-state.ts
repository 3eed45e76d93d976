/**
 * SPEC 3/4 vendor state of one edit screen: isSuccess true on success and false on start or
 * failure; form data merged in partially; reset to not-loading, no error, not successful.
 */
export interface VendorState<T> {
  formData: Partial<T>;
  loading: boolean;
  error: string | null;
  isSuccess: boolean;
}

export type VendorAction<T> =
  | { type: 'merge'; data: Partial<T> }
  /** The form follows the stored lab again (after the server took the change, or a discard). */
  | { type: 'clearForm' }
  | { type: 'start' }
  | { type: 'success' }
  | { type: 'failure'; error: string }
  | { type: 'reset' };

export function initialVendorState<T>(formData: Partial<T> = {}): VendorState<T> {
  return { formData, loading: false, error: null, isSuccess: false };
}

export function vendorReducer<T>(state: VendorState<T>, action: VendorAction<T>): VendorState<T> {
  switch (action.type) {
    case 'merge':
      return { ...state, formData: { ...state.formData, ...action.data } };
    case 'clearForm':
      return { ...state, formData: {} };
    case 'start':
      return { ...state, loading: true, error: null, isSuccess: false };
    case 'success':
      return { ...state, loading: false, error: null, isSuccess: true };
    case 'failure':
      return { ...state, loading: false, error: action.error, isSuccess: false };
    case 'reset':
      return { ...state, loading: false, error: null, isSuccess: false };
  }
}
