import { Moon, Sun } from 'lucide-react';
import { selectTheme, useThemeStore } from '@/stores/theme-store';

export function ThemeToggle() {
  const theme = useThemeStore(selectTheme);
  const toggle = useThemeStore((state) => state.toggleTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
