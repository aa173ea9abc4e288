import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

export type PasswordHashCost = { readonly memoryCost: number; readonly timeCost: number };

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane (about 15 ms of CPU a hash). */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2 };

/**
 * The API suite's cost for the apps it builds in its own process (decision 100): 256 KiB and one pass,
 * about 0.1 ms. The hash is argon2id all the same and is checked the same way (its cost is read from
 * the stored hash); the test of the stored form and the timing tests hash at the real cost.
 */
export const LIGHT_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 256, timeCost: 1 };

let cost = PASSWORD_HASH_COST;

/** Sets the cost of the hashes made from now on in this process (tests only; see LIGHT_PASSWORD_HASH_COST). */
export function usePasswordHashCost(next: PasswordHashCost): void {
  cost = next;
}

/** The cost new hashes are made with. */
export function passwordHashCost(): PasswordHashCost {
  return cost;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
