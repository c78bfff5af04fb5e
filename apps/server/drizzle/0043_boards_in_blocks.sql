CREATE TABLE "board_blocks" (
	"championship_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"block" integer NOT NULL,
	"user_ids" uuid[] NOT NULL,
	CONSTRAINT "board_blocks_championship_id_period_period_key_block_pk" PRIMARY KEY("championship_id","period","period_key","block")
);
--> statement-breakpoint
DROP INDEX "standings_ordinal_idx";--> statement-breakpoint
-- The boards already ranked, in blocks of 100 ordinals.
INSERT INTO "board_blocks" ("championship_id", "period", "period_key", "block", "user_ids")
SELECT championship_id, period, period_key, (place - 1) / 100, array_agg(user_id ORDER BY place)
FROM (
  SELECT championship_id, period, period_key, user_id,
         row_number() OVER (PARTITION BY championship_id, period, period_key ORDER BY ordinal) AS place
  FROM "standings" WHERE ordinal IS NOT NULL
) ranked
GROUP BY championship_id, period, period_key, (place - 1) / 100;--> statement-breakpoint
-- A job rewrites nearly every row of the boards it touches with only unindexed columns changed: with
-- half of each page free, the new version goes on the same page (a HOT update, no index entry).
ALTER TABLE "standings" SET (fillfactor = 50);--> statement-breakpoint
-- A finished match's job rewrites the points of its predictions (unindexed), which lie side by side
-- when the players predicted it at once: the same room keeps those updates HOT.
ALTER TABLE "predictions" SET (fillfactor = 50);--> statement-breakpoint
CREATE OR REPLACE FUNCTION standings_follow_deleted_championships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM standings s USING gone g WHERE s.championship_id = g.id;
  DELETE FROM board_blocks b USING gone g WHERE b.championship_id = g.id;
  RETURN NULL;
END $$;
