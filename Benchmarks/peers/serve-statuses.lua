-- wrk script for `chess-motion-bench serve`: counts answers by status across wrk's threads, so
-- the overload figure says how many were 200, how many 503 and how many anything else.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  ok, busy, other = 0, 0, 0
end

function response(status, headers, body)
  if status == 200 then ok = ok + 1 elseif status == 503 then busy = busy + 1 else other = other + 1 end
end

function done(summary, latency, requests)
  local o, b, x = 0, 0, 0
  for _, thread in ipairs(threads) do
    o = o + thread:get("ok")
    b = b + thread:get("busy")
    x = x + thread:get("other")
  end
  local e = summary.errors
  io.write(string.format("statuses 200=%d 503=%d other=%d socket-errors connect=%d read=%d write=%d timeout=%d\n",
    o, b, x, e.connect, e.read, e.write, e.timeout))
end
