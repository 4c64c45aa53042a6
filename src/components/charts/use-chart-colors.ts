import { selectTheme, useThemeStore } from '@/stores/theme-store';

/** Chart colours with enough contrast on each theme's card background. */
export function useChartColors() {
  const dark = useThemeStore(selectTheme) === 'dark';
  return {
    primary: dark ? '#34d399' : '#047857',
    secondary: dark ? '#38bdf8' : '#0369a1',
    grid: dark ? '#1e293b' : '#e2e8f0',
    axis: dark ? '#94a3b8' : '#475569',
    tooltipBackground: dark ? '#0f172a' : '#ffffff',
    tooltipBorder: dark ? '#334155' : '#cbd5e1',
    tooltipText: dark ? '#f1f5f9' : '#0f172a',
    cursor: dark ? 'rgba(148, 163, 184, 0.12)' : 'rgba(100, 116, 139, 0.12)',
  };
}

export type ChartColors = ReturnType<typeof useChartColors>;

export function tooltipStyle(colors: ChartColors) {
  return {
    contentStyle: {
      background: colors.tooltipBackground,
      border: `1px solid ${colors.tooltipBorder}`,
      borderRadius: 12,
      color: colors.tooltipText,
      fontSize: 13,
    },
    labelStyle: { color: colors.tooltipText, fontWeight: 600 },
    itemStyle: { color: colors.tooltipText },
    cursor: { fill: colors.cursor },
  };
}
