import type { Tx } from '../../db/client.js';
import * as repo from './payments.repository.js';
import { hasRefunds } from './refunds.repository.js';

/**
 * What invoicing asks of payments (decision 030): an FT that active payments settle is not cancelled
 * until they are; an advance FR is given back only by cancelling the payment that issued it, and the NC
 * regularising a used advance is cancelled only with its compensation (decision 032).
 */
export const documentHasActivePayments = (tx: Tx, tenantId: string, documentId: string) =>
  repo.hasActivePayments(tx, tenantId, documentId);

export const documentIsAdvance = (tx: Tx, tenantId: string, documentId: string) =>
  repo.isAdvance(tx, tenantId, documentId);

export const documentIsRegularisation = (tx: Tx, tenantId: string, documentId: string) =>
  repo.isRegularisation(tx, tenantId, documentId);
/** A document whose credit refunds gave back (issue 38) is not cancelled: the money has left. */
export const documentHasRefunds = (tx: Tx, tenantId: string, documentId: string) =>
  hasRefunds(tx, tenantId, documentId);
