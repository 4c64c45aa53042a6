// The part of web-push 3.6.7 (CommonJS, no types of its own) the push functions use. Written here
// rather than adding @types/web-push: one dependency, and only these two calls.
declare module 'web-push' {
  export interface PushSubscriptionKeys {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface RequestOptions {
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aes128gcm';
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
  }
  export interface RequestDetails {
    method: 'POST';
    endpoint: string;
    headers: Record<string, string | number>;
    body: Uint8Array | null;
  }
  interface WebPush {
    generateRequestDetails(
      subscription: PushSubscriptionKeys,
      payload: string,
      options: RequestOptions,
    ): RequestDetails;
    generateVAPIDKeys(): { publicKey: string; privateKey: string };
  }
  const webpush: WebPush;
  export default webpush;
}
