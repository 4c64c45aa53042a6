// First: React looks for the DevTools hook this installs when react-dom loads.
import './support/render-counts';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { watchReactWarnings } from './support/react-warnings';

// Vitest runs without globals, so Testing Library cannot unmount rendered trees by itself. A React
// warning (duplicate keys, invalid nesting, ...) fails the test that caused it, after unmounting.
let reactWarnings: ReturnType<typeof watchReactWarnings> | undefined;
beforeEach(() => {
  reactWarnings = watchReactWarnings();
});
afterEach(() => {
  cleanup();
  reactWarnings?.check();
});

// What jsdom lacks and the app uses: modal dialogs (the app's Modal needs only open/close) and
// object URLs (the optimistic photo preview needs only a string).
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
if (typeof URL !== 'undefined') {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
}

// jsdom says en-US, whose default weight unit is pounds. The tests' figures are kilograms (like the
// seeded demo accounts); tests of the unit itself pass a locale or choose a unit explicitly.
if (typeof navigator !== 'undefined') {
  Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true });
}
