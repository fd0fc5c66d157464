import { API_ROUTES, apiPath, type LegalDocumentName, type LegalTextResponse } from '@overlap/contracts';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/i18n';
import { fetchPublicJson } from '@/lib/public-json';
import { useSiteConfig } from '@/lib/site-config';
import type { LegalValues } from '../data/legal/legal-values';
import { useLegalValues } from '../hooks/use-legal-values';
import { useLocalizedProse } from '../i18n/use-localized-prose';
import type { LegalDocument } from '../types';
import { LegalDocumentView } from './legal-document-view';
import { MarkdownText } from './markdown-text';

/**
 * A legal page's text: the operator's own (LEGAL_PAGES_DIR) when they serve one, else the built-in text
 * with their name, addresses and retention days from this server's configuration.
 */
export function LegalPageBody({ name, document }: { name: LegalDocumentName; document: LegalDocument }) {
  const t = useT('marketing');
  const site = useSiteConfig();
  const values = useLegalValues();
  if (!site || !values) {
    return (
      <p role="status" className="text-center text-slate-600 dark:text-slate-400">
        {t('legal.loading')}
      </p>
    );
  }
  if (site.ownLegalTexts.includes(name)) return <OwnText name={name} />;
  return <BuiltInText name={name} document={document} values={values} />;
}

function BuiltInText({
  name,
  document,
  values,
}: {
  name: LegalDocumentName;
  document: LegalDocument;
  values: LegalValues;
}) {
  const localized = useLocalizedProse('legal', name, document, { ...values });
  return <LegalDocumentView document={localized} />;
}

function OwnText({ name }: { name: LegalDocumentName }) {
  const t = useT('marketing');
  const url = apiPath(API_ROUTES.legalText, { document: name });
  const text = useQuery<LegalTextResponse, Error>({
    queryKey: [url],
    queryFn: () => fetchPublicJson<LegalTextResponse>(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!text.data) {
    return (
      <p role="status" className="text-center text-slate-600 dark:text-slate-400">
        {t('legal.loading')}
      </p>
    );
  }
  return <MarkdownText markdown={text.data.markdown} />;
}
