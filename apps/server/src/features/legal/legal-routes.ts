import { API_ROUTES, LEGAL_DOCUMENTS, type LegalTextResponse } from '@overlap/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { readLegalTexts } from './legal-texts';

const paramsSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS, { error: `The document is one of ${LEGAL_DOCUMENTS.join(', ')}.` }),
});

/** The operator's own terms and privacy texts (LEGAL_PAGES_DIR), public like the pages that show them. */
export function registerLegalRoutes(app: FastifyInstance, deps: { legalPagesDir: string | null }) {
  const texts = readLegalTexts(deps.legalPagesDir);
  app.get(API_ROUTES.legalText, async (request, reply): Promise<LegalTextResponse> => {
    const { document } = paramsSchema.parse(request.params);
    const markdown = texts.get(document);
    if (markdown === undefined) {
      throw new AppError('not_found', 'This server shows the built-in text of this page.');
    }
    reply.header('cache-control', 'no-cache');
    return { document, markdown };
  });
}
