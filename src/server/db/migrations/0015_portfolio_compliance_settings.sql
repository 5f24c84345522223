CREATE TABLE "portfolio_wallets" (
	"owner" text NOT NULL,
	"address" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_wallets_owner_address_pk" PRIMARY KEY("owner","address")
);
--> statement-breakpoint
CREATE TABLE "compliance_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"mint" text NOT NULL,
	"token_symbol" text NOT NULL,
	"token_name" text NOT NULL,
	"overall_score" double precision NOT NULL,
	"risk_level" text NOT NULL,
	"scan" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"wallet" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"operation_id" uuid,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred" text PRIMARY KEY NOT NULL,
	"referrer" text NOT NULL,
	"qualified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"wallet" text NOT NULL,
	"reward_id" text NOT NULL,
	"cost" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portfolio_wallets_owner_idx" ON "portfolio_wallets" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "compliance_reports_wallet_idx" ON "compliance_reports" USING btree ("wallet","generated_at");--> statement-breakpoint
CREATE INDEX "point_events_wallet_idx" ON "point_events" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_events_op_reason_idx" ON "point_events" USING btree ("operation_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_wallet_reward_idx" ON "reward_claims" USING btree ("wallet","reward_id");