module github.com/replays4j/screp-bench

go 1.23

// screp 1.13.3: the release whose output replays4j's StarCraft decoder was compared with.
require github.com/icza/screp v1.13.3
