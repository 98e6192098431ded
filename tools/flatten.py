#!/usr/bin/env python3
"""Turns `pg_dump --schema-only` of a database whose computesize objects were
detached from the extension into the body of an install script: every
object once, in pg_dump's dependency order, named through @extschema@.

Used to write sql/computesize.sql from a chain of update scripts (once, when
the chain was folded into one script), and by test/shell/upgrade.sh to
compare an updated installation with a fresh one.  With --keep-dump-noise
the output stays comparable line by line with another dump."""
import re
import sys

SCHEMA = 'computesize'


def statements(text):
    """pg_dump's statements, each with its trailing newline, without its
    own comments, SET lines and blank lines between statements"""
    out, cur, dollar = [], [], None
    for line in text.splitlines(keepends=True):
        if dollar is None:
            if line.startswith(('--', '\\')) or (not cur and line.strip() == ''):
                continue
        cur.append(line)
        for tag in re.findall(r'\$[A-Za-z_]*\$', line):
            if dollar is None:
                dollar = tag
            elif tag == dollar:
                dollar = None
        if dollar is None and line.rstrip().endswith(';'):
            out.append(''.join(cur))
            cur = []
    if cur:
        out.append(''.join(cur))
    return out


def wanted(stmt):
    head = stmt.lstrip()
    if head.startswith(('SET ', 'SELECT pg_catalog.set_config(')):
        return False
    if re.match(r'(CREATE SCHEMA|ALTER SCHEMA|CREATE EXTENSION|COMMENT ON EXTENSION|COMMENT ON SCHEMA)\b', head):
        return False
    if re.match(r'ALTER [A-Z ]+ .* OWNER TO ', head):
        return False
    if re.match(r'(GRANT|REVOKE) .* ON SCHEMA ', head):
        return False
    return True


def main():
    text = sys.stdin.read()
    out = []
    for stmt in statements(text):
        if not wanted(stmt):
            continue
        stmt = stmt.replace("'$libdir/computesize'", "'MODULE_PATHNAME'")
        stmt = re.sub(r'\b' + SCHEMA + r'\.', '@extschema@.', stmt)
        out.append(stmt)
    sys.stdout.write('\n'.join(out))


if __name__ == '__main__':
    main()
