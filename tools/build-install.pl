#!/usr/bin/perl
# Builds the install script from its pieces: concatenates the files given on
# the command line and replaces each line
#     -- @catalog TABLE FILE.csv
# with INSERT statements for the rows of the CSV file, which is the single
# source of truth for shipped catalog rows.  Values are written as quoted
# literals (the column types convert them); empty fields become NULL.  Rows
# are marked is_builtin.  Perl core only, so the build needs nothing else.
use strict;
use warnings;

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
    open(my $fh, '<:raw', $file) or die "cannot open $file: $!\n";
    my $header = <$fh>;
    defined $header or die "$file is empty\n";
    $header =~ s/\r?\n\z//;
    my @cols = parse_csv_line($header);
    my @rows;
    while (my $line = <$fh>) {
        $line =~ s/\r?\n\z//;
        next if $line eq '';
        my @vals = parse_csv_line($line);
        die "$file:$.: " . scalar(@vals) . " fields, header has " . scalar(@cols) . "\n"
            if @vals != @cols;
        push @rows, '    (' . join(', ', map { sql_literal($_) } @vals) . ', true)';
    }
    close $fh;
    return "-- rows of $file\n"
        . "INSERT INTO \@extschema\@.$table (" . join(', ', @cols) . ", is_builtin) VALUES\n"
        . join(",\n", @rows) . ";\n";
}

for my $piece (@ARGV) {
    open(my $fh, '<:raw', $piece) or die "cannot open $piece: $!\n";
    while (my $line = <$fh>) {
        if ($line =~ /^-- \@catalog (\w+) (\S+)\s*$/) {
            print catalog_inserts($1, $2);
        } else {
            print $line;
        }
    }
    close $fh;
    print "\n";
}
