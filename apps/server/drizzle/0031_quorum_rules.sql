ALTER TABLE "users" ADD COLUMN "answer_notices" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "answer_digest_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "quorum_rule" jsonb DEFAULT '{"kind":"everyone-required"}'::jsonb NOT NULL;