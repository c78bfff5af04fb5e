import { SignJWT, jwtVerify, errors } from 'jose';
import { roleSchema, type Role } from '@app/contract/common';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Pinned: tokens signed with any other algorithm (or none) are refused. */
const ALGORITHM = 'HS256';
const ISSUER = 'matchday-console';

export type AccessClaims = { userId: string; role: Role; familyId: string };

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, sid: claims.familyId, typ: 'access' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    /** Returns the claims, or null for any token that is malformed, forged, expired or of another kind. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        // exp is required: a token without one would never expire.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        const role = roleSchema.safeParse(payload['role']);
        const sid = payload['sid'];
        if (payload['typ'] !== 'access' || typeof payload.sub !== 'string' || typeof sid !== 'string') return null;
        if (!role.success) return null;
        return { userId: payload.sub, role: role.data, familyId: sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
