import { Monitor, Moon, Sun } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip';
import { useHydrated } from '@/hooks/use-hydrated';
import { useAppStore } from '@/stores/app-store';
import type { Theme } from '@/lib/theme/theme';
import { useT } from '@/i18n';

const NEXT: Record<Theme, Theme> = { system: 'light', light: 'dark', dark: 'system' };
const ICON = { system: Monitor, light: Sun, dark: Moon } as const;

/** Cycles system → light → dark; the label names the current theme for screen readers. */
export function ThemeToggle() {
  const t = useT('common');
  const savedTheme = useAppStore((s) => s.theme);
  const hydrated = useHydrated();
  // The prerendered page cannot know the saved theme: it shows 'system' until hydrated, and a click
  // before then would be lost, so the button waits too.
  const theme = hydrated ? savedTheme : 'system';
  const setTheme = useAppStore((s) => s.setTheme);
  const Icon = ICON[theme];
  const label = t('theme.label', { theme, next: NEXT[theme] });
  return (
    <Tooltip label={label}>
      <button
        type="button"
        onClick={() => setTheme(NEXT[theme])}
        disabled={!hydrated}
        aria-label={label}
        data-theme-choice={theme}
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
