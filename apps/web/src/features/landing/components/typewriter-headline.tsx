import { TYPEWRITER } from '@overlap/contracts';
import { useMemo } from 'react';
import { useT, type MessageKey } from '@/i18n';
import { useTypewriter } from '../use-typewriter';

const OPTIONS = {
  typeSpeedMs: 80,
  deleteSpeedMs: TYPEWRITER.deleteSpeedMs,
  delayMs: TYPEWRITER.delayMs,
  loop: true,
};

const LINE = 'col-start-1 row-start-1';

// The audiences the specification names (§1), in the order they are typed.
const AUDIENCE_KEYS: MessageKey<'landing'>[] = [
  'audience.freelancers',
  'audience.startupTeams',
  'audience.hybridWorkers',
  'audience.agencyClients',
  'audience.nonprofits',
  'audience.communityGroups',
  'audience.everyone',
];

/**
 * The typed line shares one grid cell with every phrase written out invisibly, so the cell is as tall as
 * the longest phrase at the current width and the page below never moves while a phrase wraps.
 */
export function TypewriterHeadline() {
  const t = useT('landing');
  const audiences = useMemo(() => AUDIENCE_KEYS.map((key) => t(key)), [t]);
  const text = useTypewriter(audiences, OPTIONS);
  return (
    <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
      <span className="block">{t('headline')}</span>
      <span className="sr-only">{t('headlineForAll', { audiences: audiences.join(', ') })}</span>
      <span
        aria-hidden="true"
        data-testid="typewriter-line"
        className="mt-2 grid grid-cols-1 text-brand-600 dark:text-brand-100"
      >
        {audiences.map((audience) => (
          <span key={audience} className={`${LINE} invisible`}>
            {t('headlineFor', { audience })}
            <span className="font-light">{TYPEWRITER.cursor}</span>
          </span>
        ))}
        <span className={LINE}>
          {t.rich('headlineFor', { audience: <span data-testid="typewriter-text">{text}</span> })}
          <span className="animate-blink font-light">{TYPEWRITER.cursor}</span>
        </span>
      </span>
    </h1>
  );
}
