CREATE TABLE "participant_calendar_oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"participant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"verifier_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_calendar_reads" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"busy" jsonb NOT NULL,
	"tentative" jsonb NOT NULL,
	"unread_calendars" jsonb NOT NULL,
	"source_label" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participant_calendar_oauth_states" ADD CONSTRAINT "participant_calendar_oauth_states_participant_id_meeting_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."meeting_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_calendar_reads" ADD CONSTRAINT "participant_calendar_reads_participant_id_meeting_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."meeting_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_calendar_oauth_states_hash_unique" ON "participant_calendar_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "participant_calendar_reads_expires_idx" ON "participant_calendar_reads" USING btree ("expires_at");