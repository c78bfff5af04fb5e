export * from './users.ts';
export * from './bars.ts';
export * from './matches.ts';
export * from './championships.ts';
export * from './mail.ts';
export * from './team.ts';
export * from './audit.ts';
export * from './planner.ts';
