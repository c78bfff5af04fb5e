import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Strict CSP: scripts only from this origin, so tokens in local storage are out of reach of
 * injected scripts. Styles allow inline because MUI/emotion inject <style> tags at run time.
 * 'wasm-unsafe-eval' lets the scan page compile its QR decoder (zxing-wasm, served from this
 * origin); it allows WebAssembly only, never eval() of JavaScript. The built index.html's inline
 * script is allowed by its sha256 only: another inline script, or a changed one, is refused.
 */
export const securityHeadersPlugin = fp<{ scriptHashes?: readonly string[] }>(async (app, { scriptHashes = [] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // `scriptHashes`: the console's own inline scripts, each allowed by its hash (lib/inline-script-hashes.ts).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
});
