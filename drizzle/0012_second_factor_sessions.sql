ALTER TABLE "passkey" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "second_factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "last_accepted_step" bigint;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Factors added before confirmation by mail existed keep counting (their owners set them up with the site's rules of the time).
UPDATE "two_factor" SET "confirmed_at" = now() WHERE "verified" IS NOT FALSE;--> statement-breakpoint
UPDATE "passkey" SET "confirmed_at" = now();