CREATE TABLE "affiliate_listings" (
	"product_slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparison_rows" (
	"product_slug" text PRIMARY KEY NOT NULL,
	"table_slug" text NOT NULL,
	"position" integer NOT NULL,
	"price_per_serving" real NOT NULL,
	"effectiveness" real NOT NULL,
	"facts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comparison_tables" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"feature_labels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 1000 NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"summary" text NOT NULL,
	"quote" text NOT NULL,
	"image_src" text NOT NULL,
	"image_description" text NOT NULL,
	"interview_date" text NOT NULL,
	"content" jsonb NOT NULL,
	"illustrative" boolean DEFAULT true NOT NULL,
	"credentials" text,
	"consent_recorded_at" timestamp with time zone,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('draft', 'scheduled', 'published', 'retired')),
	CONSTRAINT "interviews_consent_check" CHECK ("interviews"."illustrative" or ("interviews"."consent_recorded_at" is not null and "interviews"."credentials" is not null))
);
--> statement-breakpoint
CREATE TABLE "product_retailers" (
	"product_slug" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"price" real NOT NULL,
	"checked_on" text,
	CONSTRAINT "product_retailers_product_slug_position_pk" PRIMARY KEY("product_slug","position"),
	CONSTRAINT "product_retailers_https_check" CHECK ("product_retailers"."url" like 'https://%'),
	CONSTRAINT "product_retailers_price_check" CHECK ("product_retailers"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roundup_items" (
	"roundup_slug" text NOT NULL,
	"product_slug" text NOT NULL,
	"position" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "roundup_items_roundup_slug_product_slug_pk" PRIMARY KEY("roundup_slug","product_slug")
);
--> statement-breakpoint
CREATE TABLE "roundups" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 1000 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover_image_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roundups_status_check" CHECK ("roundups"."status" in ('draft', 'scheduled', 'published', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "rating" real;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "evidence" text DEFAULT 'not-supported' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "own_pros" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "own_cons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "own_audience" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "safety_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "position" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD CONSTRAINT "affiliate_listings_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD CONSTRAINT "comparison_rows_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD CONSTRAINT "comparison_rows_table_slug_comparison_tables_slug_fk" FOREIGN KEY ("table_slug") REFERENCES "public"."comparison_tables"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_retailers" ADD CONSTRAINT "product_retailers_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "roundup_items" ADD CONSTRAINT "roundup_items_roundup_slug_roundups_slug_fk" FOREIGN KEY ("roundup_slug") REFERENCES "public"."roundups"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "roundup_items" ADD CONSTRAINT "roundup_items_product_slug_products_slug_fk" FOREIGN KEY ("product_slug") REFERENCES "public"."products"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "comparison_rows_table_idx" ON "comparison_rows" USING btree ("table_slug","position");--> statement-breakpoint
CREATE INDEX "roundup_items_product_idx" ON "roundup_items" USING btree ("product_slug");--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" is null or ("product_reviews"."rating" >= 0 and "product_reviews"."rating" <= 5));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'scheduled', 'published', 'retired'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_evidence_check" CHECK ("products"."evidence" in ('supported', 'limited', 'not-supported'));