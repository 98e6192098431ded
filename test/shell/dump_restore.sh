#!/usr/bin/env bash
# pg_dump / pg_restore round trip of users' catalog rows (TAP output).
# Runs inside a cluster (scripts/test.sh calls it under pg_virtualenv):
# creates a database with user rows in every catalog table, dumps it in
# custom and plain format, restores each into a fresh database, and checks
# that every user row is identical and no shipped row is duplicated.
set -uo pipefail
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi; }
q() { psql -X -q -At -v ON_ERROR_STOP=1 -d "$@"; }
work=$(mktemp -d)
cleanup() {
    rm -rf "$work"
    for d in cs_dump_src cs_dump_custom cs_dump_plain cs_dump_own cs_dump_own_restored; do dropdb --if-exists "$d"; done
    psql -X -q -d postgres -c "DROP ROLE IF EXISTS cs_dump_owner" >/dev/null
}
trap cleanup EXIT

# every user row of the catalog, as text, in a fixed order
snapshot() {
    q "$1" <<'SQL'
SELECT 'provider', p::text FROM computesize.provider p WHERE NOT is_builtin
UNION ALL SELECT 'gpu', g::text FROM computesize.gpu g WHERE NOT is_builtin
UNION ALL SELECT 'gpu_alias', a::text FROM computesize.gpu_alias a WHERE NOT is_builtin
UNION ALL SELECT 'instance', i::text FROM computesize.instance i WHERE NOT is_builtin
UNION ALL SELECT 'price', pr::text FROM computesize.price pr WHERE NOT is_builtin
UNION ALL SELECT 'model', m::text FROM computesize.model m WHERE NOT is_builtin
ORDER BY 1, 2;
SQL
}
# shipped rows: how many, and how many distinct keys
shipped() {
    q "$1" <<'SQL'
SELECT 'provider', count(*), count(DISTINCT id) FROM computesize.provider WHERE is_builtin
UNION ALL SELECT 'gpu', count(*), count(DISTINCT id) FROM computesize.gpu WHERE is_builtin
UNION ALL SELECT 'gpu_alias', count(*), count(DISTINCT alias) FROM computesize.gpu_alias WHERE is_builtin
UNION ALL SELECT 'instance', count(*), count(DISTINCT (provider, instance_type)) FROM computesize.instance WHERE is_builtin
UNION ALL SELECT 'price', count(*), count(DISTINCT (provider, instance_type, region, pricing, valid_from)) FROM computesize.price WHERE is_builtin
UNION ALL SELECT 'model', count(*), count(DISTINCT name) FROM computesize.model WHERE is_builtin;
SQL
}

createdb cs_dump_src
q cs_dump_src -c "CREATE EXTENSION computesize CASCADE" >/dev/null
q cs_dump_src <<'SQL' >/dev/null
INSERT INTO computesize.provider (id, name, kind, billing, url, source)
VALUES ('acme-cloud', 'Acme internal cloud', 'on_premises', 'per_hour', NULL, 'finance, "rate card" 2026');
INSERT INTO computesize.gpu (id, vendor, name, architecture, memory, memory_bandwidth_gbs, bf16_tflops, tdp_watts, source, notes)
VALUES ('acme-x1', 'Acme', 'Acme X1', 'X', '96 GiB', 3000, 812.5, 700, 'vendor sheet', E'tab\there, quote '' and newline\nkept');
INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source) VALUES ('ACME X-1', 'acme-x1', 'common', 'inventory');
INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source) VALUES ('our-h100-nodes', 'h100-sxm', 'common', 'inventory');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
VALUES ('acme-cloud', 'x1.8', 'acme-x1', 8, 96, '1 TiB', 'x86_64', 'inventory'),
       ('aws', 'p5.48xlarge-reserved-by-us', 'h100-sxm', 8, 192, '2 TiB', 'x86_64', 'contract');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 20.00, '2025-01-01', 'rate card 2025');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 16.125, '2026-01-01', 'rate card 2026');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('aws', 'p5.48xlarge-reserved-by-us', 'us-east-1', 'reserved_3y', 30.5, '2026-02-01', 'contract');
INSERT INTO computesize.model (name, arch_type, params, active_params, layers, hidden, heads, kv_heads, intermediate, vocab, source)
VALUES ('acme-llm-7b', 'decoder', 7.1e9, 7.1e9, 32, 4096, 32, 8, 14336, 64000, 'our model card');
SQL
before=$(snapshot cs_dump_src)
shipped_before=$(shipped cs_dump_src)
[ "$(q cs_dump_src -c "SELECT (SELECT count(*) FROM computesize.provider WHERE NOT is_builtin) || ',' ||
    (SELECT count(*) FROM computesize.gpu WHERE NOT is_builtin) || ',' || (SELECT count(*) FROM computesize.gpu_alias WHERE NOT is_builtin) || ',' ||
    (SELECT count(*) FROM computesize.instance WHERE NOT is_builtin) || ',' || (SELECT count(*) FROM computesize.price WHERE NOT is_builtin) || ',' ||
    (SELECT count(*) FROM computesize.model WHERE NOT is_builtin)")" = "1,1,2,2,3,1" ]
ok $? "source database has user rows in every catalog table"

pg_dump -Fc -f "$work/db.dump" cs_dump_src; ok $? "pg_dump -Fc"
createdb cs_dump_custom && pg_restore --exit-on-error -d cs_dump_custom "$work/db.dump"; ok $? "pg_restore into a fresh database"
[ "$(snapshot cs_dump_custom)" = "$before" ]; ok $? "custom format: every user row identical"
[ "$(shipped cs_dump_custom)" = "$shipped_before" ]; ok $? "custom format: shipped rows once each, none lost"

pg_dump -Fp -f "$work/db.sql" cs_dump_src; ok $? "pg_dump plain"
createdb cs_dump_plain && psql -X -q -v ON_ERROR_STOP=1 -d cs_dump_plain -f "$work/db.sql" >/dev/null; ok $? "plain dump restores with psql"
[ "$(snapshot cs_dump_plain)" = "$before" ]; ok $? "plain format: every user row identical"
[ "$(shipped cs_dump_plain)" = "$shipped_before" ]; ok $? "plain format: shipped rows once each, none lost"

# the restored copy keeps working: history, guard and lookups
[ "$(q cs_dump_custom -c "SELECT valid_to FROM computesize.price WHERE instance_type = 'x1.8' AND valid_from = '2025-01-01'")" = "2026-01-01" ]
ok $? "restored price history keeps its closed period"
[ "$(q cs_dump_custom -c "SELECT computesize.gpu_id('acme x 1')")" = "acme-x1" ]; ok $? "restored alias is found by gpu_id()"

# a role without superuser that created the extension (it is trusted) and,
# as a member of computesize_admin, added its own rows dumps and restores
# them itself: --no-owner leaves out the schema's ALTER OWNER, which only a
# superuser may run; CREATE EXTENSION hands the schema over again
psql -X -q -d postgres -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
CREATE ROLE cs_dump_owner LOGIN;
GRANT computesize_admin TO cs_dump_owner;
CREATE DATABASE cs_dump_own OWNER cs_dump_owner;
CREATE DATABASE cs_dump_own_restored OWNER cs_dump_owner;
SQL
q cs_dump_own >/dev/null <<'SQL'
SET ROLE cs_dump_owner;
CREATE EXTENSION computesize CASCADE;
INSERT INTO computesize.provider (id, name, kind, billing, source) VALUES ('acme-cloud', 'Acme', 'on_premises', 'per_hour', 'rate card');
INSERT INTO computesize.model (name, arch_type, params, active_params, layers, hidden, heads, kv_heads, intermediate, vocab, source)
VALUES ('acme-llm-7b', 'decoder', 7.1e9, 7.1e9, 32, 4096, 32, 8, 14336, 64000, 'our model card');
SQL
ok $? "a non-superuser installs the extension and adds its own provider and model"
own_before=$(snapshot cs_dump_own)
pg_dump --role=cs_dump_owner -Fc -f "$work/own.dump" cs_dump_own; ok $? "pg_dump as that role"
pg_restore --role=cs_dump_owner --no-owner --exit-on-error -d cs_dump_own_restored "$work/own.dump"
ok $? "pg_restore --no-owner as that role"
[ "$(snapshot cs_dump_own_restored)" = "$own_before" ]; ok $? "its rows are restored"
[ "$(q cs_dump_own_restored -c "SELECT n.nspowner = 10 FROM pg_namespace n WHERE n.nspname = 'computesize'")" = "t" ]
ok $? "the restored schema belongs to the bootstrap superuser again"
[ "$(q cs_dump_own_restored -c "SELECT (computesize.inference_job('acme-llm-7b')).params")" = "7100000000" ]
ok $? "the restored model is found by its name"
echo "1..$n"
[ "$failed" -eq 0 ]
