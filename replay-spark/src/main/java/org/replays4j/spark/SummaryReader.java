package org.replays4j.spark;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayBasedMapData;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.unsafe.types.UTF8String;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.EntryStatus;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.MemoryBudget;
import org.replays4j.core.io.ReplaySource;

/**
 * Reads the {@code summary} table: one row per replay of the group ({@link SparkSchemas#SUMMARY}).
 * Files that are not replays are left out as the CLI skips them (a README, a MANIFEST.tsv found in
 * a directory; counted in the {@code otherFormat} metric); one named itself, or with a replay's
 * extension but content no format recognises, fails like a damaged replay. With {@code
 * onError=skip} a file that fails is a row with {@code error} set, so failures are counted with
 * {@code where("error is not null")}; files of another format than the {@code format} option are
 * left out.
 */
final class SummaryReader extends FileReader<InternalRow> {
  private InternalRow current;

  SummaryReader(ReadConfig config, Configuration conf, ReplayFiles.FileGroup group) {
    super(config, conf, group);
  }

  @Override
  public boolean next() throws IOException {
    for (ReplayFiles.FileRef file = nextFile(); file != null; file = nextFile()) {
      ReplaySummary s;
      MemoryBudget.Grant slot = null;
      ReplayFormat format = null;
      try {
        ReplaySource source = open(file);
        // the decodes of this executor's tasks share one budget: wait for room, or fail alone
        slot = source.acquireMemory(MemoryBudget.process(), limits);
        if (config.format() != null) {
          format = formatOf(source);
          if (format == null) {
            otherFormat++;
            continue;
          }
        } else {
          CollectionEntry e = resolve(file, source);
          if (e.status() == EntryStatus.SKIPPED) {
            otherFormat++;
            continue;
          }
          if (!e.isReplay()) {
            IOException notRead = new IOException(e.message());
            failed(file, notRead);
            // the entry's own outcome, as the CLI's: a broken container's error with its offsets
            current = row(file, e.outcome());
            return true;
          }
          format = e.format().orElseThrow();
        }
        s = format.summarize(source, limits);
      } catch (ReplayFormatException e) {
        // the same row as the CLI's and the catalog's: the format it was read as, the message
        failed(file, e);
        current = row(file, FileOutcome.failure(file.path(), id(format), file.length(), e));
        return true;
      } catch (IOException | RuntimeException e) {
        failed(file, e);
        current =
            row(file, FileOutcome.failure(file.path(), id(format), file.length(), e.toString()));
        return true;
      } catch (OutOfMemoryError e) {
        // the file alone fails: its decode's memory is garbage once we are here
        IOException oom = outOfMemory(file, e);
        failed(file, oom);
        current = row(file, FileOutcome.failure(file.path(), null, file.length(), oom.toString()));
        return true;
      } finally {
        if (slot != null) slot.close();
      }
      filesRead++;
      if (s.damage() != null) damaged(file, s.damage());
      current = row(file, FileOutcome.read(file.path(), file.length(), s));
      return true;
    }
    return false;
  }

  /** The row of a file from its outcome: the status and damage by the rule of every command. */
  private static InternalRow row(ReplayFiles.FileRef file, FileOutcome o) {
    ReplaySummary s = o.summary();
    Damage d = o.damage();
    Object[] v = new Object[SparkSchemas.SUMMARY.size()];
    v[0] = utf8(file.path());
    v[1] = file.length();
    v[2] = utf8(o.format());
    if (s != null) {
      v[3] = utf8(s.version());
      v[4] = s.durationSeconds();
      v[5] = strings(s.participants());
      Map<String, Long> counts = s.counts();
      Object[] keys = new Object[counts.size()];
      Object[] values = new Object[counts.size()];
      int i = 0;
      for (Map.Entry<String, Long> e : counts.entrySet()) {
        keys[i] = utf8(e.getKey());
        values[i++] = e.getValue();
      }
      v[6] = new ArrayBasedMapData(new GenericArrayData(keys), new GenericArrayData(values));
      v[7] = strings(s.warnings());
    }
    v[8] = utf8(o.errorMessage());
    v[9] = d == null ? null : utf8(d.toString());
    v[10] = utf8(o.status().label());
    v[11] = d == null ? null : utf8(d.kind().name());
    v[12] = d == null || d.offset() < 0 ? null : d.offset();
    return new GenericInternalRow(v);
  }

  private static String id(ReplayFormat format) {
    return format == null ? null : format.id();
  }

  private static ArrayData strings(List<String> list) {
    Object[] a = new Object[list.size()];
    for (int i = 0; i < a.length; i++) a[i] = utf8(list.get(i) == null ? "" : list.get(i));
    return new GenericArrayData(a);
  }

  private static UTF8String utf8(String s) {
    return s == null ? null : UTF8String.fromString(s);
  }

  @Override
  public InternalRow get() {
    return current;
  }
}
