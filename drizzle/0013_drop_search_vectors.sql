DROP INDEX "articles_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";