ALTER TABLE "users" ADD COLUMN "wechat_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_key" ON "users" USING btree ("wechat_id");