import { Camera, Flashlight, FlashlightOff } from 'lucide-react';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { CAMERA_PROBLEM_TEXT, cameraProblem, type CameraProblem } from './lib/camera-problem';

type CameraState =
  | { kind: 'starting' }
  | { kind: 'running'; cameras: QrScanner.Camera[]; torch: boolean | null }
  | { kind: 'problem'; problem: CameraProblem };

/**
 * Reads QR codes with the device camera. qr-scanner is loaded only here (its own chunk), and uses
 * the browser's BarcodeDetector where there is one, otherwise its worker (a chunk of this app, so
 * it is served and kept offline like the rest, never fetched from a CDN).
 */
export function CameraScanner({ onCode }: { onCode: (payload: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let cancelled = false;
    let started: QrScanner | null = null;
    (async () => {
      setState({ kind: 'starting' });
      if (!window.isSecureContext) return setState({ kind: 'problem', problem: 'insecure' });
      try {
        await probeCamera();
        const { default: Scanner } = await import('qr-scanner');
        if (cancelled || !video.current) return;
        started = new Scanner(video.current, (result) => onCodeRef.current(result.data), {
          returnDetailedScanResult: true,
          preferredCamera: 'environment',
          maxScansPerSecond: 8,
        });
        await started.start();
        if (cancelled) return;
        scanner.current = started;
        const [cameras, torch] = await Promise.all([
          Scanner.listCameras(true).catch(() => []),
          started.hasFlash().catch(() => false),
        ]);
        if (!cancelled) setState({ kind: 'running', cameras, torch: torch ? false : null });
      } catch (error) {
        if (!cancelled) setState({ kind: 'problem', problem: cameraProblem(error) });
      }
    })();
    return () => {
      cancelled = true;
      started?.destroy();
      scanner.current = null;
    };
  }, [attempt]);

  const chooseCamera = async (id: string) => {
    setCameraId(id);
    const current = scanner.current;
    if (!current) return;
    try {
      await current.setCamera(id);
      const torch = await current.hasFlash().catch(() => false);
      setState((previous) => (previous.kind === 'running' ? { ...previous, torch: torch ? false : null } : previous));
    } catch (error) {
      setState({ kind: 'problem', problem: cameraProblem(error) });
    }
  };

  const toggleTorch = async () => {
    const current = scanner.current;
    if (!current) return;
    await current.toggleFlash().catch(() => undefined);
    const on = current.isFlashOn();
    setState((previous) => (previous.kind === 'running' ? { ...previous, torch: on } : previous));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative mx-auto aspect-square w-full max-w-md overflow-hidden rounded-2xl bg-slate-900">
        <video ref={video} muted playsInline className="size-full object-cover" aria-label="Camera view" />
        {state.kind === 'starting' && (
          <p className="absolute inset-0 flex items-center justify-center gap-2 text-white">
            <Camera className="size-5" aria-hidden="true" /> Starting the camera…
          </p>
        )}
      </div>
      {state.kind === 'problem' && (
        <Alert>
          <p className="font-semibold">{CAMERA_PROBLEM_TEXT[state.problem].title}</p>
          <p>{CAMERA_PROBLEM_TEXT[state.problem].text}</p>
          <Button variant="secondary" className="mt-2" onClick={() => setAttempt((count) => count + 1)}>
            Try the camera again
          </Button>
        </Alert>
      )}
      {state.kind === 'running' && (
        <div className="mx-auto flex w-full max-w-md flex-wrap items-end gap-2">
          {state.cameras.length > 1 && (
            <SelectField
              label="Camera"
              className="min-w-0 flex-1"
              value={cameraId ?? ''}
              placeholder="Back camera"
              onChange={(event) => void chooseCamera(event.target.value)}
              options={state.cameras.map((camera, index) => ({
                value: camera.id,
                label: camera.label || `Camera ${index + 1}`,
              }))}
            />
          )}
          {state.torch !== null && (
            <Button variant="secondary" aria-pressed={state.torch} onClick={() => void toggleTorch()}>
              {state.torch ? (
                <FlashlightOff className="size-4" aria-hidden="true" />
              ) : (
                <Flashlight className="size-4" aria-hidden="true" />
              )}
              {state.torch ? 'Torch off' : 'Torch on'}
            </Button>
          )}
        </div>
      )}
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">
        Hold the code on the client’s screen in front of the camera.
      </p>
    </div>
  );
}

/**
 * Asks for the camera once, so a refusal or a missing camera is told apart (qr-scanner reports any
 * failure as "Camera not found.") and the cameras' names can be listed; the stream is closed at once.
 */
async function probeCamera(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No media devices', 'NotFoundError');
  const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
  for (const track of stream.getTracks()) track.stop();
}
