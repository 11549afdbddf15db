import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test/memoryStorage';
import {
  clearPendingSignIn,
  loadPendingSignIn,
  PENDING_SIGN_IN_KEY,
  savePendingSignIn,
} from './pendingSignIn';

const now = Date.parse('2026-03-02T12:00:00Z');
const pending = {
  attemptId: '3f1c2a9e-0000-4000-8000-000000000001',
  method: 'email' as const,
  emailHint: 'an***@example.com',
  expiresAt: '2026-03-02T12:10:00Z',
  resendAvailableAt: '2026-03-02T12:01:00Z',
};

describe('pending sign-in', () => {
  it('survives a reload of the tab under the session prefix', () => {
    const storage = new MemoryStorage();
    savePendingSignIn(pending, storage);
    expect(PENDING_SIGN_IN_KEY.startsWith('fxbo.session.')).toBe(true);
    expect(loadPendingSignIn(storage, now)).toEqual(pending);
    clearPendingSignIn(storage);
    expect(loadPendingSignIn(storage, now)).toBeNull();
  });

  it('drops an expired or malformed attempt', () => {
    const storage = new MemoryStorage();
    savePendingSignIn(pending, storage);
    expect(loadPendingSignIn(storage, Date.parse('2026-03-02T12:10:01Z'))).toBeNull();
    expect(storage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
    for (const junk of ['{', '{"attemptId":1}', JSON.stringify({ ...pending, method: 'sms' })]) {
      storage.setItem(PENDING_SIGN_IN_KEY, junk);
      expect(loadPendingSignIn(storage, now), junk).toBeNull();
    }
  });

  it('works without storage', () => {
    expect(loadPendingSignIn(undefined, now)).toBeNull();
    expect(() => savePendingSignIn(pending, undefined)).not.toThrow();
  });
});
