ALTER TABLE "bars" DROP CONSTRAINT "bars_owner_user_id_unique";--> statement-breakpoint
ALTER TABLE "bar_members" DROP CONSTRAINT "bar_members_pkey";--> statement-breakpoint
ALTER TABLE "bar_members" ADD CONSTRAINT "bar_members_user_id_bar_id_pk" PRIMARY KEY("user_id","bar_id");--> statement-breakpoint
ALTER TABLE "bar_members" ADD COLUMN "role" text;--> statement-breakpoint
-- Each membership takes the role its person had on the account (a member belonged to one bar until now).
UPDATE "bar_members" SET "role" = u."role" FROM "users" u WHERE u."id" = "bar_members"."user_id" AND u."role" IN ('manager', 'scanner');--> statement-breakpoint
UPDATE "bar_members" SET "role" = 'scanner' WHERE "role" IS NULL;--> statement-breakpoint
ALTER TABLE "bar_members" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bars_owner_idx" ON "bars" USING btree ("owner_user_id");
