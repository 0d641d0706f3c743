CREATE TABLE "file_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"system_id" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"mime" text,
	"size" integer,
	"content" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_tasks" ADD CONSTRAINT "file_tasks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tasks" ADD CONSTRAINT "file_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_tasks_owner_idx" ON "file_tasks" USING btree ("user_id","office_id","created_at");--> statement-breakpoint
CREATE INDEX "file_tasks_expires_idx" ON "file_tasks" USING btree ("expires_at");