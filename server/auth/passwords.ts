import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's suggested memory and time costs.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so unknown emails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword("not-a-real-password-but-the-same-cost");
  await verifyPassword(await dummyHash, password);
  return false;
}
