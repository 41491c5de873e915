import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const localTools = new Hono<AppEnv>();
