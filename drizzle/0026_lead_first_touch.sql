ALTER TABLE "leads" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "click_ids" jsonb;--> statement-breakpoint
-- Referrers are kept as hosts from now on (referrer spam cannot plant a URL): older leads too.
UPDATE "leads" SET "referrer" = nullif(regexp_replace(lower(substring("referrer" from '^[A-Za-z]+://(?:[^/?#@]*@)?([^/?#:]+)')), '^www\.', ''), '') WHERE "referrer" IS NOT NULL;
