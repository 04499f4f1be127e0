package org.replays4j.slippi;

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
 * <pre>
 * visitRawStart visitEventPayloads visitGameStart?
 *   ( visitFrameStart | visitPreFrame | visitItemUpdate | visitFodPlatform | visitWhispy
 *   | visitStadiumTransformation | visitPostFrame | visitFrameBookend | visitGameEnd
 *   | visitMessageSplitter | visitGeckoList | visitWrappedMessage | visitUnknown )*
 * visitRawEnd visitMetadata? visitEnd
 * </pre>
 * Each frame event (Frame Start, Pre-Frame, Item Update, Post-Frame, Frame Bookend) arrives either as
 * its record or as its view (below). Rollback re-sends of a frame are delivered again, exactly as
 * written. {@code visitGeckoList} follows
 * the Message Splitter chunk that completes it. On bad input the decoder throws after delivering every
 * complete event; {@code visitRawEnd}/{@code visitEnd} are then not called.
 *
 * <p><b>Records and views.</b> The frame events come in two forms: the immutable record
 * ({@link #visitPreFrame(PreFrameUpdate)}) and a zero-allocation flyweight view over the decoder's
 * buffer ({@link #visitPreFrameView(PreFrameView)}), which is only valid during the call and is reused
 * for the next event. Override whichever you prefer:
 * <ul>
 * <li>only the record method: you receive records exactly as without views;
 * <li>only the view method: no record is allocated for you;
 * <li>both: the decoder calls only the view method (either method's default forwards to {@code next});
 * <li>neither: the events are forwarded to {@code next}. When no visitor of the chain overrides any
 *   method of a frame event, the decoder does not build that event at all, so a visitor that only
 *   wants Game Start and Game End gets the frame events for the cost of skipping them. The same holds
 *   for the stage events, Message Splitter chunks and the reassembled messages (Gecko list).
 * </ul>
 * Which methods a visitor class overrides is determined once per class (by reflection, cached), and
 * the chain of {@code next} visitors is inspected once per decode. The chain must therefore be fixed
 * when decoding starts; a visitor that forwards events to visitors outside its {@code next} chain must
 * override the methods it forwards.
 */
public abstract class SlippiVisitor {
  static final int PRE_RECORD = 1;
  static final int PRE_VIEW = 1 << 1;
  static final int POST_RECORD = 1 << 2;
  static final int POST_VIEW = 1 << 3;
  static final int ITEM_RECORD = 1 << 4;
  static final int ITEM_VIEW = 1 << 5;
  static final int FRAME_START_RECORD = 1 << 6;
  static final int FRAME_START_VIEW = 1 << 7;
  static final int BOOKEND_RECORD = 1 << 8;
  static final int BOOKEND_VIEW = 1 << 9;
  static final int FOD_PLATFORM = 1 << 10;
  static final int WHISPY = 1 << 11;
  static final int STADIUM = 1 << 12;
  static final int MESSAGE_SPLITTER = 1 << 13;
  static final int MESSAGES = 1 << 14;

  private static final ClassValue<Integer> OVERRIDES = new ClassValue<>() {
    @Override protected Integer computeValue(Class<?> c) {
      int f = 0;
      if (overrides(c, "visitPreFrame", PreFrameUpdate.class)) f |= PRE_RECORD;
      if (overrides(c, "visitPreFrameView", PreFrameView.class)) f |= PRE_VIEW;
      if (overrides(c, "visitPostFrame", PostFrameUpdate.class)) f |= POST_RECORD;
      if (overrides(c, "visitPostFrameView", PostFrameView.class)) f |= POST_VIEW;
      if (overrides(c, "visitItemUpdate", ItemUpdate.class)) f |= ITEM_RECORD;
      if (overrides(c, "visitItemUpdateView", ItemUpdateView.class)) f |= ITEM_VIEW;
      if (overrides(c, "visitFrameStart", FrameStart.class)) f |= FRAME_START_RECORD;
      if (overrides(c, "visitFrameStartView", FrameStartView.class)) f |= FRAME_START_VIEW;
      if (overrides(c, "visitFrameBookend", FrameBookend.class)) f |= BOOKEND_RECORD;
      if (overrides(c, "visitFrameBookendView", FrameBookendView.class)) f |= BOOKEND_VIEW;
      if (overrides(c, "visitFodPlatform", FodPlatform.class)) f |= FOD_PLATFORM;
      if (overrides(c, "visitWhispy", Whispy.class)) f |= WHISPY;
      if (overrides(c, "visitStadiumTransformation", StadiumTransformation.class)) f |= STADIUM;
      if (overrides(c, "visitMessageSplitter", MessageSplitter.class)) f |= MESSAGE_SPLITTER;
      if (overrides(c, "visitGeckoList", GeckoList.class)) f |= MESSAGES;
      if (overrides(c, "visitWrappedMessage", int.class, ByteSlice.class, long.class)) f |= MESSAGES;
      return f;
    }
  };

  private static boolean overrides(Class<?> c, String name, Class<?>... params) {
    try {
      return c.getMethod(name, params).getDeclaringClass() != SlippiVisitor.class;
    } catch (NoSuchMethodException e) {
      throw new AssertionError(e);
    }
  }

  /** The visitor every call is forwarded to by default; may be null. */
  protected final SlippiVisitor next;

  /** Which frame-event methods this visitor's class overrides (the constants above). */
  private final int overrides;

  /** A visitor that forwards to {@code next} (may be null). */
  protected SlippiVisitor(SlippiVisitor next) {
    this.next = next;
    this.overrides = OVERRIDES.get(getClass());
  }

  /** The union of the overridden frame-event methods of this visitor and its {@code next} chain. */
  final int chainOverrides() {
    int f = 0;
    for (SlippiVisitor x = this; x != null; x = x.next) f |= x.overrides;
    return f;
  }

  /** Whether exactly {@code only} of the pair {@code both} is overridden by this visitor's class. */
  private boolean onlyOverrides(int both, int only) {
    return (overrides & both) == only;
  }

  /** Set by the decoder on the visitor it was given, so {@link #eventOffset()} works. */
  RawEventEngine source;

  /**
   * File offset of the command byte of the event being visited, when called on the visitor that was
   * passed to the decoder (not on visitors further down the chain); -1 otherwise.
   */
  protected final long eventOffset() {
    return source == null ? -1 : source.curOffset;
  }

  /** A visitor that forwards nowhere. */
  protected SlippiVisitor() {
    this(null);
  }

  /** The raw element starts. */
  public void visitRawStart(RawStart e) { if (next != null) next.visitRawStart(e); }

  /** The Event Payloads table (always the first event). */
  public void visitEventPayloads(EventPayloads e) { if (next != null) next.visitEventPayloads(e); }

  /** Game Start, once, before any frame event. */
  public void visitGameStart(GameStart e) { if (next != null) next.visitGameStart(e); }

  /**
   * Frame Start (2.2.0+), first event of every frame (and of every re-send), as a record. By default:
   * when this class overrides only {@link #visitFrameStartView}, calls it with a view of {@code e};
   * otherwise forwards to {@code next}.
   */
  public void visitFrameStart(FrameStart e) {
    if (onlyOverrides(FRAME_START_RECORD | FRAME_START_VIEW, FRAME_START_VIEW)) visitFrameStartView(FrameStartView.of(e));
    else if (next != null) next.visitFrameStart(e);
  }

  /**
   * Frame Start as a reused view, valid only during the call. By default: when this class overrides
   * only {@link #visitFrameStart}, calls it with {@link FrameStartView#toRecord()}; otherwise forwards
   * the view to {@code next}.
   */
  public void visitFrameStartView(FrameStartView v) {
    if (onlyOverrides(FRAME_START_RECORD | FRAME_START_VIEW, FRAME_START_RECORD)) visitFrameStart(v.toRecord());
    else if (next != null) next.visitFrameStartView(v);
  }

  /**
   * Pre-Frame Update, per character per frame, as a record. By default: when this class overrides only
   * {@link #visitPreFrameView}, calls it with a view of {@code e}; otherwise forwards to {@code next}.
   */
  public void visitPreFrame(PreFrameUpdate e) {
    if (onlyOverrides(PRE_RECORD | PRE_VIEW, PRE_VIEW)) visitPreFrameView(PreFrameView.of(e));
    else if (next != null) next.visitPreFrame(e);
  }

  /**
   * Pre-Frame Update as a reused view, valid only during the call. By default: when this class
   * overrides only {@link #visitPreFrame}, calls it with {@link PreFrameView#toRecord()}; otherwise
   * forwards the view to {@code next}.
   */
  public void visitPreFrameView(PreFrameView v) {
    if (onlyOverrides(PRE_RECORD | PRE_VIEW, PRE_RECORD)) visitPreFrame(v.toRecord());
    else if (next != null) next.visitPreFrameView(v);
  }

  /**
   * Post-Frame Update, per character per frame, as a record. By default: when this class overrides
   * only {@link #visitPostFrameView}, calls it with a view of {@code e}; otherwise forwards to
   * {@code next}.
   */
  public void visitPostFrame(PostFrameUpdate e) {
    if (onlyOverrides(POST_RECORD | POST_VIEW, POST_VIEW)) visitPostFrameView(PostFrameView.of(e));
    else if (next != null) next.visitPostFrame(e);
  }

  /**
   * Post-Frame Update as a reused view, valid only during the call. By default: when this class
   * overrides only {@link #visitPostFrame}, calls it with {@link PostFrameView#toRecord()}; otherwise
   * forwards the view to {@code next}.
   */
  public void visitPostFrameView(PostFrameView v) {
    if (onlyOverrides(POST_RECORD | POST_VIEW, POST_RECORD)) visitPostFrame(v.toRecord());
    else if (next != null) next.visitPostFrameView(v);
  }

  /**
   * Item Update, per item per frame, as a record. By default: when this class overrides only
   * {@link #visitItemUpdateView}, calls it with a view of {@code e}; otherwise forwards to {@code next}.
   */
  public void visitItemUpdate(ItemUpdate e) {
    if (onlyOverrides(ITEM_RECORD | ITEM_VIEW, ITEM_VIEW)) visitItemUpdateView(ItemUpdateView.of(e));
    else if (next != null) next.visitItemUpdate(e);
  }

  /**
   * Item Update as a reused view, valid only during the call. By default: when this class overrides
   * only {@link #visitItemUpdate}, calls it with {@link ItemUpdateView#toRecord()}; otherwise forwards
   * the view to {@code next}.
   */
  public void visitItemUpdateView(ItemUpdateView v) {
    if (onlyOverrides(ITEM_RECORD | ITEM_VIEW, ITEM_RECORD)) visitItemUpdate(v.toRecord());
    else if (next != null) next.visitItemUpdateView(v);
  }

  /**
   * Frame Bookend (3.0.0+), last event of every frame, as a record. By default: when this class
   * overrides only {@link #visitFrameBookendView}, calls it with a view of {@code e}; otherwise
   * forwards to {@code next}.
   */
  public void visitFrameBookend(FrameBookend e) {
    if (onlyOverrides(BOOKEND_RECORD | BOOKEND_VIEW, BOOKEND_VIEW)) visitFrameBookendView(FrameBookendView.of(e));
    else if (next != null) next.visitFrameBookend(e);
  }

  /**
   * Frame Bookend as a reused view, valid only during the call. By default: when this class overrides
   * only {@link #visitFrameBookend}, calls it with {@link FrameBookendView#toRecord()}; otherwise
   * forwards the view to {@code next}.
   */
  public void visitFrameBookendView(FrameBookendView v) {
    if (onlyOverrides(BOOKEND_RECORD | BOOKEND_VIEW, BOOKEND_RECORD)) visitFrameBookend(v.toRecord());
    else if (next != null) next.visitFrameBookendView(v);
  }

  /** Game End (absent in some files, twice in a few). */
  public void visitGameEnd(GameEnd e) { if (next != null) next.visitGameEnd(e); }

  /** One Message Splitter chunk. */
  public void visitMessageSplitter(MessageSplitter e) { if (next != null) next.visitMessageSplitter(e); }

  /** The reassembled Gecko code list. */
  public void visitGeckoList(GeckoList e) { if (next != null) next.visitGeckoList(e); }

  /**
   * A reassembled Message Splitter message whose wrapped command is not the Gecko list (none is known
   * today). {@code payload} is only valid during the call.
   *
   * @param command the wrapped command byte
   * @param payload the reassembled bytes
   * @param offset file offset of the message's first chunk
   */
  public void visitWrappedMessage(int command, ByteSlice payload, long offset) {
    if (next != null) next.visitWrappedMessage(command, payload, offset);
  }

  /** Fountain of Dreams platform height change. */
  public void visitFodPlatform(FodPlatform e) { if (next != null) next.visitFodPlatform(e); }

  /** Dream Land 64 Whispy blow direction. */
  public void visitWhispy(Whispy e) { if (next != null) next.visitWhispy(e); }

  /** Pokémon Stadium transformation. */
  public void visitStadiumTransformation(StadiumTransformation e) {
    if (next != null) next.visitStadiumTransformation(e);
  }

  /**
   * A command this decoder does not know, or a known command whose payload is shorter than its base
   * layout. {@code payload} is only
   * valid during the call; copy it to keep it.
   *
   * @param command command byte
   * @param payload payload bytes (without the command byte)
   * @param offset file offset of the command byte
   */
  public void visitUnknown(int command, ByteSlice payload, long offset) {
    if (next != null) next.visitUnknown(command, payload, offset);
  }

  /** The raw element ended. */
  public void visitRawEnd(RawEnd e) { if (next != null) next.visitRawEnd(e); }

  /** The metadata element, when the file has one. */
  public void visitMetadata(SlippiMetadata e) { if (next != null) next.visitMetadata(e); }

  /** Decoding finished normally. */
  public void visitEnd() { if (next != null) next.visitEnd(); }
}
