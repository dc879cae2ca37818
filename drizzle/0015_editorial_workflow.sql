CREATE TABLE "article_preview_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_preview_links_uid_unique" UNIQUE("uid"),
	CONSTRAINT "article_preview_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "article_preview_links_locale_check" CHECK ("article_preview_links"."locale" in ('en', 'id'))
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"version" jsonb NOT NULL,
	"cover_image" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_revisions_locale_check" CHECK ("article_revisions"."locale" in ('en', 'id'))
);
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "meta_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "meta_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "social_image" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_id" text;--> statement-breakpoint
ALTER TABLE "article_preview_links" ADD CONSTRAINT "article_preview_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_preview_links" ADD CONSTRAINT "article_preview_links_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_preview_links_article_idx" ON "article_preview_links" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","id");--> statement-breakpoint
-- hand-written below
-- Two demo articles written in Indonesian were seeded as English versions: a database seeded
-- before this fix gets them under their own language (and stemmed as Indonesian), when the
-- article has no Indonesian version yet.
UPDATE "article_translations" t SET "locale" = 'id', "search_vector" =
  setweight(to_tsvector('indonesian'::regconfig, t.title), 'A') ||
  setweight(to_tsvector('indonesian'::regconfig, coalesce((select string_agg(c.name, ' ')
    from article_categories ac join categories c on c.id = ac.category_id
    where ac.article_id = t.article_id), '')), 'B') ||
  setweight(to_tsvector('indonesian'::regconfig, t.excerpt || ' ' || t.content_text), 'C')
WHERE t."locale" = 'en'
  AND t."title" IN ('Strategi Konten TikTok untuk UMKM: Mulai dari Nol',
    'Checklist Live Streaming: 20 Hal Sebelum Menekan Tombol Mulai')
  AND NOT EXISTS (SELECT 1 FROM "article_translations" x
    WHERE x."article_id" = t."article_id" AND x."locale" = 'id');
--> statement-breakpoint
UPDATE "categories" SET "name_id" = v.name_id FROM (VALUES
  ('Case Study', 'Studi Kasus'), ('Content', 'Konten'), ('Digital Ads', 'Iklan Digital'),
  ('KOL & Influencers', 'KOL & Influencer'), ('Live Commerce', 'Live Shopping'),
  ('Social Media', 'Media Sosial'), ('Strategy', 'Strategi'), ('Web & Apps', 'Web & Aplikasi'))
  AS v(name, name_id)
WHERE "categories"."name" = v.name AND "categories"."name_id" IS NULL;
