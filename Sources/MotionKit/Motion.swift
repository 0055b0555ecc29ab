import FoundationEssentials

/// The five curves every scene is written in. Each is a closed form of time, so any frame can be
/// computed without knowing the one before it (Docs/Design.md, "Curves").
public enum Motion {
    /// A damped spring released at x = 0 (`Spring`): rises from 0, overshoots a little and
    /// settles at 1. `w` is the natural frequency (speed); `damping` is the ratio z, below 1 so
    /// that it bounces.
    public static func spring(_ x: Double, w: Double = Spring.standard.frequency,
                              damping: Double = Spring.standard.damping) -> Double {
        Spring(frequency: w, damping: damping).value(at: x)
    }

    public static func clamp(_ v: Double, _ a: Double = 0, _ b: Double = 1) -> Double {
        min(max(v, a), b)
    }

    /// Smoothstep from `a` to `b`: 0 before, 1 after, eased in between. Used for fades.
    public static func smooth(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let u = clamp((x - a) / (b - a))
        return u * u * (3 - 2 * u)
    }

    public static func lerp(_ a: Double, _ b: Double, _ k: Double) -> Double {
        a + (b - a) * k
    }

    /// A pop: springs up at `c` and back down `len` seconds later, returning to 0.
    public static func bump(_ t: Double, _ c: Double, len: Double = bumpLength, w: Double = bumpFrequency) -> Double {
        spring(t - c, w: w) - spring(t - c - len, w: w)
    }

    /// The bump's defaults: a short, quick pop.
    public static let bumpLength = 0.14
    public static let bumpFrequency = 30.0
}

/// The short name scenes use, so that a line of a scene reads like its prototype.
public typealias M = Motion
