/** The list and the report: the report takes the list's filters by the same names. */
export const RDE_LIST_PATH = '/rde';
export const RDE_REPORT_PATH = '/rde-report';
