import {
  ADMIN_MAIL_ROUTES,
  DEFAULT_LOCALE,
  type Locale,
  OUTBOX_PAGE_SIZE,
  type AdminEmailTemplateResponse,
  type AdminEmailTemplatesResponse,
  type AdminOutboxMessageResponse,
  type AdminOutboxResponse,
  type AdminTemplatePreviewResponse,
} from '@overlap/contracts';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { signedInUser } from '../auth/tokens/authenticate';
import type { OutboxRepository } from '../mail/outbox/outbox-repository';
import { checkTemplate } from '../mail/templates/check-template';
import { TEMPLATE_VARIABLES, type EmailTemplateKey } from '../mail/templates/template-variables';
import { renderTemplate, type EmailContent } from '../mail/templates/render-template';
import {
  defaultTemplate,
  type EmailTemplate,
  type TemplateRepository,
} from '../mail/templates/template-repository';
import { outboxDetail, outboxSummary, templateDetail, templateSummary } from './admin-mail-presenter';
import { sampleVariables } from './admin-mail-samples';
import {
  outboxIdParams,
  outboxQuerySchema,
  templateContentSchema,
  templateKeyParams,
  templateLocaleQuery,
} from './admin-mail-schemas';
import { requireAdmin } from './admin-policy';
import type { RecordAdminRead } from './admin-read-audit';
import type { AuditEntryInput, AuditRepository } from './audit-repository';

/** Refuses a template with problems, naming each part's problem (the first one is the message). */
function assertValidTemplate(key: EmailTemplateKey, content: EmailContent): void {
  const problems = checkTemplate(content, TEMPLATE_VARIABLES[key]);
  const first = Object.values(problems)[0];
  if (first) throw new AppError('validation_failed', first, problems);
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The admin area's e-mail pages: templates (list, read, edit, preview, reset) and the outbox. */
export function registerAdminMailRoutes(
  app: FastifyInstance,
  deps: {
    templates: TemplateRepository;
    /** The same repository inside a transaction, so an edit and its audit entry commit together. */
    templatesIn: (tx: Db) => TemplateRepository;
    audit: AuditRepository;
    recordRead: RecordAdminRead;
    outbox: OutboxRepository;
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { templates, outbox, audit } = deps;
  const templateEntry =
    (action: 'template.updated' | 'template.reset', key: EmailTemplateKey, locale: Locale) =>
    (): AuditEntryInput => ({
      action,
      targetType: 'email_template',
      targetId: key,
      // English keeps the plain key, as before languages could be edited.
      targetLabel: locale === DEFAULT_LOCALE ? key : `${key} (${locale})`,
    });
  const admin = { preHandler: [deps.requireUser, requireAdmin] };

  const parseKey = (params: unknown) => templateKeyParams.parse(params).key as EmailTemplateKey;
  const found = <T>(row: T | null): T => {
    if (!row) throw new AppError('not_found', 'No such e-mail template.');
    return row;
  };
  const parseLocale = (query: unknown) => templateLocaleQuery.parse(query).locale;
  /** One language's version, with that language's built-in words and where else it was edited. */
  const detail = async (row: EmailTemplate | null, key: EmailTemplateKey, locale: Locale) =>
    templateDetail(found(row), {
      defaults: defaultTemplate(key, locale),
      editedLocales: await templates.editedLocales(key),
    });

  app.get(
    ADMIN_MAIL_ROUTES.templates,
    admin,
    async (request, reply): Promise<AdminEmailTemplatesResponse> => {
      noStore(reply);
      // The admin's language: each e-mail's subject as that language's version has it.
      return { templates: (await templates.listIn(parseLocale(request.query))).map(templateSummary) };
    },
  );

  app.get(ADMIN_MAIL_ROUTES.template, admin, async (request, reply): Promise<AdminEmailTemplateResponse> => {
    noStore(reply);
    const key = parseKey(request.params);
    const locale = parseLocale(request.query);
    return { template: await detail(await templates.get(key, locale), key, locale) };
  });

  app.put(ADMIN_MAIL_ROUTES.template, admin, async (request): Promise<AdminEmailTemplateResponse> => {
    const key = parseKey(request.params);
    const locale = parseLocale(request.query);
    const content = templateContentSchema.parse(request.body);
    assertValidTemplate(key, content);
    const actor = signedInUser(request);
    const saved = await audit.recorded(
      actor,
      (tx) => deps.templatesIn(tx).update(key, content, actor.id, locale),
      templateEntry('template.updated', key, locale),
    );
    return { template: await detail(saved, key, locale) };
  });

  app.post(
    ADMIN_MAIL_ROUTES.templatePreview,
    admin,
    async (request): Promise<AdminTemplatePreviewResponse> => {
      const key = parseKey(request.params);
      const content = templateContentSchema.parse(request.body);
      assertValidTemplate(key, content);
      // The samples speak the language of the version being edited (its dates, its sample words).
      return { preview: renderTemplate(content, sampleVariables(key, parseLocale(request.query))) };
    },
  );

  app.post(ADMIN_MAIL_ROUTES.templateReset, admin, async (request): Promise<AdminEmailTemplateResponse> => {
    const key = parseKey(request.params);
    const locale = parseLocale(request.query);
    const reset = await audit.recorded(
      signedInUser(request),
      (tx) => deps.templatesIn(tx).reset(key, locale),
      templateEntry('template.reset', key, locale),
    );
    return { template: await detail(reset, key, locale) };
  });

  app.get(ADMIN_MAIL_ROUTES.outbox, admin, async (request, reply): Promise<AdminOutboxResponse> => {
    noStore(reply);
    const { status, page } = outboxQuerySchema.parse(request.query);
    const rows = await outbox.list({
      status,
      limit: OUTBOX_PAGE_SIZE + 1,
      offset: (page - 1) * OUTBOX_PAGE_SIZE,
    });
    return {
      messages: rows.slice(0, OUTBOX_PAGE_SIZE).map(outboxSummary),
      page,
      pageSize: OUTBOX_PAGE_SIZE,
      hasMore: rows.length > OUTBOX_PAGE_SIZE,
    };
  });

  app.get(
    ADMIN_MAIL_ROUTES.outboxMessage,
    admin,
    async (request, reply): Promise<AdminOutboxMessageResponse> => {
      noStore(reply);
      const parsed = outboxIdParams.safeParse(request.params);
      const row = parsed.success ? await outbox.get(parsed.data.id) : null;
      if (!row) throw new AppError('not_found', 'No such message in the outbox.');
      await deps.recordRead(request, {
        action: 'outbox_message.viewed',
        targetType: 'outbox_message',
        targetId: row.id,
        targetLabel: `${row.subject} → ${row.toAddress}`,
      });
      return { message: outboxDetail(row) };
    },
  );
}
