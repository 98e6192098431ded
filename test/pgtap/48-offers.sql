-- pgTAP: the catalog sells machines of 1, 2, 4 and 8 GPUs, and its spot
-- prices are within what providers publish
BEGIN;
SELECT plan(7);
SET LOCAL search_path = public, computesize;
SET LOCAL client_min_messages = warning;

CREATE TEMP TABLE lora13 ON COMMIT DROP AS
SELECT * FROM rank_gpus(training_job('Llama-2-13B', method => 'lora', tokens => 1e10), max_gpus => 4);
SELECT ok((SELECT count(*) FROM lora13 WHERE gpu_count = 2) > 0, 'a 13B LoRA job is offered 2-GPU machines');
SELECT ok((SELECT count(*) FROM lora13 WHERE gpu_count = 4) > 0, '... and 4-GPU machines');
-- the seeds' table of 1, 2 and 4 x A100
SELECT is((SELECT array_agg(DISTINCT gpu_count ORDER BY gpu_count) FROM gpu_offer
           WHERE gpu LIKE 'a100%' AND gpu_count <= 4 AND pricing = 'on_demand'),
          ARRAY[1, 2, 4], 'A100 machines of 1, 2 and 4 GPUs are sold on demand');
SELECT ok((SELECT count(DISTINCT provider) FROM gpu_offer WHERE gpu_count IN (2, 4, 8)) >= 6,
          'multi-GPU machines come from six providers or more');
-- p4d.24xlarge's us-east-1 zones (SkyPilot's AWS catalog): 2.4655 (az1),
-- 8.1915, 8.1203, 7.8799; the cheapest is below half the median
-- (7.8799 + 8.1203) / 2 = 8.0001, one zone's thin market: the median
SELECT is((SELECT usd_per_hour FROM price WHERE provider = 'aws' AND instance_type = 'p4d.24xlarge'
           AND region = 'us-east-1' AND pricing = 'spot' AND is_builtin), 8.0001::numeric,
          'p4d.24xlarge spot is the median of its zones, not one zone''s outlier');
SELECT is((SELECT count(*) FROM price_outliers WHERE NOT user_price), 0::bigint,
          'no shipped spot price is below 10% of on-demand');

-- a user's own line below the floor is flagged (0.01 against g6.xlarge's
-- 0.8048 on demand: 1.24%)
INSERT INTO price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'g6.xlarge', 'us-east-1', 'spot', 0.01, current_date - 1, 'a typo');
SELECT is((SELECT spot_share FROM price_outliers WHERE instance_type = 'g6.xlarge' AND user_price),
          0.0124::numeric, 'a user''s spot price below the floor is flagged with its share');

SELECT * FROM finish();
ROLLBACK;
