import { useQuery } from '@tanstack/react-query';
import { getCurrentAccount } from '../api/current-account';
import { paymentsKeys } from '../api/keys';

/** A patient's current account (owed, credit, open FTs, ledger); nothing while there is no patient. */
export function useCurrentAccount(patientId: string | null) {
  return useQuery({
    queryKey: paymentsKeys.account(patientId ?? ''),
    queryFn: ({ signal }) => getCurrentAccount(patientId!, signal),
    enabled: Boolean(patientId),
  });
}
