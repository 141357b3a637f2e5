import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

/**
 * A secret the server needs, from configuration when given, else made once and kept in the
 * database so every instance shares it. The first instance to insert wins; the others read
 * what it wrote.
 */
export async function loadServerSecret(
  db: Db,
  name: string,
  fromConfig: string | undefined,
  create: () => string,
): Promise<string> {
  if (fromConfig) return fromConfig;
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

/** The HMAC master key (SECRET_KEY, or generated: 32 random bytes). */
export async function loadHmacKey(db: Db, configured: string | undefined): Promise<Buffer> {
  const value = await loadServerSecret(db, 'hmac-key', configured, () =>
    randomBytes(32).toString('base64'),
  );
  return Buffer.from(value, configured ? 'utf8' : 'base64');
}
