import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
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
            {error ? (
              <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost" disabled={busy}>
                  {keepLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={busy || !matches}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
