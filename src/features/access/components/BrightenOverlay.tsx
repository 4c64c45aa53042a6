import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { AccessKey } from '../lib/access-key';
import type { RollingCode } from '../hooks/use-rolling-code';
import { CodeDisplay } from './CodeDisplay';

/**
 * "Brighten": the code alone on a white screen, as large as it goes, held to the scanner; the
 * screen kept on where the browser allows. Escape or Close returns to the page.
 */
export function BrightenOverlay({
  accessKey,
  rolling,
  onClose,
}: {
  accessKey: AccessKey;
  rolling: RollingCode;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useWakeLock(true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Check-in code, full screen"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center overflow-auto bg-white p-4"
    >
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        className="absolute right-3 top-3 inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-base font-medium text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        <X aria-hidden="true" className="size-5" /> Close
      </button>
      <CodeDisplay accessKey={accessKey} rolling={rolling} large />
    </div>,
    document.body,
  );
}
