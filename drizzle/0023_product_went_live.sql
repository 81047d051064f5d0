ALTER TABLE "products" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
-- Products already public need no "went live" step.
UPDATE "products" SET "went_live_at" = now() WHERE "status" = 'published' AND "published_at" IS NOT NULL AND "published_at" <= now();
