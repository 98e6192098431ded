-- pgTAP: the estimator's structure, labels and error contracts
BEGIN;
\ir helpers/hint_of.sql
SELECT plan(139);

SELECT has_type('computesize', 'workload', 'composite type workload');
SELECT has_type('computesize', 'memory_estimate', 'composite type memory_estimate');
SELECT has_table('computesize', 'model', 'model catalog');
SELECT col_is_pk('computesize', 'model', 'name', 'model.name is the key');
SELECT table_privs_are('computesize', 'model', 'public', ARRAY['SELECT'], 'everyone may read the model catalog');
SELECT ok((SELECT count(*) >= 66 FROM computesize.model WHERE is_builtin), 'at least 66 shipped models');
SELECT is((SELECT count(*) FROM computesize.model WHERE is_builtin AND coalesce(source, '') = ''), 0::bigint,
          'every shipped model names its sources');
SELECT is((SELECT count(*) FROM computesize.model
           WHERE sliding_window_layers > layers OR active_experts > experts OR active_params > params
              OR (coalesce(experts, 1) > 1) <> (arch_type LIKE 'moe-%')), 0::bigint,
          'window layers, experts and active parameters within their totals; experts exactly on the MoE rows');
SELECT set_eq($$SELECT name FROM computesize.model WHERE name ~ '^(Llama-3\.[23]|Qwen3|Gemma-3|Mistral-(Nemo|Small)|Mixtral-8x22B|Phi-4|DeepSeek-R1)'$$,
              ARRAY['Llama-3.2-1B', 'Llama-3.2-3B', 'Llama-3.3-70B', 'Qwen3-0.6B', 'Qwen3-1.7B', 'Qwen3-4B', 'Qwen3-8B',
                    'Qwen3-14B', 'Qwen3-32B', 'Qwen3-30B-A3B', 'Qwen3-235B-A22B', 'Gemma-3-1B', 'Gemma-3-4B', 'Gemma-3-12B',
                    'Gemma-3-27B', 'Mistral-Nemo-12B', 'Mistral-Small-24B', 'Mixtral-8x22B-v0.1', 'Phi-4', 'DeepSeek-R1'],
              'the models of 0.1.3 are shipped');
SELECT set_eq($$SELECT name FROM computesize.model WHERE name LIKE 'gpt-oss%'$$, ARRAY['gpt-oss-20b', 'gpt-oss-120b'],
              'the models of 0.1.4 are shipped');
-- MXFP4: gpt-oss-120b's experts at 17 bytes per 32 values, the rest bf16
-- (test/sql/estimate.sql has the arithmetic): the model card's 60.8 GiB
SELECT is((computesize.memory(computesize.inference_job('gpt-oss-120b', dtype => 'mxfp4'))).weights::bigint, 65248815744::bigint,
          'gpt-oss-120b in MXFP4: 65,248,815,744 B of weights (60.77 GiB)');
-- llama.cpp's window layers: pad256(min(n_ctx, window + 512)) cells each
-- (test/sql/estimate.sql has the arithmetic); the 3072 + 18 MiB llama.cpp logs
SELECT is((computesize.memory(computesize.inference_job('gpt-oss-20b', dtype => 'mxfp4', context => 131072,
                                                        framework => 'llama.cpp'))).kv_cache::bigint, 3240099840::bigint,
          'gpt-oss-20b under llama.cpp at 131072 tokens: 3072 MiB of full layers + 18 MiB of 768-cell window layers');
SELECT is((computesize.memory(computesize.inference_job('Mistral-7B-v0.1', dtype => 'q4_k_m', context => 131072,
                                                        framework => 'llama.cpp'))).kv_cache::bigint, 17179869184::bigint,
          'Mistral 7B v0.1 under llama.cpp (Llama architecture, no window): every layer caches all 131072 tokens');
-- vLLM's V1 engine chunks prefills: the profile run stops at 16384 tokens
SELECT ok(computesize.fits(computesize.inference_job('gpt-oss-120b', dtype => 'mxfp4', framework => 'vllm', context => 131072), 'h100-sxm'),
          'gpt-oss-120b in MXFP4 at 131072 tokens fits one H100 under vLLM (profile run capped at 16384 tokens)');
SELECT ok((SELECT extconfig @> ARRAY['computesize.model'::regclass::oid] FROM pg_extension WHERE extname = 'computesize'),
          'user rows of model are dumped by pg_dump');

SELECT function_returns('computesize', 'memory', ARRAY['computesize.workload', 'integer'], 'computesize.memory_estimate');
SELECT volatility_is('computesize', 'memory', ARRAY['computesize.workload', 'integer'], 'immutable', 'memory() is IMMUTABLE');
SELECT function_returns('computesize', 'host_memory', ARRAY['computesize.workload', 'integer'], 'computesize.memsize');
SELECT volatility_is('computesize', 'host_memory', ARRAY['computesize.workload', 'integer'], 'immutable', 'host_memory() is IMMUTABLE');
SELECT ok((SELECT proparallel = 's' FROM pg_proc WHERE oid = 'computesize.memory(computesize.workload,integer)'::regprocedure), 'memory() is PARALLEL SAFE');
SELECT ok((SELECT bool_and(provolatile = 's' AND proparallel = 's') FROM pg_proc
           WHERE pronamespace = 'computesize'::regnamespace
             AND proname IN ('training_job', 'inference_job', 'training_memory', 'inference_memory',
                             'training_memory_part', 'inference_memory_part')),
          'the constructors and their direct memory() forms (whole and by column) are STABLE (they read computesize.model) and PARALLEL SAFE');

-- the API's columns, in order
SELECT is((SELECT (array_agg(attname::text ORDER BY attnum))[1:8] FROM pg_attribute
           WHERE attrelid = 'computesize.memory_estimate'::regclass AND attnum > 0),
          ARRAY['weights', 'gradients', 'optimizer', 'activations', 'kv_cache', 'overhead', 'total', 'gpus'],
          'memory_estimate has the API columns first');
SELECT is((SELECT format_type(atttypid, atttypmod) FROM pg_attribute
           WHERE attrelid = 'computesize.memory_estimate'::regclass AND attname = 'total'),
          'computesize.memsize', 'sizes are memsize');
SELECT is((SELECT format_type(atttypid, atttypmod) FROM pg_attribute
           WHERE attrelid = 'computesize.memory_estimate'::regclass AND attname = 'optimizer_step'),
          'computesize.memsize', 'optimizer_step is a memsize column');

-- values derived by hand (see test/sql/estimate.sql for the arithmetic); the
-- activations column holds PyTorch's cuBLAS workspaces too, 32 MiB for each
-- thread that runs matrix products: 33554432 in inference, 67108864 in
-- training (the backward pass runs on autograd's device thread)
SELECT is((computesize.memory(computesize.inference_job('Llama-2-7B'))).kv_cache::bigint, 2147483648::bigint, 'Llama-2-7B KV cache at 4096 tokens: 2 GiB');
SELECT is((computesize.memory(computesize.inference_job('Llama-3-8B'))).kv_cache::bigint, 536870912::bigint, 'GQA: Llama-3-8B KV cache 512 MiB');
SELECT is((computesize.memory(computesize.inference_job('Llama-2-7B'))).weights::bigint, 13480000000::bigint, 'bf16 weights = 2 bytes per parameter');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', gradient_checkpointing => false, mixed_precision => true))).trainable_params,
          4194304::float8, 'LoRA r8 on q,v: 4,194,304 trainable parameters');
SELECT is((computesize.memory(computesize.training_job(params => 7e9))).optimizer::bigint, 56000000000::bigint, 'AdamW fp32 states: 8 bytes per parameter');
-- the foreach AdamW step's fp32 buffer (6.74e9 x 4 B), less autocast's
-- 16-bit copies of the weights (6.74e9 x 2 B) and the activations it
-- outlives (1024 tokens: 7,214,202,880 B, worked out in test/sql/estimate.sql)
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', seq_len => 1024))).optimizer_step::bigint, 26960000000 - 13480000000 - 7214202880,
          'optimizer step: what the foreach AdamW buffer adds beyond the freed autocast copies and activations');
-- the final norm keeps its fp32 input (a frozen norm and head keep nothing
-- else) beside the loss's buffers: LoRA, 4 x 2048 tokens, checkpointed: 32
-- layer inputs 32 x 8192 x 4096 x 2 = 2,147,483,648, the final norm's
-- 8192 x 4096 x 4 = 134,217,728, the loss's 8192 x 32,000 x 16 =
-- 4,194,304,000 (every LoRA trace in validation/measured-peaks/ holds the
-- final norm's fp32 input at its peak), and the two cuBLAS workspaces
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', batch => 4, seq_len => 2048,
                                                       gradient_checkpointing => true, mixed_precision => true))).activations::bigint,
          2147483648 + 134217728 + 4194304000::bigint + 67108864,
          'LoRA at the loss: layer inputs, the final norm''s fp32 input and the loss''s buffers');
-- transformers frees gradients between steps and holds 16-bit logits: Llama
-- 2 7B, AMP, 1 x 2048 tokens (test/sql/estimate.sql works it out): the peak is
-- the step, 18 bytes a parameter and AdamW's foreach buffer less autocast's
-- copies, 6.74e9 x 2, and the cuBLAS workspaces; with two micro-batches the
-- loss meets the gradients, 2 bytes a logit (2048 x 32000 x 2) below the
-- pytorch profile's
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'transformers'))).allocated::bigint,
          (6.74e9 * 18 + 13480000000)::bigint + 67108864, 'transformers: no gradient at the loss, the step sets the peak');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'transformers', gradient_accumulation => 2))).activations::bigint,
          (computesize.memory(computesize.training_job('Llama-2-7B', gradient_accumulation => 2))).activations::bigint - 2048 * 32000 * 2,
          'transformers: 16-bit logits held, 2 bytes a logit less than the pytorch profile''s fp32 ones');
-- the columns add up to the total, over every decoder of the catalog
SELECT is((SELECT count(*) FROM (
               SELECT computesize.memory(computesize.training_job(m.name, method => meth, optimizer => opt, framework => fw,
                                                                  batch => b, seq_len => 1024, gradient_checkpointing => ck)) AS e
               FROM computesize.model m, unnest(ARRAY['full', 'lora', 'qlora']) AS meth,
                    unnest(ARRAY['adamw', 'paged_adamw', 'adamw_8bit', 'lion']) AS opt,
                    unnest(ARRAY['pytorch', 'torchtune', 'deepspeed']) AS fw,
                    unnest(ARRAY[1, 8]) AS b, unnest(ARRAY[false, true]) AS ck
               WHERE m.arch_type = 'decoder') x
           WHERE (e).weights::bigint + (e).gradients::bigint + (e).optimizer::bigint + (e).activations::bigint
                 + (e).kv_cache::bigint + (e).optimizer_step::bigint + (e).overhead::bigint <> (e).total::bigint),
          0::bigint, 'weights + gradients + optimizer + activations + kv_cache + optimizer_step + overhead = total');
SELECT ok((computesize.memory(computesize.training_job('Llama-2-70B', method => 'qlora', dtype => 'nf4_dq',
            gradient_checkpointing => true, mixed_precision => true))).total::bigint < 48000000000, 'QLoRA 70B fits 48 GB');

-- error contracts: 22023 for every bad argument
SELECT throws_ok($$SELECT computesize.training_job('No-Such-Model')$$, '22023', 'model "No-Such-Model" does not exist', 'unknown model');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, method => 'dora')$$, '22023', 'method "dora" is not recognized', 'unknown method');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, dtype => 'fp64')$$, '22023', 'precision "fp64" is not recognized', 'unknown precision');
SELECT is(computesize.model_id('meta-llama/Meta-Llama-3-8B-Instruct'), 'Llama-3-8B',
          'model_id(): an -Instruct fine-tune''s base (0.1.19)');
SELECT is(computesize.model_id('Qwen/Qwen2.5-Math-7B-Instruct'), NULL, 'model_id(): NULL for a base the catalog lacks');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, optimizer => 'adamax')$$, '22023', 'optimizer "adamax" is not recognized', 'unknown optimizer');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, optimizer => 'adamw_torch_8bit')$$, '22023',
                 'optimizer "adamw_torch_8bit" is not recognized', 'a Trainer optimizer without an estimate (torchao''s) is refused');
-- the Trainer's optimizers with states of their own (0.1.19), 1e9
-- parameters in pure bf16 (torchtune): PyTorch's RMSprop one bf16 state,
-- 2e9 B; bitsandbytes' 32-bit Lion one fp32 state, 4e9 B, its 8-bit
-- one 1 + 4/256 bytes a value, 1,015,625,000 B; AdEMAMix three fp32
-- states, 12e9 B; a name in other letter case is the listed one
SELECT results_eq($$SELECT (computesize.memory(computesize.training_job(params => 1e9, framework => 'torchtune', optimizer => o))).optimizer::bigint
                    FROM unnest(ARRAY['rmsprop', 'lion_32bit', 'Lion_8bit', 'ADEMAMIX']) WITH ORDINALITY AS u (o, i) ORDER BY i$$,
                  $$VALUES (2000000000::bigint), (4000000000), (1015625000), (12000000000)$$,
                  'RMSprop, bitsandbytes'' Lion (32- and 8-bit) and AdEMAMix states, hand-derived');
SELECT is((computesize.training_job(params => 1e9, optimizer => 'Paged_AdEMAMix_8bit')).optimizer, 'paged_ademamix_8bit',
          'an optimizer name in other letter case is stored as listed');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, hidden => 900000000, heads => 1)$$, '22023',
                 'hidden is too large to derive the MLP''s width from', 'an MLP width derived beyond an integer (it wrapped to a negative width)');
SELECT throws_ok($$SELECT computesize.training_job(layers => 400000, hidden => 100000, intermediate => 100000, heads => 1)$$, '22023',
                 'the architecture comes to more parameters than any model computesize can size', 'dimensions beyond 1e15 parameters, as params itself');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, framework => 'jax')$$, '22023', 'framework "jax" is not recognized', 'unknown framework');
SELECT throws_ok($$SELECT computesize.training_job('GPT-2 XL (1.5B)', hidden_act => 'gelu_tanh', seq_len => 2048)$$, '22023', 'hidden_act "gelu_tanh" is not recognized', 'unknown MLP activation');
SELECT throws_ok($$SELECT computesize.inference_job('Llama-3.2-1B', context => 1024, prompt => 1025)$$, '22023',
                 'prompt of 1025 tokens is longer than the context of 1024', 'a prompt longer than the context');
SELECT throws_ok($$SELECT computesize.inference_job('Llama-3.2-1B', prompt => -3)$$, '22023',
                 'parameter prompt must be greater than zero', 'a prompt of no tokens');
SELECT throws_ok($$SELECT computesize.inference_job('BERT-large-uncased', context => 512, prompt => 16)$$, '22023',
                 'prompt applies to decoder-only models', 'a prompt for an encoder, which generates nothing');
-- Llama 3.2 1B under transformers, batch 64, context 1024, prompt 128:
-- the last step holds the whole cache (2 GiB) and one token's buffers, 64
-- x 2 x (2048 + 3 x 8192) + 64 x 128256 x 4 + 3 x 64 x 2 x 2048 =
-- 37027840, more than the prefill's 128-token cache and buffers, and the
-- cuBLAS workspace, 33554432
SELECT is((computesize.memory(computesize.inference_job('Llama-3.2-1B', batch => 64, context => 1024, prompt => 128,
                                                        framework => 'transformers'))).activations::bigint,
          37027840::bigint + 33554432, 'a short prompt generating most of the context: the last step''s buffers, hand-derived');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, lora_rank => 8)$$, '22023', 'LoRA arguments cannot be used with method "full"', 'LoRA rank with full');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, method => 'lora', lora_targets => 'wq', gradient_checkpointing => false, mixed_precision => true)$$, '22023', NULL, 'unknown LoRA target');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, method => 'lora', lora_targets => 'q,,v', gradient_checkpointing => false, mixed_precision => true)$$, '22023', NULL, 'an empty name in a LoRA target list');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, method => 'lora', lora_targets => 'q,v,', gradient_checkpointing => false, mixed_precision => true)$$, '22023', NULL, 'a LoRA target list ending in a comma');
SELECT throws_ok($$SELECT computesize.training_job(params => 2.78e9, gated_mlp => false, method => 'lora', lora_targets => 'gate', gradient_checkpointing => false, mixed_precision => true)$$, '22023', 'lora_targets name no matrix of this model', 'a gate target on a plain MLP');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, batch => 0)$$, '22023', 'parameter batch must be greater than zero', 'batch 0');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, seq_len => -5)$$, '22023', NULL, 'negative seq_len');
SELECT throws_ok($$SELECT computesize.training_job(params => -1)$$, '22023', NULL, 'negative params');
SELECT throws_ok($$SELECT computesize.training_job()$$, '22023', 'the architecture needs params, or layers and hidden', 'missing architecture');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, zero_stage => 4)$$, '22023', NULL, 'zero_stage 4');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, dtype => 'nf4')$$, '22023', NULL, 'full fine-tuning in nf4');
SELECT throws_ok($$SELECT computesize.inference_job(params => 7e9, dtype => 'q4_k_m')$$, '22023', NULL, 'GGUF outside llama.cpp');
SELECT throws_ok($$SELECT computesize.inference_job(params => 7e9, kv_precision => 'int3')$$, '22023', NULL, 'unknown KV precision');
SELECT throws_ok($$SELECT computesize.inference_job(params => 7e9, context => 0)$$, '22023', NULL, 'context 0');
SELECT throws_ok($$SELECT computesize.memory(computesize.training_job(params => 7e9), gpus => 0)$$, '22023', NULL, 'gpus 0');
SELECT throws_ok($$SELECT computesize.training_job('Llama-2-7B', hidden => 16)$$, '22023', 'heads cannot exceed hidden', 'a model''s 32 heads over hidden 16');
SELECT throws_ok($$SELECT computesize.inference_job('Llama-2-7B', heads => 8192)$$, '22023', 'heads cannot exceed hidden', 'heads over hidden with the model''s head width');
SELECT throws_ok($$SELECT computesize.inference_job('Llama-3-8B', kv_heads => 7)$$, '22023', 'heads is not a multiple of kv_heads', '32 query heads in groups of 7');
-- vLLM gives every tensor-parallel GPU the same number of query heads
SELECT throws_ok($$SELECT computesize.inference_job('Llama-2-7B', framework => 'vllm', gpus => 3)$$, '22023',
                 'vllm cannot split 32 attention heads across 3 GPUs', 'vLLM: 32 heads on 3 GPUs');
SELECT is(pg_temp.hint_of($$SELECT computesize.memory(computesize.inference_job('Falcon-7B', framework => 'vllm', context => 4096), gpus => 2)$$),
          'Valid gpus for this model under vllm: 1, 71.', 'the hint lists the sizes that divide the heads (Falcon 7B: 71)');
SELECT throws_ok($$SELECT computesize.fits(computesize.inference_job('Falcon-7B', framework => 'vllm', context => 4096), 'a100-80gb-sxm', 2)$$, '22023',
                 NULL, 'fits() refuses the same split');
SELECT lives_ok($$SELECT computesize.inference_job('Llama-2-7B', gpus => 3)$$, 'other frameworks split by layer: any count');
SELECT is((SELECT array_agg(DISTINCT gpu_count) FROM computesize.rank_gpus(computesize.inference_job('Falcon-7B', framework => 'vllm', context => 4096), max_gpus => 8)),
          ARRAY[1], 'rank_gpus() offers Falcon 7B under vLLM on one GPU only');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, hidden => 4096, heads => 30)$$, '22023', 'hidden is not a multiple of heads', '30 heads in 4096 without head_dim');
SELECT ok(pg_temp.hint_of($$SELECT computesize.training_job(params => 7e9, hidden => 4096, heads => 30)$$) LIKE '%head_dim%',
          'the hint names head_dim');
SELECT lives_ok($$SELECT computesize.training_job(params => 7e9, hidden => 4096, heads => 30, head_dim => 128)$$, 'with head_dim, heads need not divide hidden');
SELECT is((computesize.training_job(params => 7e9, hidden => 4544)).heads, 71, 'derived heads: 64 wide where 128 does not divide hidden (Falcon 7B: 71 in 4544)');
SELECT is((computesize.training_job(params => 7e9, hidden => 1000)).heads, 5, 'derived heads divide hidden (1000: 5 of 200)');
SELECT throws_ok($$SELECT computesize.training_job('Mixtral-8x7B-v0.1', active_experts => 9)$$, '22023', 'active_experts cannot exceed experts', '9 active of 8 experts');
SELECT throws_ok($$SELECT computesize.memory(computesize.inference_job('Llama-2-7B', batch => 131072, context => 2147483647))$$,
                 '22003', 'memory estimate out of range', 'an estimate beyond 8 EiB: 22003');
SELECT ok(pg_temp.hint_of($$SELECT computesize.memory(computesize.inference_job('Llama-2-7B', batch => 131072, context => 2147483647))$$) LIKE '%batch, seq_len or context%',
          'the out-of-range hint names the sizes to check');
SELECT ok(pg_temp.hint_of($$SELECT computesize.training_job(params => 7e9, heads => 8, kv_heads => 16)$$) LIKE '%kv_heads equals heads%',
          'the kv_heads hint explains grouped-query attention');
SELECT ok(pg_temp.hint_of($$SELECT computesize.training_job(params => 7e9, method => 'dora')$$) LIKE '%full, lora, qlora%', 'method hint lists the methods');
SELECT ok(pg_temp.hint_of($$SELECT computesize.training_job(params => 7e9, optimizer => 'x')$$) LIKE '%adamw_8bit%lion%', 'optimizer hint lists the optimizers');
SELECT ok(pg_temp.hint_of($$SELECT computesize.inference_job(params => 7e9, dtype => 'x')$$) LIKE '%nf4%q4_k_m%', 'precision hint lists the formats');
SELECT ok(pg_temp.hint_of($$SELECT computesize.inference_job(params => 7e9, dtype => 'iq4_xxs', framework => 'llama.cpp')$$) LIKE '%iq4_xs%iq1_s%',
          'an unknown GGUF type: the hint lists the i-quants');
-- GGUF files tensor by tensor (hand-derived in test/sql/estimate.sql): Llama 3.1
-- 70B's shape as iq2_xxs, value projections q4_k, first ten down
-- projections, embeddings q2_k, head q5_k; Mixtral 8x22B's eight experts
-- give its value and key projections q8_0 and its attention outputs q5_k
SELECT is((computesize.memory(computesize.inference_job(params => 70553706496, layers => 80, hidden => 8192, heads => 64,
          kv_heads => 8, head_dim => 128, intermediate => 28672, vocab => 128256,
          dtype => 'iq2_xxs', framework => 'llama.cpp'))).weights::bigint, 19089522688::bigint,
          'Llama 3.1 70B as IQ2_XXS: 19,089,522,688 B');
SELECT ok(abs((computesize.memory(computesize.inference_job('Mixtral-8x22B-v0.1', params => 140620634112,
          dtype => 'q4_k_m', framework => 'llama.cpp'))).weights::numeric / 85.58e9 - 1) < 0.001,
          'Mixtral 8x22B as Q4_K_M within 0.1% of the 85.58 GB file (bartowski, llama.cpp b2636)');
SELECT ok(pg_temp.hint_of($$SELECT computesize.training_job('x')$$) LIKE '%Llama-2-7B%', 'model hint lists the models');

-- multi-GPU data parallelism (hand-derived in test/sql/estimate.sql): DDP's
-- gradient buckets double Llama 2 7B's fp32 gradients (6.74e9 x 4 bytes);
-- DeepSpeed keeps one copy of its 16-bit ones (6.74e9 x 2); FSDP's unsharded layer and root gradients sit beside
-- the recomputed layer in the backward pass
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', gpus => 2))).gradients::bigint,
          2 * 26960000000::bigint, 'DDP keeps its gradient buckets beside the gradients');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', gpus => 2, framework => 'deepspeed'))).gradients::bigint,
          13480000000::bigint, 'DeepSpeed data parallelism has one copy of the (16-bit) gradients');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'torchtune', gradient_checkpointing => true,
                                                       zero_stage => 3, gpus => 4))).activations::bigint
          - (computesize.memory(computesize.training_job('Llama-2-7B', framework => 'torchtune',
                                                         gradient_checkpointing => true))).activations::bigint,
          1071876000::bigint, 'FSDP''s unsharded gradients in the backward pass (torchtune: at its end, every gradient allocated)');
-- gradients a loop frees between steps (hand-derived in test/sql/estimate.sql):
-- torchtune's and litgpt's do not exist at the loss, a plain loop's do
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'torchtune', batch => 4, gradient_accumulation => 2))).allocated::bigint
          - (computesize.memory(computesize.training_job('Llama-2-7B', framework => 'torchtune', batch => 4))).allocated::bigint,
          13480000000::bigint, 'torchtune: the loss peaks before the gradients exist, unless micro-batches accumulate them');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'torchtune', gradient_checkpointing => true))).activations::bigint,
          381943808::bigint + 67108864, 'torchtune, checkpointed: the peak at the end of the backward pass, the first layer''s input and its recomputation beside every gradient (and the cuBLAS workspaces)');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', batch => 4, gradient_accumulation => 2))).allocated::bigint,
          (computesize.memory(computesize.training_job('Llama-2-7B', batch => 4))).allocated::bigint,
          'a plain PyTorch loop keeps its gradients through the loss');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', zero_stage => 2, gpus => 8))).weights::bigint,
          16850000000::bigint, 'FSDP SHARD_GRAD_OP under AMP: an fp32 shard (4 x 6.74e9 / 8) beside every unit gathered in bf16 (2 x 6.74e9)');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', zero_stage => 3, gpus => 8))).weights::bigint,
          4704020000::bigint, 'FSDP full shard under AMP: an fp32 shard (3,370,000,000), two bf16 layers (809,732,000) and the root unit (524,288,000) gathered (no autocast copies)');
-- bitsandbytes 4-bit under litgpt (hand-derived in test/sql/estimate.sql): the
-- quantized output head, and the prompt's dequantized head in fp16 and bf16
SELECT is((computesize.memory(computesize.inference_job('Llama-2-7B', dtype => 'nf4', context => 64, framework => 'litgpt'))).weights::bigint,
          3979666000::bigint, 'litgpt quantizes the output head of a 4-bit model');
SELECT is((computesize.memory(computesize.inference_job('Llama-2-7B', dtype => 'nf4', context => 64, framework => 'litgpt'))).activations::bigint
          - (computesize.memory(computesize.inference_job('Llama-2-7B', context => 64, framework => 'litgpt'))).activations::bigint,
          524288000::bigint, 'a 4-bit prompt dequantizes the largest matrix (litgpt: 4 bytes a value)');
-- gradient accumulation under FSDP (hand-derived in test/sql/estimate.sql):
-- no_sync keeps Llama 2 7B's whole unsharded bf16 gradients (6.74e9 x 2)
-- on every GPU under litgpt; torchtune reduce-scatters every micro-batch
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4,
                                                       gradient_accumulation => 4))).gradients::bigint,
          13480000000::bigint, 'FSDP gradient accumulation (no_sync) holds the whole unsharded gradients');
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'torchtune', zero_stage => 3, gpus => 4,
                                                       gradient_accumulation => 4))).gradients::bigint,
          3370000000::bigint, 'torchtune reduce-scatters every micro-batch: the gradients stay sharded');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, gradient_accumulation => 0)$$, '22023',
                 'parameter gradient_accumulation must be greater than zero', 'gradient_accumulation 0');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, gradient_accumulation => 2, optimizer_in_backward => true)$$, '22023',
                 'gradient_accumulation cannot be used with optimizer_in_backward', 'accumulation beside a step in the backward pass');
SELECT is(pg_temp.hint_of($$SELECT computesize.training_job(params => 7e9, gradient_accumulation => 2, optimizer_in_backward => true)$$),
          'Use gradient_accumulation => 1, or optimizer_in_backward => false.', 'the hint names both ways out');
-- 0.1.13's catalog flags (hand-derived in test/sql/estimate.sql): Gemma 2 9B's
-- two extra norms (42 x 512 x 2 x 3584 x 4), torchtune's eager soft-capped
-- scores (42 x 512 x 16 x 512 x 8, less the fused kernel's 42 x 512 x 64)
-- and the soft-capped logits' tanh (512 x 256000 x 2); Qwen3 8B's q/k norms
SELECT is((computesize.memory(w)).activations::bigint
          - (computesize.memory(jsonb_populate_record(w, jsonb_build_object(flag, false)))).activations::bigint,
          bytes, what)
FROM (SELECT computesize.training_job('Gemma-2-9B', method => 'lora', framework => 'torchtune', batch => 1,
                                      seq_len => 512, chunked_loss => false, gradient_checkpointing => false) AS w) s,
     (VALUES (1, 'post_norms', 616562688::bigint, 'post_norms: two more norms keep their fp32 inputs'),
             (2, 'attention_softcapping', 1407909888, 'soft-capped scores: torchtune keeps the score matrix'),
             (3, 'logit_softcapping', 262144000, 'soft-capped logits: one more 16-bit copy')) v(n, flag, bytes, what)
ORDER BY n;
SELECT is((computesize.memory(w)).activations::bigint
          - (computesize.memory(jsonb_populate_record(w, '{"qk_norm": false}'))).activations::bigint,
          1509949440::bigint, 'qk_norm: the q and k norms keep fp32 inputs (36 x 2048 x 40 x 128 x 4)')
FROM (SELECT computesize.training_job('Qwen3-8B') AS w) s;
SELECT is(computesize.memory(jsonb_populate_record(computesize.training_job('Gemma-2-9B'),
                                                   '{"post_norms": null, "qk_norm": null, "attention_softcapping": null, "logit_softcapping": null}')),
          computesize.memory(jsonb_populate_record(computesize.training_job('Gemma-2-9B'),
                                                   '{"post_norms": false, "qk_norm": false, "attention_softcapping": false, "logit_softcapping": false}')),
          'a workload stored before 0.1.13 (flags NULL) reads them as false');
-- 0.1.14's lora_dtype (hand-derived in test/sql/estimate.sql): PEFT's fp32
-- adapters on a bf16 Llama 2 7B (r 16, every linear layer, 2 x 1024 tokens,
-- no checkpointing) keep fp32 copies of the adapted layers' inputs, 32 x
-- 2048 x (4 x 35584 - 2 x 19200) bytes more than bf16 adapters
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', lora_rank => 16, lora_targets => 'all-linear',
                                                       batch => 2, seq_len => 1024, mixed_precision => false, gradient_checkpointing => false))).activations::bigint
          - (computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', lora_rank => 16, lora_targets => 'all-linear',
                                                         batch => 2, seq_len => 1024, mixed_precision => false,
                                                         lora_dtype => 'bf16', gradient_checkpointing => false))).activations::bigint,
          6811549696::bigint, 'fp32 adapters keep fp32 copies of their inputs');
SELECT is(array_agg((computesize.training_job('Llama-2-7B', method => 'lora', framework => fw, mixed_precision => false, gradient_checkpointing => false)).lora_dtype ORDER BY n),
          ARRAY['fp32', 'bf16', 'bf16', 'bf16'], 'lora_dtype defaults: PEFT fp32; torchtune, litgpt, DeepSpeed the compute type')
FROM (VALUES (1, 'pytorch'), (2, 'torchtune'), (3, 'litgpt'), (4, 'deepspeed')) v(n, fw);
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, lora_dtype => 'fp32')$$, '22023',
                 'LoRA arguments cannot be used with method "full"', 'lora_dtype with full fine-tuning');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, method => 'lora', mixed_precision => false, lora_dtype => 'fp16', gradient_checkpointing => false)$$, '22023',
                 'lora_dtype "fp16" is not the job''s compute type "bf16"', 'lora_dtype neither fp32 nor the compute type');
SELECT is(pg_temp.hint_of($$SELECT computesize.training_job(params => 7e9, method => 'lora', mixed_precision => false, lora_dtype => 'fp16', gradient_checkpointing => false)$$),
          'Valid values are: fp32 (PEFT''s adapters on a 16-bit model), bf16 (the model''s own type, as torchtune and litgpt build them).',
          'the hint lists the valid types');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, method => 'lora', lora_dtype => 'bf16', gradient_checkpointing => false, mixed_precision => true)$$, '22023',
                 'lora_dtype "bf16" cannot be used with fp32 weights', '16-bit adapters under AMP');
SELECT throws_ok($$SELECT computesize.memory(jsonb_populate_record(computesize.training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), '{"lora_dtype": "int8"}'))$$,
                 '22023', 'lora_dtype "int8" is not recognized', 'a stored value with an unknown lora_dtype');
SELECT is(computesize.memory(jsonb_populate_record(computesize.training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false),
                                                   '{"lora_dtype": null}')),
          computesize.memory(computesize.training_job('Llama-2-7B', method => 'lora', mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false)),
          'a workload stored before 0.1.14 (lora_dtype NULL) keeps 0.1.13''s bf16 adapters');
-- 0.1.16's num_labels (hand-derived in test/sql/estimate.sql): a classifier
-- trained in place of Llama 2 7B's head under the transformers profile
-- (AMP, 4 x 2048 tokens, no checkpointing): the peak is at the loss either
-- way, every layer's activations beside the loss's buffers (gradients
-- are freed between steps: 32 layers' activations outweigh them), and
-- the loss keeps 12 + 2 bytes a logit over 32000 - 2 fewer outputs.  (At
-- 4 x 512 tokens the classifier's peak moves to the end of the backward
-- pass, beside every gradient, and the difference is smaller.)
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'transformers', batch => 4))).activations::bigint
          - (computesize.memory(computesize.training_job('Llama-2-7B', framework => 'transformers', batch => 4,
                                                         num_labels => 2))).activations::bigint,
          (14::bigint * 8192 * 31998), 'a classification head keeps no vocabulary-wide logits');
-- transformers' AdamW (adamw_hf, hand-derived in test/sql/estimate.sql): Llama
-- 2 7B in pure bf16, one 8-token sequence, checkpointed: the step holds
-- weights, gradients and two bf16 states (8 x 6.74e9 B) and one bf16
-- temporary of the largest parameter, the 32,000 x 4,096 embedding table,
-- beside the two cuBLAS workspaces
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', mixed_precision => false, optimizer => 'adamw_hf',
                                                       seq_len => 8, gradient_checkpointing => true))).total::bigint
          - (computesize.memory(computesize.training_job('Llama-2-7B', mixed_precision => false, optimizer => 'adamw_hf',
                                                         seq_len => 8, gradient_checkpointing => true))).overhead::bigint,
          8::bigint * 6740000000 + 2 * 32000 * 4096 + 67108864, 'adamw_hf steps one parameter at a time');
-- Muon (hand-derived in test/sql/estimate.sql): Llama 2 7B's layer matrices,
-- 32 x (4 x 4096^2 + 3 x 4096 x 11008), keep one bf16 momentum each, the
-- other 263,994,624 parameters AdamW's two
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', framework => 'torchtune', optimizer => 'muon'))).optimizer::bigint,
          2 * (32::bigint * (4 * 4096 * 4096 + 3 * 4096 * 11008) + 2 * 263994624),
          'Muon keeps one state per matrix parameter, AdamW''s two for the rest');
-- GaLore (hand-derived in test/sql/estimate.sql): rank 128 by default, Llama
-- 2 7B in pure bf16: 32 layers x (4 x 3,145,728 + 3 x 6,684,672) B of
-- subspace states and projectors, AdamW's 4 bytes for the other
-- 263,994,624 parameters
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', mixed_precision => false,
                                                       optimizer => 'galore_adamw'))).optimizer::bigint,
          32::bigint * (4 * 3145728 + 3 * 6684672) + 4 * 263994624, 'GaLore keeps low-rank states for the layers'' matrices');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, method => 'lora', optimizer => 'galore_adamw', gradient_checkpointing => false, mixed_precision => true)$$, '22023',
                 'the GaLore optimizers cannot be used with method "lora"', 'GaLore trains the full weights');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, optimizer => 'galore_adamw', zero_stage => 2, gpus => 2)$$,
                 '22023', 'the GaLore optimizers cannot run under DeepSpeed or a ZeRO stage', 'GaLore needs whole matrices');
-- layer-wise GaLore runs on one GPU: the rankings offer no more
SELECT is((SELECT count(*) FROM computesize.rank_gpus(computesize.training_job('Llama-2-7B', optimizer => 'galore_adamw_8bit',
                                                                               optimizer_in_backward => true,
                                                                               mixed_precision => false, tokens => 1e8))
           WHERE gpu_count > 1), 0::bigint, 'layer-wise GaLore is ranked on single GPUs only');
-- CPU offload (hand-derived in test/sql/estimate.sql): ZeRO-2 with the
-- optimizer offloaded keeps the 16-bit weights alone, as DeepSpeed's
-- estimate_zero2_model_states_mem_needs counts (2 bytes a parameter)
SELECT is((e).weights::bigint + (e).gradients::bigint + (e).optimizer::bigint, 2 * 6740000000::bigint,
          'ZeRO-Offload keeps the 16-bit weights alone on the GPU')
FROM (SELECT computesize.memory(computesize.training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, gpus => 4,
                                                         offload => 'optimizer')) AS e) s;
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, zero_stage => 3, gpus => 2, offload => 'optimizer')$$, '22023',
                 'offload "optimizer" needs framework "deepspeed" at a ZeRO stage', 'FSDP has no optimizer-only offload');
-- 0.1.16's encoder flag (hand-derived in test/sql/estimate.sql): BERT and ViT
-- read their input in one forward pass and cache no keys and values
SELECT is(array_agg((computesize.memory(computesize.inference_job(m, batch => 8, context => 512))).kv_cache::bigint ORDER BY m),
          ARRAY[0, 0]::bigint[], 'an encoder-only model caches no keys and values')
FROM unnest(ARRAY['BERT-large-uncased', 'ViT-L/16']) m;
-- 0.1.17's encoder_decoder flag (hand-derived in test/sql/estimate.sql): T5
-- large's 24 + 24 layers, 16 heads of 64, 1024 tokens in bf16: the
-- decoder's 24 layers cache, 2 x 24 x 1024 x 1024 x 2 bytes
SELECT is((computesize.memory(computesize.inference_job('T5-large', context => 1024))).kv_cache::bigint,
          2::bigint * 24 * 1024 * 1024 * 2, 'an encoder-decoder caches in its decoder''s layers only');
SELECT throws_ok($$SELECT computesize.training_job(params => 7e9, num_labels => 0)$$, '22023',
                 'parameter num_labels must be greater than zero', 'num_labels must be positive');
SELECT is(pg_temp.hint_of($$SELECT computesize.training_job(params => 7e9, num_labels => -3)$$),
          'Valid values are whole numbers from 1 up.', 'the num_labels hint says which values are valid');
-- 0.1.17's cuda_context (hand-derived in test/sql/estimate.sql): the
-- machine's figure replaces the profile's 1 GiB (1 GiB + 256 MiB for NCCL
-- on more GPUs), in overhead and total alike; a figure without a unit is
-- bytes, and below 1 MiB it is refused
SELECT is((computesize.memory(computesize.training_job('Llama-2-7B', gpus => 4, zero_stage => 2,
                                                       cuda_context => '2 GiB'))).total::bigint
          - (computesize.memory(computesize.training_job('Llama-2-7B', gpus => 4, zero_stage => 2))).total::bigint,
          768::bigint * 1024 * 1024, 'cuda_context replaces the profile''s context');
SELECT throws_ok($$SELECT computesize.inference_job(params => 7e9, cuda_context => '500')$$, '22023',
                 'parameter cuda_context must be at least 1 MiB', 'a cuda_context without its unit is refused');
SELECT is(computesize.memory(jsonb_populate_record(computesize.inference_job('Llama-3-8B', cuda_context => '800 MiB'),
                                                   '{"cuda_context": null}')),
          computesize.memory(computesize.inference_job('Llama-3-8B')),
          'a workload stored before 0.1.17 (cuda_context NULL) keeps the profile');
-- 0.1.18's host_memory() (hand-derived in test/sql/estimate.sql): Llama 2 7B
-- at ZeRO-3 with everything offloaded on 2 GPUs keeps 18 bytes a parameter
-- on the host, over the two, 9 x 6.74e9 = 60,660,000,000 B each; a bad
-- gpus is 22023
SELECT is(computesize.host_memory(computesize.training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3,
                                                           gpus => 2, offload => 'all'))::bigint,
          60660000000::bigint, 'host_memory(): DeepSpeed''s 18 bytes a parameter, over the GPUs');
SELECT throws_ok($$SELECT computesize.host_memory(computesize.training_job('Llama-2-7B'), -1)$$, '22023',
                 'gpus must be between 1 and 1024, not -1', 'host_memory() refuses a bad gpus');

-- FSDP reshards every unit before the optimizer step: Llama 2 7B under AMP
-- on 8 GPUs, 1 x 512 tokens checkpointed, steps with its foreach buffer
-- (6.74e9 / 8 x 4 = 3370000000 B) beside the shards alone: the two gathered
-- bf16 layers (2 x 202433000 x 2 = 809732000 B) and the gathered root unit
-- (262144000 x 2 = 524288000 B, beside each GPU's shard of it) are gone;
-- the two cuBLAS workspaces (67108864 B) stay
SELECT is((e).allocated::bigint - (e).weights::bigint - (e).gradients::bigint - (e).optimizer::bigint,
          3370000000::bigint - 809732000 - 524288000 + 67108864, 'FSDP steps beside the shards and the workspaces alone')
FROM (SELECT computesize.memory(computesize.training_job('Llama-2-7B', batch => 1, seq_len => 512, zero_stage => 3, gpus => 8,
                                                         gradient_checkpointing => true)) AS e) s;
-- litgpt's loop steps with the last logits named (1 x 2048 x 32000 x 2 =
-- 131072000 B beside the buffer, less the same gathered room at 4 GPUs:
-- 809732000 + 262144000 x 2 = 1334020000 B), and the cuBLAS workspaces
SELECT is((e).allocated::bigint - (e).weights::bigint - (e).gradients::bigint - (e).optimizer::bigint,
          3370000000::bigint - 1334020000 + 131072000 + 67108864, 'litgpt steps beside its last logits')
FROM (SELECT computesize.memory(computesize.training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4,
                                                         gradient_checkpointing => true)) AS e) s;

SELECT * FROM finish();
ROLLBACK;
