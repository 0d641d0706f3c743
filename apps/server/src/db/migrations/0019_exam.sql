CREATE TABLE "exam_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"admission_number" text NOT NULL,
	"dept_id" uuid,
	"photo_key" text,
	"collected" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enroll_id" uuid,
	"order_no" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_candidates_exam_candidate_key" UNIQUE("exam_id","candidate_id"),
	CONSTRAINT "exam_candidates_exam_admission_key" UNIQUE("exam_id","admission_number")
);
--> statement-breakpoint
CREATE TABLE "exam_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_collect_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"component_id" text NOT NULL,
	"component_name" text NOT NULL,
	"component_type" text NOT NULL,
	"title" text NOT NULL,
	"default_value" text,
	"description" text,
	"option_list" jsonb,
	"required" smallint DEFAULT 0 NOT NULL,
	"editable" smallint DEFAULT 1 NOT NULL,
	"visible" smallint DEFAULT 1 NOT NULL,
	"collect_image_standard" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"exam_candidate_id" uuid,
	"channel" text NOT NULL,
	"recipient" text,
	"outbox_message_id" uuid,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"channels" text[] NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"audience" jsonb NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"subject_id" uuid,
	"paper_id" uuid NOT NULL,
	"paper_version" integer NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"total_score" numeric(8, 1) NOT NULL,
	"pass_mark" numeric(8, 1),
	"duration" integer NOT NULL,
	"item_count" integer NOT NULL,
	"variant" text NOT NULL,
	"shared" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"address" text,
	"invigilator_ids" uuid[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_rooms_session_name_key" UNIQUE("session_id","name")
);
--> statement-breakpoint
CREATE TABLE "exam_seatings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exam_candidate_id" uuid NOT NULL,
	"room_id" uuid,
	"seat" integer,
	CONSTRAINT "exam_seatings_session_candidate_key" UNIQUE("session_id","exam_candidate_id"),
	CONSTRAINT "exam_seatings_room_seat_key" UNIQUE("room_id","seat")
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"name" text NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_sessions_exam_name_key" UNIQUE("exam_id","name")
);
--> statement-breakpoint
CREATE TABLE "exam_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration" integer NOT NULL,
	"early_submit_minutes" integer DEFAULT 0 NOT NULL,
	"late_entry_minutes" integer DEFAULT 0 NOT NULL,
	"deal_mode" text DEFAULT 'turn' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"method" text,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"description" text,
	"cover_key" text,
	"agreement" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"list_order" integer DEFAULT 0 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"admission_rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_candidates" ADD CONSTRAINT "exam_candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_categories" ADD CONSTRAINT "exam_categories_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_collect_fields" ADD CONSTRAINT "exam_collect_fields_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_collect_fields" ADD CONSTRAINT "exam_collect_fields_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD CONSTRAINT "exam_notification_deliveries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD CONSTRAINT "exam_notification_deliveries_notification_id_exam_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."exam_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD CONSTRAINT "exam_notification_deliveries_exam_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("exam_candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD CONSTRAINT "exam_notification_deliveries_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD CONSTRAINT "exam_notifications_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD CONSTRAINT "exam_notifications_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD CONSTRAINT "exam_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_subject_id_exam_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rooms" ADD CONSTRAINT "exam_rooms_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rooms" ADD CONSTRAINT "exam_rooms_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rooms" ADD CONSTRAINT "exam_rooms_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seatings" ADD CONSTRAINT "exam_seatings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seatings" ADD CONSTRAINT "exam_seatings_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seatings" ADD CONSTRAINT "exam_seatings_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seatings" ADD CONSTRAINT "exam_seatings_exam_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("exam_candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_seatings" ADD CONSTRAINT "exam_seatings_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_subject_id_exam_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_category_id_exam_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."exam_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_candidates_list_idx" ON "exam_candidates" USING btree ("office_id","exam_id","order_no","id");--> statement-breakpoint
CREATE INDEX "exam_categories_office_parent_idx" ON "exam_categories" USING btree ("office_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "exam_collect_fields_exam_idx" ON "exam_collect_fields" USING btree ("exam_id","sort");--> statement-breakpoint
CREATE INDEX "exam_notification_deliveries_idx" ON "exam_notification_deliveries" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "exam_notifications_exam_idx" ON "exam_notifications" USING btree ("exam_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_papers_exam_idx" ON "exam_papers" USING btree ("exam_id","subject_id","variant");--> statement-breakpoint
CREATE INDEX "exam_rooms_session_idx" ON "exam_rooms" USING btree ("session_id","sort");--> statement-breakpoint
CREATE INDEX "exam_seatings_candidate_idx" ON "exam_seatings" USING btree ("exam_candidate_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_exam_idx" ON "exam_sessions" USING btree ("exam_id","begin_at");--> statement-breakpoint
CREATE INDEX "exam_subjects_exam_idx" ON "exam_subjects" USING btree ("exam_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "exams_office_name_key" ON "exams" USING btree ("office_id","name");--> statement-breakpoint
CREATE INDEX "exams_list_idx" ON "exams" USING btree ("office_id","created_at","id");--> statement-breakpoint
CREATE INDEX "exams_window_idx" ON "exams" USING btree ("office_id","begin_at","end_at");