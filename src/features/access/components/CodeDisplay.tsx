import { cn } from '@/lib/cn';
import { groupedPin, pinDigits, qrPayload } from '../lib/check-in-code';
import type { AccessKey } from '../lib/access-key';
import type { RollingCode } from '../hooks/use-rolling-code';
import { CountdownBar } from './CountdownBar';
import { QrCode } from './QrCode';

/**
 * The code itself, black on white for a scanner whatever the theme: the QR code, the PIN to type
 * at the desk, and the countdown to the next code.
 */
export function CodeDisplay({
  accessKey,
  rolling,
  large = false,
}: {
  accessKey: AccessKey;
  rolling: RollingCode;
  large?: boolean;
}) {
  const code = rolling.code;
  return (
    <div className="flex w-full flex-col items-center gap-3 rounded-2xl bg-white p-4 text-slate-900">
      {code ? (
        <QrCode
          payload={qrPayload(accessKey.studio_code, accessKey.member_number, code)}
          label={`Check-in QR code for member ${accessKey.member_number}`}
          className={cn('w-full', large ? 'max-w-[min(90vw,70vh)]' : 'max-w-72')}
        />
      ) : (
        <div className={cn('aspect-square w-full bg-white', large ? 'max-w-[min(90vw,70vh)]' : 'max-w-72')} />
      )}
      <p className="text-sm font-medium text-slate-700">Or type this PIN at the desk</p>
      <p
        className={cn(
          'whitespace-nowrap font-mono font-bold tabular-nums',
          // One line on a 360 px phone, for member numbers of up to 7 digits.
          large ? 'text-[clamp(1.75rem,9vw,3rem)]' : 'text-[clamp(1.5rem,7.5vw,2.25rem)]',
        )}
        aria-label={code ? `PIN ${pinDigits(accessKey.member_number, code).split('').join(' ')}` : undefined}
        data-testid="check-in-pin"
        data-pin={code ? pinDigits(accessKey.member_number, code) : undefined}
      >
        {code ? groupedPin(accessKey.member_number, code) : '…'}
      </p>
      <CountdownBar secondsLeft={rolling.secondsLeft} period={rolling.period} />
    </div>
  );
}
