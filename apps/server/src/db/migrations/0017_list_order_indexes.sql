DROP INDEX "audit_office_created_idx";--> statement-breakpoint
DROP INDEX "bank_items_list_idx";--> statement-breakpoint
DROP INDEX "invitations_office_sent_idx";--> statement-breakpoint
DROP INDEX "paper_packages_list_idx";--> statement-breakpoint
DROP INDEX "paper_papers_list_idx";--> statement-breakpoint
CREATE INDEX "bank_items_stem_trgm_idx" ON "bank_items" USING gin ("stem_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_office_created_idx" ON "audit_logs" USING btree ("office_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_items_list_idx" ON "bank_items" USING btree ("office_id","bank_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invitations_office_sent_idx" ON "invitations" USING btree ("office_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "paper_packages_list_idx" ON "paper_packages" USING btree ("office_id","created_at","id");--> statement-breakpoint
CREATE INDEX "paper_papers_list_idx" ON "paper_papers" USING btree ("office_id","created_at","id");