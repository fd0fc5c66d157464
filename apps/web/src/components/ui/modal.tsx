import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

const panel =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900';

/** The dimmed page and the centred card of every modal question; focus goes back to the opener on close. */
export function ModalPanel({ returnFocus, children }: { returnFocus: () => void; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
      <Dialog.Content
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        className={panel}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** A request's failure, read out as it appears. */
export function ModalError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

/**
 * The footer: a quiet way out and the action. Without `onConfirm` the action submits the dialog's form.
 * While busy both are disabled and the action says what it is doing.
 */
export function ModalActions({
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  variant = 'primary',
  disabled = false,
  onConfirm,
}: {
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  variant?: 'primary' | 'destructive';
  disabled?: boolean;
  onConfirm?: () => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      <Dialog.Close asChild>
        <Button variant="ghost" disabled={busy}>
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        disabled={busy || disabled}
        onClick={onConfirm}
      >
        {busy ? busyLabel : confirmLabel}
      </Button>
    </div>
  );
}
