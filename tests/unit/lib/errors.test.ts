import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ERROR_TEXT,
  deleteMessage,
  fetchMessage,
  generalMessage,
  updateMessage,
} from '../../../src/lib/errors';

const http = (status: number, body?: Record<string, unknown>) =>
  new ApiError('http', 'Bad Request', { status, ...(body ? { body } : {}) });
const network = (message = 'Failed to fetch') => new ApiError('network', message);

describe('SPEC 8 error texts', () => {
  it('keeps the exact catalogue texts', () => {
    expect(ERROR_TEXT).toMatchObject({
      general: 'Something went wrong',
      deleteOffer: 'Failed to delete offer',
      deleteNotification: 'Failed to delete notification',
      badRequest: 'Bad Request',
      noResponse: 'No response from server',
      unknown: 'An unknown error occurred',
    });
  });

  describe('general failure (and login / send code)', () => {
    it("uses the server's message first", () => {
      expect(generalMessage(http(400, { message: 'Invalid code. Please check it.' }))).toBe(
        'Invalid code. Please check it.',
      );
      expect(generalMessage(http(429, { message: 'Too many wrong codes.' }))).toBe(
        'Too many wrong codes.',
      );
    });
    it('else the transport message', () => {
      expect(generalMessage(network('Failed to fetch'))).toBe('Failed to fetch');
      expect(generalMessage(new Error('Load failed'))).toBe('Load failed');
    });
    it("else 'Something went wrong'", () => {
      expect(generalMessage(http(500))).toBe('Something went wrong');
      expect(generalMessage(http(400, { message: '  ' }))).toBe('Something went wrong');
      expect(generalMessage(undefined)).toBe('Something went wrong');
      expect(generalMessage(new Error(''))).toBe('Something went wrong');
    });
  });

  describe('deletes', () => {
    it("uses the server's message, else the transport message, else the fallback", () => {
      expect(deleteMessage(http(404, { message: 'Image not found' }), ERROR_TEXT.deleteOffer)).toBe(
        'Image not found',
      );
      expect(deleteMessage(network('offline'), ERROR_TEXT.deleteOffer)).toBe('offline');
      expect(deleteMessage(http(500), ERROR_TEXT.deleteOffer)).toBe('Failed to delete offer');
      expect(deleteMessage(http(500), ERROR_TEXT.deleteNotification)).toBe(
        'Failed to delete notification',
      );
    });
  });

  describe('vendor / service / booking status update', () => {
    it('stores the first entry of errors when the server sent a list', () => {
      const err = http(400, {
        message: 'Invalid input',
        errors: ['name: Required', 'phone: Too long'],
      });
      expect(updateMessage(err)).toBe('name: Required');
    });
    it("else the server's message", () => {
      expect(updateMessage(http(400, { message: 'Cannot change status' }))).toBe(
        'Cannot change status',
      );
    });
    it("else 'Bad Request' when the server answered without a body", () => {
      expect(updateMessage(http(400))).toBe('Bad Request');
      expect(updateMessage(http(502, { errors: [] }))).toBe('Bad Request');
    });
    it("'No response from server' when nothing answered", () => {
      expect(updateMessage(network())).toBe('No response from server');
    });
    it("otherwise the error's message, else 'An unknown error occurred'", () => {
      expect(updateMessage(new ApiError('aborted', 'Request aborted'))).toBe('Request aborted');
      expect(updateMessage(new Error('boom'))).toBe('boom');
      expect(updateMessage('???')).toBe('An unknown error occurred');
    });
  });

  describe('vendor fetch', () => {
    it("uses the response message or 'Bad Request', 'No response from server', or the error message", () => {
      expect(fetchMessage(http(403, { message: 'Not yours' }))).toBe('Not yours');
      expect(fetchMessage(http(500))).toBe('Bad Request');
      expect(fetchMessage(network())).toBe('No response from server');
      expect(fetchMessage(new Error('parse error'))).toBe('parse error');
    });
  });
});
