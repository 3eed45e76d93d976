import { describe, expect, it } from 'vitest';
import { pinProblem } from '../../../src/config/permissions';

describe('a new PIN', () => {
  it.each(['2580', '1234', '90210', '13572468', '0007'])('accepts %s', (pin) => {
    expect(pinProblem(pin)).toBeNull();
  });

  it.each([
    ['', 'tooShort'],
    ['1', 'tooShort'],
    ['258', 'tooShort'],
    ['123456789', 'tooLong'],
    ['12a4', 'digitsOnly'],
    ['12 34', 'digitsOnly'],
    ['-1234', 'digitsOnly'],
    ['１２３４', 'digitsOnly'],
    ['1111', 'allSame'],
    ['00000000', 'allSame'],
  ])('refuses %j as %s', (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
  });

  it('says "too short" before "all one digit" for a short repeat', () => {
    expect(pinProblem('111')).toBe('tooShort');
  });
});
