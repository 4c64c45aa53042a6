import { denoDeps } from '../_shared/deno-deps.ts';
import { createPushVapidKeyHandler } from './handler.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

Deno.serve(createPushVapidKeyHandler(denoDeps()));
