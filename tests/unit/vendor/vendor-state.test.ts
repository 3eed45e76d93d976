import { describe, expect, it } from 'vitest';
import { initialVendorState, vendorReducer } from '../../../src/features/vendor/lib/vendor-state';
import {
  changedFields,
  validateBusiness,
  validateProfile,
} from '../../../src/features/vendor/lib/vendor-form';

type F = { name: string; phone: string };

describe('vendor update transitions (SPEC 4)', () => {
  it('isSuccess is false and loading true when a save starts', () => {
    const s = vendorReducer<F>(
      { ...initialVendorState<F>(), isSuccess: true, error: 'x' },
      { type: 'start' },
    );
    expect(s).toMatchObject({ loading: true, isSuccess: false, error: null });
  });
  it('isSuccess is true on success, with loading cleared', () => {
    const s = vendorReducer<F>({ ...initialVendorState<F>(), loading: true }, { type: 'success' });
    expect(s).toMatchObject({ loading: false, isSuccess: true, error: null });
  });
  it('isSuccess is false on failure, which stores the message', () => {
    const s = vendorReducer<F>(
      { ...initialVendorState<F>(), loading: true },
      { type: 'failure', error: 'name: Required' },
    );
    expect(s).toMatchObject({ loading: false, isSuccess: false, error: 'name: Required' });
  });
  it('merges form data in partially', () => {
    let s = vendorReducer<F>(initialVendorState<F>(), { type: 'merge', data: { name: 'A' } });
    s = vendorReducer<F>(s, { type: 'merge', data: { phone: '123' } });
    expect(s.formData).toEqual({ name: 'A', phone: '123' });
  });
  it('clears the form data to follow the stored lab again', () => {
    const s = vendorReducer<F>({ ...initialVendorState<F>({ name: 'A' }) }, { type: 'clearForm' });
    expect(s.formData).toEqual({});
  });
  it('follows the stored lab again for what the server took, keeping what was typed since', () => {
    const s = vendorReducer<F>(initialVendorState<F>({ name: 'Typed since', phone: '123' }), {
      type: 'clearSent',
      sent: { name: 'Sent', phone: '123' },
    });
    expect(s.formData).toEqual({ name: 'Typed since' });
  });
  it('reset: not successful, no error, not loading; the typed data stays', () => {
    const s = vendorReducer<F>(
      { formData: { name: 'A' }, loading: true, error: 'e', isSuccess: true },
      { type: 'reset' },
    );
    expect(s).toEqual({ formData: { name: 'A' }, loading: false, error: null, isSuccess: false });
  });
});

describe('vendor form rules', () => {
  it('requires the business name and a phone in a phone format', () => {
    expect(validateBusiness({ name: ' ', phone: 'call me', address: '', about: '' })).toEqual({
      name: 'validation.nameRequired',
      phone: 'validation.phoneInvalid',
    });
    expect(
      validateBusiness({ name: 'Lab', phone: '+49 30 1234567', address: '', about: '' }),
    ).toEqual({});
    expect(
      validateBusiness({ name: 'x'.repeat(121), phone: '123456', address: '', about: '' }),
    ).toEqual({
      name: 'validation.tooLong',
    });
  });
  it('requires the first name and a phone on the profile', () => {
    expect(validateProfile({ first_name: '', last_name: '', phone: '' })).toEqual({
      first_name: 'validation.firstNameRequired',
      phone: 'validation.phoneRequired',
    });
  });
  it('sends only the changed fields', () => {
    expect(changedFields({ name: 'B', phone: '1' }, { name: 'A', phone: '1' })).toEqual({
      name: 'B',
    });
  });
});
