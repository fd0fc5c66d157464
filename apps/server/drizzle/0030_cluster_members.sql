CREATE TABLE "cluster_members" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"public_url" text NOT NULL,
	"sign_in" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
