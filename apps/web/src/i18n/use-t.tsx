import { Fragment, use, useMemo, type ReactNode } from 'react';
import type { CompiledCatalogue } from './catalogue-loader';
import { loadCatalogue } from './catalogue-loader';
import { currentLocale, useLocale } from './locale-store';
import type { MessageKey, Namespace } from './namespaces';

export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translate<N extends Namespace> {
  (key: MessageKey<N>, values?: MessageValues): string;
  /** A message with elements in it: `t.rich('intro', { name: <strong>{name}</strong> })`. */
  rich(key: MessageKey<N>, values: Readonly<Record<string, ReactNode>>): ReactNode;
}

// Stands in for an element inside the formatted text, then split on: never typed by a translator.
const MARK = '\u2063';

function translator<N extends Namespace>(
  catalogue: CompiledCatalogue | undefined,
  namespace: N,
): Translate<N> {
  const format = (key: string, values?: Readonly<Record<string, unknown>>): string => {
    const message = catalogue?.[key];
    if (!message) {
      if (catalogue && import.meta.env.DEV) console.error(`Missing message ${namespace}.${key}`);
      return key;
    }
    return message(values as Record<string, unknown> | undefined);
  };
  const t = ((key, values) => format(key, values)) as Translate<N>;
  t.rich = (key, values) => {
    const nodes: ReactNode[] = [];
    const marked: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string' || typeof value === 'number') {
        marked[name] = value;
      } else {
        marked[name] = `${MARK}${nodes.length}${MARK}`;
        nodes.push(value);
      }
    }
    const parts = format(key, marked).split(MARK);
    // Odd parts are the indexes of the elements.
    return parts.map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? nodes[Number(part)] : part}</Fragment>
    ));
  };
  return t;
}

/**
 * The messages of one namespace in the app's current language. The first use of a namespace in a
 * language suspends until its catalogue has arrived (the nearest Suspense boundary shows its fallback).
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const locale = useLocale();
  const catalogue = use(loadCatalogue(locale, namespace) as Promise<CompiledCatalogue>);
  return useMemo(() => translator(catalogue, namespace), [catalogue, namespace]);
}

/**
 * The same outside components (a toast from a mutation's callback): the catalogue must have been
 * loaded by a component on screen; if it has not, the key is returned and the catalogue fetched.
 */
export function translate<N extends Namespace>(namespace: N): Translate<N> {
  const promise = loadCatalogue(currentLocale(), namespace);
  return translator(promise.status === 'fulfilled' ? promise.value : undefined, namespace);
}
