ALTER TABLE "launches" ADD COLUMN "sold" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "raised" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing launches: the net of their recorded trades (every confirmed curve trade, whichever path made it,
-- is in launch_trades), never the vault balances, which a donation may have raised.
UPDATE "launches" SET "sold" = t."sold", "raised" = t."raised"
FROM (
  SELECT "mint",
    sum(CASE WHEN "side" = 'buy' THEN "tokens"::numeric ELSE -"tokens"::numeric END)::bigint AS "sold",
    sum(CASE WHEN "side" = 'buy' THEN "lamports"::numeric ELSE -"lamports"::numeric END)::bigint AS "raised"
  FROM "launch_trades" GROUP BY "mint"
) AS t
WHERE "launches"."mint" = t."mint";
