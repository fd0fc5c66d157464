import type { Locale } from '@overlap/contracts';
import type { Namespace } from './namespaces';

/** A compiled catalogue: each key a function of the message's arguments. */
export type CompiledCatalogue = Readonly<Record<string, (values?: Record<string, unknown>) => string>>;

// One lazy chunk per language and namespace, compiled at build time (build/compile-messages-plugin.ts).
const loaders = import.meta.glob<CompiledCatalogue>('./messages/*/*.json', {
  query: '?messages',
  import: 'default',
});

/** A promise React's `use` reads synchronously once settled (it looks at `status` and `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

const cache = new Map<string, TrackedPromise<CompiledCatalogue>>();

/** The catalogue of one namespace in one language, loaded once per page. */
export function loadCatalogue(locale: Locale, namespace: Namespace): TrackedPromise<CompiledCatalogue> {
  const key = `${locale}/${namespace}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loader = loaders[`./messages/${key}.json`];
  if (!loader) throw new Error(`No catalogue ${key}.`);
  const promise: TrackedPromise<CompiledCatalogue> = loader().then(
    (catalogue) => {
      promise.status = 'fulfilled';
      promise.value = catalogue;
      return catalogue;
    },
    (error: unknown) => {
      promise.status = 'rejected';
      // A chunk that failed to download may load on the next try.
      cache.delete(key);
      throw error;
    },
  );
  promise.status = 'pending';
  cache.set(key, promise);
  return promise;
}

/** The namespaces this page has asked for so far, to load them all before switching language. */
export function namespacesInUse(): Namespace[] {
  return [...new Set([...cache.keys()].map((key) => key.split('/')[1] as Namespace))];
}
