CREATE TABLE "meeting_calendar_writes" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"state" text NOT NULL,
	"calendar_name" text,
	"provider" text,
	"message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_calendar_writes" ADD CONSTRAINT "meeting_calendar_writes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;