CREATE TABLE "exam_anomaly_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exam_candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"note" text NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_anomaly_reviews_key" UNIQUE("session_id","exam_candidate_id","kind")
);
--> statement-breakpoint
ALTER TABLE "exam_anomaly_reviews" ADD CONSTRAINT "exam_anomaly_reviews_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_anomaly_reviews" ADD CONSTRAINT "exam_anomaly_reviews_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_anomaly_reviews" ADD CONSTRAINT "exam_anomaly_reviews_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_anomaly_reviews" ADD CONSTRAINT "exam_anomaly_reviews_exam_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("exam_candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_anomaly_reviews" ADD CONSTRAINT "exam_anomaly_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;