import { describe, expect, it } from 'vitest';
import { SubmissionGate } from './submissionGate';

const counting = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('SubmissionGate', () => {
  it('lets one submission through until its answer: a second click in the same frame sends nothing', () => {
    const gate = new SubmissionGate(counting());
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(false);
    expect(gate.busy).toBe(true);
    gate.leave(true);
    expect(gate.busy).toBe(false);
    expect(gate.enter()).toBe(true);
  });

  it('keeps the key across retries of a failed submission, and takes a new one once it is done', () => {
    const gate = new SubmissionGate(counting());
    expect(gate.key).toBe('key-1');
    gate.enter();
    gate.leave(false);
    expect(gate.key).toBe('key-1');
    gate.enter();
    gate.leave(true);
    expect(gate.key).toBe('key-2');
  });

  it('takes a new key when the form opens again, never while a submission is on its way', () => {
    const gate = new SubmissionGate(counting());
    gate.renew();
    expect(gate.key).toBe('key-2');
    gate.enter();
    gate.renew();
    expect(gate.key).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(new SubmissionGate().key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
