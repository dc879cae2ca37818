CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_changed_idx" ON "search_changes" USING btree ("changed_at");