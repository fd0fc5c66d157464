export {
  currentLocale,
  preferredLocale,
  rememberedLocale,
  startLocale,
  switchLocale,
  useLocaleStore,
} from './locale-store';
export type { MessageKey, Namespace } from './namespaces';
export { translate, useT, type MessageValues, type Translate } from './use-t';
