import { describe, expect, it } from 'vitest';
import { endpoint, type RouteInput, routeOf } from '../endpoint.ts';
import { staffEndpoints } from '../routes/staff.ts';
import { z } from '../zod.ts';
import { endpointCaller, fillPath } from './endpoint-call.ts';
import { ApiRequestError, createHttp } from './http.ts';

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };

/** A core over a fetch that records each request and answers `answer`. */
function recording(answer: () => Response) {
  const calls: Call[] = [];
  const http = createHttp({
    apiPath: '',
    instanceId: 'tab',
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({
        url: String(input),
        method: String(init.method),
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        headers: init.headers as Record<string, string>,
      });
      return answer();
    }) as typeof fetch,
  });
  return { calls, call: endpointCaller(http, '/api/rs/secure/') };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fillPath', () => {
  it.each([
    ['/api/rs/secure/hotels/{hotelId}/staff', { hotelId: 12 }, '/api/rs/secure/hotels/12/staff'],
    [
      '/h/{hotelId}/reservations/{code}',
      { hotelId: '3', code: 'AB/CD ?x' },
      '/h/3/reservations/AB%2FCD%20%3Fx',
    ],
    ['/h/{hotelId}/nights/{date}/price', { hotelId: 1, date: '2026-02-29' }, '/h/1/nights/2026-02-29/price'],
    ['/api/rs/secure/hotels', undefined, '/api/rs/secure/hotels'],
  ])('%s with %o → %s', (template, params, expected) => {
    expect(fillPath(template, params)).toBe(expected);
  });

  it('refuses a template whose parameter has no value', () => {
    expect(() => fillPath('/h/{hotelId}/rooms/{id}', { hotelId: 1 })).toThrow('no value for {id}');
    expect(() => fillPath('/h/{hotelId}', { hotelId: '' })).toThrow('no value for {hotelId}');
  });
});

describe('endpointCaller', () => {
  it("sends the endpoint's method to the filled path with the query and answers the body", async () => {
    const { calls, call } = recording(() => new Response(null, { status: 204 }));
    const answer = await call(
      staffEndpoints.removeStaffMember,
      { params: { hotelId: 4, userId: 9 }, query: { version: 3 } },
      { fallback: 'Error removing the staff member' },
    );
    expect(answer).toBeUndefined();
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/rs/secure/hotels/4/staff/9?version=3',
        method: 'DELETE',
        body: undefined,
      }),
    ]);
  });

  it('sends the body as JSON and types the answer by the response schema', async () => {
    const sent = { email: 'giulia.rossi@example.com', role: 'FRONT_DESK' } as const;
    const { calls, call } = recording(json({ email: sent.email, expiresAt: '2026-12-06T10:00:00Z' }, 201));
    const answer = await call(
      staffEndpoints.inviteStaff,
      { params: { hotelId: 1 }, body: sent },
      { fallback: 'x' },
    );
    expect(answer.email).toBe(sent.email);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/rs/secure/hotels/1/staff/invitations',
      body: sent,
    });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('serialises a list query as repeated keys and leaves out undefined ones', async () => {
    const search = routeOf(
      endpoint({
        method: 'get',
        path: '/api/rs/secure/hotels/{hotelId}/things',
        operationId: 'listThings',
        query: z.object({ status: z.array(z.string()).optional(), q: z.string().optional() }),
        response: z.object({ things: z.array(z.string()) }),
      }),
    );
    const { calls, call } = recording(json({ things: [] }));
    await call(
      search,
      { params: { hotelId: 2 }, query: { status: ['A', 'B'], q: undefined } },
      { fallback: 'x' },
    );
    expect(calls[0]?.url).toBe('/api/rs/secure/hotels/2/things?status=A&status=B');
  });

  it("fails with the server's error, and the fallback when it gives none", async () => {
    const refused = recording(
      json({ message: 'Stale', errors: [{ field: 'version', code: 'error.version.conflict' }] }, 409),
    );
    const error = await refused
      .call(staffEndpoints.listStaff, { params: { hotelId: 1 } }, { fallback: 'Error getting the staff' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, message: 'Stale', errors: [{ field: 'version' }] });
    const broken = recording(() => new Response('<html>', { status: 502 }));
    await expect(
      broken.call(
        staffEndpoints.listStaff,
        { params: { hotelId: 1 } },
        { fallback: 'Error getting the staff' },
      ),
    ).rejects.toMatchObject({ status: 502, message: 'Error getting the staff', fromServer: false });
  });

  it('refuses an endpoint outside its root before any request', () => {
    const { calls, call } = recording(json({}));
    const elsewhere = routeOf(endpoint({ method: 'get', path: '/api/rs/public/me', operationId: 'me' }));
    expect(() => call(elsewhere, {}, { fallback: 'x' })).toThrow('me is not under /api/rs/secure/');
    expect(calls).toEqual([]);
  });

  it('does not compile a wrong field, a missing parameter or a wrong body (checked by tsc)', () => {
    type UpdateInput = RouteInput<typeof staffEndpoints.updateStaffMember>;
    type InviteInput = RouteInput<typeof staffEndpoints.inviteStaff>;
    type ListInput = RouteInput<typeof staffEndpoints.listStaff>;
    const typeOnly = () => {
      const hotel = { hotelId: 1 };
      const member = { role: 'MANAGER', status: 'ACTIVE', version: 1 } as const;
      const chef = { email: 'a@b.it', role: 'CHEF' } as const;
      // @ts-expect-error: userId is a path parameter of this endpoint
      const noUser: UpdateInput = { params: hotel, body: member };
      // @ts-expect-error: 'CHEF' is not a role
      const badRole: InviteInput = { params: hotel, body: chef };
      // @ts-expect-error: this endpoint has no query
      const paged: ListInput = { params: hotel, query: { page: 2 } };
      return [noUser, badRole, paged];
    };
    expect(typeof typeOnly).toBe('function');
  });
});
