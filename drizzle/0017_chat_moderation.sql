CREATE TABLE "chat_crisis_alerts" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_moderators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_posting_holds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_room_settings" (
	"topic" text PRIMARY KEY NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"sensitive" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_user_id" text,
	"message_id" bigint,
	"topic" text,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "status" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "anonymous_number" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "links_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_moderators" ADD CONSTRAINT "chat_moderators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_posting_holds" ADD CONSTRAINT "chat_posting_holds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_log_subject_idx" ON "moderation_audit_log" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_audit_log_created_idx" ON "moderation_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_user_status_idx" ON "chat_messages" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "chat_messages_waiting_idx" ON "chat_messages" USING btree ("id") WHERE "chat_messages"."status" <> 'visible';--> statement-breakpoint
CREATE FUNCTION "moderation_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_audit_log_no_change" BEFORE UPDATE OR DELETE ON "moderation_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_audit_log_append_only"();
