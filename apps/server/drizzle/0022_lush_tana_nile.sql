ALTER TABLE "meetings" ADD COLUMN "rotation" jsonb;--> statement-breakpoint
ALTER TABLE "meeting_calendar_events" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_calendar_events" DROP CONSTRAINT "meeting_calendar_events_pkey";--> statement-breakpoint
ALTER TABLE "meeting_calendar_events" ADD CONSTRAINT "meeting_calendar_events_meeting_id_part_pk" PRIMARY KEY("meeting_id","part");
