ALTER TABLE "winners" ADD COLUMN "signed_code" text;--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "redeemed_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "winners_redeemed_key_unique" ON "winners" USING btree ("redeemed_key");