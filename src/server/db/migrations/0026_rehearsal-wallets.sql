CREATE TABLE "rehearsal_wallets" (
	"wallet" text PRIMARY KEY NOT NULL,
	"rehearsal_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rehearsal_wallets" ADD CONSTRAINT "rehearsal_wallets_rehearsal_id_launch_rehearsals_id_fk" FOREIGN KEY ("rehearsal_id") REFERENCES "public"."launch_rehearsals"("id") ON DELETE no action ON UPDATE no action;