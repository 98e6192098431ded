#!/usr/bin/perl
# Builds an install or update script from its source (sql/computesize.sql,
# or a release's sql/update/ script): copies it and replaces each line
#     -- @catalog TABLE FILE.csv
# with INSERT statements for the rows of the CSV file, which is the single
# source of truth for shipped catalog rows; each line
#     -- @catalog-refresh TABLE FILE KEY[,KEY...]
# (in update scripts) with the refresh of the table's shipped rows from it;
# and each line
#     -- @function NAME  /  -- @function-new NAME
# (in update scripts) with the definition of that function or procedure in
# sql/computesize.sql (CREATE OR REPLACE, or CREATE), and its comment.
# Values are written as quoted literals (the column types convert them);
# empty fields become NULL.  Rows are marked is_builtin.  Perl core only, so
# the build needs nothing else.
#
# A catalog column added by a release is left out of the scripts of earlier
# versions, whose tables do not have it yet.  An update script's version is
# the target in its name; the install script's is given as --version=X.
use strict;
use warnings;

# table.column => the release that added it
my %column_since = (
    'provider.billing_minimum' => '0.1.7',
    'model.post_norms' => '0.1.13',
    'model.qk_norm' => '0.1.13',
    'model.attention_softcapping' => '0.1.13',
    'model.logit_softcapping' => '0.1.13',
    'model.hidden_act' => '0.1.20',
    'model.kv_broadcast' => '0.1.20',
    'gpu.stack' => '0.2.0',
    'gpu.compute_capability' => '0.2.0',
    'gpu.flash_attention' => '0.2.0',
    'provider.spot_interruptions_per_hour' => '0.2.0',
    'gpu.matmul_tflops' => '0.2.0',
    'gpu.measured_bandwidth_gbs' => '0.2.0',
    'gpu.fp16_acc16_tflops' => '0.2.0',
    'gpu.sm_count' => '0.2.0',
    'gpu.boost_clock_mhz' => '0.2.0',
    'gpu.perf_source' => '0.2.0',
);

my $version;
if (@ARGV && $ARGV[0] =~ /^--version=(\S+)$/) {
    $version = $1;
    shift @ARGV;
}

sub version_before {
    my ($a, $b) = @_;
    my @a = split /\./, $a;
    my @b = split /\./, $b;
    for my $i (0 .. ($#a > $#b ? $#a : $#b)) {
        my ($x, $y) = ($a[$i] // 0, $b[$i] // 0);
        return $x < $y if $x != $y;
    }
    return 0;
}

sub parse_csv_line {
    my ($line) = @_;
    my @fields;
    my $field = '';
    my $quoted = 0;
    my $i = 0;
    my $len = length $line;
    while ($i < $len) {
        my $c = substr($line, $i, 1);
        if ($quoted) {
            if ($c eq '"') {
                if ($i + 1 < $len && substr($line, $i + 1, 1) eq '"') {
                    $field .= '"';
                    $i++;
                } else {
                    $quoted = 0;
                }
            } else {
                $field .= $c;
            }
        } elsif ($c eq '"') {
            $quoted = 1;
        } elsif ($c eq ',') {
            push @fields, $field;
            $field = '';
        } else {
            $field .= $c;
        }
        $i++;
    }
    die "unterminated quoted field: $line\n" if $quoted;
    push @fields, $field;
    return @fields;
}

sub sql_literal {
    my ($v) = @_;
    return 'NULL' if $v eq '';
    $v =~ s/'/''/g;
    return "'$v'";
}

sub catalog_inserts {
    my ($table, $file) = @_;
    my ($cols, $rows) = catalog_rows($table, $file);
    return "-- rows of $file\n"
        . "INSERT INTO \@extschema\@.$table (" . join(', ', @$cols) . ", is_builtin) VALUES\n"
        . join(",\n", map { s/\)\z/, true)/r } @$rows) . ";\n";
}

# the rows of a CSV file as (columns, rows of SQL literals)
sub catalog_rows {
    my ($table, $file) = @_;
    open(my $fh, '<:raw', $file) or die "cannot open $file: $!\n";
    my $header = <$fh>;
    defined $header or die "$file is empty\n";
    $header =~ s/\r?\n\z//;
    my @cols = parse_csv_line($header);
    # the columns this script's version has
    my @keep = grep {
        my $since = $column_since{"$table.$cols[$_]"};
        !defined $since || !defined $version || !version_before($version, $since)
    } 0 .. $#cols;
    my @rows;
    while (my $line = <$fh>) {
        $line =~ s/\r?\n\z//;
        next if $line eq '';
        my @vals = parse_csv_line($line);
        die "$file:$.: " . scalar(@vals) . " fields, header has " . scalar(@cols) . "\n"
            if @vals != @cols;
        push @rows, '    (' . join(', ', map { sql_literal($_) } @vals[@keep]) . ')';
    }
    close $fh;
    return ([@cols[@keep]], \@rows);
}

# An update script's refresh of a catalog table from its CSV file: shipped
# rows (is_builtin) whose key is in the file take the file's values, rows
# of the file that are missing are added, users' rows are never touched (a
# user row holding a key or spelling the file also has keeps it).  The rows
# pass through a table of the extension's schema, dropped at once, not a
# temporary one: Citus cannot prepare a transaction that used one.
sub catalog_refresh {
    my ($table, $file, $keys) = @_;
    my ($cols, $rows) = catalog_rows($table, $file);
    my @keys = split /,/, $keys;
    my %is_key = map { $_ => 1 } @keys;
    my @set = map { "$_ = r.$_" } grep { !$is_key{$_} } @$cols;
    my $match = join(' AND ', map { "t.$_ = r.$_" } @keys);
    my $collist = join(', ', @$cols);
    my $sql = "-- refresh of $table from $file\n"
        . "CREATE TABLE \@extschema\@.cs_refresh (LIKE \@extschema\@.$table INCLUDING DEFAULTS);\n"
        . "INSERT INTO \@extschema\@.cs_refresh ($collist) VALUES\n" . join(",\n", @$rows) . ";\n";
    my @nonkey = grep { !$is_key{$_} } @$cols;
    # compared as text: no operator of the extension's types is needed on
    # the script's search_path, and every output function is lossless
    my $differs = 'ROW(' . join(', ', map { "t.$_" } @nonkey) . ')::text IS DISTINCT FROM ROW('
        . join(', ', map { "r.$_" } @nonkey) . ')::text';
    $sql .= "UPDATE \@extschema\@.$table t SET " . join(', ', @set) . "\n"
          . "  FROM \@extschema\@.cs_refresh r WHERE $match AND t.is_builtin\n"
          . "    AND $differs;\n" if @set;
    $sql .= "INSERT INTO \@extschema\@.$table ($collist, is_builtin)\n"
          . "  SELECT $collist, true FROM \@extschema\@.cs_refresh r\n"
          . "  WHERE NOT EXISTS (SELECT FROM \@extschema\@.$table t WHERE $match AND t.is_builtin)\n"
          . "  ON CONFLICT DO NOTHING;\n"
          . "DROP TABLE \@extschema\@.cs_refresh;\n";
    return $sql;
}

# The statements of sql/computesize.sql (the install script's one source)
# that create a function or procedure, and comment on it, by name: an update
# script says "-- @function NAME" (CREATE OR REPLACE) or "-- @function-new
# NAME" (CREATE, after it dropped the old signature) where it needs the
# current definition, which is then written once, in the source.
my %definitions;
sub source_statements {
    my ($file) = @_;
    open(my $fh, '<:raw', $file) or die "cannot open $file: $!\n";
    my (@stmts, $cur, $dollar, $atomic);
    $cur = '';
    while (my $line = <$fh>) {
        if (!defined $dollar && $cur eq '' && ($line =~ /^\s*$/ || $line =~ /^--/)) {
            next;
        }
        $cur .= $line;
        while ($line =~ /(\$[A-Za-z_]*\$)/g) {
            if (!defined $dollar) { $dollar = $1; }
            elsif ($1 eq $dollar) { undef $dollar; }
        }
        # a SQL-standard body's statements end in ";" until its END
        $atomic = 1 if !defined $dollar && $line =~ /\bBEGIN ATOMIC\s*$/;
        if ($atomic) {
            next unless $line =~ /^END;\s*$/;
            undef $atomic;
        }
        if (!defined $dollar && $line =~ /;\s*$/) {
            push @stmts, $cur;
            $cur = '';
        }
    }
    close $fh;
    return @stmts;
}
sub definition {
    my ($name, $replace) = @_;
    if (!%definitions) {
        (my $source = $0) =~ s{tools/build-install\.pl\z}{sql/computesize.sql};
        for my $stmt (source_statements($source)) {
            if ($stmt =~ /\ACREATE (?:FUNCTION|PROCEDURE) \@extschema\@\.("?)(\w+)\1\(/) {
                push @{$definitions{$2}{create}}, $stmt;
            } elsif ($stmt =~ /\ACOMMENT ON (?:FUNCTION|PROCEDURE) \@extschema\@\.("?)(\w+)\1\(/) {
                push @{$definitions{$2}{comment}}, $stmt;
            }
        }
    }
    my $d = $definitions{$name} or die "sql/computesize.sql defines no function $name\n";
    my $sql = '';
    for my $stmt (@{$d->{create}}) {
        my $s = $stmt;
        $s =~ s/\ACREATE /CREATE OR REPLACE / if $replace;
        $sql .= "$s\n";
    }
    $sql .= "$_\n" for @{$d->{comment} // []};
    return $sql;
}

# an update script's version: the target in its name
$version //= $1 if @ARGV && $ARGV[0] =~ /--[0-9.]+--([0-9.]+)\.sql\z/;
die "the version of the script is not known: give --version=X\n" unless defined $version;

for my $piece (@ARGV) {
    open(my $fh, '<:raw', $piece) or die "cannot open $piece: $!\n";
    while (my $line = <$fh>) {
        if ($line =~ /^-- \@catalog (\w+) (\S+)\s*$/) {
            print catalog_inserts($1, $2);
        } elsif ($line =~ /^-- \@catalog-refresh (\w+) (\S+) (\S+)\s*$/) {
            print catalog_refresh($1, $2, $3);
        } elsif ($line =~ /^-- \@function(-new)? (\w+)\s*$/) {
            print definition($2, !defined $1);
        } else {
            print $line;
        }
    }
    close $fh;
    print "\n";
}
