import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessStatusSchema, type AccessStatus } from '../lib/access-status';
import { accessKeys } from './access-keys';
import { callRpc } from './access-rpc';

/** Whether the signed-in client may enter the studio now, why, and what they hold. */
async function getAccessStatus(): Promise<AccessStatus> {
  return accessStatusSchema.parse(await callRpc('access_status'));
}

export const accessStatusQuery = (userId: string) =>
  queryOptions({ queryKey: accessKeys.status(userId), queryFn: getAccessStatus });

export const useAccessStatus = (userId: string) => useQuery({ ...accessStatusQuery(userId), enabled: Boolean(userId) });
