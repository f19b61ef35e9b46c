import { z } from 'zod';
import { REQUIRED_MESSAGE } from './zod-config.js';

/** `?q=&page=1&page_size=25&sort=field&order=asc|desc` (DESIGN §4); `page_size` at most 200. */
export const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.string().max(50).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof listQuery>;

/**
 * `total_capped` (issue 41, decision 036): the count stopped at its cap (1,000, or the page's end when that
 * is further), so `total` is a floor and more rows follow: the pager says «1–25 de mais de 1 000».
 */
export const listTotal = {
  total: z.number().int(),
  total_capped: z.boolean(),
};

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    ...listTotal,
    page: z.number().int(),
    page_size: z.number().int(),
  });
export type ListResponse<T> = {
  items: T[];
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
};

export const idParams = z.object({ id: z.uuid() });
export const deleteBatchBody = z.strictObject({ ids: z.array(z.uuid()).min(1).max(200) });
export const deleteResult = z.object({
  /** `deleted`: gone; `deactivated`: still needed by other records, so it left lists and searches. */
  result: z.enum(['deleted', 'deactivated']),
});
/** `POST {path}/delete-batch`: which ids were deleted and which were deactivated (still needed elsewhere). */
export const deleteBatchResult = z.object({
  deleted: z.array(z.uuid()),
  deactivated: z.array(z.uuid()),
});
export type DeleteBatchResult = z.infer<typeof deleteBatchResult>;

/** Calendar colour: #rrggbb. */
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Cor inválida. Formato: #rrggbb' });

/** An optional text field: trimmed; an empty string means "no value" (null). */
export const optionalText = (max: number) => blankToNull(z.string().trim().max(max));

export const requiredText = (max: number) => z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(max);

/** Wraps an optional field of a form: blank or missing → null; otherwise `schema` validates it. */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish())
    .transform((v) => (v ?? null) as z.output<T> | null);
