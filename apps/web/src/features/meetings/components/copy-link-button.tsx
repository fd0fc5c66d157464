import { ClipboardCheck, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useT } from '@/i18n';
import { copyText } from '@/lib/copy-text';

export function CopyLinkButton({ link, who, label }: { link: string; who?: string; label?: string }) {
  const t = useT('meetings');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(link)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } else {
      toast({
        title: t('copy.failed'),
        description: t('copy.failedHint'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={copy}
      aria-label={label ?? (who ? t('copy.whoLabel', { who }) : t('copy.label'))}
    >
      {copied ? (
        <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? t('copy.copied') : t('copy.copy')}</span>
    </Button>
  );
}
