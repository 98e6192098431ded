#!/usr/bin/env bash
# The update from 0.1.24 gives the schema a fresh install gives, and keeps
# users' catalog rows (TAP output).  Runs inside a cluster (scripts/test.sh
# calls it under pg_virtualenv): installs 0.1.24 in one database, adds users'
# rows to every catalog table, updates; installs the current version fresh
# in another; then compares the two schemas as pg_dump --schema-only writes
# them (with the extension's objects detached from it, which only a
# throw-away database may do, so that pg_dump writes them) and the shipped
# rows.
set -uo pipefail
cd "$(dirname "$0")/../.."
n=0 failed=0
ok() { n=$((n + 1)); if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi; }
q() { psql -X -q -At -v ON_ERROR_STOP=1 -d "$@"; }
work=$(mktemp -d)
trap 'rm -rf "$work"; dropdb --if-exists cs_upgraded; dropdb --if-exists cs_fresh' EXIT

users() {
    q "$1" <<'SQL'
SELECT 'provider', (p.id, p.name, p.kind, p.billing, p.billing_minimum, p.url, p.source)::text FROM computesize.provider p WHERE NOT is_builtin
UNION ALL SELECT 'gpu', (g.id, g.vendor, g.name, g.memory, g.source)::text FROM computesize.gpu g WHERE NOT is_builtin
UNION ALL SELECT 'gpu_alias', a::text FROM computesize.gpu_alias a WHERE NOT is_builtin
UNION ALL SELECT 'instance', i::text FROM computesize.instance i WHERE NOT is_builtin
UNION ALL SELECT 'price', x::text FROM computesize.price x WHERE NOT is_builtin
UNION ALL SELECT 'model', m::text FROM computesize.model m WHERE NOT is_builtin
ORDER BY 1, 2;
SQL
}
shipped() {
    q "$1" <<'SQL'
SELECT 'provider', md5(string_agg(p::text, '|' ORDER BY p.id)) FROM computesize.provider p WHERE is_builtin
UNION ALL SELECT 'gpu', md5(string_agg(g::text, '|' ORDER BY g.id)) FROM computesize.gpu g WHERE is_builtin
UNION ALL SELECT 'gpu_alias', md5(string_agg(a::text, '|' ORDER BY a.alias)) FROM computesize.gpu_alias a WHERE is_builtin
UNION ALL SELECT 'instance', md5(string_agg(i::text, '|' ORDER BY i.provider, i.instance_type)) FROM computesize.instance i WHERE is_builtin
UNION ALL SELECT 'price', md5(string_agg(x::text, '|' ORDER BY x.provider, x.instance_type, x.region, x.pricing, x.valid_from)) FROM computesize.price x WHERE is_builtin
UNION ALL SELECT 'model', md5(string_agg(m::text, '|' ORDER BY m.name)) FROM computesize.model m WHERE is_builtin;
SQL
}
# the extension's objects as pg_dump --schema-only writes them, through
# tools/flatten.py (which names the schema @extschema@ and drops ownership)
schema() {
    q "$1" >/dev/null <<'SQL'
DELETE FROM pg_depend WHERE deptype = 'e'
   AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'computesize');
DELETE FROM pg_init_privs WHERE privtype = 'e';
UPDATE pg_extension SET extconfig = NULL, extcondition = NULL WHERE extname = 'computesize';
SQL
    pg_dump --schema-only "$1" | python3 tools/flatten.py
}

createdb cs_upgraded && q cs_upgraded >/dev/null <<'SQL'
CREATE EXTENSION btree_gist;
CREATE EXTENSION computesize VERSION '0.1.24';
INSERT INTO computesize.provider (id, name, kind, billing, source) VALUES ('acme-cloud', 'Acme', 'on_premises', 'per_hour', 'rate card');
INSERT INTO computesize.gpu (id, vendor, name, memory, source) VALUES ('acme-x1', 'Acme', 'Acme X1', '96 GiB', 'sheet');
INSERT INTO computesize.gpu_alias (alias, gpu_id, origin, source) VALUES ('ACME X-1', 'acme-x1', 'common', 'inventory');
INSERT INTO computesize.instance (provider, instance_type, gpu_id, gpu_count, vcpus, memory, cpu_arch, source)
VALUES ('acme-cloud', 'x1.8', 'acme-x1', 8, 96, '1 TiB', 'x86_64', 'inventory');
INSERT INTO computesize.price (provider, instance_type, region, pricing, usd_per_hour, valid_from, source)
VALUES ('acme-cloud', 'x1.8', 'dc-1', 'on_demand', 16, '2026-01-01', 'rate card');
INSERT INTO computesize.model (name, arch_type, params, active_params, layers, hidden, heads, kv_heads, intermediate, vocab, source)
VALUES ('acme-llm-7b', 'decoder', 7.1e9, 7.1e9, 32, 4096, 32, 8, 14336, 64000, 'model card');
SQL
ok $? "0.1.24 installs, and takes users' rows in every catalog table"
before=$(users cs_upgraded)
q cs_upgraded -c "ALTER EXTENSION computesize UPDATE" >/dev/null
ok $? "ALTER EXTENSION computesize UPDATE"
[ "$(q cs_upgraded -c "SELECT extversion FROM pg_extension WHERE extname = 'computesize'")" = "$(sed -n "s/^default_version *= *'\(.*\)'/\1/p" computesize.control)" ]
ok $? "the update reaches default_version"
[ "$(users cs_upgraded)" = "$before" ]; ok $? "every user row is as it was"

createdb cs_fresh && q cs_fresh -c "CREATE EXTENSION computesize CASCADE" >/dev/null
ok $? "a fresh install"
[ "$(shipped cs_upgraded)" = "$(shipped cs_fresh)" ]; ok $? "the shipped rows are the fresh install's"
# the catalog fingerprint tells the same: equal without the users' rows,
# different with them
fresh_fp=$(q cs_fresh -c "SELECT computesize.catalog_fingerprint()")
with_users=$(q cs_upgraded -c "SELECT computesize.catalog_fingerprint()")
without_users=$(q cs_upgraded -c "BEGIN" -c "SET LOCAL session_replication_role = replica" \
    -c "DELETE FROM computesize.price WHERE NOT is_builtin" -c "DELETE FROM computesize.instance WHERE NOT is_builtin" \
    -c "DELETE FROM computesize.gpu_alias WHERE NOT is_builtin" -c "DELETE FROM computesize.gpu WHERE NOT is_builtin" \
    -c "DELETE FROM computesize.model WHERE NOT is_builtin" -c "DELETE FROM computesize.provider WHERE NOT is_builtin" \
    -c "DELETE FROM computesize.team_constraints" -c "SELECT computesize.catalog_fingerprint()" -c "ROLLBACK" | tail -1)
[ "$without_users" = "$fresh_fp" ] && [ "$with_users" != "$fresh_fp" ] && [ ${#fresh_fp} = 32 ]
ok $? "catalog_fingerprint(): the fresh install's without the users' rows, another with them"
schema cs_upgraded > "$work/upgraded.sql" && schema cs_fresh > "$work/fresh.sql"
ok $? "pg_dump --schema-only of both"
[ "$(grep -c '^CREATE' "$work/fresh.sql")" -gt 100 ]; ok $? "the dump holds the extension's objects"
diff -u "$work/fresh.sql" "$work/upgraded.sql" > "$work/schema.diff"
ok $? "the updated schema is the fresh install's"
[ -s "$work/schema.diff" ] && head -40 "$work/schema.diff" | sed 's/^/# /'
echo "1..$n"
[ "$failed" -eq 0 ]
