import { denoDeps } from '../_shared/deno-deps.ts';
import { createPaymentsRefundHandler } from './handler.ts';

declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };

Deno.serve(createPaymentsRefundHandler(denoDeps()));
