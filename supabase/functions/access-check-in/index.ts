import { denoDeps } from '../_shared/deno-deps.ts';
import { createAccessCheckInHandler } from './handler.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

Deno.serve(createAccessCheckInHandler(denoDeps()));
