import type { ThrottleRule } from '../throttle.ts';

/**
 * Sign-ups per client address (owners and players count together): enough for a venue's staff, not for a script
 * creating accounts.
 */
export const SIGNUP_PER_ADDRESS: ThrottleRule = { limit: 20, windowSeconds: 60 * 60 };
export const signupThrottleKey = (ip: string) => `signup:address:${ip}`;
