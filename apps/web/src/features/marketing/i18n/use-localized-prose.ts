import { useT, type MessageKey, type MessageValues, type Namespace } from '@/i18n';
import { localizeProse } from './localize-prose';

/**
 * A page's data in the reader's language. The data file holds the English prose; every language, English
 * included, reads it from the catalogue under `<prefix>.<path>` (a unit test keeps English equal to the data).
 */
export function useLocalizedProse<N extends Namespace, T>(
  namespace: N,
  prefix: string,
  data: T,
  values?: MessageValues,
): T {
  const t = useT(namespace);
  return localizeProse(data, (path) => t(`${prefix}.${path}` as MessageKey<N>, values));
}
