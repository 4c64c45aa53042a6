import { denoDeps } from '../_shared/deno-deps.ts';
import { createClientInvitationsHandler } from './handler.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

Deno.serve(createClientInvitationsHandler(denoDeps()));
