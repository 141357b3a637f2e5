import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rowsOf, violatedConstraint } from '../../db/rows.ts';
import { agentTree, members } from '../../db/schema/index.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';

/** The closure table of the upline hierarchy, kept by the database itself (migration 0011). */
describe('the agent tree', () => {
  let database: Database;
  let merchantId: number;
  let agentId: number;
  let serial = 0;

  const idOf = async (username: string) => {
    const [row] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
    return row!.id;
  };
  const addAccount = async (parentId: number | null, type = 0) => {
    const username = `tree${++serial}`;
    const [row] = await database.db
      .insert(members)
      .values({ merchantId, username, nickname: username, type, parentId })
      .returning({ id: members.id });
    return row!.id;
  };
  const uplineOf = async (memberId: number) =>
    (
      await database.db
        .select({ ancestorId: agentTree.ancestorId, depth: agentTree.depth })
        .from(agentTree)
        .where(eq(agentTree.descendantId, memberId))
        .orderBy(agentTree.depth)
    ).map((row) => [row.ancestorId, row.depth]);
  const wholeTree = async () =>
    rowsOf<{ merchant_id: unknown; ancestor_id: unknown; descendant_id: unknown; depth: number }>(
      database.db,
      sql`select merchant_id, ancestor_id, descendant_id, depth from agent_tree
          order by ancestor_id, descendant_id`,
    );

  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    database = seeded.database;
    merchantId = seeded.merchantId;
    agentId = await idOf('agent');
  });
  afterAll(async () => {
    await database.close();
  });

  it('holds every seeded account with itself and its upline', async () => {
    const demo = await idOf('demo');
    expect(await uplineOf(demo)).toEqual([
      [demo, 0],
      [agentId, 1],
    ]);
    expect(await uplineOf(agentId)).toEqual([[agentId, 0]]);
  });

  it('adds a new account under every ancestor of its upline, one level deeper', async () => {
    const subAgent = await addAccount(agentId, 1);
    const subSubAgent = await addAccount(subAgent, 1);
    const member = await addAccount(subSubAgent);
    expect(await uplineOf(member)).toEqual([
      [member, 0],
      [subSubAgent, 1],
      [subAgent, 2],
      [agentId, 3],
    ]);
    const team = await database.db
      .select({ id: agentTree.descendantId })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, subAgent), sql`${agentTree.depth} > 0`));
    expect(team.map((row) => row.id).sort((a, b) => a - b)).toEqual([subSubAgent, member]);
  });

  it('refuses to move an account to another upline, and keeps its rows', async () => {
    const member = await addAccount(agentId);
    const other = await addAccount(null, 1);
    const before = await uplineOf(member);
    const error = await database.db
      .update(members)
      .set({ parentId: other })
      .where(eq(members.id, member))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(violatedConstraint(error)).toBe('members_upline_fixed');
    expect(await uplineOf(member)).toEqual(before);
    // other columns still change freely
    await database.db.update(members).set({ nickname: 'renamed' }).where(eq(members.id, member));
  });

  it("rebuilds the same rows from members alone (the migration's backfill)", async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0011_agent_tree.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('WITH RECURSIVE');
    const built = await wholeTree();
    expect(built.length).toBeGreaterThan(5);
    await database.db.execute(sql`delete from agent_tree`);
    await database.db.execute(sql.raw(backfill));
    expect(await wholeTree()).toEqual(built);
  });
});
