DROP INDEX "exam_notification_deliveries_idx";--> statement-breakpoint
DROP INDEX "exam_notifications_exam_idx";--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD COLUMN "admission_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD COLUMN "status" text DEFAULT 'sending' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD COLUMN "progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD COLUMN "sent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD COLUMN "logged_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD COLUMN "skipped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_notifications" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "exam_notification_deliveries_list_idx" ON "exam_notification_deliveries" USING btree ("office_id","notification_id","admission_number","channel");--> statement-breakpoint
CREATE INDEX "exam_notifications_list_idx" ON "exam_notifications" USING btree ("office_id","exam_id","created_at","id");--> statement-breakpoint
ALTER TABLE "exam_notification_deliveries" ADD CONSTRAINT "exam_notification_deliveries_once_key" UNIQUE("notification_id","exam_candidate_id","channel");