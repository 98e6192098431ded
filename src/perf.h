/*
 * perf.h
 *		Time and cost of a workload on a GPU configuration, and the ranking
 *		of offers (plain C, no server headers).
 */
#ifndef CS_PERF_H
#define CS_PERF_H

#include "estimate.h"

/* what joins a machine's GPUs (computesize.gpu.interconnect) */
typedef enum CsLink
{
	CS_LINK_UNKNOWN = 0,
	CS_LINK_PCIE,				/* "PCIe only" */
	CS_LINK_BRIDGE,				/* NVLink or Infinity Fabric bridges: pairs */
	CS_LINK_FABRIC				/* NVSwitch, Infinity Fabric, ICI, NeuronLink, RoCE */
} CsLink;

/* what the time model needs of a GPU (catalog row computesize.gpu) */
typedef struct CsGpuSpec
{
	double		memory;			/* bytes */
	double		bandwidth_gbs;	/* memory bandwidth, GB/s; 0: unknown */
	double		fp32_tflops;	/* dense peaks; 0: not supported / unknown */
	double		tf32_tflops;
	double		bf16_tflops;
	double		fp16_tflops;
	double		fp8_tflops;
	double		int8_tops;
	/* measured (0: not measured; the model takes a share of the spec) */
	double		matmul_tflops;	/* achievable dense 16-bit matmul */
	double		measured_bandwidth_gbs;
	double		fp16_acc16_tflops;	/* fp16 accumulation, where it is faster */
	double		sm_count;		/* streaming multiprocessors; 0: unknown */
	double		boost_clock_mhz;
	/* what joins the GPUs of one machine, for tensor parallelism */
	CsLink		link;
	double		link_gbs;		/* GPU-to-GPU bandwidth per GPU, both directions */
	int			pcie_gen;		/* 0: unknown */
} CsGpuSpec;

/* billing granularity of a provider */
typedef enum CsBilling
{
	CS_BILL_SECOND = 0,
	CS_BILL_MINUTE,
	CS_BILL_HOUR
} CsBilling;

/*
 * The time model's constants (docs/time-model.md gives each one's source).
 * Utilisations are shares of the accelerator's achievable matmul
 * throughput (its measured matmul_tflops, or CS_MATMUL_SHARE of the spec):
 * against the spec sheet's peak, on an accelerator that reaches 80% of it,
 * they are the usual 40%, 35% and 50% model FLOPs utilisation.
 */
#define CS_MATMUL_SHARE		0.80	/* achievable share of the dense peak, where not measured */
#define CS_BW_EFFICIENCY	0.80	/* achievable share of peak memory bandwidth, where not measured */
#define CS_MFU_FULL			0.40	/* full fine-tuning / pretraining, of the spec (0.50 of achievable) */
#define CS_MFU_LORA			0.35	/* LoRA: smaller matmuls, more overhead */
#define CS_QLORA_SLOWDOWN	1.5		/* 4-bit dequantisation in every matmul */
#define CS_MFU_PREFILL		0.50	/* inference prefill (compute bound) */
/*
 * A small-batch decode step streams the weights through a matrix-vector
 * kernel whose loads each multiprocessor issues at a bounded rate: llama.cpp's
 * CUDA kernel moves about 5.6 bytes per multiprocessor and clock (its batch-1
 * rates on the A100 and H100), which HBM parts cannot turn into their full
 * bandwidth.  It runs for up to 8 sequences.
 */
#define CS_LLAMACPP_BYTES_PER_SM_CLOCK 5.6
#define CS_LLAMACPP_MMV_MAX_BATCH 8
/*
 * Eager PyTorch (and transformers without CUDA graphs) dispatches every
 * operator from Python: about 10 us each, and a decoder layer runs about 60
 * at each step, which the GPU cannot run ahead of.
 */
#define CS_EAGER_SECONDS_PER_OP	10e-6
#define CS_EAGER_OPS_PER_LAYER	60
/*
 * Tensor parallelism (vLLM) all-reduces every layer's attention and MLP
 * outputs: a ring of n GPUs takes 2 (n - 1) hops, each a link's latency,
 * and moves 2 (n - 1) / n of the bytes one way at half the link's
 * both-ways bandwidth.  NCCL's small all-reduces on 8 GPUs take about 20 us
 * over NVLink and 60 us over PCIe.
 */
#define CS_FABRIC_HOP_SECONDS	1.5e-6
#define CS_PCIE_HOP_SECONDS	4e-6
/*
 * Beyond one machine's 8 GPUs a ring crosses nodes: one 200 Gb/s HDR
 * InfiniBand port per GPU (the DGX A100 design), 25 GB/s a way, about 5 us
 * a hop.  Data parallelism all-reduces the gradients in 25 MB buckets
 * (PyTorch DDP's default) as the backward pass makes them.
 */
#define CS_GPUS_PER_NODE	8
#define CS_IB_BYTES_PER_GPU	25e9
#define CS_IB_HOP_SECONDS	5e-6
#define CS_DDP_BUCKET_BYTES	25e6
#define CS_SCALING_PER_DOUBLING 0.91	/* efficiency kept per doubling of GPUs */
/*
 * spot capacity (README, Spot and reserved prices): interruptions an hour
 * where the provider publishes none (at least one a day, as preemptible
 * capacity that stops after 24 hours), and a job's checkpoint interval and
 * restart time where it names none
 */
#define CS_SPOT_RATE_DEFAULT	(1.0 / 24)
#define CS_CHECKPOINT_HOURS_DEFAULT	1.0
#define CS_RESTART_HOURS_DEFAULT	(10.0 / 60)
#define CS_FIT_HEADROOM		0.05	/* an estimate must leave 5% of the GPU free */

/* total FLOPs of the job (one step of batch x seq_len tokens if tokens is 0) */
extern double cs_flops(const CsArch *arch, const CsJob *job);

/* the dense peak (FLOP/s per GPU) at the workload's compute precision; 0 if none */
extern double cs_peak_flops(const CsGpuSpec *gpu, const CsJob *job);

/* the default model FLOPs utilisation of the workload (of the spec, at CS_MATMUL_SHARE) */
extern double cs_default_mfu(const CsJob *job);

/* the share of its dense 16-bit peak the GPU's matmuls reach */
extern double cs_matmul_share(const CsGpuSpec *gpu);

/* the default utilisation of the workload on the GPU, of its spec peak */
extern double cs_default_mfu_on(const CsJob *job, const CsGpuSpec *gpu);

/* share of linear speed-up kept on n GPUs */
extern double cs_scaling(int gpus);

/*
 * What the time model needs of a job, independent of the GPU: computed once
 * (cs_prepare), then priced on any number of GPU kinds (cs_seconds_on).
 */
typedef struct CsWork
{
	const CsJob *job;
	double		flops;			/* matmul FLOPs (training: whole job; inference: per step) */
	double		slowdown;		/* QLoRA dequantisation */
	double		bytes;			/* memory traffic no matmul hides (same units) */
	double		steps;			/* inference: decode steps; training: 1 */
	int			roofline;		/* inference: max(compute, memory); training: sum */
	double		dispatch;		/* inference: the host's seconds a step (eager frameworks) */
	double		allreduce_bytes;	/* inference: a step's bytes per all-reduce */
	double		allreduces;		/* inference: all-reduces a step, under tensor parallelism */
	double		sync_steps;		/* training: optimizer steps on one GPU */
	double		sync_bytes;		/* training: bytes a step all-reduces (gradients; FSDP 1.5x) */
	double		backward_share; /* training: the FLOPs' share its all-reduces overlap */
} CsWork;

extern const CsWork cs_zero_work;	/* see cs_zero_estimate */

extern void cs_prepare(const CsArch *arch, const CsJob *job, CsWork *work);

/*
 * Seconds the job takes on gpus GPUs of the given kind (mfu <= 0: the
 * default); -1 if the GPU has no usable peak for the precision.
 */
extern double cs_seconds_on(const CsWork *work, const CsGpuSpec *gpu, int gpus, double mfu);
extern double cs_seconds(const CsArch *arch, const CsJob *job, const CsGpuSpec *gpu,
						 int gpus, double mfu);

/*
 * An inference job's time to first token (the prefill of its batch of
 * prompts) and time per output token (one decode step of the batch) on
 * gpus GPUs; -1 if the GPU has no usable peak for the precision
 */
extern double cs_prefill_seconds(const CsArch *arch, const CsJob *job, const CsGpuSpec *gpu, int gpus);
extern double cs_decode_step_seconds(const CsArch *arch, const CsJob *job, const CsGpuSpec *gpu, int gpus);

/*
 * hours billed for a run of the given hours at a provider's granularity,
 * and at least its minimum (in hours; 0 for none) for any run at all
 */
extern double cs_billed_hours(double hours, CsBilling billing, double minimum);

/*
 * Expected wall hours on spot capacity for work of the given hours:
 * interruptions come at rate (an hour), each loses the work since the last
 * checkpoint (half an interval on average, or half the run when it is
 * shorter than one) and the restart time: hours x (1 + rate x (min(hours,
 * checkpoint) / 2 + restart))
 */
extern double cs_spot_hours(double hours, double rate, double checkpoint, double restart);

/* a provider's billing as the catalog spells it (per_second, per_minute, per_hour); -1 if unknown */
extern int	cs_billing_of(const char *name);

#endif
