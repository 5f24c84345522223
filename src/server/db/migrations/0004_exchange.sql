CREATE TABLE "exchange_tokens" (
	"mint" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"decimals" integer NOT NULL,
	"token_program" text NOT NULL,
	"tracked_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lp_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"pool_id" text NOT NULL,
	"dex_platform" text NOT NULL,
	"lp_amount" text NOT NULL,
	"initial_value_usd" double precision,
	"status" text DEFAULT 'active' NOT NULL,
	"migrated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" text PRIMARY KEY NOT NULL,
	"mint_a" text NOT NULL,
	"mint_b" text NOT NULL,
	"vault_a" text NOT NULL,
	"vault_b" text NOT NULL,
	"fee_bps" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"creator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mint" text NOT NULL,
	"price_usd" double precision NOT NULL,
	"sampled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swaps" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"pool_id" text NOT NULL,
	"signature" text NOT NULL,
	"wallet" text NOT NULL,
	"input_mint" text NOT NULL,
	"output_mint" text NOT NULL,
	"amount_in" text NOT NULL,
	"amount_out" text NOT NULL,
	"fee_amount" text NOT NULL,
	"price" double precision NOT NULL,
	"volume_usd" double precision,
	"fee_usd" double precision,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lp_positions_wallet_idx" ON "lp_positions" USING btree ("wallet","pool_id");--> statement-breakpoint
CREATE INDEX "pools_pair_idx" ON "pools" USING btree ("mint_a","mint_b");--> statement-breakpoint
CREATE INDEX "price_samples_mint_time_idx" ON "price_samples" USING btree ("mint","sampled_at");--> statement-breakpoint
CREATE INDEX "swaps_pool_time_idx" ON "swaps" USING btree ("pool_id","executed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swaps_signature_pool_idx" ON "swaps" USING btree ("signature","pool_id");