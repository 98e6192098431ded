/*
 * bench/core.c
 *		The estimator alone, outside the server: estimates per second of
 *		cs_arch_complete() + cs_estimate() + cs_bytes() over the workloads
 *		of bench/bench.sql with every row distinct (params + i), less a
 *		loop that builds the same rows and sums batch * seq_len * params.
 *		Nothing of the executor, the buffer cache or the server's code is
 *		timed: what changes here is the estimator's own cost, in
 *		nanoseconds a row.  Built and run by `make bench-core`
 *		(CORE_ROWS=N for another count).
 */
#include "estimate.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* the six architectures of bench/bench.sql, in its order */
static const double P[6] = {6.74e9, 8.03e9, 7.24e9, 14.7e9, 69e9, 9.24e9};
static const int L[6] = {32, 32, 32, 48, 80, 42};
static const int H[6] = {4096, 4096, 4096, 5120, 8192, 3584};
static const int A[6] = {32, 32, 32, 40, 64, 16};
static const int G[6] = {32, 8, 8, 8, 8, 8};
static const int I[6] = {11008, 14336, 14336, 13824, 28672, 14336};
static const int V[6] = {32000, 128256, 32000, 152064, 32000, 256000};
static const int S[4] = {512, 1024, 2048, 4096};

static double
seconds_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec * 1e-9;
}

/* row i of the benchmark's table, as the training_job() defaults complete it */
static void
row(long i, const CsDtype *bf16, const CsDtype *nf4, CsArch *a, CsJob *j)
{
	int			m = i % 6;
	int			method = i / 6 % 3;

	*a = cs_zero_arch;
	a->params = P[m] + i;
	a->active_params = a->params;
	a->layers = L[m];
	a->hidden = H[m];
	a->heads = A[m];
	a->kv_heads = G[m];
	a->intermediate = I[m];
	a->vocab = V[m];
	a->gated_mlp = -1;
	a->kv_cache_width = -1;

	*j = cs_zero_job;
	j->kind = CS_KIND_TRAINING;
	j->method = method;			/* full, lora, qlora */
	j->precision = bf16;
	j->kv_precision = bf16;
	j->quant = method == CS_METHOD_QLORA ? nf4 : NULL;
	j->mixed = 1;
	j->optimizer = CS_OPT_ADAMW;
	j->batch = 1 + i / 18 % 8;
	j->seq_len = S[i / 144 % 4];
	j->gradient_checkpointing = i / 576 % 2 == 0;
	j->flash_attention = 1;
	j->lora_rank = method == CS_METHOD_FULL ? 0 : 8;
	j->lora_targets = method == CS_METHOD_FULL ? 0 : CS_LORA_ATTENTION;
	j->lora_dtype = method == CS_METHOD_FULL ? CS_LORA_DTYPE_UNSET : CS_LORA_DTYPE_FP32;
	j->gpus = 1;
	j->framework = CS_FW_PYTORCH;
	j->gradient_accumulation = 1;
}

int
main(int argc, char **argv)
{
	long		n = argc > 1 ? atol(argv[1]) : 2000000;
	const CsDtype *bf16 = cs_dtype_lookup("bf16");
	const CsDtype *nf4 = cs_dtype_lookup("nf4");
	double		best_base = 0,
				best_est = 0;
	volatile double sink;

	if (n <= 0)
	{
		fprintf(stderr, "usage: core [rows]\n");
		return 2;
	}
	for (int round = 0; round < 5; round++)
	{
		double		t0,
					t,
					sum = 0;
		int64_t		total = 0;

		/* the baseline: the same rows built, the trivial expression summed */
		t0 = seconds_now();
		for (long i = 1; i <= n; i++)
		{
			CsArch		a;
			CsJob		j;

			row(i, bf16, nf4, &a, &j);
			sum += j.batch * j.seq_len * a.params;
		}
		t = seconds_now() - t0;
		best_base = round == 0 || t < best_base ? t : best_base;
		sink = sum;

		/* the estimate of each row, to the byte */
		t0 = seconds_now();
		for (long i = 1; i <= n; i++)
		{
			CsArch		a;
			CsJob		j;
			CsEstimate	e;
			CsBytes		b;
			const char *hint;

			row(i, bf16, nf4, &a, &j);
			if (cs_arch_complete(&a, &hint) != NULL)
				return 1;
			cs_estimate(&a, &j, &e);
			if (!cs_bytes(&e, &b))
				return 1;
			total += b.total;
		}
		t = seconds_now() - t0;
		best_est = round == 0 || t < best_est ? t : best_est;
		sink = (double) total;
	}
	(void) sink;
	printf("rows %ld, best of 5 rounds\n", n);
	printf("%-44s %8.1f ns/row %12.0f rows/s\n", "baseline: build the row, batch * seq_len * params",
		   best_base / n * 1e9, n / best_base);
	printf("%-44s %8.1f ns/row %12.0f rows/s\n", "build the row, complete, estimate, to bytes",
		   best_est / n * 1e9, n / best_est);
	printf("the estimator's own cost: %.1f ns/row\n", (best_est - best_base) / n * 1e9);
	return 0;
}
