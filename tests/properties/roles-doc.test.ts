import { describe, expect, it } from 'vitest';
import { rolesDocument } from './roles-doc.ts';

describe('docs/roles.md', () => {
  it('is the role table of the code: screen by screen, route by route', async () => {
    // `-u` writes it again after a change of roles, screens or routes.
    await expect(await rolesDocument()).toMatchFileSnapshot('../../docs/roles.md');
  });
});
