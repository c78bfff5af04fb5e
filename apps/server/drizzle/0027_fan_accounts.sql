CREATE TABLE "email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_prediction_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (fan accounts, decision 085): existing players' nickname keys, as services/auth/nickname-key.ts
-- computes them (lower case, the Latin letters' accents dropped, repeated spaces made one), written by a
-- function that lives only for this migration; then duplicates resolved deterministically: the earliest
-- account (created_at, then id) keeps its name, each later one takes the first free "Name2", "Name3"…
CREATE FUNCTION migration_nickname_key(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(lower(value), 'àáâãäåçèéêëìíîïðñòóôõöøùúûüýÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĺļľłńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžſơưǎǐǒǔǖǘǚǜǟǡǧǩǫǭǯǰǵǹǻǿȁȃȅȇȉȋȍȏȑȓȕȗșțȟȧȩȫȭȯȱȳ', 'aaaaaaceeeeiiiidnoooooouuuuyyaaaccccddeeeeegggghhiiiiijkllllnnnooorrrssssttuuuuuuwyzzzsouaiouuuuuaagkooʒjgnaoaaeeiioorruusthaeooooy'), 'ß', 'ss'), 'æ', 'ae'), 'þ', 'th'), 'ĳ', 'ij'), 'œ', 'oe'), 'ǆ', 'dz'), 'ǉ', 'lj'), 'ǌ', 'nj'), 'ǣ', 'ae'), 'ǳ', 'dz'), 'ǽ', 'ae'), '\s+', ' ', 'g'))
$$;--> statement-breakpoint
UPDATE "users" SET "nickname_key" = migration_nickname_key("nickname") WHERE "role" = 'player';--> statement-breakpoint
DO $$
DECLARE
  later record;
  n integer;
  candidate text;
BEGIN
  FOR later IN
    SELECT id, nickname FROM (
      SELECT id, nickname, nickname_key, row_number() OVER (PARTITION BY nickname_key ORDER BY created_at, id) AS place
      FROM users WHERE nickname_key IS NOT NULL
    ) ranked WHERE place > 1 ORDER BY nickname_key, place
  LOOP
    n := 2;
    LOOP
      candidate := left(later.nickname, 40 - length(n::text)) || n::text;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM users WHERE nickname_key = migration_nickname_key(candidate));
      n := n + 1;
    END LOOP;
    UPDATE users SET nickname = candidate, nickname_key = migration_nickname_key(candidate) WHERE id = later.id;
  END LOOP;
END
$$;--> statement-breakpoint
DROP FUNCTION migration_nickname_key(text);--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key_unique" ON "users" USING btree ("nickname_key");