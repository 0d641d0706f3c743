CREATE TABLE "paper_auth_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"mode" text NOT NULL,
	"paper_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_snapshots_paper_version_key" UNIQUE("paper_id","version")
);
--> statement-breakpoint
CREATE TABLE "paper_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"exam_id" uuid NOT NULL,
	"exam_name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_uses_paper_exam_key" UNIQUE("paper_id","exam_id")
);
--> statement-breakpoint
CREATE TABLE "paper_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"dept_id" uuid,
	"bank_ids" uuid[] DEFAULT '{}' NOT NULL,
	"kind" text NOT NULL,
	"total_score" numeric(8, 1) NOT NULL,
	"pass_mark" numeric(8, 1),
	"duration" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"item_ids" uuid[] DEFAULT '{}' NOT NULL,
	"item_count" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_auth_codes" ADD CONSTRAINT "paper_auth_codes_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_auth_codes" ADD CONSTRAINT "paper_auth_codes_paper_id_paper_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."paper_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_auth_codes" ADD CONSTRAINT "paper_auth_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_packages" ADD CONSTRAINT "paper_packages_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_packages" ADD CONSTRAINT "paper_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_snapshots" ADD CONSTRAINT "paper_snapshots_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_snapshots" ADD CONSTRAINT "paper_snapshots_paper_id_paper_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."paper_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_uses" ADD CONSTRAINT "paper_uses_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_uses" ADD CONSTRAINT "paper_uses_paper_id_paper_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."paper_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_papers" ADD CONSTRAINT "paper_papers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_papers" ADD CONSTRAINT "paper_papers_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_papers" ADD CONSTRAINT "paper_papers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_papers" ADD CONSTRAINT "paper_papers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_auth_codes_code_key" ON "paper_auth_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "paper_auth_codes_paper_idx" ON "paper_auth_codes" USING btree ("paper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_packages_office_name_key" ON "paper_packages" USING btree ("office_id","name");--> statement-breakpoint
CREATE INDEX "paper_packages_list_idx" ON "paper_packages" USING btree ("office_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "paper_uses_exam_idx" ON "paper_uses" USING btree ("office_id","exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_papers_office_name_key" ON "paper_papers" USING btree ("office_id","name");--> statement-breakpoint
CREATE INDEX "paper_papers_list_idx" ON "paper_papers" USING btree ("office_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "paper_papers_banks_idx" ON "paper_papers" USING gin ("bank_ids");--> statement-breakpoint
CREATE INDEX "paper_papers_items_idx" ON "paper_papers" USING gin ("item_ids");