import { createHash, randomBytes } from 'node:crypto';
import { compare, hash } from 'bcryptjs';

export const PASSWORD_HASH_ROUNDS = 10;
/** Compared against when the email is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.jV9v2Pp2Hq1Q5G9Ty5Gq5xT2wY6e';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_ROUNDS);
}

export async function verifyPassword(password: string, passwordHash: string | undefined): Promise<boolean> {
  const ok = await compare(password, passwordHash ?? DUMMY_HASH);
  return ok && passwordHash !== undefined;
}

export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
