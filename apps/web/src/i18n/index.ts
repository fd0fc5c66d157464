export {
  currentLocale,
  hydrateFrom,
  preferredLocale,
  rememberedLocale,
  startLocale,
  switchLocale,
  useLocale,
  useLocaleStore,
} from './locale-store';
export type { MessageKey, Namespace } from './namespaces';
export { translate, useT, type MessageValues, type Translate } from './use-t';
export { withCatalogues } from './with-catalogues';
