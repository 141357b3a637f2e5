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
ALTER TABLE "social_prompts" ADD CONSTRAINT "social_prompts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;