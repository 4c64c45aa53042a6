/**
 * How long until the code changes: a bar that empties and the seconds in words. Not announced each
 * second (a screen reader would speak nothing else); the text is there to read when wanted.
 */
export function CountdownBar({ secondsLeft, period }: { secondsLeft: number; period: number }) {
  return (
    <div className="flex w-full flex-col gap-1">
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-slate-900 transition-[width] duration-1000 ease-linear"
          style={{ width: `${(secondsLeft / period) * 100}%` }}
        />
      </div>
      <p className="text-center text-sm text-slate-700">
        New code in <span className="tabular-nums">{secondsLeft}</span> s
      </p>
    </div>
  );
}
