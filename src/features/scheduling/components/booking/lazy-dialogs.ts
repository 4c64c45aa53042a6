import { lazy } from 'react';

// The booking dialogs load when first opened, so the calendars' own chunks stay small; both
// /appointments and /schedule open them from here (render them inside a Suspense boundary).
export const SessionDetailsSheet = lazy(() =>
  import('./SessionDetailsSheet').then((module) => ({ default: module.SessionDetailsSheet })),
);
export const BookClientDialog = lazy(() =>
  import('./BookClientDialog').then((module) => ({ default: module.BookClientDialog })),
);
export const ScheduleClassDialog = lazy(() =>
  import('./ScheduleClassDialog').then((module) => ({ default: module.ScheduleClassDialog })),
);
export const MoveConfirmDialog = lazy(() =>
  import('./MoveConfirmDialog').then((module) => ({ default: module.MoveConfirmDialog })),
);
