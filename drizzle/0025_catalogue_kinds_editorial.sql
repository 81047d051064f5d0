ALTER TABLE "affiliate_listings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "price_checked_on" text;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "review_hold" text;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD COLUMN "review_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "review_hold" text;--> statement-breakpoint
ALTER TABLE "roundups" ADD COLUMN "review_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_listings" ADD CONSTRAINT "affiliate_listings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparison_rows" ADD CONSTRAINT "comparison_rows_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundups" ADD CONSTRAINT "roundups_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;