import { loadCatalogue } from './catalogue-loader';
import { currentLocale } from './locale-store';
import type { Namespace } from './namespaces';

/**
 * A lazy chunk together with the catalogues its screens read, fetched side by side: otherwise the chunk
 * arrives, suspends on its first `useT`, and only then asks for its messages (and its data after that).
 */
export function withCatalogues<T>(
  load: () => Promise<T>,
  namespaces: readonly Namespace[],
): () => Promise<T> {
  return () => {
    const locale = currentLocale();
    // A catalogue that fails here is asked for again by the component; the chunk must not fail with it.
    const catalogues = namespaces.map((namespace) => loadCatalogue(locale, namespace).catch(() => undefined));
    return Promise.all([load(), ...catalogues]).then(([module]) => module);
  };
}
