-- pgTAP: properties every ranking must keep, over a fixed pseudo-random
-- sample of 120 jobs (seeded, so every run draws the same ones): training
-- (full, LoRA, QLoRA; with and without checkpointing; ZeRO stages 0 to 3)
-- and inference of the catalog's decoders, at every objective, pricing and
-- a GPU limit of 1 to 8. Each property states what rank_gpus() promises in
-- the README; one that fails names the broken promise, not a value to
-- update.
BEGIN;
SELECT plan(26);
SET LOCAL search_path = public, computesize;
SET LOCAL client_min_messages = warning;    -- jobs nothing fits say so

SELECT setseed(0.42);
CREATE TEMP TABLE job ON COMMIT DROP AS
SELECT i,
       CASE WHEN i % 3 = 0
            THEN inference_job(m.name, batch => 1 + (random() * 16)::int,
                               context => 256 + (random() * 8000)::int, tokens => 1e5 + random() * 1e7)
            ELSE training_job(m.name, method => (ARRAY['full', 'lora', 'qlora'])[1 + i % 3],
                              batch => 1 + (random() * 8)::int, seq_len => 256 + (random() * 4000)::int,
                              tokens => 1e6 + random() * 1e9, gradient_checkpointing => random() < 0.5,
                              zero_stage => (ARRAY[0, 0, 1, 2, 3])[1 + (random() * 4)::int])
       END AS w,
       (ARRAY['cost', 'time', 'balanced'])[1 + i % 3] AS objective,
       (ARRAY['on_demand', 'spot', 'any', 'reserved_1y'])[1 + (i / 3) % 4] AS pricing,
       1 + i % 8 AS max_gpus
FROM generate_series(1, 120) AS i,
     LATERAL (SELECT name FROM model
              WHERE arch_type LIKE '%decoder%' AND arch_type NOT LIKE 'encoder-decoder%'
              ORDER BY random() + i * 0 LIMIT 1) AS m;

CREATE TEMP TABLE ranked ON COMMIT DROP AS
SELECT j.i, j.objective, j.pricing AS asked, j.max_gpus, r.*
FROM job j, LATERAL rank_gpus(j.w, objective => j.objective, pricing => j.pricing, max_gpus => j.max_gpus) r;

SELECT cmp_ok((SELECT count(DISTINCT i) FROM ranked)::int, '>=', 60,
              'the sample is not vacuous: most jobs have offers');
SELECT is((SELECT count(*) FROM (SELECT i FROM ranked GROUP BY i
                                 HAVING max(rank) <> count(*) OR count(DISTINCT rank) <> count(*)) s), 0::bigint,
          'ranks run 1, 2, ... n without gaps or ties');
SELECT is((SELECT count(*) FROM ranked
           WHERE headroom <> memory_per_gpu - needed_per_gpu
              OR needed_per_gpu::numeric > 0.95 * memory_per_gpu::numeric), 0::bigint,
          'every offer fits within 95% of the card, and headroom is the card less the need');
SELECT is((SELECT count(*) FROM ranked WHERE gpu_count > max_gpus OR (asked <> 'any' AND pricing <> asked)), 0::bigint,
          'max_gpus and pricing filter');
SELECT is((SELECT count(*) FROM ranked a JOIN ranked b ON a.i = b.i AND b.rank = a.rank + 1
           WHERE a.objective = 'cost' AND (a.cost > b.cost OR (a.cost = b.cost AND a.hours > b.hours))), 0::bigint,
          'objective cost orders by the cost as reported, then hours');
SELECT is((SELECT count(*) FROM ranked a JOIN ranked b ON a.i = b.i AND b.rank = a.rank + 1
           WHERE a.objective = 'time' AND (a.hours > b.hours OR (a.hours = b.hours AND a.cost > b.cost))), 0::bigint,
          'objective time orders by hours, then cost');
SELECT is((SELECT count(*) FROM ranked a
           WHERE a.pareto <> NOT EXISTS (SELECT 1 FROM ranked b
                                         WHERE b.i = a.i AND b.cost <= a.cost AND b.hours <= a.hours
                                           AND (b.cost < a.cost OR b.hours < a.hours))), 0::bigint,
          'pareto marks exactly the rows no other row beats on both cost and time');
SELECT is((SELECT count(*) FROM ranked WHERE rank = 1 AND NOT pareto), 0::bigint,
          'the first row is never dominated, whatever the objective');
SELECT is((SELECT count(*) FROM ranked r JOIN provider p ON p.id = r.provider,
                  LATERAL (SELECT CASE p.billing WHEN 'per_second' THEN 3600 WHEN 'per_minute' THEN 60 ELSE 1 END AS units) u
           -- (reported to a hundredth of a cent: within half of one of the
           -- product, give or take numeric's last digits of a division)
           WHERE abs(r.cost - r.usd_per_hour * greatest(ceil(r.hours * u.units - 1e-9)::numeric / u.units,
                                                         extract(epoch FROM p.billing_minimum) / 3600)) > 0.00005 + 1e-12), 0::bigint,
          'cost is the price times the hours rounded up to the provider''s billing unit, and at least its minimum');
-- (memory() of the job as it runs there: without FlashAttention 2 on a GPU
-- that lacks it, as fallbacks() says)
SELECT is((SELECT count(*) FROM ranked r JOIN job j USING (i),
                  LATERAL (SELECT CASE WHEN fallbacks(j.w, r.gpu) LIKE '%FlashAttention%'
                                       THEN jsonb_populate_record(j.w, '{"flash_attention": false}')
                                       ELSE j.w END AS w) o
           WHERE NOT fits(j.w, r.gpu, r.gpu_count)
              OR r.needed_per_gpu <> (memory(o.w, r.gpu_count)).total), 0::bigint,
          'every offer agrees with fits() and memory() at its GPU count');
SELECT is((SELECT count(*) FROM ranked r JOIN job j USING (i) WHERE NOT runs_on(j.w, r.gpu)), 0::bigint,
          'every offer''s hardware runs the job');
SELECT is((SELECT count(*) FROM ranked r JOIN job j USING (i) JOIN provider p ON p.id = r.provider,
                  LATERAL (SELECT extract(epoch FROM duration(j.w, r.gpu, r.gpu_count))::float8 / 3600 AS h) d
           WHERE abs(CASE WHEN r.pricing = 'spot' THEN spot_hours(d.h, p.spot_interruptions_per_hour) ELSE d.h END
                     - r.hours) > 1e-6 * r.hours), 0::bigint,
          'hours are duration(), and on spot what the provider''s interruptions add (spot_hours())');
SELECT is((SELECT count(*) FROM ranked WHERE asked = 'any' AND pricing LIKE 'reserved%'), 0::bigint,
          'pricing any leaves reservations out unless a utilisation is given');
SELECT is((SELECT count(*) FROM job j LEFT JOIN ranked r ON r.i = j.i AND r.rank = 1,
                  LATERAL recommend(j.w, objective => j.objective, pricing => j.pricing, max_gpus => j.max_gpus) x
           WHERE (x).gpu IS DISTINCT FROM r.gpu OR (x).provider IS DISTINCT FROM r.provider
              OR (x).instance_type IS DISTINCT FROM r.instance_type OR (x).region IS DISTINCT FROM r.region
              OR (x).cost IS DISTINCT FROM r.cost), 0::bigint,
          'recommend() is rank_gpus()''s first row, NULL where it has none');
SELECT is((SELECT count(*) FROM job j, generate_series(1, 7) n,
                  LATERAL recommend(j.w, max_gpus => n) a, LATERAL recommend(j.w, max_gpus => n + 1) b
           WHERE (a).cost IS NOT NULL AND ((b).cost IS NULL OR (b).cost > (a).cost)), 0::bigint,
          'allowing more GPUs never makes the cheapest offer dearer');
SELECT is((SELECT count(*) FROM job j, unnest(ARRAY['on_demand', 'spot', 'reserved_1y', 'reserved_3y']) p,
                  LATERAL recommend(j.w, pricing => p) a,
                  -- (a reservation fully in use costs its rate, as pricing it alone does)
                  LATERAL recommend(j.w, pricing => 'any', reserved_utilization => CASE WHEN p LIKE 'reserved%' THEN 1 END) b
           WHERE (a).cost IS NOT NULL AND ((b).cost IS NULL OR (b).cost > (a).cost)), 0::bigint,
          'pricing any is never dearer than any one pricing');
SELECT is((SELECT count(*) FROM job j,
                  LATERAL (SELECT count(*) AS n FROM rank_gpus(j.w) WHERE hours <= 2 AND cost <= 5) x,
                  LATERAL (SELECT count(*) AS n, max(hours) AS h, max(cost) AS c
                           FROM rank_gpus(j.w, deadline => '2 hours', budget => 5)) y
           WHERE x.n <> y.n OR y.h > 2 OR y.c > 5), 0::bigint,
          'deadline and budget keep exactly the offers within them');
SELECT is((SELECT count(*) FROM job j, unnest(ARRAY['h100-sxm', 'a100-80gb-sxm', 'l4', 't4']) g, generate_series(1, 7) n
           WHERE duration(j.w, g, n + 1) > duration(j.w, g, n)
              OR duration(j.w, g, n, 0.6) > duration(j.w, g, n, 0.3)), 0::bigint,
          'more GPUs or a higher MFU never make a job slower');

SELECT is((SELECT count(*) FROM job j,
                  LATERAL choose_compute(compute_job(j.w), pricing => 'any') c,
                  LATERAL recommend(j.w, pricing => 'any') r
           WHERE (c.gpu_cost IS NULL AND (r).cost IS NOT NULL)
              OR c.gpu_cost < (r).cost
              OR (c.gpu_instance IS NOT NULL AND NOT EXISTS (
                      SELECT 1 FROM rank_gpus(j.w, pricing => 'any') x
                      WHERE x.instance_type = c.gpu_instance AND (c.choice <> 'gpu' OR x.gpu = c.gpu) AND x.cost = c.gpu_cost
                        AND x.hours = c.gpu_hours))), 0::bigint,
          'choose_compute() costs a workload''s GPU side with rank_gpus(): one of its offers, never cheaper than recommend(), there whenever recommend() has one');

-- what a job offloads must fit the instance's host memory: every ranked
-- offer whose instance's memory the catalog gives holds host_memory() for
-- each of its GPUs within 95% of it, and the check bites (offers whose
-- GPUs hold the job are passed over for their host memory)
CREATE TEMP TABLE offloading ON COMMIT DROP AS
SELECT k, w
FROM (VALUES (1, training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'optimizer',
                              gradient_checkpointing => true, tokens => 1e8)),
             (2, training_job('Llama-2-13B', framework => 'deepspeed', zero_stage => 3, offload => 'all',
                              gradient_checkpointing => true, tokens => 1e8)),
             (3, training_job('Llama-2-7B', zero_stage => 3, offload => 'all', gradient_checkpointing => true,
                              tokens => 1e8)),
             (4, training_job('Llama-3-8B', framework => 'deepspeed', zero_stage => 1, offload => 'optimizer',
                              gradient_checkpointing => true, batch => 4, tokens => 1e8)),
             (5, training_job('Llama-3.2-3B', framework => 'torchtune', gradient_checkpointing => true,
                              activation_offloading => true, batch => 8, seq_len => 8192, tokens => 1e8))) AS v (k, w);
SELECT is((SELECT count(*) FROM offloading o, LATERAL rank_gpus(o.w, pricing => 'any') r
                  JOIN instance i USING (provider, instance_type)
           WHERE i.memory IS NOT NULL
             AND host_memory(o.w, r.gpu_count)::numeric * r.gpu_count > 0.95 * i.memory::numeric), 0::bigint,
          'every ranked offer''s host memory holds what the job offloads, for each of its GPUs');
CREATE TEMP TABLE offload_fit ON COMMIT DROP AS
SELECT o.k, g.provider, g.instance_type, g.region, g.pricing,
       i.memory IS NULL OR host_memory(o.w, g.gpu_count)::numeric * g.gpu_count <= 0.95 * i.memory::numeric AS host_holds,
       EXISTS (SELECT 1 FROM rank_gpus(o.w, pricing => 'any') r
               WHERE (r.provider, r.instance_type, r.region, r.pricing)
                   = (g.provider, g.instance_type, g.region, g.pricing)) AS ranked
FROM offloading o, gpu_offer g JOIN instance i USING (provider, instance_type)
WHERE g.gpu_count <= 8 AND fits(o.w, g.gpu, g.gpu_count) AND duration(o.w, g.gpu, g.gpu_count) IS NOT NULL
  AND g.pricing NOT LIKE 'reserved%';   -- (pricing any ranks no reservation without a utilisation)
SELECT is((SELECT count(*) FILTER (WHERE ranked <> host_holds)::text || ' wrong, '
                  || (count(*) FILTER (WHERE NOT host_holds) > 0)::text FROM offload_fit), '0 wrong, true',
          'of the offers whose GPUs hold an offloading job, exactly those without the host memory are passed over, and there are some');

-- max_batch() and max_context() (0.1.19) invert fits(): over the 120 jobs,
-- each on one of six GPUs from 16 to 141 GB (and a quarter of them on two),
-- the answer fits and one more does not, or it is 0 and not even 1 fits
CREATE FUNCTION pg_temp.with_size(w computesize.workload, batch integer, seq_len integer)
RETURNS computesize.workload LANGUAGE plpgsql AS $$
BEGIN
    w.batch := coalesce(batch, w.batch);
    w.seq_len := coalesce(seq_len, w.seq_len);
    RETURN w;
END $$;
CREATE TEMP TABLE inverse ON COMMIT DROP AS
SELECT i, w, g, n, max_batch(w, g, n) AS mb, max_context(w, g, n) AS mc
FROM (SELECT i, w, (ARRAY['v100-16gb-sxm2', 'l4', 'a10g', 'a100-80gb-sxm', 'h100-sxm', 'h200-sxm'])[1 + i % 6] AS g,
             CASE WHEN i % 4 = 0 AND (w).zero_stage >= 1 THEN 2 ELSE 1 END AS n
      FROM job) s;
SELECT is((SELECT count(*) FROM inverse
           WHERE NOT CASE WHEN mb = 0 THEN NOT fits(pg_temp.with_size(w, 1, NULL), g, n)
                          ELSE fits(pg_temp.with_size(w, mb, NULL), g, n)
                               AND (mb = 2147483647 OR NOT fits(pg_temp.with_size(w, mb + 1, NULL), g, n)) END
              OR NOT CASE WHEN mc = 0 THEN NOT fits(pg_temp.with_size(w, NULL, 1), g, n)
                          ELSE fits(pg_temp.with_size(w, NULL, mc), g, n)
                               AND (mc = 2147483647 OR NOT fits(pg_temp.with_size(w, NULL, mc + 1), g, n)) END),
          0::bigint, 'max_batch() and max_context(): the job fits at the answer and not one beyond it, or not even at 1 (0)');
SELECT is((SELECT count(*) FROM inverse WHERE (mb >= (w).batch) <> fits(w, g, n) OR (mc >= (w).seq_len) <> fits(w, g, n)),
          0::bigint, 'max_batch() and max_context(): the job as it is fits exactly when its own batch and length are within them');
SELECT ok((SELECT count(*) FILTER (WHERE mb = 0) > 0 AND count(*) FILTER (WHERE mb > 1) > 0 AND count(*) FILTER (WHERE n = 2) > 0
           FROM inverse), 'the sample is not vacuous: jobs that fit at no batch, at several, and on two GPUs');
-- min_gpus() (0.1.19): the fewest of up to 16 GPUs with which the job
-- fits, or NULL when none of them does
CREATE TEMP TABLE fewest ON COMMIT DROP AS
SELECT i, w, g, min_gpus(w, g, 16) AS m,
       (SELECT min(n) FROM generate_series(1, 16) n WHERE fits(w, g, n)) AS by_fits
FROM inverse;
SELECT is((SELECT count(*) FROM fewest WHERE m IS DISTINCT FROM by_fits), 0::bigint,
          'min_gpus(): the least GPU count with which fits() holds, NULL when none up to max_gpus does');
SELECT ok((SELECT count(*) FILTER (WHERE m IS NULL) > 0 AND count(*) FILTER (WHERE m > 1) > 0 FROM fewest),
          'the sample is not vacuous: jobs on no count of GPUs, and on several');

SELECT * FROM finish();
ROLLBACK;
