ALTER TABLE "agent_contracts" ALTER COLUMN "upline_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settlements" ALTER COLUMN "payer_id" DROP NOT NULL;