import ChessMotion
import ChessCore
import Dispatch

/// How long a perft count would take, estimated before it starts: `perft startpos 10` is about
/// 70 trillion nodes, two days of silent work. The tree's size is extrapolated from the counts
/// at small depths (each ply multiplies the nodes by the measured branching factor) and the time
/// from the rate at which those counts ran, so the estimate needs no table of known figures and
/// works from any position.
package struct PerftEstimate: Sendable, Hashable {
    package let depth: Int
    /// Estimated leaf nodes at `depth`.
    package let nodes: Double
    /// Leaf nodes counted per second while measuring.
    package let nodesPerSecond: Double
    /// Nodes of one ply over the ply before, at the deepest measured depth.
    package let branching: Double

    /// A count expected to run longer than this is refused unless forced: an hour.
    package static let refusalSeconds = 3600.0

    /// The estimate for `depth`, from `measuredNodes` leaves at `measuredDepth`, growing by
    /// `branching` a ply, counted at `nodesPerSecond`.
    package init(depth: Int, measuredDepth: Int, measuredNodes: UInt64, branching: Double, nodesPerSecond: Double) {
        self.depth = depth
        self.branching = branching
        self.nodesPerSecond = nodesPerSecond
        let plies = Double(max(0, depth - measuredDepth))
        nodes = Double(measuredNodes) * (plies == 0 ? 1 : Self.power(max(0, branching), plies))
    }

    /// Estimated seconds of counting; 0 when the tree is empty, infinity when the rate is unknown.
    package var seconds: Double {
        guard nodes > 0 else { return 0 }
        return nodesPerSecond > 0 ? nodes / nodesPerSecond : .infinity
    }

    package var isTooLong: Bool { seconds > Self.refusalSeconds }

    /// Measures `position` at depths 1, 2, ... (never `depth` itself, nor past `sampleSeconds`
    /// of work) and extrapolates.
    package static func measure(_ position: Position, depth: Int, sampleSeconds: Double = 0.2) -> PerftEstimate {
        var previous: UInt64 = 1
        var measuredDepth = 0
        var measuredNodes: UInt64 = 1
        var rate = 0.0
        var branching = 1.0
        var spent = 0.0
        while measuredDepth + 1 < depth, spent < sampleSeconds {
            let start = DispatchTime.now().uptimeNanoseconds
            let count = position.perft(measuredDepth + 1)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            spent += seconds
            measuredDepth += 1
            branching = previous > 0 ? Double(count) / Double(previous) : 0
            previous = count
            measuredNodes = count
            if seconds > 0 { rate = Double(count) / seconds }
            if count == 0 { break }
        }
        return PerftEstimate(depth: depth, measuredDepth: measuredDepth, measuredNodes: measuredNodes,
                             branching: branching, nodesPerSecond: rate)
    }

    /// `x` to a whole power (plies are few; no Foundation needed).
    static func power(_ x: Double, _ n: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(n) { result *= x }
        return result
    }

    /// "about 2 days", "about 3 hours", "about 12 minutes", "a few seconds".
    package static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "an unknown time" }
        let units: [(Double, String)] = [(365 * 86_400, "year"), (86_400, "day"), (3600, "hour"), (60, "minute")]
        for (size, name) in units where seconds >= size {
            let count = Int((seconds / size).rounded())
            return "about \(count) \(name)\(count == 1 ? "" : "s")"
        }
        return "a few seconds"
    }

    /// "6.9e13" style for large counts, whole numbers below a million.
    package static func count(_ nodes: Double) -> String {
        guard nodes >= 1e6 else { return String(Int(nodes.rounded())) }
        var exponent = 0
        var mantissa = nodes
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        let tenths = (mantissa * 10).rounded() / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + "e\(exponent)"
    }

    /// Why the count is refused, with the numbers and the way to run it anyway.
    package var refusal: String {
        "perft depth \(depth) would count about \(Self.count(nodes)) nodes: \(Self.duration(seconds)) at the "
            + "measured \(Self.count(nodesPerSecond)) nodes per second. Choose a smaller depth, or add --force "
            + "to run it anyway"
    }
}
