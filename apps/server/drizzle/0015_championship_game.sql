CREATE TABLE "predictions" (
	"championship_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"points" integer,
	"exact" boolean DEFAULT false NOT NULL,
	"outcome" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_championship_id_match_id_user_id_pk" PRIMARY KEY("championship_id","match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"championship_id" uuid NOT NULL,
	"answer" integer NOT NULL,
	"points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_answers_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"championship_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"exact" integer NOT NULL,
	"outcomes" integer NOT NULL,
	CONSTRAINT "standings_championship_id_period_period_key_user_id_pk" PRIMARY KEY("championship_id","period","period_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "points_exact" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "points_goal_difference" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "points_outcome" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "points_answer" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "lock_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "correct_answer" integer;--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predictions_match_idx" ON "predictions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "predictions_user_idx" ON "predictions" USING btree ("user_id","championship_id");--> statement-breakpoint
CREATE INDEX "question_answers_user_idx" ON "question_answers" USING btree ("user_id","championship_id");--> statement-breakpoint
CREATE INDEX "standings_rank_idx" ON "standings" USING btree ("championship_id","period","period_key","points" DESC NULLS LAST,"exact" DESC NULLS LAST,"outcomes" DESC NULLS LAST,"user_id");--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;