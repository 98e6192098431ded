-- The time model against measured throughput: every row of
-- validation/throughput-measured.csv (public benchmarks, each with its
-- repository, path and commit) that the catalog can express, predicted
-- against measured.  Run by scripts/validate.sh after the memory tables.
--
-- Within a workload the same job runs on several GPUs, so the relative
-- speed of the GPUs is what a ranking uses: a row's relative-speed error is
-- its predicted/measured ratio over the geometric mean of its workload's
-- ratios, less 1 (a constant utilisation error cancels).  The absolute
-- ratio is the workload's median predicted/measured throughput.
\set ON_ERROR_STOP on
SET search_path = computesize, public;

CREATE TEMP TABLE measured (
    id text, source_repo text, source_path text, source_commit text, workload text, model text,
    params_b float8, mode text, precision text, batch text, seq_len int, framework text, gpu text,
    num_gpus int, metric text, value float8, unit text, notes text);
\copy measured FROM 'validation/throughput-measured.csv' WITH (FORMAT csv, HEADER true)

-- the benchmarks' GPU names as the catalog's ids (NULL: not in the catalog)
CREATE TEMP TABLE gpu_map (name text PRIMARY KEY, gpu text);
INSERT INTO gpu_map VALUES
    ('V100 16GB', 'v100-16gb-sxm2'), ('RTX 3090', 'rtx-3090'), ('A10 (24GB, 150W)', 'a10'),
    ('A100 40GB PCIe', 'a100-40gb-pcie'), ('A100 80GB PCIe', 'a100-80gb-pcie'),
    ('A100 80GB SXM4', 'a100-80gb-sxm'), ('RTX 6000 Ada', 'rtx-6000-ada'), ('RTX A6000', 'rtx-a6000'),
    ('RTX 4090', 'rtx-4090'), ('H100 80GB PCIe', 'h100-pcie'), ('H100 80GB SXM5', 'h100-sxm'),
    ('GH200 96GB', 'gh200'), ('B200', 'b200'), ('H200 141GB SXM', 'h200-sxm'), ('L40S', 'l40s'),
    ('Intel Gaudi 2', 'gaudi2'), ('AMD MI325X', NULL), ('GB200', NULL), ('H200 NVL 141GB', 'h200-nvl'),
    ('AMD MI300X', 'mi300x'), ('L4', 'l4'), ('A40', 'a40'), ('A100 40GB', 'a100-40gb-sxm'),
    ('A30', 'a30'), ('T4', 't4');

-- each row as a user would write it: the workload key, the prediction in the
-- row's unit, or why it cannot be expressed
CREATE TEMP TABLE predicted AS
SELECT m.id, m.workload || CASE WHEN m.framework LIKE 'transformers%' THEN ', batch ' || m.batch
                                WHEN m.framework = 'torchtune' THEN ', ' || m.mode ELSE '' END AS workload,
       m.gpu AS measured_gpu, g.gpu, m.num_gpus, m.value AS measured, m.unit,
       CASE WHEN m.mode LIKE 'cnn%' THEN 'convolutional networks are not modelled'
            WHEN g.gpu IS NULL THEN 'GPU not in the catalog' END AS not_expressed
FROM measured m LEFT JOIN gpu_map g ON g.name = m.gpu;

ALTER TABLE predicted ADD COLUMN value float8;
UPDATE predicted p SET value = CASE
    -- Lambda's BERT-Large SQuAD fine-tune: sequences a second
    WHEN m.workload LIKE 'DLE BERT-Large%' THEN
        1000 * m.batch::int / extract(epoch FROM duration(training_job('BERT-large-uncased', dtype => 'fp16',
            mixed_precision => true, batch => m.batch::int, seq_len => 384, num_labels => 2,
            tokens => 1000 * m.batch::int * 384), p.gpu, m.num_gpus))
    -- MLPerf's Llama 2 70B LoRA: minutes to train, for a fixed number of
    -- samples (the samples to the target loss are not in the row: relative only)
    WHEN m.workload LIKE 'MLPerf Training llama2_70b_lora%' THEN
        extract(epoch FROM duration(training_job('Llama-2-70B', method => 'lora', batch => 1, seq_len => 8192,
            tokens => 8192 * 3072, zero_stage => 3, gpus => m.num_gpus), p.gpu, m.num_gpus)) / 60
    -- llama.cpp: 1,024 tokens generated at batch 1; a 1,024-token prompt
    WHEN m.workload LIKE 'llama.cpp generate%' THEN
        1 / extract(epoch FROM tpot(inference_job('Llama-3-8B', dtype => 'fp16', framework => 'llama.cpp',
            context => 1024), p.gpu, m.num_gpus))
    WHEN m.workload LIKE 'llama.cpp prompt eval%' THEN
        1024 / extract(epoch FROM ttft(inference_job('Llama-3-8B', dtype => 'fp16', framework => 'llama.cpp',
            context => 1024), p.gpu, m.num_gpus))
    -- TensorRT BERT-Large at a batch of 384-token sequences: sequences a second
    WHEN m.workload LIKE 'TensorRT demoBERT%' THEN
        m.batch::int / extract(epoch FROM ttft(inference_job('BERT-large-uncased', dtype => 'fp16',
            batch => m.batch::int, context => 384), p.gpu, m.num_gpus))
    -- transformers' generate(): tokens a second over the batch
    WHEN m.framework LIKE 'transformers%' THEN
        m.batch::int / extract(epoch FROM tpot(inference_job('Llama-3.1-8B', dtype => 'bf16',
            framework => 'transformers', batch => m.batch::int, context => 512), p.gpu, m.num_gpus))
    -- torchtune: packed 2,048-token sequences, batch 2; the 24 GB card
    -- checkpoints activations to fit
    WHEN m.framework = 'torchtune' THEN
        1e6 / extract(epoch FROM duration(training_job('Llama-3.1-8B', method => replace(m.mode, 'train_', ''),
            dtype => 'bf16', mixed_precision => false, batch => 2, seq_len => 2048, framework => 'torchtune',
            gradient_checkpointing => p.gpu = 'rtx-4090', tokens => 1e6), p.gpu, m.num_gpus))
    END
FROM measured m WHERE m.id = p.id AND p.not_expressed IS NULL;

-- minutes to train: a speed is its inverse
CREATE TEMP VIEW speed AS
SELECT id, workload, measured_gpu, gpu, num_gpus, measured, value AS predicted,
       CASE WHEN unit = 'minutes' THEN measured / value ELSE value / measured END AS ratio
FROM predicted WHERE not_expressed IS NULL;

CREATE TEMP VIEW relative AS
SELECT s.*, s.ratio / exp(avg(ln(s.ratio)) OVER w) - 1 AS rel_err,
       rank() OVER (PARTITION BY workload ORDER BY CASE WHEN unit = 'minutes' THEN -predicted ELSE predicted END) AS pred_rank,
       rank() OVER (PARTITION BY workload ORDER BY CASE WHEN unit = 'minutes' THEN -measured ELSE measured END) AS meas_rank,
       count(*) OVER w AS n
FROM speed s JOIN predicted USING (id, workload, measured_gpu, gpu, num_gpus, measured)
WINDOW w AS (PARTITION BY workload);

\echo
\echo 'Time model: predicted against measured throughput, per row'
SELECT id, workload, measured_gpu, num_gpus AS n, round(measured::numeric, 2) AS measured,
       round(predicted::numeric, 2) AS predicted, round(ratio::numeric, 3) AS ratio,
       round(100 * rel_err::numeric, 1) AS rel_err_pct
FROM relative ORDER BY workload, id;

\echo 'Rows that cannot be expressed'
SELECT not_expressed AS why, count(*) AS rows, string_agg(DISTINCT measured_gpu, ', ') AS gpus,
       string_agg(DISTINCT split_part(workload, ',', 1), '; ') AS workloads
FROM predicted WHERE not_expressed IS NOT NULL GROUP BY 1 ORDER BY 1;

\echo 'Per workload: rank correlation (Spearman), median |relative-speed error|, median absolute ratio'
SELECT workload, max(n) AS gpus, round(corr(pred_rank, meas_rank)::numeric, 3) AS rank_corr,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(rel_err))::numeric, 1) AS median_err_pct,
       round(100 * max(abs(rel_err))::numeric, 1) AS worst_err_pct,
       CASE WHEN workload LIKE 'MLPerf Training%' THEN NULL
            ELSE round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ratio)::numeric, 3) END AS median_ratio
FROM relative GROUP BY workload ORDER BY workload;

\echo 'All workloads with two or more GPUs'
SELECT count(*) AS rows,
       round(100 * percentile_cont(0.5) WITHIN GROUP (ORDER BY abs(rel_err))::numeric, 1) AS median_err_pct,
       round(100 * percentile_cont(0.9) WITHIN GROUP (ORDER BY abs(rel_err))::numeric, 1) AS p90_err_pct,
       (SELECT round(min(c)::numeric, 3) FROM (SELECT corr(pred_rank, meas_rank) AS c FROM relative
              GROUP BY workload HAVING count(*) >= 4) x) AS min_rank_corr_4plus
FROM relative WHERE n >= 2;
