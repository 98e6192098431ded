# computesize: PGXS build.  The version lives in computesize.control only.
EXTENSION    = computesize
EXTVERSION   = $(shell sed -n "s/^default_version *= *'\(.*\)'/\1/p" $(EXTENSION).control)

MODULE_big   = $(EXTENSION)
OBJS         = src/computesize.o src/memsize_text.o src/memsize_io.o src/estimate.o src/workload.o \
               src/gpu_name.o src/csv.o src/catalog.o src/perf.o src/ranking.o src/deform.o \
               src/memsize_ops.o src/memsize_agg.o src/fit.o \
               src/model_name.o src/prefill.o src/support.o src/runs_on.o src/model_cache.o src/workload_checks.o src/workload_codec.o src/review.o
# the install script of the current version is built from its one source,
# sql/computesize.sql, and catalog/*.csv; each release's update script from
# sql/update/ and catalog/*.csv.  sql/computesize--0.1.24.sql, the version
# before the first release, is kept as it is so that it can be updated.
UPDATES      = $(patsubst $(srcdir)/sql/update/%,sql/%,$(wildcard $(srcdir)/sql/update/$(EXTENSION)--*--*.sql))
DATA_built   = sql/$(EXTENSION)--$(EXTVERSION).sql $(UPDATES)
DATA         = sql/$(EXTENSION)--0.1.24.sql
DOCS         = README.md

# pg_regress tests: test/sql and test/expected ("make installcheck"); the
# pgTAP tests in test/pgtap ("make prove", in a database it creates)
REGRESS      = memsize_io memsize_soft memsize_ops memsize_agg memsize_index estimate estimate_accuracy catalog catalog_import catalog_update ranking jobs compute labels security
REGRESS_OPTS = --inputdir=test --outputdir=test --load-extension=btree_gist --load-extension=$(EXTENSION)
PROVE_DB    ?= computesize_tap

# -ffp-contract=off: byte counts must be exact, no fused multiply-add
PG_CPPFLAGS  = -I$(srcdir)/src -DCOMPUTESIZE_VERSION=\"$(EXTVERSION)\" -ffp-contract=off

# before the include: pgxs.mk tests it with ifdef
EXTRA_CLEAN  = fuzz/memsize_fuzz fuzz/estimate_fuzz fuzz/corpus-run fuzz/estimate-run test/results/ test/regression.diffs test/regression.out results/ tmp_check/ bench/core

PG_CONFIG   ?= pg_config
PGXS        := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# PGXS's flags (-O2); no fast-math, so results stay exact to the byte.
# OPTIMIZE adds flags for a comparison ("make clean && make OPTIMIZE=-O3";
# make does not track flags: clean first).
OPTIMIZE    ?=
override CFLAGS += $(OPTIMIZE)

# PGXS tracks no header dependencies here: every object (and its JIT
# bitcode) depends on every header of src/, so that a changed struct or
# inline helper rebuilds whatever includes it
$(OBJS) $(OBJS:.o=.bc): $(wildcard $(srcdir)/src/*.h)

sql/$(EXTENSION)--$(EXTVERSION).sql: $(srcdir)/sql/$(EXTENSION).sql $(wildcard $(srcdir)/catalog/*.csv) $(srcdir)/tools/build-install.pl
	perl $(srcdir)/tools/build-install.pl --version=$(EXTVERSION) $< > $@.tmp && mv $@.tmp $@

# an update script copies the functions it replaces from the one source
$(UPDATES): sql/%.sql: $(srcdir)/sql/update/%.sql $(srcdir)/sql/$(EXTENSION).sql $(wildcard $(srcdir)/catalog/*.csv) $(srcdir)/tools/build-install.pl
	perl $(srcdir)/tools/build-install.pl $< > $@.tmp && mv $@.tmp $@

# ---- the estimator alone, outside the server (bench/core.c) ----
# built with the extension's optimisation and no server headers: the
# estimate's own nanoseconds per row, next to a trivial loop over the same rows
CORE_ROWS ?= 2000000
bench/core: bench/core.c src/estimate.c src/prefill.c $(wildcard $(srcdir)/src/*.h)
	$(CC) -O2 -ffp-contract=off -Wall -Werror -I$(srcdir)/src -o $@ bench/core.c src/estimate.c src/prefill.c -lm

.PHONY: bench-core
bench-core: bench/core
	bench/core $(CORE_ROWS)

# ---- fuzzing the input parser outside the server (clang + libFuzzer) ----
FUZZ_CC      ?= clang-14
FUZZ_SECONDS ?= 60
FUZZ_FLAGS    = -g -O1 -fsanitize=fuzzer,address,undefined \
                -fno-sanitize-recover=all -I$(srcdir)/src

fuzz/memsize_fuzz: fuzz/memsize_fuzz.c src/memsize_text.c src/memsize_text.h src/ascii.h src/model_name.c src/model_name.h src/internal.h
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ fuzz/memsize_fuzz.c src/memsize_text.c src/model_name.c

# the estimator and the time model, plain C like the parser
fuzz/estimate_fuzz: fuzz/estimate_fuzz.c src/estimate.c src/prefill.c src/perf.c src/fit.c src/estimate.h src/perf.h src/fit.h src/ascii.h src/internal.h
	$(FUZZ_CC) $(FUZZ_FLAGS) -ffp-contract=off -o $@ fuzz/estimate_fuzz.c src/estimate.c src/prefill.c src/perf.c src/fit.c -lm

# each fuzzer for FUZZ_SECONDS: the parser on a copy of its seed corpus, the
# estimator from an empty one (its input is a stream of choices)
fuzz-memsize: fuzz/memsize_fuzz
	rm -rf fuzz/corpus-run && mkdir -p fuzz/corpus-run && cp fuzz/corpus/* fuzz/corpus-run/
	./fuzz/memsize_fuzz -max_total_time=$(FUZZ_SECONDS) -dict=fuzz/memsize.dict \
		-max_len=256 -print_final_stats=1 fuzz/corpus-run

fuzz-estimate: fuzz/estimate_fuzz
	rm -rf fuzz/estimate-run && mkdir -p fuzz/estimate-run
	./fuzz/estimate_fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=512 \
		-print_final_stats=1 fuzz/estimate-run

fuzz: fuzz-memsize fuzz-estimate

.PHONY: fuzz fuzz-memsize fuzz-estimate

# the pgTAP suite in a fresh database of the running server
.PHONY: prove
prove:
	dropdb --if-exists $(PROVE_DB)
	createdb $(PROVE_DB)
	psql -X -q -d $(PROVE_DB) -c "CREATE EXTENSION pgtap" -c "CREATE EXTENSION $(EXTENSION) CASCADE"
	pg_prove --verbose -d $(PROVE_DB) test/pgtap/*.sql
