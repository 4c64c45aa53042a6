/**
 * What shows while the app's code loads: the same markup as the splash in index.html (keep the
 * two in step), so React's first screen continues the HTML's instead of replacing it with a
 * spinner. Styles are `.boot-splash*` in index.css.
 */
export function BootSplash() {
  return (
    <div className="boot-splash" role="status">
      <span className="boot-splash__mark" aria-hidden="true">
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <path d="M3.5 9.5v5M7 7v10M17 7v10M20.5 9.5v5M7 12h10" />
        </svg>
      </span>
      <span className="boot-splash__name">Liftwise</span>
      <span className="sr-only">Loading…</span>
    </div>
  );
}
