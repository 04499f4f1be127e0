package org.replays4j.bench.slippi;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.CompilerControl;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.FrameBookendView;
import org.replays4j.slippi.FrameStartView;
import org.replays4j.slippi.ItemUpdateView;
import org.replays4j.slippi.PostFrameView;
import org.replays4j.slippi.PreFrameView;
import org.replays4j.slippi.RollbackChoice;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameBookendFields;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.FrameStartFields;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.ItemUpdateFields;
import org.replays4j.slippi.record.PostFrameFields;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameFields;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.spi.SlippiFormat;

/**
 * Slippi decoding throughput over the raw element of real replays (the shared corpus's slippi,
 * found via the {@code replays4j.shared} system property or the shared corpus directory). Divide
 * the raw element size printed at setup by the time per operation for MB/s. {@code
 * allEventsVisitor} consumes every field of the frame events through the immutable records, {@code
 * allEventsViews} through the zero-allocation views ({@code PreFrameView} etc.). Baselines over the
 * same bytes: a walk that only skips events by their payload sizes, and a loop that reads every
 * big-endian 32-bit word. Run with {@code -Dreplays4j.shared=/path/to/shared} when not started from
 * the repository root's parent layout.
 */
@Warmup(iterations = 12, time = 1)
// A fixed 2 GiB heap: with the JVM's small default initial heap, G1 starts with a tiny young
// generation and the benchmark mostly measures young collections copying the half-built
// SlippiGame (5x slower).
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class SlippiBenchmark extends SlippiBench {
  private static final VarHandle I32 =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

  /** Corpus file name. */
  @Param({"rollbackFrameTest.slp", "Game_20221227T212019.slp", "doubles.slp"})
  public String file;

  private byte[] bytes;
  private int rawEnd;
  private int[] sizes;

  /** Loads the replay. */
  @Setup(Level.Trial)
  public void load() throws IOException {
    bytes = read(file);
    long declared = rawLength(bytes);
    rawEnd = (int) (SlippiDecoder.RAW_OFFSET + declared);
    sizes = new int[256];
    int p0 = SlippiDecoder.RAW_OFFSET;
    int n = bytes[p0 + 1] & 0xFF;
    for (int i = p0 + 2; i < p0 + 1 + n; i += 3) {
      sizes[bytes[i] & 0xFF] = ((bytes[i + 1] & 0xFF) << 8) | (bytes[i + 2] & 0xFF);
    }
    sizes[0x35] = n;
    System.out.printf(
        "%n[slippi bench] %s raw element %d bytes (%.3f MB)%n", file, declared, declared / 1e6);
  }

  /** Every event to a visitor that reads every field of the frame events. */
  @Benchmark
  public void allEventsVisitor(Blackhole bh) throws IOException {
    AllFields v = new AllFields();
    SlippiDecoder.create().decode(bytes, v);
    bh.consume(v.sums.acc);
    bh.consume(v.sums.facc);
  }

  /**
   * Every event to a visitor that reads every field of the frame events through the reused views.
   */
  @Benchmark
  public void allEventsViews(Blackhole bh) throws IOException {
    AllFieldsViews v = new AllFieldsViews();
    SlippiDecoder.create().decode(bytes, v);
    bh.consume(v.sums.acc);
    bh.consume(v.sums.facc);
  }

  /**
   * Every event to a visitor that declares no optional event and overrides only Game Start and Game
   * End: the decoder builds no frame event for it (the cost of walking the raw element plus the two
   * records).
   */
  @Benchmark
  public Object startAndEndOnly() throws IOException {
    Object[] out = new Object[2];
    SlippiDecoder.create()
        .decode(
            bytes,
            new SlippiVisitor(null, Set.of()) {
              @Override
              public void visitGameStart(GameStart e) {
                out[0] = e;
              }

              @Override
              public void visitGameEnd(GameEnd e) {
                out[1] = e;
              }
            });
    return out;
  }

  /** Baseline: skip-only walk by payload sizes. */
  @Benchmark
  public int skipOnlyWalk() {
    byte[] b = bytes;
    int[] s = sizes;
    int p = SlippiDecoder.RAW_OFFSET;
    int end = rawEnd;
    int n = 0;
    while (p < end) {
      p += 1 + s[b[p] & 0xFF];
      n++;
    }
    return n;
  }

  /** Baseline: read every big-endian 32-bit word of the raw element. */
  @Benchmark
  public int readEveryBeWord() {
    byte[] b = bytes;
    int acc = 0;
    int end = rawEnd - 3;
    for (int p = SlippiDecoder.RAW_OFFSET; p < end; p += 4) {
      acc += (int) I32.get(b, p);
    }
    return acc;
  }

  /** The SPI summary of the file, as {@code replays4j inspect} shows it. */
  @Benchmark
  public ReplaySummary summarize() throws IOException {
    return SUMMARIES.summarize(ReplaySource.of(file, bytes), DecodeLimits.DEFAULT);
  }

  private static final SlippiFormat SUMMARIES = new SlippiFormat();

  /** Builds the columnar SlippiGame model. */
  @Benchmark
  public SlippiGame buildGame() throws IOException {
    return SlippiGame.read(bytes, RollbackChoice.LAST);
  }

  /** Metadata-only fast path (skips the raw element by its length). */
  @Benchmark
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public Object metadataOnly() throws IOException {
    return SlippiDecoder.readMetadata(bytes);
  }

  /**
   * Every field of every frame event, summed; one method per event, for records and views alike.
   * Each is inlined into its caller, so that the view callbacks read the views with their exact
   * type, as code written against the view class does.
   */
  static final class Sums {
    long acc;
    double facc;

    @CompilerControl(CompilerControl.Mode.INLINE)
    void add(FrameStartFields e) {
      acc += e.frame() + e.randomSeed() + e.sceneFrameCounter();
    }

    @CompilerControl(CompilerControl.Mode.INLINE)
    void add(PreFrameFields e) {
      acc +=
          e.frame()
              + e.playerIndex()
              + e.follower()
              + e.randomSeed()
              + e.actionStateId()
              + e.buttons()
              + e.physicalButtons()
              + e.ucfRawX()
              + e.ucfRawY()
              + e.cStickRawX()
              + e.cStickRawY()
              + e.payloadSize()
              + e.trailing().length();
      facc +=
          e.positionX()
              + e.positionY()
              + e.facingDirection()
              + e.joystickX()
              + e.joystickY()
              + e.cStickX()
              + e.cStickY()
              + e.trigger()
              + e.physicalLTrigger()
              + e.physicalRTrigger()
              + e.percent();
    }

    @CompilerControl(CompilerControl.Mode.INLINE)
    void add(PostFrameFields e) {
      acc +=
          e.frame()
              + e.playerIndex()
              + e.follower()
              + e.internalCharacterId()
              + e.actionStateId()
              + e.lastAttackLanded()
              + e.currentComboCount()
              + e.lastHitBy()
              + e.stocksRemaining()
              + e.stateBitFlags1()
              + e.stateBitFlags2()
              + e.stateBitFlags3()
              + e.stateBitFlags4()
              + e.stateBitFlags5()
              + e.airborne()
              + e.lastGroundId()
              + e.jumpsRemaining()
              + e.lCancelStatus()
              + e.hurtboxCollisionState()
              + e.animationIndex()
              + e.lastHitByInstanceId()
              + e.instanceId()
              + e.trailing().length();
      facc +=
          e.positionX()
              + e.positionY()
              + e.facingDirection()
              + e.percent()
              + e.shieldSize()
              + e.actionStateFrameCounter()
              + e.miscAS()
              + e.selfInducedAirXSpeed()
              + e.selfInducedYSpeed()
              + e.attackBasedXSpeed()
              + e.attackBasedYSpeed()
              + e.selfInducedGroundXSpeed()
              + e.hitlagRemaining();
    }

    @CompilerControl(CompilerControl.Mode.INLINE)
    void add(ItemUpdateFields e) {
      acc +=
          e.frame()
              + e.typeId()
              + e.state()
              + e.damageTaken()
              + e.spawnId()
              + e.misc1()
              + e.misc2()
              + e.misc3()
              + e.misc4()
              + e.owner()
              + e.instanceId();
      facc +=
          e.facingDirection()
              + e.velocityX()
              + e.velocityY()
              + e.positionX()
              + e.positionY()
              + e.expirationTimer();
    }

    @CompilerControl(CompilerControl.Mode.INLINE)
    void add(FrameBookendFields e) {
      acc += e.frame() + e.latestFinalizedFrame();
    }
  }

  /** Consumes every field of every frame event, the hot ones through the zero-allocation views. */
  static final class AllFieldsViews extends SlippiVisitor {
    final Sums sums = new Sums();

    AllFieldsViews() {
      super(null, FRAME_VIEWS);
    }

    @Override
    public void visitFrameStartView(FrameStartView e) {
      sums.add(e);
    }

    @Override
    public void visitPreFrameView(PreFrameView e) {
      sums.add(e);
    }

    @Override
    public void visitPostFrameView(PostFrameView e) {
      sums.add(e);
    }

    @Override
    public void visitItemUpdateView(ItemUpdateView e) {
      sums.add(e);
    }

    @Override
    public void visitFrameBookendView(FrameBookendView e) {
      sums.add(e);
    }
  }

  /** Consumes every field of every frame event through the records. */
  static final class AllFields extends SlippiVisitor {
    final Sums sums = new Sums();

    @Override
    public void visitFrameStart(FrameStart e) {
      sums.add(e);
    }

    @Override
    public void visitPreFrame(PreFrameUpdate e) {
      sums.add(e);
    }

    @Override
    public void visitPostFrame(PostFrameUpdate e) {
      sums.add(e);
    }

    @Override
    public void visitItemUpdate(ItemUpdate e) {
      sums.add(e);
    }

    @Override
    public void visitFrameBookend(FrameBookend e) {
      sums.add(e);
    }
  }
}
