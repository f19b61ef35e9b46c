import type { TFunction } from 'i18next';
import { formatDate, formatTime } from '../../lib/format';
import { translateMessage } from '../../lib/validation-messages';

/** A request's date and time in the clinic's zone: dd/mm/yyyy HH:mm. */
export function whenText(iso: string, timeZone: string | undefined): string {
  return `${formatDate(iso, timeZone)} ${formatTime(iso, timeZone)}`;
}

/**
 * The server's messages an accept or reject may answer (the contracts speak Portuguese), as this
 * feature's keys; written out rather than imported so the page does not load the contracts' schemas.
 */
const serverMessages: Record<string, string> = {
  'Este pedido já foi tratado': 'requests.errors.notPending',
  'Pedido de marcação não encontrado': 'requests.errors.notFound',
  'O profissional já tem uma marcação neste horário': 'requests.errors.professionalBusy',
  'O espaço já está ocupado neste horário': 'requests.errors.spaceBusy',
  'Fora do horário de trabalho ou da clínica. Confirme para marcar mesmo assim':
    'requests.errors.outsideSchedule',
  'Paciente não encontrado': 'requests.errors.patientNotFound',
};

/** A server message in the interface's language (this feature's, else the common ones); an unknown one as it came. */
export function requestMessage(t: TFunction, message: string): string {
  const key = serverMessages[message];
  return key ? t(key) : (translateMessage(t, message) ?? message);
}

/** The accept call's patient: the matched one the staff confirmed, or none (a new patient). */
export function acceptedPatientId(
  choice: 'matched' | 'new',
  matched: { id: string } | null,
): string | undefined {
  return choice === 'matched' && matched ? matched.id : undefined;
}
