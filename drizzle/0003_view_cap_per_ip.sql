ALTER TABLE "article_views" ADD COLUMN "ip_hash" text;--> statement-breakpoint
ALTER TABLE "article_views" ADD COLUMN "ip_slot" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "article_views_per_ip_slot" ON "article_views" USING btree ("article_id","ip_hash","day","ip_slot");