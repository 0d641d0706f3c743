CREATE TABLE "exam_breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exam_candidate_id" uuid NOT NULL,
	"room_id" uuid,
	"rule_id" uuid,
	"rule_name" text NOT NULL,
	"consequence" text NOT NULL,
	"points" numeric(4, 1),
	"snapshot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_name" text,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "exam_discipline_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"code" text,
	"name" text,
	"consequence" text NOT NULL,
	"points" numeric(4, 1),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_breaches" ADD CONSTRAINT "exam_breaches_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_breaches" ADD CONSTRAINT "exam_breaches_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_breaches" ADD CONSTRAINT "exam_breaches_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_breaches" ADD CONSTRAINT "exam_breaches_exam_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("exam_candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_breaches" ADD CONSTRAINT "exam_breaches_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_breaches" ADD CONSTRAINT "exam_breaches_rule_id_exam_discipline_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."exam_discipline_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_breaches" ADD CONSTRAINT "exam_breaches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_discipline_rules" ADD CONSTRAINT "exam_discipline_rules_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_breaches_session_idx" ON "exam_breaches" USING btree ("session_id","recorded_at");--> statement-breakpoint
CREATE INDEX "exam_breaches_candidate_idx" ON "exam_breaches" USING btree ("exam_candidate_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_discipline_rules_code_key" ON "exam_discipline_rules" USING btree ("office_id","code") WHERE "exam_discipline_rules"."code" is not null;