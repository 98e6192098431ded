--
-- time, cost and ranking: flops(), duration(), fits(), rank_gpus(),
-- recommend(), checked by hand and against a public fine-tuning guide's
-- worked examples ("Best GPU for Fine Tuning", March 2026 prices)
--
SET client_min_messages = notice;
SET search_path = public, computesize;

-- FLOPs.  Llama-2-7B (6.74e9 parameters, 32 layers, 32 x 128 attention):
-- LoRA, 512-token sequences, 1e9 tokens: per token 4N + 3 x attention
-- (2 x 32 layers x 512 x 4096 = 134,217,728) = 26.96e9 + 402,653,184 =
-- 27,362,653,184; full fine-tuning 6N; checkpointing adds a forward pass
SELECT flops(training_job('Llama-2-7B', method => 'lora', seq_len => 512, tokens => 1e9, gradient_checkpointing => false, mixed_precision => true)) AS lora,
       flops(training_job('Llama-2-7B', seq_len => 512, tokens => 1e9)) AS full,
       flops(training_job('Llama-2-7B', seq_len => 512, tokens => 1e9, gradient_checkpointing => true)) AS full_ckpt;
-- a two-way classifier in place of Llama 2 7B's head (num_labels, 0.1.16)
-- multiplies by 2 x 4096 weights, not 32000 x 4096: N is (32000 - 2) x 4096
-- = 131,063,808 smaller, so full fine-tuning's 6N per token is 1e9 x 6 x
-- 131,063,808 = 786,382,848,000,000,000 FLOPs fewer
SELECT flops(training_job('Llama-2-7B', seq_len => 512, tokens => 1e9))
     - flops(training_job('Llama-2-7B', seq_len => 512, tokens => 1e9, num_labels => 2)) AS classifier_saves;
-- without tokens: one step of batch x seq_len tokens
SELECT flops(training_job('Llama-2-7B', method => 'lora', batch => 2, seq_len => 512, gradient_checkpointing => false, mixed_precision => true))
     = flops(training_job('Llama-2-7B', method => 'lora', seq_len => 512, tokens => 1024, gradient_checkpointing => false, mixed_precision => true)) AS one_step;
-- Muon (0.1.18) orthogonalizes each of the layers' matrices once per
-- optimizer step, five Newton-Schulz iterations on the matrix turned wide
-- (k rows of l): 5 x (4 k^2 l + 2 k^3) FLOPs.  Llama 2 7B: q, k, v and o
-- 4096 x 4096, 5 x 6 x 4096^3 = 2,061,584,302,080 each; gate, up and down
-- 4096 x 11008, 5 x (4 x 4096^2 x 11008 + 2 x 4096^3) = 4,380,866,641,920
-- each; a layer 21,388,937,134,080, the 32 layers 684,445,988,290,560 a
-- step.  A step of batch 1 x 2048 adds that to AdamW's FLOPs; 1e9 tokens
-- in steps of 8 x 4096 x 16 micro-batches (524,288 tokens on each GPU,
-- whatever their number) add 1e9 / 524,288 of it, 1,305,477,120,000,000,000;
-- LoRA's adapters add nothing counted
SELECT flops(training_job('Llama-2-7B', optimizer => 'muon'))
     - flops(training_job('Llama-2-7B')) AS muon_one_step,
       flops(training_job('Llama-2-7B', optimizer => 'muon', batch => 8, seq_len => 4096,
                          gradient_accumulation => 16, tokens => 1e9))
     - flops(training_job('Llama-2-7B', batch => 8, seq_len => 4096, gradient_accumulation => 16,
                          tokens => 1e9)) AS muon_job,
       flops(training_job('Llama-2-7B', method => 'lora', optimizer => 'muon', gradient_checkpointing => false, mixed_precision => true))
     = flops(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true)) AS lora_same;
-- An encoder-decoder (0.1.18) decodes with its decoder: T5-base's 24
-- layers are 12 encoder layers (attention 4 x 768^2 = 2,359,296 and MLP 2
-- x 768 x 3072 = 4,718,592) and 12 decoder layers with cross-attention too
-- (9,437,184), so the decoder holds 4/7 of the layers' 220e6 - 32128 x 768
-- = 195,325,696 parameters, with the tied embedding 136,288,987.43; a
-- generated token costs 2 x that + attention (2 x 24 x 512 x 12 x 64 =
-- 18,874,368), 291,452,342.86 FLOPs, 1,000 of them 291,452,342,857.14
-- (with every layer, 458,874,368 a token)
SELECT round(flops(inference_job('T5-base', context => 512, tokens => 1000))::numeric, 2) AS t5_base_1000_tokens;

-- Inference is a roofline.  One sequence decoding 1,000 tokens of a
-- 2,048-token context under vLLM on an H100 SXM reads the weights and half
-- the KV cache per token at 80% of 3,350 GB/s (its bandwidth is not
-- measured in the catalog): memory bound
SELECT round(extract(epoch FROM duration(inference_job('Llama-2-7B', context => 2048, tokens => 1000, framework => 'vllm'), 'h100-sxm'))::numeric, 3) AS seconds,
       round((1000 * (m.weights::bigint + 0.5 * m.kv_cache::bigint) / (3350e9 * 0.8))::numeric, 3) AS by_hand
FROM memory(inference_job('Llama-2-7B', context => 2048, framework => 'vllm')) m;
-- Eager PyTorch dispatches each of a layer's ~60 operators from Python at
-- ~10 us: 32 layers x 60 x 10 us = 19.2 ms a step, which the GPU cannot run
-- ahead of, so the same job under the default framework takes 19.2 s
SELECT round(extract(epoch FROM duration(inference_job('Llama-2-7B', context => 2048, tokens => 1000), 'h100-sxm'))::numeric, 3) AS seconds,
       round(1000 * 32 * 60 * 10e-6, 3) AS by_hand;
-- 1,024 short sequences at once: compute bound (2N + attention per token
-- at the prefill's utilisation, 0.50 / 0.80 = 62.5% of the H100 SXM's
-- measured 794.5 TFLOPS of matmul), 1,000 steps
SELECT round(extract(epoch FROM duration(inference_job('Llama-2-7B', batch => 1024, context => 128, tokens => 1024000, framework => 'vllm'), 'h100-sxm'))::numeric, 2) AS seconds,
       round((1024000 * (2 * 6.74e9 + 2 * 32 * 128 * 4096) / (794.5e12 * 0.625))::numeric, 2) AS by_hand;
-- (at 256 sequences of 2,048 tokens the KV cache, 128 GiB, is read at every
-- step: memory bound again)
SELECT round(extract(epoch FROM duration(inference_job('Llama-2-7B', batch => 256, context => 2048, tokens => 256000, framework => 'vllm'), 'h100-sxm'))::numeric, 2) AS seconds,
       round((1000 * (m.weights::bigint + 0.5 * m.kv_cache::bigint) / (3350e9 * 0.8))::numeric, 2) AS by_hand
FROM memory(inference_job('Llama-2-7B', batch => 256, context => 2048, framework => 'vllm')) m;

-- ttft() and tpot(): an inference job's time to first token and time per
-- output token.  Llama 2 7B, a 2,048-token prompt under vLLM on an H100
-- SXM: the prefill's 2,048 x (2 x 6.74e9 + 2 x 32 x 1,024 x 4,096)
-- FLOPs (causal attention over half the prompt on average) at 62.5% of
-- 794.5 TFLOPS: 56.70 ms; a decode step reads the weights and half the
-- KV cache at 80% of 3,350 GB/s: 5.23 ms (duration()'s step)
SELECT round((extract(epoch FROM ttft(w, 'h100-sxm')) * 1000)::numeric, 2) AS ttft_ms,
       round((2048 * (2 * 6.74e9 + 2 * 32 * 1024 * 4096) / (794.5e12 * 0.625) * 1000)::numeric, 2) AS ttft_by_hand,
       round((extract(epoch FROM tpot(w, 'h100-sxm')) * 1000)::numeric, 2) AS tpot_ms,
       round(((m.weights::bigint + 0.5 * m.kv_cache::bigint) / (3350e9 * 0.8) * 1000)::numeric, 2) AS tpot_by_hand
FROM (SELECT inference_job('Llama-2-7B', context => 2048, framework => 'vllm') AS w) j, memory(j.w) m;
-- llama.cpp at batch 1 streams the weights through a kernel that moves
-- about 5.6 bytes per multiprocessor and clock: on an A100 SXM (108 SMs at
-- 1,410 MHz) 852.8 GB/s, less than 80% of its 2,039 GB/s, so Llama 3 8B in
-- fp16 (16.06 GB of weights and half of a 1,024-token KV cache,
-- 64 MiB) decodes at 1 / ((16,060,000,000 + 67,108,864) / 852.8e9) = 52.9
-- tokens a second (measured: 53.18, validation/throughput-measured.csv
-- m085); an RTX 4090 (128 SMs at 2,520 MHz: 1,806 GB/s) is held by its
-- measured 912 GB/s instead (m079: 54.34)
SELECT gpu, round((1 / extract(epoch FROM tpot(w, gpu)))::numeric, 1) AS tokens_per_s,
       round((CASE gpu WHEN 'a100-80gb-sxm' THEN 108 * 1410e6 * 5.6 ELSE 912e9 END
              / (m.weights::bigint + 0.5 * m.kv_cache::bigint))::numeric, 1) AS by_hand
FROM (SELECT inference_job('Llama-3-8B', dtype => 'fp16', framework => 'llama.cpp', context => 1024) AS w) j,
     memory(j.w) m, unnest(ARRAY['a100-80gb-sxm', 'rtx-4090']) gpu;
-- Tensor parallelism (vLLM): Llama 3 70B on 8 H100 SXM GPUs.  Each GPU
-- reads its eighth of the weights and KV cache at 80% of 3,350 GB/s, and
-- every step all-reduces each of the 80 layers' attention and MLP outputs
-- (160 all-reduces of 8,192 x 2 bytes): a ring of 8 takes 14 hops of
-- 1.5 us over NVSwitch and moves 2 x 7/8 of the bytes at 450 GB/s a way,
-- 160 x (21 us + 0.064 us) = 3.37 ms.  llama.cpp gives each GPU whole
-- layers instead, which take turns: two GPUs decode no faster than one
-- could (all the weights read at one GPU's speed)
SELECT round((extract(epoch FROM tpot(w, 'h100-sxm', 8)) * 1000)::numeric, 3) AS tp8_ms,
       round((((m.weights::bigint + 0.5 * m.kv_cache::bigint) / (3350e9 * 0.8)
               + 160 * (14 * 1.5e-6 + 2 * 7 / 8.0 * 8192 * 2 / 450e9)) * 1000)::numeric, 3) AS tp8_by_hand
FROM (SELECT inference_job('Llama-3-70B', framework => 'vllm', gpus => 8, context => 2048) AS w) j, memory(j.w, 8) m;
SELECT round((extract(epoch FROM tpot(inference_job('Llama-3-8B', dtype => 'fp16', framework => 'llama.cpp', context => 1024, gpus => 2),
                                     'rtx-4090', 2)) * 1000)::numeric, 2) AS two_gpus_ms,
       round((extract(epoch FROM tpot(inference_job('Llama-3-8B', dtype => 'fp16', framework => 'llama.cpp', context => 1024),
                                     'rtx-4090')) * 1000)::numeric, 2) AS one_gpu_ms;
-- Data parallelism waits for what its gradient all-reduce does not hide.
-- Llama 2 7B under AMP (fp32 gradients, 26.96 GB), 800 steps of 512
-- tokens on 8 RTX 4090s joined by PCIe gen 4 (31.5 GB/s a way): each of
-- the 100 steps a GPU takes all-reduces 1,079 buckets of 25 MB, 1,079 x 14
-- hops x 4 us + 2 x 7/8 x 26.96 GB / 31.5 GB/s = 1.558 s, of which the
-- backward pass (2/3 of the step's FLOPs at 50% of 165.7 TFLOPS, over 8
-- GPUs at 0.91^3) hides 0.223 s: 133.49 s more than the compute
SELECT round((extract(epoch FROM duration(w, 'rtx-4090', 8)) - extract(epoch FROM duration(w, 'rtx-4090', 1)) / (8 * power(0.91, 3)))::numeric, 2) AS exposed_s,
       round((100 * (1079 * 14 * 4e-6 + 2 * 7 / 8.0 * 26.96e9 / 31.5e9
                     - 2 / 3.0 * flops(w) / (165.7e12 * 0.5) / (8 * power(0.91, 3)) / 100))::numeric, 2) AS by_hand,
       -- over NVSwitch (H100 SXM: 450 GB/s a way, 1.5 us a hop) 0.128 s a step, less
       -- the 0.047 s its faster backward pass hides
       round((extract(epoch FROM duration(w, 'h100-sxm', 8)) - extract(epoch FROM duration(w, 'h100-sxm', 1)) / (8 * power(0.91, 3)))::numeric, 2) AS nvswitch_s,
       round((100 * (1079 * 14 * 1.5e-6 + 2 * 7 / 8.0 * 26.96e9 / 450e9
                     - 2 / 3.0 * flops(w) / (794.5e12 * 0.5) / (8 * power(0.91, 3)) / 100))::numeric, 2) AS nvswitch_by_hand
FROM (SELECT training_job('Llama-2-7B', batch => 1, seq_len => 512, tokens => 512 * 800, gradient_checkpointing => false,
                          mixed_precision => true) AS w) j;
-- bad input: a training job has no first token; NULL arguments give NULL
SELECT ttft(training_job('Llama-2-7B'), 'h100-sxm');
SELECT tpot(inference_job('Llama-2-7B'), 'no-such-gpu');
SELECT tpot(inference_job('Llama-2-7B'), 'h100-sxm', 0);
SELECT ttft(NULL, 'h100-sxm') IS NULL AS ttft_null, tpot(inference_job('Llama-2-7B'), NULL) IS NULL AS tpot_null;

-- A mixture of experts decodes reading the experts its tokens route to:
-- with k of n experts per token, n (1 - (1 - k/n)^batch) per layer.
-- gpt-oss-120b in MXFP4 at batch 1 reads 4 of 128: its weights
-- (65,248,815,744 B) less 124/128 of the experts' 60,914,073,600 B =
-- 6,238,306,944 B, plus half its KV cache at 4096 tokens (2048 B x (18 x
-- 4096 + 18 x 128) / 2 = 77,856,768 B), per token; 1,000 tokens at 80% of
-- 3,350 GB/s.  At batch 256 the steps touch 128 x (1 - (124/128)^256) =
-- 127.96 experts a layer: nearly every weight, as for a dense model (still
-- memory bound: 256 x (2 x 5.71e9 + 2 x 36 x 4096 x 64 x 64) FLOPs a step
-- take 6.5 ms at half the 989.4 TFLOPS peak, the 85 GB it reads 32 ms);
-- under vLLM, which dispatches no operator from Python
SELECT round(extract(epoch FROM duration(inference_job('gpt-oss-120b', dtype => 'mxfp4', tokens => 1000, framework => 'vllm'), 'h100-sxm'))::numeric, 4) AS seconds,
       round((1000 * (6238306944 + 77856768) / (3350e9 * 0.8))::numeric, 4) AS by_hand;
SELECT round(extract(epoch FROM duration(inference_job('gpt-oss-120b', dtype => 'mxfp4', batch => 256, tokens => 256000, framework => 'vllm'), 'h100-sxm'))::numeric, 3) AS seconds,
       round((1000 * (65248815744 - 60914073600 * power(124 / 128.0, 256) + 0.5 * 256 * 155713536)
              / (3350e9 * 0.8))::numeric, 3) AS by_hand;

-- The guide's 7B LoRA speed table (batch 4): RTX 4090 480, L40S 640,
-- A100 PCIe 920, H100 PCIe 1,440 tokens/s.  computesize follows measured
-- matmul throughput (165.7, 269.15, 252.9, 495.93 TFLOPS), so its absolute
-- figures differ; the check is the ordering of the slowest and the fastest
-- and each GPU's speed relative to the RTX 4090 within a factor 1.5 of the
-- table's.
WITH guide(gpu, tokens_per_s) AS (VALUES ('rtx-4090', 480), ('l40s', 640), ('a100-80gb-pcie', 920), ('h100-pcie', 1440)),
ours AS (
    SELECT gpu, tokens_per_s,
           1e9 / extract(epoch FROM duration(training_job('Llama-2-7B', method => 'lora', batch => 4, seq_len => 512,
                                                          tokens => 1e9, gradient_checkpointing => false, mixed_precision => true), gpu)) AS ours
    FROM guide)
SELECT gpu, round(tokens_per_s / 480.0, 2) AS guide_vs_4090,
       round((ours / (SELECT ours FROM ours WHERE gpu = 'rtx-4090'))::numeric, 2) AS ours_vs_4090,
       (ours / (SELECT ours FROM ours WHERE gpu = 'rtx-4090')) / (tokens_per_s / 480.0) BETWEEN 1 / 1.5 AND 1.5 AS within_tolerance,
       ours = (SELECT min(ours) FROM ours) AS slowest, ours = (SELECT max(ours) FROM ours) AS fastest
FROM ours ORDER BY tokens_per_s;

-- The guide's 10-hour comparison: a job of 10 hours on an RTX 4090 costs
-- 10 x 0.34 = 3.40 USD; on an H100 PCIe 1.9 h x 1.99 = 3.78 USD: the H100
-- takes 0.19 of the time, where the guide's own speed table above says
-- 480 / 1,440 = 0.33 (and measured throughput, 0.46 on BERT-Large
-- fine-tuning and 0.88 on llama.cpp's prefill, validation/throughput-
-- measured.csv).  Check: the time within 30% of the table's 3.33 h, the
-- cost within 30% of 3.33 h x 1.99 = 6.63 USD.
WITH t AS (
    SELECT 1e9 / extract(epoch FROM duration(training_job('Llama-2-7B', method => 'lora', batch => 4, seq_len => 512, tokens => 1e9, gradient_checkpointing => false, mixed_precision => true), 'rtx-4090')) AS tps),
r AS (
    SELECT extract(epoch FROM duration(training_job('Llama-2-7B', method => 'lora', batch => 4, seq_len => 512,
                                                    tokens => 10 * 3600 * tps, gradient_checkpointing => false, mixed_precision => true), 'h100-pcie')) / 3600 AS h100_hours
    FROM t)
SELECT round(h100_hours::numeric, 2) AS h100_hours, round((h100_hours * 1.99)::numeric, 2) AS h100_cost,
       round((h100_hours / 10)::numeric, 2) AS time_ratio, round((h100_hours * 1.99 / 3.40)::numeric, 2) AS cost_ratio,
       (h100_hours / 10) / (480 / 1440.0) BETWEEN 0.7 AND 1.3 AS time_within_30pct,
       (h100_hours * 1.99) / (10 * 480 / 1440.0 * 1.99) BETWEEN 0.7 AND 1.3 AS cost_within_30pct
FROM r;

-- The guide's 13B LoRA scaling table on A100s: 850, 1,550 and 2,800 tokens/s
-- on 1, 2 and 4 GPUs (1.82x and 3.29x); computesize keeps 91% per doubling
SELECT n AS gpus,
       round((extract(epoch FROM duration(w, 'a100-80gb-pcie', 1)) / extract(epoch FROM duration(w, 'a100-80gb-pcie', n)))::numeric, 2) AS speedup,
       round(CASE n WHEN 1 THEN 1 WHEN 2 THEN 1550 / 850.0 ELSE 2800 / 850.0 END, 2) AS guide_speedup
FROM (VALUES (1), (2), (4)) AS v(n),
     LATERAL (SELECT training_job('Llama-2-13B', method => 'lora', batch => 4, seq_len => 512, tokens => 1e9, gradient_checkpointing => false, mixed_precision => true)) AS j(w);

-- The guide's cost-efficiency ranking for 13B LoRA on 10B tokens (RunPod
-- prices): RTX 4090 $4.25, L40S $7.51, A100 PCIe $7.74, H100 PCIe $7.96.
-- 13B bf16 weights alone (26 GB) exceed an RTX 4090's 24 GiB, so LoRA does
-- not fit there (QLoRA does); of the rest, the L40S is the cheapest and the
-- H100 PCIe the fastest, and their costs stay within a factor 2 (the guide:
-- "cost differences are small")
SELECT fits(training_job('Llama-2-13B', method => 'lora', batch => 1, seq_len => 512, gradient_checkpointing => false, mixed_precision => true), 'rtx-4090') AS lora_fits_4090,
       fits(training_job('Llama-2-13B', method => 'qlora', batch => 1, seq_len => 512, gradient_checkpointing => false, mixed_precision => true), 'rtx-4090') AS qlora_fits_4090;
WITH r AS (
    SELECT gpu, hours, cost FROM rank_gpus(training_job('Llama-2-13B', method => 'lora', batch => 4, seq_len => 512,
                                                        tokens => 1e10, gradient_checkpointing => true, mixed_precision => true), max_gpus => 1)
    WHERE provider = 'runpod' AND gpu IN ('rtx-4090', 'l40s', 'a100-80gb-pcie', 'h100-pcie'))
SELECT gpu, cost = (SELECT min(cost) FROM r) AS cheapest, hours = (SELECT min(hours) FROM r) AS fastest,
       round(cost / (SELECT min(cost) FROM r), 2) AS cost_vs_cheapest
FROM r ORDER BY cost;

-- fits(): memory(w, gpus).total within 95% of the card
SELECT fits(inference_job('Llama-2-7B'), 'l4') AS l4,
       (memory(inference_job('Llama-2-7B'))).total <= '24 GiB'::memsize * 0.95 AS by_hand,
       fits(inference_job('Llama-2-70B'), 'h100-sxm') AS one_h100,
       fits(inference_job('Llama-2-70B'), 'h100-sxm', 2) AS two_h100,
       (memory(inference_job('Llama-2-70B'), 2)).total <= '80 GiB'::memsize * 0.95 AS two_by_hand;

-- rank_gpus(): every row fits, costs are the billed hours at the offer's
-- price, rows are in cost order, and pareto marks exactly the rows no
-- other row beats on both cost and time
CREATE TEMP TABLE r AS
SELECT * FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048, tokens => 2e8,
                                     gradient_checkpointing => true, mixed_precision => true), max_gpus => 8);
SELECT count(*) > 20 AS many_offers,
       count(*) FILTER (WHERE needed_per_gpu > memory_per_gpu * 0.95) AS not_fitting,
       count(*) FILTER (WHERE headroom <> memory_per_gpu - needed_per_gpu) AS wrong_headroom,
       bool_and(rank = rn) AS ranked_by_cost
FROM (SELECT r.*, row_number() OVER (ORDER BY cost, hours) AS rn FROM r) s;
SELECT count(*) FILTER (WHERE abs(r.cost - r.usd_per_hour * CASE p.billing
            WHEN 'per_hour' THEN ceil(r.hours - 1e-9)
            WHEN 'per_minute' THEN ceil(r.hours * 60 - 1e-9) / 60
            ELSE ceil(r.hours * 3600 - 1e-9) / 3600 END::numeric) > 0.0001) AS wrong_costs
FROM r JOIN provider p ON p.id = r.provider;
-- and rounded to the hundredth of a cent as numeric rounds the decimal
-- product, half away from zero, where binary arithmetic misses a tie by
-- its last bits: at 1.25 USD an hour billed by the second, a run of s
-- seconds costs s x 125 / 36 hundredths of a cent, a tie whenever s is 18
-- more than a multiple of 36 (1.25 x 259,002 s / 3600 = 89.93125, which
-- rounds to 89.9313).  Over 400 job lengths on the per-second offers,
-- rank_gpus()'s cost equals the rate times the whole seconds billed, in
-- numeric and rounded, as choose_compute()'s, on every row, ties included
-- (billed_hours()' double would miss some ties by its last bits itself)
WITH c AS (
    SELECT x.usd_per_hour, x.cost,
           x.usd_per_hour * ceil((x.hours * 3600)::numeric - 1e-9) / 3600 AS exact
    FROM generate_series(1, 400) n,
         LATERAL rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048,
                                        tokens => 1e8 + n * 1e5, gradient_checkpointing => true, mixed_precision => true)) x
    JOIN provider p ON p.id = x.provider AND p.billing = 'per_second')
SELECT count(*) > 1000 AS many_costs,
       count(*) FILTER (WHERE exact * 10000 % 1 = 0.5) > 0 AS has_ties,
       count(*) FILTER (WHERE cost <> round(exact, 4)) AS rounded_otherwise
FROM c;
SELECT count(*) FILTER (WHERE pareto IS DISTINCT FROM NOT EXISTS (
           SELECT FROM r o WHERE o.cost <= r.cost AND o.hours <= r.hours AND (o.cost < r.cost OR o.hours < r.hours))) AS wrong_pareto,
       count(*) FILTER (WHERE pareto) > 0 AS has_frontier
FROM r;
-- objective time orders by hours; deadline and budget filter
SELECT bool_and(rank = rn) AS ranked_by_time
FROM (SELECT t.*, row_number() OVER (ORDER BY hours, cost) AS rn
      FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048, tokens => 2e8,
                                  gradient_checkpointing => true, mixed_precision => true), objective => 'time') t) s;
SELECT count(*) AS all_offers,
       count(*) FILTER (WHERE hours <= 20) AS by_hand_deadline,
       count(*) FILTER (WHERE hours <= 20 AND cost <= 60) AS by_hand_both
FROM r;
SELECT count(*) AS with_deadline, max(hours) <= 20 AS within_deadline
FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048, tokens => 2e8,
                            gradient_checkpointing => true, mixed_precision => true), deadline => '20 hours');
SELECT count(*) AS with_both, max(cost) <= 60 AS within_budget
FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048, tokens => 2e8,
                            gradient_checkpointing => true, mixed_precision => true), deadline => '20 hours', budget => 60);
-- nothing within them: the notice says which limit
SELECT count(*) FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048, tokens => 2e8,
                               gradient_checkpointing => true, mixed_precision => true), deadline => '1 minute');
SELECT count(*) FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048, tokens => 2e8,
                               gradient_checkpointing => true, mixed_precision => true), budget => 0.01);
-- spot: the hours of work W on-demand, with interruptions at the provider's
-- rate r an hour, each losing half a checkpoint interval c (half the run,
-- if shorter) and the restart time s: W x (1 + r x (min(W, c) / 2 + s)).
-- AWS's top Spot Instance Advisor band, 20% of instances a month, is
-- r = 0.000274; with c = 1 h and s = 10 min a job of more than an hour
-- takes 1 + 0.000274 x (0.5 + 0.166667) = 1.000183 times as long
SELECT round((s.hours / o.hours)::numeric, 6) AS aws_spot_hours_ratio
FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', tokens => 2e8, gradient_checkpointing => false, mixed_precision => true), pricing => 'spot') s
JOIN rank_gpus(training_job('Llama-3-8B', method => 'lora', tokens => 2e8, gradient_checkpointing => false, mixed_precision => true)) o
  USING (provider, instance_type, region)
WHERE provider = 'aws' AND o.hours > 1
LIMIT 1;
-- GCP publishes no rate: once a day, r = 1/24. A long job: 1 + (1/24) x
-- (1/2 + 1/6) = 1.027778; a job of 0.3 h of work loses half of that:
-- 1 + (1/24) x (0.15 + 1/6) = 1.013194; checkpoints every 15 minutes and a
-- 5-minute restart: 1 + (1/24) x (0.125 + 1/12) = 1.008681
SELECT round((spot_hours(10, NULL) / 10)::numeric, 6) AS long_job,
       round((spot_hours(0.3, NULL) / 0.3)::numeric, 6) AS short_job,
       round((spot_hours(10, 1 / 24.0, interval '15 minutes', interval '5 minutes') / 10)::numeric, 6) AS checkpointed,
       round((spot_hours(10, 0.000274) / 10)::numeric, 6) AS aws;
SELECT round((s.hours / o.hours)::numeric, 6) AS gcp_spot_hours_ratio
FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', tokens => 2e8), pricing => 'spot') s
JOIN rank_gpus(training_job('Llama-3-8B', method => 'lora', tokens => 2e8)) o
  USING (provider, instance_type, region)
WHERE provider = 'gcp' AND o.hours > 1
LIMIT 1;
-- a job's own checkpoints and restart, set on the workload
SELECT round((s.hours / o.hours)::numeric, 6) AS gcp_checkpointed_ratio
FROM rank_gpus(checkpointed(training_job('Llama-3-8B', method => 'lora', tokens => 2e8), interval '15 minutes', interval '5 minutes'),
               pricing => 'spot') s
JOIN rank_gpus(training_job('Llama-3-8B', method => 'lora', tokens => 2e8)) o
  USING (provider, instance_type, region)
WHERE provider = 'gcp' AND o.hours > 1
LIMIT 1;
-- a job that cannot restart is never placed on spot capacity, and is told why
SELECT count(*) AS spot_offers FROM rank_gpus(not_restartable(training_job('Llama-3-8B', method => 'lora', tokens => 2e8)),
                                              pricing => 'spot');
SELECT count(*) FILTER (WHERE pricing = 'spot') AS spot_among_any
FROM rank_gpus(not_restartable(training_job('Llama-3-8B', method => 'lora', tokens => 2e8)), pricing => 'any');
SELECT checkpointed(training_job('Llama-3-8B'), interval '0 minutes');
SELECT spot_hours(-1, NULL);
SELECT spot_hours(1, NULL, interval '-5 minutes');
-- reservations are commitments: pricing any leaves them out unless the
-- team says how busy it keeps one; then a job pays its hours at the
-- reserved rate over that share. RunPod's 1 x A100 PCIe: 0.679224 USD an
-- hour reserved for a year, 1.19 on demand, so the reservation breaks even
-- at 0.679224 / 1.19 = 57.08% of its term in use
SELECT count(*) FILTER (WHERE pricing LIKE 'reserved%') AS reserved_without_utilization
FROM rank_gpus(training_job('Llama-3.2-1B', method => 'lora', tokens => 1e8), pricing => 'any');
SELECT r.instance_type, r.usd_per_hour, round(r.hours::numeric, 6) AS hours,
       r.cost = round(r.usd_per_hour * billed_hours(r.hours, 'per_second')::numeric / 0.5, 4) AS cost_over_half
FROM rank_gpus(training_job('Llama-3.2-1B', method => 'lora', tokens => 1e8), pricing => 'any',
               reserved_utilization => 0.5) r
WHERE r.pricing = 'reserved_1y' AND r.instance_type = '1x A100 PCIe';
SELECT round(reservation_break_even('a100-80gb-pcie', 'runpod')::numeric, 4) AS a100_break_even,
       reservation_break_even('h100-sxm', 'aws') IS NULL AS none_offered;
SELECT reservation_break_even('a100-80gb-pcie', 'runpod', 'spot');
SELECT * FROM rank_gpus(training_job('Llama-3.2-1B'), pricing => 'any', reserved_utilization => 1.5);
-- balanced: the product of cost and time, each against the best
SELECT rank, gpu, gpu_count, provider, round(hours::numeric, 2) AS hours, cost, pareto
FROM rank_gpus(training_job('Llama-3-8B', method => 'lora', batch => 4, seq_len => 2048, tokens => 2e8,
                            gradient_checkpointing => true, mixed_precision => true), objective => 'balanced') LIMIT 3;

-- recommend() is rank_gpus()'s first row, for each objective and pricing
SELECT o.objective, p.pricing,
       (SELECT (x.gpu, x.gpu_count, x.provider, x.instance_type, x.region, x.cost)
        FROM rank_gpus(training_job('Llama-2-7B', method => 'qlora', tokens => 1e8, gradient_checkpointing => false, mixed_precision => true), o.objective, p.pricing) x WHERE x.rank = 1)
     = (SELECT (x.gpu, x.gpu_count, x.provider, x.instance_type, x.region, x.cost)
        FROM recommend(training_job('Llama-2-7B', method => 'qlora', tokens => 1e8, gradient_checkpointing => false, mixed_precision => true), o.objective, p.pricing) x) AS same
FROM (VALUES ('cost'), ('time'), ('balanced')) AS o(objective), (VALUES ('on_demand'), ('spot'), ('any')) AS p(pricing)
ORDER BY 1, 2;

-- nothing fits: no rows, and a notice that says what would be needed
SELECT count(*) AS offers FROM rank_gpus(training_job('Llama-3.1-405B'), max_gpus => 8);
SELECT recommend(training_job('Llama-3.1-405B')) IS NULL AS nothing_recommended;
-- the notice names the largest GPU offered under the options: full
-- fine-tuning of Llama 2 7B at batch 2 needs 143.4 GiB on one GPU (more than
-- a 141 GiB H200 holds with 5% headroom, 133.95 GiB), and the 192 GiB MI300X
-- has no spot offer; on 4 GPUs plain data parallelism needs more per GPU,
-- not less.  (At batch 1, 128.7 GiB, the H200 holds it.)
SELECT count(*) AS offers FROM rank_gpus(training_job('Llama-2-7B', batch => 2), pricing => 'spot', max_gpus => 4);
SELECT gpu, gpu_count FROM recommend(training_job('Llama-2-7B'), pricing => 'spot', max_gpus => 4);
-- no offer at all is priced at that date
SELECT count(*) AS offers FROM rank_gpus(training_job('Llama-2-7B'), at => '1990-01-01');
SELECT count(*) AS offers FROM rank_gpus(training_job('Llama-2-7B'), at => '-infinity');
-- offers at the pricing, but none with as few GPUs as max_gpus allows
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'p4d.24xlarge', 'us-east-1', 'reserved_3y', 11.57, '2026-01-01', 'test: an 8-GPU reservation');
SELECT count(*) AS offers FROM rank_gpus(training_job('Llama-2-7B', method => 'qlora', gradient_checkpointing => false, mixed_precision => true), pricing => 'reserved_3y',
                                          max_gpus => 4, at => '2026-06-01');
DELETE FROM computesize.price WHERE NOT is_builtin;

-- host memory (0.1.18): an offer must hold what the job offloads, for each
-- of its GPUs.  Llama 2 7B at ZeRO-2 with the optimizer offloaded, on one
-- GPU: 15.0 GiB on the GPU, 16 x 6.74e9 = 107,840,000,000 B on the host;
-- with 5% headroom an instance needs 107.84e9 / 0.95 B = 105.7 GiB.  Two
-- one-H100 instances of a user's, priced from 2000 only (no shipped price
-- is in force then): the cheaper has 64 GiB and is passed over for the one
-- with 128 GiB; without the larger, nothing ranks and the notice says why.
-- The activations offloaded by a checkpointed 3B (1.4 GB) fit either: the
-- cheaper wins.  An instance whose memory the catalog does not give is not
-- checked.
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, source)
VALUES ('aws', 'test.h100.64g', 'h100-sxm', 1, 8, '64 GiB', 'test'),
       ('aws', 'test.h100.128g', 'h100-sxm', 1, 16, '128 GiB', 'test'),
       ('aws', 'test.h100.unknown', 'h100-sxm', 1, 16, NULL, 'test');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'test.h100.64g', 'test', 'on_demand', 1.00, '2000-01-01', 'test'),
       ('aws', 'test.h100.128g', 'test', 'on_demand', 2.00, '2000-01-01', 'test');
SELECT instance_type, needed_per_gpu::bigint
FROM rank_gpus(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'optimizer',
                            gradient_checkpointing => true, tokens => 1e8), max_gpus => 1, at => '2001-01-01');
SELECT instance_type
FROM recommend(training_job('Llama-3.2-3B', batch => 2, seq_len => 4096, framework => 'torchtune',
                            gradient_checkpointing => true, activation_offloading => true, tokens => 1e8),
               max_gpus => 1, at => '2001-01-01');
DELETE FROM computesize.price WHERE instance_type = 'test.h100.128g';
SELECT count(*) AS offers
FROM rank_gpus(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'optimizer',
                            gradient_checkpointing => true, tokens => 1e8), max_gpus => 1, at => '2001-01-01');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'test.h100.unknown', 'test', 'on_demand', 3.00, '2000-01-01', 'test');
SELECT instance_type
FROM recommend(training_job('Llama-2-7B', framework => 'deepspeed', zero_stage => 2, offload => 'optimizer',
                            gradient_checkpointing => true, tokens => 1e8), max_gpus => 1, at => '2001-01-01');
DELETE FROM computesize.price WHERE NOT is_builtin;
DELETE FROM computesize.instance WHERE NOT is_builtin;

-- prices move the answer: a cheaper user price for another offer wins, and
-- "at" before it began sees the old prices
CREATE TEMP TABLE before AS SELECT * FROM recommend(training_job('Llama-2-7B', method => 'qlora', tokens => 1e8, gradient_checkpointing => false, mixed_precision => true));
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'g6e.xlarge', 'us-east-1', 'on_demand', 0.01, '2030-01-01', 'test: a deal from 2030');
SELECT b.instance_type AS before, n.instance_type AS now, o.instance_type AS in_2030
FROM before b,
     recommend(training_job('Llama-2-7B', method => 'qlora', tokens => 1e8, gradient_checkpointing => false, mixed_precision => true)) n,
     recommend(training_job('Llama-2-7B', method => 'qlora', tokens => 1e8, gradient_checkpointing => false, mixed_precision => true), at => '2030-06-01') o;
DELETE FROM computesize.price WHERE NOT is_builtin;

-- the objective and the pricing in any letter case: the same ranking
SELECT (SELECT array_agg(r::text) FROM rank_gpus(training_job('Llama-2-7B', gradient_checkpointing => true), objective => 'Time', pricing => 'On_Demand') r)
     = (SELECT array_agg(r::text) FROM rank_gpus(training_job('Llama-2-7B', gradient_checkpointing => true), objective => 'time', pricing => 'on_demand') r) AS rank_any_case,
       recommend(training_job('Llama-2-7B'), 'BALANCED', 'ANY')::text = recommend(training_job('Llama-2-7B'), 'balanced', 'any')::text AS recommend_any_case;

-- bad arguments: 22023 with a hint
\set VERBOSITY default
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), objective => 'cheapest');
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), objective => 'Cheapest', pricing => 'On_Demand');
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), pricing => 'SPOTTY');
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), pricing => 'free');
-- no job gives no rows (recommend(): NULL), but its options are checked all the same
SELECT * FROM rank_gpus(NULL, objective => 'cheapest');
SELECT recommend(NULL, pricing => 'free');
SELECT count(*) AS no_job_no_rows FROM rank_gpus(NULL, 'time', 'spot');
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), max_gpus => 0);
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), deadline => '-1 hour');
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), budget => -5);
SELECT * FROM rank_gpus(training_job('Llama-2-7B'), budget => 'NaN');
-- a budget beyond a double's range is no bound, as Infinity is (it was an
-- error without a hint from the conversion); the job costs 108.08 USD
SELECT gpu, cost FROM recommend(training_job('Llama-2-7B', tokens => 1e9), budget => 1e400);
SELECT gpu, cost FROM recommend(training_job('Llama-2-7B', tokens => 1e9), budget => 'Infinity');
SELECT duration(training_job('Llama-2-7B'), 'no-such-gpu');
SELECT duration(training_job('Llama-2-7B'), 'h100-sxm', 1, 1.5);
-- a job too large for any interval: an error, not a wrapped negative duration
SELECT duration(training_job('Llama-2-7B', tokens => 1e30), 'h100-sxm');
-- a job of more seconds than a double holds has no hours or cost to rank
-- (not an infinite cost)
SELECT * FROM rank_gpus(training_job('Llama-2-7B', tokens => 1e300));
SELECT * FROM recommend(training_job('Llama-2-7B', tokens => 1e300));
-- gpu_hours() the same, for work at an efficiency too small for any GPU
SELECT gpu_hours(1e300, 'h100-sxm', 1, 1e-300);
-- flops() of more operations than a double holds: an error, as float8
-- arithmetic overflows, not Infinity (1e300 tokens x 6 x 6.74e9 > 1.8e308);
-- compute_job(), which counts them, the same
SELECT flops(training_job('Llama-2-7B', tokens => 1e300));
SELECT compute_job(training_job('Llama-2-7B', tokens => 1e300));
SELECT flops(training_job('Llama-2-7B', tokens => 1e297)) AS flops_of_1e297_tokens;
SELECT fits(training_job('Llama-2-7B'), 'h100-sxm', 0);
-- default_mfu(): the utilisation duration() divides the FLOPs by; QLoRA's
-- dequantisation makes its 0.35 an effective 0.35 / 1.5
SELECT default_mfu(training_job('Llama-2-7B')) AS full_ft,
       default_mfu(training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false, mixed_precision => true)) AS lora,
       round(default_mfu(training_job('Llama-2-7B', method => 'qlora', gradient_checkpointing => false, mixed_precision => true))::numeric, 4) AS qlora,
       default_mfu(inference_job('Llama-2-7B')) AS prefill,
       default_mfu(NULL) IS NULL AS null_in;
-- default_mfu(w, gpu): on a GPU whose matmuls were measured, the default
-- scaled by its measured share of the spec over the 80% assumed elsewhere:
-- LoRA on an H100 SXM 0.35 / 0.80 x 794.5 / 989.4 = 0.3513, on an A10
-- (56 of 125 TFLOPS) 0.35 / 0.80 x 56 / 125 = 0.1960; an A30, not
-- measured, keeps 0.35
SELECT round(default_mfu(w, 'h100-sxm')::numeric, 4) AS lora_h100,
       round(default_mfu(w, 'a10')::numeric, 4) AS lora_a10,
       round(default_mfu(w, 'a30')::numeric, 4) AS lora_a30,
       default_mfu(w, NULL) IS NULL AS null_gpu
FROM (SELECT training_job('Llama-2-7B', method => 'lora') AS w) j;
SELECT default_mfu(training_job('Llama-2-7B'), 'no-such-gpu');
-- gpu_hours(): 6e18 FLOPs on one H100 SXM (989.4 dense bf16 TFLOPS) at the
-- default 0.40: 6e18 / (989.4e12 x 0.40) / 3600 = 4.2113 h; on two, at 0.5,
-- 6e18 / (2 x 989.4e12 x 0.5 x 0.91) / 3600 = 1.85106 h of work, on spot
-- with no provider named once a day interrupted, an hour between
-- checkpoints and 10 minutes to restart: 1.85106 x (1 + 1/24 x (1/2 +
-- 1/6)) = 1.9025 h, any spelling of the GPU
SELECT round(gpu_hours(6e18, 'h100-sxm')::numeric, 4) AS one_h100,
       round(gpu_hours(6e18, 'NVIDIA H100 80GB HBM3', 2, 0.5, 'spot')::numeric, 4) AS two_spot,
       gpu_hours(NULL, 'h100-sxm') IS NULL AS null_flops,
       gpu_hours(6e18, NULL) IS NULL AS null_gpu;
-- a GPU without a 16-bit or fp32 peak in the catalog: no hours
BEGIN;
INSERT INTO computesize.gpu (id, vendor, name, memory, source) VALUES ('peakless', 'X', 'X', '8 GiB', 'test');
SELECT gpu_hours(6e18, 'peakless') IS NULL AS peakless;
ROLLBACK;
-- bad input: 22023 with a hint
SELECT gpu_hours(-1, 'h100-sxm');
SELECT gpu_hours('infinity', 'h100-sxm');
SELECT gpu_hours(6e18, 'h100-sxm', 1, 1.5);
SELECT gpu_hours(6e18, 'no-such-gpu');
SELECT gpu_hours(6e18, 'h100-sxm', 0);
SELECT gpu_hours(6e18, 'h100-sxm', 1, NULL, 'any');
SELECT gpu_hours(6e18, 'h100-sxm', 1, NULL, 'free');
-- NULL in, NULL out
SELECT duration(NULL, 'h100-sxm') IS NULL AS d, fits(NULL, 'h100-sxm') IS NULL AS f,
       recommend(NULL) IS NULL AS r, (SELECT count(*) FROM rank_gpus(NULL)) AS ranked;
-- max_batch() and max_context() (0.1.19), the inverse of fits(): the
-- largest batch, or seq_len / context, with which the job fits.  Llama 2 7B
-- in bf16 serving 4,096-token sequences on an H100 SXM (80 GiB,
-- 85,899,345,920 B, less fits()'s 5%: 81,604,378,624 B).  Each sequence
-- adds its KV cache, 2 x 32 layers x 4,096 values x 2 B x 4,096 tokens =
-- 2 GiB, and its prefill buffers, 4,096 tokens x 2 B x (4 x 4,096 residual
-- stream + 3 x 11,008 MLP) = 404,750,336 B, with their 10% slack:
-- 2,592,849,817.6 B in all, the same from 1 to 2 and from 2 to 3 sequences
-- (memory is linear in the batch here); the rest, 17,180,146,074 -
-- 2,592,849,817.6 = 14,587,296,256 B, is the 13.48 GB of weights, the
-- cuBLAS workspace (33,554,432 B) and the overhead.  (81,604,378,624 -
-- 14,587,296,256) / 2,592,849,817.6 = 25.85: 25 sequences.  One sequence:
-- each token adds 524,288 B of KV cache and 1.1 x 98,816 of buffers,
-- 632,985.6 B, so (81,604,378,624 - 14,587,437,056) / 632,985.6 =
-- 105,874.4: 105,874 tokens, far beyond Llama 2's 4,096 (the answer is not
-- capped at the model's context window).
SELECT (memory(inference_job('Llama-2-7B', context => 4096, batch => 2))).total::bigint
         - (memory(inference_job('Llama-2-7B', context => 4096, batch => 1))).total::bigint AS per_sequence,
       (memory(inference_job('Llama-2-7B', context => 4096, batch => 3))).total::bigint
         - (memory(inference_job('Llama-2-7B', context => 4096, batch => 2))).total::bigint AS per_sequence_again,
       ((memory(inference_job('Llama-2-7B', context => 8192))).total::bigint
         - (memory(inference_job('Llama-2-7B', context => 4096))).total::bigint) / 4096 AS per_token,
       max_batch(inference_job('Llama-2-7B', context => 4096), 'h100-sxm') AS max_batch,
       max_context(inference_job('Llama-2-7B'), 'NVIDIA H100 80GB HBM3') AS max_context;
-- at the answer the job fits, one more does not
SELECT fits(inference_job('Llama-2-7B', context => 4096, batch => 25), 'h100-sxm') AS fits_25,
       fits(inference_job('Llama-2-7B', context => 4096, batch => 26), 'h100-sxm') AS fits_26,
       fits(inference_job('Llama-2-7B', context => 105874), 'h100-sxm') AS fits_105874,
       fits(inference_job('Llama-2-7B', context => 105875), 'h100-sxm') AS fits_105875;
-- training: the micro-batch per GPU, the workload otherwise as it is (its
-- seq_len, checkpointing, GPUs); on two GPUs under ZeRO-3 each holds half
-- the states, so more fits; a 70B full fine-tune fits no single H100 at any
-- batch (0), nor at any length; the 4-bit base on a 24 GB card
SELECT max_batch(training_job('Llama-2-7B', method => 'qlora', gradient_checkpointing => true, mixed_precision => true), 'a100-80gb-sxm') AS qlora_a100,
       max_batch(training_job('Llama-2-7B', zero_stage => 3, gradient_checkpointing => true), 'h100-sxm', 1) AS zero3_one_gpu,
       max_batch(training_job('Llama-2-7B', zero_stage => 3, gradient_checkpointing => true), 'h100-sxm', 2) AS zero3_two_gpus,
       max_batch(training_job('Llama-2-70B'), 'h100-sxm') AS full_70b,
       max_context(training_job('Llama-2-70B'), 'h100-sxm') AS full_70b_context,
       max_context(training_job('Llama-2-7B', method => 'qlora', gradient_checkpointing => true, mixed_precision => true), 'rtx-4090') AS qlora_4090_tokens;
-- where memory stops growing with the length every length fits, and the
-- answer is the largest integer: Mistral 7B v0.1 slides a 4,096-token
-- window over every layer, which is all vLLM's cache keeps, and vLLM
-- prefills in chunks of at most 16,384 tokens (the same memory at 16,384
-- and 1,000,000 tokens); under pytorch its activations still grow
SELECT (memory(inference_job('Mistral-7B-v0.1', framework => 'vllm', context => 16384))).total
       = (memory(inference_job('Mistral-7B-v0.1', framework => 'vllm', context => 1000000))).total AS vllm_flat,
       max_context(inference_job('Mistral-7B-v0.1', framework => 'vllm'), 'l4') AS vllm_any_length,
       max_context(inference_job('Mistral-7B-v0.1'), 'l4') < 2147483647 AS pytorch_bounded;
-- bad input: 22023 with a hint, as fits(); NULL in, NULL out
SELECT max_batch(inference_job('Llama-2-7B'), 'no-such-gpu');
SELECT max_context(inference_job('Llama-2-7B'), 'h100-sxm', 0);
SELECT max_batch(training_job('Llama-2-7B', optimizer => 'galore_adamw_layerwise'), 'h100-sxm', 2);
SELECT max_batch(NULL, 'h100-sxm') IS NULL AS w, max_context(inference_job('Llama-2-7B'), NULL) IS NULL AS g,
       max_batch(inference_job('Llama-2-7B'), 'h100-sxm', NULL) IS NULL AS n;
-- min_gpus() (0.1.19): the fewest GPUs with which the job fits, sharded as
-- the workload says.  Llama 2 70B (69e9 parameters) served in bf16 takes
-- 138 GB of weights: not one H100 (81.6 GB usable), two.  Fine-tuned under
-- FSDP (ZeRO-3) with AMP and checkpointing, each GPU holds 20 bytes a
-- parameter over the GPUs (fp32 weights and gradients, AdamW's two fp32
-- states, and at the step its foreach buffer), 1.38e12 B / n, beside what
-- every GPU holds whatever n (the gathered layers, the checkpoints, the
-- overhead, the two cuBLAS workspaces): 88,436,876,173 - 1.38e12 / 16 =
-- 2,186,876,173 B.  So n >= 1.38e12 / (81,604,378,624 - 2,186,876,173) =
-- 17.38: 18 GPUs, none up to 8
-- (NULL), and under plain data parallelism, which shards nothing, none at
-- all.  vLLM splits the heads: Llama 2 13B in fp32 (52 GB) would fit three
-- 24 GB L4s, but 3 does not divide its 40 heads, so 4; split by layers
-- (pytorch) 3.
SELECT (memory(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 16)).total::bigint AS on_16,
       (memory(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 17)).total::bigint AS on_17,
       (memory(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 16)).total::bigint
         - (memory(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 17)).total::bigint
         - round(1.38e12 / 16 - 1.38e12 / 17)::bigint AS off_20_bytes_a_parameter;
SELECT min_gpus(inference_job('Llama-2-70B'), 'h100-sxm') AS serve_70b,
       min_gpus(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 'h100-sxm') AS fsdp_70b,
       min_gpus(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 'h100-sxm', 8) AS fsdp_70b_up_to_8,
       min_gpus(training_job('Llama-2-70B', gradient_checkpointing => true), 'h100-sxm') AS ddp_70b,
       min_gpus(inference_job('Llama-2-13B', dtype => 'fp32', framework => 'vllm'), 'l4') AS vllm_13b_fp32,
       min_gpus(inference_job('Llama-2-13B', dtype => 'fp32', framework => 'pytorch'), 'l4') AS layers_13b_fp32;
SELECT fits(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 'h100-sxm', 17) AS fits_17,
       fits(training_job('Llama-2-70B', zero_stage => 3, gradient_checkpointing => true), 'h100-sxm', 18) AS fits_18;
-- bad input: 22023 with a hint; NULL in, NULL out
SELECT min_gpus(inference_job('Llama-2-7B'), 'h100-sxm', 0);
SELECT min_gpus(inference_job('Llama-2-7B'), 'no-such-gpu');
SELECT min_gpus(NULL, 'h100-sxm') IS NULL AS w, min_gpus(inference_job('Llama-2-7B'), 'h100-sxm', NULL) IS NULL AS most;
