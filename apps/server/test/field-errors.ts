import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface FieldError {
  path: string;
  code: string;
  message: string;
}

/** A 400 on one field found by a service's own check: the problem's title is that field's message. */
export function expectOneFieldError(res: LightMyRequestResponse, error: FieldError): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'validation_failed', title: error.message, errors: [error] });
}
