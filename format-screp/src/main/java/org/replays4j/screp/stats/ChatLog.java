package org.replays4j.screp.stats;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.screp.CommandColumns;
import org.replays4j.screp.record.Chat;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.LeaveGame;
import org.replays4j.screp.record.PlayerSlot;

/**
 * Chat messages with their senders, the leave-game commands, and the replay saver (the player id of
 * the chat commands: the one who received them).
 */
final class ChatLog {
  final List<Chat> chats = new ArrayList<>();
  final List<LeaveGame> leaves = new ArrayList<>();

  ChatLog(CommandColumns col) {
    for (int i = 0, kept = col.keptCount(); i < kept; i++) {
      Command c = col.keptRecord(i);
      if (c instanceof LeaveGame l) leaves.add(l);
      else if (c instanceof Chat ch) chats.add(ch);
    }
  }

  /** The player id that received the chat (the replay saver), or -1 without chat. */
  int repSaver() {
    return chats.isEmpty() ? -1 : chats.get(0).player();
  }

  /** The messages with the sender's name (the real player in the sender slot, else empty). */
  List<ScrepComputed.ChatMessage> messages(List<PlayerSlot> slots) {
    List<ScrepComputed.ChatMessage> chat = new ArrayList<>();
    for (Chat c : chats) {
      String sender = "";
      for (PlayerSlot s : slots) {
        if (s.isReal() && s.slotId() == c.senderSlot()) {
          sender = s.name().text();
          break;
        }
      }
      chat.add(
          new ScrepComputed.ChatMessage(
              c.frame(), c.player(), c.senderSlot(), sender, c.message().text()));
    }
    return chat;
  }
}
