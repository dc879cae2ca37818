CREATE TABLE "article_recent_view_runs" (
	"as_of" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_recent_views" (
	"as_of" date NOT NULL,
	"article_id" integer NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "article_recent_views_as_of_article_id_pk" PRIMARY KEY("as_of","article_id")
);
--> statement-breakpoint
CREATE TABLE "article_view_day_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_recent_views" ADD CONSTRAINT "article_recent_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;