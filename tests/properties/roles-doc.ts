/**
 * docs/roles.md, made from the code so it cannot drift (decision 055): the role table of
 * src/domain/hotel-roles.ts, each back-office screen with the permission it needs
 * (src/islands/backoffice/routes.ts), and each secure route of the OpenAPI document with the
 * permission its `requirePermission` names (read from the served routes, as the guard tests do).
 * `roles-doc.test.ts` fails when the file differs; `npx vitest run --project unit
 * tests/properties/roles-doc.test.ts -u` writes it again.
 */
import {
  HOTEL_ROLES,
  type HotelRole,
  PERMISSIONS,
  type Permission,
  roleAllows,
} from '../../src/domain/hotel-roles.ts';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import { app } from '../../worker/app.ts';
import { allOperations } from '../../worker/openapi/document.ts';
import { permissionOf } from '../../worker/security/hotel-access.ts';

const ROLE_NAMES: Record<HotelRole, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  FRONT_DESK: 'Front desk',
  HOUSEKEEPING: 'Housekeeping',
  REVENUE: 'Revenue',
};

const SECURE = '/api/rs/secure';

/** What this document reads of a back-office route (src/islands/backoffice/routes.ts `RouteDef`). */
type Screen = { pattern: string; titleKey: keyof typeof dictionaries.en; permission: Permission | null };

/**
 * The back office's route table. Imported through a variable so that the worker's type program
 * (which checks this folder) does not follow it into the React screens it loads lazily; the
 * shape is checked here instead.
 */
async function screens(): Promise<Screen[]> {
  const module = '../../src/islands/backoffice/routes.ts';
  const { ROUTES } = (await import(/* @vite-ignore */ module)) as { ROUTES: unknown };
  if (!Array.isArray(ROUTES)) throw new Error('routes.ts exports no ROUTES');
  return ROUTES.map((route: Screen) => {
    if (
      typeof route.pattern !== 'string' ||
      !(route.titleKey in dictionaries.en) ||
      route.permission === undefined
    ) {
      throw new Error(`A back-office route without pattern, title or permission: ${JSON.stringify(route)}`);
    }
    return route;
  });
}

/** The permission each served secure route names, by `METHOD /path/{param}`. */
function routePermissions(): Map<string, Permission> {
  const found = new Map<string, Permission>();
  for (const route of app.routes) {
    const permission = permissionOf.get(route.handler);
    if (permission) found.set(`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`, permission);
  }
  return found;
}

const cells = (permission: Permission | null) =>
  HOTEL_ROLES.map((role) => (permission === null || roleAllows(role, permission) ? '✓' : '—'));

const code = (text: string) => `\`${text}\``;

/** A Markdown table with its columns padded, as the formatter (Biome) writes it. */
function table(head: string[], rows: string[][]): string[] {
  const all = [[...head, ...HOTEL_ROLES.map((role) => ROLE_NAMES[role])], ...rows];
  const widths = (all[0] ?? []).map((_, column) =>
    Math.max(3, ...all.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`;
  const [first = [], ...rest] = all;
  return [line(first), line(widths.map((width) => '-'.repeat(width))), ...rest.map(line)];
}

/** The whole of docs/roles.md. */
export async function rolesDocument(): Promise<string> {
  const en = dictionaries.en;
  const permissions = table(
    ['Permission'],
    PERMISSIONS.map((p) => [code(p), ...cells(p)]),
  );
  const screenRows = table(
    ['Screen', 'Address', 'Needs'],
    (await screens()).map((route) => [
      en[route.titleKey],
      code(`/secure${route.pattern}`),
      route.permission ? code(route.permission) : 'signed in',
      ...cells(route.permission),
    ]),
  );
  const served = routePermissions();
  const routes = table(
    ['Route', 'Needs'],
    allOperations()
      .filter((op) => op.path.startsWith(`${SECURE}/`))
      .map((op) => {
        const method = op.method.toUpperCase();
        const permission = served.get(`${method} ${op.path}`) ?? null;
        return [
          code(`${method} ${op.path.slice(SECURE.length)}`),
          permission ? code(permission) : 'signed in',
          ...cells(permission),
        ];
      }),
  );
  return `${[
    '# Roles: who may see and do what at a hotel',
    '',
    '<!-- Generated from the code by tests/properties/roles-doc.ts: do not edit by hand. -->',
    '',
    'A person belongs to a hotel with one role there (and may hold another role at another hotel).',
    'The secure API refuses what the role does not allow (403 `error.hotel.permission`), whatever the',
    'back office shows; the back office hides the menu items and screens the role cannot open. Why each',
    'row is what it is: [decision 055](decisions/055-staff-accounts-and-roles.md).',
    '',
    'Beyond the table: only an owner changes, suspends or removes an owner, or makes someone an owner;',
    'the hotel always keeps an active owner (409 `error.staff.last.owner`).',
    '',
    '## Permissions by role',
    '',
    ...permissions,
    '',
    '## Screens',
    '',
    'Each back-office screen and the permission it needs to open (`src/islands/backoffice/routes.ts`).',
    '',
    ...screenRows,
    '',
    '## Routes',
    '',
    `Each route of the secure API (\`${SECURE}\`, from the OpenAPI document) and the permission it names;`,
    '"signed in": not about one hotel, any signed-in person.',
    '',
    ...routes,
  ].join('\n')}\n`;
}
