import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The QR code of `payload`, drawn by `qrcode` (loaded here, so it lands in this route's chunk only)
 * as an SVG with its quiet zone, black on white whatever the theme, for a scanner.
 */
export function QrCode({ payload, label, className }: { payload: string; label: string; className?: string }) {
  const [drawn, setDrawn] = useState<{ payload: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(payload, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 4,
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((svg) => {
        if (live) setDrawn({ payload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch((error: unknown) => {
        console.error('Drawing the check-in QR code failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [payload]);

  if (failed && !drawn) {
    return (
      <p className={cn('flex items-center justify-center bg-white p-4 text-center text-sm text-slate-900', className)}>
        The QR code could not be drawn. Type the PIN below at the desk.
      </p>
    );
  }
  return (
    <div className={cn('aspect-square bg-white', className)}>
      {drawn && <img src={drawn.src} alt={label} className="block size-full [image-rendering:pixelated]" />}
    </div>
  );
}
