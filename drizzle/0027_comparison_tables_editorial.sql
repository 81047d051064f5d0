ALTER TABLE "comparison_tables" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "review_hold" text;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD COLUMN "review_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comparison_tables" ADD CONSTRAINT "comparison_tables_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;