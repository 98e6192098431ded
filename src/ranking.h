/*
 * ranking.h
 *		The ranking's per-query catalog (GPUs, spellings, offers) and its
 *		candidates, shared by ranking.c and review.c.
 */
#ifndef CS_RANKING_H
#define CS_RANKING_H

#include "postgres.h"
#include "fmgr.h"
#include "utils/date.h"
#include "utils/hsearch.h"
#include "utils/timestamp.h"

#include "catalog.h"
#include "estimate.h"
#include "internal.h"
#include "perf.h"
#include "runs_on.h"
#include "workload.h"

typedef struct GpuRow
{
	char	   *id;
	CsGpuSpec	spec;
	CsGpuCaps	caps;
} GpuRow;

typedef struct Offer
{
	char	   *provider;
	char	   *instance_type;
	char	   *region;
	int			pricing;		/* index into pricing_names */
	double		usd_per_hour;
	DateADT		valid_from;
	DateADT		valid_to;		/* DATEVAL_NOEND when open */
	bool		user;			/* a user's line: wins over the shipped one */
	int			gpu;
	int			gpu_count;
	CsBilling	billing;
	double		billing_minimum;	/* hours; 0: none */
	double		host_memory;	/* the instance's, bytes; 0: not known */
	bool		arm64;			/* the host's CPU (a GPU instance whose row
								 * names none is taken as x86-64) */
	double		spot_rate;		/* the provider's spot interruptions an hour */
} Offer;

static const char *const pricing_names[] = {"on_demand", "spot", "reserved_1y", "reserved_3y"};
#define N_PRICING 4
#define PRICING_SPOT 1			/* index of "spot" */
#define PRICING_ANY (-1)

static const char *const objective_names[] = {"cost", "time", "balanced"};
enum
{
	OBJ_COST = 0, OBJ_TIME, OBJ_BALANCED
};

typedef struct RankCache
{
	GpuRow	   *gpus;
	int			ngpus;
	HTAB	   *spellings;		/* CsGpuSpelling, index into gpus */
	Offer	   *offers;
	int			noffers;
	/* the offers in force at a date, for a pricing, as last asked */
	int		   *live;
	int			nlive;
	DateADT		live_date;
	int			live_pricing;
	bool		live_valid;
	CsWorkloadReader workload;
	TupleDesc	result_desc;	/* recommend()'s */
	TupleDesc	rank_desc;		/* rank_gpus()'s */
	const CsDtype *bf16;		/* gpu_hours()'s compute format */
	/* the framework of the workload read last, and its stacks */
	char		framework[64];
	int			framework_stacks;
	void	   *review;			/* review_job()'s own (review.c) */
} RankCache;

/* one ranked candidate */
typedef struct Candidate
{
	int			offer;
	double		needed;
	double		hours;
	double		cost;
	double		score;
	bool		pareto;
} Candidate;

typedef struct RankArgs
{
	int			objective;
	int			pricing;
	int			max_gpus;
	double		deadline_hours; /* 0: none */
	double		budget;			/* < 0: none */
	DateADT		date;
	/* a team's constraints: NULL (0 names), no constraint */
	char	  **providers;
	int			nproviders;
	char	  **regions;
	int			nregions;
	int			host_arch;		/* HOST_ANY, HOST_X86_64, HOST_ARM64 */
	/* the share of a reservation's term the team keeps it busy; 0: not given */
	double		reserved_utilization;
} RankArgs;

#define HOST_ANY (-1)
#define HOST_X86_64 0
#define HOST_ARM64 1

/* what a ranking found, offer by offer: why it may be empty */
typedef struct CandidateCounts
{
	int			spot_refused;	/* spot offers of a job that cannot restart */
	int			allowed;		/* offers within the caller's constraints */
	int			runnable;		/* ... on hardware the job runs on */
	int			first_refused;	/* a GPU the job cannot run on, -1: none */
	int			gpu_fitting;	/* offers whose GPUs hold a job that offloads */
	int			fitting;		/* offers where the job fits, host memory
								 * included */
	int			in_time;		/* ... and within the deadline */
	double		host_needed;	/* the least host memory the job needed of
								 * an offer whose GPUs held it, bytes */
} CandidateCounts;

/* why nothing was ranked, as a message, a detail (may be empty) and a hint */
typedef struct Why
{
	char		msg[512];
	char		detail[512];
	char		hint[512];
} Why;

/* the hint of a workload whose work or time is beyond any range */
#define TOO_LARGE_HINT "Check the workload's tokens and params: the job is too large for any hardware by many orders of magnitude."


extern CS_INTERNAL RankCache *rank_cache(FunctionCallInfo fcinfo);
extern CS_INTERNAL int find_gpu(RankCache *c, const char *name);
extern CS_INTERNAL void select_live(RankCache *c, DateADT date, int pricing);
extern CS_INTERNAL const CsJob *job_on(const RankCache *c, const CsJob *job, int g, CsJob *fallback);
extern CS_INTERNAL double seconds_on(const CsWork *w, const CsGpuSpec *gpu, int gpus, double mfu,
									 const char *hint);
extern CS_INTERNAL Interval *seconds_interval(double seconds);
extern CS_INTERNAL int gpus_argument(FunctionCallInfo fcinfo, int arg);
extern CS_INTERNAL double job_seconds(const RankCache *c, const CsArch *arch, const CsJob *job,
									  int g, int n, double mfu);
extern CS_INTERNAL pg_noinline void no_peak_error(const RankCache *c, int g, const CsJob *job);
extern CS_INTERNAL double require_nonnegative(double v, const char *name, const char *noun,
											  const char *hint);
extern CS_INTERNAL void rank_options(FunctionCallInfo fcinfo, RankCache *c, RankArgs *a);
extern CS_INTERNAL double cheapest_gpu_hour(RankCache *c, int g, DateADT date, int pricing);
extern CS_INTERNAL int rank_call(FunctionCallInfo fcinfo, RankCache *c, CsArch *arch, CsJob *job,
								 RankArgs *a, Candidate **cands, CandidateCounts *counts);
extern CS_INTERNAL int best_candidate(Candidate *cands, int n);
extern CS_INTERNAL void why_empty(RankCache *c, const CsArch *arch, const CsJob *job,
								  const RankArgs *a, const CandidateCounts *counts, Why *w);
extern CS_INTERNAL Datum numeric_of(double x, int scale);
extern CS_INTERNAL void materialized_result(FunctionCallInfo fcinfo, TupleDesc *desc);

#endif
