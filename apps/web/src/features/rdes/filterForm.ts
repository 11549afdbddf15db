import { useTranslation } from 'react-i18next';
import { clientPicker } from '../../components/ClientAutocomplete';

/** The list's and the report's filter form: what the declaration cannot know (labels, help, the picker). */
export function useRdeFilterForm() {
  const { t } = useTranslation('rdes');
  return {
    label: t('filters.label'),
    anyLabel: t('filters.any'),
    rangeLabels: { registrationDateFrom: t('filters.period'), valueFrom: t('filters.value') },
    help: { keyword: t('filters.keywordHelp'), rdeNumber: t('filters.rdeNumberHelp') },
    pickers: { clientId: clientPicker },
  };
}
