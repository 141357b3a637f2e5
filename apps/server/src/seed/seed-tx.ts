import type { Db } from '../db/client.ts';

/** A transaction handle; seed parts receive it so the whole demo brand lands or none of it. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];
