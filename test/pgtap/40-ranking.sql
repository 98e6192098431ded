-- pgTAP: time, cost, ranking, job history, CPU or GPU and serving: labels,
-- result columns and error contracts (SQLSTATE and hint of every refusal)
BEGIN;
\ir helpers/hint_of.sql
SELECT plan(80);
SET LOCAL search_path = public, computesize;

SELECT volatility_is('computesize', 'flops', ARRAY['workload'], 'immutable', 'flops() is pure');
SELECT volatility_is('computesize', 'recommend',
                     ARRAY['workload', 'text', 'text', 'integer', 'interval', 'numeric', 'timestamp with time zone',
                           'text[]', 'text[]', 'text', 'double precision', 'boolean'],
                     'stable', 'recommend() reads the catalog: STABLE');
SELECT ok((SELECT proparallel = 's' FROM pg_proc WHERE oid = 'computesize.recommend(computesize.workload,text,text,integer,interval,numeric,timestamptz,text[],text[],text,float8,boolean)'::regprocedure),
          'recommend() is PARALLEL SAFE');
SELECT volatility_is('computesize', 'rank_gpus',
                     ARRAY['workload', 'text', 'text', 'integer', 'interval', 'numeric', 'timestamp with time zone',
                           'text[]', 'text[]', 'text', 'double precision'],
                     'stable', 'rank_gpus() is STABLE');
SELECT volatility_is('computesize', 'queue_latency', ARRAY['double precision', 'double precision', 'integer', 'double precision'],
                     'immutable', 'queue_latency() is pure');
SELECT volatility_is('computesize', 'billed_hours', ARRAY['double precision', 'text'], 'immutable', 'billed_hours() is pure');
SELECT volatility_is('computesize', 'billed_hours', ARRAY['double precision', 'text', 'interval'], 'immutable',
                     'billed_hours() with a minimum is pure');
SELECT volatility_is('computesize', 'choose_compute', ARRAY['compute_job', 'boolean', 'text', 'boolean'],
                     'stable', 'choose_compute() reads the catalog: STABLE');
SELECT has_type('computesize', 'gpu_rank', 'composite gpu_rank');
SELECT has_type('computesize', 'compute_job', 'composite compute_job');
SELECT is((SELECT array_agg(attname::text ORDER BY attnum) FROM pg_attribute
           WHERE attrelid = 'computesize.gpu_rank'::regclass AND attnum > 0),
          ARRAY['rank', 'gpu', 'gpu_count', 'provider', 'instance_type', 'region', 'pricing', 'memory_per_gpu',
                'needed_per_gpu', 'headroom', 'usd_per_hour', 'hours', 'cost', 'pareto'],
          'gpu_rank has the API columns in order');
SELECT has_table('computesize', 'recommendation', 'recommendations table');
SELECT has_function('computesize', 'refresh_recommendations', ARRAY['regclass', 'text', 'text', 'text[]', 'text[]', 'text', 'double precision', 'text', 'boolean'],
                    'refresh procedure');
SELECT table_privs_are('computesize', 'recommendation', 'public', ARRAY['SELECT'], 'everyone reads the recommendations');

-- the answers have the right shape
SELECT ok(flops(training_job('Llama-2-7B', method => 'lora', seq_len => 512, tokens => 1e9, gradient_checkpointing => false, mixed_precision => true)) = 27362653184e9,
          'flops() of a 7B LoRA job: 4N + 3 x attention per token');
-- Muon's Newton-Schulz FLOPs (hand-derived in test/sql/ranking.sql): a square
-- n x n matrix costs 30 n^3 a step, 5n / tokens of its 6 n^2 a token
SELECT is(flops(training_job(params => 2e10, layers => 32, hidden => 4096, heads => 32,
                             intermediate => 4096, gated_mlp => false, vocab => 1000, optimizer => 'muon'))
          - flops(training_job(params => 2e10, layers => 32, hidden => 4096, heads => 32,
                               intermediate => 4096, gated_mlp => false, vocab => 1000)),
          (32 * 6 * 30 * 4096.0 ^ 3)::float8, 'Muon orthogonalizes each square matrix in 30 n^3 FLOPs a step');
-- an encoder-decoder decodes with its decoder: more than half of its
-- parameters (the decoder's layers are the larger, and the embeddings are
-- its), fewer than all; a token of a decoder of the same shape costs more
SELECT is((SELECT count(*) FROM model m,
                  LATERAL (SELECT flops(inference_job(m.name, context => 256, tokens => 1)) AS f,
                                  flops(inference_job(params => m.params, layers => m.layers, hidden => m.hidden,
                                                      heads => m.heads, head_dim => m.head_dim,
                                                      intermediate => m.intermediate, vocab => m.vocab,
                                                      gated_mlp => m.gated_mlp, tied_embeddings => m.tied_embeddings,
                                                      context => 256, tokens => 1)) AS decoder_f,
                                  2.0 * 256 * m.layers * m.heads * m.head_dim AS attn) x
           WHERE m.arch_type LIKE 'encoder-decoder%'
             AND NOT (x.f - x.attn > m.params AND x.f - x.attn < 2 * m.params AND x.f < x.decoder_f)),
          0::bigint, 'an encoder-decoder''s token costs its decoder''s share: over half of its parameters, under a decoder''s');
SELECT ok(duration(training_job('Llama-2-7B', tokens => 1e9), 'h100-sxm', 8) < duration(training_job('Llama-2-7B', tokens => 1e9), 'h100-sxm', 1),
          'eight GPUs are faster than one');
SELECT ok(fits(inference_job('Llama-2-7B'), 'NVIDIA L4'), 'a 7B model serves on an L4 (any spelling)');
SELECT ok(NOT fits(inference_job('Llama-2-70B'), 'h100-sxm'), 'a 70B model in bf16 does not fit one H100');
SELECT function_returns('computesize', 'max_batch', ARRAY['workload', 'text', 'integer'], 'integer');
SELECT volatility_is('computesize', 'max_context', ARRAY['workload', 'text', 'integer'], 'stable',
                     'max_context() is STABLE: it reads the GPU catalog');
-- max_batch() and max_context() (0.1.19; hand-derived in test/sql/ranking.sql):
-- 25 sequences of 4,096 tokens of Llama 2 7B on an H100, or one of 105,874
SELECT is(max_batch(inference_job('Llama-2-7B', context => 4096), 'h100-sxm'), 25,
          'max_batch(): 25 sequences of Llama 2 7B at 4,096 tokens on an H100 (2.59 GB each beside 14.59 GB)');
SELECT is(max_context(inference_job('Llama-2-7B'), 'NVIDIA H100 80GB HBM3'), 105874,
          'max_context(): 105,874 tokens of one Llama 2 7B sequence on an H100 (632,985.6 B each)');
SELECT is(max_batch(training_job('Llama-2-70B'), 'h100-sxm'), 0, 'max_batch(): 0 when not even one sequence fits');
SELECT is(min_gpus(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 'h100-sxm'), 18,
          'min_gpus(): 18 H100s for Llama 2 70B under FSDP (20 bytes a parameter over the GPUs; hand-derived in test/sql/ranking.sql)');
SELECT is(min_gpus(inference_job('Llama-2-13B', dtype => 'fp32', framework => 'vllm'), 'l4'), 4,
          'min_gpus(): vLLM takes no GPU count that does not divide the heads (3 would hold it)');
SELECT ok(min_gpus(training_job('Llama-2-70B', gradient_checkpointing => true), 'h100-sxm') IS NULL,
          'min_gpus(): NULL where no count fits (plain data parallelism shards nothing)');
SELECT throws_ok($$SELECT min_gpus(inference_job('Llama-2-7B'), 'h100-sxm', 0)$$, '22023',
                 'max_gpus must be between 1 and 1024, not 0', 'min_gpus(): a bad max_gpus is 22023');
SELECT throws_ok($$SELECT max_batch(inference_job('Llama-2-7B'), 'no-such-gpu')$$, '22023',
                 'GPU "no-such-gpu" is not in the catalog', 'max_batch(): an unknown GPU is 22023');
SELECT throws_ok($$SELECT max_context(inference_job('Llama-2-7B'), 'h100-sxm', 0)$$, '22023',
                 'gpus must be between 1 and 1024, not 0', 'max_context(): a bad GPU count is 22023');
SELECT is((SELECT count(*)::int FROM rank_gpus(training_job('Llama-2-7B', method => 'qlora', tokens => 1e8, gradient_checkpointing => false, mixed_precision => true)) WHERE rank = 1), 1,
          'rank_gpus() has one first row');
SELECT ok((recommend(training_job('Llama-3.1-405B'))).gpu IS NULL, 'nothing fits: recommend() is NULL');
SELECT is((SELECT choice FROM choose_compute(build_job(30))), 'cpu', 'a build runs on a CPU');
SELECT is((SELECT round(p_wait::numeric, 6) FROM queue_latency(1, 1000, 2)), 0.333333, 'Erlang C of M/M/2 at a = 1 is 1/3');

-- refusals: 22023 with a hint
SELECT throws_ok($$SELECT * FROM rank_gpus(training_job('Llama-2-7B'), objective => 'cheapest')$$, '22023', NULL, 'unknown objective');
SELECT ok(pg_temp.hint_of($$SELECT * FROM rank_gpus(training_job('Llama-2-7B'), objective => 'cheapest')$$) LIKE '%cost, time, balanced%',
          '... the hint lists the objectives');
SELECT throws_ok($$SELECT * FROM rank_gpus(training_job('Llama-2-7B'), pricing => 'free')$$, '22023', NULL, 'unknown pricing');
SELECT throws_ok($$SELECT * FROM rank_gpus(training_job('Llama-2-7B'), max_gpus => 0)$$, '22023', NULL, 'max_gpus below 1');
SELECT throws_ok($$SELECT * FROM rank_gpus(training_job('Llama-2-7B'), deadline => '-1 hour')$$, '22023', NULL, 'negative deadline');
SELECT throws_ok($$SELECT * FROM rank_gpus(training_job('Llama-2-7B'), budget => -1)$$, '22023', NULL, 'negative budget');
SELECT throws_ok($$SELECT * FROM rank_gpus(training_job('Llama-2-7B'), budget => 'NaN')$$, '22023', 'budget must be at least 0, not NaN', 'a NaN budget');
SELECT is((SELECT gpu FROM recommend(training_job('Llama-2-7B', tokens => 1e9), budget => 1e400)), (SELECT gpu FROM recommend(training_job('Llama-2-7B', tokens => 1e9))), 'a budget beyond the double range is no bound');
SELECT throws_ok($$SELECT duration(training_job('Llama-2-7B'), 'no-such-gpu')$$, '22023', NULL, 'unknown GPU');
SELECT ok(pg_temp.hint_of($$SELECT duration(training_job('Llama-2-7B'), 'no-such-gpu')$$) LIKE '%gpu_id%',
          '... the hint points to gpu_id()');
SELECT throws_ok($$SELECT duration(training_job('Llama-2-7B'), 'h100-sxm', 1, 0)$$, '22023', NULL, 'mfu out of range');
SELECT throws_ok($$SELECT * FROM plan_serving(rate => 0, p95_ms => 100, params => 1e8)$$, '22023', NULL, 'non-positive rate');
SELECT throws_ok($$SELECT * FROM plan_serving(rate => 10, p95_ms => 0, params => 1e8)$$, '22023', NULL, 'non-positive target');
SELECT throws_ok($$SELECT * FROM plan_serving(rate => 10, p95_ms => 'NaN', params => 1e8)$$, '22023',
                 'p95_ms must be between 1e-9 and 1e+12, not NaN', 'a NaN target is not a positive number');
SELECT throws_ok($$SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, active_hours => 30)$$, '22023',
                 'active_hours must be above 0 and at most 24, not 30', 'more than 24 active hours is an error, not 24');
SELECT throws_ok($$SELECT * FROM plan_serving(rate => 10, p95_ms => 100, params => 1e8, batch_windows_ms => '{-5}')$$, '22023',
                 NULL, 'a negative batch window');
SELECT throws_ok($$SELECT * FROM batch_inference_job(100, 1e8, flops_per_item => -5)$$, '22023',
                 'flops_per_item must be a positive finite number, not -5', 'negative FLOPs per item');
SELECT throws_ok($$SELECT * FROM choose_compute(build_job(10, deadline => '-1 hour'))$$, '22023',
                 NULL, 'a negative deadline');
SELECT throws_ok($$SELECT * FROM review_job(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), 'a100-80gb-sxm', 1, 5, peak => '-1 GiB')$$,
                 '22023', 'peak cannot be negative, not -1073741824 B', 'a negative logged peak');
SELECT throws_ok($$SELECT * FROM queue_latency(10, 5, 0)$$, '22023', NULL, 'no servers');
SELECT throws_ok($$SELECT * FROM queue_latency(1e-300, 1e-300, 1)$$, '22023',
                 'rate must be between 1e-30 and 1e+15, not 1e-300', 'queue_latency: a load too small for a double is refused, not an underflow');
SELECT throws_ok($$SELECT * FROM queue_latency(10, 5, 2147483647)$$, '22023',
                 'servers must be between 1 and 1000000, not 2147483647', 'queue_latency: at most a million servers');
SELECT throws_ok($$SELECT * FROM plan_serving(rate => 1.7e308, p95_ms => 100, params => 1e8)$$, '22023',
                 'rate must be between 1e-9 and 1e+12, not 1.7e+308', 'plan_serving: a rate beyond 1e12 is refused, not an overflow');
SELECT throws_ok($$SELECT * FROM plan_serving(rate => 1, p95_ms => 100, params => 1e8, tokens_in => 2147483647, tokens_out => 1)$$, '22023',
                 'tokens_in + tokens_out must be at most 2147483647, not 2147483648', 'plan_serving: an overlong request is named as such');
SELECT throws_ok($$SELECT * FROM review_job(training_job('Llama-2-7B'), 'h100-sxm', 1, 2, cost => 1e400)$$, '22023',
                 'cost must be a finite amount of at least 0, not Infinity', 'review_job: a cost beyond double precision');
SELECT throws_ok($$SELECT * FROM review_job(training_job('Llama-2-7B'), 'h100-sxm', 1, 2e6)$$, '22023',
                 'hours must be at most 1e6 (114 years), not 2e+06', 'review_job: more than a million hours');
SELECT is((SELECT slowdown FROM review_job(training_job(params => 1e6, tokens => 0.001), 'h100-sxm', 1, 1)), 3.6e9::float8,
          'review_job: a model time below half a microsecond counts as one (it divided by zero)');
SELECT throws_ok($$SELECT * FROM review_job(training_job('Llama-2-7B'), 'h100-sxm', 1, -1)$$, '22023',
                 'hours must be a finite number of at least 0, not -1', 'review_job: negative hours');
SELECT throws_ok($$SELECT * FROM review_job(training_job('Llama-2-7B'), 'h100-sxm', 1, 2, utilization => 1.5)$$, '22023',
                 NULL, 'review_job: utilization above 1');
SELECT throws_ok($$SELECT review_job_args(1, 'NaN', NULL, NULL)$$, '22023',
                 'cost must be a finite amount of at least 0, not NaN', 'review_job_args: cost not a number');
SELECT is(review_job_args(NULL, NULL, NULL, NULL), true, 'review_job_args: nothing logged is in range');
SELECT throws_ok($$SELECT billed_hours(-1, 'per_hour')$$, '22023',
                 'hours must be a finite number of at least 0, not -1', 'billed_hours: negative hours');
SELECT throws_ok($$SELECT billed_hours(1, 'per_fortnight')$$, '22023', NULL, 'billed_hours: unknown billing');
SELECT ok(pg_temp.hint_of($$SELECT billed_hours(1, 'per_fortnight')$$) LIKE '%per_second, per_minute, per_hour%',
          '... the hint lists the billings');
SELECT throws_ok($$SELECT billed_hours(1, 'per_second', '-5 seconds')$$, '22023', NULL, 'billed_hours: negative minimum');
SELECT throws_ok($$SELECT * FROM rank_gpus(training_job('Llama-2-7B', tokens => 1e300))$$, '22003',
                 'estimated duration is out of range', 'rank_gpus: more seconds than a double holds');
SELECT throws_ok($$SELECT gpu_hours(1e300, 'h100-sxm', 1, 1e-300)$$, '22003',
                 'estimated duration is out of range', 'gpu_hours: more seconds than a double holds');
SELECT throws_ok($$SELECT flops(training_job('Llama-2-7B', tokens => 1e300))$$, '22003',
                 'estimated FLOPs are out of range', 'flops: more operations than a double holds');
SELECT ok(pg_temp.hint_of($$SELECT billed_hours(1, 'per_second', '1 mon')$$) LIKE '%interval ''60 seconds''%',
          '... the hint gives an example minimum');
SELECT throws_ok($$SELECT * FROM classic_ml_job(-1, 5)$$, '22023', NULL, 'negative rows');
SELECT throws_ok($$SELECT * FROM choose_compute(build_job(10), pricing => 'reserved_9y')$$, '22023', NULL, 'unknown pricing for choose_compute');
SELECT throws_ok($$CALL refresh_recommendations('pg_class')$$, '22023', NULL, 'a relation without a workload column');
SELECT throws_ok($$CALL refresh_recommendations(NULL)$$, '22004', NULL, 'no relation');
CREATE TEMP TABLE dup_jobs AS
    SELECT 'j1' AS job_id, training_job('Llama-2-7B', tokens => 1e9) AS workload, 'a100-80gb-sxm' AS gpu, 8 AS gpu_count, 10.0 AS hours
    FROM generate_series(1, 2);
SELECT throws_ok($$CALL refresh_recommendations('dup_jobs')$$, '23505', 'job_id ''j1'' appears in more than one row of dup_jobs',
                 'a job_id two rows share is named');
SELECT throws_ok($$SELECT training_job('ResNet-50')$$, '22023', NULL, 'a convolutional catalog model is refused');

SELECT * FROM finish();
ROLLBACK;
