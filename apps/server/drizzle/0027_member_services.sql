CREATE TABLE "social_prompts" (
	"merchant_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"url" text NOT NULL,
	"reward" jsonb,
	"delay_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "social_prompts_merchant_id_channel_pk" PRIMARY KEY("merchant_id","channel")
);
--> statement-breakpoint
CREATE TABLE "referral_friends" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"referrer_id" bigint NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"bonus_paid" bigint,
	"paid_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_prompts" ADD CONSTRAINT "social_prompts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rules" ADD CONSTRAINT "referral_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_friends_referrer_idx" ON "referral_friends" USING btree ("referrer_id","joined_at");