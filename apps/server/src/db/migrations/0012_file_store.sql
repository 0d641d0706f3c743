CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"office_id" uuid,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_tasks" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_office_idx" ON "stored_files" USING btree ("office_id");--> statement-breakpoint
ALTER TABLE "file_tasks" ADD CONSTRAINT "file_tasks_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE no action ON UPDATE no action;