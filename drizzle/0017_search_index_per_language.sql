DROP INDEX "article_translations_search_idx";--> statement-breakpoint
CREATE INDEX "article_translations_search_en_idx" ON "article_translations" USING gin ("search_vector") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "article_translations_search_id_idx" ON "article_translations" USING gin ("search_vector") WHERE locale = 'id';