CREATE TABLE "exam_ticket_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"fields" text[] NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_ticket_layouts_exam_key" UNIQUE("exam_id")
);
--> statement-breakpoint
CREATE TABLE "exam_ticket_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'processing' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"file_task_id" uuid,
	"error" text,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exam_ticket_layouts" ADD CONSTRAINT "exam_ticket_layouts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket_layouts" ADD CONSTRAINT "exam_ticket_layouts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket_layouts" ADD CONSTRAINT "exam_ticket_layouts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket_tasks" ADD CONSTRAINT "exam_ticket_tasks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket_tasks" ADD CONSTRAINT "exam_ticket_tasks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket_tasks" ADD CONSTRAINT "exam_ticket_tasks_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_ticket_tasks" ADD CONSTRAINT "exam_ticket_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_ticket_tasks_session_idx" ON "exam_ticket_tasks" USING btree ("office_id","session_id","created_at","id");