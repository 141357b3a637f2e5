CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint,
	"guest_name" text,
	"guest_contact" text,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"screenshot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"replied_by" bigint,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_author" CHECK ("feedback"."member_id" is not null or ("feedback"."guest_name" is not null and "feedback"."guest_contact" is not null))
);
--> statement-breakpoint
CREATE TABLE "feedback_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"min_words" integer NOT NULL,
	"max_words" integer NOT NULL,
	"categories" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text DEFAULT 'notice' NOT NULL,
	"audience_kind" text NOT NULL,
	"member_id" bigint,
	"audience_value" bigint,
	"title" jsonb NOT NULL,
	"body_html" jsonb NOT NULL,
	"promotion_id" bigint,
	"feedback_id" bigint,
	"visible_from" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_messages_audience" CHECK (("inbox_messages"."audience_kind" = 'member') = ("inbox_messages"."member_id" is not null)
        and ("inbox_messages"."audience_kind" in ('vip', 'team')) = ("inbox_messages"."audience_value" is not null))
);
--> statement-breakpoint
CREATE TABLE "inbox_receipts" (
	"message_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_receipts_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_settings" ADD CONSTRAINT "feedback_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_receipts" ADD CONSTRAINT "inbox_receipts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_merchant_idx" ON "feedback" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_member_idx" ON "inbox_messages" USING btree ("member_id","visible_from");--> statement-breakpoint
CREATE INDEX "inbox_messages_unannounced_idx" ON "inbox_messages" USING btree ("visible_from") WHERE "inbox_messages"."announced_at" is null and "inbox_messages"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_messages_broadcast_idx" ON "inbox_messages" USING btree ("merchant_id","visible_from") WHERE "inbox_messages"."audience_kind" <> 'member';--> statement-breakpoint
CREATE INDEX "inbox_receipts_message_idx" ON "inbox_receipts" USING btree ("message_id");