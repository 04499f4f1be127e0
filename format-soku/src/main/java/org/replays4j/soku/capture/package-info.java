/**
 * A dependency-free capture reader: pcap and pcapng containers, link layers (Ethernet, Linux
 * SLL/SLL2, raw IP, BSD loopback), IPv4/IPv6 and UDP. Container layouts follow the libpcap file
 * format and the pcapng draft (IETF opsawg-pcapng).
 */
package org.replays4j.soku.capture;
