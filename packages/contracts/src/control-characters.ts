/**
 * Control characters no text field accepts: PostgreSQL cannot store NUL, and the others only hide text
 * or break e-mail and calendar lines. Tab, line feed and carriage return stay (multi-line fields);
 * single-line fields refuse line breaks themselves.
 */
const allowed = new Set([0x09, 0x0a, 0x0d]);

export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && !allowed.has(code)) || code === 0x7f) return true;
  }
  return false;
}

export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}
