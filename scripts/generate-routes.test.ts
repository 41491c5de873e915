import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../src/contracts/endpoint.ts';
import { z } from '../src/contracts/zod.ts';
import { generatedRoutes, ROUTES_DIR, routesModule } from './generate-routes.ts';
import { PROJECT_ROOT } from './lib/wrangler.ts';
import { pointImportsAtRoutes } from './use-client-routes.ts';

describe('generate-routes', () => {
  it('src/contracts/routes/ is what the generator writes from the endpoint tables (run it if not)', async () => {
    const generated = await generatedRoutes();
    const committed = readdirSync(join(PROJECT_ROOT, ROUTES_DIR)).map((file) => `${ROUTES_DIR}/${file}`);
    expect(committed.sort()).toEqual([...generated.keys()].sort());
    for (const [file, content] of generated) {
      expect(readFileSync(join(PROJECT_ROOT, file), 'utf8'), file).toBe(content);
    }
  });

  it('keeps method, path and operationId of each entry and leaves the schemas out', () => {
    const module = routesModule('rooms', {
      roomsEndpoints: {
        listRooms: endpoint({
          method: 'get',
          path: '/api/rs/secure/hotels/{hotelId}/rooms',
          operationId: 'listRooms',
          params: z.object({ hotelId: z.coerce.number() }),
          response: z.array(z.object({ id: z.number() })),
        }),
      },
      ROOMS_NOTE: 'not a table',
    });
    expect(module?.split('\n').slice(5)).toEqual([
      "import { routes } from '../endpoint.ts';",
      "import type { roomsEndpoints as roomsEndpointsTable } from '../endpoints/rooms.ts';",
      '',
      'export const roomsEndpoints = routes<typeof roomsEndpointsTable>({',
      '  listRooms: {',
      "    method: 'get',",
      "    path: '/api/rs/secure/hotels/{hotelId}/rooms',",
      "    operationId: 'listRooms',",
      '  },',
      '});',
      '',
    ]);
    expect(routesModule('about', { ABOUT: { text: 'x' } })).toBeNull();
  });
});

describe('use-client-routes (the codemod)', () => {
  it.each([
    [
      "import { staffEndpoints } from '../../../contracts/endpoints/staff.ts';",
      "import { staffEndpoints } from '../../../contracts/routes/staff.ts';",
    ],
    [
      'import type { roomsEndpoints } from "../../src/contracts/endpoints/rooms.ts";',
      'import type { roomsEndpoints } from "../../src/contracts/routes/rooms.ts";',
    ],
    [
      "const table = await import('../contracts/endpoints/room-types.ts');",
      "const table = await import('../contracts/routes/room-types.ts');",
    ],
    // Already pointed at the routes, or not a table: unchanged.
    [
      "import { staffEndpoints } from '../../../contracts/routes/staff.ts';",
      "import { staffEndpoints } from '../../../contracts/routes/staff.ts';",
    ],
    [
      "import { staffRoles } from '../../../contracts/secure/staff.ts';",
      "import { staffRoles } from '../../../contracts/secure/staff.ts';",
    ],
  ])('%s → %s', (source, expected) => {
    expect(pointImportsAtRoutes(source)).toBe(expected);
    expect(pointImportsAtRoutes(expected)).toBe(expected);
  });
});
