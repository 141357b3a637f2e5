import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boMissionListSchema,
  boMissionSchema,
  missionInputSchema,
  missionParamsSchema,
} from '../missions.ts';
import { missionPaths } from './paths.ts';

export const listBoMissions = defineEndpoint({
  method: 'GET',
  path: missionPaths.boMissions,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "The brand's missions",
  response: boMissionListSchema,
});

export const createBoMission = defineEndpoint({
  method: 'POST',
  path: missionPaths.boMissions,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Create a mission',
  body: missionInputSchema,
  response: boMissionSchema,
});

/** Edits a mission; progress of the current period is kept. */
export const updateBoMission = defineEndpoint({
  method: 'PUT',
  path: missionPaths.boMission,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Edit a mission',
  params: missionParamsSchema,
  body: missionInputSchema,
  response: boMissionSchema,
});
