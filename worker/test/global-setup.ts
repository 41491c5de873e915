import type { TestProject } from 'vitest/node';

/** Node-side setup for the worker tests; servers the workers talk to (e.g. the proxy upstream) start here. */
export default function setup(_project: TestProject) {}
