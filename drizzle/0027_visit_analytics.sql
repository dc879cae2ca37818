CREATE TABLE "visit_day_stats" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"exits" integer DEFAULT 0 NOT NULL,
	"chats" integer DEFAULT 0 NOT NULL,
	"forms_started" integer DEFAULT 0 NOT NULL,
	"forms_sent" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_stats_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"visitor" text,
	"entry" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"service" text,
	CONSTRAINT "visit_events_locale_check" CHECK ("visit_events"."locale" in ('en', 'id'))
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visit_day_stats_dimension_idx" ON "visit_day_stats" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "visit_events_day_idx" ON "visit_events" USING btree ("day");