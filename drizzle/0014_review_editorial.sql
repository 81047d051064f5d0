CREATE TABLE "review_editorial" (
	"product_slug" text PRIMARY KEY NOT NULL,
	"author_id" uuid,
	"reviewer_id" uuid,
	"last_reviewed_at" timestamp with time zone,
	"next_review_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_editorial" ADD CONSTRAINT "review_editorial_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_editorial" ADD CONSTRAINT "review_editorial_reviewer_id_people_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;