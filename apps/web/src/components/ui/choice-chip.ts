import { cn } from '@/lib/cn';

/**
 * The look of a label wrapping a visually hidden checkbox or radio (weekday and duration chips). The
 * focus ring sits 2 px outside the border, so it stays visible on a selected chip, whose border has the
 * ring's colour.
 */
export function choiceChipClass(selected: boolean): string {
  return cn(
    'cursor-pointer rounded-lg border px-3 py-1.5 text-sm',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
    selected
      ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100'
      : 'border-slate-300 dark:border-slate-700',
  );
}
