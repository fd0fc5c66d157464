/** The admin area's e-mail pages: templates (edit, preview, reset) and the outbox. All admin-only. */
export const ADMIN_MAIL_ROUTES = {
  templates: '/api/admin/email-templates',
  template: '/api/admin/email-templates/:key',
  templatePreview: '/api/admin/email-templates/:key/preview',
  templateReset: '/api/admin/email-templates/:key/reset',
  outbox: '/api/admin/outbox',
  outboxMessage: '/api/admin/outbox/:id',
} as const;

/** Limits on what an admin may store in a template (characters). */
export const TEMPLATE_LIMITS = { subject: 300, html: 100_000, text: 50_000 } as const;

export const OUTBOX_STATUS_VALUES = ['queued', 'sent', 'failed', 'kept'] as const;
export type OutboxStatusValue = (typeof OUTBOX_STATUS_VALUES)[number];
export const OUTBOX_PAGE_SIZE = 25;

export interface EmailTemplateContent {
  subject: string;
  html: string;
  text: string;
}

export interface AdminEmailTemplateSummary {
  key: string;
  name: string;
  description: string;
  subject: string;
  /** False while the template is still the seeded default. */
  edited: boolean;
  updatedAt: string;
}

export interface AdminEmailTemplate extends AdminEmailTemplateSummary, EmailTemplateContent {
  /** The placeholders this e-mail provides, e.g. `meetingTitle` for `{{meetingTitle}}`. */
  variables: string[];
  /**
   * Those of `variables` that may be empty (a deadline, a location): a template keeps their sentence in
   * a section, `{{#deadline}}Please answer by {{deadline}}.{{/deadline}}`, shown only when there is a
   * value (`{{^deadline}}…{{/deadline}}`: only when there is none).
   */
  optionalVariables: string[];
  /** The language of this version (`?locale=` on the template's routes; English without one). */
  locale: string;
  /** The built-in words in that language: what a reset gives back, shown beside an edit. */
  defaults: EmailTemplateContent;
  /** The languages other than English an admin edited this e-mail in. */
  editedLocales: string[];
}

export interface AdminEmailTemplatesResponse {
  templates: AdminEmailTemplateSummary[];
}

export interface AdminEmailTemplateResponse {
  template: AdminEmailTemplate;
}

/** A template rendered with sample values (escaped in the HTML, as in a real e-mail). */
export interface AdminTemplatePreviewResponse {
  preview: EmailTemplateContent;
}

export interface AdminOutboxSummary {
  id: string;
  templateKey: string;
  toAddress: string;
  toName: string | null;
  subject: string;
  status: OutboxStatusValue;
  attempts: number;
  hasIcs: boolean;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminOutboxResponse {
  messages: AdminOutboxSummary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface AdminOutboxMessage extends AdminOutboxSummary {
  dedupeKey: string;
  html: string;
  text: string;
  icsMethod: 'REQUEST' | 'CANCEL' | null;
  ics: string | null;
  lastError: string | null;
}

export interface AdminOutboxMessageResponse {
  message: AdminOutboxMessage;
}

export function adminTemplatePath(key: string): string {
  return ADMIN_MAIL_ROUTES.template.replace(':key', encodeURIComponent(key));
}

export function adminOutboxMessagePath(id: string): string {
  return ADMIN_MAIL_ROUTES.outboxMessage.replace(':id', encodeURIComponent(id));
}
