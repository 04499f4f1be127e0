package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * The promise of {@link ReplayFormat#read}, as a check over one file: one request for everything
 * (the events, every table the format declares, the summary, the stats tree and the shared view)
 * gives what each separate call gives alone ({@link ReplayFormat#events}, {@link
 * ReplayFormat#readTable} per table, {@link ReplayFormat#summarize}, {@link ReplayFormat#stats},
 * {@link ReplayFormat#gameStats}), the damage reaching every sink included, and it reads the file
 * once (one stream opened). Checked on the file and on its content cut at half and at nine tenths
 * (damaged; a cut header fails every door alike). Throws {@link AssertionError} naming the broken
 * part.
 */
public final class OnePassContract {
  private OnePassContract() {}

  /** Checks {@code format}'s one request against its separate calls over {@code file}. */
  public static void check(ReplayFormat format, Path file) throws IOException {
    ReplaySource source = ReplaySource.of(file);
    check(format, source, "");
    byte[] stored = Files.readAllBytes(file);
    int[] opened = {0};
    ReplaySource counted =
        ReplaySource.of(
            source.name(),
            stored.length,
            () -> {
              opened[0]++;
              return new ByteArrayInputStream(stored);
            });
    int before = opened[0];
    format.read(
        counted,
        DecodeLimits.DEFAULT,
        DecodeRequest.of(EnumSet.allOf(ReplayAnalysis.Product.class))
            .withEvents((type, offset, event) -> true)
            .withTables(
                "f",
                format.tables().stream().map(t -> TableRead.of(t.name(), b -> true)).toList()));
    assertThat(opened[0] - before)
        .as(format.id() + " " + source.name() + ": streams one request opens")
        .isEqualTo(1);
    byte[] content = source.readAllBytes(DecodeLimits.DEFAULT);
    for (int cut : new int[] {content.length / 2, content.length * 9 / 10}) {
      check(
          format,
          ReplaySource.of(source.name() + ".cut" + cut, Arrays.copyOf(content, cut)),
          " cut at " + cut + " of " + content.length);
    }
  }

  private static void check(ReplayFormat format, ReplaySource source, String what)
      throws IOException {
    DecodeLimits limits = DecodeLimits.DEFAULT;
    String name = format.id() + " " + source.name() + what;

    Recorder events = new Recorder();
    List<Recorder> tables = new ArrayList<>();
    List<TableRead> reads = new ArrayList<>();
    for (TableSchema t : format.tables()) {
      Recorder r = new Recorder();
      tables.add(r);
      reads.add(new TableRead(t.name(), TableOptions.ALL.withBatchRows(100), r));
    }
    ReplayAnalysis all;
    try {
      all =
          format.read(
              source,
              limits,
              DecodeRequest.of(EnumSet.allOf(ReplayAnalysis.Product.class))
                  .withEvents(events)
                  .withTables("f", reads));
    } catch (ReplayFormatException e) {
      // a file damaged in its header: every door fails alike
      assertThatThrownBy(() -> format.summarize(source, limits))
          .as(name + ": the summary's failure")
          .isInstanceOf(ReplayFormatException.class)
          .hasMessage(e.getMessage());
      return;
    }

    Recorder alone = new Recorder();
    format.events(source, limits, alone);
    assertThat(events.lines).as(name + ": events").isEqualTo(alone.lines);
    assertThat(events.damage).as(name + ": events' damage").isEqualTo(alone.damage);
    for (int i = 0; i < reads.size(); i++) {
      Recorder one = new Recorder();
      format.readTable(
          reads.get(i).table(), source, "f", TableOptions.ALL.withBatchRows(100), limits, one);
      String table = name + ": table " + reads.get(i).table();
      assertThat(tables.get(i).lines).as(table).isEqualTo(one.lines);
      assertThat(tables.get(i).damage).as(table + "'s damage").isEqualTo(one.damage);
    }
    assertThat(all.summary())
        .as(name + ": summary")
        .isEqualTo(format.summarize(source, limits, Set.of()));
    assertThat(all.stats())
        .as(name + ": stats tree")
        .isEqualTo(format.stats(source, limits).orElse(null));
    assertThat(all.gameStats())
        .as(name + ": shared stats")
        .isEqualTo(format.gameStats(source, limits).orElse(null));
    if (all.summary() != null) {
      assertThat(events.damage)
          .as(name + ": events' damage is the summary's")
          .isEqualTo(all.summary().damage());
    }
  }

  /** Events or table rows as JSON lines, and the damage reported last. */
  private static final class Recorder implements ReplayEventSink, TableSink {
    final List<String> lines = new ArrayList<>();
    Damage damage;

    @Override
    public boolean accept(String type, long offset, Object event) {
      lines.add(type + " @" + offset + " " + ValueTrees.toJson(event));
      return true;
    }

    @Override
    public boolean accept(TableBatch batch) {
      for (int row = 0; row < batch.rowCount(); row++) {
        List<Object> values = new ArrayList<>();
        for (int c = 0; c < batch.schema().size(); c++) values.add(batch.get(c, row));
        lines.add(ValueTrees.toJson(values));
      }
      return true;
    }

    @Override
    public void damage(Damage d) {
      damage = d;
    }
  }
}
