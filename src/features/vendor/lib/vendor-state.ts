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
  /** The form follows the stored lab again (a discard). */
  | { type: 'clearForm' }
  /**
   * The server took these values: the form follows the stored lab for each field still as it was
   * sent, and keeps what was typed since.
   */
  | { type: 'clearSent'; sent: Partial<T> }
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
    case 'clearSent': {
      const formData = { ...state.formData };
      for (const key of Object.keys(action.sent) as (keyof T)[]) {
        if (formData[key] === action.sent[key]) delete formData[key];
      }
      return { ...state, formData };
    }
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
