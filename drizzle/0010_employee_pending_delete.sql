ALTER TABLE "employees" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "delete_token" text;--> statement-breakpoint
CREATE INDEX "employees_deleted_idx" ON "employees" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "employees_delete_token_idx" ON "employees" USING btree ("delete_token");