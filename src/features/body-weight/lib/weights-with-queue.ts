import type { WeightPoint } from './weight-trend';

/**
 * The client's weights as they see them: the server's, with this device's unsent weigh-ins over
 * them (the newest for a day wins, as it will on the server), oldest first.
 */
export function weightsWithQueue(server: readonly WeightPoint[], queued: readonly WeightPoint[]): WeightPoint[] {
  const byDate = new Map(server.map((point) => [point.date, point]));
  for (const point of queued) byDate.set(point.date, point);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
