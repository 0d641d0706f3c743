ALTER TABLE "bank_item_imports" DROP COLUMN "upload";--> statement-breakpoint
ALTER TABLE "bank_item_imports" ADD COLUMN "upload_key" text;--> statement-breakpoint
ALTER TABLE "bank_item_imports" ADD CONSTRAINT "bank_item_imports_upload_key_stored_files_key_fk" FOREIGN KEY ("upload_key") REFERENCES "public"."stored_files"("key") ON DELETE set null ON UPDATE no action;
