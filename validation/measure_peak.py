#!/usr/bin/env python3
"""Measures peak GPU memory of training and inference steps, for validation.

Run on a machine with a CUDA GPU, PyTorch, transformers and peft (no network:
every model is built from its configuration with random weights, and memory
does not depend on the values of the weights):

    python3 validation/measure_peak.py --out DIR            # every case
    python3 validation/measure_peak.py --out DIR --only NAME [NAME ...]
    python3 validation/measure_peak.py --list
    python3 validation/measure_peak.py --out DIR --budget 400  # start no case after 400 s

Each case runs in a fresh Python process, so that no allocator state is
carried from one case to the next.  A training case runs one step to create
the optimizer state, resets PyTorch's peak counters, and measures the second
step; an inference case measures prefill plus greedy decoding.  The loop is a
plain PyTorch loop on a current transformers (computesize's framework
'transformers'): it keeps the model's outputs referenced through the backward
pass, drops them before the optimizer step and sets the gradients to None
after it.  One case follows torchtune's recipe of May 2024 instead (its
loss path, which keeps the shifted fp32 logits until the next step, and the
optimizer step in the backward pass), at the shape of that recipe's published
Llama 2 7B runs.

The cases that use bitsandbytes (its 8-bit AdamW, QLoRA on its NF4 layers)
fail on a machine without it, and the others run on.

A case marked trace also records the caching allocator's trace of its measured
step and writes DIR/peak-CASE.txt: what was live at the peak, by the source
line that allocated it.

DIR receives two files in the formats of this folder, to replace
validation/measured-vram.csv and validation/measured-cases.csv, which
validate.sql reports on their own, beside the public file (ids from 1001):
  measured-vram.csv  rows in the columns of ground-truth-vram.csv (value in
                     GiB of torch.cuda.max_memory_allocated(); the reserved
                     peak and the process's device memory are in notes)
  measured-cases.csv how each row is expressed for computesize (cases.csv)
Both are rewritten after every case, so a run cut short keeps what it measured.
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import time

GiB = 1 << 30

# model shapes (Hugging Face configurations; random weights).  RoPE's base and
# scaling are left out: they change no tensor's size, and transformers 5 moved
# them into rope_parameters.
SHAPES = {
    "Llama-3.2-1B": dict(cls="llama", vocab_size=128256, hidden_size=2048, intermediate_size=8192,
                         num_hidden_layers=16, num_attention_heads=32, num_key_value_heads=8,
                         max_position_embeddings=131072, tie_word_embeddings=True),
    "Llama-2-7B": dict(cls="llama", vocab_size=32000, hidden_size=4096, intermediate_size=11008,
                       num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=32,
                       max_position_embeddings=4096, tie_word_embeddings=False),
    "Llama-3-8B": dict(cls="llama", vocab_size=128256, hidden_size=4096, intermediate_size=14336,
                       num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=8,
                       max_position_embeddings=8192, tie_word_embeddings=False),
    "Qwen2.5-1.5B": dict(cls="qwen2", vocab_size=151936, hidden_size=1536, intermediate_size=8960,
                         num_hidden_layers=28, num_attention_heads=12, num_key_value_heads=2,
                         max_position_embeddings=32768, tie_word_embeddings=True),
    # a 256,000-token vocabulary, one KV head, GeGLU, head_dim 256
    "Gemma-2B": dict(cls="gemma", vocab_size=256000, hidden_size=2048, intermediate_size=16384,
                     num_hidden_layers=18, num_attention_heads=8, num_key_value_heads=1, head_dim=256,
                     max_position_embeddings=8192, tie_word_embeddings=True),
    # a 4,096-token sliding window on every layer
    "Mistral-7B-v0.1": dict(cls="mistral", vocab_size=32000, hidden_size=4096, intermediate_size=14336,
                            num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=8,
                            max_position_embeddings=32768, sliding_window=4096, tie_word_embeddings=False),
    # 128 experts, 8 active, every layer sparse
    "Qwen3-30B-A3B": dict(cls="qwen3_moe", vocab_size=151936, hidden_size=2048, intermediate_size=6144,
                          moe_intermediate_size=768, num_experts=128, num_experts_per_tok=8, norm_topk_prob=True,
                          decoder_sparse_step=1, mlp_only_layers=[], num_hidden_layers=48,
                          num_attention_heads=32, num_key_value_heads=4, head_dim=128,
                          max_position_embeddings=40960, tie_word_embeddings=False),
    # Mistral 7B's shape without its window: what the window changes
    "Mistral-7B-v0.1-nowindow": dict(cls="mistral", vocab_size=32000, hidden_size=4096, intermediate_size=14336,
                                     num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=8,
                                     max_position_embeddings=32768, sliding_window=None, tie_word_embeddings=False),
    # a 4,096-token window on every other layer (13 of 26)
    "Gemma-2-2B": dict(cls="gemma2", vocab_size=256000, hidden_size=2304, intermediate_size=9216,
                       num_hidden_layers=26, num_attention_heads=8, num_key_value_heads=4, head_dim=256,
                       sliding_window=4096, query_pre_attn_scalar=256, attn_logit_softcapping=50.0,
                       final_logit_softcapping=30.0, max_position_embeddings=8192, tie_word_embeddings=True),
    # a 512-token window on five layers of every six (22 of 26), a 262,144-token vocabulary
    "Gemma-3-1B": dict(cls="gemma3_text", vocab_size=262144, hidden_size=1152, intermediate_size=6912,
                       num_hidden_layers=26, num_attention_heads=4, num_key_value_heads=1, head_dim=256,
                       sliding_window=512, query_pre_attn_scalar=256, max_position_embeddings=32768,
                       tie_word_embeddings=True),
    # fused query-key-value and gate-up projections
    "Phi-3-mini-4k": dict(cls="phi3", vocab_size=32064, hidden_size=3072, intermediate_size=8192,
                          num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=32,
                          max_position_embeddings=4096, tie_word_embeddings=False),
    # a plain (not gated) MLP whose tanh-approximated GELU (gelu_new) transformers
    # writes as Python operations, learned positions, LayerNorm, dropout 0.1
    "GPT-2-XL": dict(cls="gpt2", vocab_size=50257, hidden_size=1600, intermediate_size=6400,
                     num_hidden_layers=48, num_attention_heads=25, num_key_value_heads=25,
                     max_position_embeddings=1024, tie_word_embeddings=True),
    # gelu_new again, attention and MLP in parallel off one LayerNorm, rotary on
    # 32 of each head's 80 dimensions, dropout 0.1 on the residual branches
    "phi-2": dict(cls="phi", vocab_size=51200, hidden_size=2560, intermediate_size=10240,
                  num_hidden_layers=32, num_attention_heads=32, num_key_value_heads=32,
                  partial_rotary_factor=0.4, resid_pdrop=0.1, embd_pdrop=0.0, attention_dropout=0.0,
                  max_position_embeddings=2048, tie_word_embeddings=False),
    # phi-2's layout at 1.4B, without dropout
    "phi-1.5": dict(cls="phi", vocab_size=51200, hidden_size=2048, intermediate_size=8192,
                    num_hidden_layers=24, num_attention_heads=32, num_key_value_heads=32,
                    partial_rotary_factor=0.5, resid_pdrop=0.0, embd_pdrop=0.0, attention_dropout=0.0,
                    max_position_embeddings=2048, tie_word_embeddings=False),
    # one KV head (multi-query), parallel attention and MLP, a fused GELU
    "Falcon-7B": dict(cls="falcon", vocab_size=65024, hidden_size=4544, intermediate_size=18176,
                      num_hidden_layers=32, num_attention_heads=71, num_key_value_heads=1,
                      multi_query=True, parallel_attn=True, new_decoder_architecture=False, bias=False,
                      alibi=False, max_position_embeddings=2048, tie_word_embeddings=True),
    # per-head query and key norms (qk_norm)
    "Qwen3-1.7B": dict(cls="qwen3", vocab_size=151936, hidden_size=2048, intermediate_size=6144,
                       num_hidden_layers=28, num_attention_heads=16, num_key_value_heads=8, head_dim=128,
                       max_position_embeddings=40960, tie_word_embeddings=True),
    # multi-head latent attention (a 512-wide latent plus a 64-wide rotary key),
    # 64 routed experts of which 6 are active and 2 shared, the first layer dense
    "DeepSeek-V2-Lite": dict(cls="deepseek_v2", vocab_size=102400, hidden_size=2048, intermediate_size=10944,
                             moe_intermediate_size=1408, num_hidden_layers=27, num_attention_heads=16,
                             num_key_value_heads=16, n_shared_experts=2, n_routed_experts=64,
                             num_experts_per_tok=6, first_k_dense_replace=1, kv_lora_rank=512, q_lora_rank=None,
                             qk_nope_head_dim=128, qk_rope_head_dim=64, v_head_dim=128, topk_method="greedy",
                             norm_topk_prob=False, max_position_embeddings=4096, tie_word_embeddings=False),
}

# the configurations' own names for the fields above, where they differ
CONFIG_NAMES = {
    "gpt2": {"hidden_size": "n_embd", "num_hidden_layers": "n_layer", "num_attention_heads": "n_head",
             "max_position_embeddings": "n_positions", "intermediate_size": "n_inner",
             "num_key_value_heads": None},
    "falcon": {"num_key_value_heads": None, "intermediate_size": None},
}

# what computesize is told beyond the ground-truth file's columns, per shape: the
# columns' values where the configuration's differ (an MoE's expert width), and
# arguments
CS_SHAPE = {
    "Gemma-2B": ({}, ["head_dim=>256"]),
    "Mistral-7B-v0.1": ({}, ["sliding_window=>4096", "sliding_window_layers=>32"]),
    "Gemma-3-1B": ({}, ["head_dim=>256", "sliding_window=>512", "sliding_window_layers=>22"]),
    "Gemma-2-2B": ({}, ["head_dim=>256", "sliding_window=>4096", "sliding_window_layers=>13"]),
    "Qwen3-30B-A3B": ({"intermediate": 768}, ["head_dim=>128", "experts=>128", "active_experts=>8"]),
    # the catalog's rows for what no argument states (GELU, dropout, qk_norm,
    # softcapping, post-norms); the measured parameter count and shape override
    "GPT-2-XL": ({}, ["model=>'GPT-2 XL (1.5B)'"]),
    "Falcon-7B": ({}, ["model=>'Falcon-7B'"]),
    "phi-2": ({}, ["model=>'phi-2'"]),
    "phi-1.5": ({}, ["model=>'phi-1.5'"]),
    "Qwen3-1.7B": ({}, ["model=>'Qwen3-1.7B'"]),
    "Gemma-2-2B-train": ({}, ["model=>'Gemma-2-2B'"]),
    # routed experts and the active ones with the shared (the catalog's DeepSeek-V3 convention)
    "DeepSeek-V2-Lite": ({"intermediate": 1408}, ["head_dim=>192", "kv_cache_width=>576", "experts=>64",
                                                  "active_experts=>8"]),
}

# the optimizers: computesize's name and the row's description
OPTIMIZERS = {
    "adamw": (None, "AdamW (torch, foreach)"),
    "sgd": ("sgd", "SGD (in place, no state)"),
    "sgd_momentum": ("sgd_momentum", "SGD, momentum 0.9 (torch, foreach)"),
    "rmsprop": ("rmsprop", "RMSprop (torch, foreach; the Trainer's defaults)"),
    "adagrad": ("adagrad", "Adagrad (torch, foreach; the Trainer's defaults)"),
    "adafactor": ("adafactor", "Adafactor (transformers; the Trainer's settings)"),
    "adamw_8bit": ("adamw_8bit", "AdamW8bit (bitsandbytes)"),
}

# the cases: kind, shape, and the job; lora targets in PEFT's module names
CASES = [
    # torchtune's May 2024 single-device full fine-tune at its README table's shape
    # (public rows 22 and 23): its loss path and its optimizer step in the backward
    # pass, with a stateless SGD standing for bitsandbytes' paged AdamW, whose state
    # lives in CUDA unified memory, outside max_memory_allocated
    dict(name="7b-full-tt2024-optbwd", kind="train", shape="Llama-2-7B", method="full", amp=False,
         batch=4, seq=2048, ckpt=True, optim_in_bwd=True, optim="sgd", loop="torchtune2024", trace=True),
    dict(name="1b-full-bf16", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, trace=True),
    dict(name="1b-full-amp-ckpt", kind="train", shape="Llama-3.2-1B", method="full", amp=True,
         batch=4, seq=1024, ckpt=True, trace=True),
    dict(name="1b-full-bf16-ckpt-long", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=8, seq=2048, ckpt=True),
    dict(name="1b-full-bf16-eager", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=2, seq=2048, ckpt=False, attn="eager"),
    dict(name="qwen1.5b-full-bf16-ckpt", kind="train", shape="Qwen2.5-1.5B", method="full", amp=False,
         batch=4, seq=2048, ckpt=True, trace=True),
    dict(name="7b-full-bf16-ckpt", kind="train", shape="Llama-2-7B", method="full", amp=False,
         batch=1, seq=1024, ckpt=True),
    dict(name="7b-full-bf16-ckpt-optbwd", kind="train", shape="Llama-2-7B", method="full", amp=False,
         batch=4, seq=2048, ckpt=True, optim_in_bwd=True, trace=True),
    dict(name="7b-lora-qv-ckpt", kind="train", shape="Llama-2-7B", method="lora", amp=False,
         batch=4, seq=2048, ckpt=True, rank=8, targets=["q_proj", "v_proj"], trace=True),
    dict(name="7b-lora-all", kind="train", shape="Llama-2-7B", method="lora", amp=False,
         batch=2, seq=1024, ckpt=False, rank=16,
         targets=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"], trace=True),
    dict(name="8b-lora-attn-ckpt", kind="train", shape="Llama-3-8B", method="lora", amp=False,
         batch=2, seq=4096, ckpt=True, rank=16, targets=["q_proj", "k_proj", "v_proj", "o_proj"]),
    dict(name="7b-infer-b8", kind="infer", shape="Llama-2-7B", batch=8, prompt=1920, new=128),
    dict(name="8b-infer-8k", kind="infer", shape="Llama-3-8B", batch=1, prompt=8064, new=128),
    dict(name="qwen1.5b-infer-b32", kind="infer", shape="Qwen2.5-1.5B", batch=32, prompt=896, new=128),
    # 7b-lora-all with the adapters in bf16 (autocast_adapter_dtype=False), as PEFT
    # made them before 0.12: tells the fp32 adapters' cost
    dict(name="7b-lora-all-bf16-adapters", kind="train", shape="Llama-2-7B", method="lora", amp=False,
         batch=2, seq=1024, ckpt=False, rank=16, fp32_adapters=False, trace=True,
         targets=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]),
    # the same with PEFT's lora_dropout: each adapter keeps its dropped-out input
    # (fp32 or bf16, with the adapters) and a mask; and under AMP (fp32 weights,
    # autocast), where nothing is cast to fp32
    dict(name="7b-lora-all-dropout", kind="train", shape="Llama-2-7B", method="lora", amp=False,
         batch=2, seq=1024, ckpt=False, rank=16, dropout=0.05, trace=True,
         targets=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]),
    dict(name="7b-lora-all-dropout-bf16-adapters", kind="train", shape="Llama-2-7B", method="lora", amp=False,
         batch=2, seq=1024, ckpt=False, rank=16, dropout=0.05, fp32_adapters=False, trace=True,
         targets=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]),
    dict(name="7b-lora-all-amp", kind="train", shape="Llama-2-7B", method="lora", amp=True, weights="bf16",
         batch=2, seq=1024, ckpt=False, rank=16, trace=True,
         targets=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]),
    # full fine-tuning under AMP without checkpointing: what autocast keeps of
    # each layer (its 16-bit copies of the fp32 norm outputs, per linear layer)
    dict(name="1b-full-amp", kind="train", shape="Llama-3.2-1B", method="full", amp=True,
         batch=2, seq=1024, ckpt=False, trace=True),
    # 1b-full-bf16 with two micro-batches a step: the second's loss meets the
    # first's gradients
    dict(name="1b-full-bf16-accum2", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, accum=2, trace=True),
    # a 256,000-token vocabulary: the loss's fp32 logits over 8,192 tokens
    dict(name="gemma2b-full-bf16-ckpt", kind="train", shape="Gemma-2B", method="full", amp=False,
         batch=4, seq=2048, ckpt=True, trace=True),
    # 1b-full-bf16 with the Trainer's other optimizers: state and the foreach step's temporaries
    dict(name="1b-full-sgd-momentum", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, optim="sgd_momentum", trace=True),
    dict(name="1b-full-rmsprop", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, optim="rmsprop", trace=True),
    dict(name="1b-full-adagrad", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, optim="adagrad", trace=True),
    dict(name="1b-full-adafactor", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, optim="adafactor", trace=True),
    # past the sliding window: 16,384 tokens a sequence, a 4,096-token window
    dict(name="mistral7b-infer-swa-16k", kind="infer", shape="Mistral-7B-v0.1", batch=2, prompt=16256, new=128,
         trace=True),
    # mixture of experts: every expert resident
    dict(name="qwen3moe-infer-b8", kind="infer", shape="Qwen3-30B-A3B", batch=8, prompt=1920, new=128),
    # fused query-key-value and gate-up projections
    dict(name="phi3mini-full-bf16-ckpt", kind="train", shape="Phi-3-mini-4k", method="full", amp=False,
         batch=4, seq=2048, ckpt=True, trace=True),
    dict(name="1b-full-adamw8bit", kind="train", shape="Llama-3.2-1B", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, optim="adamw_8bit", trace=True),
    # QLoRA through a current bitsandbytes: NF4 with double quantization, bf16 compute
    dict(name="7b-qlora-all-ckpt", kind="train", shape="Llama-2-7B", method="qlora", amp=False,
         batch=4, seq=2048, ckpt=True, rank=16, trace=True,
         targets=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]),
    dict(name="gemma2b-infer-b16", kind="infer", shape="Gemma-2B", batch=16, prompt=1920, new=128),
    # mistral7b-infer-swa-16k without the window
    dict(name="mistral7b-infer-nowindow-16k", kind="infer", shape="Mistral-7B-v0.1-nowindow", batch=2,
         prompt=16256, new=128, trace=True),
    dict(name="gemma2-2b-infer-8k", kind="infer", shape="Gemma-2-2B", batch=2, prompt=8064, new=128, trace=True),
    # LoRA on an MoE's attention: every expert resident and frozen, the router's choices per token
    dict(name="qwen3moe-lora-attn-ckpt", kind="train", shape="Qwen3-30B-A3B", method="lora", amp=False,
         batch=2, seq=2048, ckpt=True, rank=16, trace=True, targets=["q_proj", "k_proj", "v_proj", "o_proj"]),
    # the window's rule, measured after it was written: within the window (no mask), twice
    # the length, and a 512-token window on 22 of 26 layers
    dict(name="mistral7b-infer-swa-4k-b8", kind="infer", shape="Mistral-7B-v0.1", batch=8, prompt=3968, new=128,
         trace=True),
    dict(name="mistral7b-infer-swa-32k", kind="infer", shape="Mistral-7B-v0.1", batch=1, prompt=32640, new=128,
         trace=True),
    dict(name="gemma2-2b-infer-16k", kind="infer", shape="Gemma-2-2B", batch=1, prompt=16256, new=128, trace=True),
    dict(name="gemma3-1b-infer-8k-b4", kind="infer", shape="Gemma-3-1B", batch=4, prompt=8064, new=128, trace=True),
    # architectures beyond the Llama family, each predicted before it was measured:
    # GPT-2's Python-written GELU and dropout, training without checkpointing
    dict(name="gpt2xl-full-bf16", kind="train", shape="GPT-2-XL", method="full", amp=False,
         batch=4, seq=1024, ckpt=False, trace=True),
    # Gemma 2's soft-capped attention scores (eager attention) and logits, post-norms
    dict(name="gemma2-2b-full-eager-ckpt", kind="train", shape="Gemma-2-2B", cs="Gemma-2-2B-train", method="full",
         amp=False, batch=2, seq=2048, ckpt=True, attn="eager", trace=True),
    # Qwen3's query and key norms, without checkpointing
    dict(name="qwen3-1.7b-full-bf16", kind="train", shape="Qwen3-1.7B", method="full", amp=False,
         batch=2, seq=2048, ckpt=False, trace=True),
    # multi-head latent attention: transformers caches every head's key and value
    dict(name="dsv2lite-infer-b8", kind="infer", shape="DeepSeek-V2-Lite", batch=8, prompt=1920, new=128,
         trace=True),
    dict(name="falcon7b-infer-b8", kind="infer", shape="Falcon-7B", batch=8, prompt=1920, new=128, trace=True),
    # a short prompt and a long generation: the estimate prefills the whole context
    dict(name="1b-infer-b64-short-prompt", kind="infer", shape="Llama-3.2-1B", batch=64, prompt=128, new=896,
         trace=True),
    # gelu_new's rule (from the GPT-2 XL trace), predicted for phi-2 before it was measured
    dict(name="phi2-full-bf16", kind="train", shape="phi-2", method="full", amp=False,
         batch=2, seq=1024, ckpt=False, trace=True),
    # phi-2's peak was the optimizer step's: the rule again where the activations peak
    dict(name="phi2-lora-qv", kind="train", shape="phi-2", method="lora", amp=False,
         batch=4, seq=1024, ckpt=False, rank=8, targets=["q_proj", "v_proj"], trace=True),
    dict(name="phi1.5-full-bf16-b8", kind="train", shape="phi-1.5", method="full", amp=False,
         batch=8, seq=1024, ckpt=False, trace=True),
    # Falcon 7B's math-kernel attention at another batch and prompt length
    dict(name="falcon7b-infer-b2-4k", kind="infer", shape="Falcon-7B", batch=2, prompt=3968, new=128, trace=True),
    # and at one sequence, its context's length
    dict(name="falcon7b-infer-b1-2k", kind="infer", shape="Falcon-7B", batch=1, prompt=1920, new=128, trace=True),
]

# computesize's names for PEFT's target lists
TARGETS = {
    ("q_proj", "v_proj"): "qv",
    ("k_proj", "o_proj", "q_proj", "v_proj"): "attention",
    ("down_proj", "gate_proj", "k_proj", "o_proj", "q_proj", "up_proj", "v_proj"): "all-linear",
}


def build(shape, dtype, attn):
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    spec = dict(SHAPES[shape])
    cls = spec.pop("cls")
    for name, own in CONFIG_NAMES.get(cls, {}).items():
        value = spec.pop(name)
        if own:
            spec[own] = value
    try:
        config = AutoConfig.for_model(cls, **spec)
        config._attn_implementation = attn  # as from_pretrained(attn_implementation=...) sets it
    except (AttributeError, TypeError, ValueError):
        config = AutoConfig.for_model(cls, **spec, attn_implementation=attn)
    model_class = AutoModelForCausalLM._model_mapping[type(config)]
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with torch.device("cuda"):
            model = model_class(config)
    finally:
        torch.set_default_dtype(previous)
    if model.config._attn_implementation != attn:
        raise SystemExit("attention built as %s, not %s" % (model.config._attn_implementation, attn))
    kinds = {p.dtype for p in model.parameters()}
    if kinds != {dtype}:
        raise SystemExit("parameters built as %s, not %s" % (sorted(map(str, kinds)), dtype))
    return model


def quantize_4bit(model):
    """Replaces the decoder layers' linear layers by bitsandbytes' NF4 layers with
    double quantization and bf16 compute, as from_pretrained(quantization_config=
    BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4",
    bnb_4bit_use_double_quant=True, bnb_4bit_compute_dtype=torch.bfloat16)) loads
    them (the embeddings and the output head stay bf16)"""
    import torch
    import bitsandbytes as bnb

    for module in list(model.modules()):
        for name, child in list(module.named_children()):
            if not isinstance(child, torch.nn.Linear) or name == "lm_head":
                continue
            with torch.device("meta"):
                q = bnb.nn.Linear4bit(child.in_features, child.out_features, bias=child.bias is not None,
                                      compute_dtype=torch.bfloat16, compress_statistics=True, quant_type="nf4")
            q.weight = bnb.nn.Params4bit(child.weight.data, requires_grad=False, compress_statistics=True,
                                         quant_type="nf4").to("cuda")
            setattr(module, name, q)
            del child
    torch.cuda.empty_cache()
    if any(isinstance(m, torch.nn.Linear) and not isinstance(m, bnb.nn.Linear4bit) and n != "lm_head"
           for n, m in model.named_modules() if not n.endswith("lm_head")):
        raise SystemExit("a linear layer left unquantized")
    return model


def make_optimizer(name, params):
    """the optimizer as the Trainer makes it (weight decay 0, its default)"""
    import torch

    if name == "adamw":
        return torch.optim.AdamW(params, lr=1e-5, weight_decay=0.0)
    if name == "sgd_momentum":
        return torch.optim.SGD(params, lr=1e-5, momentum=0.9)
    if name == "rmsprop":
        return torch.optim.RMSprop(params, lr=1e-5)
    if name == "adagrad":
        return torch.optim.Adagrad(params, lr=1e-5)
    if name == "adafactor":
        from transformers.optimization import Adafactor

        return Adafactor(params, lr=1e-5, scale_parameter=False, relative_step=False, warmup_init=False)
    if name == "adamw_8bit":
        import bitsandbytes as bnb

        return bnb.optim.AdamW8bit(params, lr=1e-5, weight_decay=0.0)
    raise SystemExit("no optimizer %s" % name)


def process_bytes():
    """device memory the process holds, as nvidia-smi would show it"""
    import torch

    free, total = torch.cuda.mem_get_info()
    return total - free


def peak_breakdown(snapshot, base, out):
    """Replays the allocator's trace of one step and writes what was live at its
    peak: the bytes allocated before the trace began and still live (weights,
    optimizer state, the last step's leftovers), then each live allocation of
    the step by the source line that made it.  Returns the peak, which should
    equal max_memory_allocated() over the step."""
    events = [e for e in snapshot.get("device_traces", [[]])[0]
              if e.get("action") in ("alloc", "free_requested")]
    cur, best, at = base, base, -1
    for i, e in enumerate(events):
        cur += e["size"] if e["action"] == "alloc" else -e["size"]
        if cur > best:
            best, at = cur, i
    live = {}
    for e in events[:at + 1]:
        if e["action"] == "alloc":
            live[e["addr"]] = e
        else:
            live.pop(e["addr"], None)

    def where(e):
        """the innermost two frames outside PyTorch's own package (the backward
        pass's allocations have none: autograd's thread runs no Python)"""
        frames = [f for f in e.get("frames", []) if "site-packages/torch/" not in f.get("filename", "")
                  and not f.get("filename", "<").startswith("<")][:2]
        return " < ".join("%s:%s %s" % (os.path.basename(f.get("filename", "?")), f.get("line", 0),
                                        f.get("name", "?")) for f in frames) or "(no Python frame)"

    groups = {}
    for e in live.values():
        g = groups.setdefault(where(e), [0, 0])
        g[0] += 1
        g[1] += e["size"]
    step = sum(g[1] for g in groups.values())
    with open(out, "w") as f:
        f.write("peak %.3f GiB: %.3f GiB allocated before the step and still live, %.3f GiB by the step\n"
                % (best / GiB, (best - step) / GiB, step / GiB))
        if at >= 0:
            f.write("the allocation that set the peak: %d bytes at %s\n" % (events[at]["size"], where(events[at])))
        f.write("live at the peak, by the line that allocated (count, GiB):\n")
        for k, (n, size) in sorted(groups.items(), key=lambda kv: -kv[1][1]):
            f.write("%6d %9.4f  %s\n" % (n, size / GiB, k))
    return best


def start_trace(case, trace_out, result):
    """starts the caching allocator's trace for a case marked trace; returns
    the bytes allocated before it, or None when nothing is traced"""
    import torch

    if not (trace_out and case.get("trace")):
        return None
    try:
        base = torch.cuda.memory_allocated()
        torch.cuda.memory._record_memory_history(max_entries=2000000, stacks="python")
        return base
    except Exception as e:  # an allocator without traces: measure without
        result["trace_error"] = repr(e)
        return None


def stop_trace(base, trace_out, result):
    """stops a trace start_trace() started and writes its peak's breakdown"""
    import torch

    if base is None:
        return
    snap = torch.cuda.memory._snapshot()
    torch.cuda.memory._record_memory_history(enabled=None)
    result["trace_peak"] = peak_breakdown(snap, base, trace_out)


def run_case(case, trace_out=None):
    import torch
    import torch.nn.functional as F

    torch.manual_seed(0)
    attn = case.get("attn", "sdpa")
    result = {}
    if case["kind"] == "train":
        amp = case["amp"]
        # AMP keeps fp32 weights; a LoRA base under autocast is often loaded in bf16
        weights = case.get("weights", "fp32" if amp else "bf16")
        model = build(case["shape"], torch.float32 if weights == "fp32" else torch.bfloat16, attn)
        result["params"] = sum(p.numel() for p in model.parameters())
        if case["method"] == "qlora":
            model = quantize_4bit(model)
        if case["ckpt"]:
            model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
        if case["method"] in ("lora", "qlora"):
            from peft import LoraConfig, get_peft_model

            # PEFT (0.12 on) keeps the adapters of a 16-bit model in fp32 unless told not to
            model = get_peft_model(model, LoraConfig(r=case["rank"], lora_alpha=2 * case["rank"],
                                                     lora_dropout=case.get("dropout", 0.0),
                                                     target_modules=case["targets"], task_type="CAUSAL_LM"),
                                   autocast_adapter_dtype=case.get("fp32_adapters", True))
        model.train()
        params = [p for p in model.parameters() if p.requires_grad]
        result["trainable"] = sum(p.numel() for p in params)
        if case.get("optim_in_bwd"):
            # the optimizer step fused into the backward pass, as torchtune's
            # optimizer_in_bwd does it: an optimizer per parameter, stepped
            # and its gradient freed as soon as the gradient is accumulated
            if case.get("optim") == "sgd":
                # plain SGD updates in place and keeps no state
                def step_now(p):
                    with torch.no_grad():
                        p.add_(p.grad, alpha=-1e-5)
                    p.grad = None
            else:
                optims = {p: torch.optim.AdamW([p], lr=1e-5) for p in params}

                def step_now(p):
                    optims[p].step()
                    optims[p].zero_grad(set_to_none=True)

            for p in params:
                p.register_post_accumulate_grad_hook(step_now)
            opt = None
        else:
            opt = make_optimizer(case.get("optim", "adamw"), params)
        vocab = SHAPES[case["shape"]]["vocab_size"]
        ids = torch.randint(0, vocab, (case["batch"], case["seq"]), device="cuda")
        kept = {}

        def step():
            if case.get("loop") == "torchtune2024":
                # torchtune's recipe of May 2024: the decoder returns output(h).float(); the
                # recipe shifts a contiguous copy, cross-entropy reads it as (B, V, S), and
                # the name 'logits' keeps it until the next step assigns it again
                new = model(input_ids=ids, use_cache=False).logits.float()
                kept.clear()  # the recipe's name 'logits' now names the new ones
                logits = new[..., :-1, :].contiguous()
                del new
                labels = ids[..., 1:].contiguous()
                logits = logits.transpose(1, 2)
                loss = F.cross_entropy(logits, labels)
                loss.backward()
                kept["logits"] = logits
                return
            # micro-batches per optimizer step: the gradients of the first
            # stay through the second's forward and backward passes
            for _ in range(case.get("accum", 1)):
                with torch.autocast("cuda", dtype=torch.bfloat16, enabled=amp):
                    outputs = model(input_ids=ids, labels=ids, use_cache=False)
                loss = outputs.loss
                loss.backward()
                del outputs, loss
            if opt is not None:
                opt.step()
                opt.zero_grad(set_to_none=True)

        step()
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = start_trace(case, trace_out, result)
        step()
        torch.cuda.synchronize()
        stop_trace(base, trace_out, result)
    else:
        model = build(case["shape"], torch.bfloat16, attn)
        result["params"] = sum(p.numel() for p in model.parameters())
        model.eval()
        vocab = SHAPES[case["shape"]]["vocab_size"]
        ids = torch.randint(0, vocab, (case["batch"], case["prompt"]), device="cuda")
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        base = start_trace(case, trace_out, result)
        with torch.no_grad():
            # no end-of-sequence token: every sequence decodes all its tokens
            out = model.generate(ids, attention_mask=torch.ones_like(ids), max_new_tokens=case["new"],
                                 min_new_tokens=case["new"], do_sample=False, eos_token_id=None,
                                 pad_token_id=0)
        torch.cuda.synchronize()
        stop_trace(base, trace_out, result)
        result["generated"] = int(out.shape[1] - ids.shape[1])
        if result["generated"] != case["new"]:
            raise SystemExit("generated %d tokens, not %d" % (result["generated"], case["new"]))
    result["allocated"] = torch.cuda.max_memory_allocated()
    result["reserved"] = torch.cuda.max_memory_reserved()
    result["process"] = process_bytes()
    result["device"] = torch.cuda.get_device_name()
    result["versions"] = "torch %s, transformers %s" % (torch.__version__, __import__("transformers").__version__)
    if case.get("method") in ("lora", "qlora"):
        result["versions"] += ", peft %s" % __import__("peft").__version__
    if case.get("method") == "qlora" or case.get("optim") == "adamw_8bit":
        result["versions"] += ", bitsandbytes %s" % __import__("bitsandbytes").__version__
    return result


def rows(case, r, number):
    """a ground-truth row and its computesize case"""
    s = SHAPES[case["shape"]]
    train = case["kind"] == "train"
    rid = str(1000 + number)  # ids above 1000: measured here
    if train:
        mode = {"full": "full fine-tune", "lora": "LoRA", "qlora": "QLoRA"}[case["method"]]
        precision = ("bf16 mixed (%s weights)" % case.get("weights", "fp32")) if case["amp"] else "bf16"
        if case["method"] == "qlora":
            precision = "nf4 base (double quantization) + bf16 compute"
        settings = "%s; %s; %s" % ("gradient checkpointing (non-reentrant)" if case["ckpt"] else "no checkpointing",
                                   case.get("attn", "sdpa"), "plain loop keeping outputs through backward")
        if case["method"] in ("lora", "qlora"):
            settings = "r=%d %s; " % (case["rank"], ",".join(case["targets"])) + settings
        batch, seq = case["batch"], case["seq"]
        # torchtune's May 2024 loop is the pytorch profile's (fp32 logits kept);
        # the plain loop on a current transformers is the transformers profile's
        fw = "pytorch" if case.get("loop") == "torchtune2024" else "transformers"
        args = ["batch=>%d" % batch, "seq_len=>%d" % seq, "framework=>'%s'" % fw]
        args.append("mixed_precision=>%s" % ("true" if case["amp"] else "false"))
        if case["ckpt"]:
            args.append("gradient_checkpointing=>true")
        if case.get("attn") == "eager":
            args.append("flash_attention=>false")
        if case.get("accum", 1) > 1:
            args.append("gradient_accumulation=>%d" % case["accum"])
            settings += "; %d micro-batches a step" % case["accum"]
        if case.get("loop") == "torchtune2024":
            settings = settings.replace("plain loop keeping outputs through backward",
                                        "torchtune May 2024 loss path (fp32 logits, shifted contiguous copy, "
                                        "cross-entropy over (B, V, S); logits kept until the next step)")
        if case.get("optim_in_bwd"):
            args.append("optimizer_in_backward=>true")
            if case.get("optim") == "sgd":
                settings += "; optimizer step in backward (plain SGD in place, no state, post-accumulate-grad hooks)"
            else:
                settings += "; optimizer step in backward (an AdamW per parameter, post-accumulate-grad hooks)"
        if OPTIMIZERS[case.get("optim", "adamw")][0]:
            args.append("optimizer=>'%s'" % OPTIMIZERS[case.get("optim", "adamw")][0])
        if case["method"] == "qlora":
            args += ["method=>'qlora'", "\"precision\"=>'nf4_dq'", "lora_rank=>%d" % case["rank"],
                     "lora_targets=>'%s'" % TARGETS[tuple(sorted(case["targets"]))]]
        if case["method"] == "lora":
            args += ["method=>'lora'", "lora_rank=>%d" % case["rank"],
                     "lora_targets=>'%s'" % TARGETS[tuple(sorted(case["targets"]))]]
            if case.get("dropout"):
                args.append("lora_dropout=>%g" % case["dropout"])
                settings += "; lora_dropout %g" % case["dropout"]
            if not case.get("fp32_adapters", True):
                args.append("lora_dtype=>'bf16'")
            settings += "; adapters %s" % ("fp32 (PEFT's autocast_adapter_dtype)" if case.get("fp32_adapters", True)
                                           else "bf16 (autocast_adapter_dtype=False)")
    else:
        mode, precision = "inference", "bf16"
        settings = "generate: prompt %d + %d new tokens, greedy; %s" % (case["prompt"], case["new"], case.get("attn", "sdpa"))
        batch, seq = case["batch"], case["prompt"] + case["new"]
        args = ["batch=>%d" % batch, "context=>%d" % seq, "framework=>'transformers'"]
    if s["tie_word_embeddings"]:
        args.append("tied_embeddings=>true")
    columns, extra = CS_SHAPE.get(case.get("cs", case["shape"]), ({}, []))
    args += extra
    gt = {
        "id": rid, "model": case["shape"] + " (random weights)", "params_b": "%.6f" % (r["params"] / 1e9),
        "layers": s["num_hidden_layers"], "hidden": s["hidden_size"], "heads": s["num_attention_heads"],
        "kv_heads": s["num_key_value_heads"], "vocab": s["vocab_size"], "intermediate": columns.get("intermediate", s["intermediate_size"]),
        "mode": mode, "precision": precision,
        "optimizer": OPTIMIZERS[case.get("optim", "adamw")][1] if train else "",
        "batch_size": batch, "seq_len": seq, "grad_ckpt": ("yes" if case.get("ckpt") else "no") if train else "",
        "other_settings": settings, "framework": "transformers" + {"lora": " + peft", "qlora": " + peft + bitsandbytes"}.get(case.get("method"), "")
        + (" + bitsandbytes" if case.get("optim") == "adamw_8bit" else ""),
        "gpu": r["device"], "num_gpus": 1, "value": "%.3f" % (r["allocated"] / GiB), "unit": "GiB",
        "metric": "torch max_memory_allocated", "measured_or_computed": "measured",
        "source_url": "validation/measure_peak.py", "source_detail": "case %s; %s" % (case["name"], r["versions"]),
        "notes": "max_memory_reserved %.3f GiB; process device memory %.3f GiB" % (r["reserved"] / GiB, r["process"] / GiB),
    }
    cs = {"id": rid, "kind": "training" if train else "inference", "metric": "allocated",
          "args": ", ".join(args), "note": "measured by validation/measure_peak.py (%s)" % case["name"]}
    return gt, cs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="folder for measured-vram.csv and measured-cases.csv")
    ap.add_argument("--only", nargs="*", help="case names (default: all)")
    ap.add_argument("--list", action="store_true", help="list the cases")
    ap.add_argument("--budget", type=float, default=0,
                    help="seconds: start no case after this many (default: no limit)")
    ap.add_argument("--case", help=argparse.SUPPRESS)  # one case, in this process
    ap.add_argument("--trace", help=argparse.SUPPRESS)  # its peak breakdown, for a case with trace
    a = ap.parse_args()
    if a.list:
        for c in CASES:
            print(c["name"])
        return 0
    if a.case:
        print("RESULT " + json.dumps(run_case(next(c for c in CASES if c["name"] == a.case), a.trace)))
        return 0
    if not a.out:
        ap.error("--out is required")
    os.makedirs(a.out, exist_ok=True)
    wanted = [c for c in CASES if not a.only or c["name"] in a.only]
    header = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ground-truth-vram.csv")).readline().strip().split(",")
    gts, css = [], []
    start = time.monotonic()
    for number, case in enumerate(CASES, 1):
        if case not in wanted:
            continue
        if a.budget and time.monotonic() - start > a.budget:
            print("%-26s not run: past the budget" % case["name"], flush=True)
            continue
        command = [sys.executable, os.path.abspath(__file__), "--case", case["name"]]
        if case.get("trace"):
            command += ["--trace", os.path.join(a.out, "peak-%s.txt" % case["name"])]
        try:
            p = subprocess.run(command, capture_output=True, text=True, timeout=150)
        except subprocess.TimeoutExpired:
            print("%-26s failed: still running after 150 s" % case["name"], flush=True)
            continue
        line = [l for l in p.stdout.splitlines() if l.startswith("RESULT ")]
        if p.returncode != 0 or not line:
            with open(os.path.join(a.out, "failed-%s.txt" % case["name"]), "w") as f:
                f.write(p.stdout + "\n" + p.stderr)
            print("%-26s failed: %s" % (case["name"], (p.stderr.strip().splitlines() or ["?"])[-1]), flush=True)
            continue
        r = json.loads(line[-1][7:])
        gt, cs = rows(case, r, number)
        gts.append(gt)
        css.append(cs)
        print("%-26s allocated %8.3f GiB  reserved %8.3f GiB  process %8.3f GiB%s  (%.0f s)" %
              (case["name"], r["allocated"] / GiB, r["reserved"] / GiB, r["process"] / GiB,
               "  traced peak %.3f GiB" % (r["trace_peak"] / GiB) if "trace_peak" in r else "",
               time.monotonic() - start), flush=True)
        # written after every case, so that a run cut short keeps what it measured
        with open(os.path.join(a.out, "measured-vram.csv"), "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=header)
            w.writeheader()
            w.writerows(gts)
        with open(os.path.join(a.out, "measured-cases.csv"), "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["id", "kind", "metric", "args", "note"])
            w.writeheader()
            w.writerows(css)
    return 0


if __name__ == "__main__":
    sys.exit(main())
