CREATE TABLE "activity_raffle_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"activity_id" bigint NOT NULL,
	"local_day" text NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_raffles" (
	"activity_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"ticket_list_hash" text,
	"ticket_count" integer,
	"winners" jsonb,
	"drawn_at" timestamp with time zone,
	"drawn_by" bigint
);
--> statement-breakpoint
ALTER TABLE "activity_raffle_tickets" ADD CONSTRAINT "activity_raffle_tickets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_raffle_tickets" ADD CONSTRAINT "activity_raffle_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_raffle_tickets" ADD CONSTRAINT "activity_raffle_tickets_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_raffles" ADD CONSTRAINT "activity_raffles_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_raffles" ADD CONSTRAINT "activity_raffles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_raffle_tickets_uq" ON "activity_raffle_tickets" USING btree ("activity_id","member_id","local_day","seq");--> statement-breakpoint
CREATE INDEX "activity_raffle_tickets_activity_idx" ON "activity_raffle_tickets" USING btree ("activity_id","id");