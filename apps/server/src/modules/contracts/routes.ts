import {
  contractDetailSchema,
  contractDocumentIdParamsSchema,
  contractDocumentsPageSchema,
  contractIdParamsSchema,
  contractLookupSchema,
  contractNumberParamsSchema,
} from '@fxbo/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { documentLocale, downloadHeaders } from '../../http/download.js';
import { requestLocale } from '../../http/locale.js';
import { sendPdf } from '../../http/pdf.js';
import type { ServerArea } from '../../platform/area.js';
import { currentUser } from '../../platform/auth-guard.js';
import { listRoutes } from '../../platform/list-routes.js';
import { routeOptions } from '../../platform/route-options.js';
import { findContractByNumber, getContract, type ContractContext } from './detail.js';
import { CONTRACT_PDF_WORDS, contractPdf, contractPdfQuerySchema } from './pdf.js';
import { getContractDocumentFile, getContractDocuments } from './documents.js';
import { contractSource } from './service.js';

const tags = ['contracts'];
const options = routeOptions(tags);
const CONSULT = { permission: 'contracts.consult' } as const;
const PRINT = { permission: 'contracts.print' } as const;

const context = (req: FastifyRequest, db: Kysely<Database>): ContractContext => ({
  db,
  user: currentUser(req),
  locale: requestLocale(req),
});

/** /api/contracts: the list of FX contracts, its CSV and XLSX (spec 3 "Contract filters"), one contract's detail. */
export const contractRoutes: ServerArea = async (app, { database, config: { brokerageName } }) => {
  const { db } = database;
  listRoutes(app, {
    ...contractSource.routes(db),
    tags,
    summary: 'FX contracts of the user’s clients, newest first',
    auth: CONSULT,
    database,
  });

  app.get(
    '/api/contracts/by-number/:number',
    options(CONSULT, 'The id of the contract with this exact number (the /contract-detail lookup)', {
      params: contractNumberParamsSchema,
      response: { 200: contractLookupSchema },
    }),
    async (req) => findContractByNumber(context(req, db), req.params.number),
  );

  app.get(
    '/api/contracts/:id',
    options(CONSULT, 'One contract: every detail field, its documents, references and linked operations', {
      params: contractIdParamsSchema,
      response: { 200: contractDetailSchema },
    }),
    async (req) => getContract(context(req, db), req.params.id),
  );

  app.get(
    '/api/contracts/:id/pdf',
    options(PRINT, 'The contract as PDF (summary, full contract or service order), in the user’s language', {
      params: contractIdParamsSchema,
      querystring: contractPdfQuerySchema,
    }),
    async (req, reply) => {
      const ctx = context(req, db);
      const detail = await getContract(ctx, req.params.id);
      const locale = documentLocale(req, ctx.user, req.query.lang);
      const { kind } = req.query;
      return sendPdf(
        reply,
        await contractPdf(kind, detail, locale, { brokerage: brokerageName }),
        `${CONTRACT_PDF_WORDS[locale].files[kind]}-${detail.contractNumber.replace(/[^\w.-]+/g, '_')}.pdf`,
      );
    },
  );

  // /api/contract-documents: a contract's documents seen from one of them (/contract-document/{documentId}),
  // and a document's stored file.
  app.get(
    '/api/contract-documents/:documentId',
    options(CONSULT, 'A document’s contract and every document of that contract, by kind', {
      params: contractDocumentIdParamsSchema,
      response: { 200: contractDocumentsPageSchema },
    }),
    async (req) => getContractDocuments(context(req, db), req.params.documentId),
  );

  app.get(
    '/api/contract-documents/:documentId/file',
    options(CONSULT, 'The file stored with a contract document, as stored', {
      params: contractDocumentIdParamsSchema,
    }),
    async (req, reply) => {
      const file = await getContractDocumentFile(context(req, db), req.params.documentId);
      return downloadHeaders(reply, file.mimeType, file.fileName).send(file.content);
    },
  );
};
