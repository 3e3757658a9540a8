import argon2 from 'argon2';

/** argon2id at the OWASP baseline (19 MiB, 2 passes): strong, and fast enough for a test suite. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** A hash of nothing anybody knows, verified when the ID is unknown so both failures take the same time. */
let decoy: Promise<string> | undefined;

/** Verifies a password against a stored hash, or against a decoy when there is no account. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
