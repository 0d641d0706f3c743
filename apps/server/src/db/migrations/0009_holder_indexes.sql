CREATE INDEX "member_posts_post_idx" ON "member_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "member_roles_role_idx" ON "member_roles" USING btree ("role_id");