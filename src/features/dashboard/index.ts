// The client's Today, in parts: src/app/pages/dashboard/ClientDashboard.tsx arranges them with other
// features' cards. The route table also loads ./prefetch.ts (the page's first reads) on its own.
export { ActiveSessionCard } from './components/ActiveSessionCard';
export { CycleCard } from './components/CycleCard';
export { ProgressPhotosCard } from './components/ProgressPhotosCard';
export { TodayWorkoutCard } from './components/TodayWorkoutCard';
export { WeekStrip } from './components/WeekStrip';
export { useActiveSession } from './api/use-active-session';
export { useTodayOnDevice } from './api/use-today-on-device';
export { useTodayPlan } from './api/use-today-plan';
export { greetingFor } from './lib/week';
