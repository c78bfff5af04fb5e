/**
 * Where the screenshot tours write their PNGs: `SHOTS_DIR`, else /tmp/shots (a folder of one's own
 * when several people take shots on one machine).
 */
export const SHOTS_DIR = process.env['SHOTS_DIR'] ?? '/tmp/shots';
