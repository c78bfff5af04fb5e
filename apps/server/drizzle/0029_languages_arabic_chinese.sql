-- Hand-written: championship texts may be written in Arabic and Chinese, as the console is. A
-- database that already has its languages (the demo's, an admin's) gains them, inactive, after its
-- own; an empty one (a first start) is left to its seed, which writes them with the others.
INSERT INTO "languages" ("code", "name", "active", "position")
SELECT v.code, v.name, false, coalesce((SELECT max("position") FROM "languages"), 0) + v.rank
FROM (VALUES ('ar', 'العربية', 1), ('zh', '中文', 2)) AS v(code, name, rank)
WHERE EXISTS (SELECT 1 FROM "languages")
ON CONFLICT ("code") DO NOTHING;
