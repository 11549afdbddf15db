import { l } from '../label';
import { RDE_TYPE_FORMER_NAMES, rdesList, type RdeDetail } from '../api/rdes';
import { detailFields } from './fields';

const list = rdesList.columns;

/** An RDE's page (/rde-detail/{id}): the list's columns where the page names them alike, and its own. */
export const RDE_DETAIL_FIELDS = detailFields<RdeDetail>()({
  rdeNumber: { kind: 'text', label: l('Número do RDE', 'RDE number') },
  rdeType: list.rdeType,
  formerName: {
    kind: 'text',
    label: l('Nome anterior', 'Former name'),
    value: (r) => RDE_TYPE_FORMER_NAMES[r.rdeType],
    omitEmpty: true,
  },
  client: list.client,
  counterparty: list.counterparty,
  counterpartyCountry: {
    kind: 'country',
    label: l('País do credor/investidor', 'Creditor/investor country'),
  },
  currency: list.currency,
  value: list.value,
  registrationDate: { kind: 'date', label: l('Data de registro', 'Registration date') },
  status: list.status,
  createdAt: { kind: 'dateTime', label: l('Incluído em', 'Recorded on') },
  notes: { kind: 'text', label: l('Observações', 'Notes'), multiline: true, omitEmpty: true },
});
