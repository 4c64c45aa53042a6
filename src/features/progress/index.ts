// What the rest of the app may use from the progress feature: the chart frame and its colours.
export { ChartCard } from './components/ChartCard';
export { useChartColors, tooltipStyle } from './hooks/use-chart-colors';
export type { ChartColors } from './hooks/use-chart-colors';
