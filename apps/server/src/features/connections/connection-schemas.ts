import { z } from 'zod';

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
