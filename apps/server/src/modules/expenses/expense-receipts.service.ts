import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { documentMessages } from '@clinica/contracts/files';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import type { Expense } from '@clinica/contracts/expenses';
import type { TenantTx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import type { Storage } from '../files/storage.js';
import { deleteFileRow, insertFile } from '../files/files.service.js';
import { sniffDocument } from '../files/sniff.js';
import * as repo from './expenses.repository.js';
import { getExpense } from './expenses.service.js';

/** A receipt is a `files` row of this purpose, owned by no user: the expense points at it. */
const PURPOSE = 'expense_receipt';

type Deps = { storage: Storage; tenantTx: TenantTx };

/**
 * Attaches (or replaces) the receipt: a photo or PDF by content, ≤ 20 MB, exactly as a patient's
 * documents. The bytes are stored before the row, and the replaced receipt's bytes go after the commit.
 */
export async function attachReceipt(
  deps: Deps,
  user: AuthUser,
  expenseId: string,
  readPart: () => Promise<MultipartFile | undefined>,
): Promise<Expense> {
  // Another clinic's (or an unknown) expense is 404 before the upload is even read.
  await deps.tenantTx((tx) => getExpense(tx, user, expenseId));
  const part = await readPart();
  if (!part) throw badRequest({ file: REQUIRED_MESSAGE });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
      throw new AppError(413, 'payload_too_large', documentMessages.tooLarge, {
        file: documentMessages.tooLarge,
      });
    throw e;
  }
  if (bytes.length === 0) throw badRequest({ file: documentMessages.empty }, documentMessages.empty);
  const contentType = sniffDocument(bytes);
  if (!contentType)
    throw new AppError(415, 'unsupported_media_type', documentMessages.badType, {
      file: documentMessages.badType,
    });

  const id = randomUUID();
  const storageKey = `${user.tenantId}/${id}`;
  await deps.storage.put(storageKey, bytes);
  let replaced: string | null = null;
  let result: Expense;
  try {
    result = await deps.tenantTx(async (tx) => {
      if (!(await repo.lockExpense(tx, user.tenantId, expenseId))) throw notFound();
      const current = (await repo.getExpense(tx, user.tenantId, expenseId))!;
      await insertFile(tx, {
        id,
        tenantId: user.tenantId,
        ownerId: null,
        purpose: PURPOSE,
        name: (part.filename || 'recibo').slice(0, 255),
        contentType,
        sizeBytes: bytes.length,
        storageKey,
        createdBy: user.id,
      });
      await repo.updateExpense(tx, user.tenantId, expenseId, { receiptFileId: id });
      if (current.expense.receiptFileId) {
        await deleteFileRow(tx, current.expense.receiptFileId);
        replaced = current.file?.storageKey ?? null;
      }
      return getExpense(tx, user, expenseId);
    });
  } catch (e) {
    await deps.storage.delete(storageKey);
    throw e;
  }
  if (replaced) await deps.storage.delete(replaced);
  return result;
}

/** The receipt's bytes, for whoever may read expenses; 404 when the expense has none. */
export async function readReceipt(deps: Deps, user: AuthUser, expenseId: string) {
  const row = await deps.tenantTx((tx) => repo.getExpense(tx, user.tenantId, expenseId));
  if (!row?.file) throw notFound();
  const bytes = await deps.storage.get(row.file.storageKey);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.file.contentType, name: row.file.name };
}

export async function removeReceipt(deps: Deps, user: AuthUser, expenseId: string): Promise<Expense> {
  let storageKey: string | null = null;
  const result = await deps.tenantTx(async (tx) => {
    const current = await repo.lockExpense(tx, user.tenantId, expenseId);
    if (!current) throw notFound();
    if (current.receiptFileId) {
      const row = await repo.getExpense(tx, user.tenantId, expenseId);
      storageKey = row?.file?.storageKey ?? null;
      await repo.updateExpense(tx, user.tenantId, expenseId, { receiptFileId: null });
      await deleteFileRow(tx, current.receiptFileId);
    }
    return getExpense(tx, user, expenseId);
  });
  if (storageKey) await deps.storage.delete(storageKey);
  return result;
}
