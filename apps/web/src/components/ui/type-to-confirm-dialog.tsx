import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { ModalActions, ModalError, ModalPanel } from '@/components/ui/modal';
import { useFocusReturn } from '@/hooks/use-focus-return';

/** Whether what was typed is the expected text, as the server compares it (spaces and case aside). */
export const typedMatches = (typed: string, expected: string) =>
  typed.trim().toLowerCase() === expected.trim().toLowerCase();

/**
 * A destructive question answered by typing a text (an e-mail address) before the button works. The
 * words come from the caller's catalogue; focus returns to the opener on close.
 */
export function TypeToConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  expected,
  inputLabel,
  confirmLabel,
  busyLabel,
  keepLabel,
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  expected: string;
  inputLabel: string;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const returnFocus = useFocusReturn(open);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = typedMatches(typed, expected);
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) setTyped('');
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <ModalPanel returnFocus={returnFocus}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !busy) onConfirm();
          }}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-sm text-slate-600 dark:text-slate-400">
              {children}
            </div>
          </Dialog.Description>
          <div className="mt-4 flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              {inputLabel}
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="h-10 rounded-lg border border-slate-300 bg-transparent px-3 text-sm dark:border-slate-700"
            />
          </div>
          <ModalError message={error} />
          <ModalActions
            cancelLabel={keepLabel}
            confirmLabel={confirmLabel}
            busyLabel={busyLabel}
            busy={busy}
            variant="destructive"
            disabled={!matches}
          />
        </form>
      </ModalPanel>
    </Dialog.Root>
  );
}
