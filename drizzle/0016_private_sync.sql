CREATE TABLE "sealed_records" (
	"user_id" text NOT NULL,
	"record_id" text NOT NULL,
	"blob" text NOT NULL,
	"size" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sealed_records_user_id_record_id_pk" PRIMARY KEY("user_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "sealed_vaults" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"iterations" integer NOT NULL,
	"salt" text NOT NULL,
	"wrapped_by_passphrase" text NOT NULL,
	"wrapped_by_recovery" text NOT NULL,
	"access_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sealed_records" ADD CONSTRAINT "sealed_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sealed_vaults" ADD CONSTRAINT "sealed_vaults_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;