import { z } from 'zod';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_SCOPES } from './api-keys';
import { textField } from './text-field';

export const createApiKeySchema = z.object(
  {
    name: textField('Name')
      .trim()
      .min(1, 'Give the key a name, such as the script that will use it')
      .max(API_KEY_NAME_MAX_LENGTH, `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: `Scopes are ${API_KEY_SCOPES.join(' and ')}` }), {
        error: 'Scopes must be a list',
      })
      .min(1, 'Choose at least one scope')
      .max(API_KEY_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
  },
  { error: 'Request body must be a JSON object' },
);
export type CreateApiKeyRequest = z.input<typeof createApiKeySchema>;
