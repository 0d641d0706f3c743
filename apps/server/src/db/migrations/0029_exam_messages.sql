CREATE TABLE "exam_message_recipients" (
	"office_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exam_candidate_id" uuid NOT NULL,
	"room_id" uuid,
	"read_at" timestamp with time zone,
	CONSTRAINT "exam_message_recipients_message_id_exam_candidate_id_pk" PRIMARY KEY("message_id","exam_candidate_id")
);
--> statement-breakpoint
CREATE TABLE "exam_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"target" text NOT NULL,
	"room_id" uuid,
	"text" text NOT NULL,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_message_recipients" ADD CONSTRAINT "exam_message_recipients_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_message_recipients" ADD CONSTRAINT "exam_message_recipients_message_id_exam_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."exam_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_message_recipients" ADD CONSTRAINT "exam_message_recipients_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_message_recipients" ADD CONSTRAINT "exam_message_recipients_exam_candidate_id_exam_candidates_id_fk" FOREIGN KEY ("exam_candidate_id") REFERENCES "public"."exam_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_message_recipients" ADD CONSTRAINT "exam_message_recipients_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_messages" ADD CONSTRAINT "exam_messages_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_messages" ADD CONSTRAINT "exam_messages_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_messages" ADD CONSTRAINT "exam_messages_session_id_exam_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_messages" ADD CONSTRAINT "exam_messages_room_id_exam_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."exam_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_messages" ADD CONSTRAINT "exam_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_message_recipients_candidate_idx" ON "exam_message_recipients" USING btree ("exam_candidate_id","session_id");--> statement-breakpoint
CREATE INDEX "exam_messages_session_idx" ON "exam_messages" USING btree ("session_id","sent_at");