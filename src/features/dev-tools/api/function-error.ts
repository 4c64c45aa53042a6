// Moved down to src/lib so other features read function errors the same way.
export { functionErrorMessage } from '@/lib/function-error';
