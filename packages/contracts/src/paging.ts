import { z } from 'zod';
import { textField } from './text-field';

/** How many items one page of an `/api/v1` list holds unless `limit` says otherwise, and at most. */
export const PAGE_LIMITS = { default: 50, max: 100 } as const;

/** The query of a paged `/api/v1` list: `limit` items after the page that gave `cursor`. */
export const pageQuerySchema = z.object({
  limit: z
    .string({ error: 'limit must be a whole number' })
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${PAGE_LIMITS.max}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= PAGE_LIMITS.max, `limit must be from 1 to ${PAGE_LIMITS.max}`)
    .optional()
    .describe(`How many items to answer, 1 to ${PAGE_LIMITS.max} (default ${PAGE_LIMITS.default}).`),
  cursor: textField('cursor', 'cursor must be the nextCursor of a page')
    .max(200, 'cursor must be the nextCursor of a page')
    .optional()
    .describe('The `nextCursor` of the previous page; absent for the first page.'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: its items in the list's order, and the cursor of the next page (null at the end). */
export function pageResponseSchema<T extends z.ZodType>(item: T, id: string, description: string) {
  return z
    .object({
      items: z.array(item),
      nextCursor: z
        .string()
        .nullable()
        .describe('Pass as `cursor` for the next page; null when this page is the last.'),
    })
    .meta({ id, description });
}
