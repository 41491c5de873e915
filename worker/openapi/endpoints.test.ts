/// <reference types="vite/client" />
/**
 * The endpoint tables (src/contracts/endpoints/) and the OpenAPI document describe the same
 * routes, secure and public, with the same objects: each documented operation has its table entry with
 * the very method, path, request schemas and response schema, and no table entry is undocumented.
 * (worker/routes/openapi.test.ts proves the document's schemas are the ones the routes validate
 * with, so the tables' are too.)
 */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contracts/endpoint.ts';
import { publicOperations } from './public.ts';
import { secureOperations } from './secure.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../src/contracts/endpoints/*.ts', {
  eager: true,
});

/** Every table entry, keyed by operationId. */
function tableEntries(): Map<string, Endpoint> {
  const entries = new Map<string, Endpoint>();
  for (const module of Object.values(modules) as Record<string, unknown>[]) {
    for (const [name, table] of Object.entries(module)) {
      if (!name.endsWith('Endpoints')) continue;
      for (const [key, entry] of Object.entries(table as Record<string, Endpoint>)) {
        expect(entry.operationId, `${name}.${key}`).toBe(key);
        expect(entries.has(key), `${key} is in two tables`).toBe(false);
        entries.set(key, entry);
      }
    }
  }
  return entries;
}

describe('endpoint tables', () => {
  const entries = tableEntries();

  const documented = [...secureOperations, ...publicOperations];

  it('hold every documented operation with the same method, path and schemas', () => {
    for (const op of documented) {
      const entry = entries.get(op.operationId);
      expect(entry, `${op.operationId} has no table entry`).toBeDefined();
      if (!entry) continue;
      expect([entry.method, entry.path], op.operationId).toEqual([op.method, op.path]);
      expect(entry.params, `${op.operationId} params`).toBe(op.params);
      expect(entry.query, `${op.operationId} query`).toBe(op.query);
      expect(entry.body, `${op.operationId} body`).toBe(op.body);
      if (entry.response) {
        expect(op.success.schema, `${op.operationId} response`).toBe(entry.response);
      } else {
        expect(
          op.success.status === 204 || op.success.text !== undefined,
          `${op.operationId} answers nothing`,
        ).toBe(true);
      }
    }
  });

  it('document every entry', () => {
    const ids = new Set(documented.map((op) => op.operationId));
    expect([...entries.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });
});
