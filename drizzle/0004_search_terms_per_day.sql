CREATE TABLE "search_terms" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_day_term_pk" PRIMARY KEY("day","term")
);
--> statement-breakpoint
-- The zero-result searches logged one row each until now become one row per UTC day and
-- normalised term (as normalizeSearchTerm does), keeping the 200 most searched of each day.
INSERT INTO "search_terms" ("day", "term", "times", "last_at")
SELECT "day", "term", "times", "last_at" FROM (
	SELECT "day", "term", count(*)::int AS "times", max("created_at") AS "last_at",
		row_number() OVER (PARTITION BY "day" ORDER BY count(*) DESC, max("created_at") DESC) AS "rank"
	FROM (
		SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day",
			btrim(left(btrim(regexp_replace(lower("query"), '\s+', ' ', 'g')), 100)) AS "term",
			"created_at"
		FROM "search_queries" WHERE "results" = 0
	) AS "normalised"
	WHERE "term" <> ''
	GROUP BY "day", "term"
) AS "ranked"
WHERE "rank" <= 200;
--> statement-breakpoint
DROP TABLE "search_queries" CASCADE;
