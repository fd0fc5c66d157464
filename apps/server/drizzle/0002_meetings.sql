CREATE TABLE "meeting_availability" (
	"participant_id" uuid PRIMARY KEY NOT NULL,
	"painted" boolean NOT NULL,
	"available" jsonb NOT NULL,
	"if_need_be" jsonb NOT NULL,
	"busy" jsonb NOT NULL,
	"tentative" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text,
	"duration_minutes" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"allowed_weekdays" jsonb NOT NULL,
	"allowed_hours" jsonb,
	"organizer_zone" text NOT NULL,
	"deadline" timestamp with time zone,
	"auto_schedule" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'collecting' NOT NULL,
	"chosen_start" timestamp with time zone,
	"chosen_end" timestamp with time zone,
	"ical_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"required" boolean DEFAULT true NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"time_zone" text,
	"decline_note" text,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD CONSTRAINT "meeting_availability_participant_id_meeting_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."meeting_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_organizer_idx" ON "meetings" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_ical_uid_unique" ON "meetings" USING btree ("ical_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_participants_token_unique" ON "meeting_participants" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_participants_meeting_email_unique" ON "meeting_participants" USING btree ("meeting_id","email");