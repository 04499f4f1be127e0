// Command screp-bench times screp (github.com/icza/screp), the Go StarCraft: Brood War replay
// parser, over a set of replays in one process, the way benchmarks/first-pass-peers.sh times
// replays4j: every file is read into memory first, then each pass parses every file in name order
// with the sections screp's CLI parses by default (commands and map data) and runs its computed
// layer (APM, EAPM, teams, winners, start locations), on one goroutine. Pass 1 in a fresh process is
// the cold pass; the median of the later passes is the steady state.
//
//	screp-bench [-n PASSES] [-gomaxprocs N] [-cpuprofile FILE] [-profile-from PASS] FILE_OR_DIR…
//
// Prints one line per pass: "pass N wall_ms W cpu_ms C user_ms U sys_ms S failed F", where CPU is
// the whole process's (getrusage: the parsing goroutine and the Go runtime's GC workers), then a
// summary line. -cpuprofile writes a CPU profile of the passes from -profile-from on (default 2:
// the steady passes) for `go tool pprof`.
//
// Build where the Go module proxy is reachable (go.sum is not committed; -modfile keeps the one Go
// writes out of the source folder):
//
//	cp go.mod /tmp/m.mod && go build -mod=mod -modfile /tmp/m.mod -o /tmp/screp-bench .
//
// Offline, point the module at a local screp checkout with a replace directive in that copy:
//
//	echo 'replace github.com/icza/screp => /path/to/screp' >>/tmp/m.mod
//
// (screp's own dependencies, github.com/icza/gox and golang.org/x/text, need the same treatment
// when they are not in the module cache.)
package main

import (
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/icza/screp/rep"
	"github.com/icza/screp/repparser"
)

// sink keeps every parsed replay reachable until the next one, so no work can be dropped.
var sink *rep.Replay

func main() {
	passes := flag.Int("n", 10, "number of passes over the files")
	procs := flag.Int("gomaxprocs", 0, "GOMAXPROCS to set (0: leave the runtime's default)")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the passes from -profile-from on to this file")
	profileFrom := flag.Int("profile-from", 2, "first pass included in the CPU profile")
	flag.Parse()
	if flag.NArg() == 0 || *passes < 1 {
		fmt.Fprintln(os.Stderr, "usage: screp-bench [-n PASSES] [-gomaxprocs N] [-cpuprofile FILE] [-profile-from PASS] FILE_OR_DIR…")
		os.Exit(2)
	}
	if *procs > 0 {
		runtime.GOMAXPROCS(*procs)
	}

	paths, err := replayFiles(flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	files := make([][]byte, len(paths))
	var size int64
	for i, p := range paths {
		if files[i], err = os.ReadFile(p); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		size += int64(len(files[i]))
	}
	fmt.Printf("# screp-bench: %d files, %.2f MB, %d passes, GOMAXPROCS %d, %s\n",
		len(files), float64(size)/1e6, *passes, runtime.GOMAXPROCS(0), runtime.Version())

	// The parser logs why it skips a command or a file; the CLI would print it, the timing should not.
	cfg := repparser.Config{Commands: true, MapData: true, Logger: log.New(io.Discard, "", 0)}

	var profiling bool
	cpus := make([]float64, *passes)
	for p := 1; p <= *passes; p++ {
		if *profile != "" && p == *profileFrom {
			f, err := os.Create(*profile)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			if err := pprof.StartCPUProfile(f); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			profiling = true
		}
		u0, s0 := rusage()
		w0 := time.Now()
		failed := 0
		for _, data := range files {
			r, err := repparser.ParseConfig(data, cfg)
			if err != nil {
				failed++
				continue
			}
			r.Compute()
			sink = r
		}
		wall := time.Since(w0)
		u1, s1 := rusage()
		user, sys := u1-u0, s1-s0
		cpus[p-1] = ms(user + sys)
		fmt.Printf("pass %d wall_ms %.2f cpu_ms %.2f user_ms %.2f sys_ms %.2f failed %d\n",
			p, ms(wall), ms(user+sys), ms(user), ms(sys), failed)
	}
	if profiling {
		pprof.StopCPUProfile()
	}

	from := *passes / 2
	if from < 1 {
		from = 1
	}
	if *passes > 1 {
		fmt.Printf("# cold (pass 1) %.1f ms CPU; steady (median of passes %d-%d) %.1f ms CPU\n",
			cpus[0], from+1, *passes, median(cpus[from:]))
	}
}

// replayFiles lists the given files and the .rep files of the given directories, each directory's
// files sorted by name.
func replayFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		entries, err := os.ReadDir(a)
		if err != nil {
			return nil, err
		}
		var names []string
		for _, e := range entries {
			if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".rep") {
				names = append(names, e.Name())
			}
		}
		sort.Strings(names)
		for _, n := range names {
			out = append(out, filepath.Join(a, n))
		}
	}
	return out, nil
}

// rusage returns the user and system CPU time the process has used so far.
func rusage() (user, sys time.Duration) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, 0
	}
	return time.Duration(ru.Utime.Nano()), time.Duration(ru.Stime.Nano())
}

func ms(d time.Duration) float64 {
	return float64(d) / 1e6
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
