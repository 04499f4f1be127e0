module github.com/replays4j/screp-bench

go 1.23

require github.com/icza/screp v1.12.13
