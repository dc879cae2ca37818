CREATE TABLE "client_translations" (
	"client_id" integer NOT NULL,
	"locale" text NOT NULL,
	"industry" text NOT NULL,
	"summary" text NOT NULL,
	"challenge" text NOT NULL,
	"approach" text NOT NULL,
	"result_labels" jsonb NOT NULL,
	"quote_text" text,
	"quote_position" text,
	CONSTRAINT "client_translations_client_id_locale_pk" PRIMARY KEY("client_id","locale"),
	CONSTRAINT "client_translations_locale_check" CHECK ("client_translations"."locale" in ('en', 'id'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" jsonb NOT NULL,
	"logo_image" jsonb,
	"results" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"quote_author" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"founded" integer NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"socials" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_single_row" CHECK ("company"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "company_translations" (
	"locale" text PRIMARY KEY NOT NULL,
	"hero_eyebrow" text NOT NULL,
	"hero_title" text NOT NULL,
	"hero_highlight" text NOT NULL,
	"hero_body" text NOT NULL,
	"figure_labels" jsonb NOT NULL,
	"about" jsonb NOT NULL,
	CONSTRAINT "company_translations_locale_check" CHECK ("company_translations"."locale" in ('en', 'id'))
);
--> statement-breakpoint
CREATE TABLE "service_translations" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"highlight" text NOT NULL,
	"summary" text NOT NULL,
	"description" text,
	"points" jsonb NOT NULL,
	"image_alts" jsonb NOT NULL,
	"work_captions" jsonb NOT NULL,
	CONSTRAINT "service_translations_slug_locale_pk" PRIMARY KEY("slug","locale"),
	CONSTRAINT "service_translations_locale_check" CHECK ("service_translations"."locale" in ('en', 'id'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"slug" text PRIMARY KEY NOT NULL,
	"images" jsonb NOT NULL,
	"work" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member_translations" (
	"employee_id" integer NOT NULL,
	"locale" text NOT NULL,
	"job_title" text NOT NULL,
	"portrait_alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "team_member_translations_employee_id_locale_pk" PRIMARY KEY("employee_id","locale"),
	CONSTRAINT "team_member_translations_locale_check" CHECK ("team_member_translations"."locale" in ('en', 'id'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"role" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"portrait" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_translations" ADD CONSTRAINT "client_translations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_translations" ADD CONSTRAINT "service_translations_slug_services_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."services"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_translations" ADD CONSTRAINT "team_member_translations_employee_id_team_members_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."team_members"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_order_idx" ON "clients" USING btree ("published","sort_order");--> statement-breakpoint
CREATE INDEX "team_members_order_idx" ON "team_members" USING btree ("visible","sort_order");