import type { MultipartFile } from '@fastify/multipart';
import {
  receivingRequestSchema,
  RECEIVING_DOCUMENT_MAX_BYTES,
  type ReceivingRequestParsed,
} from '@fxbo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { schemaFailure } from '../../http/messages.js';
import { multipartFault } from '../../http/multipart-errors.js';
import type { UploadSlots } from '../../http/upload-slots.js';
import { receiveDocument, type CheckedDocument } from './document.js';
import { formFieldTooLarge, multipartLayout, multipartRefused, tooManyUploads } from './upload-messages.js';

/*
 * The receiving's multipart body, read as it arrives, in the order the form is sent: `data` (the form as
 * JSON) first, then the file in `document`. The form is parsed and checked (`check`: the order in the user's
 * scope and its state, the quote, the hours) before a byte of the file is read, so a refused receiving never
 * reads the file; the file then takes one of the process's upload slots and is read through its checks
 * (document.ts). A refusal answered while the body is still arriving closes the connection (error-handler.ts),
 * so the rest is never read.
 */

/** @fastify/multipart's limits for this form: one file of 10 MB (one byte more tells a file cut off), a few fields. */
export const RECEIVING_FORM_LIMITS = {
  fileSize: RECEIVING_DOCUMENT_MAX_BYTES + 1,
  files: 1,
  fields: 5,
  fieldSize: 64 * 1024,
  parts: 6,
  headerPairs: 16,
} as const;

export interface ReceivingForm {
  body: ReceivingRequestParsed;
  document: CheckedDocument | undefined;
}

function parseData(value: unknown, locale: Locale): ReceivingRequestParsed {
  let data: unknown = {};
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      // Read as no form: the schema names the missing fields.
    }
  } else if (value && typeof value === 'object') data = value; // a part sent as application/json
  const parsed = receivingRequestSchema.safeParse(data);
  if (!parsed.success) throw schemaFailure(parsed.error.issues, 'body', locale);
  return parsed.data;
}

/**
 * The form and its file, checked. Other fields are ignored; a file before `data` or under another name is a
 * 400; more parts than the form has, or a `data` over 64 KiB, a 413; no free upload slot for the file, a 429
 * (the slot is given back when the answer is sent).
 */
export async function readReceivingForm(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: {
    locale: Locale;
    /** Everything the submission checks that does not need the file; throws the refusal. */
    check: (body: ReceivingRequestParsed) => Promise<unknown>;
    uploads: UploadSlots;
    userId: string;
  },
): Promise<ReceivingForm> {
  const { locale } = opts;
  if (!req.isMultipart())
    throw new AppError(
      415,
      'unsupported_media_type',
      locale === 'en'
        ? 'Send the form as multipart/form-data.'
        : 'Envie o formulário como multipart/form-data.',
    );
  let body: ReceivingRequestParsed | undefined;
  let document: CheckedDocument | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data' || body) continue;
        if (part.valueTruncated) throw formFieldTooLarge(locale);
        body = parseData(part.value, locale);
        await opts.check(body);
      } else {
        if (!body || part.fieldname !== 'document') throw multipartLayout(locale);
        document = await receiveFile(part, reply, { ...opts, contentLength: req.headers['content-length'] });
      }
    }
  } catch (error) {
    const fault = multipartFault(error);
    throw fault ? multipartRefused(fault, locale) : error;
  }
  return { body: body ?? parseData(undefined, locale), document };
}

async function receiveFile(
  part: MultipartFile,
  reply: FastifyReply,
  opts: { locale: Locale; uploads: UploadSlots; userId: string; contentLength: string | undefined },
): Promise<CheckedDocument> {
  const slot = opts.uploads.take(opts.userId);
  if ('refused' in slot) throw tooManyUploads(slot.refused, opts.locale);
  // Held until the answer is sent (or the client goes away): the file is in memory until it is stored.
  if (reply.raw.destroyed) slot.release();
  else reply.raw.once('close', slot.release);
  // The request's length bounds the file's, so its buffer is reserved once (document.ts).
  const length = Number(opts.contentLength);
  return receiveDocument(part.file, part.filename, opts.locale, Number.isFinite(length) ? length : undefined);
}
