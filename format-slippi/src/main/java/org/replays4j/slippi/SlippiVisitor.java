package org.replays4j.slippi;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import org.replays4j.core.event.ReplayVisitor;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.Whispy;

/**
 * Receives the events of a {@code .slp} file in file order (ASM style: every method delegates to
 * {@code next}, so adapters override only what they need).
 *
 * <p>Call grammar:
 *
 * <pre>
 * visitStart visitRawStart visitRawBytesPresent? visitEventPayloads visitGameStart?
 *   ( visitFrameEvents | visitFrameStart | visitPreFrame | visitItemUpdate | visitPostFrame
 *   | visitFrameBookend | visitFodPlatform | visitWhispy | visitStadiumTransformation | visitGameEnd
 *   | visitMessageSplitter | visitGeckoList | visitWrappedMessage | visitUnknown )*
 * visitRawEnd visitMetadata? visitEnd
 * </pre>
 *
 * Rollback re-sends of a frame are delivered again, exactly as written. {@code visitGeckoList}
 * follows the Message Splitter chunk that completes it. On bad input the decoder throws after
 * delivering every complete event; {@code visitRawEnd}/{@code visitEnd} are then not called. A
 * visitor ends the decode early by throwing {@link org.replays4j.core.event.StopDecoding}. {@link
 * #eventOffset()} is the file offset of the command byte of the event being delivered, anywhere in
 * the chain.
 *
 * <p><b>Interests.</b> The frame events (Frame Start, Pre-Frame, Item Update, Post-Frame, Frame
 * Bookend), the stage events, the Message Splitter chunks and the reassembled messages are
 * optional: each visitor declares, through its constructor, which of them it wants and, for the
 * frame events, in which form ({@link Interest}). The decoder reads the declarations of the whole
 * {@code next} chain once per decode and does not build what no visitor of the chain wants (a
 * visitor that wants only Game Start and Game End gets the frame events for the cost of skipping
 * them). A visitor that declares nothing wants everything, frame events as records ({@link
 * #ALL_RECORDS}); a pass-through adapter in front of a collector declares {@code Set.of()}. The
 * chain must be fixed when decoding starts; a visitor that forwards events to visitors outside its
 * {@code next} chain must declare what they want.
 *
 * <p><b>Records and views.</b> Each frame event comes in two forms: the immutable record ({@link
 * #visitPreFrame(PreFrameUpdate)}) and a zero-allocation flyweight view over the decoder's buffer
 * ({@link #visitPreFrameView(PreFrameView)}), only valid during the call and reused for the next
 * event ({@link PreFrameView#toRecord()} keeps one). The decoder always delivers views; the default
 * methods turn them into records for a visitor that declared the record form ({@link
 * Interest#PRE_FRAME}), and a record passed on by an adapter into a view for a visitor that
 * declared the view form ({@link Interest#PRE_FRAME_VIEW}). Otherwise both forward to {@code next}
 * unchanged.
 *
 * <p><b>Fast collectors.</b> Consecutive frame events arrive as one {@link #visitFrameEvents} call:
 * a cursor ({@link FrameEvents}) over the run of events in the decoder's buffer, each read through
 * its view. By default it hands each event to this visitor's view methods (or, for a visitor that
 * declared no frame event, passes the whole run to {@code next}). A collector overrides it with its
 * own loop, so that the per-event dispatch is its own code whatever other visitors the JVM runs; it
 * also keeps its view (or record) methods, which are called instead when it sits behind a visitor
 * that takes the events one by one. {@link SlippiGame.Builder} is such a collector and uses nothing
 * else.
 */
public abstract class SlippiVisitor extends ReplayVisitor<SlippiVisitor> {
  /**
   * The optional events a visitor wants, declared through its constructor and combined over the
   * {@code next} chain by the decoder. The frame events have a record and a view form; declaring
   * both forms of one event is declaring its view form.
   */
  public enum Interest {
    /** Frame Start as {@link #visitFrameStart(FrameStart)} records. */
    FRAME_START,
    /** Frame Start as {@link #visitFrameStartView(FrameStartView)} views. */
    FRAME_START_VIEW,
    /** Pre-Frame Update as {@link #visitPreFrame(PreFrameUpdate)} records. */
    PRE_FRAME,
    /** Pre-Frame Update as {@link #visitPreFrameView(PreFrameView)} views. */
    PRE_FRAME_VIEW,
    /** Item Update as {@link #visitItemUpdate(ItemUpdate)} records. */
    ITEM_UPDATE,
    /** Item Update as {@link #visitItemUpdateView(ItemUpdateView)} views. */
    ITEM_UPDATE_VIEW,
    /** Post-Frame Update as {@link #visitPostFrame(PostFrameUpdate)} records. */
    POST_FRAME,
    /** Post-Frame Update as {@link #visitPostFrameView(PostFrameView)} views. */
    POST_FRAME_VIEW,
    /** Frame Bookend as {@link #visitFrameBookend(FrameBookend)} records. */
    FRAME_BOOKEND,
    /** Frame Bookend as {@link #visitFrameBookendView(FrameBookendView)} views. */
    FRAME_BOOKEND_VIEW,
    /** {@link #visitFodPlatform}. */
    FOD_PLATFORM,
    /** {@link #visitWhispy}. */
    WHISPY,
    /** {@link #visitStadiumTransformation}. */
    STADIUM_TRANSFORMATION,
    /** {@link #visitMessageSplitter}: every chunk. */
    MESSAGE_SPLITTER,
    /** {@link #visitGeckoList} and {@link #visitWrappedMessage}: the reassembled messages. */
    MESSAGES
  }

  /** Every optional event, the frame events as records: what a visitor declaring nothing wants. */
  public static final Set<Interest> ALL_RECORDS =
      Collections.unmodifiableSet(
          EnumSet.of(
              Interest.FRAME_START,
              Interest.PRE_FRAME,
              Interest.ITEM_UPDATE,
              Interest.POST_FRAME,
              Interest.FRAME_BOOKEND,
              Interest.FOD_PLATFORM,
              Interest.WHISPY,
              Interest.STADIUM_TRANSFORMATION,
              Interest.MESSAGE_SPLITTER,
              Interest.MESSAGES));

  /** The five frame events as views (what a fast collector of frames declares). */
  public static final Set<Interest> FRAME_VIEWS =
      Collections.unmodifiableSet(
          EnumSet.of(
              Interest.FRAME_START_VIEW,
              Interest.PRE_FRAME_VIEW,
              Interest.ITEM_UPDATE_VIEW,
              Interest.POST_FRAME_VIEW,
              Interest.FRAME_BOOKEND_VIEW));

  static final int FRAME_START_RECORD = bit(Interest.FRAME_START);
  static final int FRAME_START_VIEW = bit(Interest.FRAME_START_VIEW);
  static final int PRE_RECORD = bit(Interest.PRE_FRAME);
  static final int PRE_VIEW = bit(Interest.PRE_FRAME_VIEW);
  static final int ITEM_RECORD = bit(Interest.ITEM_UPDATE);
  static final int ITEM_VIEW = bit(Interest.ITEM_UPDATE_VIEW);
  static final int POST_RECORD = bit(Interest.POST_FRAME);
  static final int POST_VIEW = bit(Interest.POST_FRAME_VIEW);
  static final int BOOKEND_RECORD = bit(Interest.FRAME_BOOKEND);
  static final int BOOKEND_VIEW = bit(Interest.FRAME_BOOKEND_VIEW);
  static final int FOD_PLATFORM = bit(Interest.FOD_PLATFORM);
  static final int WHISPY = bit(Interest.WHISPY);
  static final int STADIUM = bit(Interest.STADIUM_TRANSFORMATION);
  static final int MESSAGE_SPLITTER = bit(Interest.MESSAGE_SPLITTER);
  static final int MESSAGES = bit(Interest.MESSAGES);

  /** Every form of the five frame events. */
  static final int FRAMES =
      FRAME_START_RECORD
          | FRAME_START_VIEW
          | PRE_RECORD
          | PRE_VIEW
          | ITEM_RECORD
          | ITEM_VIEW
          | POST_RECORD
          | POST_VIEW
          | BOOKEND_RECORD
          | BOOKEND_VIEW;

  private static int bit(Interest i) {
    return 1 << i.ordinal();
  }

  /**
   * This visitor's declared interests (the bits above); the view form wins over the record form.
   */
  private final int interests;

  /** A visitor that forwards nowhere and wants every event ({@link #ALL_RECORDS}). */
  protected SlippiVisitor() {
    this(null);
  }

  /**
   * A visitor that forwards to {@code next} (may be null) and wants every event ({@link
   * #ALL_RECORDS}).
   */
  protected SlippiVisitor(SlippiVisitor next) {
    this(next, ALL_RECORDS);
  }

  /**
   * A visitor that forwards to {@code next} (may be null) and wants the optional events in {@code
   * interests} (empty: none of its own; the non-optional events always arrive).
   */
  protected SlippiVisitor(SlippiVisitor next, Set<Interest> interests) {
    super(next);
    int f = 0;
    for (Interest i : interests) f |= bit(i);
    // one form per frame event: the view wins
    int views = f & (FRAME_START_VIEW | PRE_VIEW | ITEM_VIEW | POST_VIEW | BOOKEND_VIEW);
    this.interests = f & ~(views >>> 1);
  }

  /**
   * The interests this visitor declared (the view form only, where both forms of an event were
   * declared).
   */
  public final Set<Interest> interests() {
    EnumSet<Interest> s = EnumSet.noneOf(Interest.class);
    for (Interest i : Interest.values()) if ((interests & bit(i)) != 0) s.add(i);
    return Collections.unmodifiableSet(s);
  }

  /**
   * The union of the interests of this visitor and its {@code next} chain (read once per decode).
   */
  final int chainInterests() {
    int f = 0;
    for (SlippiVisitor x = this; x != null; x = x.next) f |= x.interests;
    return f;
  }

  /** Whether this visitor declared {@code form} (one bit). */
  private boolean declared(int form) {
    return (interests & form) != 0;
  }

  /** The raw element starts. */
  public void visitRawStart(RawStart e) {
    if (next != null) next.visitRawStart(e);
  }

  /**
   * How many bytes of the raw element the input really holds, right after {@link #visitRawStart},
   * when the decoder knows it (the whole-input ways; not the stream way nor the push parser): at
   * most the declared length, fewer in a truncated or lying file. A collector presizes its storage
   * from this instead of trusting the declared length.
   */
  public void visitRawBytesPresent(long bytes) {
    if (next != null) next.visitRawBytesPresent(bytes);
  }

  /** The Event Payloads table (always the first event). */
  public void visitEventPayloads(EventPayloads e) {
    if (next != null) next.visitEventPayloads(e);
  }

  /** Game Start, once, before any frame event. */
  public void visitGameStart(GameStart e) {
    if (next != null) next.visitGameStart(e);
  }

  /**
   * A run of consecutive frame events, read in place (see {@link FrameEvents}; only valid during
   * the call). By default: when this visitor declared no frame event, passes the run to {@code
   * next}; otherwise hands each event to this visitor's view method ({@link #visitPreFrameView}
   * etc.), whose defaults make records or forward as declared. An override reads the events with
   * {@link FrameEvents#next()}; events it does not read are skipped.
   */
  public void visitFrameEvents(FrameEvents events) {
    if ((interests & FRAMES) == 0) {
      if (next != null) next.visitFrameEvents(events);
      return;
    }
    for (int cmd; (cmd = events.next()) >= 0; ) {
      switch (cmd) {
        case SlippiCommand.PRE_FRAME:
          visitPreFrameView(events.preFrame());
          break;
        case SlippiCommand.POST_FRAME:
          visitPostFrameView(events.postFrame());
          break;
        case SlippiCommand.ITEM_UPDATE:
          visitItemUpdateView(events.itemUpdate());
          break;
        case SlippiCommand.FRAME_START:
          visitFrameStartView(events.frameStart());
          break;
        default:
          visitFrameBookendView(events.frameBookend());
          break;
      }
    }
  }

  /**
   * Frame Start (2.2.0+), first event of every frame (and of every re-send), as a record. By
   * default: when this visitor declared {@link Interest#FRAME_START_VIEW}, calls {@link
   * #visitFrameStartView} with a view of {@code e} (offset -1); otherwise forwards to {@code next}.
   */
  public void visitFrameStart(FrameStart e) {
    if (declared(FRAME_START_VIEW)) visitFrameStartView(FrameStartView.of(e));
    else if (next != null) next.visitFrameStart(e);
  }

  /**
   * Frame Start as a reused view, valid only during the call. By default: when this visitor
   * declared {@link Interest#FRAME_START}, calls {@link #visitFrameStart(FrameStart)} with {@link
   * FrameStartView#toRecord()}; otherwise forwards the view to {@code next}.
   */
  public void visitFrameStartView(FrameStartView v) {
    if (declared(FRAME_START_RECORD)) visitFrameStart(v.toRecord());
    else if (next != null) next.visitFrameStartView(v);
  }

  /**
   * Pre-Frame Update, per character per frame, as a record. By default: when this visitor declared
   * {@link Interest#PRE_FRAME_VIEW}, calls {@link #visitPreFrameView} with a view of {@code e}
   * (offset -1); otherwise forwards to {@code next}.
   */
  public void visitPreFrame(PreFrameUpdate e) {
    if (declared(PRE_VIEW)) visitPreFrameView(PreFrameView.of(e));
    else if (next != null) next.visitPreFrame(e);
  }

  /**
   * Pre-Frame Update as a reused view, valid only during the call. By default: when this visitor
   * declared {@link Interest#PRE_FRAME}, calls {@link #visitPreFrame(PreFrameUpdate)} with {@link
   * PreFrameView#toRecord()}; otherwise forwards the view to {@code next}.
   */
  public void visitPreFrameView(PreFrameView v) {
    if (declared(PRE_RECORD)) visitPreFrame(v.toRecord());
    else if (next != null) next.visitPreFrameView(v);
  }

  /**
   * Post-Frame Update, per character per frame, as a record. By default: when this visitor declared
   * {@link Interest#POST_FRAME_VIEW}, calls {@link #visitPostFrameView} with a view of {@code e}
   * (offset -1); otherwise forwards to {@code next}.
   */
  public void visitPostFrame(PostFrameUpdate e) {
    if (declared(POST_VIEW)) visitPostFrameView(PostFrameView.of(e));
    else if (next != null) next.visitPostFrame(e);
  }

  /**
   * Post-Frame Update as a reused view, valid only during the call. By default: when this visitor
   * declared {@link Interest#POST_FRAME}, calls {@link #visitPostFrame(PostFrameUpdate)} with
   * {@link PostFrameView#toRecord()}; otherwise forwards the view to {@code next}.
   */
  public void visitPostFrameView(PostFrameView v) {
    if (declared(POST_RECORD)) visitPostFrame(v.toRecord());
    else if (next != null) next.visitPostFrameView(v);
  }

  /**
   * Item Update, per item per frame, as a record. By default: when this visitor declared {@link
   * Interest#ITEM_UPDATE_VIEW}, calls {@link #visitItemUpdateView} with a view of {@code e} (offset
   * -1); otherwise forwards to {@code next}.
   */
  public void visitItemUpdate(ItemUpdate e) {
    if (declared(ITEM_VIEW)) visitItemUpdateView(ItemUpdateView.of(e));
    else if (next != null) next.visitItemUpdate(e);
  }

  /**
   * Item Update as a reused view, valid only during the call. By default: when this visitor
   * declared {@link Interest#ITEM_UPDATE}, calls {@link #visitItemUpdate(ItemUpdate)} with {@link
   * ItemUpdateView#toRecord()}; otherwise forwards the view to {@code next}.
   */
  public void visitItemUpdateView(ItemUpdateView v) {
    if (declared(ITEM_RECORD)) visitItemUpdate(v.toRecord());
    else if (next != null) next.visitItemUpdateView(v);
  }

  /**
   * Frame Bookend (3.0.0+), last event of every frame, as a record. By default: when this visitor
   * declared {@link Interest#FRAME_BOOKEND_VIEW}, calls {@link #visitFrameBookendView} with a view
   * of {@code e} (offset -1); otherwise forwards to {@code next}.
   */
  public void visitFrameBookend(FrameBookend e) {
    if (declared(BOOKEND_VIEW)) visitFrameBookendView(FrameBookendView.of(e));
    else if (next != null) next.visitFrameBookend(e);
  }

  /**
   * Frame Bookend as a reused view, valid only during the call. By default: when this visitor
   * declared {@link Interest#FRAME_BOOKEND}, calls {@link #visitFrameBookend(FrameBookend)} with
   * {@link FrameBookendView#toRecord()}; otherwise forwards the view to {@code next}.
   */
  public void visitFrameBookendView(FrameBookendView v) {
    if (declared(BOOKEND_RECORD)) visitFrameBookend(v.toRecord());
    else if (next != null) next.visitFrameBookendView(v);
  }

  /** Game End (absent in some files, twice in a few). */
  public void visitGameEnd(GameEnd e) {
    if (next != null) next.visitGameEnd(e);
  }

  /** One Message Splitter chunk. */
  public void visitMessageSplitter(MessageSplitter e) {
    if (next != null) next.visitMessageSplitter(e);
  }

  /** The reassembled Gecko code list; {@link #eventOffset()} is the offset of its first chunk. */
  public void visitGeckoList(GeckoList e) {
    if (next != null) next.visitGeckoList(e);
  }

  /**
   * A reassembled Message Splitter message whose wrapped command is not the Gecko list (none is
   * known today); {@link #eventOffset()} is the offset of its first chunk. {@code payload} is only
   * valid during the call.
   *
   * @param command the wrapped command byte
   * @param payload the reassembled bytes
   */
  public void visitWrappedMessage(int command, ByteSlice payload) {
    if (next != null) next.visitWrappedMessage(command, payload);
  }

  /** Fountain of Dreams platform height change. */
  public void visitFodPlatform(FodPlatform e) {
    if (next != null) next.visitFodPlatform(e);
  }

  /** Dream Land 64 Whispy blow direction. */
  public void visitWhispy(Whispy e) {
    if (next != null) next.visitWhispy(e);
  }

  /** Pokémon Stadium transformation. */
  public void visitStadiumTransformation(StadiumTransformation e) {
    if (next != null) next.visitStadiumTransformation(e);
  }

  /**
   * A command this decoder does not know, or a known command whose payload is shorter than its base
   * layout: its command byte and payload (without the command byte), only valid during the call
   * (copy it to keep it); {@link #eventOffset()} is the offset of the command byte.
   */
  @Override
  public void visitUnknown(int command, ByteSlice payload) {
    super.visitUnknown(command, payload);
  }

  /** The raw element ended. */
  public void visitRawEnd(RawEnd e) {
    if (next != null) next.visitRawEnd(e);
  }

  /** The metadata element, when the file has one. */
  public void visitMetadata(SlippiMetadata e) {
    if (next != null) next.visitMetadata(e);
  }
}
