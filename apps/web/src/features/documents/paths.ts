/** The document report's screen. */
export const DOCUMENT_REPORT_PATH = '/document-report';
