import type { RefObject } from 'react';

/**
 * After a refused submit, the first field in the form marked invalid takes focus (in view, its message
 * read with it), once the marks are on screen.
 */
export function focusFirstInvalid(
  form: RefObject<HTMLElement | null>,
  selector = '[aria-invalid="true"]',
): void {
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(selector)?.focus());
}
