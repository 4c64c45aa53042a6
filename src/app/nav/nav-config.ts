import {
  BookOpen,
  CalendarDays,
  CalendarRange,
  CreditCard,
  Dumbbell,
  History,
  House,
  MessageSquare,
  PlayCircle,
  TrendingUp,
  Users,
  UserCog,
  Workflow,
  Briefcase,
  CalendarCheck,
  ClipboardList,
  type LucideIcon,
} from 'lucide-react';
import type { UiRole } from '@/stores/ui-store';

/** A menu entry: a link, or a group of up to two levels of nested links. */
export interface NavItem {
  id: string;
  label: string;
  to?: string;
  icon?: LucideIcon;
  children?: NavItem[];
}

const link = (label: string, to: string, icon?: LucideIcon): NavItem => ({ id: to, label, to, icon });
const group = (id: string, label: string, icon: LucideIcon, children: NavItem[]): NavItem => ({
  id,
  label,
  icon,
  children,
});

const library = group('library', 'Library', BookOpen, [
  link('Exercises', '/library/exercises'),
  group('library-workouts', 'Workouts', Dumbbell, [
    link('All Workouts', '/workouts'),
    link('Workout Builder', '/library/workouts/builder'),
  ]),
  group('library-programs', 'Programs', ClipboardList, [
    link('All Programs', '/programs'),
    link('Program Builder', '/programs/builder'),
  ]),
]);

const messages = link('Messages', '/inbox', MessageSquare);
const appointments = link('Appointments', '/appointments', CalendarDays);
const automation = group('automation', 'Automation', Workflow, [
  link('Onboarding', '/automation/onboarding'),
  link('Autoflow', '/automation/autoflow'),
]);
const onDemand = group('on-demand', 'On Demand', PlayCircle, [
  link('Resources', '/on-demand/resources'),
  link('Resource List', '/on-demand/resource-list'),
  link('Workouts', '/on-demand/workouts'),
  link('Workout List', '/on-demand/workout-list'),
  link('Labels', '/on-demand/labels'),
]);

const CLIENT_NAV: NavItem[] = [
  link('Workouts', '/workouts', Dumbbell),
  link('Programs', '/programs', ClipboardList),
  link('Exercises', '/library/exercises', BookOpen),
  link('History', '/history', History),
  link('Progression', '/progression', TrendingUp),
  messages,
];

const STAFF_NAV: NavItem[] = [
  link('Home', '/', House),
  link('Clients', '/clients', Users),
  library,
  messages,
  appointments,
  automation,
  onDemand,
];

const ADMIN_NAV: NavItem[] = [
  link('Staff', '/staff/trainers', UserCog),
  link('Clients', '/clients', Users),
  library,
  messages,
  appointments,
  automation,
  onDemand,
  link('Schedule', '/schedule', CalendarRange),
  group('services', 'Services', Briefcase, [
    link('Types', '/services/types'),
    link('Pricing', '/services/pricing'),
    link('Availability', '/services/availability'),
  ]),
  group('booking', 'Booking', CalendarCheck, [
    link('Rules', '/booking/rules'),
    link('Restrictions', '/booking/restrictions'),
    link('Settings', '/booking/settings'),
  ]),
  group('payments', 'Payment & Packages', CreditCard, [
    link('Packages', '/payments/packages'),
    link('Memberships', '/payments/memberships'),
    link('Discounts', '/payments/discounts'),
    link('Analytics', '/payments/analytics'),
  ]),
];

/** The spec's navigation for each role. */
export function navForRole(role: UiRole): NavItem[] {
  if (role === 'admin') return ADMIN_NAV;
  if (role === 'staff') return STAFF_NAV;
  return CLIENT_NAV;
}

/** Every link target in a menu, depth first. */
export function navTargets(items: NavItem[]): string[] {
  return items.flatMap((item) => [...(item.to ? [item.to] : []), ...navTargets(item.children ?? [])]);
}

/** True when `pathname` is the item's page or one below it (Home matches only itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Whether any link inside a group is active (groups open themselves around the current page). */
export function containsActive(item: NavItem, pathname: string): boolean {
  if (item.to && isActivePath(pathname, item.to)) return true;
  return (item.children ?? []).some((child) => containsActive(child, pathname));
}
