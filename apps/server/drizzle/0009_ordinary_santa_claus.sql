CREATE TABLE "demo_calendars" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_email" text NOT NULL,
	"name" text NOT NULL,
	"ics" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
