import { matchPath } from 'react-router-dom';
import type { UiClientType, UiRole } from '@/stores/ui-store';

export type BottomBarIcon =
  'home' | 'messages' | 'ai' | 'settings' | 'progress' | 'unlock' | 'workouts' | 'start' | 'edit' | 'clients';

export interface BottomBarItem {
  label: string;
  icon: BottomBarIcon;
  /** A link target, or absent for the AI button (it opens the chat). */
  to?: string;
}

/**
 * Spec: Home, Messages, AI, Settings and Progress (virtual clients) or Unlock (every other
 * client); on a workout details page: Home, Workouts, Start, Edit, Settings. Staff and admins
 * have no use for a client's Unlock: their bar holds their daily work instead (Clients, the
 * workout library); Settings stays one tap away behind the header's avatar.
 */
export function bottomBarItems(pathname: string, role: UiRole, clientType: UiClientType): BottomBarItem[] {
  const details = matchPath('/workouts/:id/details', pathname);
  const id = details?.params.id;
  if (id) {
    return [
      { label: 'Home', icon: 'home', to: '/' },
      { label: 'Workouts', icon: 'workouts', to: '/workouts' },
      { label: 'Start', icon: 'start', to: `/workouts/${id}/start` },
      { label: 'Edit', icon: 'edit', to: `/workouts/${id}/edit` },
      { label: 'Settings', icon: 'settings', to: '/settings' },
    ];
  }
  if (role !== 'client') {
    return [
      { label: 'Home', icon: 'home', to: '/' },
      { label: 'Clients', icon: 'clients', to: '/clients' },
      { label: 'Messages', icon: 'messages', to: '/inbox' },
      { label: 'AI', icon: 'ai' },
      { label: 'Workouts', icon: 'workouts', to: '/workouts' },
    ];
  }
  const virtualClient = clientType === 'virtual';
  return [
    { label: 'Home', icon: 'home', to: '/' },
    { label: 'Messages', icon: 'messages', to: '/inbox' },
    { label: 'AI', icon: 'ai' },
    { label: 'Settings', icon: 'settings', to: '/settings' },
    virtualClient
      ? { label: 'Progress', icon: 'progress', to: '/progression' }
      : { label: 'Unlock', icon: 'unlock', to: '/access' },
  ];
}
