ALTER TABLE "users" ADD COLUMN "video_default" jsonb DEFAULT '{"kind":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "conference" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "video_link" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "previous_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "previous_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD COLUMN "response" text DEFAULT 'needs-action' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD COLUMN "response_source" text;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD COLUMN "response_at" timestamp with time zone;