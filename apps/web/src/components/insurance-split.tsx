import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { patientSplit } from '@clinica/contracts/insurer-split';
import { formatEuros } from '../lib/format';
import { usePatientInsurance } from '../lib/insurance-api';
import { hasPermission, useUser } from '../lib/session';

/**
 * Who pays what of a session (issue 45): with the patient's insurer, insurance number and the agreement
 * in force on `day` (`YYYY-MM-DD`) for the service, «Médis (n.º …): o paciente paga 10,00 €, a seguradora
 * 25,00 € …» — by `patientSplit`, the function the server uses. Null when the patient has no cover for it.
 */
export function useInsuranceSplitText(
  patientId: string | null | undefined,
  serviceId: string | null | undefined,
  day: string | null | undefined,
): string | null {
  const { t } = useTranslation();
  const canRead = hasPermission(useUser(), 'insurers', 'read');
  const insurance = usePatientInsurance(patientId, canRead);
  const split = day ? patientSplit(insurance.data, serviceId, day) : null;
  if (!split) return null;
  return t('insurance.split', {
    insurer: split.insurer_name,
    number: split.insurance_number,
    patient: formatEuros(split.patient_cents),
    insurerPart: formatEuros(split.insurer_cents),
    price: formatEuros(split.price_cents),
  });
}

/** The split as the booking form shows it: an information line under the date and time. */
export function InsuranceSplit(props: {
  patientId: string | null | undefined;
  serviceId: string | null | undefined;
  day: string | null | undefined;
}) {
  const text = useInsuranceSplitText(props.patientId, props.serviceId, props.day);
  if (!text) return null;
  return (
    <Alert severity="info" data-testid="insurance-split">
      {text}
    </Alert>
  );
}
