CREATE TABLE "search_lay_phrases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phrase" text NOT NULL,
	"means" text NOT NULL,
	"source" text NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "search_lay_phrases" ADD CONSTRAINT "search_lay_phrases_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_lay_phrases" ADD CONSTRAINT "search_lay_phrases_removed_by_user_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_lay_phrases_live_phrase" ON "search_lay_phrases" USING btree ("phrase") WHERE "search_lay_phrases"."removed_at" IS NULL;