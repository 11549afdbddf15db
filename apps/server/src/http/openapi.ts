import { z } from 'zod';

/** The `response` entry of an operation that answers 204 (without it the document would promise a 200). */
export const noContentResponse = { 204: z.null().describe('No content') };
