CREATE TABLE "bank_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"dept_id" uuid,
	"shared_dept_ids" uuid[] DEFAULT '{}' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_item_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" text[] DEFAULT '{}' NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_item_versions_item_version_key" UNIQUE("item_id","version")
);
--> statement-breakpoint
CREATE TABLE "bank_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"item_type_code" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"score" numeric(5, 1) NOT NULL,
	"out_time_second" integer DEFAULT 0 NOT NULL,
	"stem_text" text NOT NULL,
	"content" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"knowledge_ids" uuid[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_knowledge_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_banks" ADD CONSTRAINT "bank_banks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_banks" ADD CONSTRAINT "bank_banks_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_banks" ADD CONSTRAINT "bank_banks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_item_versions" ADD CONSTRAINT "bank_item_versions_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_item_versions" ADD CONSTRAINT "bank_item_versions_item_id_bank_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bank_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_item_versions" ADD CONSTRAINT "bank_item_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_bank_id_bank_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."bank_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_knowledge_points" ADD CONSTRAINT "bank_knowledge_points_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_knowledge_points" ADD CONSTRAINT "bank_knowledge_points_bank_id_bank_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."bank_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_knowledge_points" ADD CONSTRAINT "bank_knowledge_points_parent_id_bank_knowledge_points_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bank_knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_banks_office_name_key" ON "bank_banks" USING btree ("office_id","name");--> statement-breakpoint
CREATE INDEX "bank_items_list_idx" ON "bank_items" USING btree ("office_id","bank_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "bank_items_fingerprint_idx" ON "bank_items" USING btree ("bank_id","fingerprint");--> statement-breakpoint
CREATE INDEX "bank_items_knowledge_idx" ON "bank_items" USING gin ("knowledge_ids");--> statement-breakpoint
CREATE INDEX "bank_items_tags_idx" ON "bank_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "bank_knowledge_points_bank_idx" ON "bank_knowledge_points" USING btree ("bank_id","path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_knowledge_points_parent_idx" ON "bank_knowledge_points" USING btree ("parent_id");