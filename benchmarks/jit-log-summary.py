#!/usr/bin/env python3
"""Summarise a HotSpot -XX:+LogCompilation log against the per-file CSV of FirstPassPerFile.

  benchmarks/jit-log-summary.py LOG [CSV] [--package org.replays4j] [--top N]

Prints, for the methods of PACKAGE (default org.replays4j): C1 and C2 compilations (with OSR), C2
compile times, the pass/file when each hot method first got C2 code, every C2 method made not
entrant, and every uncommon trap that ran (reason, action, compiled root method, the inlined method
and bci that trapped) with the pass and file it happened in. With CSV (FirstPassPerFile --csv) a log
stamp is mapped to "pass/file" by the JVM uptime at which each file started.
"""
import bisect
import collections
import html
import re
import sys

ATTR = re.compile(r"(\w+)='([^']*)'")


def attrs(line):
    return {k: html.unescape(v) for k, v in ATTR.findall(line)}


def short(m):
    # 'org.replays4j.slippi.RawEventEngine other (I[BIIJ)V' -> 'slippi.RawEventEngine.other'
    parts = m.split(" ")
    cls = parts[0].replace("/", ".")
    for p in ("org.replays4j.", "java.lang.", "java.util."):
        if cls.startswith(p):
            cls = cls[len(p):]
            break
    return cls + "." + (parts[1] if len(parts) > 1 else "?")


def main(argv):
    args = [a for a in argv[1:]]
    pkg = "org.replays4j"
    top = 25
    if "--package" in args:
        i = args.index("--package"); pkg = args[i + 1]; del args[i:i + 2]
    if "--top" in args:
        i = args.index("--top"); top = int(args[i + 1]); del args[i:i + 2]
    if not args:
        print(__doc__); return 2
    log = args[0]
    starts = []  # (uptime seconds, "pass/file")
    if len(args) > 1:
        with open(args[1]) as f:
            head = f.readline().strip().split(",")
            ip, ifi, iu, inm = head.index("pass"), head.index("file"), head.index("uptime_ms"), head.index("name")
            for line in f:
                c = line.strip().split(",")
                starts.append((float(c[iu]) / 1000, "p%s/f%s" % (c[ip], c[ifi]), c[inm]))
        starts.sort()
    keys = [s[0] for s in starts]

    def where(stamp):
        if not starts:
            return "%.3fs" % stamp
        i = bisect.bisect_right(keys, stamp) - 1
        return "%.3fs %s" % (stamp, "before p1/f1" if i < 0 else starts[i][1])

    tasks = {}  # compile_id -> dict(method, level, osr, queued, start, done, compiler)
    traps = []
    not_entrant = []
    cur_task = None  # compile_id of the <task> being read in a compiler thread's log
    pending_trap = None
    with open(log, errors="replace") as f:
        for line in f:
            if line.startswith("<task_queued "):
                a = attrs(line)
                t = tasks.setdefault(a["compile_id"], {})
                t.update(method=a.get("method"), level=int(a.get("level", "4")), osr="osr_bci" in a, queued=float(a["stamp"]))
            elif line.startswith("<nmethod "):
                a = attrs(line)
                t = tasks.setdefault(a["compile_id"], {})
                t.setdefault("method", a.get("method"))
                t["compiler"] = a.get("compiler", "")
                t["level"] = int(a.get("level", t.get("level", 0)))
                t["installed"] = float(a["stamp"])
                if "osr_bci" in a:
                    t["osr"] = True
            elif line.startswith("<task "):
                a = attrs(line)
                cur_task = a["compile_id"]
                t = tasks.setdefault(cur_task, {})
                t.setdefault("method", a.get("method"))
                t["start"] = float(a["stamp"])
                t.setdefault("level", int(a.get("level", "4")))  # LogCompilation omits level 4
                if "osr_bci" in a:
                    t["osr"] = True
            elif line.startswith("<task_done ") and cur_task is not None:
                a = attrs(line)
                t = tasks[cur_task]
                t["done"] = float(a["stamp"])
                t["ok"] = a.get("success") == "1"
                t["nmsize"] = int(a.get("nmsize", "0"))
                cur_task = None
            elif line.startswith("<uncommon_trap thread="):
                a = attrs(line)
                pending_trap = dict(a, jvms=[])
                if line.rstrip().endswith("/>"):
                    traps.append(pending_trap); pending_trap = None
            elif pending_trap is not None and line.startswith("<jvms "):
                a = attrs(line)
                pending_trap["jvms"].append("%s@%s" % (short(a.get("method", "?")), a.get("bci", "?")))
            elif pending_trap is not None and line.startswith("</uncommon_trap>"):
                traps.append(pending_trap); pending_trap = None
            elif line.startswith("<make_not_entrant "):
                not_entrant.append(attrs(line))

    def ours(m):
        return m is not None and m.replace("/", ".").startswith(pkg)

    by_method = collections.defaultdict(lambda: {"c1": 0, "c2": 0, "osr": 0, "c2ms": 0.0, "first_c2": None, "ne": 0, "traps": 0})
    c2_by_pass = collections.Counter()
    c2_ms_by_pass = collections.Counter()
    for cid, t in tasks.items():
        m = t.get("method")
        lvl = t.get("level", 0)
        comp = "c2" if lvl == 4 else "c1"
        if "start" in t and "done" in t and comp == "c2":
            p = where(t["start"]).split(" ")[-1].split("/")[0]
            c2_by_pass[p] += 1
            c2_ms_by_pass[p] += (t["done"] - t["start"]) * 1000
        if not ours(m):
            continue
        s = by_method[short(m)]
        s[comp] += 1
        if t.get("osr") and comp == "c2":
            s["osr"] += 1
        if comp == "c2" and "start" in t and "done" in t:
            s["c2ms"] += (t["done"] - t["start"]) * 1000
            if t.get("ok", True) and (s["first_c2"] is None or t["done"] < s["first_c2"]):
                s["first_c2"] = t["done"]
    for a in not_entrant:
        t = tasks.get(a.get("compile_id"), {})
        if a.get("level") == "4" and ours(t.get("method")):
            by_method[short(t["method"])]["ne"] += 1
    for tr in traps:
        t = tasks.get(tr.get("compile_id"), {})
        if ours(t.get("method")):
            by_method[short(t["method"])]["traps"] += 1

    total_c2 = sum(1 for t in tasks.values() if t.get("level") == 4)
    print("%s: %d compilations (%d C2), %d C2 made not entrant, %d uncommon traps ran" % (
        log, len(tasks), total_c2, sum(1 for a in not_entrant if a.get("level") == "4"), len(traps)))
    if starts:
        print("\nC2 compilations started per pass (count, compiler-thread ms from task start to done):")
        for p in sorted(c2_by_pass, key=lambda x: (len(x), x)):
            print("  %-14s %4d  %8.0f ms" % (p, c2_by_pass[p], c2_ms_by_pass[p]))

    print("\n%s methods by C2 compile time (top %d): C1 and C2 compiles (OSR among them), C2 ms, first C2 code installed,"
          " C2 code made not entrant, traps" % (pkg, top))
    print("  (c2 counts normal and OSR compilations; osr: how many of them were OSR)")
    print("  %-58s %3s %3s %3s %8s  %-22s %3s %3s" % ("method", "c1", "c2", "osr", "c2 ms", "first C2", "ne", "trp"))
    for name, s in sorted(by_method.items(), key=lambda kv: -kv[1]["c2ms"])[:top]:
        print("  %-58s %3d %3d %3d %8.1f  %-22s %3d %3d" % (name[:58], s["c1"], s["c2"], s["osr"], s["c2ms"],
                                                            where(s["first_c2"]) if s["first_c2"] else "-", s["ne"], s["traps"]))

    print("\n%s C2 compilations, longest first (top %d): queued, started and done (stamp and pass/file), queue wait,"
          " compile time, code size" % (pkg, top))
    c2 = [t for t in tasks.values() if t.get("level") == 4 and ours(t.get("method")) and "start" in t and "done" in t]
    for t in sorted(c2, key=lambda t: t["start"] - t["done"])[:top]:
        print("  %-44s %-8s queued %-20s done %-20s wait %6.0f ms, compile %6.0f ms, %6d B%s" % (
            short(t["method"])[:44], "osr" if t.get("osr") else "", where(t.get("queued", t["start"])), where(t["done"]),
            (t["start"] - t.get("queued", t["start"])) * 1000, (t["done"] - t["start"]) * 1000, t.get("nmsize", 0),
            "" if t.get("ok", True) else " FAILED"))

    print("\nuncommon traps that ran (all methods), in order:")
    for tr in traps:
        t = tasks.get(tr.get("compile_id"), {})
        print("  %-26s %-22s %-14s c%s %-46s at %s" % (where(float(tr["stamp"])), tr.get("reason"), tr.get("action"),
                                                       tr.get("level", "?"), short(t.get("method") or "?")[:46],
                                                       " < ".join(tr["jvms"])))
    reasons = collections.Counter(tr.get("reason") for tr in traps)
    print("\ntrap reasons: " + ", ".join("%s %d" % kv for kv in reasons.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
