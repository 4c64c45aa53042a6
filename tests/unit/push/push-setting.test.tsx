import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushNotificationsSetting } from '@/features/push';
import { withMswServer, server } from '../support/msw';
import { ORIGIN } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// Settings' "Notifications on this device": each way a browser or the server can refuse is told in
// words. jsdom has no Web Push, so each test gives it the pieces it needs.
withMswServer();

function fakeBrowser({ permission }: { permission: NotificationPermission }) {
  const registration = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: vi.fn(async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      }),
    },
  };
  vi.stubGlobal('PushManager', {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return registration;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const turnOn = async () => userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

describe('Notifications on this device', () => {
  it('says when the browser has no Web Push, with what to do on an iPhone', async () => {
    renderWithProviders(<PushNotificationsSetting userId="u1" role="client" />);
    expect(await screen.findByText(/cannot show notifications from Liftwise/)).toHaveTextContent(
      'add Liftwise to your Home Screen',
    );
  });

  it('says when the person blocks notifications', async () => {
    fakeBrowser({ permission: 'denied' });
    renderWithProviders(<PushNotificationsSetting userId="u1" role="client" />);
    await turnOn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked for Liftwise');
  });

  it('says when the server has no VAPID keys', async () => {
    fakeBrowser({ permission: 'granted' });
    server.use(
      http.post(`${ORIGIN}/functions/v1/push-vapid-key`, () =>
        HttpResponse.json({ error: 'Push notifications are not set up on this server.' }, { status: 503 }),
      ),
    );
    renderWithProviders(<PushNotificationsSetting userId="u1" role="client" />);
    await turnOn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are not set up on this server yet.');
  });

  it('says when the push service does not answer', async () => {
    const registration = fakeBrowser({ permission: 'granted' });
    server.use(
      http.post(`${ORIGIN}/functions/v1/push-vapid-key`, () =>
        HttpResponse.json({
          publicKey: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
        }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<PushNotificationsSetting userId="u1" role="client" />);
    await turnOn();
    expect(await screen.findByRole('alert')).toHaveTextContent('push service did not answer');
    expect(registration.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
  });
});
