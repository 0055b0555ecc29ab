-- wrk script for `chess-motion-bench serve-soak`: a steady mix of what a chess site asks for
-- (boards in four formats with moves, arrows and check, lila-gif stills), so the soak's memory
-- figure covers more than one path. Answers are counted by status by serve-statuses.lua, read
-- from beside this file.
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "serve-statuses.lua")

local paths = {
  "/board.png?moves=e4%20e5%20Nf3&arrows=g1f3,d2d4:red",
  "/board.svg?fen=r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R%20w%20KQkq%20-%202%203&size=360",
  "/board.webp?moves=e4%20e5%20Qh5%20Nc6%20Bc4%20Nf6%20Qxf7&orientation=black",
  "/board.jpg?moves=d4%20d5%20c4&circles=d5&fills=c4:yellow",
  "/image.gif?fen=4k3/6KP/8/8/8/8/7p/8&white=Molinari&black=Bordais&lastMove=h6h7",
  "/board.png?moves=e4%20e5%20Nf3%20Nc6%20Bb5%20a6&t=0.4",
}

local count_statuses = init

function init(args)
  count_statuses(args)
  turn = 0
end

function request()
  turn = turn % #paths + 1
  return wrk.format("GET", paths[turn])
end
