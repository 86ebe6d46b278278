// The browser tests' global setup: the server they drive (e2e/server.ts), or the one a lane started for them
// (e2e/lanes.ts passes its address in E2E_BASE_URL and its wire mode in WIRE_MODE), and its address for the specs.
import type { TestProject } from 'vitest/node';
import { ensureBuilt, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wireMode: string;
  }
}

export default async function setup(project: TestProject) {
  const wireMode = process.env.WIRE_MODE ?? 'plain';
  const given = process.env.E2E_BASE_URL;
  const server = given ? undefined : (ensureBuilt(), await startServer(wireMode));
  project.provide('baseUrl', given ?? server!.baseUrl);
  project.provide('wireMode', wireMode);
  return async () => {
    await server?.stop();
  };
}
