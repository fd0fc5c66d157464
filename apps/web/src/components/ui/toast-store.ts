import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@overlap/contracts';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = (toasts: readonly ToastItem[]) => void;

/**
 * One toast at a time (spec §9): a new toast replaces the shown one; a dismissed toast closes at once
 * and leaves the list 1000 ms later, after its closing animation.
 */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const removals = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener(toasts);
  };

  const scheduleRemoval = (id: number) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const dismiss = (id?: number) => {
    for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  const show = (input: ToastInput) => {
    const id = nextId++;
    emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
    return { id, dismiss: () => dismiss(id) };
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();
export const toast = toastStore.show;
