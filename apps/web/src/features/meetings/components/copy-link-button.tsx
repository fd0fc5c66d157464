import { ClipboardCheck, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { copyText } from '@/lib/copy-text';

export function CopyLinkButton({ link, who, label }: { link: string; who?: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(link)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } else {
      toast({
        title: 'Could not copy',
        description: 'Select the link and copy it by hand.',
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
      aria-label={label ?? `Copy ${who ?? 'the'}'s link`}
    >
      {copied ? (
        <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
