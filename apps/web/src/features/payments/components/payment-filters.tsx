import { useState } from 'react';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentMethods } from '@clinica/contracts/payment-methods';
import { paymentStatuses } from '@clinica/contracts/payments';
import { DateFilter } from '../../../components/date-filter';
import { FilterSelect } from '../../../components/list-toolbar';
import { PatientPicker, type PatientOption } from '../../../components/patient-picker';
import { getPatient } from '../api/current-account';
import { paymentsKeys } from '../api/keys';
import { methodLabel } from '../labels';

export const filterDefaults = { method: '', patient_id: '', status: '', from: '', to: '' };
export type PaymentFilterValues = typeof filterDefaults;

/** The list's filters, all in the address: method, patient, status and the payment-date range. */
export function PaymentFilters({
  filters,
  onChange,
  knownPatientName,
}: {
  filters: PaymentFilterValues;
  onChange: (change: Partial<PaymentFilterValues>) => void;
  /**
   * The filtered patient's name as the rows show it (saves reading the record, which the audit log
   * counts as a view): `null` while the list is still loading.
   */
  knownPatientName: string | undefined | null;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PatientOption | null>(null);
  const needName =
    Boolean(filters.patient_id) && chosen?.id !== filters.patient_id && knownPatientName === undefined;
  const patient = useQuery({
    queryKey: paymentsKeys.patient(filters.patient_id),
    queryFn: ({ signal }) => getPatient(filters.patient_id, signal),
    enabled: needName,
  });
  let patientValue: PatientOption | null = null;
  if (filters.patient_id) {
    const name =
      (chosen?.id === filters.patient_id ? chosen.name : undefined) ??
      knownPatientName ??
      (patient.data ? `${patient.data.first_name} ${patient.data.surname}` : '…');
    patientValue = { id: filters.patient_id, name };
  }
  return (
    <Box
      role="search"
      aria-label={t('payments.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
        alignItems: 'center',
      }}
    >
      <FilterSelect
        label={t('payments.fields.method')}
        value={filters.method}
        onChange={(method) => onChange({ method })}
        allLabel={t('payments.filters.allMethods')}
        options={paymentMethods.map((method) => ({ value: method, label: methodLabel(t, method) }))}
      />
      <PatientPicker
        size="small"
        label={t('payments.fields.patient')}
        value={patientValue}
        onChange={(next) => {
          setChosen(next);
          onChange({ patient_id: next?.id ?? '' });
        }}
      />
      <FilterSelect
        label={t('payments.fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        allLabel={t('payments.filters.allStatuses')}
        options={paymentStatuses.map((status) => ({
          value: status,
          label: t(`payments.statuses.${status}`),
        }))}
      />
      <DateFilter
        label={t('payments.filters.from')}
        value={filters.from}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter label={t('payments.filters.to')} value={filters.to} onChange={(to) => onChange({ to })} />
    </Box>
  );
}
