CREATE TABLE "bank_item_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"lang" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"upload" "bytea",
	"items" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"with_problems" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"error_code" integer,
	"error_params" jsonb,
	"file_task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_item_imports" ADD CONSTRAINT "bank_item_imports_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_item_imports" ADD CONSTRAINT "bank_item_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_item_imports" ADD CONSTRAINT "bank_item_imports_bank_id_bank_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."bank_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_item_imports_owner_idx" ON "bank_item_imports" USING btree ("user_id","office_id","created_at");