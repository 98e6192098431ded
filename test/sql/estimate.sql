--
-- memory estimates: values derived by hand (in the comments), the worked
-- figures of public guides, and every bad argument
--
-- The activations column holds PyTorch's cuBLAS workspaces as well: 32 MiB
-- (33,554,432 B) from the caching allocator for each thread that runs matrix
-- products, held for the process's life, so one in inference and two in
-- training (autograd's device thread runs the backward pass): 67,108,864 B.
-- llama.cpp has none.  The worked figures below add them where they count.
--
SET search_path = public, computesize;

-- llama.cpp's activations are its compute buffer alone: Llama 2 7B, 4-bit,
-- 4,096 tokens, flash attention, one 512-token micro-batch: 4 B x 512 x
-- (32,000 + 4 x 4,096) = 99,090,432 B
SELECT (memory(inference_job('Llama-2-7B', "precision" => 'q4_k_m', framework => 'llama.cpp'))).activations::bigint
       AS llamacpp_no_workspace;

CREATE FUNCTION pg_temp.try(q text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE r text; h text;
BEGIN
    EXECUTE 'SELECT (' || q || ')::text' INTO r;
    RETURN r;
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS h = PG_EXCEPTION_HINT;
    RETURN SQLSTATE || ': ' || SQLERRM || coalesce(' HINT: ' || h, '');
END $$;

-- the model catalog: 66 shipped models, architecture numbers that agree
-- with the parameter counts.  A decoder's count from its dimensions:
-- attention (query and output heads x head_dim, keys and values kv_heads x
-- head_dim), a gated (3 matrices) or plain (2) MLP for each expert counted,
-- a router of experts x hidden where there are experts, two norms per
-- layer, the embeddings and an untied head
CREATE FUNCTION pg_temp.params_from_dims(m model, mlps float8) RETURNS float8
LANGUAGE sql IMMUTABLE AS $$
    SELECT m.layers::float8 * (2.0 * m.hidden * m.heads * m.head_dim + 2.0 * m.hidden * m.kv_heads * m.head_dim
                               + (CASE WHEN m.gated_mlp THEN 3 ELSE 2 END) * m.hidden::float8 * m.intermediate * mlps
                               + CASE WHEN m.experts > 1 THEN m.hidden::float8 * m.experts ELSE 0 END
                               + 2 * m.hidden)
           + m.vocab::float8 * m.hidden * (CASE WHEN m.tied_embeddings THEN 1 ELSE 2 END)
$$;
-- dense decoders within 3%
SELECT count(*) AS models, count(*) FILTER (WHERE is_builtin) AS shipped FROM model;
SELECT name, params, round((100 * (computed / params - 1))::numeric, 1) AS pct_off
FROM (SELECT name, params, pg_temp.params_from_dims(model, coalesce(experts, 1)) AS computed
      FROM model WHERE arch_type = 'decoder' AND gated_mlp) m
WHERE abs(computed / params - 1) > 0.03
ORDER BY name;

-- 0.1.19's six models: their parameter counts are their dimensions'
-- exactly, with the final norm (hidden values) that the formula above
-- leaves out (Mistral 7B v0.2: 7,241,732,096, GGUF's general.parameter_count),
-- and for Qwen2.5-Coder its query, key and value biases, 28 x (3,584 + 2 x
-- 512) = 129,024, beside its 3,584: 132,608 (7.61B, its card's count)
SELECT name, params::bigint, (params - pg_temp.params_from_dims(model, 1))::bigint AS beyond_the_layers, hidden
FROM model
WHERE name IN ('Mistral-7B-v0.2', 'CodeLlama-7B', 'CodeLlama-13B', 'CodeLlama-34B', 'Phi-3.5-mini', 'Qwen2.5-Coder-7B')
ORDER BY name;
-- Mistral 7B v0.2 attends to its whole context, v0.1 to a 4,096-token
-- window: at 32,768 tokens v0.2 caches 2 x 32 layers x 8 KV heads x 128 x
-- 2 B x 32,768 = 4 GiB, v0.1 the window's 512 MiB under vLLM, and under
-- pytorch the whole prompt's 4 GiB too (transformers' prefill keeps every
-- layer's keys and values: validation rows 1026 and 1032)
SELECT pretty((memory(inference_job('Mistral-7B-v0.2', context => 32768))).kv_cache) AS v02,
       pretty((memory(inference_job('Mistral-7B-v0.1', context => 32768, framework => 'vllm'))).kv_cache) AS v01_vllm,
       pretty((memory(inference_job('Mistral-7B-v0.1', context => 32768))).kv_cache) AS v01_pytorch;
-- the mixture-of-experts decoders too, total and active: every expert
-- resident, active_experts of them per token (Mixtral 8x7B: 46.7B / 12.9B;
-- 8x22B: 141B / 39B; Qwen3 30B-A3B: 30.5B / 3.3B; 235B-A22B: 235B / 22B;
-- gpt-oss 20b and 120b: 20.9B / 4.2B and 116.8B / 5.7B, the card's active
-- counts of 3.6B and 5.1B with the 0.58B input embedding)
SELECT count(*) AS moe_decoders,
       count(*) FILTER (WHERE abs(total / params - 1) > 0.03 OR abs(active / active_params - 1) > 0.03) AS off_by_more_than_3pct
FROM (SELECT params, active_params, pg_temp.params_from_dims(model, experts) AS total,
             pg_temp.params_from_dims(model, active_experts) AS active
      FROM model WHERE arch_type = 'moe-decoder') m;
-- Gemma 3 4B/12B/27B count their 417M SigLIP vision encoder (Gemma 3
-- technical report, table 1) beside the language model the architecture
-- columns describe (within 1%)
SELECT name, round((100 * ((pg_temp.params_from_dims(model, 1) + 417e6) / params - 1))::numeric, 1) AS pct_off
FROM model WHERE arch_type = 'decoder (multimodal)'
ORDER BY params;

-- weights: Llama-2-7B has 6.74e9 parameters, so bf16 weights are 13.48e9 B
-- and fp32 26.96e9 B; int8 quantizes the linear layers (6.74e9 - 2 x 32000
-- x 4096 = 6477856000 at 1 byte) and keeps the 262144000 embedding and head
-- parameters in 16 bits: 6477856000 + 524288000 = 7002144000
SELECT (memory(inference_job('Llama-2-7B'))).weights::bigint AS bf16,
       (memory(inference_job('Llama-2-7B', "precision" => 'fp32'))).weights::bigint AS fp32,
       (memory(inference_job('Llama-2-7B', dtype => 'int8'))).weights::bigint AS int8;

-- KV cache = 2 x layers x kv_heads x head_dim x tokens x bytes:
--   Llama-2-7B (MHA), 4096 tokens, bf16: 2*32*32*128*4096*2 = 2 GiB
--   Llama-3-8B (GQA, 8 KV heads): 2*32*8*128*4096*2 = 512 MiB
--   Mistral-7B (4096-token window on every layer) under vLLM: 512 MiB at
--   any context; under pytorch the whole prompt, 4 GiB at 32768
--   vLLM rounds 4097 tokens up to 257 blocks of 16 = 4112: 538968064
--   DeepSeek-V3 (MLA) under vLLM: the 576-value latent, 61*576*4096*2 = 287834112
--   Llama-3-8B on 2 GPUs (tensor parallel): 256 MiB per GPU
--   Gemma-2-9B at 8192 under vLLM: 21 global + 21 window layers of
--   2*8*256*2 bytes: 8192 * (21*8192 + 21*4096) = 2113929216; under pytorch
--   every layer the whole prompt: 8192 * 42*8192 = 2818572288
SELECT (memory(inference_job('Llama-2-7B'))).kv_cache AS llama2_7b,
       (memory(inference_job('Llama-3-8B'))).kv_cache AS llama3_8b,
       (memory(inference_job('Mistral-7B-v0.1', context => 32768, framework => 'vllm'))).kv_cache AS mistral_32k,
       (memory(inference_job('Llama-3-8B', context => 4097, framework => 'vllm'))).kv_cache::bigint AS vllm_4097,
       (memory(inference_job('DeepSeek-V3', framework => 'vllm'))).kv_cache::bigint AS deepseek_mla,
       (memory(inference_job('Llama-3-8B', gpus => 2))).kv_cache AS tp2,
       (memory(inference_job('Gemma-2-9B', context => 8192, framework => 'vllm'))).kv_cache::bigint AS gemma2_swa,
       (memory(inference_job('Gemma-2-9B', context => 8192))).kv_cache::bigint AS gemma2_pytorch;
-- MLA by runtime.  vLLM and llama.cpp cache the latent (576 values per token
-- and layer); Hugging Face transformers (pytorch) caches every head's
-- decompressed key (qk_nope 128 + qk_rope 64 = 192) and value (128):
-- 128 * 320 = 40960 values, 71x the latent (DeepSeek-V3's config.json).
--   pytorch, 4096 tokens: 61*40960*4096*2 = 20468203520
--   pytorch on 8 GPUs: 16 heads each, 61*16*320*4096*2 = 2558525440
--   llama.cpp, 4096 tokens (a multiple of 256): 61*576*4096*2 = 287834112
--   the expanded layout at 2048 tokens is the 9760 MiB (61*40960*2048*2 B)
--   that a llama.cpp build without MLA support logged as its KV buffer
--   (Ollama issue 8447, ground-truth row 135)
SELECT (memory(inference_job('DeepSeek-V3'))).kv_cache::bigint AS hf_expanded,
       (memory(inference_job('DeepSeek-R1', context => 2048))).kv_cache AS hf_2048,
       (memory(inference_job('DeepSeek-V3', gpus => 8))).kv_cache::bigint AS hf_tp8,
       (memory(inference_job('DeepSeek-R1', "precision" => 'q4_k_m',
                             framework => 'llama.cpp'))).kv_cache::bigint AS llamacpp_latent;

-- the cache layout as arguments (kv_cache_width, sliding_window,
-- sliding_window_layers override the catalog, or describe a model outside it):
--   a llama.cpp build without MLA support caches each head's key and value,
--   kv_cache_width => 128 * (192 + 128) = 40960: 61*40960*2048*2 = 9760 MiB
--   Llama-3-8B with a 4096-token window on every layer, at 32768 tokens
--   under vLLM: 2*8*128*2 bytes * 4096 * 32 layers = 512 MiB (4 GiB without it)
--   the window on 16 of its 32 layers: 4096 * (16*32768 + 16*4096) = 2304 MiB
--   the same as a value: memory() of the stored workload agrees
SELECT (memory(inference_job('DeepSeek-R1', "precision" => 'q4_k_m', framework => 'llama.cpp',
                             context => 2048, kv_cache_width => 40960))).kv_cache AS llamacpp_expanded,
       (memory(inference_job('Llama-3-8B', context => 32768, sliding_window => 4096,
                             framework => 'vllm'))).kv_cache AS every_layer,
       (memory(inference_job('Llama-3-8B', context => 32768, sliding_window => 4096,
                             sliding_window_layers => 16, framework => 'vllm'))).kv_cache AS half_the_layers,
       (memory(w)).kv_cache = (memory(inference_job('Llama-3-8B', context => 32768, sliding_window => 4096,
                                                    sliding_window_layers => 16,
                                                    framework => 'vllm'))).kv_cache AS value_agrees
FROM (SELECT inference_job('Llama-3-8B', context => 32768, sliding_window => 4096,
                           sliding_window_layers => 16, framework => 'vllm') AS w) s;

-- a cache laid out with more heads than the model's KV heads: torchtune's
-- generate recipe of April 2024 cached keys and values expanded to every
-- query head, for the builder's max_seq_len (4096 for Llama 3 8B then;
-- ground-truth row 34): kv_heads => 32 sizes that cache and leaves the
-- catalog's weights alone.  2*32*32*128*4096*2 = 2 GiB, 4x the GQA cache;
-- weights 8,030,000,000 x 2 = 16.06 GB either way
SELECT (memory(inference_job('Llama-3-8B', context => 4096, kv_heads => 32))).kv_cache AS expanded,
       (memory(inference_job('Llama-3-8B', context => 4096, kv_heads => 32))).weights::bigint AS weights;

-- kv_precision fp8 halves it; batch multiplies it
SELECT (memory(inference_job('Llama-3-8B', kv_precision => 'fp8', batch => 4))).kv_cache AS fp8_batch4;

-- the catalog's own head width and window layout, not hidden / heads
-- (under vLLM, which keeps only the window):
--   Qwen3-0.6B (head_dim 128 where 1024 / 16 = 64), 32768 tokens:
--     2*28*8*128*2 = 114688 B per token, x 32768 = 3758096384
--   Gemma-3-1B (1 KV head of 256; 22 of 26 layers in a 512 window):
--     2*1*256*2 = 1024 B per token and layer, 32768 tokens:
--     1024 * (4*32768 + 22*512) = 145752064
--   Gemma-3-27B (16 KV heads of 128; 52 of 62 layers in a 1024 window):
--     2*16*128*2 = 8192 B per token and layer, 131072 tokens:
--     8192 * (10*131072 + 52*1024) = 11173625856
SELECT (memory(inference_job('Qwen3-0.6B', context => 32768))).kv_cache::bigint AS qwen3_0_6b,
       (memory(inference_job('Gemma-3-1B', context => 32768, framework => 'vllm'))).kv_cache::bigint AS gemma3_1b,
       (memory(inference_job('Gemma-3-27B', context => 131072, framework => 'vllm'))).kv_cache::bigint AS gemma3_27b;
-- an MoE keeps every expert: Qwen3-30B-A3B in bf16 is 30.5e9 x 2 =
-- 61000000000 B of weights; DeepSeek-R1 is DeepSeek-V3's architecture; a
-- model is also found by its Hugging Face repository id
SELECT (memory(inference_job('Qwen3-30B-A3B'))).weights::bigint AS qwen3_moe_bf16,
       memory(inference_job('DeepSeek-R1')) = memory(inference_job('DeepSeek-V3')) AS r1_is_v3,
       memory(training_job('Qwen/Qwen3-8B')) = memory(training_job('Qwen3-8B')) AS by_repo_id;

-- MXFP4 (the OCP microscaling format): 32 E2M1 values share one E8M0
-- scale, 17 bytes per 32 values, 4.25 bits.  gpt-oss ships its experts'
-- matrices in it and its attention, router, embeddings and head in bf16.
-- gpt-oss-120b: 36 layers x 128 experts x 3 x 2880 x 2880 = 114,661,785,600
-- expert parameters x 17/32 = 60,914,073,600 B, and (116,829,156,672 -
-- 114,661,785,600) x 2 = 4,334,742,144 B: 65,248,815,744 B = 60.77 GiB, the
-- model card's "60.8 GiB" checkpoint (Table 1); gpt-oss-20b: 24 x 32 x
-- 24,883,200 = 19,110,297,600 x 17/32 = 10,152,345,600 B + 1,804,459,584 x 2
-- = 13,761,264,768 B (12.82 GiB; the card: 12.8 GiB).  llama.cpp's MXFP4
-- files keep the other matrices in q8_0 (34/32 B): 10,152,345,600 +
-- 1,804,459,584 x 34/32 = 12,069,583,908 B (11.24 GiB; ggml-org's file is
-- 11.27 GiB, its norms, biases and router in f32).  A dense model has every
-- linear layer in MXFP4: Llama-2-7B 6,477,856,000 x 17/32 + 262,144,000 x 2
-- = 3,965,649,000 B
SELECT (memory(inference_job('gpt-oss-120b', dtype => 'mxfp4'))).weights::bigint AS gpt_oss_120b,
       round((memory(inference_job('gpt-oss-120b', dtype => 'mxfp4'))).weights::numeric / 1073741824, 2) AS gib_120b,
       (memory(inference_job('gpt-oss-20b', dtype => 'mxfp4'))).weights::bigint AS gpt_oss_20b,
       (memory(inference_job('gpt-oss-20b', dtype => 'mxfp4', framework => 'llama.cpp'))).weights::bigint AS gguf_20b,
       (memory(inference_job('Llama-2-7B', dtype => 'mxfp4'))).weights::bigint AS dense_mxfp4;
-- gpt-oss's KV cache: 8 KV heads of 64, 2 x 8 x 64 x 2 = 2048 B per token
-- and layer; every other layer (18 of 36) keeps a 128-token window.  At
-- 131072 tokens: 2048 x (18 x 131072 + 18 x 128) = 4,836,556,800 B (36 KiB
-- per token on the full layers), under vLLM; under pytorch every layer the
-- whole prompt, 2048 x 36 x 131072 = 9,663,676,416 B
SELECT (memory(inference_job('gpt-oss-120b', dtype => 'mxfp4', context => 131072,
                             framework => 'vllm'))).kv_cache::bigint AS gpt_oss_120b_kv,
       (memory(inference_job('gpt-oss-120b', dtype => 'mxfp4', context => 131072))).kv_cache::bigint AS pytorch_kv;
-- transformers' prefill of Mistral 7B v0.1 (h 4096, I 14336, 32 heads of
-- 128, 8 KV heads, V 32000), one sequence, bf16.  At 4,096 tokens (the
-- window, so no mask): the MLP's buffers and four residual-stream ones,
-- 4096 x 2 x (4 x 4096 + 3 x 14336) = 486,539,264, and the last token's
-- fp32 logits, 128,000: 486,667,264, and the cuBLAS workspace:
-- 520,221,696.  At 32,768 tokens the window must be
-- masked: the MLP phase is 32768 x 2 x (4 x 4096 + 3 x 14336) =
-- 3,892,314,112 (+ 128,000 of logits), the attention's under the mask its
-- float bias 32768^2 x 2 = 2,147,483,648, three residual-stream buffers
-- 805,306,368 and the queries, expanded keys and values and output 32768 x
-- 2 x 4 x 4096 = 1,073,741,824: 4,026,531,840, 134,217,728 more; with the
-- boolean mask, 32768^2 = 1,073,741,824: 5,100,401,664, 5,133,956,096
-- with the workspace (validation row
-- 1036's trace: a 1.98 GiB bias and 0.99 GiB mask).  vLLM's profile is not
-- transformers' and keeps neither.
SELECT (memory(inference_job('Mistral-7B-v0.1', context => 4096, framework => 'transformers'))).activations::bigint AS at_window,
       (memory(inference_job('Mistral-7B-v0.1', context => 32768, framework => 'transformers'))).activations::bigint AS masked,
       (memory(inference_job('Mistral-7B-v0.1', context => 32768, framework => 'transformers'))).activations
     = (memory(inference_job('Mistral-7B-v0.1', context => 32768, framework => 'pytorch'))).activations AS pytorch_same;
-- llama.cpp gives the window layers a cache of their own of
-- GGML_PAD(min(n_ctx, n_swa + n_ubatch), 256) cells (llama_kv_cache_iswa;
-- n_ubatch 512).  gpt-oss-20b at 131072: 12 full layers x 131072 x 2048 B
-- = 3072 MiB plus 12 window layers x pad256(128 + 512) = 768 cells x 2048 B
-- = 18 MiB, the two buffers llama.cpp logs for this model
-- (3,240,099,840 B).  At 1000 tokens (1024 cells): 12 x 1024 x 2048 +
-- 12 x 768 x 2048 = 44,040,192 B.  Gemma-3-27B at 131072 (16 KV heads of
-- 128: 8192 B per cell and layer): 10 x 131072 x 8192 + 52 x
-- pad256(1024 + 512) = 1536 cells x 8192 = 11,391,729,664 B.  Mistral 7B
-- v0.1's GGUF files are the Llama architecture, which has no sliding window
-- in llama.cpp: all 32 layers cache the whole context, 32 x 8 x 128 x 2 x 2
-- = 131,072 B per token, 17,179,869,184 B at 131072 (512 MiB elsewhere)
SELECT (memory(inference_job('gpt-oss-20b', dtype => 'mxfp4', context => 131072, framework => 'llama.cpp'))).kv_cache::bigint AS gguf_20b_kv,
       (memory(inference_job('gpt-oss-20b', dtype => 'mxfp4', context => 1000, framework => 'llama.cpp'))).kv_cache::bigint AS gguf_20b_kv_1000,
       (memory(inference_job('Gemma-3-27B', dtype => 'q4_k_m', context => 131072, framework => 'llama.cpp'))).kv_cache::bigint AS gguf_gemma3_kv,
       (memory(inference_job('Mistral-7B-v0.1', dtype => 'q4_k_m', context => 131072, framework => 'llama.cpp'))).kv_cache::bigint AS gguf_mistral_kv,
       (memory(inference_job('Mistral-7B-v0.1', context => 131072, framework => 'vllm'))).kv_cache::bigint AS vllm_mistral_kv;
-- the card: the 120b "fit[s] on a single 80GB GPU" and the 20b runs "with as
-- little as 16GB memory" (total, context and overhead included)
SELECT fits(inference_job('gpt-oss-120b', dtype => 'mxfp4', framework => 'vllm'), 'h100-sxm') AS fits_one_h100,
       (memory(inference_job('gpt-oss-20b', dtype => 'mxfp4'))).total < '16 GB'::memsize AS under_16_gb,
       fits(inference_job('gpt-oss-120b'), 'h100-sxm') AS bf16_fits_one_h100;
-- vLLM's V1 engine chunks every prefill: its profile run never exceeds
-- max_num_batched_tokens, 16384 at most by default.  gpt-oss-120b: 2 bytes x
-- (3 x 4 x 2880 + (2 x 64 + 2 x 8) x 64 + 4 x 2880) = 110,592 B per token,
-- x 16384 = 1,811,939,328 B for the forward pass; the sampler's top-k/top-p
-- sort over 256 sequences' logits then holds the step's hidden states,
-- 16384 x 2880 x 2 = 94,371,840, and 256 x 201,088 logits x (2 + 36) bytes
-- = 1,956,184,064: 2,050,555,904 B, the larger, at 16384 and at 131072
-- tokens alike, 2,084,110,336 with the workspace.  The whole job at 131072
-- tokens: 65,248,815,744 + KV 4,836,556,800 + 2,084,110,336 + 1.5 GiB =
-- 73,780,095,616 B (68.71 GiB),
-- one H100, as vLLM's gpt-oss recipe serves it
-- the sampler's peak does not shrink with tensor parallelism (the first GPU
-- gathers and samples the whole vocabulary): Llama 3 8B at 8192 tokens,
-- hidden states 8192 x 4096 x 2 = 67,108,864 + 256 x 128,256 x 38 =
-- 1,247,674,368 = 1,314,783,232, + the workspace 33,554,432 =
-- 1,348,337,664 B on one GPU and on two, where the forward
-- pass is 8192 x 2 x (3 x 14336 + (2 x 32 + 2 x 8) x 128 + 4 x 4096) =
-- 1,140,850,688 B and, split in two, 8192 x 2 x (53248 / 2 + 16384) =
-- 704,643,072 B (vLLM's own profile logged 1.26 GiB = 1.35e9 B on both;
-- ground-truth rows 99 and 100)
SELECT (memory(inference_job('Llama-3-8B', framework => 'vllm', context => 8192))).activations::bigint AS vllm_tp1,
       (memory(inference_job('Llama-3-8B', framework => 'vllm', context => 8192, gpus => 2))).activations::bigint AS vllm_tp2;
SELECT (memory(inference_job('gpt-oss-120b', dtype => 'mxfp4', framework => 'vllm', context => 16384))).activations::bigint AS vllm_act_16k,
       (memory(inference_job('gpt-oss-120b', dtype => 'mxfp4', framework => 'vllm', context => 131072))).activations::bigint AS vllm_act_128k,
       (memory(inference_job('gpt-oss-120b', dtype => 'mxfp4', framework => 'vllm', context => 131072))).total::bigint AS vllm_total_128k,
       fits(inference_job('gpt-oss-120b', dtype => 'mxfp4', framework => 'vllm', context => 131072), 'h100-sxm') AS fits_one_h100_128k;
-- MXFP4 is for inference: training names a float format, QLoRA's base a
-- bitsandbytes or int format
SELECT q, pg_temp.try(q) AS result FROM unnest(ARRAY[
    $$training_job('gpt-oss-20b', dtype => 'mxfp4')$$,
    $$training_job('gpt-oss-20b', method => 'qlora', dtype => 'mxfp4', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job('Llama-2-7B', method => 'qlora', dtype => 'fp8', gradient_checkpointing => false, mixed_precision => true)$$
]) AS q;

-- LoRA trainable parameters, Llama-2-7B, rank 8 on q and v:
-- 8 x (4096 + 4096) x 2 x 32 layers = 4,194,304 (PEFT prints this number)
SELECT (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', gradient_checkpointing => false, mixed_precision => true))).trainable_params AS lora_qv,
       (memory(training_job('Llama-2-7B', method => 'lora', lora_rank => 16, lora_targets => 'all-linear', gradient_checkpointing => false, mixed_precision => true))).trainable_params AS lora_all_r16;
-- the same two matrices named as a list, with commas, spaces or both
SELECT t AS lora_targets, (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => t, gradient_checkpointing => false, mixed_precision => true))).trainable_params
FROM unnest(ARRAY['q,v', 'q v', ' q_proj , v_proj ', 'v,q', 'qv,q']) AS t;
-- a plain (ungated) MLP has two matrices, no gate: phi-2's MLP with rank 8,
-- 8 x ((2560 + 10240) + (10240 + 2560)) x 32 layers = 6,553,600
SELECT (memory(training_job(params => 2.78e9, layers => 32, hidden => 2560, heads => 32, kv_heads => 32,
                            intermediate => 10240, vocab => 51200, gated_mlp => false,
                            method => 'lora', lora_targets => 'mlp', gradient_checkpointing => false, mixed_precision => true))).trainable_params AS plain_mlp_lora;

-- ZeRO paper (Rajbhandari et al. 2020, figure 1): 7.5B parameters, mixed
-- precision Adam (2 + 2 + 12 bytes), 64 GPUs: stage 1 = 4*7.5 + 12*7.5/64
-- = 31.40625 GB, stage 2 = 2*7.5 + 14*7.5/64 = 16.640625 GB; stage 3 is
-- 16*7.5/64 = 1.875 GB plus the gathered 16-bit parameters of two layers
SELECT z AS zero_stage,
       ((m).weights::numeric + (m).gradients::numeric + (m).optimizer::numeric) / 1e9 AS model_states_gb
FROM (SELECT z, memory(training_job(params => 7.5e9, framework => 'deepspeed', dtype => 'fp16',
                                    zero_stage => z, gpus => 64)) AS m
      FROM generate_series(0, 3) AS z) s;

-- FSDP keeps its root unit (embeddings and output head) gathered from the
-- forward pass to the end of the backward pass; DeepSpeed does not.  Llama 2
-- 7B: 2 x 32000 x 4096 = 262144000 parameters x 2 bytes = 524288000 bytes,
-- gathered into a buffer of their own beside each GPU's quarter, which
-- stays (FSDP1's _local_shard and _full_param_padded, FSDP2's sharded data
-- and all-gather outputs): 524288000 more than DeepSpeed
SELECT (memory(training_job('Llama-2-7B', framework => 'torchtune', zero_stage => 3, gpus => 4))).weights::bigint
     - (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3, gpus => 4))).weights::bigint
       AS fsdp_root_gathered;
-- the running and the prefetched layer are gathered as they are stored: a
-- QLoRA base in NF4 (4.5 bits: FSDP2 all-gathers torchao's NF4 tensors,
-- FSDP1 and DeepSpeed bitsandbytes' packed storage).  Llama 2 7B: a layer
-- holds (6.74e9 - 262144000) / 32 = 202433000 parameters; two of them at
-- 0.5625 bytes = 227737125 bytes (at bf16 they would be 809732000), beside
-- a quarter of the single-GPU weights and the root unit's 524288000
SELECT round((memory(training_job('Llama-2-7B', method => 'qlora', framework => 'torchtune', zero_stage => 3, gpus => 4, gradient_checkpointing => false))).weights::bigint
             - (memory(training_job('Llama-2-7B', method => 'qlora', framework => 'torchtune', gradient_checkpointing => false))).weights::bigint / 4.0
             - 524288000) AS qlora_layers_gathered,
       round((memory(training_job('Llama-2-7B', method => 'lora', framework => 'torchtune', zero_stage => 3, gpus => 4, gradient_checkpointing => false))).weights::bigint
             - (memory(training_job('Llama-2-7B', method => 'lora', framework => 'torchtune', gradient_checkpointing => false))).weights::bigint / 4.0
             - 524288000) AS lora_layers_gathered;
-- FSDP under AMP (the pytorch profile: the Hugging Face Trainer's FSDP sets
-- MixedPrecision(param_dtype=bf16)) keeps each rank's fp32 shard and
-- gathers bf16 parameters in place of autocast's copies.  Llama 2 7B on 8
-- GPUs.  Stage 2 (SHARD_GRAD_OP) holds every unit gathered from the forward
-- pass to the backward: 4 x 6.74e9 / 8 + 2 x 6.74e9 = 16,850,000,000 B
-- (the unsharded 6 bytes a parameter, 40.44e9, were counted before).
-- Stage 3: 3,370,000,000 B of fp32 shard, two layers of 202,433,000
-- parameters in bf16 (809,732,000 B) and the root's 524,288,000 B:
-- 4,704,020,000 B.  A pure-bf16 stage 2 (torchtune)
-- holds its shard beside the gathered copy: 13.48e9 x 9/8 = 15,165,000,000 B
SELECT (memory(training_job('Llama-2-7B', zero_stage => 2, gpus => 8))).weights::bigint AS amp_zero2,
       (memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 8))).weights::bigint AS amp_zero3,
       (memory(training_job('Llama-2-7B', framework => 'torchtune', zero_stage => 2, gpus => 8))).weights::bigint AS bf16_zero2;
-- a one-layer model has no next layer to prefetch: 1e9 parameters, one
-- layer 4096 wide and two 32000-token tables (262,144,000), pure bf16 on 2
-- GPUs: half of 2,000,000,000 B, the layer's 737,856,000 parameters
-- gathered (1,475,712,000 B) and the root's (524,288,000 B):
-- 3,000,000,000 B
SELECT (memory(training_job(params => 1e9, layers => 1, hidden => 4096, vocab => 32000, framework => 'torchtune',
                            zero_stage => 3, gpus => 2))).weights::bigint AS one_layer_fsdp;

-- plain data parallelism: PyTorch's DistributedDataParallel all-reduces flat
-- gradient buckets that, with gradient_as_bucket_view false (its default,
-- and Accelerate's, the Hugging Face Trainer's and Lightning's), are a second
-- copy of every gradient.  Llama 2 7B (the catalog's 6.74e9 parameters)
-- under AMP, fp32 gradients: 6.74e9 x 4 = 26960000000 bytes more on 2 GPUs,
-- at ZeRO stage 1 too;
-- DeepSpeed, whose buckets are its own, is not doubled
SELECT (memory(training_job('Llama-2-7B', gpus => 2))).gradients::bigint
     - (memory(training_job('Llama-2-7B'))).gradients::bigint AS ddp_buckets,
       (memory(training_job('Llama-2-7B', gpus => 2, zero_stage => 1))).gradients::bigint
     - (memory(training_job('Llama-2-7B'))).gradients::bigint AS ddp_buckets_zero1,
       (memory(training_job('Llama-2-7B', gpus => 2, framework => 'deepspeed'))).gradients
     = (memory(training_job('Llama-2-7B', framework => 'deepspeed'))).gradients AS deepspeed_unchanged;

-- FSDP reduce-scatters each unit's gradient from an unsharded one, which
-- it gathers whole beside the parameters' own gradients (FSDP1's
-- concatenation, FSDP2's reduce-scatter input): twice a unit's gradient at
-- its reduction.  The root unit (embeddings and head) is reduced last, the
-- head's gradient waiting from the start.  Llama 2 7B, torchtune (pure
-- bf16, chunked loss), checkpointed, 1 x 2048 tokens, 4 GPUs:
--   layer: (6.74e9 - 262144000) / 32 = 202433000 parameters, head 32000 x
--   4096 = 131072000, root 2 x 131072000 = 262144000;
--   recomputing a layer: (131072000 + 2 x 202433000) x 2 bytes = 1071876000
--   beside the recomputed layer, 2048 tokens x (2 x (4 x 4096 + (3 x 32 +
--   2 x 32) x 128 + 4 x 11008) + RMSNorm's fp32 inputs 2 x 4096 x 2 + 4 x 32
--   log-sum-exp) = 2048 x 178304 = 365166592: 1437042592;
--   at the end: 2 x 262144000 x 2 bytes = 1048576000;
--   chunked loss: 2048 x 32000 x (2 + 4 + 12/8) = 491520000.
-- torchtune frees its gradients between steps, so the peak comes at the
-- end of the backward pass, every gradient allocated, beside the first
-- layer's checkpointed input (2048 x 4096 x 2 = 16777216) and its
-- recomputation: one GPU 16777216 + 365166592 = 381943808; four GPUs
-- 16777216 + max(1437042592, 1048576000) = 1453819808 (the loss's peak,
-- 32 checkpoints of 16777216, the final norm's 67108864 (below) and the
-- chunked loss, 1095499776 bytes, comes before the gradients' 13480000000
-- and 3370000000 bytes exist).  The
-- activations grow by the unsharded gradients, 1071876000 bytes
SELECT (memory(training_job('Llama-2-7B', framework => 'torchtune', gradient_checkpointing => true,
                            zero_stage => 3, gpus => 4))).activations::bigint
     - (memory(training_job('Llama-2-7B', framework => 'torchtune', gradient_checkpointing => true))).activations::bigint
       AS fsdp_unsharded_grads;

-- gradient accumulation under FSDP: the Hugging Face Trainer (Accelerate's
-- no_sync) and litgpt (Fabric's no_backward_sync) skip the reduce-scatter
-- of every micro-batch but the last, and each GPU holds the whole model's
-- unsharded gradients at the gathered type.  Llama 2 7B on 4 GPUs:
--   litgpt (pure bf16): 6.74e9 x 2 = 13480000000 bytes, not 6.74e9 x 2 / 4
--   = 3370000000; pytorch (AMP, FSDP gathers bf16): 6.74e9 x 2 =
--   13480000000 bytes, not its fp32 shard 6.74e9 x 4 / 4 = 6740000000;
--   LoRA's adapters: their own gradients (fp32 under AMP), whole;
--   the optimizer step, after the last micro-batch has reduce-scattered
--   them: AdamW's foreach buffer, 6.74e9 / 4 x 2 = 3370000000 bytes, fits
--   in the 13480000000 - 3370000000 bytes they leave (litgpt): no
--   optimizer_step; without accumulation the buffer takes the room of the
--   gathered parameters, resharded by then (two layers of (6.74e9 -
--   2 x 32000 x 4096) / 32 = 202433000 parameters and the root unit's
--   262144000, at 2 bytes: 809732000 + 524288000 = 1334020000), and
--   litgpt's loop still names the last logits (2048 x 32000 x 2 =
--   131072000): 3370000000 - 1334020000 + 131072000 = 2167052000, less the
--   activations (checkpointed, so that they are smaller), not counting
--   the two cuBLAS workspaces (67108864) the column adds, held at the step;
--   torchtune (reduce-scatters every micro-batch), DeepSpeed (accumulates
--   into its partitions) and one GPU: unchanged
SELECT (memory(training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4, gradient_accumulation => 4))).gradients::bigint AS litgpt_accumulating,
       (memory(training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4))).gradients::bigint AS litgpt_one_batch,
       (memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 4, gradient_accumulation => 4))).gradients::bigint AS amp_accumulating,
       (memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 4))).gradients::bigint AS amp_one_batch;
SELECT (e).optimizer_step::bigint AS accumulating_step,
       (o).optimizer_step::bigint = 2167052000 - ((o).activations::bigint - 67108864) AS one_batch_step
FROM (SELECT memory(training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4,
                                  gradient_checkpointing => true, gradient_accumulation => 4)) AS e,
             memory(training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4,
                                  gradient_checkpointing => true)) AS o) s;
-- FSDP (full shard) under AMP on 8 GPUs, 1 x 512 tokens checkpointed: the
-- step's foreach buffer (6.74e9 / 8 fp32 second moments, 3370000000 bytes)
-- takes the room of the gathered bf16 parameters, freed by then (two layers,
-- 809732000, and the root unit, 524288000): 2035980000 beyond the
-- resident state, less the activations (without the two cuBLAS
-- workspaces, 67108864, which stay beside the buffer); the HF Trainer's
-- loop holds no logits at the step.  The total moves by the same
-- 1334020000 bytes from the gathered parameters plus the whole buffer.
SELECT (o).optimizer_step::bigint = 2035980000 - ((o).activations::bigint - 67108864) AS fsdp_step,
       ((o).weights::bigint + (o).gradients::bigint + (o).optimizer::bigint
        + 3370000000 - 1334020000 + 67108864) = (o).allocated::bigint AS step_peak_beside_shards
FROM (SELECT memory(training_job('Llama-2-7B', batch => 1, seq_len => 512, zero_stage => 3, gpus => 8,
                                  gradient_checkpointing => true)) AS o) s;
SELECT (e).gradients::bigint = (e).trainable_params * 4 AS lora_whole_fp32_adapter_grads
FROM (SELECT memory(training_job('Llama-2-7B', method => 'lora', zero_stage => 3, gpus => 4, gradient_accumulation => 8, gradient_checkpointing => false, mixed_precision => true)) AS e) s;
-- (torchtune and litgpt do change, for another reason: their gradients,
-- freed between steps, exist at the loss of every micro-batch but the
-- first; see the test of freed gradients below)
SELECT fw, z, g, memory(training_job('Llama-2-7B', framework => fw, zero_stage => z, gpus => g, gradient_accumulation => 16))
               = memory(training_job('Llama-2-7B', framework => fw, zero_stage => z, gpus => g)) AS unchanged
FROM (VALUES ('torchtune', 3, 4), ('deepspeed', 2, 4), ('deepspeed', 3, 8), ('pytorch', 3, 1), ('litgpt', 1, 4), ('pytorch', 0, 8)) v(fw, z, g);
-- gradients freed between steps: torchtune (zero_grad(set_to_none=True))
-- and litgpt (zero_grad(), None since PyTorch 2.0) free every gradient
-- after the step, so none exists at the loss; the backward pass allocates
-- them while it frees the activations, and peaks at one of its ends.
-- Llama 2 7B, one GPU, checkpointed, 1 x 2048 tokens, chunked loss:
--   at the loss: 32 checkpoints of 2048 x 4096 x 2 = 536870912 bytes, the
--   final norm's fp32 input, its normalised bf16 value (for its weight's
--   gradient) and the head's bf16 input, 2048 x 4096 x (4 + 2 + 2) =
--   67108864, and the chunked loss's 491520000 (above): 1095499776, beside
--   weights and optimizer state only;
--   at the end: every gradient (6.74e9 x 2 = 13480000000) beside the first
--   layer's input, 16777216, and its recomputation, 365166592: the
--   activations add 381943808 to the gradients, and the loss's 1095499776
--   fits in the room the gradients take later; with the two cuBLAS
--   workspaces, 67108864, the column reads 449052672;
--   two micro-batches a step: the first one's gradients are there at the
--   second one's loss, 1095499776 beside them (1162608640 with the
--   workspaces), as a plain PyTorch loop is counted
-- and at 4 x 2048 tokens without checkpointing the loss sets the peak,
-- before the gradients exist: 13480000000 bytes less allocated than with
-- accumulation, for torchtune and litgpt; a plain PyTorch loop (the
-- Hugging Face Trainer zeroed gradients in place under PyTorch 1.x) and
-- DeepSpeed (its own gradient partitions) keep them
SELECT (memory(training_job('Llama-2-7B', framework => 'torchtune', gradient_checkpointing => true))).activations::bigint AS freed,
       (memory(training_job('Llama-2-7B', framework => 'torchtune', gradient_checkpointing => true, gradient_accumulation => 2))).activations::bigint AS accumulated;
SELECT fw, (memory(training_job('Llama-2-7B', framework => fw, batch => 4, gradient_accumulation => 2))).allocated::bigint
         - (memory(training_job('Llama-2-7B', framework => fw, batch => 4))).allocated::bigint AS gradients_at_the_loss
FROM (VALUES ('torchtune'), ('litgpt'), ('pytorch'), ('deepspeed')) v(fw);
-- transformers (4.46 on, PyTorch 2): the Hugging Face Trainer and current
-- loops free gradients between steps (zero_grad() sets them to None), and
-- the model returns 16-bit logits that its loss upcasts: 12 bytes a logit in
-- the loss's backward pass plus the 16-bit logits a loop keeping `outputs`
-- holds, 14 in all, where the pytorch profile counts 16 (fp32 logits held).
-- Llama 2 7B, AMP, 1 x 2048 tokens, no checkpointing:
--   the layers 32 x 2048 x 202,880 = 13,295,943,680 B (per token and layer
--   as worked out for optimizer_step below), the final norm's 2048 x 4096 x
--   10 = 83,886,080, the loss's 2048 x 32,000 x 14 = 917,504,000: at the
--   loss 14,297,333,760 with no gradient yet, less than the 26,960,000,000
--   of fp32 gradients still to come;
--   at the end of the backward pass every gradient, beside the first
--   layer's activations (2048 x 202,880 = 415,498,240) and the 16-bit
--   logits still held (2048 x 32,000 x 2 = 131,072,000): 546,570,240,
--   613,679,104 with the two cuBLAS workspaces (67,108,864);
--   the step: AdamW's foreach buffer (6.74e9 x 4) less autocast's copies,
--   gone by then (6.74e9 x 2), 13,480,000,000, beyond those activations by
--   12,933,429,760: the step sets the peak, 18 bytes a parameter plus
--   13,480,000,000 plus the workspaces, still held = 134,867,108,864 B;
--   two micro-batches a step: the second one's loss meets the first one's
--   gradients, 14,297,333,760 beside them (14,364,442,624 with the
--   workspaces), the pytorch profile's 14,428,405,760 less 2 bytes a logit
--   (131,072,000)
SELECT activations::bigint AS activations, optimizer_step::bigint AS optimizer_step, allocated::bigint AS allocated,
       (memory(training_job('Llama-2-7B', framework => 'transformers', gradient_accumulation => 2))).activations::bigint AS accumulated
FROM memory(training_job('Llama-2-7B', framework => 'transformers'));
-- otherwise as pytorch: AMP by default, PEFT's fp32 adapters, and at
-- inference transformers' cache of MLA's decompressed heads
SELECT (training_job('Llama-2-7B', method => 'lora', framework => 'Transformers', gradient_checkpointing => false, mixed_precision => true)).framework AS stored_as,
       memory(training_job('Llama-2-7B', method => 'lora', framework => 'transformers', gradient_checkpointing => false, mixed_precision => true))
     = memory(training_job('Llama-2-7B', method => 'lora', framework => 'transformers', lora_dtype => 'fp32', mixed_precision => true, gradient_checkpointing => false)) AS peft_and_amp,
       (memory(inference_job('DeepSeek-V3', framework => 'transformers'))).kv_cache
     = (memory(inference_job('DeepSeek-V3', framework => 'pytorch'))).kv_cache AS same_cache;
-- a workload value keeps the argument: 1 unless given, NULL for inference
SELECT (training_job('Llama-2-7B')).gradient_accumulation AS default_steps,
       (training_job('Llama-2-7B', gradient_accumulation => 32)).gradient_accumulation AS given_steps,
       (inference_job('Llama-2-7B')).gradient_accumulation AS inference_steps,
       memory(training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4, gradient_accumulation => 4))
     = memory(w) AS value_same_as_direct
FROM (SELECT training_job('Llama-2-7B', framework => 'litgpt', zero_stage => 3, gpus => 4, gradient_accumulation => 4) AS w) s;

-- 0.1.13: the catalog's norm and soft-capping flags.  Gemma 2 9B (42 layers,
-- hidden 3584, 16 heads), LoRA under torchtune, one sequence of 512 tokens,
-- no checkpointing, unchunked loss, bf16: every layer's activations stay,
-- so a flag adds 42 x 512 tokens x its bytes per token and layer (each
-- measured against the stored workload with that flag cleared):
--   post_norms: two more norms, each keeping its fp32 input: 2 x 3584 x 4
--     = 28672 -> 42 x 512 x 28672 = 616562688 bytes
--   attention_softcapping: torchtune's Gemma 2 attention computes the score
--     matrix eagerly, per token 16 heads x 512 keys x (the fp32 softmax 4 +
--     its bf16 copy 2 + the tanh's bf16 output 2) = 65536, where the fused
--     kernel kept its fp32 log-sum-exp, 16 x 4 = 64: 65472 -> 42 x 512 x
--     65472 = 1407909888 bytes
--   logit_softcapping: the tanh's bf16 output beside the logits, 512 x
--     256000 x 2 = 262144000 bytes (the loss's buffers set the rest of the
--     peak here)
SELECT (m).activations::bigint - (memory(jsonb_populate_record(w, '{"post_norms": false}'))).activations::bigint AS post_norms,
       (m).activations::bigint - (memory(jsonb_populate_record(w, '{"attention_softcapping": false}'))).activations::bigint AS attention_softcapping,
       (m).activations::bigint - (memory(jsonb_populate_record(w, '{"logit_softcapping": false}'))).activations::bigint AS logit_softcapping,
       (m).activations::bigint - (memory(jsonb_populate_record(w, '{"post_norms": false, "attention_softcapping": false, "logit_softcapping": false}'))).activations::bigint
           = 616562688::bigint + 1407909888 + 262144000 AS all_three_add_up
FROM (SELECT w, memory(w) AS m
      FROM (SELECT training_job('Gemma-2-9B', method => 'lora', framework => 'torchtune', batch => 1, seq_len => 512,
                                chunked_loss => false, gradient_checkpointing => false) AS w) w) s;
-- Hugging Face's Gemma 2 caps inside flash-attention 2's kernel: nothing
-- more with flash_attention; its eager path keeps the tanh's output too,
-- 16 x 512 x 2 = 16384 per token and layer -> 42 x 512 x 16384 = 352321536
SELECT (f).activations::bigint - (memory(jsonb_populate_record(fw, '{"attention_softcapping": false}'))).activations::bigint AS hf_flash,
       (e).activations::bigint - (memory(jsonb_populate_record(ew, '{"attention_softcapping": false}'))).activations::bigint AS hf_eager
FROM (SELECT fw, memory(fw) AS f, ew, memory(ew) AS e
      FROM (SELECT training_job('Gemma-2-9B', method => 'lora', batch => 1, seq_len => 512, gradient_checkpointing => false, mixed_precision => true) AS fw,
                   training_job('Gemma-2-9B', method => 'lora', batch => 1, seq_len => 512, flash_attention => false, gradient_checkpointing => false, mixed_precision => true) AS ew) w) s;
-- qk_norm: Qwen3 8B (36 layers, 32 heads and 8 KV heads of 128), 2048
-- tokens, no checkpointing.  Hugging Face norms the 8 KV heads before
-- copying them out, in fp32: (32 + 8) x 128 x 4 = 20480 -> 36 x 2048 x
-- 20480 = 1509949440 bytes; torchtune norms keys already copied to the 32
-- query heads: 64 x 128 x 4 = 32768 -> 2415919104; torch.compile keeps the
-- bf16 input: 40 x 128 x 2 = 10240 -> 754974720
SELECT (memory(w)).activations::bigint - (memory(jsonb_populate_record(w, '{"qk_norm": false}'))).activations::bigint AS qk_norm
FROM (VALUES (1, training_job('Qwen3-8B')),
             (2, training_job('Qwen3-8B', framework => 'torchtune', chunked_loss => false)),
             (3, training_job('Qwen3-8B', compiled => true))) v(n, w)
ORDER BY n;
-- the flags come from the catalog and stay in the value; a value stored
-- before 0.1.13 reads them as NULL, which is false
SELECT name, post_norms, qk_norm, attention_softcapping, logit_softcapping
FROM model WHERE post_norms OR qk_norm OR attention_softcapping OR logit_softcapping ORDER BY name;
SELECT (w).post_norms, (w).qk_norm, (w).attention_softcapping, (w).logit_softcapping,
       (training_job(params => 7e9)).post_norms AS params_only,
       (inference_job('Gemma-2-9B')).logit_softcapping AS inference_keeps_it,
       memory(w) = memory(training_job('Gemma-2-9B', gradient_checkpointing => true)) AS value_same_as_direct,
       memory(jsonb_populate_record(training_job('Llama-2-7B'), '{"post_norms": null, "qk_norm": null, "attention_softcapping": null, "logit_softcapping": null}'))
           = memory(training_job('Llama-2-7B')) AS null_is_false
FROM (SELECT training_job('Gemma-2-9B', gradient_checkpointing => true) AS w) s;

-- 0.1.20: hidden_act.  transformers computes gelu_new (GPT-2, GPT-J,
-- phi-1.5, phi-2) as 0.5 * x * (1 + tanh(c * (x + 0.044715 * x^3))), and
-- autograd keeps tanh's output, 1 + tanh and 0.5 * x beside the input and
-- output a fused GELU keeps: 3 tensors of the MLP's width.  GPT-2 XL (48
-- layers, MLP 6400), 4 x 1024 tokens, bf16, no checkpointing: every
-- layer's activations stay, 3 x 6400 x 2 bytes x 4096 tokens x 48 layers
-- = 7549747200 bytes more than the same job with a fused gelu (the GPT-2
-- XL measurement, row 1039, traced 4 tensors a layer at that line of
-- activations.py: the three and the output).  torchtune and litgpt call
-- PyTorch's fused GELU, and torch.compile fuses the operations: no more.
-- gelu_fast keeps 6 (0.044715 * x, x * 0.7978845608, 1 + 0.044715 * x * x,
-- tanh's output, 1 + tanh, 0.5 * x): 15099494400; quick_gelu 1 (the
-- sigmoid's output): 2516582400
SELECT v.fw, v.compiled, v.act,
       (memory(training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024, mixed_precision => false,
                            framework => v.fw, compiled => v.compiled, hidden_act => v.act))).allocated::bigint
     - (memory(training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024, mixed_precision => false,
                            framework => v.fw, compiled => v.compiled, hidden_act => 'gelu'))).allocated::bigint AS more_bytes
FROM (VALUES (1, 'pytorch', false, 'gelu_new'), (2, 'transformers', false, 'gelu_new'),
             (3, 'deepspeed', false, 'gelu_new'), (4, 'transformers', true, 'gelu_new'),
             (5, 'litgpt', false, 'gelu_new'), (6, 'transformers', false, 'gelu_fast'),
             (7, 'transformers', false, 'quick_gelu'), (8, 'transformers', false, 'silu')) v(n, fw, compiled, act)
ORDER BY v.n;
-- the catalog's names, kept in the value (as listed, in any case); NULL
-- without a model (a fused activation) and in a value stored before 0.1.20
SELECT name, hidden_act FROM model WHERE hidden_act NOT IN ('silu', 'gelu', 'gelu_pytorch_tanh', 'relu') ORDER BY name;
SELECT (training_job('GPT-2 XL (1.5B)', seq_len => 2048)).hidden_act AS from_catalog,
       (training_job('Llama-2-7B')).hidden_act AS llama,
       (training_job('GPT-2 XL (1.5B)', hidden_act => 'GELU', seq_len => 2048)).hidden_act AS overridden,
       (training_job(params => 7e9)).hidden_act IS NULL AS params_only_null,
       (inference_job('phi-2', context => 4096)).hidden_act AS inference_keeps_it,
       memory(training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024))
           = memory(jsonb_populate_record(training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024), '{"hidden_act": "gelu_new"}'))
           AS value_same_as_direct,
       memory(jsonb_populate_record(training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024), '{"hidden_act": null}'))
           = memory(training_job('GPT-2 XL (1.5B)', batch => 4, seq_len => 1024, hidden_act => 'gelu')) AS null_is_fused;
-- 0.1.20: kv_broadcast (Falcon 7B).  transformers' Falcon attention hands
-- SDPA one KV head broadcast over 71 query heads, with the mask: PyTorch's
-- math kernel holds fp32 scores and the softmax's output and a byte more a
-- score, beside the mask as an fp32 bias and two fp32 copies of the
-- queries.  Batch 8 x 2048 tokens (16384), heads 71 of 64, hidden 4544,
-- MLP 18176, bf16, one GPU.  Attention phase: 16384 x (2048 x (9 x 71 + 4)
-- + 8 x 71 x 64) + 3 residual buffers (3 x 16384 x 2 x 4544 = 446693376)
-- = 22617784320; the MLP phase it replaces: 4 x 148897792 + 16384 x 2 x 3
-- x 18176 = 2382364672; the boolean mask 16384 x 2048 = 33554432: more by
-- 22617784320 - 2382364672 + 33554432 = 20268974080 bytes.  Nothing under
-- vllm, nor with flash_attention => false (the eager path, counted as such)
SELECT v.fw, v.flash,
       (memory(w)).activations::bigint - (memory(jsonb_populate_record(w, '{"kv_broadcast": false}'))).activations::bigint AS more_bytes
FROM (VALUES (1, 'transformers', true), (2, 'pytorch', true), (3, 'vllm', true), (4, 'transformers', false)) v(n, fw, flash),
     LATERAL (SELECT inference_job('Falcon-7B', batch => 8, context => 2048, framework => v.fw, flash_attention => v.flash) AS w) j
ORDER BY v.n;
SELECT name, kv_broadcast FROM model WHERE kv_broadcast ORDER BY name;
SELECT (inference_job('Falcon-7B', context => 4096)).kv_broadcast AS falcon_7b, (inference_job('Falcon-40B', context => 4096)).kv_broadcast AS falcon_40b,
       (training_job('Falcon-7B')).kv_broadcast AS training_keeps_it,
       memory(training_job('Falcon-7B')) = memory(jsonb_populate_record(training_job('Falcon-7B'), '{"kv_broadcast": false}'))
           AS training_not_counted,
       memory(jsonb_populate_record(inference_job('Falcon-7B', context => 4096), '{"kv_broadcast": null}'))
           = memory(jsonb_populate_record(inference_job('Falcon-7B', context => 4096), '{"kv_broadcast": false}')) AS null_is_false;
-- a name no configuration uses: 22023, listing the valid ones
SELECT training_job('GPT-2 XL (1.5B)', hidden_act => 'gelu_tanh', seq_len => 2048);
SELECT memory(jsonb_populate_record(training_job('GPT-2 XL (1.5B)', seq_len => 2048), '{"hidden_act": "tanhh"}'));

-- 0.1.21: prompt, the prompt's tokens of the context; the rest is
-- generated.  The peak is the larger of the prefill of the prompt and the
-- last step (one token a sequence against the whole context's cache).
-- Llama 3.2 1B (16 layers, hidden 2048, 8 KV heads of 64, MLP 8192,
-- vocabulary 128256), bf16, batch 64, context 1024 (65536 tokens):
--   cache, whole context: 16 x 2 x 8 x 64 x 2 bytes = 32768 a token,
--     x 65536 = 2147483648
--   a prefill of t tokens: t x 2 x (2048 + 3 x 8192) (MLP buffers) + 64 x
--     128256 x 4 (last-token fp32 logits) + 3 x t x 2 x 2048 (Hugging
--     Face's residual buffers): 1024 a sequence (t = 65536) 4327800832,
--     128 (t = 8192) 569704448, 896 (t = 57344) 3790929920, and one token
--     (t = 64) 37027840
--   transformers (a cache that grows): prompt 128, the prefill 8192 x
--     32768 + 569704448 = 838139904 against the last step 2147483648 +
--     37027840 = 2184511488: the step's, cache 2147483648 and activations
--     37027840; prompt 896, the prefill 57344 x 32768 + 3790929920 =
--     5669978112: the prefill's, cache 1879048192 and activations
--     3790929920 (the peak's components)
--   pytorch (counted as a cache allocated whole): the whole cache and the
--     larger buffers, 569704448 at prompt 128
--   and in every case the cuBLAS workspace, 33554432: 4361355264,
--     3824484352, 70582272 and 603258880 in the column
-- (measured, row 1044: 4.43 GiB allocated at prompt 128, transformers)
SELECT v.fw, v.prompt, (m).kv_cache::bigint AS kv_cache, (m).activations::bigint AS activations
FROM (VALUES (1, 'transformers', NULL), (2, 'transformers', 1024), (3, 'transformers', 896),
             (4, 'transformers', 128), (5, 'pytorch', 128)) v(n, fw, prompt),
     LATERAL (SELECT memory(inference_job('Llama-3.2-1B', batch => 64, context => 1024, framework => v.fw,
                                          prompt => v.prompt)) AS m) e
ORDER BY v.n;
-- eager attention: the last step's scores span the context.  Batch 1,
-- context 4096, prompt 1, pytorch, flash_attention => false: a one-token
-- prefill 2 x 26624 + 128256 x 4 + 32 heads x 1 x 1 x 6 + 3 x 2 x 2048 =
-- 578752; the last step adds 32 x 4095 x 6 = 786240 for the rest of the
-- context: 1364992, and the cuBLAS workspace 33554432: 34919424
SELECT (memory(inference_job('Llama-3.2-1B', context => 4096, prompt => 1, flash_attention => false))).activations::bigint
       AS eager_last_step;
-- a sliding window: Hugging Face's cache keeps a window layer's window at
-- the last step, a cache allocated whole the context.  Mistral 7B (32
-- layers, 8 KV heads of 128, window 4096 on every layer), context 8192,
-- prompt 128: 32 x 2 x 8 x 128 x 2 = 131072 bytes a token, x 4096 =
-- 536870912 (transformers) and x 8192 = 1073741824 (pytorch)
SELECT v.fw, (memory(inference_job('Mistral-7B-v0.1', context => 8192, prompt => 128, framework => v.fw))).kv_cache::bigint
       AS kv_cache
FROM (VALUES (1, 'transformers'), (2, 'pytorch')) v(n, fw) ORDER BY v.n;
-- vLLM profiles and llama.cpp sizes their buffers whatever the prompt; the
-- prompt is kept in the value, NULL without one and in a value stored
-- before 0.1.21 (the whole context); the direct call and the value agree;
-- a context that holds more fits more of it
SELECT memory(inference_job('Llama-3.2-1B', context => 8192, framework => 'vllm', prompt => 128))
           = memory(inference_job('Llama-3.2-1B', context => 8192, framework => 'vllm')) AS vllm_same,
       memory(inference_job('Llama-3.2-1B', context => 8192, dtype => 'q4_k_m', framework => 'llama.cpp', prompt => 128))
           = memory(inference_job('Llama-3.2-1B', context => 8192, dtype => 'q4_k_m', framework => 'llama.cpp'))
           AS llama_cpp_same,
       (inference_job('Llama-3.2-1B', prompt => 128)).prompt AS kept,
       (inference_job('Llama-3.2-1B')).prompt IS NULL AS null_without,
       memory(w) = memory(inference_job('Llama-3.2-1B', batch => 64, context => 1024, framework => 'transformers', prompt => 128))
           AS value_same_as_direct,
       memory(jsonb_populate_record(w, '{"prompt": null}'))
           = memory(inference_job('Llama-3.2-1B', batch => 64, context => 1024, framework => 'transformers')) AS null_is_whole,
       max_context(inference_job('Llama-3.2-1B', batch => 64, prompt => 128, framework => 'transformers'), 'h100-sxm')
           > max_context(inference_job('Llama-3.2-1B', batch => 64, framework => 'transformers'), 'h100-sxm') AS longer_context_fits
FROM (SELECT inference_job('Llama-3.2-1B', batch => 64, context => 1024, framework => 'transformers', prompt => 128) AS w) s;
-- bad prompts: 22023
SELECT inference_job('Llama-3.2-1B', prompt => 0);
SELECT inference_job('Llama-3.2-1B', context => 1024, prompt => 1025);
SELECT inference_job('BERT-base-uncased', context => 512, prompt => 128);
SELECT inference_job('T5-small', context => 512, prompt => 128);
SELECT memory(jsonb_populate_record(inference_job('Llama-3.2-1B', context => 1024), '{"prompt": 2048}'));
SELECT memory(jsonb_populate_record(training_job('Llama-3.2-1B'), '{"prompt": 128}'));

-- 0.1.14: the LoRA adapters' type.  PEFT (0.12 on) keeps a 16-bit model's
-- adapters in fp32 and casts each adapted layer's input to fp32 for them;
-- lora_A keeps that copy for its backward pass, and the 16-bit input the
-- adapter would have shared is kept by nothing (the frozen layer needs no
-- input for a weight gradient).  Llama 2 7B (32 layers, hidden 4096 = 32
-- heads x 128, intermediate 11008), LoRA r = 16 on every linear layer,
-- pure bf16, 2 x 1024 tokens, no checkpointing: fp32 against bf16 adapters
--   trainable: 16 x 32 x (4 x (4096 + 4096) + 3 x (4096 + 11008)) = 39976960
--   weights and gradients: 2 more bytes each, 79953920 bytes each
--   AdamW's two states: 2 x 2 more bytes, 159907840 bytes
--   activations, per token and layer: the fp32 copies of the inputs of q,
--     k, v, o, gate, up (4096 each) and down (11008), 4 x 35584 = 142336,
--     less the bf16 norm outputs (q, k, v; gate, up) and MLP product (down)
--     no longer kept, 2 x (4096 + 4096 + 11008) = 38400: 103936 -> 2048
--     tokens x 32 layers x 103936 = 6811549696 bytes
--   allocated: 2 x 79953920 + 159907840 + 6811549696 = 7131365376 bytes
--   (total adds the allocator's slack on top, a share of it)
-- (measured on an H100, validation/measured-vram.csv rows 1010 and 1015:
-- 30.701 and 24.215 GiB, 6.964e9 bytes apart).  QLoRA's 4-bit layers cast
-- the same inputs (PEFT's bitsandbytes Linear4bit, outside autocast), but
-- bitsandbytes keeps their 16-bit inputs as well: 4 x 35584 = 142336 per
-- token and layer, 2048 x 32 x 142336 = 9328132096 bytes.  With
-- lora_dropout each adapter keeps its dropped-out input and a 1-byte mask
-- instead, and the shared inputs leave either way: (4 + 1) x 35584 - 38400
-- = 139520 against (2 + 1) x 35584 - 38400 = 68352 with bf16 adapters,
-- 71168 more per token and layer -> 2048 x 32 x 71168 = 4664066048 bytes
-- (measured, rows 1016 and 1017: 32.841 and 28.364 GiB, 4.81e9 bytes
-- apart, 0.32e9 of them the adapters' own weights, gradients and states)
SELECT (f).weights::bigint - (b).weights::bigint AS weights,
       (f).gradients::bigint - (b).gradients::bigint AS gradients,
       (f).optimizer::bigint - (b).optimizer::bigint AS optimizer,
       (f).activations::bigint - (b).activations::bigint AS activations,
       (f).allocated::bigint - (b).allocated::bigint AS allocated
FROM (SELECT memory(training_job('Llama-2-7B', method => 'lora', lora_rank => 16, lora_targets => 'all-linear',
                                 batch => 2, seq_len => 1024, mixed_precision => false, gradient_checkpointing => false)) AS f,
             memory(training_job('Llama-2-7B', method => 'lora', lora_rank => 16, lora_targets => 'all-linear',
                                 batch => 2, seq_len => 1024, mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false)) AS b) s;
SELECT (memory(training_job('Llama-2-7B', method => 'qlora', lora_rank => 16, lora_targets => 'all-linear',
                            batch => 2, seq_len => 1024, mixed_precision => false, gradient_checkpointing => false))).activations::bigint
     - (memory(training_job('Llama-2-7B', method => 'qlora', lora_rank => 16, lora_targets => 'all-linear',
                            batch => 2, seq_len => 1024, mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false))).activations::bigint
       AS qlora_activations,
       (memory(training_job('Llama-2-7B', method => 'lora', lora_rank => 16, lora_targets => 'all-linear', lora_dropout => 0.05,
                            batch => 2, seq_len => 1024, mixed_precision => false, gradient_checkpointing => false))).activations::bigint
     - (memory(training_job('Llama-2-7B', method => 'lora', lora_rank => 16, lora_targets => 'all-linear', lora_dropout => 0.05,
                            batch => 2, seq_len => 1024, mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false))).activations::bigint
       AS with_dropout;
-- the same job in fp32 or under AMP: the adapters are fp32 whether the
-- value says so or not (0.1.13's rule), so the estimate is the same
SELECT memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'all-linear', gradient_checkpointing => false, mixed_precision => true))
     = memory(jsonb_populate_record(training_job('Llama-2-7B', method => 'lora', lora_targets => 'all-linear', gradient_checkpointing => false, mixed_precision => true), '{"lora_dtype": null}'))
       AS amp_unchanged,
       memory(training_job('Llama-2-7B', method => 'lora', "precision" => 'fp32', framework => 'torchtune', gradient_checkpointing => false))
     = memory(jsonb_populate_record(training_job('Llama-2-7B', method => 'lora', "precision" => 'fp32', framework => 'torchtune', gradient_checkpointing => false), '{"lora_dtype": null}'))
       AS fp32_unchanged;
-- the value keeps the type: the framework's when not given (PEFT's fp32
-- under pytorch; the compute type under torchtune, litgpt and DeepSpeed,
-- which casts the whole module; fp32 for fp32 weights), NULL for full
-- fine-tuning and inference; a value stored before 0.1.14 reads NULL,
-- which is 0.1.13's rule (fp32 under AMP or in fp32, else the compute type)
SELECT v.fw, v.mixed, v.prec, (training_job('Llama-2-7B', method => 'lora', framework => v.fw, mixed_precision => v.mixed,
                                            "precision" => v.prec, gradient_checkpointing => false)).lora_dtype
FROM (VALUES ('pytorch', false, 'bf16'), ('pytorch', true, 'bf16'), ('pytorch', false, 'fp16'),
             ('torchtune', false, 'bf16'), ('litgpt', false, 'bf16'), ('deepspeed', false, 'bf16'),
             ('torchtune', false, 'fp32')) v(fw, mixed, prec);
SELECT (training_job('Llama-2-7B')).lora_dtype IS NULL AS full_null,
       (inference_job('Llama-2-7B')).lora_dtype IS NULL AS inference_null,
       (training_job('Llama-2-7B', method => 'qlora', mixed_precision => false, gradient_checkpointing => false)).lora_dtype AS qlora_pytorch,
       memory(jsonb_populate_record(training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false), '{"lora_dtype": null}'))
     = memory(training_job('Llama-2-7B', method => 'lora', mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false)) AS null_is_0_1_13,
       memory(w) = memory(training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false)) AS value_same_as_direct
FROM (SELECT training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false) AS w) s;

-- num_labels (0.1.16): a classification head trained in place of the
-- language-model head.  The Hugging Face guide's BERT-large runs
-- (AutoModelForSequenceClassification, 2 labels; fp32, 4 x 512 tokens,
-- eager attention, PyTorch loop keeping outputs): no vocabulary-wide
-- logits.  The loss's buffers at the peak were 16 bytes a logit over
-- 2048 tokens x 30522; with 2 labels they are 16 x 2048 x 2, so the
-- activations drop by 16 x 2048 x (30522 - 2) = 1,000,079,360 bytes and
-- the total by that and its 10% allocator slack, 1,100,087,296 (the
-- final norm and the head's input are a full fine-tune's either way).
SELECT (lm).activations::bigint - (cls).activations::bigint AS activations_drop,
       (lm).total::bigint - (cls).total::bigint AS total_drop,
       (lm).weights = (cls).weights AND (lm).gradients = (cls).gradients
           AND (lm).optimizer = (cls).optimizer AS states_unchanged
FROM (SELECT memory(training_job(params => 0.335e9, layers => 24, hidden => 1024, heads => 16, vocab => 30522,
                                 intermediate => 4096, "precision" => 'fp32', batch => 4, seq_len => 512,
                                 flash_attention => false, gated_mlp => false, tied_embeddings => true,
                                 dropout => true)) AS lm,
             memory(training_job(params => 0.335e9, layers => 24, hidden => 1024, heads => 16, vocab => 30522,
                                 intermediate => 4096, "precision" => 'fp32', batch => 4, seq_len => 512,
                                 flash_attention => false, gated_mlp => false, tied_embeddings => true,
                                 dropout => true, num_labels => 2)) AS cls) s;
-- LoRA on Llama 2 7B (AMP, 1 x 2048 tokens): the 16-byte logits go
-- (16 x 2048 x (32000 - 2) = 1,048,510,464 bytes) and the new head, which
-- trains under LoRA too, keeps its bf16 input (2 x 2048 x 4096 =
-- 16,777,216): 1,031,733,248 bytes fewer activations.  The value keeps
-- the labels; NULL is the language-model head; a stored value estimates
-- as the direct call does.
SELECT (lm).activations::bigint - (cls).activations::bigint AS lora_activations_drop
FROM (SELECT memory(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true)) AS lm,
             memory(training_job('Llama-2-7B', method => 'lora', num_labels => 2, gradient_checkpointing => false, mixed_precision => true)) AS cls) s;
SELECT (w).num_labels, (training_job('Llama-2-7B')).num_labels IS NULL AS lm_head_null,
       memory(w) = memory(training_job('Llama-2-7B', method => 'lora', num_labels => 2, gradient_checkpointing => false, mixed_precision => true)) AS value_same_as_direct,
       memory(jsonb_populate_record(w, '{"num_labels": null}'))
     = memory(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true)) AS null_is_lm_head
FROM (SELECT training_job('Llama-2-7B', method => 'lora', num_labels => 2, gradient_checkpointing => false, mixed_precision => true) AS w) s;

-- encoder-only models (0.1.16: the catalog's arch_type encoder or
-- vision-encoder) read their whole input in one forward pass and cache no
-- keys and values.  BERT-base serving 32 x 128 tokens in bf16 (PyTorch):
-- weights 2 x 110,000,000 = 220,000,000; the forward pass's buffers 4096
-- tokens x 2 bytes x (768 + 3 x 3072) = 81,788,928 and the last token's
-- logits 32 x 30522 x 4 = 3,906,816, 85,695,744, and the cuBLAS workspace
-- 33,554,432: 119,250,176; no KV cache (it was 2 x 12 layers x 768 x 4096 x
-- 2 = 150,994,944 before); the CUDA context 1 GiB and the allocator's 10%
-- of the buffers (not of the workspace, allocated once): 1,421,561,574.
-- ViT encodes too; T5 (encoder-decoder) keeps its decoder's cache.  A value
-- stored before 0.1.16 (encoder NULL) is a decoder, as it was.
SELECT (w).encoder, (memory(w)).kv_cache::bigint AS kv_cache, (memory(w)).activations::bigint AS activations,
       (memory(w)).total::bigint AS total,
       (memory(jsonb_populate_record(w, '{"encoder": null}'))).kv_cache::bigint AS stored_before_0_1_16,
       (inference_job('ViT-B/16', context => 4096)).encoder AS vit, (memory(inference_job('ViT-B/16', context => 4096))).kv_cache::bigint AS vit_kv,
       (inference_job('T5-base', context => 4096)).encoder AS t5, (memory(inference_job('T5-base', context => 4096))).kv_cache::bigint > 0 AS t5_caches
FROM (SELECT inference_job('BERT-base-uncased', batch => 32, context => 128) AS w) s;

-- encoder-decoders (0.1.17: the catalog's arch_type encoder-decoder or
-- encoder-decoder (speech)) count both stacks in layers, and only the
-- decoder's half caches: each decoder layer keeps the keys and values of
-- its own tokens (self-attention) and of the encoder's output
-- (cross-attention), the context's two parts.  T5-base (12 + 12 layers,
-- 12 heads of 64) serving 512 tokens in bf16: 2 x 12 x 768 x 512 x 2 =
-- 18,874,368 bytes (24 layers, 37,748,736, before).  Whisper large-v3
-- (32 + 32 layers, 20 heads of 64) transcribing a 30-second window, 1,500
-- encoder positions, into its longest 448 tokens in fp16 with a beam of 5
-- (each beam its own copy of both caches): 2 x 32 x 1280 x 1948 x 2 x 5 =
-- 1,595,801,600 bytes.  A value stored before 0.1.17 (NULL) caches in every
-- layer, as it did.
SELECT (w).encoder_decoder, (memory(w)).kv_cache::bigint AS t5_kv,
       (memory(jsonb_populate_record(w, '{"encoder_decoder": null}'))).kv_cache::bigint AS stored_before_0_1_17,
       (memory(inference_job('Whisper large-v3', "precision" => 'fp16', batch => 5, context => 1948))).kv_cache::bigint
           AS whisper_kv,
       (inference_job('Llama-2-7B')).encoder_decoder AS llama, (inference_job('BERT-base-uncased', context => 4096)).encoder_decoder AS bert,
       (training_job('T5-base', seq_len => 2048)).encoder_decoder AS t5_training
FROM (SELECT inference_job('T5-base', context => 512) AS w) s;

-- cuda_context (0.1.17): the machine's own non-tensor memory per GPU
-- replaces the framework profile's, and overhead and total move by the
-- difference, the tensors not at all.  The Hugging Face guide measured
-- 1,343 MiB on its V100 before any job: against the pytorch profile's
-- 1,024 MiB that is 319 MiB = 334,495,744 bytes more.  Two GPUs under
-- ZeRO-3: the profile's 1,024 + 256 MiB (NCCL), so a context of 1 GiB is
-- 256 MiB = 268,435,456 bytes less.  vLLM: 1.5 GiB in the profile, so
-- 2 GiB is 536,870,912 more; llama.cpp: 300 MiB, and Ollama's 457 MiB
-- (estimation.md's figure) is 157 MiB = 164,626,432 more.
SELECT (b).total::bigint - (a).total::bigint AS v100_context_more,
       (b).overhead::bigint - (a).overhead::bigint AS overhead_more,
       (b).allocated = (a).allocated AND (b).reserved = (a).reserved
           AND (b).activations = (a).activations AS tensors_unchanged
FROM (SELECT memory(training_job('BERT-large-uncased', "precision" => 'fp32', batch => 4, seq_len => 512,
                                 num_labels => 2)) AS a,
             memory(training_job('BERT-large-uncased', "precision" => 'fp32', batch => 4, seq_len => 512,
                                 num_labels => 2, cuda_context => '1343 MiB')) AS b) s;
SELECT (memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 2, cuda_context => '1 GiB'))).total::bigint
     - (memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 2))).total::bigint AS zero3_two_gpus,
       (memory(inference_job('Llama-3-8B', framework => 'vllm', cuda_context => '2 GiB'))).total::bigint
     - (memory(inference_job('Llama-3-8B', framework => 'vllm'))).total::bigint AS vllm,
       (memory(inference_job('Llama-3-8B', "precision" => 'q4_k_m', framework => 'llama.cpp', cuda_context => '457 MiB'))).total::bigint
     - (memory(inference_job('Llama-3-8B', "precision" => 'q4_k_m', framework => 'llama.cpp'))).total::bigint AS llama_cpp;
-- the value keeps the figure (NULL: the profile); a stored value estimates
-- as the direct call does, and its NULL as the job without one
SELECT (w).cuda_context, (training_job('Llama-2-7B')).cuda_context IS NULL AS profile_null,
       memory(w) = memory(training_job('Llama-2-7B', cuda_context => '1343 MiB')) AS value_same_as_direct,
       memory(jsonb_populate_record(w, '{"cuda_context": null}')) = memory(training_job('Llama-2-7B')) AS null_is_profile,
       (inference_job('Llama-3-8B', cuda_context => '457 MiB')).cuda_context AS inference_kept
FROM (SELECT training_job('Llama-2-7B', cuda_context => '1343 MiB') AS w) s;

-- a fine-tuning guide's 7B full fine-tuning example (bf16, AdamW, batch 1, 2048
-- tokens): "weights 14 GB + optimizer states 56 GB + activations 4-6 GB".
-- computesize agrees on the 16-bit weights of a pure-bf16 run (torchtune:
-- 2 bytes x 7e9 = 14 GB) and on AdamW's two fp32 states (8 bytes x 7e9 =
-- 56 GB under AMP); the guide leaves out the gradients and, under AMP, the
-- fp32 weights, so computesize's totals are larger; its activations follow
-- Korthikanti et al. and are larger than the guide's 4-6 GB.  (At batch 1
-- a pure-bf16 torchtune run peaks in the optimizer step: 14 + 14 + 28 GB
-- and AdamW's 14 GB buffer, plus the CUDA context.)
SELECT (memory(training_job(params => 7e9, framework => 'torchtune'))).weights AS pure_bf16_weights,
       (memory(training_job(params => 7e9))).optimizer AS amp_adamw_states,
       pretty((memory(training_job(params => 7e9))).total, 'GB', 0) AS amp_total,
       pretty((memory(training_job(params => 7e9, framework => 'torchtune'))).total, 'GB', 0) AS pure_total,
       (memory(training_job(params => 7e9))).total > '74 GB'::memsize AS above_guide_figure;

-- machine.dev's runner guide: QLoRA (4-bit) fine-tuning of a 70B model fits a 48 GB GPU
SELECT pretty(total, 'GB') AS qlora_70b, total < '48 GB'::memsize AS fits_48gb
FROM memory(training_job('Llama-2-70B', method => 'qlora', dtype => 'nf4_dq',
                         gradient_checkpointing => true, batch => 1, seq_len => 2048, mixed_precision => true));

-- torchtune's Llama 2 7B low-memory full fine-tune (pure bf16, PagedAdamW,
-- optimizer step in the backward pass, checkpointing) re-run by its
-- maintainers with every sample padded to 2048 tokens, batch 4 (pytorch/
-- torchtune PR #961): 20.2 GB peak allocated, where the README said 24.1.
-- By hand: weights 6.74e9 x 2 = 13,480,000,000; one gradient at a time, the
-- largest (the 32000 x 4096 embedding) 262,144,000; the paged state outside
-- PyTorch's allocator; 32 checkpoints of 8192 x 4096 x 2 = 2,147,483,648,
-- the final norm's fp32 input, normalised bf16 value and the head's bf16
-- input, 8192 x 4096 x 8 = 268,435,456, and the loss's 8192 x 32000 x 16 =
-- 4,194,304,000 (fp32 logits kept by the loop, the saved log-softmax, two
-- fp32 gradients), and the two cuBLAS workspaces, 67,108,864:
-- 20,419,475,968 B, 1.1% over
SELECT allocated::bigint AS low_memory_full_allocated,
       round(100 * (allocated::bigint / 20.2e9 - 1), 1) AS pct_vs_reproduction
FROM memory(training_job('Llama-2-7B', optimizer => 'paged_adamw', optimizer_in_backward => true,
                         batch => 4, seq_len => 2048, gradient_checkpointing => true,
                         framework => 'pytorch', mixed_precision => false));

-- components move the right way
SELECT (memory(training_job('Llama-2-7B', gradient_checkpointing => true))).activations
         < (memory(training_job('Llama-2-7B'))).activations AS checkpointing_saves,
       (memory(training_job('Llama-2-7B', flash_attention => false, seq_len => 4096))).activations
         > (memory(training_job('Llama-2-7B', seq_len => 4096))).activations AS eager_costs,
       (memory(training_job('Llama-2-7B', optimizer => 'adamw_8bit'))).optimizer
         < (memory(training_job('Llama-2-7B'))).optimizer AS eight_bit_saves,
       (memory(training_job('Llama-2-7B', optimizer => 'sgd'))).optimizer = '0 B' AS sgd_has_no_state,
       (memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 8))).weights
         < (memory(training_job('Llama-2-7B'))).weights AS zero3_shards_weights,
       (memory(training_job('Llama-2-7B'), gpus => 8)).gpus AS gpus_override;

-- LoRA dropout: each adapter keeps its own dropped-out input and a mask (1
-- byte).  Under AMP (the pytorch default) each adapter keeps its own 16-bit
-- copy of its input anyway (autocast's, of PEFT's fp32 cast; 0.1.14), so
-- dropout adds the mask alone; Llama-2-7B with adapters on q and v, 2048
-- tokens: 2 x 4096 x 1 byte x 2048 tokens x 32 layers = 536870912 = 512 MiB
SELECT (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', lora_dropout => 0.1, gradient_checkpointing => false, mixed_precision => true))).activations
     - (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', gradient_checkpointing => false, mixed_precision => true))).activations AS lora_dropout_cost;
-- litgpt's LoRA on its fused query-key-value layer drops out the layer's
-- input once for q and v together (its default dropout is 0.05): a 16-bit
-- copy and a mask, while the norm's output it replaces is kept by nothing
-- (a frozen layer needs no input): 4096 x (3 - 2) bytes x 2048 tokens x 32
-- layers = 268435456 = 256 MiB
SELECT (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', framework => 'litgpt', gradient_checkpointing => false))).activations
     - (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', framework => 'litgpt', lora_dropout => 0, gradient_checkpointing => false))).activations AS litgpt_fused_qkv_dropout;
-- torch.compile fuses the loss: the logits keep 16 bits plus their 16-bit
-- gradient, 2 + 2 bytes instead of the 16 of an eager loss in a PyTorch loop
-- (fp32 logits held by the loop, saved fp32 log-softmax, two fp32 gradients);
-- Llama-2-7B, 2048 tokens, 32000 vocabulary: 2048 x 32000 x 12 = 786432000
-- bytes = 750 MiB less; and it fuses RMSNorm, whose eager form keeps an fp32
-- copy of its input: 2 norms x 2 more bytes x 4096 x 2048 tokens x 32 layers
-- = 1073741824 bytes = 1024 MiB less, and the final norm (before the head)
-- too: under AMP it keeps its fp32 input, the fp32 normalised value and the
-- head's bf16 copy (10 bytes a value), fused its input and that copy (6):
-- 4 x 4096 x 2048 = 33554432 bytes = 32 MiB less; 1806 MiB in all
SELECT (memory(training_job('Llama-2-7B'))).activations
     - (memory(training_job('Llama-2-7B', compiled => true))).activations AS compile_saves;
-- torchtune compiles its layers and its loss, not the output projection:
-- unchunked, the model upcasts its logits to fp32 eagerly and the compiled
-- loss keeps them for its backward pass, which returns an fp32 gradient,
-- 4 + 4 bytes per logit; chunked, the 16-bit logits plus one chunk's
-- gradient, 2 x 1.125 bytes: 2048 x 32000 x (8 - 2.25) = 376832000 bytes
-- (two micro-batches a step, so that the peak is at the loss: without
-- them torchtune's gradients do not exist there yet, and the peak is at
-- the end of the backward pass, which holds no logits)
SELECT (memory(training_job('Llama-2-7B', framework => 'torchtune', compiled => true, chunked_loss => false, gradient_accumulation => 2))).activations
     - (memory(training_job('Llama-2-7B', framework => 'torchtune', compiled => true, gradient_accumulation => 2))).activations AS torchtune_eager_upcast;
-- bitsandbytes' 4-bit matmul keeps each quantized layer's input for its
-- backward pass (torchtune's torchao NF4 does not): Llama-2-7B, 2048 tokens,
-- no checkpointing, 2 bytes x (2 x 4096 + 32 x 128 + 11008) = 46592 a token
-- and layer; under AMP PEFT's LoRA layers (not its 4-bit ones, which skip
-- the cast under autocast) keep autocast's 16-bit copy of each adapter's
-- input, and the norm output q, k and v share is kept by nothing: 2 x 4 x
-- 4096 - 2 x 4096 = 24576; nor are the inputs of the MLP that no adapter
-- targets (the second norm's output and the MLP's product), which the 4-bit
-- layers keep: 2 x (4096 + 11008) = 30208.  32 layers x 2048 x (46592 -
-- 24576 + 30208) = 3422552064 bytes = 3264 MiB more than LoRA; 0 under
-- torchtune
SELECT (memory(training_job('Llama-2-7B', method => 'qlora', gradient_checkpointing => false, mixed_precision => true))).activations
     - (memory(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true))).activations AS bnb_saved_inputs,
       (memory(training_job('Llama-2-7B', method => 'qlora', framework => 'torchtune', gradient_checkpointing => false))).activations
     - (memory(training_job('Llama-2-7B', method => 'lora', framework => 'torchtune', gradient_checkpointing => false))).activations AS torchao_nf4;
-- a layer no adapter targets keeps no input, since a frozen layer needs none
-- for a weight gradient: under LoRA on q and v the MLP's product (the down
-- projection's input) is kept by nothing, and an adapter on down, taking it
-- as it is (16-bit adapters, no dropout), keeps it: 2 bytes x 11008 x 1024
-- tokens x 32 layers = 721420288 bytes.  litgpt keeps it counted either way
-- (its published figures hold that memory): 0, in activations and gradients
-- together, as litgpt's activations are counted net of the gradients it
-- frees between steps (the down adapters' 8 x (11008 + 4096) x 32 x 2 bytes)
SELECT (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'q,v,down', batch => 1, seq_len => 1024,
                            framework => 'pytorch', mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false))).activations::bigint
     - (memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', batch => 1, seq_len => 1024,
                            framework => 'pytorch', mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false))).activations::bigint
           AS down_input_kept,
       (SELECT (m.activations + m.gradients)::bigint
          FROM memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'q,v,down', batch => 1, seq_len => 1024,
                                   framework => 'litgpt', lora_dropout => 0, gradient_checkpointing => false)) m)
     - (SELECT (m.activations + m.gradients)::bigint
          FROM memory(training_job('Llama-2-7B', method => 'lora', lora_targets => 'qv', batch => 1, seq_len => 1024,
                                   framework => 'litgpt', lora_dropout => 0, gradient_checkpointing => false)) m) AS litgpt;
-- litgpt keeps the last step's logits, and with them its autograd graph,
-- until the next forward pass returns: bitsandbytes' inputs, kept on the
-- graph's contexts, stay beside the new step's.  Without checkpointing the
-- peak is then the end of the forward pass: this step's inputs 3053453312
-- + the last step's 3053453312 + both steps' 16-bit logits 2 x 2048 x 32000
-- x 2 = 262144000, where LoRA peaks at the loss's 2048 x 32000 x 5.5 =
-- 360448000 bytes: 6008602624 bytes more than LoRA
SELECT (memory(training_job('Llama-2-7B', method => 'qlora', framework => 'litgpt', lora_dropout => 0, gradient_checkpointing => false))).activations
     - (memory(training_job('Llama-2-7B', method => 'lora', framework => 'litgpt', lora_dropout => 0, gradient_checkpointing => false))).activations AS litgpt_last_step_inputs;
-- bitsandbytes' 4-bit inference, checked against litgpt's resource table
-- (October 2023, A100: Llama 2 7B with bnb.nf4 and a short prompt, 4.57 GB
-- max_memory_allocated).  litgpt quantizes its output head too: 6.74e9 -
-- 32000 x 4096 = 6608928000 parameters at 0.5625 bytes = 3717522000, plus
-- the 16-bit embedding table, 262144000: 3979666000 bytes.  Its prompt
-- dequantizes each matrix whole, the head's 131072000 values the largest,
-- to fp16 (its quantization state's type) and then to bf16: 524288000 bytes
-- beside the prompt's buffers, 64 x 2 x (4096 + 3 x 11008) + 32000 x 4 =
-- 4879360 (all the bf16 model has).  Hugging Face keeps the head in bf16
-- (4168082000 bytes of weights) and dequantizes straight to bf16, the MLP's
-- 4096 x 11008 matrix the largest: 90177536 bytes, and its model holds
-- three more residual-stream buffers (the embeddings, the layer's input,
-- the attention's sum): 3 x 64 x 2 x 4096 = 1572864, 96629760 in all.  Each
-- adds the cuBLAS workspace, 33554432: 562721792, 130184192 and 38433792.
SELECT fw, dtype, m.weights::bigint AS weights, m.activations::bigint AS activations,
       round(m.allocated::numeric / 4.57e9 - 1, 3) AS vs_measured
FROM unnest(ARRAY['litgpt', 'pytorch', 'litgpt']) WITH ORDINALITY AS f(fw, n),
     LATERAL (SELECT CASE WHEN n < 3 THEN 'nf4' ELSE 'bf16' END AS dtype) d,
     LATERAL memory(inference_job('Llama-2-7B', "precision" => dtype, context => 64, framework => fw)) m
ORDER BY n;
-- litgpt builds its head as a module of its own and ties nothing: a model
-- that ties its tables (Gemma 2B) holds 256000 x 2048 x 2 = 1048576000
-- bytes more there, frozen in bf16 under LoRA (Hugging Face shares the one
-- table: no difference)
SELECT (memory(training_job('Gemma-2B', method => 'lora', framework => 'litgpt', gradient_checkpointing => false))).weights
     - (memory(training_job('Gemma-2B', method => 'lora', framework => 'litgpt', tied_embeddings => false, gradient_checkpointing => false))).weights AS litgpt_second_table,
       (memory(training_job('Gemma-2B', method => 'lora', "precision" => 'fp16', gradient_checkpointing => false, mixed_precision => true))).weights
     - (memory(training_job('Gemma-2B', method => 'lora', "precision" => 'fp16', tied_embeddings => false, gradient_checkpointing => false, mixed_precision => true))).weights AS hf_tied;
-- grouped keys and values: Hugging Face's path keeps the 8 KV heads of
-- Llama-3-8B, so 32 would add 2 x (32 - 8) x 128 x 2 bytes x 2048 x 32 =
-- 805306368 bytes = 768 MiB; litgpt copies them out to all 32 query heads
-- anyway: no difference
SELECT (memory(training_job('Llama-3-8B', kv_heads => 32))).activations
     - (memory(training_job('Llama-3-8B'))).activations AS hf_more_kv_heads,
       (memory(training_job('Llama-3-8B', framework => 'litgpt', kv_heads => 32))).activations
     - (memory(training_job('Llama-3-8B', framework => 'litgpt'))).activations AS litgpt_more_kv_heads;

-- MoE: all experts resident, KV as a dense model of the same attention
SELECT pretty((memory(inference_job('Mixtral-8x7B-v0.1'))).weights, 'GB') AS mixtral_weights;

-- GGUF: Llama-3.1-70B as q4_0 (18 bytes per 32 values, output head q6_k)
SELECT pretty((memory(inference_job('Llama-3.1-70B', dtype => 'q4_0', framework => 'llama.cpp'))).weights) AS q4_0;

-- GGUF files tensor by tensor, as llama.cpp's quantizer types them
-- (llama_tensor_get_type).  Llama 3.1 70B's shape (80 layers, 8192 wide, 64
-- heads and 8 KV heads of 128, MLP 28672, 128256 tokens: 70,553,706,496
-- parameters) as q4_k_m: q4_k (144 B per 256) but for the value projections
-- and down projections of use_more_bits' 40 layers (the first and last ten,
-- every third between) in q6_k (210/256), the other 40 value projections in
-- q5_k (176/256: a 70B model's small value projection), the output head in
-- q6_k and the norms in f32:
--   q, o: 2 x 67,108,864 x 80 x 144/256 = 6,039,797,760
--   k: 8,388,608 x 80 x 144/256 = 377,487,360
--   v: 8,388,608 x 40 x (210 + 176)/256 = 505,937,920
--   gate, up: 2 x 234,881,024 x 80 x 144/256 = 21,139,292,160
--   down: 234,881,024 x 40 x (210 + 144)/256 = 12,991,856,640
--   embeddings 1,050,673,152 x 144/256 = 591,003,648; head x 210/256 =
--   861,880,320; norms 1,318,912 x 4 = 5,275,648
--   total 42,512,531,456 B (bartowski's Llama-3.1-70B Q4_K_M file: 42.52 GB)
-- iq2_xxs (66/256): value projections q4_k (8 query heads per KV head), the
-- first ten down projections q2_k (84/256), embeddings q2_k, head q5_k:
--   q, o, k, gate, up: (10,737,418,240 + 671,088,640 + 37,580,963,840) x
--   66/256 = 12,630,097,920; v 671,088,640 x 144/256 = 377,487,360; down
--   234,881,024 x (10 x 84 + 70 x 66)/256 = 5,009,571,840; embeddings
--   344,752,128; head 722,337,792; norms 5,275,648: 19,089,522,688 B
-- Llama 3.2 1B (16 layers, 2048 wide, 32 heads and 8 KV heads of 64, MLP
-- 8192, 128256 tokens, tied: 1,235,814,400) as q4_k_m: use_more_bits takes
-- 8 of 16 layers; the tied table is the output head, q6_k:
--   q, o: 2 x 4,194,304 x 16 x 144/256 = 75,497,472; k 9,437,184; v
--   1,048,576 x 8 x 354/256 = 11,599,872; gate, up 301,989,888; down
--   16,777,216 x 8 x 354/256 = 185,597,952; table 262,668,288 x 210/256 =
--   215,470,080; norms 270,336: 799,862,784 B (bartowski's file: 0.81 GB)
-- Qwen2.5-0.5B (24 layers, 896 wide, 14 heads and 2 KV heads of 64, MLP
-- 4864, 151936 tokens, tied, 494,032,768 with its biases): 896 is not a
-- multiple of 256, so the q4_k tensors 896 values wide fall back to q5_0
-- (22/32) and the q6_k ones to q8_0 (34/32), as does the head; the down
-- projections (4864 = 19 x 256 wide) keep q4_k and q6_k:
--   q, o: 2 x 802,816 x 24 x 22/32 = 26,492,928; k 114,688 x 24 x 22/32 =
--   1,892,352; v 114,688 x 12 x (34 + 22)/32 = 2,408,448; gate, up 2 x
--   4,358,144 x 24 x 22/32 = 143,818,752; down 4,358,144 x 12 x 354/256 =
--   72,317,952; table 136,134,656 x 34/32 = 144,643,072; norms 43,904 x 4
--   = 175,616; the 27,648 bias values at the default q4_k: 15,552
--   total 391,764,672 B
-- The same model as q4_0: every layer tensor in q4_0 (18 bytes per 32
-- values; 896 and 4864 are multiples of 32), the head q6_k (896 fits q4_0's
-- blocks) and then, 896 not fitting q6_k's 256, q8_0:
--   q, o 38,535,168 x 18/32 = 21,676,032; k, v 5,505,024 x 18/32 =
--   3,096,576; gate, up, down 313,786,368 x 18/32 = 176,504,832; table
--   144,643,072; norms 175,616; biases 27,648 x 18/32 = 15,552:
--   346,111,680 B
SELECT (memory(inference_job(params => 70553706496, layers => 80, hidden => 8192, heads => 64, kv_heads => 8,
                             head_dim => 128, intermediate => 28672, vocab => 128256,
                             dtype => 'q4_k_m', framework => 'llama.cpp'))).weights::bigint AS llama70_q4_k_m,
       (memory(inference_job(params => 70553706496, layers => 80, hidden => 8192, heads => 64, kv_heads => 8,
                             head_dim => 128, intermediate => 28672, vocab => 128256,
                             dtype => 'iq2_xxs', framework => 'llama.cpp'))).weights::bigint AS llama70_iq2_xxs,
       (memory(inference_job(params => 1235814400, layers => 16, hidden => 2048, heads => 32, kv_heads => 8,
                             head_dim => 64, intermediate => 8192, vocab => 128256, tied_embeddings => true,
                             dtype => 'q4_k_m', framework => 'llama.cpp'))).weights::bigint AS llama1_q4_k_m,
       (memory(inference_job(params => 494032768, layers => 24, hidden => 896, heads => 14, kv_heads => 2,
                             head_dim => 64, intermediate => 4864, vocab => 151936, tied_embeddings => true,
                             dtype => 'q4_k_m', framework => 'llama.cpp'))).weights::bigint AS qwen05_q4_k_m,
       (memory(inference_job(params => 494032768, layers => 24, hidden => 896, heads => 14, kv_heads => 2,
                             head_dim => 64, intermediate => 4864, vocab => 151936, tied_embeddings => true,
                             dtype => 'q4_0', framework => 'llama.cpp'))).weights::bigint AS qwen05_q4_0;

-- params alone: a Llama-like shape is assumed
SELECT layers, hidden, heads, kv_heads, intermediate, vocab FROM training_job(params => 7e9);

-- a small model from params alone: 50e6 gives 6 layers of hidden 896 with
-- the 32000-token vocabulary, whose two tables (57,344,000 parameters)
-- outweigh the model.  The tables then take their share of what the
-- dimensions count: 6 x (4 x 896^2 + 3 x 896 x 2560 + 2 x 896)
-- + 57,344,000 + 896 = 117,910,912, so 50e6 x 57,344,000 / 117,910,912
-- = 24,316,663.75 in 16 bits and the other 25,683,336.25 in nf4 (0.5625 B):
-- 63,080,204 B, below the bf16 weights' 100,000,000.  The same for
-- dimensions that contradict params (1,000 parameters with Llama 3.1 70B's
-- shape, 70,553,706,496 counted): 29.78 in 16 bits, 970.22 in nf4, 605 B.
SELECT (memory(inference_job(params => 50e6, dtype => 'nf4'))).weights::bigint AS small_nf4,
       (memory(inference_job(params => 50e6, dtype => 'bf16'))).weights::bigint AS small_bf16,
       (memory(inference_job(params => 1e3, layers => 80, hidden => 8192, heads => 64, kv_heads => 8,
                             intermediate => 28672, vocab => 128256, dtype => 'nf4'))).weights::bigint AS contradicted_nf4;

-- total = weights + gradients + optimizer + the larger of activations and
-- the optimizer step's buffers + overhead; allocated excludes the overhead
SELECT total = allocated + overhead AS total_is_allocated_plus_overhead,
       reserved <= total AS reserved_below_total
FROM memory(training_job('Llama-2-7B'));

-- optimizer_step, by hand: Llama-2-7B, full, AdamW under AMP (pytorch),
-- batch 1 x 2048 tokens, no checkpointing.  The foreach step's buffer is
-- one fp32 state: 6.74e9 x 4 = 26,960,000,000 B.  The activations:
-- per layer and token 2 x (4 x 4096 + (3 x 32 + 2 x 32) x 128 + 4 x 11008)
-- = 161,792 B, + 2 x 4096 x 2 (the norms' fp32 inputs) + 4 x 32 (flash
-- attention's log-sum-exp) + 2 x 4096 x 3 (autocast's own 16-bit copies of
-- the fp32 norm outputs for k, v and up, beside the one for q and gate)
-- = 202,880 B; x 2048 tokens x 32 layers = 13,295,943,680 B, + the final
-- norm's fp32 input and fp32 normalised value and the head's 16-bit copy
-- of its input, 2048 x 4096 x (4 + 4 + 2) = 83,886,080 B, + the loss's
-- 2048 x 32,000 x 16 B = 1,048,576,000 B: 14,428,405,760 B.  By the step
-- autocast's 16-bit copies of the weights (6.74e9 x 2 = 13,480,000,000 B of
-- the weights column) are gone, so the buffer needs 13,480,000,000 B beyond
-- the weights, gradients and states: less than the activations, and the step
-- adds nothing.  At 1024 tokens the activations are half of each,
-- 6,647,971,840 + 41,943,040 + 524,288,000 = 7,214,202,880 B, and the step
-- sets the peak, by 6,265,797,120 B.  In pure bf16 (no autocast) the
-- buffer is a bf16 state, 13,480,000,000 B, the activations without
-- autocast's copies 178,304 B a token and layer: 11,685,330,944 + the final
-- norm's 2048 x 4096 x (4 + 2 + 2) = 67,108,864 + 1,048,576,000 =
-- 12,801,015,808 B, and the step is beyond them by 678,984,192 B.  The
-- activations column adds the two cuBLAS workspaces, 67,108,864 B, held
-- through the step too, so that they give the step no room:
-- 14,495,514,624, 7,281,311,744 and 12,868,124,672.  The columns add up to
-- the total.
SELECT activations::bigint AS activations, optimizer_step::bigint AS optimizer_step,
       (weights + gradients + optimizer + activations + kv_cache + optimizer_step + overhead) = total AS columns_add_up
FROM memory(training_job('Llama-2-7B'));
SELECT activations::bigint AS activations, optimizer_step::bigint AS optimizer_step,
       optimizer_step::bigint = 13480000000 - 7214202880 AS step_by_hand,
       (weights + gradients + optimizer + activations + kv_cache + optimizer_step + overhead) = total AS columns_add_up
FROM memory(training_job('Llama-2-7B', seq_len => 1024));
SELECT activations::bigint AS activations, optimizer_step::bigint AS optimizer_step,
       optimizer_step::bigint = 13480000000 - 12801015808 AS step_by_hand
FROM memory(training_job('Llama-2-7B', mixed_precision => false));
-- checkpointing keeps the activations small, so the step still sets the
-- peak at batch 8; without it 8 x 2048 tokens hold far more than 27 GB of
-- activations, and the step adds nothing; nor does it under a paged, 8-bit
-- or fused-in-backward optimizer, or with LoRA's few trainable parameters
SELECT (memory(training_job('Llama-2-7B', batch => 8, gradient_checkpointing => true))).optimizer_step > '0 B' AS ckpt_batch8,
       (memory(training_job('Llama-2-7B', batch => 8))).optimizer_step AS batch8,
       (memory(training_job('Llama-2-7B', optimizer => 'paged_adamw'))).optimizer_step AS paged,
       (memory(training_job('Llama-2-7B', optimizer => 'adamw_8bit'))).optimizer_step AS eight_bit,
       (memory(training_job('Llama-2-7B', optimizer_in_backward => true))).optimizer_step AS in_backward,
       (memory(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true))).optimizer_step AS lora,
       (memory(inference_job('Llama-2-7B'))).optimizer_step AS inference;
-- fused AdamW (torch's fused=True, the Trainer's adamw_torch_fused) keeps
-- the same two states but updates them in place: no step buffer
SELECT (memory(training_job('Llama-2-7B', optimizer => 'adamw_fused'))).optimizer_step AS fused,
       (memory(training_job('Llama-2-7B', optimizer => 'adamw_torch_fused'))).optimizer_step AS torch_fused,
       (memory(training_job('Llama-2-7B', optimizer => 'adamw_fused'))).optimizer
     = (memory(training_job('Llama-2-7B'))).optimizer AS same_states;
-- the Hugging Face Trainer's names of the same optimizers (0.1.18), as a
-- job history logs them: its default adamw_torch is PyTorch's AdamW,
-- adamw_bnb_8bit bitsandbytes' AdamW8bit, paged_adamw_32bit its
-- PagedAdamW32bit, adamw_apex_fused apex's FusedAdam (the parameters'
-- type, in place); schedulefree's AdamW and RAdam keep AdamW's two states
-- (z, a clone of the parameter, and the second moment) with its foreach
-- buffer (denom), its SGD one (z) updated in place, as SGD with momentum:
-- the same estimates, under AMP, with PEFT's adapters and in pure bf16
SELECT bool_and(memory(training_job('Llama-2-7B', optimizer => a)) = memory(training_job('Llama-2-7B', optimizer => b))
                AND memory(training_job('Llama-2-7B', method => 'lora', optimizer => a, gradient_checkpointing => false, mixed_precision => true))
                  = memory(training_job('Llama-2-7B', method => 'lora', optimizer => b, gradient_checkpointing => false, mixed_precision => true))
                AND memory(training_job('Llama-2-7B', framework => 'torchtune', optimizer => a))
                  = memory(training_job('Llama-2-7B', framework => 'torchtune', optimizer => b))) AS trainer_names_same
FROM (VALUES ('adamw_torch', 'adamw'), ('adamw_bnb_8bit', 'adamw_8bit'), ('paged_adamw_32bit', 'paged_adamw'),
             ('adamw_apex_fused', 'adamw_fused'), ('schedule_free_adamw', 'adamw'), ('schedule_free_radam', 'adamw'),
             ('schedule_free_sgd', 'sgd_momentum')) AS v (a, b);
-- the Trainer's other optimizers with states of their own (0.1.19), Llama
-- 2 7B (6.74e9 parameters) in pure bf16 under torchtune, checkpointed:
-- PyTorch's RMSprop and Adagrad keep one state of the parameters' type,
-- 2 x 6.74e9 = 13,480,000,000 B; RMSprop's foreach step one state-sized
-- temporary (the square root), 13,480,000,000 B, Adagrad's two (the
-- square root and the scaled gradients), 26,960,000,000 B, as AdamW's one
-- beside its two states (26,960,000,000).  bitsandbytes keeps its 32-bit
-- states in fp32 whatever the parameters' type: Lion32bit and RMSprop
-- (rmsprop_bnb, rmsprop_bnb_32bit) one, 4 x 6.74e9 = 26,960,000,000 B,
-- where lion (the parameters' type) keeps 13,480,000,000; their 8-bit
-- ones a byte a value and an fp32 scale per 256: 1.015625 x 6.74e9 =
-- 6,845,312,500 B; AdEMAMix three (two first moments and the second), 12
-- x 6.74e9 = 80,880,000,000 B, in 8 bits 3.046875 x 6.74e9 =
-- 20,535,937,500 B.  They update in place: the step's buffers are none,
-- so optimizer_step + activations is the activations alone (381,943,808
-- B, the column's own value for every optimizer here, and the two cuBLAS
-- workspaces, 67,108,864: 449,052,672); where a step's buffer is the
-- larger, the buffer and the workspaces, still held (AdamW and RMSprop
-- 13,547,108,864, Adagrad 27,027,108,864).  The paged ones'
-- states are in unified memory: in total, not in allocated.
SELECT opt, (m).optimizer::bigint AS states,
       (m).optimizer_step::bigint + (m).activations::bigint AS step_or_activations,
       (m).total::bigint - (m).allocated::bigint - (m).overhead::bigint AS paged
FROM unnest(ARRAY['adamw', 'rmsprop', 'adagrad', 'lion', 'lion_32bit', 'rmsprop_bnb', 'rmsprop_bnb_32bit',
                  'lion_8bit', 'rmsprop_bnb_8bit', 'paged_lion_32bit', 'paged_lion_8bit', 'ademamix',
                  'ademamix_8bit', 'paged_ademamix_32bit', 'paged_ademamix_8bit']) WITH ORDINALITY AS o (opt, i),
     LATERAL (SELECT memory(training_job('Llama-2-7B', framework => 'torchtune', optimizer => opt,
                                         gradient_checkpointing => true)) AS m) s
ORDER BY i;
-- under AMP the parameters are fp32, and the 32-bit states too: lion and
-- lion_32bit agree there, and with PEFT's fp32 adapters
SELECT memory(training_job('Llama-2-7B', optimizer => 'lion')) = memory(training_job('Llama-2-7B', optimizer => 'lion_32bit'))
       AND memory(training_job('Llama-2-7B', method => 'lora', optimizer => 'lion', gradient_checkpointing => false, mixed_precision => true))
         = memory(training_job('Llama-2-7B', method => 'lora', optimizer => 'lion_32bit', gradient_checkpointing => false, mixed_precision => true)) AS lion_32bit_under_amp;
-- transformers' own AdamW (the Trainer's optim="adamw_hf", its default
-- until July 2023) steps one parameter at a time: one temporary the size
-- of the largest parameter (denom = exp_avg_sq.sqrt()).  BERT-large in
-- fp32, one 8-token sequence, checkpointed, so the step is the peak:
-- weights, gradients and two states, 16 x 335,000,000 B, plus the
-- embedding table's 30,522 x 1,024 fp32 values: 5,485,018,112 B of
-- tensors; torch's foreach AdamW adds a whole state (4 x 335,000,000)
-- instead, 6,700,000,000 B.  The two cuBLAS workspaces (67,108,864) are
-- held at the step: 5,552,126,976 and 6,767,108,864
SELECT opt, (m).total::bigint - (m).overhead::bigint AS tensors_at_the_step,
       (m).optimizer = (memory(training_job(params => 0.335e9, layers => 24, hidden => 1024, heads => 16, vocab => 30522,
                                            intermediate => 4096, "precision" => 'fp32', batch => 1, seq_len => 8,
                                            gradient_checkpointing => true, tied_embeddings => true, num_labels => 2))).optimizer
           AS adamw_states
FROM unnest(ARRAY['adamw_hf', 'adamw']) opt,
     LATERAL (SELECT memory(training_job(params => 0.335e9, layers => 24, hidden => 1024, heads => 16, vocab => 30522,
                                         intermediate => 4096, "precision" => 'fp32', optimizer => opt, batch => 1,
                                         seq_len => 8, gradient_checkpointing => true, tied_embeddings => true,
                                         num_labels => 2)) AS m) s;
-- Muon orthogonalizes the layers' matrices and keeps one momentum buffer
-- each; the embeddings, head and norms step with AdamW's two states.
-- Llama 2 7B's 32 layers hold 32 x (4 x 4096 x 4096 + 3 x 4096 x 11008)
-- = 6,476,005,376 matrix parameters, and the rest of its 6.74e9 is
-- 263,994,624 (two 32,000 x 4,096 tables, the norms): in pure bf16
-- (torchtune) 2 x (6,476,005,376 + 2 x 263,994,624) = 14,007,989,248 B
-- of state, under AMP twice that, 28,015,978,496 (AdamW: 26.96e9 and
-- 53.92e9).  Its step is AdamW's foreach buffer over the rest, 2 x
-- 263,994,624 = 527,989,248 B, larger than Muon's buffers for one MLP
-- matrix; beside the states at the step, with the two cuBLAS workspaces
-- (67,108,864), 595,098,112 B.  Two such layers with a 1,000-token vocabulary (412,962,816
-- parameters, 8,212,480 outside the matrices), one 8-token sequence, pure
-- bf16: Muon's buffers for the 4096 x 11008 matrix set the step, its
-- gradient blended with the momentum (11008 x 4096 x 2 B) and the
-- Newton-Schulz iteration's bf16 X, B X and aX + B X (3 x 11008 x 4096 x
-- 2) and A, A A and B (3 x 4096 x 4096 x 2): 461,373,440 B beyond the
-- states (842,350,592), 528,482,304 with the workspaces.  A LoRA adapter is a matrix: one fp32 state per
-- parameter, 4 x 8,388,608 B on q, k, v and o at rank 8.
SELECT (memory(training_job('Llama-2-7B', framework => 'torchtune', optimizer => 'muon'))).optimizer::bigint AS pure_bf16,
       (memory(training_job('Llama-2-7B', optimizer => 'muon'))).optimizer::bigint AS amp,
       (m).total::bigint - (m).overhead::bigint - (m).weights::bigint - (m).gradients::bigint
           - (m).optimizer::bigint AS step_beyond_states,
       (memory(training_job('Llama-2-7B', method => 'lora', optimizer => 'muon', gradient_checkpointing => false, mixed_precision => true))).optimizer::bigint AS lora
FROM (SELECT memory(training_job('Llama-2-7B', framework => 'torchtune', optimizer => 'muon')) AS m) s;
SELECT (m).optimizer::bigint AS states,
       (m).total::bigint - (m).overhead::bigint - (m).weights::bigint - (m).gradients::bigint
           - (m).optimizer::bigint AS step_beyond_states
FROM (SELECT memory(training_job(params => 412962816, layers => 2, hidden => 4096, heads => 32, kv_heads => 32,
                                 intermediate => 11008, vocab => 1000, mixed_precision => false, optimizer => 'muon',
                                 seq_len => 8, gradient_checkpointing => true)) AS m) s;
-- GaLore (galore_adamw, rank 128 unless galore_rank says otherwise) steps
-- each of the layers' matrices in a rank-r subspace: Adam's two states on
-- the r x max(m, n) projected gradient and the r x min(m, n) projector.
-- Llama 2 7B in pure bf16: q, k, v and o (4096 x 4096) 2 x 128 x 4096 x
-- 2 + 128 x 4096 x 2 = 3,145,728 B each; gate, up and down (4096 x
-- 11008) 2 x 128 x 11008 x 2 + 128 x 4096 x 2 = 6,684,672 B each;
-- 32,636,928 B a layer, 1,044,381,696 B in 32; the other 263,994,624
-- parameters AdamW's two bf16 states, 1,055,978,496 B: 2,100,360,192 B
-- (AdamW: 26.96e9).  Under AMP everything is fp32: twice that.  8-bit
-- (galore_adamw_8bit, bitsandbytes' 1-byte states with a 4-byte scale per
-- 256, projector bf16): 32 x (4 x (1,064,960 + 1,048,576) + 3 x (2,862,080
-- + 1,048,576)) + 527,989,248 x 1.015625 = 1,182,194,664 B.  At rank 4096
-- (every matrix's full rank) the projectors make it more than AdamW:
-- 34,476,192,768 B.  The first step's SVD of the largest gradient (4096 x
-- 11008) takes an fp32 copy, cuSOLVER's column-major clone and U and Vh:
-- 4 x (2 x 4096 x 11008 + 4096 x 15104) = 608,174,080 B, the step's
-- buffers (one 8-token sequence, checkpointed, so the step is the peak),
-- 675,282,944 B beside the states with the two cuBLAS workspaces;
-- stepped layer by layer (optimizer_in_backward) the SVD runs in the
-- backward pass, beside the largest gradient (the 32,000 x 4,096
-- embedding's, 262,144,000 B): 870,318,080 B of gradients.
SELECT (m).optimizer::bigint AS pure_bf16,
       (m).total::bigint - (m).overhead::bigint - (m).weights::bigint - (m).gradients::bigint
           - (m).optimizer::bigint AS step_beyond_states,
       (memory(training_job('Llama-2-7B', optimizer => 'galore_adamw'))).optimizer::bigint AS amp,
       (memory(training_job('Llama-2-7B', mixed_precision => false, optimizer => 'galore_adamw_8bit'))).optimizer::bigint
           AS eight_bit,
       (memory(training_job('Llama-2-7B', mixed_precision => false, optimizer => 'galore_adamw',
                            galore_rank => 4096))).optimizer::bigint AS full_rank,
       (memory(training_job('Llama-2-7B', mixed_precision => false, optimizer => 'galore_adamw',
                            optimizer_in_backward => true))).gradients::bigint AS layerwise_gradients
FROM (SELECT memory(training_job('Llama-2-7B', mixed_precision => false, optimizer => 'galore_adamw', seq_len => 8,
                                 gradient_checkpointing => true)) AS m) s;
-- the value keeps the rank (128 by default, NULL for other optimizers); a
-- stored value estimates as the direct call does
SELECT (w).galore_rank, (training_job('Llama-2-7B')).galore_rank IS NULL AS adamw_null,
       memory(w) = memory(training_job('Llama-2-7B', optimizer => 'galore_adamw', galore_rank => 64)) AS value_same_as_direct,
       (training_job('Llama-2-7B', optimizer => 'galore_adamw')).galore_rank AS default_rank
FROM (SELECT training_job('Llama-2-7B', optimizer => 'galore_adamw', galore_rank => 64) AS w) s;
-- the Trainer's layer-wise names (0.1.18) are GaLore with the step inside
-- the backward pass: the same estimate as optimizer_in_backward => true,
-- in any letter case, kept so in the value (and a stored value that says
-- otherwise is read so too)
SELECT memory(training_job('Llama-2-7B', optimizer => 'galore_adamw_layerwise'))
     = memory(training_job('Llama-2-7B', optimizer => 'galore_adamw', optimizer_in_backward => true)) AS layerwise,
       memory(training_job('Llama-2-7B', optimizer => 'GaLore_AdamW_8bit_Layerwise', galore_rank => 64))
     = memory(training_job('Llama-2-7B', optimizer => 'galore_adamw_8bit', galore_rank => 64,
                           optimizer_in_backward => true)) AS layerwise_8bit,
       (training_job('Llama-2-7B', optimizer => 'galore_adamw_layerwise')).optimizer_in_backward AS in_backward,
       memory(jsonb_populate_record(training_job('Llama-2-7B', optimizer => 'galore_adamw_layerwise'),
                                    '{"optimizer_in_backward": false}'))
     = memory(training_job('Llama-2-7B', optimizer => 'galore_adamw_layerwise')) AS stored_layerwise;
-- CPU offload (0.1.17).  DeepSpeed's own estimators count, per GPU, 2
-- bytes a parameter at stage 2 with cpu_offload (the 16-bit weights; the
-- optimizer, its fp32 master copy and the gradient partitions on the
-- host) and, at stage 3 with the parameters offloaded too, 4 bytes a
-- parameter of the largest layer (largest_layer_memory).  Llama 2 7B under
-- deepspeed, checkpointed: stage 2 on 8 GPUs with offload => 'optimizer',
-- 2 x 6.74e9 = 13,480,000,000 B of model states and no step buffer (the
-- step runs on the host); stage 3 with offload => 'all' on one GPU, the
-- running and prefetched layers, 2 x 202,433,000 x 2 = 809,732,000 B (a
-- layer: 4 x 4096^2 + 3 x 4096 x 11008 + 2 x 4096 = 202,383,360 by shape,
-- (6.74e9 - 2 x 32000 x 4096) / 32 = 202,433,000 within params).  FSDP
-- (pytorch, AMP) on 4 GPUs with offload => 'all' keeps the two gathered
-- bf16 layers and its gathered root unit, 809,732,000 + 2 x 32000 x 4096
-- x 2 = 1,334,020,000 B.  At stage 1 DeepSpeed keeps the full 16-bit
-- gradients until the step: 13,480,000,000 B.
SELECT (s2).weights::bigint + (s2).gradients::bigint + (s2).optimizer::bigint AS zero2_states,
       (s2).optimizer_step::bigint AS zero2_step,
       (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3, gradient_checkpointing => true,
                            offload => 'all'))).weights::bigint AS zero3_all_weights,
       (memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 4, gradient_checkpointing => true,
                            offload => 'all'))).weights::bigint AS fsdp_all_weights,
       (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 1, gpus => 8, gradient_checkpointing => true,
                            offload => 'optimizer'))).gradients::bigint AS zero1_gradients
FROM (SELECT memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, gpus => 8,
                                 gradient_checkpointing => true, offload => 'optimizer')) AS s2) s;
-- the value keeps it as listed (NULL: nothing offloaded); a stored value
-- estimates as the direct call does
SELECT (w).offload, (training_job('Llama-2-7B')).offload IS NULL AS none_null,
       memory(w) = memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'optimizer'))
           AS value_same_as_direct
FROM (SELECT training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'Optimizer') AS w) s;
-- host_memory() (0.1.18): what the offload puts in host memory, per GPU's
-- process.  DeepSpeed's CPU Adam steps the rank's partition of the fp32
-- master copy and AdamW's two fp32 states (12 bytes a parameter) on a
-- pinned fp32 gradient partition (4): Llama 2 7B at stage 2 with offload
-- => 'optimizer' on one GPU, 16 x 6.74e9 = 107,840,000,000 B, DeepSpeed's
-- estimate_zero2_model_states_mem_needs' cpu_mem before its 1.5 buffer
-- factor; on 4 GPUs (the constructor's gpus or memory()'s) a quarter,
-- 26,960,000,000 B each; at stage 3 the same; with the parameters
-- offloaded too their 16-bit partition joins, 18 x 6.74e9 =
-- 121,320,000,000 B (estimate_zero3_model_states_mem_needs' 18).  FSDP
-- (pytorch, AMP) on 4 GPUs with offload => 'all': its fp32 parameters are
-- the master copy, so 4 + 4 (fp32 gradients) + 8 (the two states) = 16
-- bytes, 26,960,000,000 B each.  torchtune's activation offloading copies
-- every checkpointed layer input to the host: Llama 3.2 3B at 2 x 4096
-- tokens, 28 x 8192 x 3072 x 2 = 1,409,286,144 B (without checkpointing
-- the estimate offloads nothing, as memory() does).  A job that offloads
-- nothing: 0.
SELECT host_memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2,
                                offload => 'optimizer'))::bigint AS zero2_one_gpu,
       host_memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, gpus => 4,
                                offload => 'optimizer'))::bigint AS zero2_four,
       host_memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2,
                                offload => 'optimizer'), 4)::bigint AS zero2_four_by_argument,
       host_memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3,
                                offload => 'optimizer'))::bigint AS zero3_optimizer,
       host_memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3,
                                offload => 'all'))::bigint AS zero3_all;
SELECT host_memory(training_job('Llama-2-7B', zero_stage => 3, gpus => 4, offload => 'all'))::bigint AS fsdp_all_four,
       host_memory(training_job('Llama-3.2-3B', batch => 2, seq_len => 4096, framework => 'torchtune',
                                gradient_checkpointing => true, activation_offloading => true))::bigint AS activations,
       host_memory(training_job('Llama-3.2-3B', batch => 2, seq_len => 4096, framework => 'torchtune',
                                activation_offloading => true))::bigint AS unchecked_activations,
       host_memory(training_job('Llama-2-7B'))::bigint AS nothing,
       host_memory(inference_job('Llama-2-7B'))::bigint AS inference,
       host_memory(NULL) IS NULL AS null_in,
       host_memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'optimizer'), NULL)
           = host_memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'optimizer'))
           AS null_gpus_own;
-- DeepSpeed hands any optimizer an fp32 copy of the rank's gradient
-- partition; stage 3 one sub-group of at most 1e9 elements at a time.
-- Llama-2-7B, batch 1 x 2048, checkpointing: the activations are the 32
-- layer inputs (32 x 2048 x 4096 x 2 = 536,870,912 B), the final norm's
-- 2048 x 4096 x (4 + 2 + 2) = 67,108,864 B and the loss's 2048 x 32,000 x
-- 12 B = 786,432,000 B: 1,390,411,776 B (1,457,520,640 in the column, with
-- the two cuBLAS workspaces, 67,108,864 B).  Stage 3 on 4 GPUs: 1.685e9
-- elements per rank, capped at 1e9: 4e9 B, 2,609,588,224 B beyond the
-- activations; on 8 GPUs 842.5e6 x 4 = 3.37e9 B (1,979,588,224 beyond);
-- stage 2 on 4 GPUs, uncapped, 6.74e9 B (5,349,588,224 beyond),
-- with SGD with momentum as with AdamW.
SELECT (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3, gpus => 4, gradient_checkpointing => true))).activations::bigint AS activations,
       (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3, gpus => 4, gradient_checkpointing => true))).optimizer_step::bigint AS zero3_4,
       (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 3, gpus => 8, gradient_checkpointing => true))).optimizer_step::bigint AS zero3_8,
       (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, gpus => 4, gradient_checkpointing => true))).optimizer_step::bigint AS zero2_4,
       (memory(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, gpus => 4, gradient_checkpointing => true,
                            optimizer => 'sgd_momentum'))).optimizer_step::bigint AS zero2_4_sgd;
-- Hugging Face's Adafactor steps one parameter at a time in fp32: the
-- largest is the embedding, 32,000 x 4,096 = 131,072,000 values.  Under
-- AMP (fp32 parameters) the update and its replacement, 2 x 4 B each:
-- 1,048,576,000 B; a bf16 model adds fp32 copies of the parameter and its
-- gradient: 2,097,152,000 B.  At 256 tokens with checkpointing the
-- activations are 32 x 256 x 4096 x 2 = 67,108,864 B of layer inputs, the
-- final norm's 256 x 4096 x (4 + 4 + 2) = 10,485,760 B (fp32 input and
-- normalised value, the head's bf16 copy) and the loss's 256 x 32,000 x
-- 16 B = 131,072,000 B: 208,666,624 B, 275,775,488 B in the column with the
-- two cuBLAS workspaces (67,108,864 B).  Under AMP the step's buffers fit in
-- the room of autocast's 16-bit copies of the weights (13,480,000,000 B,
-- gone by the step): nothing beyond; in bf16, where the final norm keeps
-- 8 bytes a value (8,388,608 B) and the activations are 206,569,472 B, the
-- step is 1,890,582,528 B beyond them.
SELECT (memory(training_job('Llama-2-7B', optimizer => 'adafactor', seq_len => 256, gradient_checkpointing => true))).activations::bigint AS activations,
       (memory(training_job('Llama-2-7B', optimizer => 'adafactor', seq_len => 256, gradient_checkpointing => true))).optimizer_step::bigint AS amp,
       (memory(training_job('Llama-2-7B', optimizer => 'adafactor', seq_len => 256, gradient_checkpointing => true,
                            mixed_precision => false))).optimizer_step::bigint AS bf16,
       (memory(training_job('Llama-2-7B', optimizer => 'adafactor', method => 'lora', seq_len => 256,
                            gradient_checkpointing => true, mixed_precision => true))).optimizer_step AS lora;
-- and the columns add up over catalog models, methods, optimizers,
-- frameworks, sizes and checkpointing, training and inference alike
SELECT count(*) AS estimates,
       count(*) FILTER (WHERE (e).weights + (e).gradients + (e).optimizer + (e).activations + (e).kv_cache
                              + (e).optimizer_step + (e).overhead <> (e).total) AS not_adding_up,
       count(*) FILTER (WHERE (e).optimizer_step > '0 B') AS step_sets_the_peak
FROM (SELECT memory(training_job(m.name, method => meth, optimizer => opt, framework => fw, batch => b,
                                 seq_len => s, gradient_checkpointing => ck)) AS e
      FROM model m, unnest(ARRAY['full', 'lora', 'qlora']) AS meth,
           unnest(ARRAY['adamw', 'paged_adamw', 'adamw_8bit', 'sgd_momentum', 'adafactor']) AS opt,
           unnest(ARRAY['pytorch', 'transformers', 'torchtune', 'litgpt', 'deepspeed']) AS fw,
           unnest(ARRAY[1, 8]) AS b, unnest(ARRAY[256, 4096]) AS s, unnest(ARRAY[false, true]) AS ck
      WHERE m.arch_type = 'decoder' AND m.name IN ('Llama-2-7B', 'Llama-3-8B', 'Mixtral-8x7B-v0.1', 'Qwen2.5-0.5B', 'Gemma-2-9B')
      UNION ALL
      SELECT memory(inference_job(m.name, framework => fw, batch => b, context => s))
      FROM model m, unnest(ARRAY['pytorch', 'vllm']) AS fw, unnest(ARRAY[1, 32]) AS b, unnest(ARRAY[512, 8192]) AS s
      WHERE m.arch_type = 'decoder') x;
-- also where the components are fractional bytes (odd parameter counts,
-- 4-bit and 8-bit formats, sharding): each column is rounded on its own
-- and the total is their sum; allocated <= reserved <= total
SELECT count(*) AS estimates,
       count(*) FILTER (WHERE (e).weights + (e).gradients + (e).optimizer + (e).activations + (e).kv_cache
                              + (e).optimizer_step + (e).overhead <> (e).total) AS not_adding_up,
       count(*) FILTER (WHERE NOT ((e).allocated <= (e).reserved AND (e).reserved <= (e).total)) AS out_of_order
FROM (SELECT memory(training_job(params => 1e8 + i * 1234567.891, method => (ARRAY['full', 'lora', 'qlora'])[1 + i % 3],
                                 optimizer => (ARRAY['adamw', 'adamw_8bit', 'paged_adamw_8bit', 'lion', 'adafactor'])[1 + i / 3 % 5],
                                 framework => (ARRAY['pytorch', 'transformers', 'torchtune', 'litgpt', 'deepspeed'])[1 + i / 15 % 5],
                                 "precision" => CASE WHEN i % 3 = 2 THEN 'nf4_dq' ELSE 'bf16' END,
                                 batch => 1 + i % 7, seq_len => 100 + i * 37 % 5000, gradient_checkpointing => i % 2 = 0,
                                 zero_stage => i / 60 % 4, gpus => 1 + i / 5 % 8)) AS e
      FROM generate_series(1, 10000) AS i
      UNION ALL
      SELECT memory(inference_job(params => 1e8 + i * 2345678.9, dtype => (ARRAY['bf16', 'nf4', 'int8', 'fp8', 'nf4_dq'])[1 + i % 5],
                                  framework => (ARRAY['pytorch', 'vllm'])[1 + i / 5 % 2], batch => 1 + i % 9,
                                  context => 100 + i * 31 % 9000,
                                  -- vLLM splits the heads evenly: its shards are the pytorch rows'
                                  gpus => CASE WHEN i / 5 % 2 = 0 THEN 1 + i / 7 % 4 ELSE 1 END))
      FROM generate_series(1, 5000) AS i) x;

-- names in any letter case: 'QLoRA', 'AdamW', 'PyTorch', 'vLLM', 'BF16',
-- 'NF4', 'Q4_K_M' name what the lower-case names do, and the workload stores
-- the name as listed (a list of LoRA targets is stored as given); the
-- constructors' constant and per-row arguments, and memory() of a value
-- spelt so by hand, alike
SELECT training_job('Llama-3-8B', method => 'QLoRA', dtype => 'NF4', optimizer => 'AdamW',
                    framework => 'PyTorch', lora_targets => 'Q_PROJ, V', gradient_checkpointing => false, mixed_precision => true)
       = training_job('Llama-3-8B', method => 'qlora', dtype => 'nf4', optimizer => 'adamw',
                      framework => 'pytorch', lora_targets => 'Q_PROJ, V', gradient_checkpointing => false, mixed_precision => true) AS training_same,
       (training_job('Llama-3-8B', method => 'QLoRA', dtype => 'NF4', optimizer => 'AdamW',
                     framework => 'PyTorch', lora_targets => 'Q_PROJ, V', gradient_checkpointing => false, mixed_precision => true)).lora_targets AS targets_as_given,
       memory(training_job('Llama-3-8B', method => 'lora', lora_targets => 'Q_PROJ, V', gradient_checkpointing => false, mixed_precision => true))
       = memory(training_job('Llama-3-8B', method => 'lora', lora_targets => 'q,v', gradient_checkpointing => false, mixed_precision => true)) AS targets_same,
       inference_job('Llama-3-8B', framework => 'vLLM', dtype => 'FP8', kv_precision => 'FP8')
       = inference_job('Llama-3-8B', framework => 'vllm', dtype => 'fp8', kv_precision => 'fp8') AS inference_same,
       inference_job('Llama-3-8B', framework => 'LLaMA.cpp', dtype => 'Q4_K_M')
       = inference_job('Llama-3-8B', framework => 'llama.cpp', dtype => 'q4_k_m') AS gguf_same;
SELECT m, o, f, (w).method, (w).optimizer, (w).framework, (w)."precision",
       memory(w) = memory(training_job('Llama-3-8B', method => lower(m), optimizer => lower(o),
                                       framework => lower(f), dtype => lower(d))) AS same_estimate
FROM (VALUES ('QLoRA', 'AdamW', 'TorchTune', 'NF4_DQ'), ('LoRA', 'Paged_AdamW_8bit', 'LitGPT', 'BF16'),
             ('Full', 'SGD', 'DeepSpeed', 'FP16'), ('full', 'adamw', 'pytorch', 'bf16')) v(m, o, f, d),
     LATERAL (SELECT training_job('Llama-3-8B', method => m, optimizer => o, framework => f, dtype => d) AS w) j;
-- a constant name is looked up once a query: every row stores it as listed
SELECT count(*) AS rows, string_agg(DISTINCT (w).method || ' ' || (w).framework, ', ') AS stored
FROM (SELECT training_job('Llama-3-8B', method => 'QLoRA', framework => 'TorchTune', batch => i, gradient_checkpointing => false) AS w
      FROM generate_series(1, 5) AS i) s;
-- a stored value whose text needs a 4-byte header (a LoRA target list of
-- 206 characters) reads back as the
-- short list does, in one query with short values and a model name (null
-- columns between)
CREATE TEMP TABLE long_text AS
SELECT k, training_job(CASE WHEN k = 2 THEN 'Llama-3-8B' END, params => 8.03e9, layers => 32, hidden => 4096,
                       heads => 32, kv_heads => 8, intermediate => 14336, vocab => 128256, method => 'lora',
                       lora_targets => CASE WHEN k = 1 THEN rtrim(repeat('q_proj, v_proj, ', 13), ', ') ELSE 'q,v' END, gradient_checkpointing => false, mixed_precision => true) AS w
FROM generate_series(1, 3) AS k;
SELECT k, length((w).lora_targets) AS targets_length, (w).model,
       memory(w) = memory(training_job('Llama-3-8B', method => 'lora', lora_targets => 'q,v', gradient_checkpointing => false, mixed_precision => true)) AS same_as_short
FROM long_text ORDER BY k;
-- and a long text after a short one: the model's 150 characters follow
-- 'training' (a 1-byte header and 8 bytes), so pad bytes align its header
SELECT memory(ROW('training', repeat('m', 150), 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'pytorch', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)
       = memory(ROW('training', NULL, 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'pytorch', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)
       AS long_model_name_same;
-- memory() over stored values remembers each name column's last text: a
-- repeated name is not looked up again, but a new one is, and a training
-- value's precision is checked as training's even after an inference
-- value's 'nf4' (a training job keeps its base format apart)
CREATE TEMP TABLE names_seen AS
SELECT 1 AS k, inference_job('Llama-3-8B', dtype => 'nf4') AS w
UNION ALL SELECT 2, inference_job('Llama-3-8B', dtype => 'nf4')
UNION ALL SELECT 3, ROW('training', NULL, 7e9, 7e9, 'full', 'nf4', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'pytorch', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload;
SELECT pg_temp.try($$SELECT count(memory(w)) FROM (SELECT w FROM names_seen ORDER BY k) s$$) AS training_nf4_after_inference;
SELECT count(memory(w)) AS inference_rows FROM names_seen WHERE k < 3;
CREATE TEMP TABLE frameworks_seen AS
SELECT 1 AS k, training_job('Llama-3-8B') AS w
UNION ALL SELECT 2, training_job('Llama-3-8B', batch => 2)
UNION ALL SELECT 3, ROW('training', NULL, 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'jax', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload;
SELECT pg_temp.try($$SELECT count(memory(w)) FROM (SELECT w FROM frameworks_seen ORDER BY k) s$$) AS new_framework_after_repeats;
-- a value composed by hand in other letter case
SELECT memory(ROW('Training', NULL, 7e9, 7e9, 'Full', 'BF16', 'AdamW', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'PyTorch', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)
       = memory(ROW('training', NULL, 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'pytorch', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)
       AS hand_made_same;
-- a name that is no listed name in any case is still the error, as given
SELECT pg_temp.try($$training_job(params => 7e9, method => 'QLoRA2')$$) AS misspelt,
       pg_temp.try($$inference_job(params => 7e9, dtype => 'Q4_K_X')$$) AS misspelt_format;

-- bad arguments: 22023 with a hint listing the valid values
SELECT q, pg_temp.try(q) AS result FROM unnest(ARRAY[
    $$training_job('No-Such-Model')$$,
    $$training_job(params => 7e9, method => 'dora')$$,
    $$training_job(params => 7e9, dtype => 'fp64')$$,
    $$training_job(params => 7e9, dtype => 'nf4')$$,
    $$training_job(params => 7e9, optimizer => 'adamax')$$,
    $$training_job(params => 7e9, optimizer => 'adamw_torch_8bit')$$,
    $$training_job(params => 7e9, framework => 'jax')$$,
    $$training_job(params => 7e9, framework => 'vllm')$$,
    $$training_job(params => 7e9, lora_rank => 8)$$,
    $$training_job(params => 7e9, method => 'lora', lora_rank => 0, gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, method => 'lora', lora_targets => 'wq', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, method => 'lora', lora_targets => 'q,,v', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, method => 'lora', lora_targets => 'q,v,', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, method => 'lora', lora_targets => ', q', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, method => 'lora', lora_targets => ' ', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 2.78e9, gated_mlp => false, method => 'lora', lora_targets => 'gate', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, batch => 0)$$,
    $$training_job(params => 7e9, seq_len => -1)$$,
    $$training_job(params => 7e9, gpus => 0)$$,
    $$training_job(params => 7e9, zero_stage => 4)$$,
    $$training_job(params => -1)$$,
    $$training_job(params => 'NaN')$$,
    $$training_job(params => 7e9, tokens => 0)$$,
    $$training_job()$$,
    $$training_job(layers => 32)$$,
    $$training_job(params => 7e9, heads => 8, kv_heads => 16)$$,
    $$inference_job('Llama-3-8B', kv_heads => 7)$$,
    $$training_job(params => 7e9, hidden => 4096, heads => 30)$$,
    $$training_job(params => 7e9, "precision" => 'fp16', dtype => 'fp32')$$,
    $$training_job(params => 1e16)$$,
    -- derived from the dimensions given: an MLP width beyond an integer
    -- (8/3 x 900,000,000, 4 x 600,000,000) and 4 x 10^5 layers of
    -- (4 + 3) x 10^10 parameters each, 2.8e16 in all
    $$training_job(params => 7e9, hidden => 900000000, heads => 1)$$,
    $$training_job(params => 7e9, hidden => 600000000, heads => 1, gated_mlp => false)$$,
    $$training_job(layers => 400000, hidden => 100000, intermediate => 100000, heads => 1)$$,
    $$training_job(params => 7e9, lora_dropout => 0.1)$$,
    $$training_job(params => 7e9, method => 'lora', lora_dropout => 1.5, gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, gradient_accumulation => 0)$$,
    $$training_job(params => 7e9, gradient_accumulation => 4, optimizer_in_backward => true)$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B'), '{"gradient_accumulation": -2}'))$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B', optimizer_in_backward => true), '{"gradient_accumulation": 8}'))$$,
    $$training_job(params => 7e9, lora_dtype => 'fp32')$$,
    $$training_job(params => 7e9, method => 'lora', lora_dtype => 'bf16', gradient_checkpointing => false, mixed_precision => true)$$,
    $$training_job(params => 7e9, method => 'lora', "precision" => 'fp32', mixed_precision => false, lora_dtype => 'bf16', gradient_checkpointing => false)$$,
    $$training_job(params => 7e9, method => 'lora', mixed_precision => false, lora_dtype => 'fp16', gradient_checkpointing => false)$$,
    $$training_job(params => 7e9, method => 'lora', mixed_precision => false, lora_dtype => 'nf4', gradient_checkpointing => false)$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B', method => 'lora', mixed_precision => false, gradient_checkpointing => false), '{"lora_dtype": "int8"}'))$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true), '{"lora_dtype": "bf16"}'))$$,
    $$training_job(params => 7e9, num_labels => 0)$$,
    $$memory(training_job('Llama-2-7B', num_labels => -2))$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B'), '{"num_labels": 0}'))$$,
    $$training_job('Llama-2-7B', galore_rank => 128)$$,
    $$training_job('Llama-2-7B', optimizer => 'galore_adamw', galore_rank => 0)$$,
    $$training_job('Llama-2-7B', method => 'lora', optimizer => 'galore_adamw_8bit', gradient_checkpointing => false, mixed_precision => true)$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B', method => 'qlora', gradient_checkpointing => false, mixed_precision => true), '{"optimizer": "galore_adamw"}'))$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B'), '{"galore_rank": 16}'))$$,
    $$training_job('Llama-2-7B', optimizer => 'galore_adamw', framework => 'deepspeed')$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B', optimizer => 'galore_adamw'), '{"zero_stage": 3}'))$$,
    $$training_job('Llama-2-7B', optimizer => 'galore_adamw', optimizer_in_backward => true, gpus => 2)$$,
    $$memory(training_job('Llama-2-7B', optimizer => 'galore_adamw_8bit', optimizer_in_backward => true), gpus => 4)$$,
    $$training_job('Llama-2-7B', optimizer => 'galore_adamw_layerwise', gpus => 2)$$,
    $$training_job('Llama-2-7B', optimizer => 'galore_adamw_layerwise', gradient_accumulation => 4)$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B', optimizer => 'galore_adamw_8bit_layerwise'), '{"gradient_accumulation": 2}'))$$,
    $$training_job('Llama-2-7B', offload => 'optimizer')$$,
    $$training_job('Llama-2-7B', framework => 'deepspeed', offload => 'optimizer')$$,
    $$training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'all')$$,
    $$training_job('Llama-2-7B', zero_stage => 3, gpus => 2, offload => 'nvme')$$,
    $$memory(jsonb_populate_record(training_job('Llama-2-7B', zero_stage => 3, gpus => 2, offload => 'all'), '{"zero_stage": 2}'))$$,
    $$host_memory(training_job('Llama-2-7B'), 0)$$,
    $$host_memory(training_job('Llama-2-7B', optimizer => 'galore_adamw', optimizer_in_backward => true), 2)$$,
    $$host_memory(jsonb_populate_record(training_job('Llama-2-7B', zero_stage => 3, gpus => 2, offload => 'all'), '{"zero_stage": 2}'))$$,
    $$training_job('Llama-2-7B', cuda_context => '1343')$$,
    $$memory(training_job('Llama-2-7B', cuda_context => '0 B'))$$,
    $$inference_job('Llama-2-7B', cuda_context => '-1 GiB')$$,
    $$memory(inference_job('Llama-2-7B', cuda_context => '2 TiB'))$$,
    $$memory(jsonb_populate_record(inference_job('Llama-2-7B'), '{"cuda_context": "1 kB"}'))$$,
    $$training_job(params => 7e9, hidden => 64, heads => 128)$$,
    $$training_job('Llama-2-7B', hidden => 16)$$,
    $$inference_job('Llama-2-7B', heads => 8192)$$,
    $$training_job('Mixtral-8x7B-v0.1', active_experts => 9)$$,
    $$inference_job('Llama-2-7B', active_experts => 2)$$,
    $$inference_job('No-Such-Model')$$,
    $$inference_job(params => 7e9, dtype => 'q4_k_m')$$,
    $$inference_job(params => 7e9, dtype => 'nf4', framework => 'llama.cpp')$$,
    $$inference_job(params => 7e9, kv_precision => 'int3')$$,
    $$inference_job(params => 7e9, context => 0)$$,
    $$inference_job(params => 7e9, framework => 'tgi')$$,
    $$inference_job('Llama-3-8B', kv_cache_width => 0)$$,
    $$inference_job('Llama-3-8B', sliding_window => -4096)$$,
    $$inference_job('Llama-3-8B', sliding_window_layers => 16)$$,
    $$inference_job('Llama-3-8B', sliding_window => 4096, sliding_window_layers => 33)$$,
    $$memory(jsonb_populate_record(inference_job('Gemma-2-9B'), '{"sliding_window_layers": 43}'))$$,
    $$memory(training_job(params => 7e9), gpus => 0)$$,
    $$inference_job('Llama-2-7B', framework => 'vllm', gpus => 3)$$,
    $$memory(inference_job('Falcon-7B', framework => 'vllm', context => 4096), gpus => 2)$$,
    $$memory(inference_job('Llama-2-7B', batch => 131072, context => 2147483647))$$,
    $$memory(training_job('Llama-2-7B', batch => 2147483647, seq_len => 2147483647))$$,
    $$memory(ROW('training', NULL, 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'jax', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)$$,
    $$memory(ROW('training', NULL, 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'pytorch', NULL, NULL, true, -5, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)$$,
    $$memory(ROW('training', NULL, 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 7, 1, 'pytorch', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)$$,
    $$memory(ROW('sleeping', NULL, 7e9, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1, 'pytorch', NULL, NULL, true, 32, 4096, 32, 32, 128, 11008, 32000, false, 1, 1, NULL, NULL, NULL, true, false, false, false, false, false, NULL, 1, false, false, false, false, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::workload)$$
]) AS q;

-- names match the catalog case-insensitively, and by Hugging Face id
SELECT (training_job('llama-2-7b')).params = (training_job('meta-llama/Llama-2-7b-hf')).params AS same_model;
-- and by the repository's own name, as job logs record it (Llama 3 8B's
-- repository is meta-llama/Meta-Llama-3-8B)
SELECT (inference_job('Meta-Llama-3-8B')).params = (inference_job('Llama-3-8B')).params AS repo_name,
       (inference_job('llama-2-7b-HF')).layers AS llama2_layers;
-- the constructors take no fine-tune's name: an -Instruct model has its
-- base's architecture, and model_id() (0.1.19) names the base
SELECT regexp_replace(pg_temp.try($$inference_job('Llama-3-8B-Instruct')$$), ': BERT-base-uncased, .* A fine-tune', ': ... A fine-tune')
       AS instruct;
-- model_id(name): the catalog name of a model as a job log names it, as the
-- constructors find it (a catalog name, a repository id with or without
-- its owner, in any case), and for an instruction-tuned fine-tune its
-- base's: the word instruct, chat or it taken out (and a release date
-- after it), or made Base; for a quantized upload, its format's words
-- (GPTQ, AWQ, GGUF, bnb-4bit, FP8, Int4, ...) taken off the end first; the
-- memory is then the base's
SELECT f AS name, model_id(f) AS model,
       memory(training_job(model_id(f), method => 'lora', gradient_checkpointing => false, mixed_precision => true)) = memory(training_job(b, method => 'lora', gradient_checkpointing => false, mixed_precision => true))
       AND memory(inference_job(model_id(f))) = memory(inference_job(b)) AS same_as_base
FROM (VALUES ('llama-2-7b', 'Llama-2-7B'),
             ('meta-llama/Meta-Llama-3-8B', 'Llama-3-8B'),
             ('Llama-3-8B-Instruct', 'Llama-3-8B'),
             ('meta-llama/Llama-2-7b-chat-hf', 'Llama-2-7B'),
             ('Qwen/Qwen2.5-7B-Instruct', 'Qwen2.5-7B'),
             ('google/gemma-2-9b-it', 'Gemma-2-9B'),
             ('google/gemma-3-4b-it', 'Gemma-3-4B'),
             ('mistralai/Mistral-7B-Instruct-v0.3', 'Mistral-7B-v0.3'),
             ('mistralai/Mixtral-8x7B-Instruct-v0.1', 'Mixtral-8x7B-v0.1'),
             ('Qwen/Qwen3-30B-A3B-Instruct-2507', 'Qwen3-30B-A3B'),
             ('mistralai/Mistral-Nemo-Instruct-2407', 'Mistral-Nemo-12B'),
             ('tiiuae/falcon-7b-instruct', 'Falcon-7B'),
             -- quantized uploads: their format's words off the end
             ('TheBloke/Llama-2-7B-Chat-GPTQ', 'Llama-2-7B'),
             ('Qwen/Qwen2.5-7B-Instruct-GPTQ-Int4', 'Qwen2.5-7B'),
             ('unsloth/mistral-7b-v0.3-bnb-4bit', 'Mistral-7B-v0.3'),
             ('TheBloke/Mistral-7B-Instruct-v0.2-GGUF', 'Mistral-7B-v0.2'),
             -- Meta's Llama 3.1 repositories before their rename
             ('neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8', 'Llama-3.1-8B'),
             ('meta-llama/Meta-Llama-3.1-70B', 'Llama-3.1-70B')) AS v (f, b);
-- nothing else is guessed (NULL): a base the catalog lacks (Qwen 2.5
-- Math), a distillation onto another architecture, a word that is the
-- family's name, an owner that is not the model's; a user's own model is
-- found as a shipped one is.  Mistral 7B Instruct v0.2's base is the
-- catalog's v0.2 (0.1.19), which has no sliding window, unlike v0.1
SELECT model_id('Qwen/Qwen2.5-Math-7B-Instruct') AS no_base,
       model_id('Llama-2-7B-GPTQ-chat') AS format_not_last,
       model_id('deepseek-ai/DeepSeek-R1-Distill-Qwen-7B') AS distilled,
       model_id('it-7B') AS first_word, model_id('foo-chat-x/Llama-2-7B') AS other_owner,
       model_id(NULL) IS NULL AS null_in,
       model_id('mistralai/Mistral-7B-Instruct-v0.2') AS mistral_v02;
-- names that are no model's are NULL, never an error: empty, an owner
-- alone, hyphens alone, a family word and nothing else, the renamed
-- Llama's prefix alone, a name whose bases outgrow the rules' 4 kB; a
-- format word repeated 300 times is taken off as often
SELECT count(*) AS odd_names, count(model_id(n)) AS found,
       model_id('Llama-2-7B' || repeat('-GPTQ', 300)) AS formats_off
FROM unnest(ARRAY['', '/', '-', '--it--', 'x/', '/-instruct', 'Meta-Llama-', 'meta-llama/Meta-Llama-',
                  repeat('Llama-2-7B-instruct-', 400)]) AS n;
BEGIN;
INSERT INTO computesize.model (name, family, hf_repo_id, arch_type, params, active_params, layers, hidden, heads, kv_heads,
                               head_dim, intermediate, vocab, max_context, tied_embeddings, gated_mlp, dropout, attention, source)
SELECT 'Acme-7B', 'acme', 'acme/Acme-7B-base', arch_type, params, active_params, layers, hidden, heads, kv_heads, head_dim,
       intermediate, vocab, max_context, tied_embeddings, gated_mlp, dropout, attention, 'test'
FROM computesize.model WHERE name = 'Llama-2-7B';
SELECT model_id('acme/Acme-7B-Instruct') AS users_instruct, model_id('Acme-7B-base') AS users_repo_name;
ROLLBACK;
-- 0.1.7's older models, by hand from their configs: the KV cache per
-- token is 2 (K, V) x layers x KV heads x head_dim x 2 bytes (bf16):
-- Falcon 7B's one KV head 2 x 32 x 1 x 64 x 2 = 8,192 B; StarCoder's
-- 2 x 40 x 1 x 128 x 2 = 20,480 B; Gemma 7B's sixteen heads of 256
-- 2 x 28 x 16 x 256 x 2 = 458,752 B; Falcon 40B's eight groups
-- 2 x 60 x 8 x 64 x 2 = 122,880 B.  bf16 weights are 2 bytes a parameter
-- (Falcon 7B: 6,921,720,704, its head tied to the embedding)
SELECT m.model, (memory(inference_job(m.model, batch => 1, context => 1000))).kv_cache::bigint / 1000 AS kv_bytes_per_token
FROM unnest(ARRAY['Falcon-7B', 'StarCoder-15.5B', 'Gemma-7B', 'Falcon-40B', 'bigcode/starcoder']) AS m(model);
SELECT (memory(inference_job('tiiuae/falcon-7b'))).weights::bigint = 2 * 6921720704 AS falcon_weights;
-- explicit architecture overrides the catalog
SELECT (training_job('Llama-2-7B', layers => 16)).layers AS overridden;

-- memory(training_job(...)) is planned as one call (training_memory), which
-- skips building the workload value; it gives the same answers.  A column
-- of it, where every use of the call in the query takes one column, is one
-- call that computes that column alone (training_memory_part), with no
-- memory_estimate row built per row
\i test/sql/helpers/plan_of.sql
SELECT pg_temp.plan_of($$SELECT memory(training_job('Llama-2-7B'))$$) LIKE '%training_memory(%' AS training_rewritten,
       pg_temp.plan_of($$SELECT memory(inference_job('Llama-2-7B'), 2)$$) LIKE '%inference_memory(%' AS inference_rewritten,
       pg_temp.plan_of($$SELECT (memory(w)).total FROM (SELECT training_job('Llama-2-7B') AS w) s$$)
           LIKE '%training_memory_part(%' AS subquery_flattened;
-- which form each use takes: the column alone (its number last: total is
-- column 7, kv_cache 5), the single call where a use takes the whole value
-- (the same call's column too, then), and gpus and trainable_params, which
-- are not sizes, from the single call
-- (the plan's output, every argument list but a column's number elided)
SELECT q, regexp_replace(regexp_replace(regexp_replace(pg_temp.plan_of(q), '^.*Output: ', ''),
                                        '\([^()]*, (\d+)\)', '(..., \1)', 'g'),
                         '\([^()]*[^()0-9]\)', '(...)', 'g') AS planned_as
FROM unnest(ARRAY[
    $$SELECT (memory(training_job('Llama-2-7B'))).total$$,
    $$SELECT (memory(inference_job('Llama-2-7B'), 2)).kv_cache$$,
    $$SELECT (memory(w => training_job('Llama-2-7B'), gpus => 2)).total$$,
    $$SELECT (memory(training_job('Llama-2-7B'))).gpus$$,
    $$SELECT (memory(training_job('Llama-2-7B'))).trainable_params$$,
    $$SELECT (m).total FROM (SELECT memory(training_job('Llama-2-7B')) AS m) s$$,
    $$SELECT (m).total, m FROM (SELECT memory(training_job('Llama-2-7B')) AS m) s$$,
    $$SELECT (memory(w)).total FROM (SELECT training_job('Llama-2-7B') AS w) s$$
]) AS q;
-- (memory(...)).* takes each column alone: the check below compares every
-- column of that route with the single call's over 192 jobs
SELECT pg_temp.plan_of($$SELECT ROW((memory(training_job('Llama-2-7B'))).*)$$) LIKE '%training_memory_part(%, 12)%'
           AS star_takes_columns;
-- called directly, a column function gives that column of the single
-- call; it checks its column's number: 22023 with a hint (8 is gpus and 11
-- trainable_params, not sizes)
SELECT training_memory_part(NULL, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1,
                            'pytorch', 32, 4096, 32, 32, 11008, 32000, NULL, NULL, NULL, false, false, NULL, NULL, NULL, NULL,
                            NULL, NULL, false, NULL, 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 7)
       = (training_memory(params => 7e9, layers => 32, hidden => 4096, heads => 32, kv_heads => 32,
                          intermediate => 11008, vocab => 32000)).total AS direct_call_is_the_total;
SELECT n, pg_temp.try(format($$training_memory_part(NULL, 7e9, 'full', 'bf16', 'adamw', 1, 2048, NULL, false, true, NULL, NULL, 0, 1,
                                 'pytorch', 32, 4096, 32, 32, 11008, 32000, NULL, NULL, NULL, false, false, NULL, NULL, NULL, NULL,
                                 NULL, NULL, false, NULL, 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, %s)$$, n)) AS outcome
FROM unnest(ARRAY['0', '8', '11', '13', 'NULL']) AS n;
SELECT pg_temp.try($$inference_memory_part(NULL, 7e9, 'bf16', 1, 4096, NULL, NULL, 'pytorch', 1, 32, 4096, 32, 32, NULL, 32000,
                                          11008, true, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, -1)$$)
           AS inference_part_error;
-- both direct routes, the single call and each column alone (ROW((...).*)),
-- against the workload value's estimate
SELECT count(*) AS checked,
       count(*) FILTER (WHERE memory(training_job(m, method => meth, batch => b, gradient_checkpointing => b > 2), g)::text
                              IS DISTINCT FROM memory(w, g)::text) AS training_mismatches,
       count(*) FILTER (WHERE memory(inference_job(m, batch => b, framework => fw), g)::text
                              IS DISTINCT FROM memory(wi, g)::text) AS inference_mismatches,
       count(*) FILTER (WHERE ROW((memory(training_job(m, method => meth, batch => b, gradient_checkpointing => b > 2), g)).*)::memory_estimate::text
                              IS DISTINCT FROM memory(w, g)::text) AS training_column_mismatches,
       count(*) FILTER (WHERE ROW((memory(inference_job(m, batch => b, framework => fw), g)).*)::memory_estimate::text
                              IS DISTINCT FROM memory(wi, g)::text) AS inference_column_mismatches
FROM unnest(ARRAY['Llama-2-7B', 'Llama-3-8B', 'Mixtral-8x7B-v0.1', 'DeepSeek-V3']) AS m,
     unnest(ARRAY['full', 'lora', 'qlora']) AS meth,
     unnest(ARRAY['pytorch', 'vllm']) AS fw,
     generate_series(1, 4) AS b,
     unnest(ARRAY[NULL, 2]::int[]) AS g,
     LATERAL (SELECT training_job(m, method => meth, batch => b, gradient_checkpointing => b > 2) AS w,
                     inference_job(m, batch => b, framework => fw) AS wi OFFSET 0) AS x;
-- the direct functions' memo: after 4,096 calls that found less than one
-- in eight of their argument sets there it switches itself off; here 5,000
-- distinct calls do that, and 1,000 repeated ones follow: the answers are
-- the workload route's throughout
SELECT count(*) AS checked,
       count(*) FILTER (WHERE memory(training_job(params => p, layers => 32, method => meth, batch => b))::text
                              IS DISTINCT FROM memory(w)::text) AS mismatches
FROM (SELECT i, CASE WHEN i <= 5000 THEN 7e9 + i ELSE 7e9 + i % 7 END AS p,
             (ARRAY['full', 'lora', 'qlora'])[1 + i % 3] AS meth, 1 + i % 4 AS b
      FROM generate_series(1, 6000) AS i) AS s,
     LATERAL (SELECT training_job(params => p, layers => 32, method => meth, batch => b) AS w OFFSET 0) AS x;
-- and across the arguments that take other paths: MoE, MLA, sliding
-- windows, tied embeddings, LoRA dropout and targets, quantized bases,
-- optimizers, ZeRO stages, frameworks and their defaults, token counts,
-- a derived architecture, KV-cache and GGUF formats
SELECT count(*) AS checked,
       count(*) FILTER (WHERE memory(training_job(m, params => p, method => meth, "precision" => prec, optimizer => opt,
                                                  batch => 2, seq_len => 1024, tokens => tok, gradient_checkpointing => true,
                                                  lora_dropout => CASE WHEN meth <> 'full' THEN 0.1 END,
                                                  lora_targets => CASE WHEN meth <> 'full' THEN 'all-linear' END,
                                                  zero_stage => z, gpus => 4, framework => fw))::text
                              IS DISTINCT FROM memory(w)::text) AS training_mismatches
FROM unnest(ARRAY['Mixtral-8x7B-v0.1', 'DeepSeek-V3', 'Gemma-2-9B', 'Qwen2.5-1.5B', NULL]) AS m,
     unnest(ARRAY['full', 'lora', 'qlora']) AS meth,
     unnest(ARRAY['pytorch', 'transformers', 'torchtune', 'litgpt', 'deepspeed']) AS fw,
     unnest(ARRAY['adamw', 'adamw_8bit', 'paged_adamw', 'sgd', 'adafactor']) AS opt,
     unnest(ARRAY[0, 3]) AS z,
     LATERAL (SELECT CASE WHEN m IS NULL THEN 3e9 END AS p,
                     CASE WHEN meth = 'qlora' THEN 'nf4_dq' ELSE 'bf16' END AS prec,
                     CASE WHEN z = 3 THEN 1e9 END AS tok) AS a,
     LATERAL (SELECT training_job(m, params => p, method => meth, "precision" => prec, optimizer => opt,
                                  batch => 2, seq_len => 1024, tokens => tok, gradient_checkpointing => true,
                                  lora_dropout => CASE WHEN meth <> 'full' THEN 0.1 END,
                                  lora_targets => CASE WHEN meth <> 'full' THEN 'all-linear' END,
                                  zero_stage => z, gpus => 4, framework => fw) AS w OFFSET 0) AS x;
SELECT count(*) AS checked,
       count(*) FILTER (WHERE memory(inference_job(m, "precision" => prec, kv_precision => kv, context => 8192,
                                                   framework => fw, gpus => g))::text
                              IS DISTINCT FROM memory(w)::text) AS inference_mismatches
FROM unnest(ARRAY['Mixtral-8x7B-v0.1', 'DeepSeek-V3', 'Gemma-2-9B', 'Qwen2.5-1.5B']) AS m,
     (VALUES ('bf16', NULL, 'pytorch'), ('fp8', 'fp8', 'vllm'), ('int4', 'bf16', 'vllm'),
             ('q4_k_m', 'q8_0', 'llama.cpp'), ('f16', NULL, 'llama.cpp')) AS f(prec, kv, fw),
     unnest(ARRAY[1, 2]) AS g,
     LATERAL (SELECT inference_job(m, "precision" => prec, kv_precision => kv, context => 8192,
                                   framework => fw, gpus => g) AS w OFFSET 0) AS x;
-- the direct form raises the same errors, and so does a column of it
SELECT pg_temp.try($$memory(training_job(params => 7e9, method => 'dora'))$$) AS direct_error;
SELECT pg_temp.try($$(memory(training_job(params => 7e9, method => 'dora'))).total$$) AS column_error;
-- the direct form remembers recent argument sets within a query; repeated
-- and all-distinct rows (which switch the memo off after 4096 calls) give
-- the same answers as the two-step form, whole and by column (the column
-- functions keep the same memo, of one column's bytes)
SELECT count(*) AS repeated_rows,
       count(*) FILTER (WHERE memory(training_job('Llama-2-7B', method => meth, batch => 1 + i % 5))::text
                              IS DISTINCT FROM memory(w)::text) AS mismatches,
       count(*) FILTER (WHERE (memory(training_job('Llama-2-7B', method => meth, batch => 1 + i % 5))).total
                              IS DISTINCT FROM (memory(w)).total
                           OR (memory(training_job('Llama-2-7B', method => meth, batch => 1 + i % 5))).activations
                              IS DISTINCT FROM (memory(w)).activations) AS column_mismatches
FROM generate_series(1, 6000) AS i,
     LATERAL (SELECT (ARRAY['full', 'lora', 'qlora'])[1 + i % 3] AS meth) AS a,
     LATERAL (SELECT training_job('Llama-2-7B', method => meth, batch => 1 + i % 5) AS w OFFSET 0) AS x;
SELECT count(*) AS distinct_rows,
       count(*) FILTER (WHERE memory(training_job(params => 7e9 + i, seq_len => 512 + i % 7))::text
                              IS DISTINCT FROM memory(w)::text) AS mismatches,
       count(*) FILTER (WHERE (memory(training_job(params => 7e9 + i, seq_len => 512 + i % 7))).total
                              IS DISTINCT FROM (memory(w)).total) AS column_mismatches
FROM generate_series(1, 6000) AS i,
     LATERAL (SELECT training_job(params => 7e9 + i, seq_len => 512 + i % 7) AS w OFFSET 0) AS x;

-- memory(w) of stored workloads keeps a memo of its own, keyed by the
-- value's bytes and gpus: over 6,000 rows that repeat three workloads (ZeRO-3
-- on 2 GPUs) at four gpus arguments, every row gives what its (w, gpus)
-- gives once, in a query over the twelve distinct pairs (no repeats, no
-- hits); NULL is the workload's own 2 GPUs, so 3 x 3 distinct results
CREATE TEMP TABLE stored_w AS
SELECT i, training_job('Llama-2-7B', method => (ARRAY['full', 'lora', 'qlora'])[1 + i % 3],
                       zero_stage => 3, gpus => 2) AS w,
       (ARRAY[NULL, 1, 2, 4])[1 + i / 3 % 4] AS g
FROM generate_series(1, 6000) AS i;
SELECT count(*) AS rows_checked,
       count(*) FILTER (WHERE r.m IS DISTINCT FROM f.m) AS mismatches,
       count(DISTINCT r.m) AS distinct_results
FROM (SELECT w, g, memory(w, g)::text AS m FROM stored_w) AS r
JOIN (SELECT w, g, memory(w, g)::text AS m FROM (SELECT DISTINCT w, g FROM stored_w) AS d) AS f
  ON f.w = r.w AND f.g IS NOT DISTINCT FROM r.g;
-- a remembered workload is checked again with another gpus
SELECT (memory(w, g)).total FROM (SELECT w, g FROM stored_w WHERE i = 3
                                  UNION ALL SELECT w, 0 FROM stored_w WHERE i = 3) AS x;

-- PL/pgSQL evaluates a simple expression again with the same expression
-- state for new values of its variables: what the direct form remembers of
-- its arguments (names looked up once, the memo's key) must follow them
CREATE FUNCTION pg_temp.total_of(m text, p text, fw text) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
    RETURN (memory(training_job('Llama-2-7B', method => m, "precision" => p, framework => fw))).total;
END $$;
SELECT count(*) AS checked,
       count(*) FILTER (WHERE pg_temp.total_of(m, p, fw)
                              IS DISTINCT FROM (memory(training_job('Llama-2-7B', method => m, "precision" => p,
                                                                    framework => fw))).total::bigint) AS mismatches
FROM unnest(ARRAY['full', 'lora', 'qlora']) AS m, unnest(ARRAY['bf16', 'fp32']) AS p,
     unnest(ARRAY['pytorch', 'torchtune']) AS fw;

-- a convolutional network from the catalog is refused rather than
-- estimated as a transformer
\set VERBOSITY default
SELECT computesize.training_job('ResNet-50');
SELECT computesize.inference_job('SDXL base 1.0 UNet', context => 4096);
\set VERBOSITY terse
