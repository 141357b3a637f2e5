CREATE TABLE "loyalty_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"points_carry" bigint DEFAULT 0 NOT NULL,
	"vip_carry" bigint DEFAULT 0 NOT NULL,
	"level_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_product_rates" (
	"merchant_id" bigint NOT NULL,
	"product" text NOT NULL,
	"vip_points_ppm" integer DEFAULT 0 NOT NULL,
	"points_ppm" integer DEFAULT 0 NOT NULL,
	"rebate_ppm" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_product_rates_merchant_id_product_pk" PRIMARY KEY("merchant_id","product")
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"rebate_period" text DEFAULT 'daily' NOT NULL,
	"rebate_minimum" bigint DEFAULT 0 NOT NULL,
	"deposit_points_ppm" integer DEFAULT 0 NOT NULL,
	"points_per_cash_unit" integer DEFAULT 100 NOT NULL,
	"points_expiry_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"points_price" bigint DEFAULT 0 NOT NULL,
	"credit_amount" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_goods_stock" CHECK ("mall_goods"."stock" is null or "mall_goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"reason" text,
	"decided_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"remaining" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "points_lots_remaining" CHECK ("points_lots"."remaining" >= 0 and "points_lots"."remaining" <= "points_lots"."earned")
);
--> statement-breakpoint
CREATE TABLE "rebate_cutoffs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"period" text NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_turnover" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"product" text NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"cutoff_id" bigint
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"cutoff_id" bigint NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"share_bp" integer NOT NULL,
	"state" text DEFAULT 'claimable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_months" (
	"member_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"month" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_months_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "vip_reviews" (
	"merchant_id" bigint NOT NULL,
	"month" text NOT NULL,
	"kept" integer DEFAULT 0 NOT NULL,
	"dropped" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_reviews_merchant_id_month_pk" PRIMARY KEY("merchant_id","month")
);
--> statement-breakpoint
CREATE TABLE "vip_tiers" (
	"merchant_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"reach_points" bigint DEFAULT 0 NOT NULL,
	"keep_points" bigint DEFAULT 0 NOT NULL,
	"rebate_share_bp" integer DEFAULT 0 NOT NULL,
	"level_up_bonus" bigint DEFAULT 0 NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"withdrawals_per_day" integer,
	"withdrawal_daily_amount" bigint,
	CONSTRAINT "vip_tiers_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_tiers_keep_le_reach" CHECK ("vip_tiers"."keep_points" <= "vip_tiers"."reach_points")
);
--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_members" ADD CONSTRAINT "loyalty_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_product_rates" ADD CONSTRAINT "loyalty_product_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD CONSTRAINT "loyalty_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_goods" ADD CONSTRAINT "mall_goods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_goods_id_mall_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."mall_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_lots" ADD CONSTRAINT "points_lots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_cutoffs" ADD CONSTRAINT "rebate_cutoffs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_turnover" ADD CONSTRAINT "rebate_turnover_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_turnover" ADD CONSTRAINT "rebate_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_cutoff_id_rebate_cutoffs_id_fk" FOREIGN KEY ("cutoff_id") REFERENCES "public"."rebate_cutoffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bonuses" ADD CONSTRAINT "vip_bonuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bonuses" ADD CONSTRAINT "vip_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_months" ADD CONSTRAINT "vip_months_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_months" ADD CONSTRAINT "vip_months_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_reviews" ADD CONSTRAINT "vip_reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_tiers" ADD CONSTRAINT "vip_tiers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_goods_brand_idx" ON "mall_goods" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_redemptions_key" ON "mall_redemptions" USING btree ("member_id","client_key");--> statement-breakpoint
CREATE INDEX "mall_redemptions_member_idx" ON "mall_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "mall_redemptions_state_idx" ON "mall_redemptions" USING btree ("merchant_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_daily" ON "points_entries" USING btree ("member_id","kind","day") WHERE "points_entries"."reference" is null;--> statement-breakpoint
CREATE INDEX "points_entries_member_idx" ON "points_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_lots_member_day" ON "points_lots" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "points_lots_expiry_idx" ON "points_lots" USING btree ("expires_at") WHERE "points_lots"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_cutoffs_period" ON "rebate_cutoffs" USING btree ("merchant_id","period_to");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_turnover_open" ON "rebate_turnover" USING btree ("member_id","day","product") WHERE "rebate_turnover"."cutoff_id" is null;--> statement-breakpoint
CREATE INDEX "rebate_turnover_cut_idx" ON "rebate_turnover" USING btree ("merchant_id","day") WHERE "rebate_turnover"."cutoff_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_member_cutoff" ON "rebates" USING btree ("member_id","cutoff_id");--> statement-breakpoint
CREATE INDEX "rebates_member_idx" ON "rebates" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_bonuses_cause" ON "vip_bonuses" USING btree ("member_id","kind","cause");