ALTER TABLE "categories" ADD COLUMN "name_id" text;--> statement-breakpoint
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
