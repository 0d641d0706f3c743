CREATE TABLE "exam_answer_saves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"sitting_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"value" jsonb,
	"client_time" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"office_id" uuid NOT NULL,
	"sitting_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"value" jsonb,
	"client_time" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answers_sitting_id_item_id_pk" PRIMARY KEY("sitting_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "exam_sitting_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"sitting_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_time" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sittings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exam_candidate_id" uuid NOT NULL,
	"state" text DEFAULT 'signedIn' NOT NULL,
	"token_hash" text,
	"replaced_token_hash" text,
	"signed_in_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"extra_seconds" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"leave_count" integer DEFAULT 0 NOT NULL,
	"exam_paper_id" uuid,
	"paper" jsonb,
	"score" numeric(8, 1),
	"item_scores" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_sittings_session_candidate_key" UNIQUE("session_id","exam_candidate_id")
);
--> statement-breakpoint
ALTER TABLE "exam_answer_saves" ADD CONSTRAINT "exam_answer_saves_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answer_saves" ADD CONSTRAINT "exam_answer_saves_sitting_id_exam_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."exam_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_sitting_id_exam_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."exam_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sitting_events" ADD CONSTRAINT "exam_sitting_events_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sitting_events" ADD CONSTRAINT "exam_sitting_events_sitting_id_exam_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."exam_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD CONSTRAINT "exam_sittings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD CONSTRAINT "exam_sittings_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD CONSTRAINT "exam_sittings_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD CONSTRAINT "exam_sittings_exam_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("exam_candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sittings" ADD CONSTRAINT "exam_sittings_exam_paper_id_exam_papers_id_fk" FOREIGN KEY ("exam_paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_answer_saves_sitting_idx" ON "exam_answer_saves" USING btree ("sitting_id","id");--> statement-breakpoint
CREATE INDEX "exam_sitting_events_sitting_idx" ON "exam_sitting_events" USING btree ("sitting_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sittings_token_key" ON "exam_sittings" USING btree ("token_hash") WHERE "exam_sittings"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "exam_sittings_replaced_token_idx" ON "exam_sittings" USING btree ("replaced_token_hash") WHERE "exam_sittings"."replaced_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "exam_sittings_candidate_idx" ON "exam_sittings" USING btree ("exam_candidate_id");--> statement-breakpoint
CREATE INDEX "exam_sittings_due_idx" ON "exam_sittings" USING btree ("deadline_at") WHERE "exam_sittings"."state" = 'inExam';