import { afterEach, describe, expect, it } from 'vitest';
import type { LoginRecord } from '@app/contract/auth';
import { api } from './api-client.ts';
import { takeEarlyRequest } from './early-requests.ts';
import { clearSession, writeSession } from './session-store.ts';

const session = { accessToken: 'token-1', refreshToken: 'refresh-1', authToken: 'refresh-1', role: 'owner' } as unknown as LoginRecord;
const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  delete window.__earlyRequests;
  clearSession();
});

describe('requests started by index.html (decision 039)', () => {
  it("answers the console's first call for the same URL and token from the request already made, once", async () => {
    writeSession(session, true);
    window.__earlyRequests = { '/api/competitions/active': { token: 'token-1', response: answer([{ _id: 'c1', name: 'Cup' }]) } };
    // jsdom has no server at this address: an answer can only come from the early request.
    await expect(api('/competitions/active')).resolves.toEqual([{ _id: 'c1', name: 'Cup' }]);
    expect(window.__earlyRequests).toEqual({});
  });

  it('drops one made with another token (the session changed since the page loaded)', () => {
    window.__earlyRequests = { '/api/competitions/active': { token: 'old-token', response: answer([]) } };
    expect(takeEarlyRequest('/api/competitions/active', 'token-1')).toBeNull();
    expect(window.__earlyRequests).toEqual({});
  });

  it('has nothing for another URL, or when the page started none', () => {
    expect(takeEarlyRequest('/api/competitions/active', 'token-1')).toBeNull();
    window.__earlyRequests = { '/api/competitions/active': { token: 'token-1', response: answer([]) } };
    expect(takeEarlyRequest('/api/matches/admin?matchStatus=past&page=0&pageSize=50', 'token-1')).toBeNull();
    expect(Object.keys(window.__earlyRequests)).toEqual(['/api/competitions/active']);
  });
});
