/** The keyboard focus outline every interactive element shares (visible only for keyboard focus). */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500';
