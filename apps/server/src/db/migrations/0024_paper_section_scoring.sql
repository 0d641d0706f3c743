-- A section now says how its items score (`scoring`): the sections saved before scored by the section's score. Each
-- item chosen by hand now carries its score in the bank at the version the save pinned (`ownScore`).
UPDATE "paper_papers" p SET "sections" = (
  SELECT coalesce(jsonb_agg(
    jsonb_set(jsonb_build_object('scoring', 'section') || sec, '{items}', (
      SELECT coalesce(jsonb_agg(i || jsonb_build_object('ownScore', coalesce(
        (SELECT (v."snapshot"->>'score')::numeric FROM "bank_item_versions" v
          WHERE v."item_id" = (i->>'itemId')::uuid AND v."version" = (i->>'itemVersion')::int),
        (SELECT b."score" FROM "bank_items" b WHERE b."id" = (i->>'itemId')::uuid),
        0)) ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(coalesce(sec->'items', '[]'::jsonb)) WITH ORDINALITY t(i, n)
    ))
    ORDER BY j), '[]'::jsonb)
  FROM jsonb_array_elements(p."sections") WITH ORDINALITY w(sec, j)
);
