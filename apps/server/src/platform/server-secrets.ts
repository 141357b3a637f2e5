import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

/**
 * A secret the server needs, from configuration when given, else the one kept in the database,
 * else one made now and stored so every instance shares it. `create` runs only when nothing is
 * stored (an RSA key costs up to a second); if another instance stores its own meanwhile, the
 * first one stored wins and is returned.
 */
export async function loadServerSecret(
  db: Db,
  name: string,
  fromConfig: string | undefined,
  create: () => string | Promise<string>,
): Promise<string> {
  if (fromConfig) return fromConfig;
  const read = async () =>
    (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value;
  const stored = await read();
  if (stored !== undefined) return stored;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const value = await read();
  if (value === undefined) throw new Error(`server secret ${name} could not be stored`);
  return value;
}

/** The HMAC master key (SECRET_KEY, or generated: 32 random bytes). */
export async function loadHmacKey(db: Db, configured: string | undefined): Promise<Buffer> {
  const value = await loadServerSecret(db, 'hmac-key', configured, () =>
    randomBytes(32).toString('base64'),
  );
  return Buffer.from(value, configured ? 'utf8' : 'base64');
}
