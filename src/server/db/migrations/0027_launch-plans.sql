CREATE TABLE "launch_plan_operations" (
	"operation_id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_plan_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"rehearsal" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_plan_skips" (
	"run_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_plan_skips_run_id_step_index_pk" PRIMARY KEY("run_id","step_index")
);
--> statement-breakpoint
CREATE INDEX "launch_plan_operations_run_idx" ON "launch_plan_operations" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "launch_plan_runs_wallet_idx" ON "launch_plan_runs" USING btree ("wallet","created_at");