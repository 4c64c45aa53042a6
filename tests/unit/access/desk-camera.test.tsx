import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckInDeskPage } from '@/features/access/desk-page';
import { CLIENT, signInClient, signOutLocally } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { renderWithProviders } from '../support/render';
import { answer, checkInHandler, json } from './desk-support';

// The desk's camera path with the scanner library replaced by a stand-in that "decodes" what the
// test says (the real decoding is covered end to end in e2e/access-desk.spec.ts). The network is
// msw: what matters is how many check-ins reach the function.
const scanner = vi.hoisted(() => ({
  decode: null as null | ((result: { data: string }) => void),
  flash: false,
  cameraSet: [] as string[],
}));

vi.mock('qr-scanner', () => ({
  default: class FakeScanner {
    static listCameras = () =>
      Promise.resolve([
        { id: 'back', label: 'Back camera' },
        { id: 'front', label: 'Front camera' },
      ]);
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      scanner.decode = onDecode;
    }
    start = () => Promise.resolve();
    destroy = () => undefined;
    hasFlash = () => Promise.resolve(true);
    isFlashOn = () => scanner.flash;
    toggleFlash = () => {
      scanner.flash = !scanner.flash;
      return Promise.resolve();
    };
    setCamera = (id: string) => {
      scanner.cameraSet.push(id);
      return Promise.resolve();
    };
  },
}));

const sent: Array<Record<string, unknown>> = [];
withMswServer(() => [checkInHandler(sent, () => json(answer()))]);

const PAYLOAD = 'LW1.K7QX2M.1004.381920';
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sent.length = 0;
  scanner.decode = null;
  scanner.flash = false;
  getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop: () => undefined }] }));
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  signInClient({ userRole: 'admin', user: { ...CLIENT, id: 'a1' } });
});
afterEach(() => {
  signOutLocally();
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

async function scanReady() {
  renderWithProviders(<CheckInDeskPage />);
  await waitFor(() => expect(scanner.decode).not.toBeNull());
  await screen.findByRole('button', { name: 'Torch on' });
}

describe('the desk’s camera', () => {
  it('sends a code held in front of the camera once, however many times it is read', async () => {
    const user = userEvent.setup();
    await scanReady();
    act(() => scanner.decode!({ data: PAYLOAD }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-answer', 'allowed'));
    // Read again while the answer shows, and again after it is dismissed: still the same check-in.
    act(() => scanner.decode!({ data: PAYLOAD }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    act(() => scanner.decode!({ data: PAYLOAD }));
    act(() => scanner.decode!({ data: PAYLOAD }));
    // The next person's code goes through (had the same code been sent again, the desk would be
    // busy with it and this one would be the one dropped).
    act(() => scanner.decode!({ data: 'LW1.K7QX2M.1005.112233' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { code: PAYLOAD, method: 'qr' },
      { code: 'LW1.K7QX2M.1005.112233', method: 'qr' },
    ]);
  });

  it('lists the cameras to choose from and switches the torch', async () => {
    const user = userEvent.setup();
    await scanReady();
    await user.selectOptions(screen.getByLabelText('Camera'), 'front');
    expect(scanner.cameraSet).toEqual(['front']);
    await user.click(screen.getByRole('button', { name: 'Torch on' }));
    expect(await screen.findByRole('button', { name: 'Torch off' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when camera permission is refused, and offers to try again', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const user = userEvent.setup();
    renderWithProviders(<CheckInDeskPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Camera permission refused');
    getUserMedia.mockResolvedValue({ getTracks: () => [] });
    await user.click(within(alert).getByRole('button', { name: 'Try the camera again' }));
    await screen.findByRole('button', { name: 'Torch on' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there is no camera', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Requested device not found', 'NotFoundError'));
    renderWithProviders(<CheckInDeskPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera found');
  });
});
