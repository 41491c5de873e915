import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { aboutRoutes } from './about.ts';

/** Everything under /api/rs/public, one module per resource. */
export const publicApi = new Hono<AppEnv>().route('/', aboutRoutes);
