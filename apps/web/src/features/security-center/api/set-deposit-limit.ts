import {
  apiPaths,
  type SetDepositLimitRequest,
  type setDepositLimit as setDepositLimitEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const setDepositLimitRoute = routeTo<typeof setDepositLimitEndpoint>('PUT', apiPaths.depositLimits);

/**
 * PUT /wps/member/responsibleGambling/limits (token): sets, lowers, raises or (amount null)
 * removes a deposit limit; a raise or removal waits for the brand's cooling-off hours.
 */
export async function setDepositLimit(body: SetDepositLimitRequest): Promise<void> {
  await apiCall(setDepositLimitRoute, { body });
}
