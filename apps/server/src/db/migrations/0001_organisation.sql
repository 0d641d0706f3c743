CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"office_id" uuid,
	"user_id" uuid,
	"username" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_name" text,
	"detail" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_items_office_type_code_key" UNIQUE("office_id","type","code")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"parent_id" uuid,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"leader" text,
	"phone" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_sibling_name_key" UNIQUE NULLS NOT DISTINCT("office_id","parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "member_posts" (
	"user_id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	CONSTRAINT "member_posts_user_id_office_id_post_id_pk" PRIMARY KEY("user_id","office_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_departments" (
	"role_id" uuid NOT NULL,
	"dept_id" uuid NOT NULL,
	CONSTRAINT "role_departments_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
DROP INDEX "memberships_office_idx";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "dept_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "default_skin" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "builtin" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_posts" ADD CONSTRAINT "member_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_posts" ADD CONSTRAINT "member_posts_user_id_office_id_memberships_user_id_office_id_fk" FOREIGN KEY ("user_id","office_id") REFERENCES "public"."memberships"("user_id","office_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_departments" ADD CONSTRAINT "role_departments_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_departments" ADD CONSTRAINT "role_departments_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_office_created_idx" ON "audit_logs" USING btree ("office_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_office_action_idx" ON "audit_logs" USING btree ("office_id","action");--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("office_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_office_code_key" ON "posts" USING btree ("office_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_office_name_key" ON "posts" USING btree ("office_id","name");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_dept_idx" ON "memberships" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_office_name_key" ON "roles" USING btree ("office_id","name");--> statement-breakpoint
CREATE INDEX "memberships_office_idx" ON "memberships" USING btree ("office_id","created_at");--> statement-breakpoint
UPDATE "roles" SET "builtin" = 1 WHERE "code" = 'sys_admin';--> statement-breakpoint
INSERT INTO "roles" ("office_id", "code", "name", "authorities", "builtin")
SELECT o."id", r."code", r."name", r."authorities", 1
FROM "offices" o CROSS JOIN (VALUES
	('ops_admin', '运维管理员', ARRAY['gl_xt','gl_pt','gl_ts']::text[]),
	('backoffice_admin', '后台管理员', ARRAY['gl_kw','gl_bm','gl_zf','gl_zkz','gl_cj','gl_zs','gl_tk','gl_yj']::text[]),
	('invigilator', '监考员', ARRAY['gl_kw_monitor','gl_kw_ai']::text[]),
	('monitor', '巡考员', ARRAY['gl_kw_monitor','gl_kw_monitor_major']::text[])
) AS r("code", "name", "authorities")
ON CONFLICT DO NOTHING;
