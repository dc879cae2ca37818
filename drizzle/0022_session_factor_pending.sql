ALTER TABLE "sessions" RENAME COLUMN "factor_setup_only" TO "factor_pending";--> statement-breakpoint
UPDATE "sessions" SET "factor_pending" = true
WHERE NOT EXISTS (
  SELECT 1 FROM "staff_totp" t WHERE t."user_id" = "sessions"."user_id" AND t."confirmed_at" IS NOT NULL
) AND NOT EXISTS (
  SELECT 1 FROM "staff_passkeys" p WHERE p."user_id" = "sessions"."user_id"
);
