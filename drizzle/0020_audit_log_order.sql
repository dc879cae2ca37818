DROP INDEX "audit_events_created_idx";--> statement-breakpoint
CREATE INDEX "audit_events_created_id_idx" ON "audit_events" USING btree ("created_at","id");