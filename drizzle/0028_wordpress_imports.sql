CREATE TABLE "wordpress_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"started_by" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordpress_posts" (
	"guid" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"post_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wordpress_imports" ADD CONSTRAINT "wordpress_imports_started_by_staff_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordpress_posts" ADD CONSTRAINT "wordpress_posts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordpress_posts" ADD CONSTRAINT "wordpress_posts_import_id_wordpress_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."wordpress_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wordpress_posts_site_post_idx" ON "wordpress_posts" USING btree ("site","post_id");