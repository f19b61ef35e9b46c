import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { hasPermission, useUser } from '../lib/session';

type Person = { id: string; name: string };

/** A document's or payment's customer (issue 45): a patient, or an insurer billed for its part. */
export interface Payer {
  patient: Person | null;
  insurer: Person | null;
}

/** The customer's name: the patient's, or the insurer's. */
export function payerName(p: Payer): string {
  return p.patient?.name ?? p.insurer?.name ?? '—';
}

/**
 * The customer's name as a link: the patient's at `patientTo` (when the user reads patients), the
 * insurer's page (when the user reads insurers); plain text otherwise.
 */
export function PayerLink({ payer, patientTo }: { payer: Payer; patientTo?: (id: string) => string }) {
  const user = useUser();
  const { patient, insurer } = payer;
  if (patient)
    return patientTo && hasPermission(user, 'patients', 'read') ? (
      <Link component={RouterLink} to={patientTo(patient.id)}>
        {patient.name}
      </Link>
    ) : (
      <>{patient.name}</>
    );
  if (insurer)
    return hasPermission(user, 'insurers', 'read') ? (
      <Link component={RouterLink} to={`/configurations/insurers/${insurer.id}`}>
        {insurer.name}
      </Link>
    ) : (
      <>{insurer.name}</>
    );
  return <>—</>;
}
