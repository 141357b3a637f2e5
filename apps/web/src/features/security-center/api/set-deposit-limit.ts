import { apiPaths, type SetDepositLimitRequest } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /wps/member/responsibleGambling/limits (token): sets, lowers, raises or (amount null)
 * removes a deposit limit; a raise or removal waits for the brand's cooling-off hours.
 */
export async function setDepositLimit(body: SetDepositLimitRequest): Promise<void> {
  await apiRequest<unknown>('PUT', apiPaths.depositLimits, { body });
}
