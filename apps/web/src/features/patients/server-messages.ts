import type { TFunction } from 'i18next';
import { documentMessages } from '@clinica/contracts/files';
import { patientMessages } from '@clinica/contracts/patients';
import { translateMessage as translateCommon } from '../../lib/validation-messages';

/**
 * The patients' messages of the contracts and the server (Portuguese) as this feature's i18n keys, so
 * English gets English and Portuguese shows the spec's text exactly; everything else goes through the
 * app's common translation.
 */
export const patientMessageKeys: Record<string, string> = {
  [patientMessages.notFound]: 'patients.serverMessages.notFound',
  [patientMessages.createFailed]: 'patients.serverMessages.createFailed',
  [patientMessages.updateFailed]: 'patients.serverMessages.updateFailed',
  [patientMessages.created]: 'patients.serverMessages.created',
  [patientMessages.updated]: 'patients.serverMessages.updated',
  [patientMessages.dateOfBirth]: 'patients.serverMessages.dateOfBirth',
  [patientMessages.dateOfBirthFuture]: 'patients.serverMessages.dateOfBirthFuture',
  [patientMessages.insurerNotFound]: 'patients.serverMessages.insurerNotFound',
  [patientMessages.referenceNotFound]: 'patients.serverMessages.referenceNotFound',
  [patientMessages.clinicNotFound]: 'patients.serverMessages.clinicNotFound',
  [patientMessages.imageNotFound]: 'patients.serverMessages.imageNotFound',
  [patientMessages.portalNeedsEmail]: 'patients.serverMessages.portalNeedsEmail',
  [patientMessages.portalEmailUnavailable]: 'patients.serverMessages.portalEmailUnavailable',
  [patientMessages.portalAlreadyActive]: 'patients.serverMessages.portalAlreadyActive',
  [patientMessages.erased]: 'patients.serverMessages.erased',
  [patientMessages.duplicateNif]: 'patients.serverMessages.duplicateNif',
  [documentMessages.tooLarge]: 'patients.serverMessages.fileTooLarge',
  [documentMessages.badType]: 'patients.serverMessages.fileBadType',
  [documentMessages.empty]: 'patients.serverMessages.fileEmpty',
};

export function translatePatientMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = patientMessageKeys[message];
  return key ? t(key) : translateCommon(t, message);
}

/** The global handling (spec §8) already told the user about this failure (401, 402, 403, 500, no connection). */
export function alreadyReported(error: unknown): boolean {
  return error instanceof Error && 'handled' in error && (error as { handled: unknown }).handled === true;
}
