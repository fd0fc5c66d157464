import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './control-characters';

/** The check every free-text field carries; a test finds free-text fields without it. */
export function refusesControlCharacters(value: string): boolean {
  return !hasControlCharacters(value);
}

/** Every free-text field starts here, so control characters are refused once, naming the field. */
export function textField(label: string, notText = `${label} must be text`) {
  return z.string({ error: notText }).refine(refusesControlCharacters, controlCharactersMessage(label));
}
