import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nif as nifSchema } from '@clinica/contracts/pt';
import {
  duplicateNifPatient,
  FINAL_CONSUMER_NIF,
  type DuplicateNifPatient,
  type Patient,
} from '@clinica/contracts/patients';
import { ApiError } from '../../lib/api-client';
import { checkNif } from './api/patients';
import { patientsKeys } from './keys';
import type { PatientBody } from './patient-form-schema';

/**
 * The NIF worth asking the server about: complete and valid (9 digits, right check digit; spaces and a
 * "PT" prefix as the contract strips them), not the final consumer's, and not the one the record
 * already has — the server only refuses a NIF that is new to the record (decision 007).
 */
export function nifToCheck(typed: string, saved: string | null): string | null {
  const parsed = nifSchema.safeParse(typed);
  if (!parsed.success) return null;
  const value = parsed.data;
  return value === FINAL_CONSUMER_NIF || value === saved ? null : value;
}

export interface DuplicateNif {
  /** Another patient with the typed NIF, once the server said so. */
  duplicate: DuplicateNifPatient | null;
  /** The confirmation is being asked. */
  asking: boolean;
  /** The save that asked last, and whose NIF it repeats (kept while the dialog closes). */
  pending: { body: PatientBody; other: DuplicateNifPatient } | null;
  /** Before saving: true when the body repeats a known NIF, and the confirmation is now being asked. */
  asksFirst: (body: PatientBody) => boolean;
  /** After a failed save: true when it was a 409 `duplicate_nif`, and the confirmation is now being asked. */
  asksAfter: (error: unknown, body: PatientBody) => boolean;
  /** The body to send again, confirmed. */
  confirm: () => PatientBody | null;
  cancel: () => void;
}

/**
 * "Já existe um paciente com este NIF": the form checks the NIF as it is typed (a cheap server lookup,
 * only for the patients the user sees), and saving a repeated NIF needs a confirmation, which the
 * server writes to the audit log. A 409 the check did not foresee (it had not answered, or someone
 * else saved that NIF meanwhile) asks the same question.
 */
export function useDuplicateNif(typed: string, patient: Patient | null): DuplicateNif {
  const queryClient = useQueryClient();
  const excludeId = patient?.id ?? null;
  const nif = nifToCheck(typed, patient?.nif ?? null);
  const check = useQuery({
    queryKey: patientsKeys.nifCheck(nif ?? '', excludeId),
    queryFn: ({ signal }) => checkNif(nif!, excludeId, signal),
    enabled: nif !== null,
    staleTime: 30_000,
    select: (answer) => answer.duplicate,
  });
  const duplicate = nif ? (check.data ?? null) : null;
  const [pending, setPending] = useState<DuplicateNif['pending']>(null);
  const [asking, setAsking] = useState(false);
  const ask = (body: PatientBody, other: DuplicateNifPatient) => {
    setPending({ body, other });
    setAsking(true);
    return true;
  };

  return {
    duplicate,
    asking,
    pending,
    asksFirst: (body) => {
      if (!duplicate || body.nif !== nif || body.confirm_duplicate_nif) return false;
      return ask(body, duplicate);
    },
    asksAfter: (error, body) => {
      if (!(error instanceof ApiError) || error.code !== 'duplicate_nif' || !body.nif) return false;
      const other = duplicateNifPatient.safeParse({ id: error.details.patient_id, name: error.details.name });
      if (!other.success) return false;
      // What the check would have answered: the notice under the field shows it too.
      queryClient.setQueryData(patientsKeys.nifCheck(body.nif, excludeId), { duplicate: other.data });
      return ask(body, other.data);
    },
    confirm: () => {
      setAsking(false);
      return asking && pending ? { ...pending.body, confirm_duplicate_nif: true } : null;
    },
    cancel: () => setAsking(false),
  };
}
