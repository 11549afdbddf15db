import {
  contractDetailSchema,
  contractDocumentIdParamsSchema,
  contractDocumentsPageSchema,
  contractLookupSchema,
  contractNumberParamsSchema,
} from '@fxbo/domain';
import { downloadHeaders } from '../../http/download.js';
import type { ServerArea } from '../../platform/area.js';
import { listRoutes } from '../../platform/list-routes.js';
import { recordContext, recordPdfRoute, recordRoute } from '../../platform/record-route.js';
import { routeOptions } from '../../platform/route-options.js';
import { findContractByNumber, getContract } from './detail.js';
import { CONTRACT_PDF_WORDS, contractPdf, contractPdfQuerySchema } from './pdf.js';
import { getContractDocumentFile, getContractDocuments } from './documents.js';
import { contractSource } from './service.js';

const tags = ['contracts'];
const options = routeOptions(tags);
const CONSULT = { permission: 'contracts.consult' } as const;
const PRINT = { permission: 'contracts.print' } as const;

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
    async (req) => findContractByNumber(recordContext(req, db), req.params.number),
  );

  recordRoute(app, db, {
    path: '/api/contracts',
    tags,
    auth: CONSULT,
    summary: 'One contract: every detail field, its documents, references and linked operations',
    response: contractDetailSchema,
    read: getContract,
  });

  recordPdfRoute(app, db, {
    path: '/api/contracts',
    tags,
    auth: PRINT,
    summary: 'The contract as PDF (summary, full contract or service order), in the user’s language',
    querystring: contractPdfQuerySchema,
    read: getContract,
    pdf: async (detail, locale, { kind }) => ({
      report: await contractPdf(kind, detail, locale, { brokerage: brokerageName }),
      file: `${CONTRACT_PDF_WORDS[locale].files[kind]}-${detail.contractNumber.replace(/[^\w.-]+/g, '_')}.pdf`,
    }),
  });

  // /api/contract-documents: a contract's documents seen from one of them (/contract-document/{documentId}),
  // and a document's stored file.
  app.get(
    '/api/contract-documents/:documentId',
    options(CONSULT, 'A document’s contract and every document of that contract, by kind', {
      params: contractDocumentIdParamsSchema,
      response: { 200: contractDocumentsPageSchema },
    }),
    async (req) => getContractDocuments(recordContext(req, db), req.params.documentId),
  );

  app.get(
    '/api/contract-documents/:documentId/file',
    options(CONSULT, 'The file stored with a contract document, as stored', {
      params: contractDocumentIdParamsSchema,
    }),
    async (req, reply) => {
      const file = await getContractDocumentFile(recordContext(req, db), req.params.documentId);
      return downloadHeaders(reply, file.mimeType, file.fileName).send(file.content);
    },
  );
};
