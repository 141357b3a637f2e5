CREATE TABLE "agent_tree" (
	"merchant_id" bigint NOT NULL,
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "agent_tree_depth_check" CHECK ("agent_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- The closure table is the database's own: an account's rows are added when it is inserted
-- (itself at depth 0, then each of its upline's ancestors one deeper), and an account's upline
-- never changes afterwards (the spec fixes it at registration), so no row ever has to move.
CREATE FUNCTION agent_tree_add_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1
      FROM agent_tree t WHERE t.descendant_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_agent_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION agent_tree_add_member();
--> statement-breakpoint
CREATE FUNCTION members_refuse_upline_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an account''s upline is fixed at registration (member %)', OLD.id
    USING ERRCODE = '42501', CONSTRAINT = 'members_upline_fixed';
END $$;
--> statement-breakpoint
CREATE TRIGGER members_upline_fixed BEFORE UPDATE OF parent_id ON members
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION members_refuse_upline_change();
--> statement-breakpoint
-- the accounts that exist already, top-down: depth 0, then every (ancestor, descendant) pair
WITH RECURSIVE chain AS (
  SELECT m.merchant_id, m.id AS ancestor_id, m.id AS descendant_id, 0 AS depth FROM members m
  UNION ALL
  SELECT c.merchant_id, c.ancestor_id, m.id, c.depth + 1
  FROM chain c JOIN members m ON m.parent_id = c.descendant_id
)
INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
  SELECT merchant_id, ancestor_id, descendant_id, depth FROM chain;
