import { FileText } from 'lucide-react';
import { useState } from 'react';
import { getReportUrl } from '../api/report-files';

/** Opens the attached lab report through a short-lived signed link (the bucket is private). */
export function ReportLink({ path, label = 'Report' }: { path: string; label?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <button
      type="button"
      className="inline-flex min-h-9 items-center gap-1 rounded-lg px-1 text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
      onClick={() => {
        // Open the tab synchronously (popup blockers), then point it at the link.
        const tab = window.open('', '_blank');
        setFailed(false);
        getReportUrl(path)
          .then((url) => {
            if (tab) tab.location.href = url;
            else window.location.assign(url);
          })
          .catch(() => {
            tab?.close();
            setFailed(true);
          });
      }}
    >
      <FileText aria-hidden="true" className="size-4" />
      {failed ? 'Could not open the report' : label}
    </button>
  );
}
