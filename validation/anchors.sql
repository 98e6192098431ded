-- The same measured rows, estimated by the published estimators that
-- computesize is measured against, each re-implemented here from its own
-- code or text (the version read is named at each function).  Each takes
-- the row's workload and the quantity the row measured and returns its
-- answer in bytes, or NULL where the tool has no way to describe the job
-- (a method, optimizer, format or GPU count it does not offer).  Where a
-- tool separates its own overhead constant, an "allocated" row (PyTorch's
-- max_memory_allocated, which excludes the CUDA context) is compared with
-- its total less that constant, the reading most favourable to the tool.
--
-- Included by validation/validate.sql; reads validation_result and leaves
-- anchor_result (per row) and anchor_summary (per tool) behind.

-- bytes per weight of the dtypes these tools offer (float32, float16,
-- int8, int4); NULL for any other format (GGUF, fp8)
CREATE FUNCTION pg_temp.anchor_bytes(p text) RETURNS float8
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
        WHEN p = 'fp32' THEN 4
        WHEN p IN ('fp16', 'bf16') THEN 2
        WHEN p = 'int8' THEN 1
        WHEN p IN ('int4', 'nf4', 'nf4_dq', 'fp4') THEN 0.5
    END::float8
$$;

-- what the training-only tools describe: full fine-tuning with Adam
CREATE FUNCTION pg_temp.anchor_full_adam(w computesize.workload) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
    SELECT w.kind = 'training' AND w.method = 'full' AND w.optimizer IN ('adamw', 'adam', 'adamw_hf')
$$;

--
-- Hugging Face accelerate, `accelerate estimate-memory`
-- (src/accelerate/commands/estimate.py, estimate_training_usage(); docs
-- usage_guides/model_size_estimator.md).  Sizes the model that AutoModel
-- builds (no LM head) at each dtype; "Training using Adam" is the largest of
-- its stages, 2 x the fp32 size for fp16/bf16 and 4 x for fp32, with no
-- activations and no batch or sequence; the docs add "up to 20%" for
-- inference.  No LoRA, no other optimizer, no GGUF, no sharding.
--
CREATE FUNCTION pg_temp.anchor_accelerate(w computesize.workload, metric text) RETURNS float8
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    p float8 := w.params - CASE WHEN w.tied_embeddings THEN 0 ELSE w.vocab::float8 * w.hidden END;
    b float8;
BEGIN
    IF w.gpus > 1 THEN
        RETURN NULL;
    END IF;
    IF w.kind = 'inference' THEN
        b := pg_temp.anchor_bytes(w."precision");
        RETURN p * b * CASE WHEN metric = 'weights' THEN 1.0 ELSE 1.2 END;
    END IF;
    IF NOT pg_temp.anchor_full_adam(w) THEN
        RETURN NULL;
    END IF;
    RETURN CASE w."precision" WHEN 'fp32' THEN 16 * p WHEN 'fp16' THEN 8 * p WHEN 'bf16' THEN 8 * p END;
END $$;

--
-- EleutherAI, "Transformer Math 101" (blog.eleuther.ai/transformer-math,
-- 2023, updated 2024): inference = 1.2 x the weights; training = model +
-- optimizer + gradients + activations, with 2 bytes per parameter for a
-- 16-bit model (4 for fp32), optimizer 12 (AdamW: fp32 copy, momentum,
-- variance), 6 (8-bit AdamW) or 8 (SGD with momentum), gradients in the
-- model's type, and Korthikanti et al.'s activations: sbhL(34 + 5as/h)
-- without recomputation, 2sbhL with full recomputation; ZeRO 1/2/3 divide
-- the optimizer, then the gradients, then the model by the GPU count.  The
-- blog lists int8, 16-bit and fp32 weights; 4-bit formats are taken at half
-- a byte by the same rule.  No LoRA, no GGUF, no other optimizer.
--
CREATE FUNCTION pg_temp.anchor_eleuther(w computesize.workload, metric text) RETURNS float8
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    p float8 := w.params;
    n float8 := w.gpus;
    sbhl float8 := w.seq_len::float8 * w.batch * w.hidden * w.layers;
    model float8; opt float8; grad float8; act float8;
BEGIN
    IF w.kind = 'inference' THEN
        IF w.gpus > 1 THEN
            RETURN NULL;
        END IF;
        RETURN p * pg_temp.anchor_bytes(w."precision") * CASE WHEN metric = 'weights' THEN 1.0 ELSE 1.2 END;
    END IF;
    IF w.method <> 'full' THEN
        RETURN NULL;
    END IF;
    model := p * CASE w."precision" WHEN 'fp32' THEN 4 ELSE 2 END;
    grad := model;
    opt := p * CASE WHEN w.optimizer IN ('adamw', 'adam', 'adamw_hf', 'paged_adamw') THEN 12
                    WHEN w.optimizer IN ('adamw_8bit', 'paged_adamw_8bit') THEN 6
                    WHEN w.optimizer = 'sgd_momentum' THEN 8 END;
    IF opt IS NULL THEN
        RETURN NULL;
    END IF;
    act := CASE WHEN w.gradient_checkpointing THEN 2 * sbhl
                ELSE sbhl * (34 + 5.0 * w.heads * w.seq_len / w.hidden) END;
    IF w.zero_stage >= 1 THEN opt := opt / n; END IF;
    IF w.zero_stage >= 2 THEN grad := grad / n; END IF;
    IF w.zero_stage >= 3 THEN model := model / n; END IF;
    IF metric = 'states' THEN
        RETURN model + opt + grad;
    END IF;
    RETURN model + opt + grad + act;
END $$;

--
-- NVIDIA Megatron-LM, megatron/training/theoretical_memory_usage.py
-- (the version with compute_activation_memory_without_sp): weights and
-- optimizer 18 bytes per parameter (6 + 12/DP with the distributed
-- optimizer, which shards the optimizer state as ZeRO stage 1 does),
-- activations sbh(10 + 24/t) per layer (selective recomputation, whatever
-- the job checkpoints) plus the embedding input, the final norm and 2-byte
-- logits, times 1.05.  Training only: full fine-tuning with Adam, weights
-- and gradients not sharded (no ZeRO 2/3 or FSDP).
--
CREATE FUNCTION pg_temp.anchor_megatron(w computesize.workload, metric text) RETURNS float8
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    sb float8 := w.seq_len::float8 * w.batch;
    states float8; act float8;
BEGIN
    IF NOT pg_temp.anchor_full_adam(w) OR w.zero_stage >= 2 THEN
        RETURN NULL;
    END IF;
    states := w.params * CASE WHEN w.zero_stage = 1 THEN 6 + 12.0 / w.gpus ELSE 18 END;
    IF metric = 'states' THEN
        RETURN states;
    END IF;
    act := (sb * w.hidden * 34 * w.layers + 8 * sb + sb * w.hidden
            + (sb * w.vocab + sb * w.hidden) * 2) * 1.05;
    RETURN states + act;
END $$;

--
-- DeepSpeed's ZeRO estimators (deepspeed/runtime/zero/stage_1_and_2.py
-- estimate_zero2_model_states_mem_needs, stage3.py
-- estimate_zero3_model_states_mem_needs), without offload: per GPU
-- 2P + 18P/N for ZeRO 0-2 and 4 x the largest layer + 18P/N for ZeRO 3.
-- Model states only, by design: the user adds activations.  Mixed-precision
-- Adam; full fine-tuning.
--
CREATE FUNCTION pg_temp.anchor_deepspeed(w computesize.workload, metric text) RETURNS float8
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    p float8 := w.params;
    n float8 := w.gpus;
BEGIN
    IF NOT pg_temp.anchor_full_adam(w) THEN
        RETURN NULL;
    END IF;
    IF w.zero_stage = 3 THEN
        RETURN 4 * greatest(w.vocab::float8 * w.hidden, w.hidden::float8 * w.intermediate) + 18 * p / n;
    END IF;
    RETURN 2 * p + 18 * p / n;
END $$;

--
-- gpu_poor, "Can my GPU run this LLM?" (RahulSChand/gpu_poor, src/App.js
-- as built into docs/ at ad2fc0ef): the model comes from its config as
-- 2Vh + 4Lh^2 + 3LIh parameters at 2 bytes (bitsandbytes int8 / 4-bit add
-- 6%; QLoRA 0.294375 x the 16-bit size; GGML by block bytes); KV cache
-- 8 ctx h L bytes (4 for GGML), no GQA; inference activations
-- 10 ctx h + 2 ctx^2 heads; training activations per layer
-- 32nh + 12nI + 8n^2 heads + 8n, x 0.15 with checkpointing; Adam 6 and SGD
-- 2 bytes per parameter for full fine-tuning, a fixed rank-8 adapter term,
-- a bitsandbytes term (15h + 6I) L 50 sqrt(ctx/50); 650 MiB of overhead
-- (+0.1 ctx MiB for GGML).  16-bit training only, Adam or SGD, one GPU; for
-- training the sequence is entered as prompt plus one generated token, as
-- the page says.
--
CREATE FUNCTION pg_temp.anchor_gpu_poor(w computesize.workload, metric text) RETURNS float8
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    mib constant float8 := 1048576;
    h float8 := w.hidden; l float8 := w.layers; i float8 := w.intermediate;
    v float8 := w.vocab; a float8 := w.heads; bs float8 := w.batch;
    p float8 := 2 * v * h + 4 * l * h * h + 3 * l * i * h;
    s16 float8 := 2 * p;
    n float8; model float8; kv float8 := 0; act float8 := 0; go float8 := 0;
    overhead float8 := 650 * mib;
    wb float8; adam boolean; extra float8; common float8;
    ggml_lo float8; ggml_hi float8; v_down float8;
BEGIN
    IF w.gpus > 1 OR w.zero_stage > 0 THEN
        RETURN NULL;
    END IF;
    IF w.kind = 'inference' THEN
        n := w.seq_len;
        IF w.framework = 'llama.cpp' THEN
            -- bytes per 32 weights, or [attn_v and ffn_down, the rest] per 64
            SELECT x.lo, x.hi INTO ggml_lo, ggml_hi
            FROM (VALUES ('q4_0', 18.0 / 32, NULL::float8), ('q4_1', 20.0 / 32, NULL), ('q5_0', 22.0 / 32, NULL),
                         ('q5_1', 24.0 / 32, NULL), ('q8_0', 34.0 / 32, NULL), ('q6_k', 54.0 / 64, NULL),
                         ('q3_k_m', 26.0 / 64, 46.0 / 64), ('q3_k_l', 26.0 / 64, 38.0 / 64),
                         ('q4_k_s', 38.0 / 64, 46.0 / 64), ('q4_k_m', 38.0 / 64, 54.0 / 64),
                         ('q5_k_m', 46.0 / 64, 54.0 / 64)) AS x(name, lo, hi)
            WHERE x.name = w."precision";
            IF ggml_lo IS NULL THEN
                RETURN NULL;
            END IF;
            v_down := l * h * h + l * h * i;
            model := CASE WHEN ggml_hi IS NULL THEN p * ggml_lo
                          ELSE (p - v_down) * ggml_lo + v_down * ggml_hi END;
            kv := bs * 4 * n * h * l;
            overhead := overhead + 0.1 * n * mib;
        ELSE
            -- unquantized 16-bit, bitsandbytes int8 or 4-bit (each + 6%); vLLM unquantized only
            wb := pg_temp.anchor_bytes(w."precision");
            IF wb IS NULL OR wb = 4 OR (w.framework = 'vllm' AND wb <> 2) THEN
                RETURN NULL;
            END IF;
            model := CASE wb WHEN 2 THEN s16 WHEN 1 THEN 0.56 * s16 ELSE 0.31 * s16 END;
            kv := bs * 8 * n * h * l;
        END IF;
        act := bs * (10 * n * h + 2 * n * n * a);
        RETURN CASE metric
            WHEN 'weights' THEN model
            WHEN 'non_kv' THEN model + act + overhead
            WHEN 'allocated' THEN model + kv + act
            ELSE model + kv + act + overhead END;
    END IF;

    IF w."precision" NOT IN ('fp16', 'bf16') OR w.optimizer NOT IN ('adamw', 'adam', 'adamw_hf', 'sgd') THEN
        RETURN NULL;
    END IF;
    adam := w.optimizer <> 'sgd';
    n := w.seq_len + 1;
    act := (32 * n * h + 12 * n * i + 8 * n * n * a + 8 * n) * l * bs;
    IF w.gradient_checkpointing THEN
        act := act * 0.15;
    END IF;
    common := (15 * h + 6 * i) * l;
    extra := common * 50 * greatest(sqrt(n / 50), 1);
    IF w.method = 'full' THEN
        model := s16;
        go := p * CASE WHEN adam THEN 3 ELSE 1 END * 2;
    ELSIF w.method = 'lora' THEN
        model := s16;
        go := l * 8 * h * 2 * 4 * CASE WHEN adam THEN 3 * 2 ELSE 2 END;
    ELSE
        model := s16 / 4 - s16 / 64 + 0.06 * s16;
        go := l * 8 * h * 0.5 * 4 * CASE WHEN adam THEN 3 ELSE 1 END + 0.75 * extra * bs;
    END IF;
    RETURN CASE metric
        WHEN 'weights' THEN model
        WHEN 'states' THEN model + go
        WHEN 'allocated' THEN model + go + act
        ELSE model + go + act + overhead END;
END $$;

--
-- llm-analysis (cli99/llm-analysis, llm_analysis/analysis.py at 4222f84),
-- for dense models: parameters from the config, the embedding counted once;
-- weights at the dtype's bits (w16a16e16, w8a16e16, w4a16e16: 16-bit
-- embeddings); mixed-precision Adam at 12 bytes per parameter plus 4-byte
-- gradients; Korthikanti's selective-recomputation activations per layer
-- (flash-attention variant, fp32 norms, two ffn-wide MLP tensors), or s b h
-- per layer with full recomputation, plus the embedding, the logits and the
-- final norm; training peak = weights + optimizer + max(activations,
-- gradients) + max(two layers' weights, logits).  Inference: weights, a
-- GQA-aware KV cache, and the larger of the prefill and decode buffers.
-- No LoRA, no GGUF, no fp32 dtype.
--
CREATE FUNCTION pg_temp.anchor_llm_analysis(w computesize.workload, metric text) RETURNS float8
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    h float8 := w.hidden; l float8 := w.layers; i float8 := w.intermediate; v float8 := w.vocab;
    a float8 := w.heads; g float8 := w.kv_heads; s float8 := w.seq_len; b float8 := w.batch;
    n float8 := w.gpus;
    p_emb float8 := h * v;
    p_attn float8 := 2 * h * h + 2 * h * (h * g / a);
    p_mlp float8 := CASE WHEN w.gated_mlp THEN 3 ELSE 2 END * h * i;
    p_ln float8 := 2 * h;
    p_total float8 := p_emb + h + l * (p_attn + p_mlp + p_ln);
    lw float8;                   -- bytes per linear weight
    wt float8; op float8; gr float8; act float8; per_layer float8; layer_w float8;
    comp float8; pre float8; dec float8; kv float8;
BEGIN
    IF w.kind = 'inference' THEN
        lw := pg_temp.anchor_bytes(w."precision");
        IF lw IS NULL OR lw = 4 THEN        -- no fp32 dtype config
            RETURN NULL;
        END IF;
        -- tensor parallel over the GPUs; norms at the weight width, not split
        wt := p_emb * 2 / n + l * ((p_attn + p_mlp) * lw / n + p_ln * lw) + h * lw / n;
        kv := 2 * b * s * (h / a) * greatest(g / n, 1) * 2 * l;
        -- one layer's largest buffer at s tokens (attention, MLP, fp16 norm), or the logits
        pre := greatest(3 * 2 * s * b * h / n, (2 * s * b * h + 4 * a * s * b) * 2 / n,
                        2 * i * s * b / n, s * b * h * 2, v * b * s * 2 / n);
        dec := greatest(3 * 2 * b * h / n, (2 * b * h + 4 * a * b) * 2 / n, 2 * i * b / n, b * h * 2, v * b * 2 / n);
        RETURN CASE metric WHEN 'weights' THEN wt
                           WHEN 'non_kv' THEN wt + greatest(pre, dec)
                           ELSE wt + kv + greatest(pre, dec) END;
    END IF;
    IF NOT pg_temp.anchor_full_adam(w) OR w."precision" NOT IN ('fp16', 'bf16') THEN
        RETURN NULL;
    END IF;
    layer_w := 2 * (p_attn + p_mlp + p_ln);
    wt := (p_emb * 2 + l * layer_w + h * 2) / CASE WHEN w.zero_stage >= 3 THEN n ELSE 1 END;
    op := 12 * p_total / CASE WHEN w.zero_stage >= 1 THEN n ELSE 1 END;
    gr := 4 * p_total / CASE WHEN w.zero_stage >= 2 THEN n ELSE 1 END;
    IF metric = 'states' THEN
        RETURN wt + op + gr;
    END IF;
    IF w.gradient_checkpointing THEN
        per_layer := s * b * h * 2;
    ELSE
        comp := CASE WHEN w.flash_attention THEN (2 * s * b * h + 4 * a * s * b) * 2 ELSE 2 * a * s * s * b * 2 END;
        per_layer := (s * b * h + 4 * s * b * h) * 2 + comp + s * b * h     -- attention, dropout mask
                     + 2 * s * b * h + 4 * i * s * b                          -- MLP
                     + 2 * s * b * h * 4;                                     -- two fp32 norms
    END IF;
    act := per_layer * l + h * b * s * 2 + v * b * s * 2 + s * b * h * 4;
    RETURN wt + op + greatest(act, gr) + greatest(2 * layer_w, v * b * s * 2);
END $$;

CREATE TEMP TABLE anchor_result AS
SELECT v.id, v.mode, v.measured::float8 AS measured, v.estimated::float8 AS estimated, a.ord, a.tool, a.estimate
FROM validation_result v
CROSS JOIN LATERAL (VALUES
    (1, 'accelerate estimate-memory', pg_temp.anchor_accelerate(v.w, v.metric)),
    (2, 'EleutherAI Transformer Math 101', pg_temp.anchor_eleuther(v.w, v.metric)),
    (3, 'Megatron-LM theoretical memory', pg_temp.anchor_megatron(v.w, v.metric)),
    (4, 'DeepSpeed ZeRO estimators (model states)', pg_temp.anchor_deepspeed(v.w, v.metric)),
    (5, 'gpu_poor', pg_temp.anchor_gpu_poor(v.w, v.metric)),
    (6, 'llm-analysis', pg_temp.anchor_llm_analysis(v.w, v.metric))) AS a(ord, tool, estimate)
WHERE v.is_measurement
  AND v.metric <> 'kv_cache';  -- a KV cache alone: the re-implementations return totals, weights or states

-- each tool's errors and computesize's, on the rows the tool can express
CREATE TEMP TABLE anchor_summary AS
SELECT r.ord, r.tool, e.who, count(*) AS rows,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(e.value / r.measured - 1)) AS median,
       percentile_cont(0.9) WITHIN GROUP (ORDER BY abs(e.value / r.measured - 1)) AS p90,
       max(abs(e.value / r.measured - 1)) AS max,
       count(*) FILTER (WHERE e.value < 0.9 * r.measured)::float8 / count(*) AS under_10pct,
       count(*) FILTER (WHERE e.value > 1.25 * r.measured)::float8 / count(*) AS over_25pct
FROM anchor_result r
CROSS JOIN LATERAL (VALUES ('tool', r.estimate), ('computesize', r.estimated)) AS e(who, value)
WHERE r.estimate IS NOT NULL
GROUP BY r.ord, r.tool, e.who;

\echo 'The same measured rows by the published estimators (absolute percentage error, and the shares under-estimated by more than 10% and over-estimated by more than 25%; each tool on the rows it can express, computesize on those same rows)'
SELECT t.tool, t.rows,
       round((100 * t.median)::numeric, 1) AS median_pct,
       round((100 * t.p90)::numeric, 1) AS p90_pct,
       round((100 * t.max)::numeric, 1) AS max_pct,
       round((100 * t.under_10pct)::numeric, 1) AS under_10pct_share,
       round((100 * t.over_25pct)::numeric, 1) AS over_25pct_share,
       round((100 * c.median)::numeric, 1) AS computesize_median_pct,
       round((100 * c.p90)::numeric, 1) AS computesize_p90_pct,
       round((100 * c.max)::numeric, 1) AS computesize_max_pct,
       round((100 * c.under_10pct)::numeric, 1) AS computesize_under_10pct_share,
       round((100 * c.over_25pct)::numeric, 1) AS computesize_over_25pct_share
FROM anchor_summary t JOIN anchor_summary c USING (ord)
WHERE t.who = 'tool' AND c.who = 'computesize'
ORDER BY t.ord;

\echo 'Per row (error = estimated / measured - 1; blank: the tool cannot express the row)'
SELECT r.id, r.mode,
       round((r.measured / 1073741824)::numeric, 2) AS measured_gib,
       to_char(100 * (min(r.estimated) / min(r.measured) - 1), 'S9990') || '%' AS computesize,
       to_char(100 * (min(r.estimate) FILTER (WHERE r.ord = 1) / min(r.measured) - 1), 'S9990') || '%' AS accelerate,
       to_char(100 * (min(r.estimate) FILTER (WHERE r.ord = 2) / min(r.measured) - 1), 'S9990') || '%' AS eleuther,
       to_char(100 * (min(r.estimate) FILTER (WHERE r.ord = 3) / min(r.measured) - 1), 'S9990') || '%' AS megatron,
       to_char(100 * (min(r.estimate) FILTER (WHERE r.ord = 4) / min(r.measured) - 1), 'S9990') || '%' AS deepspeed,
       to_char(100 * (min(r.estimate) FILTER (WHERE r.ord = 5) / min(r.measured) - 1), 'S9990') || '%' AS gpu_poor,
       to_char(100 * (min(r.estimate) FILTER (WHERE r.ord = 6) / min(r.measured) - 1), 'S9990') || '%' AS llm_analysis
FROM anchor_result r
GROUP BY r.id, r.mode, r.measured
ORDER BY r.mode, r.id;
