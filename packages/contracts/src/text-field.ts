import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './control-characters';

/** Every free-text field starts here, so control characters are refused once, naming the field. */
export function textField(label: string, notText = `${label} must be text`) {
  return z
    .string({ error: notText })
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));
}
