import type { FastifyRequest } from 'fastify';

/**
 * Query values that open something: a reset or invitation link's `token`, and anything named like a
 * secret. Such a value in a log line is an account for whoever reads the log. And a
 * fan's position (`near=lat,lng` of /watch/{id}): where a person stands is theirs.
 */
const SECRET_QUERY_KEY = /token|secret|password|passwd|code|key|session|auth|cookie|^near$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL as logged: its path, and its query with the value of every secret-named key replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return eq !== -1 && SECRET_QUERY_KEY.test(decodedName(name)) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/**
 * Fastify's request serializer with the URL redacted. Like Fastify's own, it writes no header:
 * the bearer token and the `first_screen` cookie never reach a log line.
 */
export function redactedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
