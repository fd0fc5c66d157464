import { participantOAuthFinishSchema } from '@overlap/contracts/schemas';
import { z } from 'zod';

export const oauthStartSchema = z.object({
  provider: z.enum(['google', 'microsoft'], { error: 'Choose Google or Microsoft' }),
  reconnectId: z.uuid().optional(),
});

export const oauthFinishSchema = participantOAuthFinishSchema;
export type OAuthFinishInput = z.infer<typeof oauthFinishSchema>;

export const calendarChangesSchema = z
  .object({ checkConflicts: z.boolean().optional(), writeTarget: z.boolean().optional() })
  .refine((v) => v.checkConflicts !== undefined || v.writeTarget !== undefined, 'Nothing to change');

export const idParams = z.object({ id: z.uuid({ error: 'Not found.' }) });
