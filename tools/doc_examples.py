#!/usr/bin/env python3
"""The =# examples of README.md and docs/*.md as SQL statements, one per
line of output (tab-separated: file, line, whether the example shows an
error, the statement), for test/shell/doc_examples.sh.  An example is a
line starting with "=# " inside a ``` block, with the lines that continue
it (indented by three spaces); what follows, up to the next example or the
block's end, is its shown output."""
import glob
import sys


def examples(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    in_block = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith('```'):
            in_block = not in_block
            i += 1
            continue
        if in_block and line.startswith('=# '):
            start = i + 1
            stmt = [line[3:]]
            i += 1
            while i < len(lines) and lines[i].startswith('   ') and not stmt[-1].rstrip().endswith(';'):
                stmt.append(lines[i][3:])
                i += 1
            shown = []
            while i < len(lines) and not lines[i].startswith(('=# ', '```')):
                shown.append(lines[i])
                i += 1
            error = any(s.startswith('ERROR:') for s in shown)
            yield start, error, ' '.join(s.strip() for s in stmt)
            continue
        i += 1


for path in ['README.md'] + sorted(glob.glob('docs/*.md')):
    for start, error, stmt in examples(path):
        print('%s\t%d\t%s\t%s' % (path, start, 'error' if error else 'ok', stmt))
