--
-- the estimator against published measurements (validation/): the whole
-- report, so that any change in accuracy shows in the diff
--
\i validation/validate.sql

-- GGUF file sizes (validation/gguf.sql): llama.cpp's tensor types, tensor by
-- tensor, give every published file within 1% but three: llama-quantize's
-- Q2_K_S entry (2015), which repeats Q2_K's size, and Llama 3.2 1B's two
-- smallest files (2021, 2022), under 1 GB, whose metadata and tokenizer
-- (about 8 MB) the weights leave out
SELECT count(*) AS files, count(*) FILTER (WHERE abs(error) <= 0.01) AS within_1pct,
       string_agg(id::text, ', ' ORDER BY id) FILTER (WHERE abs(error) > 0.01) AS beyond_1pct
FROM gguf_result;

-- curated subset with tolerances: weights-only and model-state rows are
-- arithmetic (5%: one of them is PyTorch's reserved memory right after
-- loading, which adds the allocator's block rounding); inference rows depend
-- on small activation and context terms (10%); full fine-tuning adds the
-- activation model (15%).  The rows outside are listed, so that a row
-- leaving or entering its tolerance shows in the diff (today: torchtune's
-- May 2024 Llama 2 7B full fine-tune on one GPU, row 22, which measures
-- 3.8 GB more than the model accounts for, and its maintainers' re-run
-- 0.2 GB less).
SELECT mode, count(*) AS rows,
       count(*) FILTER (WHERE abs(estimated / measured - 1) > CASE
           WHEN metric IN ('weights', 'states') THEN 0.05
           WHEN mode = 'inference' THEN 0.10
           ELSE 0.15 END) AS outside_tolerance,
       string_agg(id::text, ', ' ORDER BY id) FILTER (WHERE abs(estimated / measured - 1) > CASE
           WHEN metric IN ('weights', 'states') THEN 0.05
           WHEN mode = 'inference' THEN 0.10
           ELSE 0.15 END) AS rows_outside
FROM validation_result
WHERE mode IN ('inference', 'full', 'pretraining') OR metric = 'weights'
GROUP BY mode ORDER BY mode;

-- the re-implemented estimators (validation/anchors.sql) against worked
-- examples derived by hand from each tool's own code, for Llama 2 7B
-- (6,738,415,616 parameters; V 32000, h 4096, L 32, 32 heads, I 11008):
--  accelerate: AutoModel drops the 131,072,000-parameter LM head, bf16 Adam
--    peak = 2 x fp32 size = 8 x 6,607,343,616 = 52,858,748,928; fp16 load
--    2 x 6,607,343,616 = 13,214,687,232, x 1.2 for inference;
--  Transformer Math 101, b 1, s 2048, no recomputation: 16 P = 107,814,649,856
--    + sbhL (34 + 5 x 32 x 2048 / 4096) = 268,435,456 x 114 = 30,601,641,984;
--  Megatron-LM: 18 P = 121,291,481,088 + 1.05 x (34 sbhL + 8 sb + sbh +
--    2 (sbV + sbh)) = 1.05 x 9,283,059,712 = 9,747,212,697.6;
--  DeepSpeed ZeRO-2 on one GPU: 2P + 18P = 134,768,312,320;
--  gpu_poor, 512 tokens: its config count 6,738,149,376 parameters;
--    inference fp16 512 + 12,852 + 36 + 650 = 14,050 MiB; full Adam
--    12,852 + 38,556 + 6,160.125 + 650 = 58,218.125 MiB; LoRA 12,852 + 48 +
--    6,160.125 + 650 = 19,710.125 MiB; QLoRA 3,783.3075 + 472.875 + 6,160.125
--    + 650 = 11,066.3075 MiB (to the byte: 11,603,864,453.12);
--  llm-analysis, b 1, s 2048, no recomputation, flash attention: its config
--    count 6,607,343,616 (embedding once); weights 13,214,687,232, Adam
--    12 x = 79,288,123,392, gradients 4 x = 26,429,374,464 > activations
--    32 x 300,417,024 + 16,777,216 + 131,072,000 + 33,554,432 =
--    9,794,748,416, plus 2 layers' weights 809,533,440 > logits 131,072,000:
--    119,741,718,528; inference at 576 tokens: weights 13,214,687,232 + KV
--    2 x 576 x 128 x 32 x 2 x 32 = 301,989,888 + fp16 logits 32000 x 576 x 2
--    = 36,864,000 (larger than any layer's buffer): 13,553,541,120.
WITH arch AS (
    SELECT 6738415616::float8 AS p, 32 AS l, 4096 AS h, 32 AS a, 11008 AS i, 32000 AS v
), job AS (
    SELECT computesize.training_job(params => p, layers => l, hidden => h, heads => a, kv_heads => a,
                                    intermediate => i, vocab => v, seq_len => 2048) AS full2048,
           computesize.training_job(params => p, layers => l, hidden => h, heads => a, kv_heads => a,
                                    intermediate => i, vocab => v, seq_len => 511) AS full511,
           computesize.training_job(params => p, layers => l, hidden => h, heads => a, kv_heads => a,
                                    intermediate => i, vocab => v, seq_len => 511, method => 'lora', gradient_checkpointing => false, mixed_precision => true) AS lora511,
           computesize.training_job(params => p, layers => l, hidden => h, heads => a, kv_heads => a,
                                    intermediate => i, vocab => v, seq_len => 511, method => 'qlora', gradient_checkpointing => false, mixed_precision => true) AS qlora511,
           computesize.inference_job(params => p, layers => l, hidden => h, heads => a, kv_heads => a,
                                     intermediate => i, vocab => v, context => 512, "precision" => 'fp16') AS inf512,
           computesize.inference_job(params => p, layers => l, hidden => h, heads => a, kv_heads => a,
                                     intermediate => i, vocab => v, context => 576, "precision" => 'fp16') AS inf576
    FROM arch
)
SELECT tool, round(got::numeric, 1) AS got, expected, abs(got - expected) < 1 AS matches
FROM job, LATERAL (VALUES
    ('accelerate, bf16 Adam', pg_temp.anchor_accelerate(full2048, 'allocated'), 52858748928),
    ('accelerate, fp16 load', pg_temp.anchor_accelerate(inf512, 'weights'), 13214687232),
    ('accelerate, fp16 inference', pg_temp.anchor_accelerate(inf512, 'total'), 15857624678.4),
    ('Transformer Math 101', pg_temp.anchor_eleuther(full2048, 'allocated'), 138416291840),
    ('Megatron-LM', pg_temp.anchor_megatron(full2048, 'allocated'), 131038693785.6),
    ('DeepSpeed ZeRO-2', pg_temp.anchor_deepspeed(full2048, 'allocated'), 134768312320),
    ('gpu_poor, inference', pg_temp.anchor_gpu_poor(inf512, 'total'), 14050 * 1048576.0),
    ('gpu_poor, full Adam', pg_temp.anchor_gpu_poor(full511, 'total'), 58218.125 * 1048576),
    ('gpu_poor, LoRA', pg_temp.anchor_gpu_poor(lora511, 'total'), 19710.125 * 1048576),
    ('gpu_poor, QLoRA', pg_temp.anchor_gpu_poor(qlora511, 'total'), 11603864453.12),
    ('llm-analysis, bf16 Adam', pg_temp.anchor_llm_analysis(full2048, 'allocated'), 119741718528),
    ('llm-analysis, fp16 inference', pg_temp.anchor_llm_analysis(inf576, 'total'), 13553541120)
) AS t(tool, got, expected);

-- computesize is closer than each of them on the rows each can express and
-- under-estimates no more often (gpu_poor as often, 1 of its 37 rows, by
-- over-estimating most rows by 25% or far more)
SELECT t.tool, t.rows,
       c.median < t.median AS lower_median,
       c.p90 < t.p90 AS lower_p90,
       c.max < t.max AS lower_max,
       c.under_10pct <= t.under_10pct AS no_more_under_estimates,
       c.over_25pct <= t.over_25pct AS no_more_over_estimates
FROM anchor_summary t JOIN anchor_summary c USING (ord)
WHERE t.who = 'tool' AND c.who = 'computesize'
ORDER BY t.ord;
