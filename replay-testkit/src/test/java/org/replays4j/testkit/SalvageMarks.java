package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;

/**
 * How a format's products mark a file read in salvage mode: a cut file's summary, events and
 * one-row-per-file table carry its damage; the whole file's carry none. Each check reads with
 * {@link DecodeLimits#DEFAULT}.
 */
public final class SalvageMarks {
  private SalvageMarks() {}

  /**
   * The summary of {@code cut} carries {@code damage} and that of {@code whole} is not partial.
   *
   * @return the summary of {@code cut}, for the format's own checks
   */
  public static ReplaySummary summaryCarriesTheDamage(
      ReplayFormat format, ReplaySource cut, ReplaySource whole, Damage damage) throws IOException {
    ReplaySummary s = format.summarize(cut, DecodeLimits.DEFAULT);
    assertThat(s.partial()).as("summary of the cut file partial").isTrue();
    assertThat(s.damage()).as("summary damage").isEqualTo(damage);
    assertThat(format.summarize(whole, DecodeLimits.DEFAULT).partial())
        .as("summary of the whole file partial")
        .isFalse();
    return s;
  }

  /**
   * The events of {@code cut} end with {@code damage}, after the last event.
   *
   * @return the event type names, then {@code "damage "} and the damage
   */
  public static List<String> eventsEndWithTheDamage(
      ReplayFormat format, ReplaySource cut, Damage damage) throws IOException {
    EventRecorder r = EventRecorder.types();
    format.events(cut, DecodeLimits.DEFAULT, r);
    List<String> calls = r.got();
    assertThat(calls).as("events").isNotEmpty();
    assertThat(calls.get(calls.size() - 1)).as("last call").isEqualTo("damage " + damage);
    return calls;
  }

  /**
   * The one row {@code table} gives for {@code cut} says {@code complete = false} and names the
   * damage; the row for {@code whole} says {@code complete = true} and has no damage.
   */
  public static void fileRowCarriesTheDamage(
      ReplayFormat format, String table, ReplaySource cut, ReplaySource whole, Damage damage)
      throws IOException {
    TableRows rows = read(format, table, cut);
    assertThat(rows.column("complete")).as(table + " complete, cut").containsExactly(false);
    assertThat(rows.column("damage")).as(table + " damage, cut").containsExactly(damage.toString());
    TableRows all = read(format, table, whole);
    assertThat(all.column("complete")).as(table + " complete, whole").containsExactly(true);
    assertThat(all.column("damage")).as(table + " damage, whole").containsExactly((Object) null);
  }

  private static TableRows read(ReplayFormat format, String table, ReplaySource src)
      throws IOException {
    TableRows rows = new TableRows();
    format.readTable(table, src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    return rows;
  }
}
