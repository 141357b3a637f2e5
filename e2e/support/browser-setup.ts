import type { TestProject } from 'vitest/node';
import { findChromiumPath, launchChromiumServer } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of the run that every journey file connects to; '' without one. */
    chromiumWsEndpoint: string;
  }
}

/**
 * One Chromium for the whole journey run: starting a browser per file cost a second or two of
 * both cores each time. Each file connects with its own browser contexts, which share nothing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = await findChromiumPath();
  if (!executablePath) {
    project.provide('chromiumWsEndpoint', '');
    return async () => {};
  }
  const server = await launchChromiumServer(executablePath);
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
