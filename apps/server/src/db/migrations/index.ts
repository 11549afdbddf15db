import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_remittances.js';
import * as m0003 from './0003_contracts.js';
import * as m0004 from './0004_payment_orders.js';
import * as m0005 from './0005_documents_treasury.js';
import * as m0006 from './0006_remittance_list_indexes.js';
import * as m0007 from './0007_duplicate_lookup.js';
import * as m0008 from './0008_payment_range_indexes.js';
import * as m0009 from './0009_duplicate_lookup_plan.js';
import * as m0010 from './0010_status_payment_inclusion_order.js';
import * as m0011 from './0011_coded_values.js';
import * as m0012 from './0012_extract_by_currency.js';
import * as m0013 from './0013_payment_order_list_indexes.js';
import * as m0014 from './0014_receiving_flow.js';
import * as m0015 from './0015_contract_list_indexes.js';
import * as m0016 from './0016_quotation_list_indexes.js';
import * as m0017 from './0017_contract_keyword_statistics.js';
import * as m0018 from './0018_quotation_rate_nulls_last.js';
import * as m0019 from './0019_back_to_back_indexes.js';
import * as m0020 from './0020_treasury_report_indexes.js';
import * as m0021 from './0021_trade_document_actions.js';
import * as m0022 from './0022_document_list_indexes.js';
import * as m0023 from './0023_rde_list_indexes.js';
import * as m0024 from './0024_trade_list_indexes.js';
import * as m0025 from './0025_parcels_and_pendencies.js';
import * as m0026 from './0026_export_action_indexes.js';
import * as m0027 from './0027_pendency_document_facts.js';
import * as m0028 from './0028_idempotency_keys.js';
import * as m0029 from './0029_log_moment.js';
import * as m0030 from './0030_session_end_reason.js';
import * as m0031 from './0031_search_indexes.js';
import * as m0032 from './0032_list_views.js';
import * as m0033 from './0033_bank_search.js';
import * as m0034 from './0034_users_in_the_app.js';
import * as m0035 from './0035_remittance_note_codes.js';
import * as m0038 from './0038_list_value_sorts_and_totals.js';
import * as m0038b from './0038_remittance_amount_totals.js';
import * as m0038c from './0038_values_of_dispatch_requests.js';
import * as m0039 from './0039_contract_amount_totals.js';

// Static registry (not a folder scan) so the bundled server carries its migrations with it.
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_remittances': m0002,
  '0003_contracts': m0003,
  '0004_payment_orders': m0004,
  '0005_documents_treasury': m0005,
  '0006_remittance_list_indexes': m0006,
  '0007_duplicate_lookup': m0007,
  '0008_payment_range_indexes': m0008,
  '0009_duplicate_lookup_plan': m0009,
  '0010_status_payment_inclusion_order': m0010,
  '0011_coded_values': m0011,
  '0012_extract_by_currency': m0012,
  '0013_payment_order_list_indexes': m0013,
  '0014_receiving_flow': m0014,
  '0015_contract_list_indexes': m0015,
  '0016_quotation_list_indexes': m0016,
  '0017_contract_keyword_statistics': m0017,
  '0018_quotation_rate_nulls_last': m0018,
  '0019_back_to_back_indexes': m0019,
  '0020_treasury_report_indexes': m0020,
  '0021_trade_document_actions': m0021,
  '0022_document_list_indexes': m0022,
  '0023_rde_list_indexes': m0023,
  '0024_trade_list_indexes': m0024,
  '0025_parcels_and_pendencies': m0025,
  '0026_export_action_indexes': m0026,
  '0027_pendency_document_facts': m0027,
  '0028_idempotency_keys': m0028,
  '0029_log_moment': m0029,
  '0030_session_end_reason': m0030,
  '0031_search_indexes': m0031,
  '0032_list_views': m0032,
  '0033_bank_search': m0033,
  '0034_users_in_the_app': m0034,
  '0035_remittance_note_codes': m0035,
  '0038_list_value_sorts_and_totals': m0038,
  '0038_remittance_amount_totals': m0038b,
  '0038_values_of_dispatch_requests': m0038c,
  '0039_contract_amount_totals': m0039,
};
