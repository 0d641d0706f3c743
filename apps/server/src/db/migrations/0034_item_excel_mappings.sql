CREATE TABLE "bank_item_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"headers" text[] NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_item_mappings_name_key" UNIQUE("office_id","name")
);
--> statement-breakpoint
ALTER TABLE "bank_item_imports" ADD COLUMN "layout" jsonb;--> statement-breakpoint
ALTER TABLE "bank_item_imports" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "bank_item_mappings" ADD CONSTRAINT "bank_item_mappings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_item_mappings" ADD CONSTRAINT "bank_item_mappings_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;