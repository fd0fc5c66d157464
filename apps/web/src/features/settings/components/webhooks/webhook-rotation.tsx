import type { RotatedWebhookSecretDto, WebhookDto } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useT } from '@/i18n';
import { formatDateTime } from '@/lib/time-format/format-time';
import { detectTimeZone } from '@/lib/time-zones';
import type { useRotateSecret } from './webhooks-api';

/** Until when the rotated-out secret still signs, from the last rotation answered here or the list. */
export function PreviousSecretNote({
  webhook,
  rotated,
}: {
  webhook: WebhookDto;
  rotated: RotatedWebhookSecretDto | undefined;
}) {
  const t = useT('settings');
  const cycle = useHourCycle();
  const until = rotated ? rotated.previousSecretUntil : webhook.previousSecretUntil;
  if (!until) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t('hooks.previousUntil', { when: formatDateTime(until, detectTimeZone(), cycle) })}
    </p>
  );
}

/** "Rotate secret" with its confirmation: the old secret keeps signing for 24 hours beside the new one. */
export function RotateSecretButton({ rotate }: { rotate: ReturnType<typeof useRotateSecret> }) {
  const t = useT('settings');
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        {t('hooks.rotate')}
      </Button>
    );
  return (
    <div role="group" aria-label={t('hooks.rotateConfirm')} className="flex w-full flex-col gap-2 text-sm">
      <p>{t('hooks.rotateQuestion')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                toast({ title: t('hooks.rotated'), variant: 'success' });
              },
              onError: (error) =>
                toast({ title: t('hooks.notRotated'), description: error.message, variant: 'destructive' }),
            })
          }
        >
          {rotate.isPending ? t('hooks.rotating') : t('hooks.rotateNow')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
          {t('hooks.keepSecret')}
        </Button>
      </div>
    </div>
  );
}
