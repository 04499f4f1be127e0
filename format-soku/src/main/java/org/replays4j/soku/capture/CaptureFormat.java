package org.replays4j.soku.capture;

/** Capture container formats. */
public enum CaptureFormat {
  /** libpcap: 24-byte global header, 16-byte record headers. */
  PCAP,
  /** pcapng: blocks (SHB, IDB, EPB, SPB, ...). */
  PCAPNG
}
