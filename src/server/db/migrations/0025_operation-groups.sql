CREATE TABLE "operation_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lock_key" text NOT NULL,
	"start" jsonb NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "group_index" integer;--> statement-breakpoint
CREATE INDEX "operations_group_idx" ON "operations" USING btree ("group_id");