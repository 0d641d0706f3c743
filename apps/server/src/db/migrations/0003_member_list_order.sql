DROP INDEX "memberships_office_idx";--> statement-breakpoint
CREATE INDEX "memberships_office_idx" ON "memberships" USING btree ("office_id","created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);