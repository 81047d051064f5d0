CREATE TABLE "chat_report_appeals" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_report_outcomes" (
	"reporter_id" text NOT NULL,
	"message_id" bigint NOT NULL,
	"upheld" boolean NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_message_reports" ADD COLUMN "reporter_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_message_reports" ADD COLUMN "weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_report_outcomes" ADD CONSTRAINT "chat_report_outcomes_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_report_outcomes_reporter_idx" ON "chat_report_outcomes" USING btree ("reporter_id");