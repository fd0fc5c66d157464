import { z } from 'zod';

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/\S+$/i, 'Enter the server address, starting with https://');
const password = z.string({ error: 'Enter the password' }).min(1, 'Enter the password').max(1000);
const username = z.string({ error: 'Enter the username' }).trim().min(1, 'Enter the username').max(320);

export const connectByFormSchema = z.discriminatedUnion(
  'provider',
  [
    z.object({ provider: z.literal('caldav'), serverUrl: httpUrl, username, password }),
    z.object({ provider: z.literal('icloud'), username, password }),
    z.object({
      provider: z.literal('ics'),
      feedUrl: z
        .string({ error: 'Enter the calendar address' })
        .trim()
        .regex(
          /^(https?|webcals?):\/\/\S+$/i,
          'Enter the calendar address, starting with https:// or webcal://',
        ),
    }),
  ],
  { error: 'Choose CalDAV, iCloud or an ICS feed' },
);
export type ConnectByFormInput = z.infer<typeof connectByFormSchema>;

export const oauthStartSchema = z.object({
  provider: z.enum(['google', 'microsoft'], { error: 'Choose Google or Microsoft' }),
  reconnectId: z.uuid().optional(),
});

export const oauthFinishSchema = z.union([
  z.object({ state: z.string().min(1).max(200), code: z.string().min(1).max(4000) }),
  z.object({
    state: z.string().min(1).max(200),
    error: z.string().min(1).max(200),
    errorDescription: z.string().max(1000).optional(),
  }),
]);
export type OAuthFinishInput = z.infer<typeof oauthFinishSchema>;

export const calendarChangesSchema = z
  .object({ checkConflicts: z.boolean().optional(), writeTarget: z.boolean().optional() })
  .refine((v) => v.checkConflicts !== undefined || v.writeTarget !== undefined, 'Nothing to change');

export const idParams = z.object({ id: z.uuid({ error: 'Not found.' }) });
