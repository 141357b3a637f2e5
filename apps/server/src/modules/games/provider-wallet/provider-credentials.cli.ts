import { and, eq } from 'drizzle-orm';
import { pamBasePath, pamHeaders } from '@lobby/contracts';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { gameProviders, merchants } from '../../../db/schema/index.ts';
import { loadHmacKey } from '../../../platform/server-secrets.ts';
import { providerApiToken, providerSigningSecret } from './pam-credentials.ts';

// npm run provider:credentials -- <merchantCode> <providerCode>
// Prints what a game provider (or the Valkyrie aggregator in front of it) needs to call the
// provider wallet API. Nothing secret is stored: the values are derived from the server key
// and the provider's credential version (raise it in game_providers to rotate them).
const [merchantCode, providerCode] = process.argv.slice(2);
if (!merchantCode || !providerCode) {
  console.error('usage: npm run provider:credentials -- <merchantCode> <providerCode>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const [row] = await database.db
    .select({ provider: gameProviders, merchant: merchants })
    .from(gameProviders)
    .innerJoin(merchants, eq(merchants.id, gameProviders.merchantId))
    .where(
      and(eq(merchants.code, merchantCode.toLowerCase()), eq(gameProviders.code, providerCode)),
    );
  if (!row) {
    console.error(`no provider ${providerCode} on brand ${merchantCode}`);
    process.exitCode = 1;
  } else {
    const hmacKey = await loadHmacKey(database.db, config.SECRET_KEY);
    const identity = {
      merchantId: row.merchant.id,
      code: row.provider.code,
      credentialVersion: row.provider.credentialVersion,
    };
    console.log(`brand:              ${row.merchant.code} (${row.merchant.mainDomain})`);
    console.log(`provider:           ${row.provider.code} (${row.provider.displayName})`);
    console.log(`active:             ${row.provider.isActive}`);
    console.log(`credential version: ${row.provider.credentialVersion}`);
    console.log(
      `base URL:           ${config.PUBLIC_URL ?? 'https://<brand domain>'}${pamBasePath}`,
    );
    console.log(`query:              ?provider=${row.provider.code}`);
    console.log(`header:             Authorization: Bearer ${providerApiToken(hmacKey, identity)}`);
    console.log(
      `header:             Merchant: ${row.merchant.code} (when not calling the brand's domain)`,
    );
    if (row.provider.signsRequests) {
      console.log(
        `signing secret:     ${providerSigningSecret(hmacKey, identity)} ` +
          `(${pamHeaders.signature}: hex HMAC-SHA256 of the raw body)`,
      );
    } else {
      console.log('signing:            not required for this provider');
    }
  }
} finally {
  await database.close();
}
