import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateEmail,
  validateLabDetails,
  validateSetPassword,
} from '../../../src/features/auth/lib/validate';

describe('auth form validation', () => {
  it('asks for an e-mail and checks its format', () => {
    expect(validateEmail('')).toBe('validation.emailRequired');
    expect(validateEmail('dana@lab')).toBe('validation.emailInvalid');
    expect(validateEmail(' dana@lab.test ')).toBeUndefined();
  });

  it('requires the lab name, first name and a phone in a phone format', () => {
    const base = { name: '', first_name: '', last_name: '', phone: 'abc', address: '', about: '' };
    expect(validateLabDetails(base)).toEqual({
      name: 'validation.nameRequired',
      first_name: 'validation.firstNameRequired',
      phone: 'validation.phoneInvalid',
    });
    expect(
      validateLabDetails({ ...base, name: 'L', first_name: 'D', phone: '+49 30 1234567' }),
    ).toEqual({});
  });

  it('wants at least 8 characters and a matching confirmation', () => {
    const ok = { email: 'a@b.cd', otp: '123456', password: 'longenough', confirm: 'longenough' };
    expect(validateSetPassword(ok)).toEqual({});
    expect(validateSetPassword({ ...ok, password: 'short', confirm: 'short' })).toEqual({
      password: 'validation.passwordShort',
    });
    expect(validateSetPassword({ ...ok, confirm: 'different1' })).toEqual({
      confirm: 'validation.confirmMismatch',
    });
    expect(validateSetPassword({ ...ok, otp: '12' })).toEqual({ otp: 'validation.codeInvalid' });
    expect(validateChangePassword({ oldPassword: '', password: '', confirm: '' })).toEqual({
      oldPassword: 'validation.oldPasswordRequired',
      password: 'validation.passwordRequired',
      confirm: 'validation.confirmRequired',
    });
  });
});
