CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_kind" text,
	"change_summary" text
);
--> statement-breakpoint
CREATE TABLE "content_signoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"reviewer_credentials" text NOT NULL,
	"signed_by" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_hold" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_signoffs" ADD CONSTRAINT "content_signoffs_reviewer_id_people_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_signoffs" ADD CONSTRAINT "content_signoffs_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("kind","key","replaced_at");--> statement-breakpoint
CREATE INDEX "content_signoffs_item_idx" ON "content_signoffs" USING btree ("kind","key","version");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;