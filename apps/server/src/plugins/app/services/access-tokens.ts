import fp from 'fastify-plugin';
import { createAccessTokens, type AccessTokens } from '../../../services/auth/access-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

export const accessTokensPlugin = fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorate('accessTokens', createAccessTokens(jwtSecret));
  },
  { name: 'access-tokens' },
);
