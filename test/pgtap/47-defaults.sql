-- pgTAP: the constructors' defaults follow the recipes users run (README,
-- Defaults).  LoRA and QLoRA as PEFT's and TRL's examples, LLaMA-Factory,
-- axolotl, torchtune and Unsloth run them: the frozen base loaded in 16
-- bits, gradient checkpointing on; a sequence no longer than the model
-- reads (its max_position_embeddings); an image model's own token count.
BEGIN;
SELECT plan(20);
SET LOCAL search_path = public, computesize;

-- LoRA: 16-bit base, checkpointing on; full fine-tuning keeps AMP's fp32
-- master weights and no checkpointing
SELECT is((training_job('Llama-2-7B', method => 'lora')).gradient_checkpointing, true, 'LoRA checkpoints by default');
SELECT is((training_job('Llama-2-7B', method => 'qlora')).gradient_checkpointing, true, 'QLoRA checkpoints by default');
SELECT is((training_job('Llama-2-7B')).gradient_checkpointing, false, 'full fine-tuning does not, by default');
SELECT is((training_job('Llama-2-7B', method => 'lora')).mixed_precision, false, 'LoRA loads its base in 16 bits');
SELECT is((training_job('Llama-2-7B')).mixed_precision, true, 'full fine-tuning under PyTorch keeps fp32 master weights');
-- Llama 2 7B's LoRA weights: 6.74e9 parameters in bf16 (13,480,000,000 B)
-- and the rank-8 adapters on q, k, v and o of its 32 layers in fp32:
-- 32 x 4 x 8 x (4096 + 4096) = 8,388,608 parameters, 33,554,432 B
SELECT is((memory(training_job('Llama-2-7B', method => 'lora'))).weights::bigint, 13513554432::bigint,
          'a LoRA job''s weights: the base in 16 bits and the adapters in fp32');
SELECT is((memory(training_job('Llama-2-7B', method => 'lora'))).trainable_params, 8388608::float8,
          '8,388,608 trainable parameters');
-- explicit values still win
SELECT is((training_job('Llama-2-7B', method => 'lora', gradient_checkpointing => false)).gradient_checkpointing, false,
          'gradient_checkpointing => false is kept');
SELECT is((training_job('Llama-2-7B', method => 'lora', mixed_precision => true)).mixed_precision, true,
          'mixed_precision => true is kept');

-- sequences no longer than the model reads
SELECT is((training_job('BERT-base-uncased', batch => 32)).seq_len, 512, 'BERT trains on at most 512 tokens');
SELECT is((training_job('GPT-2 (124M)')).seq_len, 1024, 'GPT-2 on 1,024 (n_positions)');
SELECT is((training_job('Llama-2-7B')).seq_len, 2048, 'Llama 2 on 2,048 (its window is 4,096)');
SELECT is((training_job('BERT-base-uncased', seq_len => 128)).seq_len, 128, 'an explicit seq_len is kept');
-- (224 / 16)^2 patches and the class token
SELECT is((inference_job('ViT-B/16')).seq_len, 197, 'a 224-pixel image is 197 tokens for ViT-B/16');
SELECT is((inference_job('BERT-base-uncased')).seq_len, 512, 'BERT reads at most 512');
SELECT is((inference_job('Llama-3.1-8B')).seq_len, 4096, 'a long-context model serves 4,096 by default');

-- the tables users know (seed tables of LoRA and QLoRA memory: LoRA in 16
-- bits 7B ~15 GB, 13B ~28 GB; QLoRA 4-bit 7B ~5 GB, 70B ~46 GB; the
-- issue's 5-8 GB for a 7B QLoRA)
SELECT ok((memory(training_job('Llama-2-7B', method => 'lora'))).total::bigint BETWEEN 15e9 * 0.85 AND 15e9 * 1.15,
          'LoRA 7B is about 15 GB');
SELECT ok((memory(training_job('Llama-2-13B', method => 'lora'))).total::bigint BETWEEN 28e9 * 0.85 AND 28e9 * 1.15,
          'LoRA 13B is about 28 GB');
SELECT ok((memory(training_job('Llama-2-7B', method => 'qlora'))).total::bigint BETWEEN 5e9 AND 8e9,
          'QLoRA 7B is 5 to 8 GB');
SELECT ok((memory(training_job('Llama-2-70B', method => 'qlora'))).total::bigint BETWEEN 46e9 * 0.85 AND 46e9 * 1.15,
          'QLoRA 70B is about 46 GB');

SELECT * FROM finish();
ROLLBACK;
