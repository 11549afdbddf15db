import { signInRequestSchema, taxIdSchema } from '@fxbo/domain';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { codeResolver } from './codeResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;

describe('codeResolver', () => {
  it("keeps the domain's stable code as the error type and the spec's English as the message", async () => {
    const resolver = codeResolver(signInRequestSchema);
    const result = await resolver({ login: '', password: '', captcha: '' }, undefined, options);
    expect(result.errors).toMatchObject({
      login: { type: 'login_required', message: 'You must enter a Email.' },
      password: { type: 'password_required', message: 'Password is required.' },
      captcha: { type: 'captcha_required' },
    });
  });

  it('submits the raw form values, which the server parses with the same schema', async () => {
    const resolver = codeResolver(signInRequestSchema);
    const values = { login: '529.982.247-25', password: 'x', captcha: 'payload' };
    await expect(resolver(values, undefined, options)).resolves.toEqual({ values, errors: {} });
  });

  it('accepts a loader and maps schema paths to form fields', async () => {
    const resolver = codeResolver<{ clientTaxIds: { value: string }[] }>(
      async () => z.object({ clientTaxIds: z.array(taxIdSchema) }),
      {
        toInput: (v) => ({ clientTaxIds: v.clientTaxIds.map((row) => row.value) }),
        fieldName: (path) => (/^clientTaxIds\.\d+$/.test(path) ? `${path}.value` : path),
      },
    );
    const result = await resolver(
      { clientTaxIds: [{ value: '11.222.333/0001-81' }, { value: '123' }] },
      undefined,
      options as never,
    );
    expect(result.errors).toMatchObject({ clientTaxIds: [undefined, { value: { type: 'tax_id_invalid' } }] });
  });
});
