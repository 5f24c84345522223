CREATE TABLE "clmm_pools" (
	"pool_id" text PRIMARY KEY NOT NULL,
	"tick_spacing" integer NOT NULL,
	"sqrt_price_x64" text NOT NULL,
	"tick" integer NOT NULL,
	"liquidity" text NOT NULL,
	"fee_growth_global_a" text NOT NULL,
	"fee_growth_global_b" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clmm_positions" (
	"id" text PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"opener" text NOT NULL,
	"tick_lower" integer NOT NULL,
	"tick_upper" integer NOT NULL,
	"liquidity" text NOT NULL,
	"fee_growth_inside_last_a" text NOT NULL,
	"fee_growth_inside_last_b" text NOT NULL,
	"tokens_owed_a" text NOT NULL,
	"tokens_owed_b" text NOT NULL,
	"collected_a" text DEFAULT '0' NOT NULL,
	"collected_b" text DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clmm_ticks" (
	"pool_id" text NOT NULL,
	"tick" integer NOT NULL,
	"liquidity_net" text NOT NULL,
	"liquidity_gross" text NOT NULL,
	"fee_growth_outside_a" text NOT NULL,
	"fee_growth_outside_b" text NOT NULL,
	CONSTRAINT "clmm_ticks_pool_id_tick_pk" PRIMARY KEY("pool_id","tick")
);
--> statement-breakpoint
CREATE INDEX "clmm_positions_pool_idx" ON "clmm_positions" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "clmm_positions_opener_idx" ON "clmm_positions" USING btree ("opener");