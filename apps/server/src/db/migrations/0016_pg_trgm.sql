-- Trigram indexes for searches inside text (the question bank's stem search). pg_trgm is a trusted extension:
-- a database owner may create it without superuser rights; PGlite loads it at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
