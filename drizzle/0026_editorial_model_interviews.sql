ALTER TABLE "interviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "review_hold" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "review_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;