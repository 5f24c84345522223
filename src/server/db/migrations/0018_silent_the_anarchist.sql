CREATE TABLE "launch_rehearsals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"preset" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"steps" integer NOT NULL,
	"mint" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "rehearsal" boolean DEFAULT false NOT NULL;