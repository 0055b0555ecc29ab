import FoundationEssentials
import Glibc
import MotionKit

/// The spring every piece travels on, and the instants derived from it that the board and the
/// scene-script validator share: when a moving piece first reaches its square (a captured
/// piece has faded out and a promoted pawn has changed by then, and a check is marked from
/// then), and when the board is at rest and drawn exactly as a static position.
public struct BoardMotion: Sendable, Hashable {
    /// The spring's natural frequency (`w`): higher is quicker.
    public let frequency: Double
    /// The damping ratio: below 1 so that a piece overshoots a little and settles.
    public let damping: Double

    /// Values outside the ranges are clamped, so a frame can never be NaN.
    public init(frequency: Double = Spring.standard.frequency, damping: Double = Spring.standard.damping) {
        let standard = Spring.standard
        self.frequency = Motion.clamp(frequency.isFinite ? frequency : standard.frequency,
                                      Self.frequencyRange.lowerBound, Self.frequencyRange.upperBound)
        self.damping = Motion.clamp(damping.isFinite ? damping : standard.damping,
                                    Self.dampingRange.lowerBound, Self.dampingRange.upperBound)
    }

    /// The kit's standard spring.
    public static let standard = BoardMotion()

    /// The spring every piece travels on.
    public var spring: Spring { Spring(frequency: frequency, damping: damping) }

    /// Slower than 2 drifts for seconds; faster than 80 is a jump, not a move.
    public static let frequencyRange: ClosedRange<Double> = 2...80
    /// The board's tuning range: a product choice inside the spring's domain
    /// (`Spring.isValidDamping`; the test holds it there), short of its ends where a piece
    /// barely settles or barely bounces.
    public static let dampingRange: ClosedRange<Double> = 0.1...0.95

    /// How close to rest counts as rest for a piece: a thousandth of a square even for a move
    /// across the whole board, so snapping a piece onto its square cannot be seen. Looser than
    /// `Spring.restTolerance` (the spring's own landing) on purpose: the board's timings, and
    /// with them every rendered game, are measured from this snap.
    public static let settleTolerance = 1e-4

    /// How far along its path a piece is at `t` when its move starts at `instant`: 0 before,
    /// can exceed 1 while it overshoots, exactly 1 once the spring has settled. The settle test
    /// is written as `t >= instant + duration`, the same sum `settleTime` makes, so that the
    /// instant a timeline reports as settled is settled to the last bit.
    public func progress(since instant: Double, at t: Double) -> Double {
        t >= instant + springSettleDuration ? 1 : spring.value(at: t - instant)
    }

    /// How strongly a check mark shows at `t` for a checking move that starts at `instant`:
    /// 0 until the piece lands, then fading in, exactly 1 from the move's settle time on.
    public func checkStrength(since instant: Double, at t: Double) -> Double {
        if t >= instant + settleDuration { return 1 }
        let landed = instant + arrivalDuration
        return Motion.smooth(landed, landed + checkFadeDuration, t)
    }

    /// Seconds from a move's start until the piece first reaches its square (the spring first
    /// reaches 1), or until it has settled, if that comes sooner for a heavily damped spring.
    public var arrivalDuration: Double {
        let wd = spring.dampedFrequency
        let zw = damping * frequency
        // 1 - spring = e^(-zw x)(cos(wd x) + (zw/wd) sin(wd x)) first vanishes where tan(wd x) = -wd/zw.
        return min((Double.pi - atan(wd / zw)) / wd, springSettleDuration)
    }

    /// How long a check mark takes to fade in once the checking piece lands.
    public var checkFadeDuration: Double { 0.4 * arrivalDuration }

    /// Seconds from a move's start after which everything it does is finished: the pieces are
    /// exactly on their squares and the check mark fully shown.
    public var settleDuration: Double {
        max(springSettleDuration, arrivalDuration + checkFadeDuration)
    }

    var springSettleDuration: Double {
        spring.settleTime(tolerance: Self.settleTolerance)
    }
}
