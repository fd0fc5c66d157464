import type {
  AdminEmailTemplate,
  AdminEmailTemplateSummary,
  AdminOutboxMessage,
  AdminOutboxSummary,
} from '@overlap/contracts';
import type { OutboxMessage } from '../mail/outbox/outbox-repository';
import {
  OPTIONAL_VARIABLES,
  TEMPLATE_VARIABLES,
  isEmailTemplateKey,
} from '../mail/templates/template-variables';
import { TEMPLATE_DESCRIPTIONS } from '../mail/templates/template-catalogue';
import type { EmailTemplate } from '../mail/templates/template-repository';

export function templateSummary(row: EmailTemplate): AdminEmailTemplateSummary {
  const about = isEmailTemplateKey(row.key)
    ? TEMPLATE_DESCRIPTIONS[row.key]
    : { name: row.key, description: 'No longer sent by Overlap.' };
  return {
    key: row.key,
    ...about,
    subject: row.subject,
    edited: row.updatedBy !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function templateDetail(
  row: EmailTemplate,
  extra: Pick<AdminEmailTemplate, 'defaults' | 'editedLocales'>,
): AdminEmailTemplate {
  return {
    ...templateSummary(row),
    ...extra,
    locale: row.locale,
    html: row.html,
    text: row.text,
    variables: isEmailTemplateKey(row.key) ? [...TEMPLATE_VARIABLES[row.key]] : [],
    optionalVariables: isEmailTemplateKey(row.key) ? [...OPTIONAL_VARIABLES[row.key]] : [],
  };
}

export function outboxSummary(row: OutboxMessage): AdminOutboxSummary {
  return {
    id: row.id,
    templateKey: row.templateKey,
    toAddress: row.toAddress,
    toName: row.toName,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    hasIcs: row.ics !== null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function outboxDetail(row: OutboxMessage): AdminOutboxMessage {
  return {
    ...outboxSummary(row),
    dedupeKey: row.dedupeKey,
    html: row.html,
    text: row.text,
    icsMethod: row.icsMethod,
    ics: row.ics,
    lastError: row.lastError,
  };
}
