import { describe, expect, it } from 'vitest';
import {
  dispatchRequestRegisterSchema,
  dispatchRequestRejectSchema,
  dispatchRequestsList,
  normalizeDueNumber,
} from './dispatch-requests';

const codeOf = (r: { success: boolean; error?: { issues: unknown[] } }) =>
  r.success ? 'ok' : (r.error?.issues[0] as { params?: { code?: string } }).params?.code;

describe('dispatchRequestsList', () => {
  it('reads one status or several, the currency upper-case, oldest request first', () => {
    expect(dispatchRequestsList.querySchema.parse({ status: 'pending', currency: 'usd' })).toMatchObject({
      status: ['pending'],
      currency: 'USD',
      sort: 'requestDate:asc',
    });
    expect(dispatchRequestsList.querySchema.safeParse({ status: 'open' }).success).toBe(false);
    expect(
      dispatchRequestsList.querySchema.safeParse({
        requestDateFrom: '2026-03-02',
        requestDateTo: '2026-03-01',
      }).success,
    ).toBe(false);
  });
});

describe('DU-E numbers', () => {
  it('reads the Siscomex form, with spaces, lower case or a hyphen before the check digit', () => {
    expect(normalizeDueNumber('24BR0001234567')).toBe('24BR0001234567');
    expect(normalizeDueNumber(' 24br0001234567 ')).toBe('24BR0001234567');
    expect(normalizeDueNumber('24BR000123456-7')).toBe('24BR0001234567');
    expect(normalizeDueNumber('24 BR 0001234567')).toBe('24BR0001234567');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '24BR000123456',
      '24BR00012345678',
      '2024BR0001234567',
      '24US0001234567',
      'BR0001234567',
      '24BR00012345-67',
      '24BRABCDEFGHIJ',
    ])
      expect(normalizeDueNumber(bad), bad).toBeNull();
  });

  it('answers the register request with its code: required, invalid', () => {
    expect(dispatchRequestRegisterSchema.parse({ dueNumber: '24br000123456-7' })).toEqual({
      dueNumber: '24BR0001234567',
    });
    expect(codeOf(dispatchRequestRegisterSchema.safeParse({}))).toBe('due_number_required');
    expect(codeOf(dispatchRequestRegisterSchema.safeParse({ dueNumber: '  ' }))).toBe('due_number_required');
    expect(codeOf(dispatchRequestRegisterSchema.safeParse({ dueNumber: 'RE-123' }))).toBe(
      'due_number_invalid',
    );
  });

  it('requires a reason to reject, trimmed', () => {
    expect(dispatchRequestRejectSchema.parse({ reason: ' NCM divergente. ' })).toEqual({
      reason: 'NCM divergente.',
    });
    expect(codeOf(dispatchRequestRejectSchema.safeParse({}))).toBe('reason_required');
    expect(codeOf(dispatchRequestRejectSchema.safeParse({ reason: '   ' }))).toBe('reason_required');
    expect(codeOf(dispatchRequestRejectSchema.safeParse({ reason: 'x'.repeat(501) }))).toBe(
      'reason_too_long',
    );
  });
});
