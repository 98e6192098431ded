-- pgTAP: hardware a job runs on, and a team's constraints.  The facts are
-- the vendors' and the libraries' own (README, Hardware a job runs on):
-- bitsandbytes needs CUDA on a Maxwell GPU or later (compute capability
-- 5.0), LLM.int8() a Turing one (7.5); vLLM's CUDA build needs 7.0, and
-- keeps fp8 weights on 8.0 without fp8 tensor cores; FlashAttention 2 needs
-- Ampere (8.0) or MI200/MI300; the T4 (Turing, 7.5) has no bf16; PyTorch's
-- builds target CUDA and ROCm, optimum-neuron AWS Neuron, torch-xla TPUs,
-- optimum-habana Gaudi, vLLM all five.
BEGIN;
\ir helpers/hint_of.sql
SELECT plan(56);
SET LOCAL search_path = public, computesize;
SET LOCAL client_min_messages = warning;    -- jobs nothing fits say so

-- the catalog names each accelerator's stack and capabilities
SELECT is((SELECT string_agg(id || ':' || stack || ':' || coalesce(compute_capability::text, '-') || ':' || flash_attention, ' ' ORDER BY id)
           FROM gpu WHERE id IN ('t4', 'v100-16gb-sxm2', 'a100-80gb-sxm', 'h100-sxm', 'k80', 'mi300x', 'mi25',
                                 'tpu-v5e', 'inferentia2', 'gaudi2')),
          'a100-80gb-sxm:cuda:8.0:true gaudi2:gaudi:-:true h100-sxm:cuda:9.0:true inferentia2:neuron:-:true k80:cuda:3.7:false '
          || 'mi25:rocm:-:false mi300x:rocm:-:true t4:cuda:7.5:false tpu-v5e:xla:-:true v100-16gb-sxm2:cuda:7.0:false',
          'stack, compute capability and FlashAttention of ten accelerators, as their vendors give them');

-- QLoRA (bitsandbytes' 4-bit base) on CUDA from Maxwell on
SELECT ok(runs_on(training_job('Llama-2-7B', method => 'qlora'), 't4'), 'QLoRA runs on a T4 (compute capability 7.5)');
SELECT ok(NOT runs_on(training_job('Llama-2-7B', method => 'qlora'), 'k80'), 'but not on a K80 (3.7, before Maxwell)');
SELECT is(why_not(training_job('Llama-2-7B', method => 'qlora'), 'mi300x'),
          'QLoRA''s 4-bit base (bitsandbytes) needs CUDA on compute capability 5.0 or later',
          'nor on an MI300X: bitsandbytes is a CUDA library');
SELECT ok(runs_on(training_job('Llama-2-7B', method => 'qlora', framework => 'torchtune'), 'mi300x'),
          'torchtune''s QLoRA (torchao''s NF4, plain PyTorch) runs on ROCm');
SELECT is(why_not(training_job('Llama-2-7B', method => 'lora', optimizer => 'paged_adamw_8bit'), 'mi300x'),
          'bitsandbytes'' optimizers need CUDA on compute capability 5.0 or later',
          'bitsandbytes'' paged 8-bit AdamW: CUDA only');
SELECT ok(NOT fits(training_job('Llama-2-7B', method => 'qlora'), 'mi300x'),
          'fits() is false where the job cannot run, though 192 GB would hold it');
SELECT is(min_gpus(training_job('Llama-2-7B', method => 'qlora'), 'mi300x'), NULL,
          'and min_gpus() finds no count');
SELECT is(max_batch(training_job('Llama-2-7B', method => 'qlora'), 'mi300x'), 0, 'nor max_batch() a batch');

-- frameworks and their stacks
SELECT is(why_not(training_job('Llama-2-7B', method => 'lora'), 'tpu-v5e'),
          'framework pytorch runs on cuda and rocm, not on xla', 'PyTorch does not run on a TPU');
SELECT ok(runs_on(training_job('Llama-2-7B', method => 'lora', framework => 'torch-xla'), 'tpu-v5e'),
          'torch-xla does');
SELECT ok(NOT runs_on(training_job('Llama-2-7B', method => 'lora', framework => 'torch-xla'), 'h100-sxm'),
          'and torch-xla targets TPUs only');
SELECT ok(runs_on(training_job('Llama-2-7B', method => 'lora', framework => 'optimum-neuron'), 'trainium'),
          'optimum-neuron trains on Trainium');
SELECT ok(runs_on(training_job('Llama-2-7B', method => 'lora', framework => 'optimum-habana'), 'gaudi2'),
          'optimum-habana on Gaudi 2');
SELECT ok(NOT runs_on(training_job('Llama-2-7B', method => 'lora', optimizer => 'adamw_8bit', framework => 'torch-xla'), 'tpu-v5e'),
          'a TPU framework with bitsandbytes'' optimizer still cannot');
SELECT is((SELECT string_agg(g, ' ' ORDER BY g) FROM unnest(ARRAY['h100-sxm', 'mi300x', 'tpu-v6e', 'inferentia2', 'gaudi2', 'v100-16gb-sxm2', 'k80']) g
           WHERE runs_on(inference_job('Llama-2-7B', framework => 'vllm'), g)),
          'gaudi2 h100-sxm inferentia2 mi300x tpu-v6e v100-16gb-sxm2',
          'vLLM serves on every stack, on CUDA from compute capability 7.0');
SELECT is(why_not(inference_job('Llama-2-7B', dtype => 'q4_k_m', framework => 'llama.cpp'), 'tpu-v5e'),
          'framework llama.cpp runs on cuda and rocm, not on xla', 'llama.cpp: CUDA and ROCm (HIP)');

-- number formats
SELECT ok(NOT runs_on(inference_job('Llama-2-7B', dtype => 'fp8'), 'a100-80gb-sxm'),
          'fp8 weights need fp8 tensor cores under PyTorch: not on an A100');
SELECT ok(runs_on(inference_job('Llama-2-7B', dtype => 'fp8'), 'h100-sxm'), 'an H100 has them');
SELECT is(fallbacks(inference_job('Llama-2-7B', dtype => 'fp8', framework => 'vllm'), 'a100-80gb-sxm'),
          'no fp8 tensor cores: vLLM keeps fp8 weights and multiplies in 16 bits (Marlin)',
          'vLLM serves fp8 weights on an A100 at 16-bit speed, and says so');
SELECT ok(NOT runs_on(inference_job('Llama-2-7B', dtype => 'int8'), 'v100-16gb-sxm2'),
          'LLM.int8() needs Turing: not a V100 (7.0)');
SELECT ok(runs_on(inference_job('Llama-2-7B', dtype => 'int8'), 't4'), 'a T4 (7.5) runs it');
SELECT ok(NOT runs_on(inference_job('Llama-2-7B', dtype => 'nf4'), 'tpu-v5e'), 'NF4 weights are bitsandbytes''');
SELECT ok(NOT runs_on(inference_job('Llama-2-7B', dtype => 'int4', framework => 'vllm'), 'inferentia2'),
          'GPTQ/AWQ int4 kernels are CUDA''s and ROCm''s');

-- fallbacks: said, and estimated
SELECT is(fallbacks(training_job('Llama-2-7B', method => 'lora'), 't4'),
          'no bf16 support: runs in fp16 (same memory, at the fp16 peak); no FlashAttention 2 (it needs compute capability 8.0, or MI200, MI300): estimated with standard attention',
          'a bf16 LoRA job with FlashAttention on a T4: fp16 and standard attention');
SELECT is(fallbacks(training_job('Llama-2-7B', method => 'lora'), 'h100-sxm'), NULL, 'nothing falls back on an H100');
SELECT is((SELECT needed_per_gpu FROM rank_gpus(training_job('Llama-3.2-1B', method => 'lora', seq_len => 1024), max_gpus => 1)
           WHERE gpu = 't4' LIMIT 1),
          (memory(training_job('Llama-3.2-1B', method => 'lora', seq_len => 1024, flash_attention => false))).total,
          'where FlashAttention 2 does not run, the ranking needs what standard attention needs');
SELECT is(duration(training_job('Llama-2-7B', method => 'lora', tokens => 1e8), 't4'),
          duration(training_job('Llama-2-7B', method => 'lora', tokens => 1e8, flash_attention => false), 't4'),
          'and takes its time');

-- every decoder of the catalog, with every framework, method (full, LoRA,
-- QLoRA; inference for vLLM and llama.cpp), optimizer (AdamW, and
-- bitsandbytes' paged 8-bit AdamW) and pricing: no offer the job cannot
-- run on
CREATE TEMP TABLE sweep ON COMMIT DROP AS
SELECT row_number() OVER () AS i, m.name AS model, f.fw, t.method, o.optimizer, p.pricing,
       CASE WHEN f.fw IN ('vllm', 'llama.cpp')
            THEN inference_job(m.name, framework => f.fw,
                               dtype => CASE WHEN f.fw = 'llama.cpp' THEN 'q4_k_m' ELSE 'bf16' END, tokens => 1e7)
            ELSE training_job(m.name, method => t.method, framework => f.fw, optimizer => o.optimizer, tokens => 1e7)
       END AS w
FROM model m,
     unnest(ARRAY['pytorch', 'transformers', 'torchtune', 'litgpt', 'deepspeed', 'vllm', 'llama.cpp',
                  'optimum-neuron', 'torch-xla', 'optimum-habana']) f(fw),
     unnest(ARRAY['full', 'lora', 'qlora', NULL]) t(method),
     unnest(ARRAY['adamw', 'paged_adamw_8bit', NULL]) o(optimizer),
     unnest(ARRAY['on_demand', 'spot', 'any', 'reserved_1y', 'reserved_3y']) p(pricing)
WHERE m.arch_type LIKE '%decoder%' AND m.arch_type NOT LIKE 'encoder-decoder%'
  AND (f.fw IN ('vllm', 'llama.cpp')) = (t.method IS NULL AND o.optimizer IS NULL)
  AND (t.method IS NULL) = (o.optimizer IS NULL);
CREATE TEMP TABLE swept ON COMMIT DROP AS
SELECT s.i, r.*
FROM sweep s, LATERAL rank_gpus(s.w, pricing => s.pricing) r;
SELECT cmp_ok((SELECT count(DISTINCT i) FROM swept)::int, '>=', (SELECT count(*) / 3 FROM sweep)::int,
              'the sweep is not vacuous: many jobs have offers');
SELECT is((SELECT array_agg(DISTINCT s.fw ORDER BY s.fw) FROM sweep s WHERE NOT EXISTS (SELECT FROM swept x WHERE x.i = s.i)
           AND s.fw <> 'optimum-habana' AND NOT EXISTS (SELECT FROM sweep t JOIN swept y ON y.i = t.i WHERE t.fw = s.fw)),
          NULL, 'every framework has offers somewhere, but optimum-habana (the catalog sells no Gaudi)');
SELECT is((SELECT count(*) FROM swept s JOIN sweep j USING (i) WHERE NOT runs_on(j.w, s.gpu)), 0::bigint,
          'no ranked offer is hardware the job cannot run on');
SELECT is((SELECT count(*) FROM swept s JOIN sweep j USING (i) JOIN gpu g ON g.id = s.gpu
           WHERE ((j.method = 'qlora' AND j.fw <> 'torchtune') OR j.optimizer = 'paged_adamw_8bit')
             AND (g.stack <> 'cuda' OR g.compute_capability < 5.0)), 0::bigint,
          'QLoRA and bitsandbytes'' optimizers land only on CUDA from compute capability 5.0');
SELECT is((SELECT count(*) FROM sweep j, LATERAL recommend(j.w, pricing => j.pricing) r
           WHERE r.gpu IS NOT NULL AND NOT runs_on(j.w, r.gpu)), 0::bigint,
          'nor is a recommendation');

-- a job history refreshed with spot and with any pricing, and reviewed
CREATE TEMP TABLE sweep_jobs ON COMMIT DROP AS
SELECT i AS job_id, w AS workload, 'a100-80gb-sxm'::text AS gpu, 1 AS gpu_count, 10.0::float8 AS hours
FROM sweep WHERE pricing = 'on_demand';
CALL refresh_recommendations('sweep_jobs', pricing => 'spot');
SELECT is((SELECT count(*) FROM recommendation r JOIN sweep_jobs j ON j.job_id::text = r.job_id
           WHERE r.source = 'sweep_jobs'::regclass AND NOT runs_on(j.workload, r.recommended_gpu)), 0::bigint,
          'the refresh at spot prices recommends only hardware the jobs run on');
CALL refresh_recommendations('sweep_jobs', pricing => 'any');
SELECT is((SELECT count(*) FROM recommendation r JOIN sweep_jobs j ON j.job_id::text = r.job_id
           WHERE r.source = 'sweep_jobs'::regclass AND NOT runs_on(j.workload, r.recommended_gpu)), 0::bigint,
          'and at any pricing');
SELECT is((SELECT count(*) FROM recommendation
           WHERE source = 'sweep_jobs'::regclass AND (recommended_gpu IS NULL) = (reason IS NULL)), 0::bigint,
          'every job without a recommendation has a reason, and no other');
SELECT is((SELECT count(*) FROM sweep_jobs j,
                  LATERAL review_job(j.workload, j.gpu, j.gpu_count, j.hours, pricing => 'spot') v
           WHERE v.recommended_gpu IS NOT NULL AND NOT runs_on(j.workload, v.recommended_gpu)), 0::bigint,
          'the review recommends only hardware the job runs on');

-- a team's constraints: every offer matches them
CREATE TEMP TABLE constrained ON COMMIT DROP AS
SELECT r.*, i.cpu_arch
FROM sweep s,
     LATERAL rank_gpus(s.w, pricing => s.pricing, providers => ARRAY['aws', 'gcp'],
                       regions => ARRAY['us-east-1', 'us-central1'], host_arch => 'x86_64') r
JOIN instance i USING (provider, instance_type)
WHERE s.i % 3 = 0;
SELECT cmp_ok((SELECT count(*) FROM constrained)::int, '>', 0, 'the constrained sample is not vacuous');
SELECT is((SELECT count(*) FROM constrained
           WHERE provider NOT IN ('aws', 'gcp') OR region NOT IN ('us-east-1', 'us-central1')
              OR coalesce(cpu_arch, 'x86_64') <> 'x86_64'), 0::bigint,
          'with providers, regions and host_arch, every offer matches them');
SELECT is((SELECT count(*) FROM rank_gpus(inference_job('Llama-2-7B', tokens => 1e7), host_arch => 'arm64') r
           JOIN instance i USING (provider, instance_type) WHERE i.cpu_arch IS DISTINCT FROM 'arm64'), 0::bigint,
          'host_arch arm64: Grace and Graviton hosts only');
SELECT is((SELECT count(*) FROM (VALUES ('Llama-3.1-8B'), ('Mistral-7B-v0.1'), ('Qwen2.5-7B')) m(name),
                  LATERAL choose_compute(compute_job(training_job(m.name, method => 'lora', tokens => 1e8)), arm64_ok => false) c
           JOIN instance i USING (provider, instance_type) WHERE i.cpu_arch = 'arm64'), 0::bigint,
          'choose_compute(arm64_ok => false) excludes ARM64 GPU hosts');

-- nothing fits: the reason is said
SELECT is(no_offer_reason(training_job('Llama-2-7B', method => 'lora'), providers => ARRAY['aws'], regions => ARRAY['global']),
          'no offer priced on_demand matches the constraints (providers, regions, host_arch). Relax providers, regions or host_arch, or use another pricing.',
          'no_offer_reason() gives the NOTICE''s message and hint');
SELECT is(no_offer_reason(training_job('Llama-2-7B', method => 'lora')), NULL, 'and NULL when an offer fits');

-- bad constraints: 22023 or 22004, with a hint
SELECT throws_ok($$SELECT * FROM rank_gpus(inference_job('Llama-2-7B'), host_arch => 'sparc')$$,
                 '22023', 'host_arch "sparc" is not recognized', 'host_arch: x86_64 or arm64 ...');
SELECT is(pg_temp.hint_of($$SELECT * FROM rank_gpus(inference_job('Llama-2-7B'), host_arch => 'sparc')$$),
          'Valid values are: x86_64, arm64.', '... says the hint');
SELECT throws_ok($$SELECT * FROM rank_gpus(inference_job('Llama-2-7B'), providers => '{}')$$,
                 '22023', 'providers must name at least one, or be NULL for any',
                 'an empty providers list is refused, not read as "none" ...');
SELECT is(pg_temp.hint_of($$SELECT * FROM rank_gpus(inference_job('Llama-2-7B'), providers => '{}')$$),
          'Provider ids of computesize.provider, such as ARRAY[''aws'', ''gcp''], or NULL for any.', '... with a hint');
SELECT throws_ok($$SELECT * FROM rank_gpus(inference_job('Llama-2-7B'), providers => ARRAY['awz'])$$,
                 '22023', 'provider "awz" is not recognized', 'a provider the catalog has no offer of is refused ...');
SELECT ok(pg_temp.hint_of($$SELECT * FROM rank_gpus(inference_job('Llama-2-7B'), providers => ARRAY['awz'])$$)
          LIKE 'Valid values are: aws, azure, coreweave, gcp, %',
          '... with the providers it has');
SELECT throws_ok($$SELECT * FROM recommend(NULL::workload, regions => ARRAY['us-east-7'])$$,
                 '22023', 'region "us-east-7" is not recognized', 'an unknown region is refused, with or without a job');
SELECT throws_ok($$SELECT * FROM recommend(inference_job('Llama-2-7B'), regions => ARRAY[NULL])$$,
                 '22004', 'regions cannot contain NULL', 'a NULL region is refused ...');
SELECT is(pg_temp.hint_of($$SELECT * FROM recommend(inference_job('Llama-2-7B'), regions => ARRAY[NULL])$$),
          'Regions as the catalog names them, such as ARRAY[''us-east-1''], or NULL for any.', '... with a hint');
SELECT throws_ok($$CALL refresh_recommendations('sweep_jobs', constraints => 'nobody')$$,
                 '22023', 'constraints "nobody" is not in computesize.team_constraints',
                 'an unknown set of constraints is refused ...');
SELECT is(pg_temp.hint_of($$CALL refresh_recommendations('sweep_jobs', constraints => 'nobody')$$),
          'Insert the team''s constraints into computesize.team_constraints first.', '... with a hint');
INSERT INTO team_constraints (name, providers, host_arch) VALUES ('ml-team', ARRAY['aws', 'gcp'], 'x86_64');
SELECT throws_ok($$CALL refresh_recommendations('sweep_jobs', constraints => 'ml-team', providers => ARRAY['aws'])$$,
                 '22023', 'give constraints or providers, regions and host_arch, not both',
                 'a named set and explicit constraints together are refused');
CALL refresh_recommendations('sweep_jobs', constraints => 'ml-team');
SELECT is((SELECT count(*) FROM recommendation
           WHERE source = 'sweep_jobs'::regclass
             AND (recommended_provider NOT IN ('aws', 'gcp') OR providers <> ARRAY['aws', 'gcp'] OR host_arch <> 'x86_64')),
          0::bigint, 'a refresh under a named set keeps to it, and records it');

SELECT * FROM finish();
ROLLBACK;
