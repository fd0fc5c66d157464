import type { Locale } from '@overlap/contracts';
import { loadCatalogue } from './catalogue-loader';
import type { Catalogues, Namespace } from './namespaces';

// Every namespace, checked against the type: adding a catalogue without listing it here fails the typecheck.
const ALL: Record<Namespace, true> = {
  admin: true,
  auth: true,
  blog: true,
  common: true,
  connections: true,
  dashboard: true,
  errors: true,
  guide: true,
  landing: true,
  legal: true,
  marketing: true,
  meetings: true,
  participant: true,
  posts: true,
  providers: true,
  reasons: true,
  series: true,
  settings: true,
  waitlist: true,
} satisfies Record<keyof Catalogues, true>;

export const NAMESPACES = Object.keys(ALL) as Namespace[];

/** Every catalogue of a language (the prerender, which renders synchronously, needs them in memory). */
export async function loadAllCatalogues(locale: Locale): Promise<void> {
  await Promise.all(NAMESPACES.map((namespace) => loadCatalogue(locale, namespace)));
}
