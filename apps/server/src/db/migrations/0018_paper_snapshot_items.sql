CREATE TABLE "paper_snapshot_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"item_version" integer NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "paper_snapshot_items_key" UNIQUE("paper_id","version","item_id")
);
--> statement-breakpoint
ALTER TABLE "paper_snapshot_items" ADD CONSTRAINT "paper_snapshot_items_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_snapshot_items" ADD CONSTRAINT "paper_snapshot_items_paper_id_paper_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."paper_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Versions frozen before this migration carried each item's content inside the snapshot: move it beside, an
-- item chosen by hand kept at its pinned version where a pool names it too.
INSERT INTO "paper_snapshot_items" ("office_id", "paper_id", "version", "item_id", "item_version", "content")
SELECT DISTINCT ON (s."paper_id", s."version", named.i->>'itemId')
  s."office_id", s."paper_id", s."version", (named.i->>'itemId')::uuid, (named.i->>'itemVersion')::int, named.i->'content'
FROM "paper_snapshots" s
CROSS JOIN LATERAL jsonb_array_elements(s."snapshot"->'sections') sec
CROSS JOIN LATERAL (
  SELECT jsonb_array_elements(sec->'items'), 0
  UNION ALL
  SELECT jsonb_array_elements(r->'pool'), 1 FROM jsonb_array_elements(sec->'rules') r
) named(i, from_pool)
WHERE named.i ? 'content'
ORDER BY s."paper_id", s."version", named.i->>'itemId', named.from_pool
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "paper_snapshots" s SET "snapshot" = jsonb_set(s."snapshot", '{sections}', (
  SELECT coalesce(jsonb_agg(
    jsonb_set(jsonb_set(sec, '{items}', (
      SELECT coalesce(jsonb_agg(i - 'content' ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements(sec->'items') WITH ORDINALITY t(i, n)
    )), '{rules}', (
      SELECT coalesce(jsonb_agg(jsonb_set(r, '{pool}', (
        SELECT coalesce(jsonb_agg(p - 'content' ORDER BY m), '[]'::jsonb) FROM jsonb_array_elements(r->'pool') WITH ORDINALITY u(p, m)
      )) ORDER BY k), '[]'::jsonb) FROM jsonb_array_elements(sec->'rules') WITH ORDINALITY v(r, k)
    ))
    ORDER BY j), '[]'::jsonb)
  FROM jsonb_array_elements(s."snapshot"->'sections') WITH ORDINALITY w(sec, j)
));
