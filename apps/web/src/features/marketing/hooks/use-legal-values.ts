import { useT } from '@/i18n';
import { servedOverHttps } from '@/lib/served-over-https';
import { useSiteConfig } from '@/lib/site-config';
import type { LegalValues } from '../data/legal/legal-values';

/**
 * The operator's name, addresses and retention days from this server's configuration, whether it is reached over HTTPS, in the words the
 * legal pages are written with; undefined until the server has said (nothing is made up meanwhile).
 */
export function useLegalValues(): LegalValues | undefined {
  const site = useSiteConfig();
  const t = useT('marketing');
  if (!site) return undefined;
  const address = t('legal.addressFallback');
  const { name, contactEmail, privacyEmail, securityEmail } = site.operator;
  return {
    operator: name ?? t('legal.operatorFallback'),
    general: contactEmail ?? address,
    privacy: privacyEmail ?? address,
    security: securityEmail ?? address,
    answersDays: site.retention.answersDaysAfterClose,
    messagesDays: site.retention.messageBodiesDays,
    encrypted: servedOverHttps() ? 'yes' : 'no',
  };
}
