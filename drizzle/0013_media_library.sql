CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"usage_prefix" text NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"alt" jsonb NOT NULL,
	"caption" jsonb NOT NULL,
	"uploaded_by" integer,
	"uploader_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uid_unique" UNIQUE("uid"),
	CONSTRAINT "media_url_unique" UNIQUE("url"),
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('cover', 'portrait', 'logo', 'service', 'inline'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_kind_idx" ON "media" USING btree ("kind","created_at");