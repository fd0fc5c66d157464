import { LOCALIZED_TEMPLATES } from '../i18n/localized-templates';
import type { EmailContent } from './render-template';
import type { EmailTemplateKey } from './template-variables';

/**
 * The built-in texts, in English: the seed of the stored (admin-editable) templates. Every language's
 * words are ICU messages in `../i18n/messages/<locale>.json`, laid out by `../i18n/localized-templates`.
 */
export const DEFAULT_TEMPLATES: Record<EmailTemplateKey, EmailContent> = LOCALIZED_TEMPLATES.en;
