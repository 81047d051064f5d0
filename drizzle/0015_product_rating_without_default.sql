ALTER TABLE "products" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" DROP NOT NULL;