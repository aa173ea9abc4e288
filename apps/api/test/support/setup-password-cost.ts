import { LIGHT_PASSWORD_HASH_COST, usePasswordHashCost } from '../../src/lib/password-hasher';

/**
 * The apps a test file builds in this process hash passwords at a light argon2id cost (decision 100):
 * at the real cost each registration, sign-in and password change took about 15 ms of CPU, much of the
 * suite's time. A file that shows the stored hash's cost sets the real one (auth-register.test.ts);
 * apps started as processes (dist/server.js) always use the real one.
 */
usePasswordHashCost(LIGHT_PASSWORD_HASH_COST);
