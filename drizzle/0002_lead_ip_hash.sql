ALTER TABLE "leads" ADD COLUMN "ip_hash" text;--> statement-breakpoint
CREATE INDEX "leads_ip_idx" ON "leads" USING btree ("ip_hash","created_at");