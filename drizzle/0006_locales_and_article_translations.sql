CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"cover_alt" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale"),
	CONSTRAINT "article_translations_locale_check" CHECK ("article_translations"."locale" in ('en', 'id'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "locale" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_translations_search_idx" ON "article_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "article_translations_title_trgm_idx" ON "article_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_translations_locale_idx" ON "article_translations" USING btree ("locale");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_locale_check" CHECK ("leads"."locale" in ('en', 'id'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_locale_check" CHECK ("staff_users"."locale" in ('en', 'id'));--> statement-breakpoint
-- Every article written so far is English: it becomes the article's English version.
INSERT INTO "article_translations" ("article_id", "locale", "title", "excerpt", "content", "content_text", "search_vector", "created_at", "updated_at")
SELECT "id", 'en', "title", "excerpt", "content", "content_text", "search_vector", "created_at", "updated_at" FROM "articles"
ON CONFLICT DO NOTHING;
