-- Trigram indexes for the search among an exam's candidates: the accounts' names, certificate numbers and mobiles,
-- and the admission numbers.
CREATE INDEX "candidates_name_trgm_idx" ON "candidates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_id_number_trgm_idx" ON "candidates" USING gin ("id_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_mobile_trgm_idx" ON "candidates" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exam_candidates_admission_trgm_idx" ON "exam_candidates" USING gin ("admission_number" gin_trgm_ops);