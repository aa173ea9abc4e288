import { afterAll } from 'vitest';
import { killStartedServers } from './server-process';

// After each test file: no server it started outlives it (support/server-process.ts).
afterAll(killStartedServers);
