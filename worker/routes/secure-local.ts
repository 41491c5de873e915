import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../errors.ts';

/**
 * The secure API served by the worker itself, used when BACKOFFICE_ORIGIN is empty. The back
 * office lands here in a later issue: register its routes above the catch-all below.
 */
export const localSecureApi = new Hono<AppEnv>();

localSecureApi.all('*', (c) => c.json(errorBody('Not found'), 404));
