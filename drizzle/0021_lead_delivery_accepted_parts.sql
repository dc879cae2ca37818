ALTER TABLE "lead_deliveries" ADD COLUMN "attempt_token" text;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "accepted_parts" text[] DEFAULT '{}'::text[] NOT NULL;