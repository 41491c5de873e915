import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../errors.ts';

export const secureApi = new Hono<AppEnv>();

secureApi.all('*', (c) => c.json(errorBody('No back-office route here yet'), 404));
