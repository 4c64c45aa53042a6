import { Moon, Sun } from 'lucide-react';
import { IconButton } from '@/components/ui/IconButton';
import { selectTheme, useThemeStore } from '@/stores/theme-store';

export function ThemeToggle() {
  const theme = useThemeStore(selectTheme);
  const toggle = useThemeStore((state) => state.toggleTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <IconButton label={`Switch to ${next} theme`} onClick={toggle}>
      <Icon aria-hidden="true" className="size-5" />
    </IconButton>
  );
}
