/** The brokerage's colour: the header of its printed documents and of its e-mails (the web app's teal). */
export const BRAND_PRIMARY = '#00695c';
