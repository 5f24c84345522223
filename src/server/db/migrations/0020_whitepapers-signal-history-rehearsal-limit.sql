CREATE TABLE "ai_signal_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"mint" text NOT NULL,
	"token_symbol" text NOT NULL,
	"timeframe" text NOT NULL,
	"signal" text NOT NULL,
	"strength" integer NOT NULL,
	"confidence" integer NOT NULL,
	"price" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_whitepapers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"project_name" text NOT NULL,
	"token_symbol" text NOT NULL,
	"input" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"status" text NOT NULL,
	"progress" integer NOT NULL,
	"error" text,
	"backend" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pool_price_samples" ADD COLUMN "reserve_a" double precision;--> statement-breakpoint
ALTER TABLE "pool_price_samples" ADD COLUMN "reserve_b" double precision;--> statement-breakpoint
CREATE INDEX "ai_signal_history_wallet_idx" ON "ai_signal_history" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "ai_whitepapers_wallet_idx" ON "ai_whitepapers" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_rehearsals_one_active_idx" ON "launch_rehearsals" USING btree ("wallet") WHERE "launch_rehearsals"."status" in ('queued', 'running');