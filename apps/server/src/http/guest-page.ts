import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { acceptLanguageTags, isLocale, matchLocale, type Locale } from '@overlap/contracts';

/** Who a guest's link greets: the name the organizer gave them (if any) and the organizer's. */
export interface GuestGreeting {
  name: string | null;
  organizer: string;
  /** The language the organizer picked for this guest; null: none, the browser's applies. */
  locale: Locale | null;
}

/** The greeting of a link's guest, or null when the token opens no meeting (the page then says why). */
export type GuestGreetingOf = (token: string) => Promise<GuestGreeting | null>;

interface GreetingTemplate {
  skeleton: string;
  paragraph: string;
  greeting: string;
  intro: string;
}

/** The build's guest page (scripts/prerender-web.mjs, `prerendered/guest-page.json`) in every language. */
export interface GuestPage {
  route: string;
  pages: ReadonlyMap<Locale, { html: string; greeting: GreetingTemplate }>;
}

export function readGuestPage(distDir: string): GuestPage | null {
  const folder = path.join(distDir, 'prerendered');
  const list = path.join(folder, 'guest-page.json');
  if (!existsSync(list)) return null;
  const built = JSON.parse(readFileSync(list, 'utf8')) as {
    route: string;
    files: Record<string, string>;
    greetings: Record<string, GreetingTemplate>;
  };
  const pages = new Map<Locale, { html: string; greeting: GreetingTemplate }>();
  for (const [locale, file] of Object.entries(built.files)) {
    const greeting = built.greetings[locale];
    if (!isLocale(locale) || !greeting) continue;
    pages.set(locale, { html: readFileSync(path.join(folder, file), 'utf8'), greeting });
  }
  return pages.has('en') ? { route: built.route, pages } : null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Fills `[[name]]`-style marks in one pass, so a value that itself looks like a mark stays as written. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\[\[(\w+)\]\]/g, (mark, key: string) => values[key] ?? mark);
}

/**
 * The guest page in the language the organizer picked for the guest, else the reader's (Accept-Language),
 * as the app itself picks (a choice the guest made in this browser, which only the app knows, wins there), with the guest's greeting written over its skeleton when the link opens a meeting: the
 * page's largest text then paints with the HTML rather than after the app's scripts and the meeting.
 */
export function guestPageHtml(
  page: GuestPage,
  acceptLanguage: string | undefined,
  greeting: GuestGreeting | null,
): { html: string; locale: Locale } {
  const locale = greeting?.locale ?? matchLocale(acceptLanguageTags(acceptLanguage));
  const { html, greeting: template } = page.pages.get(locale) ?? page.pages.get('en')!;
  if (!greeting) return { html, locale };
  const organizer = escapeHtml(greeting.organizer);
  const text = greeting.name
    ? fill(template.greeting, { name: escapeHtml(greeting.name), organizer })
    : fill(template.intro, { organizer });
  const paragraph = fill(template.paragraph, { text });
  return { html: html.replace(template.skeleton, () => paragraph), locale };
}
