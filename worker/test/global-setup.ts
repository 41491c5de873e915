import type { TestProject } from 'vitest/node';
import { closedPort, startUpstream } from './upstream-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the stand-in back office (worker/test/upstream-server.ts). */
    upstreamOrigin: string;
    /** A loopback origin with nothing listening, for the "back office down" case. */
    closedOrigin: string;
  }
}

/**
 * Node-side setup for the worker tests: starts the servers the workers talk to and hands their
 * addresses to vitest.config.ts (`inject`), which passes them in as bindings.
 */
export default async function setup(project: TestProject) {
  const upstream = await startUpstream();
  project.provide('upstreamOrigin', upstream.origin);
  project.provide('closedOrigin', `http://127.0.0.1:${await closedPort()}`);
  return async () => {
    await upstream.close();
  };
}
