-- Articles written after 0006 by a server that still wrote these columns get their English
-- version too, before the columns go.
INSERT INTO "article_translations" ("article_id", "locale", "title", "excerpt", "content", "content_text", "search_vector", "created_at", "updated_at")
SELECT "id", 'en', "title", "excerpt", "content", "content_text", "search_vector", "created_at", "updated_at" FROM "articles"
WHERE NOT EXISTS (SELECT 1 FROM "article_translations" t WHERE t."article_id" = "articles"."id");
--> statement-breakpoint
DROP INDEX "articles_search_idx";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "excerpt";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "content_text";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_vector";