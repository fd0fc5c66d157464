import { ADMIN_MEETING_STATUSES, ADMIN_SEARCH_MAX, ADMIN_TRENDS_WEEKS } from '@overlap/contracts';
import { z } from 'zod';
import { textField } from '@overlap/contracts/schemas';

const page = z.coerce
  .number({ error: 'The page is a number from 1.' })
  .int('The page is a whole number.')
  .min(1, 'Pages start at 1.')
  .max(100_000, 'That page is too far.')
  .default(1);

const search = textField('Search', 'Send the search as text.')
  .trim()
  .max(ADMIN_SEARCH_MAX, `Search for at most ${ADMIN_SEARCH_MAX} characters.`)
  .default('');

export const pageQuerySchema = z.object({ page });

export const usersQuerySchema = z.object({ q: search, page });

export const meetingsQuerySchema = z.object({
  q: search,
  status: z
    .enum(ADMIN_MEETING_STATUSES, { error: `Status is one of ${ADMIN_MEETING_STATUSES.join(', ')}.` })
    .optional(),
  page,
});

export const trendsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: 'Weeks is a number.' })
    .int('Weeks is a whole number.')
    .min(1, 'Ask for at least 1 week.')
    .max(ADMIN_TRENDS_WEEKS.max, `Ask for at most ${ADMIN_TRENDS_WEEKS.max} weeks.`)
    .default(ADMIN_TRENDS_WEEKS.default),
});

export const idParamsSchema = z.object({ id: z.uuid({ error: 'The id is not valid.' }) });

export const roleBodySchema = z.object({
  isAdmin: z.boolean({ error: 'Send isAdmin as true or false.' }),
});

export const statusBodySchema = z.object({
  disabled: z.boolean({ error: 'Send disabled as true or false.' }),
});
