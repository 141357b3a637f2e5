CREATE TABLE "merchants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_decimals" integer NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" text NOT NULL,
	"time_zone" text NOT NULL,
	"theme" jsonb NOT NULL,
	"minimum_age" integer DEFAULT 21 NOT NULL,
	"blocked_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_until" timestamp with time zone,
	"is_default" boolean DEFAULT false NOT NULL,
	"main_domain" text NOT NULL,
	"analytics_id" text,
	"image_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"launch_game_cdns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"register_mode" text DEFAULT 'username' NOT NULL,
	"country_dialing_code" text DEFAULT '+66' NOT NULL,
	"phone_digits_min" integer DEFAULT 9 NOT NULL,
	"phone_digits_max" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"hours" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_field_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"field" text NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text NOT NULL,
	"pattern_id" text NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"resource_type" text NOT NULL,
	"label_name_en" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_modules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"mod_id" text NOT NULL,
	"parent_mod_id" text,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"type" text NOT NULL,
	"execution" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"promotion_type" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"group_name" text NOT NULL,
	"image_url" text NOT NULL,
	"title" jsonb NOT NULL,
	"linkage_type" text NOT NULL,
	"link_target" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"lager_icon" text,
	"show_icon" text,
	"icon_url" text NOT NULL,
	"has_trial" boolean DEFAULT true NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"icon_url" text NOT NULL,
	"is_game" text NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winner_feed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"win_amount" bigint NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_service_channels" ADD CONSTRAINT "customer_service_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_field_rules" ADD CONSTRAINT "register_field_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_modules" ADD CONSTRAINT "whitelabel_modules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_feed" ADD CONSTRAINT "winner_feed_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_feed" ADD CONSTRAINT "winner_feed_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_code_key" ON "merchants" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_one_default" ON "merchants" USING btree ("is_default") WHERE "merchants"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_key" ON "customer_service_channels" USING btree ("merchant_id","channel","url");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_routes_domain_key" ON "domain_routes" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_key" ON "help_topics" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "register_field_rules_key" ON "register_field_rules" USING btree ("merchant_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_key" ON "resources" USING btree ("merchant_id","resource_type","url");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabel_modules_key" ON "whitelabel_modules" USING btree ("merchant_id","mod_id");--> statement-breakpoint
CREATE INDEX "announcements_type_idx" ON "announcements" USING btree ("merchant_id","type","sort");--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("merchant_id","group_name","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "games_key" ON "games" USING btree ("merchant_id","vassalage","game_code");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("merchant_id","game_type","vassalage","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_key" ON "vendors" USING btree ("merchant_id","vassalage","game_type");--> statement-breakpoint
CREATE INDEX "winner_feed_recent_idx" ON "winner_feed" USING btree ("merchant_id","won_at");