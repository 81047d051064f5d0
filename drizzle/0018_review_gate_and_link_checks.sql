CREATE TABLE "article_signoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"reviewer_credentials" text NOT NULL,
	"signed_by" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_checks" (
	"page_path" text NOT NULL,
	"url" text NOT NULL,
	"page_title" text NOT NULL,
	"kind" text NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_result" text NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	"last_ok_at" timestamp with time zone,
	CONSTRAINT "link_checks_page_path_url_pk" PRIMARY KEY("page_path","url")
);
--> statement-breakpoint
CREATE TABLE "review_due_mails" (
	"page_path" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"reviewer_id" uuid,
	"email" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_due_mails_page_path_due_at_pk" PRIMARY KEY("page_path","due_at")
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "change_kind" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "change_summary" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_hold" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "article_signoffs" ADD CONSTRAINT "article_signoffs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_signoffs" ADD CONSTRAINT "article_signoffs_reviewer_id_people_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_signoffs" ADD CONSTRAINT "article_signoffs_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_due_mails" ADD CONSTRAINT "review_due_mails_reviewer_id_people_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_signoffs_article_idx" ON "article_signoffs" USING btree ("article_id","version");--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_unique" UNIQUE("user_id");