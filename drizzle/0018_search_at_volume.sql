CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_changed_idx" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_company_trgm_idx" ON "leads" USING gin ("company" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_message_trgm_idx" ON "leads" USING gin ("message" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ((regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '^0', '62')) gin_trgm_ops) WITH (fastupdate=false);