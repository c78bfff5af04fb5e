import { SignJWT, jwtVerify, errors } from 'jose';
import { roleSchema, type Role } from '@app/contract/common';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ACCESS_KIND = 'access';
/** Pinned: tokens signed with any other algorithm (or none) are refused. */
const ALGORITHM = 'HS256';
const ISSUER = 'matchday-console';

export type AccessClaims = { userId: string; role: Role; familyId: string };

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  function signOfKind(claims: AccessClaims, kind: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.familyId, typ: kind })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  }

  /** The claims, or null for any token that is malformed, forged, expired or of another kind. */
  async function verifyOfKind(token: string, kind: string): Promise<AccessClaims | null> {
    try {
      // exp is required: a token without one would never expire.
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub'],
      });
      const role = roleSchema.safeParse(payload['role']);
      const sid = payload['sid'];
      if (payload['typ'] !== kind || typeof payload.sub !== 'string' || typeof sid !== 'string') return null;
      if (!role.success) return null;
      return { userId: payload.sub, role: role.data, familyId: sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  return {
    sign: (claims: AccessClaims) => signOfKind(claims, ACCESS_KIND, ACCESS_TOKEN_TTL_SECONDS),
    verify: (token: string) => verifyOfKind(token, ACCESS_KIND),
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
