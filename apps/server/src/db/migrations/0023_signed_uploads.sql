CREATE TABLE "signed_uploads" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signed_uploads" ADD CONSTRAINT "signed_uploads_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_uploads" ADD CONSTRAINT "signed_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_uploads" ADD CONSTRAINT "signed_uploads_session_token_hash_tokens_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."tokens"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signed_uploads_expiry_idx" ON "signed_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "signed_uploads_session_idx" ON "signed_uploads" USING btree ("session_token_hash");