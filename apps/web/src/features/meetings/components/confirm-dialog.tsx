import { useT } from '@/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ModalActions, ModalPanel } from '@/components/ui/modal';
import { useFocusReturn } from '@/hooks/use-focus-return';

/** A modal question with a confirm and a cancel button; focus returns to the opener on close. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  destructive,
  onConfirm,
  onOpenChange,
  extra,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Controls under the description (a reason to type, say). */
  extra?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('meetings');
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <ModalPanel returnFocus={returnFocus}>
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</div>
        </Dialog.Description>
        {extra}
        <ModalActions
          cancelLabel={t('dialog.keep')}
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          variant={destructive ? 'destructive' : 'primary'}
          onConfirm={onConfirm}
        />
      </ModalPanel>
    </Dialog.Root>
  );
}
