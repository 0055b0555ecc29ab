internal import CPixelKernels

/// The instruction sets CPixelKernels' loops (a video frame's conversion, an opaque PNG's rows)
/// are compiled for. Each gives the same bytes.
package enum PixelKernel: UInt32, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case baseline = 0, avx2 = 1, avx512 = 2

    /// The widest this processor runs, found once.
    package static let best = PixelKernel(rawValue: cm_best_kernel_level().rawValue) ?? .baseline

    /// Every kernel this processor runs, narrowest first.
    package static var available: [PixelKernel] { allCases.filter { $0 <= best } }

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    package var description: String {
        switch self {
        case .baseline: "baseline"
        case .avx2: "AVX2"
        case .avx512: "AVX-512"
        }
    }
}
