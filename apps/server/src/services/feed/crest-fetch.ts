import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Crests are fetched from addresses the provider's answers name, so a crest fetch must never be
 * turned against the server's own network: only an origin of the allow-list
 * (FEED_CREST_ORIGINS), a host name there must resolve to public addresses only (checked on the
 * addresses the connection really uses, so a name cannot change its answer between the check and
 * the connection), a redirect is followed only to an allowed origin, and only an image of at most
 * 2 MB is read. An origin written as an address (the replay server on 127.0.0.1) is the operator's
 * own choice and is trusted as written.
 */
export const MAX_CREST_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/** Addresses no crest host may resolve to: this machine, private networks, link-local, shared, multicast, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, bits, 'ipv6');

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Why a crest was not fetched, for the log. */
export class CrestRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CrestRefused';
  }
}

/** Resolves as the system would, and refuses a name that leads to an address that is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0)
      return callback(
        new CrestRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`),
        '',
        0,
      );
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    return callback(null, first.address, first.family);
  });
};

export type CrestPolicy = {
  /** Allowed origins (`https://crests.football-data.org`, or the replay server's `http://127.0.0.1:4010`). */
  origins: readonly string[];
  timeoutMs: number;
  signal?: AbortSignal;
};

function get(url: URL, policy: CrestPolicy): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signals = [AbortSignal.timeout(policy.timeoutMs), ...(policy.signal ? [policy.signal] : [])];
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'GET',
        headers: { accept: [...IMAGE_TYPES].join(', ') },
        signal: AbortSignal.any(signals),
        ...(isIP(url.hostname.replace(/^\[|\]$/g, '')) ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    sent.on('error', reject);
    sent.end();
  });
}

async function readAtMost(response: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number.parseInt(response.headers['content-length'] ?? '', 10);
  if (Number.isFinite(declared) && declared > limit) {
    response.destroy();
    throw new CrestRefused(`the crest is ${declared} bytes, more than ${limit}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      response.destroy();
      throw new CrestRefused(`the crest is more than ${limit} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The crest's bytes, or a CrestRefused (or a network error) saying why not. */
export async function fetchCrest(address: string, policy: CrestPolicy): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CrestRefused('not an address');
  }
  for (let hop = 0; ; hop += 1) {
    if (!policy.origins.includes(url.origin))
      throw new CrestRefused(`${url.origin} is not an allowed crest origin (FEED_CREST_ORIGINS)`);
    const response = await get(url, policy);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new CrestRefused('too many redirects');
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new CrestRefused(`answered ${status}`);
    }
    const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!IMAGE_TYPES.has(type)) {
      response.destroy();
      throw new CrestRefused(`answered ${type || 'no content type'}, not an image`);
    }
    const bytes = await readAtMost(response, MAX_CREST_BYTES);
    if (bytes.length === 0) throw new CrestRefused('answered nothing');
    return bytes;
  }
}
